"""Spanish wording of what frames the steps: the verdict, the summary of a long explanation,
the final state, the warning about card text not read, the headings and the cited edition."""

from __future__ import annotations

from .effects_es import keywords_es
from .words import Args, Table, join, label, qty

# An answer about cards whose text was not all read is never a verdict: these mark it.
IF_UNREAD = "solo si el texto sin leer no cambia nada"


def _player(a: Args) -> str:
    poison = a.raw["poison"]
    library = a.raw["library"]
    return (
        f"{a['name']}: {qty(a.raw['life'], 'vida')}"
        + (f", {qty(poison, 'contador', 'contadores')} de veneno" if poison else "")
        + (f", {qty(library, 'carta')} en la biblioteca" if library is not None else "")
        + (f" — {a['lost']}" if a.get("lost") else "")
    )


def _remains(a: Args) -> str:
    bits = []
    if a.raw["damage"]:
        bits.append(qty(a.raw["damage"], "daño marcado", "daños marcados"))
    if a.raw["minus"]:
        bits.append(qty(a.raw["minus"], "contador", "contadores") + " -1/-1")
    if a.raw["plus"]:
        bits.append(qty(a.raw["plus"], "contador", "contadores") + " +1/+1")
    if a.raw["loyalty"] is not None:
        bits.append(f"lealtad {a.raw['loyalty']}")
    pt = f" ({a.raw['pt'][0]}/{a.raw['pt'][1]})" if a.raw["pt"] else ""
    return f"«{a['name']}»{pt} sigue en el campo de batalla: " + ", ".join(bits)


def _summary_player(a: Args) -> str:
    bits = []
    if a.raw["life_before"] != a.raw["life"]:
        bits.append(f"{a.raw['life_before']} → {a.raw['life']} vidas")
    if a.raw["poison"] is not None:
        bits.append(f"{qty(a.raw['poison'], 'contador', 'contadores')} de veneno")
    return f"{a['player']}: {', '.join(bits)}."


def _also(a: Args) -> str:
    """The card's Oracle name after the name it was given, when they differ."""
    return f" ({a['card']})" if a.get("card") else ""


def _keywords(a: Args) -> str:
    """The card's keywords read as the rule of 702 that defines each says."""
    said = [f"«{line}» (regla {rule})" for line, rule in a.raw.get("keywords") or ()]
    return f" Lee {join(said)} como dice su regla." if said else ""


def _quoted(a: Args, key: str) -> str:
    return join([f"«{n}»" for n in a.each(key)])


