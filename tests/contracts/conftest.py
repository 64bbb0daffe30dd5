"""The question sets' scores, measured once per run: the quality floors (test_eval_quality.py)
and the figures the guide quotes (test_docs.py) read the same measurement."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.built_once import measured_once

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # bench/ is a development folder, not an installed package
    sys.path.insert(0, str(ROOT))

from bench.evaluate import DEFAULT_ROUTE, Report, evaluate  # noqa: E402
from bench.fts5_baseline import Fts5Baseline  # noqa: E402
from bench.questions import (  # noqa: E402
    SECOND_BLIND_FILE,
    THIRD_BLIND_FILE,
    VALIDATION_FILE,
    load_questions,
)


@dataclass(frozen=True)
class QuestionScores:
    """One question set through Juez, Juez without the card data, and SQLite FTS5."""

    juez: Report
    without_cards: Report
    fts5: Report


def _measure(library) -> dict[str, QuestionScores]:
    # Scores measured in full: on a loaded machine a search past its time limit (0.25 s)
    # answers with what it found so far, which is the limit's test, not the ranking's.
    scores = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("index.search.candidates.TIME_LIMIT_S", 60.0)
        for name, questions in (
            ("development", load_questions()),
            ("blind", load_questions(VALIDATION_FILE)),
            ("second blind", load_questions(SECOND_BLIND_FILE)),
            ("third blind", load_questions(THIRD_BLIND_FILE)),
        ):
            with Fts5Baseline(library.corpus.records) as fts:
                base = evaluate({DEFAULT_ROUTE: fts.search}, questions)
            scores[name] = QuestionScores(
                juez=evaluate({DEFAULT_ROUTE: library.search}, questions),
                without_cards=evaluate(
                    {DEFAULT_ROUTE: lambda q: library.search(q, cards=False)}, questions
                ),
                fts5=base,
            )
    return scores


@pytest.fixture(scope="session")
def question_scores(tmp_path_factory: pytest.TempPathFactory, library) -> dict[str, QuestionScores]:
    """``development`` (tests/eval/questions.tsv), ``blind`` (questions-validacion.tsv),
    ``second blind`` (-2.tsv) and ``third blind`` (-3.tsv)."""
    return measured_once(tmp_path_factory, "question-scores", lambda: _measure(library))
