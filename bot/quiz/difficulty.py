"""How hard a question is, measured from the answers the store keeps.

A question's difficulty is the chance that a player misses it (0: everyone gets it, 1: nobody
does). It is estimated in two Beta-binomial steps, each a shrinkage toward the step above:

    prior     the template's own estimate (a situation's, bot.quiz.situations) or, for the
              other generators, LEVEL_PRIOR of its level;
    family    (PRIOR_WEIGHT · prior + misses) / (PRIOR_WEIGHT + answers) over every answer to
              the questions of the same template and level (a family);
    question  (FAMILY_WEIGHT · family + misses) / (FAMILY_WEIGHT + answers) over the answers
              to this question (the same subject at the same level: a template's board).

With no answer the estimate is the prior; with many, the measured miss rate. The weights are
pseudo-answers: a prior counts as PRIOR_WEIGHT answers, a family as FAMILY_WEIGHT.

What is counted. A question key names a seed, and seeds change with every round, so answers are
counted per subject (``item``, e.g. "situacion:intermedio:niebla#3") and per template
(``family``, "situacion:intermedio:niebla"; one family per generator and level for the other
generators): those are what a player meets again.

Points. The ranking weighs each right answer by its level and its difficulty when it was
answered: LEVEL_WEIGHT[level] × (0.5 + difficulty). A right answer to a básico question half
the players miss is worth 1 point; to an avanzado question nine in ten miss, 2.8.
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict

from bot.quiz.topics import Level

PRIOR_WEIGHT = 15.0  # answers a template's prior counts for in its family
FAMILY_WEIGHT = 20.0  # answers a family's estimate counts for in each of its questions
# The prior of a question whose generator gives none (recall questions, the engine's): levels
# ask for more at each step, so a miss is more likely.
LEVEL_PRIOR = {Level.BASICO: 0.3, Level.INTERMEDIO: 0.4, Level.AVANZADO: 0.5}
LEVEL_WEIGHT = {Level.BASICO: 1.0, Level.INTERMEDIO: 1.5, Level.AVANZADO: 2.0}
# The words a player reads: below EASY "fácil", from HARD on "difícil", "media" between.
EASY, HARD = 0.3, 0.55
FAMILY_PREFIX, ITEM_PREFIX = "familia:", "pregunta:"


@dataclass(frozen=True)
class Tally:
    """Answers counted for an item or a family."""

    answered: int = 0
    correct: int = 0

    @property
    def missed(self) -> int:
        return self.answered - self.correct


class Estimate(BaseModel):
    """A question's difficulty as shown: the estimate, its prior and the answers behind it."""

    model_config = ConfigDict(frozen=True)

    value: float
    prior: float
    answers: int  # answers to this question (its subject at its level)
    family_answers: int  # answers to its template at its level, this question's included

    @property
    def label(self) -> str:
        return "fácil" if self.value < EASY else "difícil" if self.value >= HARD else "media"

    def line(self) -> str:
        """'Dificultad: media (42 % de fallos; medida en 17 respuestas)'."""
        if self.family_answers == 0:
            basis = "estimada por la plantilla, aún sin respuestas"
        elif self.answers == 0:
            n = self.family_answers
            basis = f"medida en {n} {_answers(n)} a su plantilla"
        else:
            basis = f"medida en {self.answers} {_answers(self.answers)}"
        return f"Dificultad: {self.label} ({round(100 * self.value)} % de fallos; {basis})"


def _answers(n: int) -> str:
    return "respuesta" if n == 1 else "respuestas"


def prior_of(level: Level, template: float | None) -> float:
    """The estimate before any answer: the template's, else its level's."""
    return LEVEL_PRIOR[level] if template is None else min(max(template, 0.0), 1.0)


def estimate(prior: float, family: Tally, item: Tally) -> Estimate:
    """The two shrinkage steps of the module docstring."""
    family_value = (PRIOR_WEIGHT * prior + family.missed) / (PRIOR_WEIGHT + family.answered)
    value = (FAMILY_WEIGHT * family_value + item.missed) / (FAMILY_WEIGHT + item.answered)
    return Estimate(value=value, prior=prior, answers=item.answered, family_answers=family.answered)


def points(level: Level, difficulty: float) -> float:
    """What one right answer adds to the ranking score (a miss adds nothing)."""
    return LEVEL_WEIGHT[level] * (0.5 + difficulty)


def family_of(generator: str, level: Level, subject: str) -> str:
    """The template a subject belongs to: a situation's template name ('niebla#3' ->
    'niebla'), else the generator itself."""
    template, sep, _ = subject.partition("#")
    tail = f":{template}" if sep else ""
    return f"{FAMILY_PREFIX}{generator}:{level.value}{tail}"


def item_of(generator: str, level: Level, subject: str) -> str:
    return f"{ITEM_PREFIX}{generator}:{level.value}:{subject}"


def decimal(value: float) -> str:
    """'12,5': one decimal, with the Spanish decimal comma."""
    return f"{value:.1f}".replace(".", ",")


def player_line(points_total: float, mean: float | None, measured: int) -> str:
    """'Puntos: 12,5 · dificultad media de tus preguntas: 42 % de fallos (17 medidas)'."""
    text = f"Puntos: {decimal(points_total)}"
    if mean is not None:
        text += (
            f" · dificultad media de tus preguntas: {round(100 * mean)} % de fallos"
            f" ({measured} {'medida' if measured == 1 else 'medidas'})"
        )
    return text


SCORE_MEANING = (
    "Puntos: cada acierto vale nivel × (0,5 + dificultad de la pregunta al responderla); "
    "nivel básico 1, intermedio 1,5, avanzado 2. Un acierto a una pregunta básica que falla "
    "la mitad vale 1 punto."
)