OUTCOME: Table = {
    "object": lambda a: label(a.raw),
    # The verdicts (FinalState.verdict).
    "verdict.can_play": lambda a: "Sí, se puede jugar ahora.",
    "verdict.cannot_play": lambda a: "No, no se puede jugar ahora.",
    "verdict.illegal_declaration": lambda a: "La declaración de ataque o bloqueo es ilegal.",
    # The summary of a long explanation (bot/engine/summary.py).
    "summary.lost": lambda a: f"{a['player']} pierde la partida.",
    "summary.player": _summary_player,
    "summary.died": lambda a: (
        f"Dejan el campo de batalla: {_quoted(a, 'names')}."
        if len(a.raw["names"]) > 1
        else f"Deja el campo de batalla: {_quoted(a, 'names')}."
    ),
    "summary.came_back": lambda a: (
        f"Dejan el campo de batalla y vuelven a él: {_quoted(a, 'names')}."
        if len(a.raw["names"]) > 1
        else f"Deja el campo de batalla y vuelve a él: {_quoted(a, 'names')}."
    ),
    "summary.order": lambda a: f"Se resuelve(n), en este orden: {_quoted(a, 'names')}.",
    "summary.pt": lambda a: f"«{a['name']}» es {a.raw['pt'][0]}/{a.raw['pt'][1]}.",
    "summary.nothing": lambda a: "Nada cambia.",
    # The final state, one line each.
    "final.cost": lambda a: f"Coste total: {a['cost']} de maná.",
    "final.player": _player,
    "final.lost": lambda a: "ha perdido la partida",
    "final.died": lambda a: f"Fuera del campo de batalla: «{a['name']}», porque {a['reason']}",
    "final.came_back": lambda a: (
        f"«{a['name']}» deja el campo de batalla, porque {a['reason']}, y vuelve a él"
        + (
            f"; al final está en el campo de batalla bajo el control de {a['now']}"
            if a.get("now")
            else ""
        )
    ),
    "final.remains": _remains,
    "final.pt": lambda a: (
        f"«{a['name']}»: {a.raw['pt'][0]}/{a.raw['pt'][1]}"
        + (f", con {keywords_es(a.raw['keywords'])}" if a.raw["keywords"] else "")
    ),
    "final.order": lambda a: (
        "Orden de resolución: " + ", ".join(f"{i}) {n}" for i, n in enumerate(a.each("names"), 1))
    ),
    "final.unresolved": lambda a: (
        "Queda en la pila sin resolverse (de arriba abajo): "
        + ", ".join(f"«{n}»" for n in a.each("names"))
    ),
    "final.unchanged": lambda a: "Sin cambios.",
    "final.card": lambda a: (
        f"«{a['shown']}»{_also(a)}: {a['type_line']}, "
        f"valor de maná {a['mana_value']}, según los datos de cartas.{_keywords(a)}"
    ),
    # What frames the steps.
    "outcome.cite": lambda a: (
        f" [{'regla' if len(a.raw['rules']) == 1 else 'reglas'} {', '.join(a.raw['rules'])}]"
    ),
    "outcome.edition": lambda a: f"Reglas citadas según las {a['name']} ({a['edition']}).",
    "outcome.told": lambda a: f"Lo he leído así: {a['line']}",
    # What the message says a card does: its text decides, so the words are set aside.
    "outcome.said_of_card": lambda a: (
        f"No leo «{a['words']}», dicho de «{a['card']}»: lo que hace lo leo de su texto."
    ),
    # What a play was for ("para q sea 4/4"): running it says what happens.
    "outcome.purpose": lambda a: (
        f"No leo «{a['words']}»: es lo que se busca, y lo que pasa lo dice la ejecución."
    ),
    # The teller's reasoning told with the play: not a fact, set apart.
    "outcome.reason": lambda a: (
        f"No leo «{a['words']}»: es tu razonamiento, no un hecho de la partida; lo que pasa lo "
        "dice la ejecución."
    ),
    # A question of the message no shape reads: the play is run, never as its answer.
    "outcome.unanswered": lambda a: (
        f"No leo la pregunta «¿{a['question']}?» y no la respondo; esto es lo que pasa al "
        "ejecutar lo que cuentas:"
    ),
    # A claim of the message checked against the run (bot/engine/claims.py).
    "outcome.claim": lambda a: (
        f"Lo que se afirma, «{a['claim']}»: "
        + ("se cumple" if a.raw["holds"] else "no se cumple")
        + (f" ({IF_UNREAD})" if a.raw["conditional"] else "")
        + f"; {a['found']}."
    ),
    "claim.died": lambda a: (
        "muere " + join(a.each("names"))
        if len(a.raw["names"]) == 1
        else "mueren " + join(a.each("names"))
        if a.raw["names"]
        else "no muere ninguna"
    ),
    "claim.through": lambda a: (
        f"al jugador le llega{'n' if a.raw['amount'] != 1 else ''} "
        f"{qty(a.raw['amount'], 'punto', 'puntos')} de daño"
    ),
    "claim.life": lambda a: f"{a['player']} queda a {qty(a.raw['life'], 'vida')}",
    "outcome.unread": lambda a: (
        "Atención: no he leído todo el texto de las cartas. Lo que sigue vale "
        f"{IF_UNREAD}; compruébalo antes de darlo por bueno."
    ),
    "outcome.unread_line": lambda a: f"Sin leer, de «{a['card']}»: «{a['text']}»",
    "outcome.summary": lambda a: "En resumen",
    "outcome.summary_conditional": lambda a: f"En resumen, {IF_UNREAD}",
    "outcome.step_by_step": lambda a: "Paso a paso:",
    "outcome.result": lambda a: "Resultado",
    "outcome.result_conditional": lambda a: f"Resultado, {IF_UNREAD}",
    # Discord's frame (cogs/escenario/_embeds.py).
    "outcome.scenario": lambda a: "Escenario",
    "outcome.conditional": lambda a: "condicional",
    "outcome.told_as": lambda a: "Lo he leído así:",
    "title.combat": lambda a: "Combate",
    "title.sba": lambda a: "Acciones de estado",
    "title.layers": lambda a: "Capas: fuerza y resistencia",
    "title.timing": lambda a: "¿Se puede jugar ahora?",
    "title.triggers": lambda a: "Disparos y pila",
    "title.timeline": lambda a: "Escenario con eventos",
}
