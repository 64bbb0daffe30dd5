"""Plain-text Spanish rendering of an Outcome, for Discord messages and the console."""

from __future__ import annotations

from collections.abc import Callable

from bot.text.engine_steps import phrase_text
from index.editions.edition_catalog import long_name

from .citations import cited_edition
from .describe import keywords_es
from .outcome import Outcome
from .vocabulary import qty


def _same(text: str) -> str:
    return text


def cite(rules: list[str]) -> str:
    """' [regla 510.1c]' or ' [reglas 510.1c, 702.19b]'; empty when there is none."""
    if not rules:
        return ""
    word = "regla" if len(rules) == 1 else "reglas"
    return f" [{word} {', '.join(rules)}]"


def edition_line(outcome: Outcome) -> str:
    """Which Comprehensive Rules the cited numbers follow."""
    cited = cited_edition()
    name = long_name(cited) if outcome.edition == cited.id else outcome.edition
    return f"Reglas citadas según las {name} ({outcome.edition})."


# An answer about cards whose text was not all read is never a verdict: these mark it.
IF_UNREAD_CHANGES_NOTHING = "solo si el texto sin leer no cambia nada"
RESULT_HEADING = "Resultado"
CONDITIONAL_RESULT_HEADING = f"Resultado, {IF_UNREAD_CHANGES_NOTHING}"


def result_heading(outcome: Outcome) -> str:
    return RESULT_HEADING if outcome.complete else CONDITIONAL_RESULT_HEADING


def unread_warning(
    outcome: Outcome, *, bullet: str = "-", plain: Callable[[str], str] = _same
) -> list[str]:
    """Before anything else, when some card text was not read: that the result is not a
    verdict, and each part not read (a judge must check whether it changes the answer)."""
    if outcome.complete:
        return []
    return [
        "Atención: no he leído todo el texto de las cartas. Lo que sigue vale "
        f"{IF_UNREAD_CHANGES_NOTHING}; compruébalo antes de darlo por bueno.",
        *(
            f"{bullet} Sin leer, de «{plain(card)}»: «{plain(text)}»"
            for card, text in outcome.unread()
        ),
    ]


def render_text(outcome: Outcome) -> str:
    """A long explanation starts with its summary; every one ends with the rules' edition.
    When some card text was not read, a warning listing it comes first and the result is
    headed as conditional."""
    lines = [told_line(outcome), ""] if outcome.told else []
    warning = unread_warning(outcome)
    if warning:
        lines += [*warning, ""]
    if outcome.summary:
        heading = "En resumen" if outcome.complete else f"En resumen, {IF_UNREAD_CHANGES_NOTHING}"
        lines += [f"{heading}:", *[f"- {s}" for s in outcome.summary], "", "Paso a paso:"]
    lines += [f"{i}. {step.text}{cite(step.rules)}" for i, step in enumerate(outcome.steps, 1)]
    lines.append("")
    lines.append(f"{result_heading(outcome)}:")
    lines += final_lines(outcome)
    lines += ["", edition_line(outcome)]
    return "\n".join(lines)


def told_line(outcome: Outcome) -> str:
    """How a told scenario was read: the line to correct and run again if it is wrong."""
    return f"Lo he leído así: {outcome.told}"


def final_lines(
    outcome: Outcome,
    *,
    bullet: str = "-",
    plain: Callable[[str], str] = _same,
    strong: Callable[[str], str] = _same,
) -> list[str]:
    """The final state, one line each: life and poison, what died and why, what remains.

    Front ends differ only in the bullet, how user-typed names are escaped (``plain``) and how
    the loss of a game is stressed (``strong``): Discord passes markdown-aware ones.
    """
    final = outcome.final
    out: list[str] = []
    if final.verdict:
        out.append(f"{bullet} {plain(final.verdict)}")
    if final.cost is not None:
        out.append(f"{bullet} Coste total: {final.cost} de maná.")
    board = final.board or final.kind in ("combat", "sba")
    if board:
        for p in final.players:
            poison = f", {qty(p.poison, 'contador', 'contadores')} de veneno" if p.poison else ""
            library = (
                f", {qty(p.library, 'carta')} en la biblioteca" if p.library is not None else ""
            )
            lost = " — " + strong("ha perdido la partida") if p.lost else ""
            out.append(f"{bullet} {plain(p.name)}: {qty(p.life, 'vida')}{poison}{library}{lost}")
    for d in final.died:
        out.append(
            f"{bullet} Fuera del campo de batalla: «{plain(d.name)}», porque "
            f"{plain(phrase_text(d.reason))}{cite(d.rules)}"
        )
    if board:
        for perm in final.permanents:
            bits = []
            if perm.damage:
                bits.append(qty(perm.damage, "daño marcado", "daños marcados"))
            if perm.minus_counters:
                bits.append(qty(perm.minus_counters, "contador", "contadores") + " -1/-1")
            if perm.plus_counters:
                bits.append(qty(perm.plus_counters, "contador", "contadores") + " +1/+1")
            if perm.loyalty is not None and perm.power is None:
                bits.append(f"lealtad {perm.loyalty}")
            if bits:
                pt = f" ({perm.power}/{perm.toughness})" if perm.power is not None else ""
                out.append(
                    f"{bullet} «{plain(perm.name)}»{pt} sigue en el campo de batalla: "
                    + ", ".join(bits)
                )
    if final.kind == "layers":
        for perm in final.permanents:
            if perm.power is None:
                continue
            kws = f", con {keywords_es(perm.keywords)}" if perm.keywords else ""
            out.append(f"{bullet} «{plain(perm.name)}»: {perm.power}/{perm.toughness}{kws}")
    if final.resolution_order:
        order = ", ".join(f"{i}) {plain(n)}" for i, n in enumerate(final.resolution_order, 1))
        out.append(f"{bullet} Orden de resolución: {order}")
    if final.unresolved:
        left = ", ".join(f"«{plain(n)}»" for n in final.unresolved)
        out.append(f"{bullet} Queda en la pila sin resolverse (de arriba abajo): {left}")
    out = out or [f"{bullet} Sin cambios."]
    return out + card_lines(outcome, bullet=bullet, plain=plain)


def card_lines(
    outcome: Outcome, *, bullet: str = "-", plain: Callable[[str], str] = _same
) -> list[str]:
    """The real cards the scenario named: which card each is (the parts of its text the
    engine does not read are listed first, by ``unread_warning``, never guessed)."""
    out: list[str] = []
    for card in outcome.cards:
        also = f" ({plain(card.card)})" if card.card != card.shown else ""
        out.append(
            f"{bullet} «{plain(card.shown)}»{also}: {plain(card.type_line)}, "
            f"valor de maná {card.mana_value}, según los datos de cartas."
        )
    return out
