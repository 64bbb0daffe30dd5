"""The facts a policy question's stem must state because the IPG decides the call on them.

The floor-call reader (index.calls) classes a call by its signs and raises its penalty by the
rules of index.calls.penalties; some of the IPG sentences behind those decisions name a fact
the reader does not test, and a stem that leaves it out asks the candidate to assume it (a
judge asks before ruling). Each fact is keyed by what decides the call: the infraction (its
Definition tells it from its neighbour) or a penalty rule, by its section and the words of its
sentence (the same ``anchor`` the reader's rule quotes). ``words`` are the IPG's own, checked
against the text in force by the tests; ``told`` is how a Spanish stem states the fact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from index.calls import FloorCall
from index.fold import fold


@dataclass(frozen=True)
class DecidingFact:
    section: str  # the IPG section whose sentence requires the fact
    words: str  # words of that sentence, as in force
    told: str  # how a stem states it (a pattern over folded Spanish text)
    what: str  # Spanish: the fact, for a message


BY_INFRACTION: dict[str, tuple[DecidingFact, ...]] = {
    "ipg-3.5": (
        DecidingFact(
            "ipg-3.5",
            "the decklist represents what the player intended to play",
            r"(registr\w*|su lista) (era|es|fue) (justo )?(lo que|el mazo que) (queria|"
            r"pretendia|iba a) jugar|no desbanquill\w*",
            "lo registrado es lo que quería jugar",
        ),
    ),
    "ipg-3.7": (
        DecidingFact(
            "ipg-3.7",
            "has taken an in-game action or clearly chosen not to act based on the erroneous "
            "information",
            r"(creyendolo|creyendo que|fiandose de (eso|esa informacion)|por esa informacion)",
            "el rival actuó (o dejó de actuar) por la información errónea",
        ),
    ),
}

BY_RULE: dict[tuple[str, str], tuple[DecidingFact, ...]] = {
    ("ipg-2.1", "usually considered detrimental"): (
        DecidingFact(
            "ipg-2.1",
            "usually considered detrimental for the controlling player",
            r"(la |le |lo )?perjudica|(va |iba )?en su contra",
            "el disparo suele perjudicar a quien lo controla",
        ),
        DecidingFact(
            "ipg-2.1",
            "they own the card responsible for the existence of the trigger",
            r"(es|era) (su )?(duen[oa]|propietari[oa])",
            "es dueño de la carta que genera el disparo",
        ),
    ),
}


def deciding_facts(call: FloorCall) -> list[DecidingFact]:
    """The facts the call's infraction and the rules that set its penalty depend on."""
    out = list(BY_INFRACTION.get(call.infraction or "", ()))
    for step in call.decision.steps if call.decision else ():
        for (section, anchor), facts in BY_RULE.items():
            if step.section == section and anchor in step.sentence:
                out += facts
    return out


def unstated(told: str, call: FloorCall) -> list[DecidingFact]:
    """The deciding facts of ``call`` that ``told`` (a stem) does not state."""
    text = fold(told)
    return [f for f in deciding_facts(call) if re.search(f.told, text) is None]
