"""The engine's answers worded in English: the same data, another table. Every kind has an
English wording (the two tables have the same keys), and every step, phrase and final line the
judged scenario sets produce reads in English with no Spanish left."""

from __future__ import annotations

import re
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Outcome
from bot.text.engine_steps import ENGLISH, SPANISH, step_text
from bot.text.outcome import outcome_json, render_text

ROOT = Path(__file__).resolve().parents[4]
if str(ROOT) not in sys.path:  # bench/ is a development folder, not an installed package
    sys.path.insert(0, str(ROOT))

from bench.scenarios import SCENARIOS_FILE, load_cases  # noqa: E402

SETS = (
    SCENARIOS_FILE,
    ROOT / "tests" / "eval" / "told-scenarios.yaml",
    ROOT / "tests" / "eval" / "told-scenarios-validacion.yaml",
)
# Words and letters only Spanish has, once names and quoted text are taken out.
SPANISH_WORDS = re.compile(
    r"\b(de|del|la|las|el|los|que|y|se|su|sus|con|sin|por|para|una|es|está|daño|daños|vidas?|"
    r"criaturas?|cartas?|pila|paso|fase|capa|reglas?|contador(es)?|jugador|hechizo|habilidad|"
    r"campo|batalla|cementerio|resultado|pierde|gana|hace|asigna|tiene)\b|[áéíóúñ¿¡]",
    re.IGNORECASE,
)
QUOTED = re.compile(r"«[^»]*»|“[^”]*”")


def _strings(value: Any) -> Iterator[str]:
    """Every string the data holds: names and text the user typed, kept as written."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def _phrase_kinds(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        if isinstance(value.get("kind"), str) and value["kind"] in SPANISH:
            yield value["kind"]
        for item in value.values():
            yield from _phrase_kinds(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _phrase_kinds(item)


def spanish_left(text: str, outcome: Outcome) -> list[str]:
    """The Spanish words in ``text`` once what the user wrote (names, told lines, card data)
    and quoted text are taken out."""
    data = outcome.model_dump(mode="json")
    names = sorted(
        {s for s in _strings(data) if len(s) > 1} | {outcome.told or ""}, key=len, reverse=True
    )
    for name in names:
        if name:  # as a whole word: a short name ("Tú") must not hide a Spanish word
            text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", text)
    text = QUOTED.sub(" ", text)
    return [m.group(0) for m in SPANISH_WORDS.finditer(text)]


@pytest.fixture(scope="module")
def outcomes() -> list[tuple[str, Outcome]]:
    from bot.engine import ScenarioError
    from bot.services import JuezService

    out = []
    with tempfile.TemporaryDirectory(prefix="juez-english-") as tmp:
        run = JuezService(Path(tmp)).scenarios.run
        for path in SETS:
            for case in load_cases(path):
                try:
                    out.append((case.id, run(case.text)))
                except ScenarioError:
                    continue  # a line the language refuses has no steps to word
    return out


def test_the_spanish_and_english_tables_have_the_same_keys():
    assert set(SPANISH) == set(ENGLISH), sorted(set(SPANISH) ^ set(ENGLISH))


def test_the_detector_finds_spanish():
    from bot.engine import run_scenario_text

    outcome = run_scenario_text('combate atacante:"5/5 arrollar" bloqueadores:"2/2"')
    assert spanish_left(render_text(outcome), outcome)  # the Spanish explanation is caught
    assert not spanish_left(render_text(outcome, "en"), outcome)


@pytest.mark.slow
def test_every_answer_of_the_judged_sets_reads_in_english(outcomes):
    assert len(outcomes) > 300  # the three sets ran
    kinds: set[str] = set()
    for case, outcome in outcomes:
        kinds |= {s.kind for s in outcome.steps}
        kinds |= set(_phrase_kinds([s.args for s in outcome.steps]))
        kinds |= set(_phrase_kinds(outcome.model_dump(mode="json")))
        english = render_text(outcome, "en")
        assert english != render_text(outcome), case
        left = spanish_left(english, outcome)
        assert not left, (case, left, english)
        data = outcome_json(outcome, "en")
        assert [s["text"] for s in data["steps"]] == [step_text(s, "en") for s in outcome.steps]
    # The sets exercise most of what the engine can say (the rest is covered by the keys test).
    assert len(kinds) > 150, len(kinds)
