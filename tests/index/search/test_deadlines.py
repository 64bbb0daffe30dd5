"""Bounded work: one search deadline across its stages, rule ranges that build only what they
show (issue 13, finding 8). Nothing here measures time: a deadline already past, or far away,
makes each stage's choice certain. A deadline counts the search's own work (this thread's CPU
time) and, for whoever waits, time itself: whichever limit passes first."""

from __future__ import annotations

import math
import subprocess
import sys
import time
from pathlib import Path

import pytest
from whoosh.collectors import FilterCollector, TimeLimit
from whoosh.query import Or, Term

from index import deadline as clock
from index.deadline import Deadline
from index.lookups.rules import MAX_RANGE, RuleLookup
from index.search import candidates
from index.search.candidates import Candidates, DeadlineCollector
from index.search.rankings.text import ENGLISH_BM25_B
from index.search.source_filter import in_force
from index.search.view import IndexView

PAST = -1.0  # seconds from now
ROOT = Path(__file__).resolve().parents[3]


def _english_ranking(library):
    """The query and filter of the English ranking for a list of common words."""
    searcher = library.full_text.view.searcher(ENGLISH_BM25_B)
    query = Or([Term("body_en", w) for w in ("player", "card", "creatur", "spell")])
    return searcher, query, in_force(None, library.corpus.current_edition.id)


def test_a_filtered_search_stops_at_its_deadline(library):
    """Whoosh's own TimeLimitCollector is never consulted under a FilterCollector; ours is."""
    searcher, query, where = _english_ranking(library)
    late = FilterCollector(
        DeadlineCollector(searcher.collector(limit=60), clock.after(PAST)), where
    )
    with pytest.raises(TimeLimit):
        searcher.search_with_collector(query, late)
    assert late.results().scored_length() == 0
    in_time = FilterCollector(
        DeadlineCollector(searcher.collector(limit=60), clock.after(60)), where
    )
    searcher.search_with_collector(query, in_time)
    assert in_time.results().scored_length() > 0


@pytest.fixture
def spied(monkeypatch):
    """Counts the rankings run and the typo look-ups; the words as typed get all the time
    they need past the deadline, so what they find does not depend on the machine."""
    calls = {"run": 0, "typos": 0}
    run, speller = Candidates.found, IndexView.speller

    def counting_run(self, *args, **kwargs):
        calls["run"] += 1
        return run(self, *args, **kwargs)

    def counting_speller(self, *args, **kwargs):
        calls["typos"] += 1  # asked only to correct a word the index lacks
        return speller(self, *args, **kwargs)

    monkeypatch.setattr(Candidates, "found", counting_run)
    monkeypatch.setattr(IndexView, "speller", counting_speller)
    monkeypatch.setattr(candidates, "MIN_RUN_S", 60.0)
    return calls


def test_past_its_deadline_a_search_answers_with_the_words_as_typed(library, spied):
    question = "daño de combate a una criatura"
    full = library.full_text.search(question)
    assert spied["run"] == 2 and any(h.snippet for h in full.results)
    spied["run"] = 0
    late = library.full_text.search(question, deadline=clock.after(PAST))
    assert spied["run"] == 1  # the English ranking is skipped
    assert late.results, "the words as typed still answer"
    assert not any(h.snippet for h in late.results)  # no time left for snippets


def test_time_alone_stops_a_search_on_a_machine_too_busy_to_run_it(library, spied):
    """Plenty of work left, but the time for whoever waits has passed."""
    busy = Deadline(work=math.inf, wall=time.monotonic() + PAST)
    late = library.full_text.search("daño de combate a una criatura", deadline=busy)
    assert spied["run"] == 1 and late.results


def test_past_its_deadline_a_search_corrects_no_typos(library, spied):
    library.full_text.search("arrolar criatrua")
    assert spied["typos"] > 0
    spied["typos"] = 0
    library.full_text.search("arrolar criatrua", deadline=clock.after(PAST))
    assert spied["typos"] == 0


def test_lookups_give_every_search_a_deadline(monkeypatch, library):
    from bot.services.lookups import SEARCH_BUDGET_S, SEARCH_WALL_S, Lookups
    from bot.services.threads import LOOKUP_TIMEOUT_S

    seen: list[float | None] = []
    search = type(library).search

    def spy(self, *args, deadline=None, **kwargs):
        seen.append(deadline)
        return search(self, *args, deadline=deadline, **kwargs)

    monkeypatch.setattr(type(library), "search", spy)
    lookups = Lookups(lambda: library, lambda: library.corpus)
    before = clock.after(0, 0)
    lookups.search("robar sin cartas")
    lookups.rule("robar sin cartas")  # text, not a number: a search of the rules
    # A description is matched against the keywords' own texts in memory (no index search).
    lookups.keyword("la que pone contadores de veneno")
    after = clock.after(0, 0)
    assert len(seen) == 2
    for deadline in seen:
        assert deadline is not None
        assert before.work + SEARCH_BUDGET_S <= deadline.work <= after.work + SEARCH_BUDGET_S
        assert before.wall + SEARCH_WALL_S <= deadline.wall <= after.wall + SEARCH_WALL_S
    assert SEARCH_BUDGET_S < SEARCH_WALL_S < LOOKUP_TIMEOUT_S  # stops before its caller gives up


def test_a_wide_range_builds_only_the_rules_it_shows(monkeypatch, library):
    built = 0
    hit = RuleLookup._hit

    def counting(self, *args, **kwargs):
        nonlocal built
        built += 1
        return hit(self, *args, **kwargs)

    monkeypatch.setattr(RuleLookup, "_hit", counting)
    result = library.rule("100-999")
    assert len(result.results) == MAX_RANGE
    assert built == MAX_RANGE
    in_force = library.corpus.current_edition.id
    total = sum(1 for n, versions in library.corpus.rules.items() if in_force in versions)
    assert result.message is not None and f"tiene {total} reglas" in result.message


def test_a_short_range_is_whole_and_unannounced(library):
    result = library.rule("702.19a-c")
    assert [h.id for h in result.results] == ["702.19a", "702.19b", "702.19c"]
    assert result.message is None


def test_a_first_search_answers_as_the_next_one(data_dir):
    """What a search builds once (typo tables, named concepts, translation tables) is not paid
    from the first search's deadline: a new process answers its first question as the next."""
    script = (
        "import sys; from pathlib import Path; from bot.services import JuezService\n"
        "lookups = JuezService(Path(sys.argv[1]), database_url=False).lookups\n"
        "for _ in range(2):\n"
        "    print([h.id for h in lookups.search(sys.argv[2]).results])\n"
    )
    question = "qué pasa si robo sin cartas en la bibloteca"  # a typo: the typo tables too
    done = subprocess.run(
        [sys.executable, "-c", script, str(data_dir), question],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    first, second = done.stdout.splitlines()
    assert first == second
