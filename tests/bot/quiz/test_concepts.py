"""Issue 43: at least 60 concepts of the L1/L2 blueprint, counted from what the questions cite
(bot/quiz/concepts.py), policy infractions apart; each concept a situation claims is a rule
the engine applied in its run, and the guide lists every concept and the count the bank has."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bot.engine.citations import ordered_unique
from bot.quiz import Level, QuestionBank
from bot.quiz.concepts import (
    AREAS,
    BY_KEY,
    CONCEPTS,
    concepts_of_rules,
    level_concepts,
)
from bot.quiz.situations.engine_runs import run as run_engine
from bot.quiz.situations.templates import TEMPLATES
from index.corpus import Corpus

GUIDE = Path(__file__).parents[3] / "docs" / "quiz.md"
AT_LEAST = 64
# The templates written for the count (issue 43, session 7): each concept they claim is a rule
# the engine cited. Older templates cite rules the engine applies without citing (a copy
# written in the engine's words, 707.2; ownership, 108.3): their claims are their words.
CHECKED = (
    "reemplazos-de-contadores", "evolucionar", "coste-total", "a-menos-que",
    "fraccion-de-segundo", "custodia", "flanquear", "no-se-puede-prevenir", "antimaleficio",
    "equipo",
)  # fmt: skip


def test_the_registry_names_real_rules_once_each(corpus: Corpus):
    assert len(BY_KEY) == len(CONCEPTS)
    edition = corpus.current_edition.id
    for concept in CONCEPTS:
        assert concept.area in AREAS, concept.key
        for rule in concept.rules:
            assert corpus.rule(rule, edition) is not None, (concept.key, rule)
    # A rule belongs to one concept at most: no citation counts twice.
    rules = [r for c in CONCEPTS for r in c.rules]
    assert len(rules) == len(set(rules))


def test_a_rule_covers_its_subrules_only():
    assert concepts_of_rules(["702.19b"]) == {"arrollar"}
    assert concepts_of_rules(["702.190"]) == set()  # another rule, not a subrule
    assert concepts_of_rules(["702.2b"]) == {"toque-mortal"}
    assert concepts_of_rules(["702.2c"]) == {"toque-mortal-asignar"}
    assert concepts_of_rules(["704.3", "603.2"]) == set()  # cited in passing: no concept
    assert concepts_of_rules(["616.1", "614.5"]) == {"orden-reemplazos", "reemplazo-cantidad"}


@pytest.mark.parametrize("level", list(Level))
def test_a_situation_claims_only_concepts_the_engine_applied(bank: QuestionBank, level: Level):
    """The rules a situation cites are the template's words; a concept they claim must also be
    one the engine's run of the board (or of a misreading it rules out) cited."""
    assert set(CHECKED) <= {t.name for t in TEMPLATES}
    generator = bank.generators["situacion"]
    claimed_not_run: dict[str, set[str]] = {}
    for template in TEMPLATES:
        if template.name not in CHECKED or not template.asked_at(level):
            continue
        for board in range(8):
            sit = generator.situation(f"{template.name}#{board}", level, random.Random(0))
            runs = [sit.engine, *(r for _, r in sit.misread)]
            applied = ordered_unique(
                [r for one in runs if one is not None
                 for r in run_engine(one, generator.cards).rules]
            )  # fmt: skip
            extra = concepts_of_rules(sit.rules) - concepts_of_rules(applied)
            if extra:
                claimed_not_run.setdefault(template.name, set()).update(extra)
    assert claimed_not_run == {}


@pytest.fixture(scope="module")
def per_level(bank: QuestionBank) -> dict[Level, frozenset[str]]:
    return {level: level_concepts(bank, level).concepts for level in Level}


def test_the_bank_asks_at_least_sixty_concepts_and_levels_differ(
    per_level: dict[Level, frozenset[str]],
):
    every = set().union(*per_level.values())
    assert len(every) >= AT_LEAST
    basic, middle, advanced = (per_level[level] for level in Level)
    assert len(basic) < len(middle)  # the first level asks fewer ideas
    assert advanced - basic and middle - basic  # the others ask ideas básico never does


def test_the_guide_lists_every_concept_and_the_count(per_level: dict[Level, frozenset[str]]):
    guide = " ".join(GUIDE.read_text(encoding="utf-8").split())  # lines wrap anywhere
    for concept in CONCEPTS:
        assert concept.name in guide, concept.name
    said = re.search(r"aplican (\d+) conceptos", guide)
    assert said is not None
    assert int(said[1]) == len(set().union(*per_level.values()))
