"""The rules engine's verdict on a question (bot.services.verdicts) in words: the block that
leads a /buscar or `juez buscar` answer, and its ``--json`` object.

    Veredicto del motor de reglas (ha leído todo el texto de las cartas):
    Sí: deja el campo de batalla «Grizzly Bears». [regla 704.5g]
    Paso a paso: 1. … [regla 405.2] …
    Resultado: - …
    Leído como: pila criaturas_rival:"Grizzly Bears" hechizo:"Lightning Bolt: Grizzly Bears"
    Si no es eso, corrígelo y ejecútalo: /escenario pila …

The steps and the result are worded by bot.text.outcome, as /escenario words them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.text.layout import PLAIN, Style
from bot.text.outcome import cite, edition_line, final_lines, outcome_json, step_texts

if TYPE_CHECKING:
    from bot.services.models import CardSearch, QuestionVerdict

HEADING = "Veredicto del motor de reglas (ha leído todo el texto de las cartas):"
WORDS = {"yes": "Sí", "no": "No"}


def _quoted(names: list[str]) -> str:
    quoted = [f"«{n}»" for n in names]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " y " + quoted[-1]


def answer_line(verdict: QuestionVerdict) -> str:
    """The first line: "Sí: …" / "No: …" with what decides it and its rules, or what happens
    when the question asks no yes or no."""
    final = verdict.outcome.final
    if verdict.answer is None:
        return "Lo que pasa, según el motor:"
    word = WORDS[verdict.answer]
    if verdict.asked == "play":
        rules = verdict.outcome.steps[-1].rules if verdict.outcome.steps else []
        what = "se puede jugar ahora" if verdict.answer == "yes" else "no se puede jugar ahora"
        return f"{word}: {what}.{cite(rules)}"
    if verdict.asked == "player":
        return f"{word}: ningún jugador pierde la partida."
    died = verdict.asked == "death" and verdict.answer == "yes"
    died = died or (verdict.asked == "survival" and verdict.answer == "no")
    if died:
        names = [d.name for d in final.died]
        rules = list(dict.fromkeys(r for d in final.died for r in d.rules))
        verb = "dejan" if len(names) > 1 else "deja"
        return f"{word}: {verb} el campo de batalla {_quoted(names)}.{cite(rules)}"
    alive = [p.name for p in final.permanents if p.power is not None]
    verb = "siguen" if len(alive) > 1 else "sigue"
    return f"{word}: {_quoted(alive)} {verb} en el campo de batalla."


def escenario_command(verdict: QuestionVerdict) -> str:
    """The /escenario that runs the same reading (a judge corrects it there)."""
    return f"/escenario {verdict.reading}"


def verdict_lines(verdict: QuestionVerdict, style: Style = PLAIN) -> list[str]:
    """The whole block, one line each: heading, answer, steps with their rules, result, the
    reading and where to correct it, the rules' edition."""
    outcome = verdict.outcome
    steps = [
        f"{i}. {text}{cite(step.rules)}"
        for i, (step, text) in enumerate(zip(outcome.steps, step_texts(outcome), strict=True), 1)
    ]
    return [
        style.strong(HEADING),
        style.strong(answer_line(verdict)),
        "Paso a paso:",
        *steps,
        "Resultado:",
        *final_lines(outcome, bullet="•"),
        f"Leído como: {verdict.reading}",
        f"Si no es eso, corrígelo y ejecútalo: {escenario_command(verdict)}",
        edition_line(outcome),
    ]


def verdict_json(verdict: QuestionVerdict) -> dict[str, Any]:
    """The ``verdict`` field of `juez buscar --json` (docs/json.md): the answer, its first
    line, the reading and the command that runs it, and the run as `juez escenario --json`
    gives it."""
    return {
        "complete": verdict.complete,
        "answer": {"yes": "sí", "no": "no"}.get(verdict.answer or ""),
        "text": answer_line(verdict),
        "read_as": verdict.reading,
        "escenario": escenario_command(verdict),
        "outcome": outcome_json(verdict.outcome),
    }


def search_json(found: CardSearch) -> dict[str, Any]:
    """`juez buscar --json` of a question naming cards: the search's own JSON, and
    ``verdict`` only when the engine read the situation whole (``complete`` always true)."""
    data = found.to_json_dict()
    if found.verdict is not None and found.verdict.complete:
        data["verdict"] = verdict_json(found.verdict)
    return data
