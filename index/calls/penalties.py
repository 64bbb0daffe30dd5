"""The penalty that applies to a call's facts: the IPG's base penalty (or the JAR's outcome at
Regular REL), then the upgrades and downgrades the documents write, each decided by one fact.

Every rule names the sentence of the document that decides it by a few of its own words
(``anchor``); the sentence quoted in the answer is read from the bundled document, so an answer
shows the text in force, and a rule whose sentence a newer edition no longer holds is shown as
not found there rather than quoted from memory. A rule whose fact was not told makes the
penalty conditional and asks for that fact.

A rule whose sentence leaves the penalty to the judge (the JAR's "you may warn them", "it can be
useful to reinforce … with a Game Loss"; the IPG's "If the Head Judge believes") is never stated
as the penalty: the decision is the judge's call, shown with what the document allows and its
sentence. Whether it is left to the judge is read from the sentence in force (``leaves_to_judge``
words), so an edition that makes it a rule makes it a rule here too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from pydantic import BaseModel

from index.calls.facts import CallFacts
from index.fold import fold
from index.models import Infraction, PolicySection

NO_PENALTY = "No Penalty"


def _has(pattern: str) -> Callable[[CallFacts], bool]:
    return lambda f: re.search(pattern, fold(f.text)) is not None


# Late to the seat, as opposed to a late decklist or a wrong table (which are Tardiness too,
# but no minutes decide them).
_late_to_seat = _has(
    r"tarde|lleg\w* .*(empezar|comenzar|iniciar|empez\w*) (la )?ronda|no aparec|no se presento|"
    r"no llego|retras|no estaba sentad|tardo|tarde \d"
)


def _minutes_at_least(limit: float) -> Callable[[CallFacts], bool | None]:
    def test(f: CallFacts) -> bool | None:
        if f.permitted_delay or not _late_to_seat(f):
            return False
        return None if f.minutes is None else f.minutes >= limit

    return test


def _minutes_below(limit: float) -> Callable[[CallFacts], bool | None]:
    def test(f: CallFacts) -> bool | None:
        if f.permitted_delay or not _late_to_seat(f):
            return False
        return None if f.minutes is None else f.minutes < limit

    return test


def _permitted_over(limit: float) -> Callable[[CallFacts], bool | None]:
    return lambda f: f.permitted_delay and f.minutes is not None and f.minutes > limit


@dataclass(frozen=True)
class PenaltyRule:
    """``penalty`` applies when ``test`` is true; ``None`` from the test: its fact not told."""

    section: str  # the section whose text holds the sentence ("ipg-3.1")
    anchor: str  # words of that sentence
    label: str  # "Mejora", "Rebaja", "Definición", "Regla general"
    penalty: str
    test: Callable[[CallFacts], bool | None]
    asks: str = ""  # the question when the fact is not told
    # Words of the sentence that leave the penalty to the judge ("you may warn them"): while
    # the sentence in force holds them (or is not found), the rule is the judge's call.
    leaves_to_judge: str = ""
    # The sentence conditions the penalty on what the judge believes ("If the Head Judge
    # believes"), not a permission ("may"): a call that tells that belief has decided it.
    on_belief: bool = False
    says: str = ""  # Spanish: what the document says, in its own terms (what the judge may do)


_ASK_MINUTES = "¿Cuántos minutos de ronda habían pasado cuando llegó a su asiento?"
_ASK_TRIGGER = (
    "¿El disparo olvidado es de los que normalmente perjudican a quien lo controla, y es el "
    "dueño de la carta que lo genera?"
)
_GAME_PLAY_WARNINGS = ("ipg-2.2", "ipg-2.3", "ipg-2.4", "ipg-2.5")
_TOURNAMENT_WARNINGS = ("ipg-3.3", "ipg-3.5", "ipg-3.6", "ipg-3.7", "ipg-3.8", "ipg-3.9")

# The IPG at Competitive and Professional REL: per infraction, first true rule wins.
IPG_RULES: dict[str, tuple[PenaltyRule, ...]] = {
    "ipg-3.1": (
        PenaltyRule(
            "ipg-3.1", "takes more than 10 minutes", "Definición", "Match Loss", _permitted_over(10)
        ),
        PenaltyRule(
            "ipg-3.1",
            "not in their seat 10 minutes into the round",
            "Mejora",
            "Match Loss",
            _minutes_at_least(10),
            _ASK_MINUTES,
        ),
        PenaltyRule(
            "ipg-3.1",
            "before 1 minute has elapsed",
            "Rebaja",
            "Warning",
            _minutes_below(1),
            _ASK_MINUTES,
        ),
        PenaltyRule(
            "ipg-3.1",
            "Otherwise, no penalty will be applied",
            "Definición",
            NO_PENALTY,
            lambda f: f.permitted_delay and f.minutes is not None,
        ),
    ),
    "ipg-2.1": (
        PenaltyRule(
            "ipg-2.1",
            "usually considered detrimental",
            "Mejora",
            "Warning",
            lambda f: f.detrimental,
            _ASK_TRIGGER,
        ),
    ),
    "ipg-2.3": (
        PenaltyRule(
            "ipg-2.3",
            "does not have the relevant ability printed",
            "Mejora",
            "Game Loss",
            _has(r"(morph|disfraz|boca abajo).*no tiene"),
        ),
    ),
    "ipg-3.5": (
        PenaltyRule(
            "ipg-3.5",
            "during a deckcheck",
            "Mejora",
            "Game Loss",
            lambda f: (
                f.at_deck_check and _has(r"\d+ cartas|cartas de mas|cartas de menos|demasiadas")(f)
            ),
        ),
        PenaltyRule(
            "ipg-3.5",
            "made strategic decisions based on the presence of a sideboard card",
            "Mejora",
            "Game Loss",
            lambda f: f.decided_on_it,
        ),
        PenaltyRule(
            "ipg-3.5",
            "more copies of a main deck card being played",
            "Mejora",
            "Game Loss",
            _has(r"mas copias"),
        ),
    ),
    "ipg-3.2": (
        PenaltyRule(
            "ipg-3.2",
            "would have access to between games",
            "Rebaja",
            "Game Loss",
            _has(r"entre partidas"),
        ),
    ),
    "ipg-3.8": (
        PenaltyRule(
            "ipg-3.8",
            "As the decklist is being changed",
            "Mejora",
            "Game Loss",
            _has(r"no (encuentra|encontro|tiene) (cartas de )?(reemplazo|recambio|sustitut)"),
        ),
        PenaltyRule(
            "ipg-3.8",
            "gain substantial advantage",
            "Mejora",
            "Game Loss",
            _has(r"patron|ventaja sustancial"),
            leaves_to_judge="Head Judge believes",
            on_belief=True,
            says="Game Loss si el juez principal cree que el dueño del mazo, al notar el patrón "
            "de las marcas, podría sacar una ventaja sustancial",
        ),
    ),
    "ipg-4.2": (
        PenaltyRule(
            "ipg-4.2",
            "malicious intent",
            "Mejora",
            "Disqualification",
            lambda f: f.repeated or _has(r"malici|sin remordimiento|no se arrepient")(f),
        ),
    ),
    "ipg-4.1": (
        PenaltyRule(
            "ipg-4.1", "Subsequent Unsporting Conduct", "Remedio", "Game Loss", lambda f: f.repeated
        ),
    ),
}
for _id in _TOURNAMENT_WARNINGS:
    IPG_RULES[_id] = IPG_RULES.get(_id, ()) + (
        PenaltyRule(
            "ipg-3",
            "already received a Warning for an offense in the same category",
            "Regla general",
            "Game Loss",
            lambda f: f.repeated,
        ),
    )
for _id in _GAME_PLAY_WARNINGS:
    IPG_RULES[_id] = IPG_RULES.get(_id, ()) + (
        PenaltyRule(
            "ipg-2",
            "third or subsequent Warning",
            "Regla general",
            "Game Loss",
            _has(r"tercera|tres veces|3 veces|\b3a? vez"),
        ),
    )

# The JAR at Regular REL: its outcomes in its own terms (education, a Game Loss after
# reminders, a forfeited match for tardiness, Disqualification for Serious Problems).
JAR_BASE = {
    "jar-3": (
        "jar-3",
        "must be removed from your event",
        "Disqualification",
        "se le retira del evento (Descalificación)",
    )
}
JAR_DEFAULT = (
    "jar-intro",
    "Player education is a priority",
    NO_PENALTY,
    "educar: recordar a los jugadores que jueguen con más cuidado",
)
JAR_RULES: dict[str, tuple[PenaltyRule, ...]] = {
    "jar-2": (
        PenaltyRule(
            "jar-2",
            "more than 10 minutes late to a match has forfeited",
            "Según el JAR",
            "Match Loss",
            lambda f: _late_to_seat(f) and (None if f.minutes is None else f.minutes > 10),
            _ASK_MINUTES,
            says="más de 10 minutos tarde: ha perdido la partida (forfeit) y, si sigue ausente "
            "al final de la ronda, se le retira del torneo",
        ),
        PenaltyRule(
            "jar-2",
            "reinforce this education with a Game Loss",
            "Según el JAR",
            "Game Loss",
            lambda f: f.repeated,
            leaves_to_judge="can be useful",
            says="reforzar la educación con un Game Loss si el comportamiento continúa",
        ),
        PenaltyRule(
            "jar-2",
            "The priority is to educate players",
            "Según el JAR",
            NO_PENALTY,
            lambda f: True,
            says="educar al jugador",
        ),
    ),
    "jar-intro": (
        PenaltyRule(
            "jar-intro",
            "applying a Game Loss may reinforce",
            "Según el JAR",
            "Game Loss",
            lambda f: f.repeated,
            leaves_to_judge="may reinforce",
            says="aplicar un Game Loss si el jugador no intenta corregir su comportamiento",
        ),
        PenaltyRule(
            "jar-intro",
            "should be educated and asked to stop immediately",
            "Según el JAR",
            NO_PENALTY,
            lambda f: True,
            says="educar al jugador y pedirle que pare de inmediato",
        ),
    ),
}
for _id in ("jar-1.1", "jar-1.2", "jar-1.3", "jar-1.4", "jar-1.5"):
    JAR_RULES[_id] = (
        PenaltyRule(
            "jar-intro",
            "next occurrence will result in a Game Loss",
            "Según el JAR",
            "Game Loss",
            lambda f: f.repeated,
            leaves_to_judge="you may warn them",
            says="avisarle de que la próxima vez será un Game Loss",
        ),
    )


class Step(BaseModel):
    """One sentence of a document that decided (or would decide) the penalty."""

    label: str  # "Penalización base", "Mejora", "Rebaja", "JAR"…
    penalty: str
    section: str  # "ipg-3.1"
    sentence: str  # the document's sentence, as in force ("" when not found there)
    says: str = ""  # Spanish: what the document says, in its own terms
    judges_call: bool = False  # the sentence leaves this penalty to the judge


JUDGES_CALL = "A criterio del juez"


class Decision(BaseModel):
    penalty: str | None  # None: conditional (a deciding fact not told) or the judge's call
    steps: list[Step]  # the base, then the sentence that changed it
    alternatives: list[Step] = []  # when conditional: what each answer to the question gives
    asks: list[str] = []

    @property
    def judges_call(self) -> bool:
        """The document leaves the penalty for these facts to the judge: no penalty is stated,
        only what the document allows (the last step) beside what applies without it."""
        return any(step.judges_call for step in self.steps)


def sentence_of(section: PolicySection | None, anchor: str) -> str:
    """The sentence of ``section`` (its text, definition, remedy, upgrade) holding ``anchor``."""
    if section is None:
        return ""
    parts = [section.text]
    if isinstance(section, Infraction):
        parts += [section.definition, section.remedy, section.upgrade, section.philosophy]
    for part in parts:
        for line in part.splitlines():
            for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z“\"(])|(?<=\.\))\s+(?=[A-Z])", line):
                if anchor.casefold() in sentence.casefold():
                    return sentence.strip()
    return ""


def step_of(rule: PenaltyRule, sections: Mapping[str, PolicySection], facts: CallFacts) -> Step:
    """The step ``rule`` gives, with its sentence in force; the judge's call when the sentence
    leaves it to the judge (or is no longer found, so nothing shows it is a rule now), unless
    the sentence asks for the judge's belief and the call tells it."""
    sentence = sentence_of(sections.get(rule.section), rule.anchor)
    judges = bool(rule.leaves_to_judge) and (
        not sentence or rule.leaves_to_judge.casefold() in sentence.casefold()
    )
    if judges and rule.on_belief and facts.judged:
        judges = False
    return Step(
        label=JUDGES_CALL if judges else rule.label,
        penalty=rule.penalty,
        section=rule.section,
        sentence=sentence,
        says=rule.says,
        judges_call=judges,
    )


