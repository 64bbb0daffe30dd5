"""A verdict for a rules question when the engine can run the situation it tells (issue 48, 4).

    verdict, note = question_verdict(question, catalog, named=["Lightning Bolt", …])

``/buscar`` and ``juez buscar`` search the rules for every question; when the question also tells
a situation (who casts what at what, who attacks and blocks) and names cards, the chat reader
(bot.engine.language.told) turns it into a scenario and the engine runs it. The answer is
led by the result only when the engine read it WHOLE:

- the reader asked nothing back and refused nothing;
- every line of every card taking part was read (``Outcome.complete``);
- every card the search found in the question took part in the scenario: a card the reader
  left out ("Mother of Runes le da protección…" read without Mother of Runes) is text not read;
- no card taking part counts what a chat message does not tell: a P/T with "*" or a text
  with "for each" / "the number of" depends on graveyards, hands or other permanents the
  engine takes as empty ("su Tarmogoyf (es un 4/5)" would be read as a 0/1 that a Bolt kills;
  found on issue 42's chat set, where it was the one wrong verdict).

Anything less gives no verdict: the search answers as before, with a note when a situation was
read but not whole (a judge forgives "no lo sé", never a confident wrong answer).

Whether the result answers "sí" or "no" is read from what the question asks, and only when
the result leaves no doubt: "¿se muere(n)?" is "sí" when every creature of the situation left
the battlefield and "no" when none did (one of two: no sí/no, the result is shown); "¿muero?"
is "no" when no player lost (someone lost: the result says who); "¿puedo jugar…?" is the
engine's own verdict. Any other question is answered by the result itself ("¿qué pasa?").
Domain data only: bot.text.verdicts words it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.services.models import Answer, Asked, QuestionVerdict
from index.fold import fold

if TYPE_CHECKING:
    from bot.engine import Outcome
    from bot.engine.language import CardSource
    from index.cards.records import CardRecord


_DEATH = re.compile(
    r"\b(?:mueren?|mueran?|muer[ea]|destruid[oa]s?|se\s+destruyen?|van?\s+al\s+cementerio"
    r"|dies|die)\b"
)
_SURVIVAL = re.compile(r"\b(?:sobreviven?|sobreviva|siguen?\s+viv[oa]s?|survives?)\b")
# The teller's own game: "¿muero?", "¿gano?", "¿pierdo la partida?".
_PLAYER = re.compile(
    r"\b(?:muero|morimos|pierdo|perdemos|gano|ganamos|(?:pierde|gana)\s+la\s+partida"
    r"|do\s+i\s+(?:die|lose|win))\b"
)


def asked_kind(folded: str) -> Asked | None:
    """The yes/no the question asks, from its folded words; None when it asks none or more
    than one (a question that asks two things gets the result, not a sí/no)."""
    kinds: list[Asked] = []
    if _PLAYER.search(folded):
        kinds.append("player")
    if _DEATH.search(folded):
        kinds.append("death")
    if _SURVIVAL.search(folded):
        kinds.append("survival")
    return kinds[0] if len(kinds) == 1 else None


def answer_of(outcome: Outcome, asked: Asked | None) -> tuple[Asked | None, Answer | None]:
    """The yes or no the result gives to ``asked``, only when the result leaves no doubt."""
    from bot.engine.outcome import CAN_PLAY, CANNOT_PLAY

    final = outcome.final
    verdict = (final.verdict or {}).get("kind")
    if verdict in (CAN_PLAY, CANNOT_PLAY):
        return "play", "yes" if verdict == CAN_PLAY else "no"
    lost = any(p.lost for p in final.players)
    if asked == "player":
        return asked, None if lost else "no"
    if asked in ("death", "survival") and not lost:
        died = [d for d in final.died if d.power is not None or d.toughness is not None]
        alive = [p for p in final.permanents if p.power is not None]
        if died and not alive:
            return asked, "yes" if asked == "death" else "no"
        if alive and not final.died:
            return asked, "no" if asked == "death" else "yes"
    return asked, None


def question_verdict(
    question: str, cards: CardSource, named: list[str]
) -> tuple[QuestionVerdict | None, str | None]:
    """(the verdict, None) when the engine read the situation of ``question`` whole;
    (None, a Spanish note saying why not) when it read a situation but not whole; (None, None)
    when the question tells no situation the reader takes (refused or asked back: the search
    answers as it always has). ``named``: the English names of the cards the search found in
    the question; each must take part."""
    from bot.engine import ScenarioError, read_text
    from bot.engine.runner import run_fresh

    try:
        scenario, line = read_text(question, cards)
    except ScenarioError:  # asked back, refused: no situation to run
        return None, None
    outcome = run_fresh(scenario)
    outcome.told = line
    read = {fold(c.card, "words") for c in outcome.cards}
    left_out = [name for name in named if fold(name, "words") not in read]
    unread = sorted({card for card, _ in outcome.unread()})
    counting = [c.card for c in outcome.cards if _counts(cards.card_named(c.card))]
    if left_out or unread or counting:
        return None, _why_not(left_out, unread, counting)
    asked, answer = answer_of(outcome, asked_kind(fold(question, "words")))
    return QuestionVerdict(outcome, asked, answer, line or question.strip()), None


# What makes a card's result depend on zones and objects a told situation leaves out.
_COUNTING = re.compile(r"\b(?:for each|the number of|equal to the number)\b", re.IGNORECASE)


def _counts(record: CardRecord | None) -> bool:
    """Whether the card's P/T or text counts things (a "*" P/T, "for each", "the number
    of"); an unknown card counts, to be safe."""
    if record is None:
        return True
    stats = f"{record.power or ''}{record.toughness or ''}"
    return "*" in stats or _COUNTING.search(record.oracle_text) is not None


def _why_not(left_out: list[str], unread: list[str], counting: list[str]) -> str:
    parts = []
    if unread:
        parts.append("no he leído todo el texto de " + _names(unread))
    if left_out:
        parts.append("la situación que he leído deja fuera " + _names(left_out))
    if counting:
        parts.append(
            "lo que hace "
            + _names(counting)
            + " depende de cartas que no cuentas (cementerios, mano, otros permanentes)"
        )
    return (
        "El motor de reglas no da veredicto para esta pregunta: "
        + " y ".join(parts)
        + ". Puedes contar la jugada con /escenario (en la terminal, juez escenario)."
    )


def _names(names: list[str]) -> str:
    quoted = [f"«{n}»" for n in names]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " y " + quoted[-1]
