"""Facts the run fills by default where the message left them open (issue 42, session 6, B).

The scenario language has defaults: a combat with no blocks said is run unblocked (nothing
blocks), a side with no creatures said has none. When the message's question is read, a
default is harmless: the answer names what it rests on. When the question is NOT read
(unanswered.py) and the play is run anyway, an outcome resting on a default is an outcome the
message never told: «ataco con mis dos osos, ¿cómo tiene que bloquear?» run unblocked shows the
rival taking 4, which is the one thing the teller did not say. So the «run it anyway» path
first looks for a default the run would use, and asks that one gap back instead of running.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from index.fold import fold

from ...errors import ScenarioError, ScenarioQuestion

# A question about the blocks themselves ("¿cómo tengo que bloquear?"): asking the blocks back
# would ask the teller their own question, so it is refused, named.
_ABOUT_BLOCKS = re.compile(r"(?<![\w])(?:bloque|block)\w*")
_ATTACKER = re.compile(r'(?<![\w])atacante:"')
_BLOCKERS = re.compile(r"(?<![\w])bloqueadores:")


def asks_about_blocks(question: str) -> bool:
    """Whether the (folded) question is about the blocks themselves."""
    return _ABOUT_BLOCKS.search(question) is not None


def open_fact(line: str) -> str | None:
    """The fact ``line`` (a written scenario line) leaves to a default, as the one question to
    ask back; None when it runs on what was told only."""
    if line.strip().split(" ", 1)[0] != "combate":
        return None
    if _ATTACKER.search(line) and _BLOCKERS.search(line) is None:
        return (
            "¿Cómo se bloquea: qué criatura bloquea a qué atacante, o no bloquea nadie? "
            "Sin eso, ejecutar el combate sería suponer que no hay bloqueos."
        )
    return None


def ask_open_fact(
    line: str, question: str, example: str, with_answer: Callable[[str], str]
) -> None:
    """Before ``line`` is run for the unread ``question``: the fact it would fill by default
    asked back (``with_answer``: the message with an answer added, what a button runs), or,
    when the question is about that fact itself, the question refused, named."""
    left_open = open_fact(line)
    if left_open is None:
        return
    if asks_about_blocks(fold(question, "aligned")):
        raise ScenarioError(
            f"No leo la pregunta «¿{question}?»: pregunta por los bloqueos, que no cuentas, y no "
            "sé decir qué bloqueos se deben hacer. Dime cómo se bloquea y te digo qué pasa.",
            fragment=question,
            example=f"{example}, ¿qué pasa?",
        )
    raise ScenarioQuestion(
        left_open,
        why=f"No leo la pregunta «¿{question}?», y lo que pasa depende de algo que no cuentas.",
        example=example,
        read_as=line,
        choices=(("No bloquea nadie", with_answer("nadie bloquea")),),
    )


__all__ = ["ask_open_fact", "asks_about_blocks", "open_fact"]
