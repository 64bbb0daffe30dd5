"""An engine Outcome in words, in Spanish (what every front end shows) or English.

The engine answers with data (steps, verdict, summary and final state); this module words it
with the tables of ``bot/text/engine_steps``: the plain text of the console and the CLI, the
lines Discord's embeds are made of (cogs/escenario/_embeds.py) and the ``--json`` object.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine.citations import cited_edition
from bot.engine.outcome import Outcome
from index.editions.edition_catalog import long_name
from index.errors import UserError

from .engine_steps import TABLES, phrase_text, step_text
from .engine_steps.words import say

Escape = Callable[[str], str]

# The languages an explanation can be worded in, as a user may write them.
LANGUAGES = {"es": "es", "español": "es", "espanol": "es", "en": "en", "inglés": "en"}
LANGUAGES["ingles"] = LANGUAGES["english"] = "en"


def explanation_language(value: str | None) -> str:
    """``es`` or ``en`` from what a user typed (``--idioma en``); a clear error otherwise."""
    lang = LANGUAGES.get((value or "es").strip().lower())
    if lang is None or lang not in TABLES:
        raise UserError(
            f"Idioma desconocido: «{(value or '')[:20]}». Usa es (español) o en (inglés). "
            'Ejemplo: juez escenario --idioma en combate atacante:"3/3" bloqueadores:"2/2"'
        )
    return lang


def _same(text: str) -> str:
    return text


def cite(rules: list[str], lang: str = "es") -> str:
    """' [regla 510.1c]' or ' [reglas 510.1c, 702.19b]'; empty when there is none."""
    return say(TABLES[lang], "outcome.cite", rules=list(rules)) if rules else ""


def edition_line(outcome: Outcome, lang: str = "es") -> str:
    """Which Comprehensive Rules the cited numbers follow."""
    cited = cited_edition()
    name = outcome.edition
    if outcome.edition == cited.id:
        name = long_name(cited) if lang == "es" else _english_name(cited.date, cited.id)
    return say(TABLES[lang], "outcome.edition", name=name, edition=outcome.edition)


def _english_name(date: Any, edition: str) -> str:
    when = f"{date:%B} {date.day}, {date.year}" if date else f"({edition})"
    return f"Magic Comprehensive Rules of {when}"


def result_heading(outcome: Outcome, lang: str = "es") -> str:
    kind = "outcome.result" if outcome.complete else "outcome.result_conditional"
    return say(TABLES[lang], kind)


def unread_warning(
    outcome: Outcome, *, bullet: str = "-", plain: Escape = _same, lang: str = "es"
) -> list[str]:
    """Before anything else, when some card text was not read: that the result is not a
    verdict, and each part not read (a judge must check whether it changes the answer)."""
    if outcome.complete:
        return []
    table = TABLES[lang]
    return [
        say(table, "outcome.unread"),
        *(
            f"{bullet} " + say(table, "outcome.unread_line", card=plain(card), text=plain(text))
            for card, text in outcome.unread()
        ),
    ]


def told_line(outcome: Outcome, lang: str = "es") -> str:
    """How a told scenario was read: the line to correct and run again if it is wrong."""
    return say(TABLES[lang], "outcome.told", line=outcome.told)


def unanswered_lines(outcome: Outcome, lang: str = "es") -> list[str]:
    """What of a told message was set aside unread, said before the run: the words it says a
    card does (its text decides), then each question no shape reads («No leo la pregunta
    «¿…?» y no la respondo; esto es lo que pasa …»)."""
    said = [_aside(card, words, lang) for card, words in outcome.set_aside]
    said += [say(TABLES[lang], "outcome.reason", words=words) for words in outcome.reasons]
    questions = [say(TABLES[lang], "outcome.unanswered", question=q) for q in outcome.unanswered]
    return outcome.answers + said + questions


def _aside(card: str, words: str, lang: str) -> str:
    """Words set aside: said of a card (its text decides), or what a play was for."""
    key = "outcome.said_of_card" if card else "outcome.purpose"
    return say(TABLES[lang], key, card=card, words=words)


def claim_lines(outcome: Outcome, lang: str = "es") -> list[str]:
    """Each claim of a told message checked against the run ("Lo que se afirma, «se matan los
    dos»: no se cumple; muere Atacante. [reglas 704.5g]"): conditional when text was unread."""
    table = TABLES[lang]
    return [
        say(
            table,
            "outcome.claim",
            claim=check.claim,
            holds=check.holds,
            conditional=not outcome.complete,
            found=check.found,
        )
        + cite(list(check.rules), lang)
        for check in outcome.claims
    ]


def verdict_text(outcome: Outcome, lang: str = "es") -> str | None:
    verdict = outcome.final.verdict
    return phrase_text(verdict, lang) if verdict else None


def summary_lines(outcome: Outcome, lang: str = "es") -> list[str]:
    """The few sentences before the steps of a long explanation (none for a short one)."""
    return [phrase_text(p, lang) for p in outcome.summary]


def step_texts(outcome: Outcome, lang: str = "es") -> list[str]:
    return [step_text(step, lang) for step in outcome.steps]


def render_text(outcome: Outcome, lang: str = "es") -> str:
    """A long explanation starts with its summary; every one ends with the rules' edition.
    When some card text was not read, a warning listing it comes first and the result is
    headed as conditional."""
    table = TABLES[lang]
    aside = unanswered_lines(outcome, lang)
    lines = [*aside, ""] if aside else []
    lines += [told_line(outcome, lang), ""] if outcome.told else []
    if outcome.claims:
        lines += [*claim_lines(outcome, lang), ""]
    warning = unread_warning(outcome, lang=lang)
    if warning:
        lines += [*warning, ""]
    if outcome.summary:
        heading = say(
            table, "outcome.summary" if outcome.complete else "outcome.summary_conditional"
        )
        lines += [f"{heading}:", *[f"- {s}" for s in summary_lines(outcome, lang)], ""]
        lines.append(say(table, "outcome.step_by_step"))
    lines += [
        f"{i}. {text}{cite(step.rules, lang)}"
        for i, (step, text) in enumerate(
            zip(outcome.steps, step_texts(outcome, lang), strict=True), 1
        )
    ]
    lines.append("")
    lines.append(f"{result_heading(outcome, lang)}:")
    lines += final_lines(outcome, lang=lang)
    lines += ["", edition_line(outcome, lang)]
    return "\n".join(lines)


def final_lines(
    outcome: Outcome,
    *,
    bullet: str = "-",
    plain: Escape = _same,
    strong: Escape = _same,
    lang: str = "es",
) -> list[str]:
    """The final state, one line each: life and poison, what died and why, what remains.

    Front ends differ only in the bullet, how user-typed names are escaped (``plain``) and how
    the loss of a game is stressed (``strong``): Discord passes markdown-aware ones.
    """
    table = TABLES[lang]
    final = outcome.final
    lines: list[str] = []
    if final.verdict:
        lines.append(plain(phrase_text(final.verdict, lang)))
    if final.cost is not None:
        lines.append(say(table, "final.cost", cost=final.cost))
    board = final.board or final.kind in ("combat", "sba")
    if board:
        lost = strong(say(table, "final.lost"))
        lines += [
            say(
                table,
                "final.player",
                name=plain(p.name),
                life=p.life,
                poison=p.poison,
                library=p.library,
                lost=lost if p.lost else None,
            )
            for p in final.players
        ]
    last = {d.id: i for i, d in enumerate(final.died)}
    for i, d in enumerate(final.died):
        reason = plain(phrase_text(d.reason, lang))
        if d.back:  # 610.3, 607.2a: it left and came back; where it is at the end, if there
            here = next((p for p in final.permanents if p.id == d.id), None)
            now = plain(here.controller) if here is not None and last[d.id] == i else None
            line = say(table, "final.came_back", name=plain(d.name), reason=reason, now=now)
        else:
            line = say(table, "final.died", name=plain(d.name), reason=reason)
        lines.append(line + cite(d.rules, lang))
    if board:
        for perm in final.permanents:
            loyalty = perm.loyalty if perm.power is None else None
            if perm.damage or perm.minus_counters or perm.plus_counters or loyalty is not None:
                pt = [perm.power, perm.toughness] if perm.power is not None else None
                lines.append(
                    say(
                        table,
                        "final.remains",
                        name=plain(perm.name),
                        pt=pt,
                        damage=perm.damage,
                        minus=perm.minus_counters,
                        plus=perm.plus_counters,
                        loyalty=loyalty,
                    )
                )
    if final.kind == "layers":
        lines += [
            say(
                table,
                "final.pt",
                name=plain(perm.name),
                pt=[perm.power, perm.toughness],
                keywords=perm.keywords,
            )
            for perm in final.permanents
            if perm.power is not None
        ]
    if final.resolution_order:
        names = [plain(n) for n in final.resolution_order]
        lines.append(say(table, "final.order", names=names))
    if final.unresolved:
        lines.append(say(table, "final.unresolved", names=[plain(n) for n in final.unresolved]))
    out = [f"{bullet} {line}" for line in lines or [say(table, "final.unchanged")]]
    return out + card_lines(outcome, bullet=bullet, plain=plain, lang=lang)


def card_lines(
    outcome: Outcome, *, bullet: str = "-", plain: Escape = _same, lang: str = "es"
) -> list[str]:
    """The real cards the scenario named: which card each is (the parts of its text the
    engine does not read are listed first, by ``unread_warning``, never guessed)."""
    return [
        f"{bullet} "
        + say(
            TABLES[lang],
            "final.card",
            shown=plain(card.shown),
            card=plain(card.card) if card.card != card.shown else None,
            type_line=plain(card.type_line),
            mana_value=card.mana_value,
            keywords=[[plain(line), rule] for line, rule in card.keywords.items()],
        )
        for card in outcome.cards
    ]


def title(outcome: Outcome, lang: str = "es") -> str:
    """What kind of question it answered: «Combate», «¿Se puede jugar ahora?»…"""
    kind = f"title.{outcome.final.kind}"
    return say(TABLES[lang], kind) if kind in TABLES[lang] else outcome.final.kind


def outcome_json(outcome: Outcome, lang: str = "es") -> dict[str, Any]:
    """The ``--json`` object (docs/json.md): the data, and each text field in ``lang``."""
    final = outcome.final.model_dump(mode="json")
    final["verdict"] = verdict_text(outcome, lang)
    return {
        "complete": outcome.complete,
        "unread": [{"card": card, "text": text} for card, text in outcome.unread()],
        "summary": summary_lines(outcome, lang),
        "steps": [
            {"kind": s.kind, "args": s.args, "rules": list(s.rules), "text": text}
            for s, text in zip(outcome.steps, step_texts(outcome, lang), strict=True)
        ],
        "final": final,
        "rules": list(outcome.rules),
        "edition": outcome.edition,
        "cards": [card.model_dump(mode="json") for card in outcome.cards],
        **({"read_as": outcome.told} if outcome.told is not None else {}),
        **(
            {
                "unanswered": [
                    {"question": q, "text": say(TABLES[lang], "outcome.unanswered", question=q)}
                    for q in outcome.unanswered
                ]
            }
            if outcome.unanswered
            else {}
        ),
        **(
            {
                "set_aside": [
                    {"card": card or None, "words": words, "text": _aside(card, words, lang)}
                    for card, words in outcome.set_aside
                ]
            }
            if outcome.set_aside
            else {}
        ),
        **({"answers": list(outcome.answers)} if outcome.answers else {}),
        **(
            {
                "reasoning": [
                    {"words": words, "text": say(TABLES[lang], "outcome.reason", words=words)}
                    for words in outcome.reasons
                ]
            }
            if outcome.reasons
            else {}
        ),
        **(
            {
                "claims": [
                    {**check.model_dump(mode="json"), "text": text}
                    for check, text in zip(outcome.claims, claim_lines(outcome, lang), strict=True)
                ]
            }
            if outcome.claims
            else {}
        ),
    }


__all__ = [
    "TABLES",
    "card_lines",
    "cite",
    "claim_lines",
    "edition_line",
    "explanation_language",
    "final_lines",
    "outcome_json",
    "render_text",
    "result_heading",
    "step_texts",
    "summary_lines",
    "title",
    "told_line",
    "unanswered_lines",
    "unread_warning",
    "verdict_text",
]