def decide(
    section_id: str, facts: CallFacts, sections: Mapping[str, PolicySection], *, regular: bool
) -> Decision:
    """The penalty for ``section_id`` (an IPG infraction, a JAR entry, an MTR section) on
    ``facts``: the base, then the first rule that applies; conditional when a rule's fact is
    missing before any rule applied."""
    record = sections.get(section_id)
    if regular:
        base_id, anchor, base, says = JAR_BASE.get(section_id, JAR_DEFAULT)
        rules = JAR_RULES.get(section_id, ())
        label = "Según el JAR"
    elif isinstance(record, Infraction):
        base_id, anchor, base = section_id, "", record.penalty
        rules = IPG_RULES.get(section_id, ())
        label, says = "Penalización base", ""
    else:  # an MTR procedure no IPG infraction covers
        base_id, anchor, base = "ipg-3", "explain the appropriate procedure", NO_PENALTY
        rules = ()
        label, says = "Regla general", ""
    base_step = Step(
        label=label,
        penalty=base,
        section=base_id,
        sentence=sentence_of(sections.get(base_id), anchor) if anchor else "",
        says=says,
    )
    unknown: list[PenaltyRule] = []
    for rule in rules:
        verdict = rule.test(facts)
        if verdict is None:
            unknown.append(rule)
            continue
        if verdict:
            step = step_of(rule, sections, facts)
            if unknown:  # an earlier rule's fact would decide before this one
                break
            if step.judges_call:  # what applies without the judge's choice, then the choice
                return Decision(penalty=None, steps=[base_step, step])
            return Decision(penalty=rule.penalty, steps=[base_step, step])
    if unknown:
        alternatives = [step_of(r, sections, facts) for r in unknown]
        asks = list(dict.fromkeys(r.asks for r in unknown if r.asks))
        return Decision(penalty=None, steps=[base_step], alternatives=alternatives, asks=asks)
    return Decision(penalty=base, steps=[base_step])
