"""The library recovers from index damage found by a search, as the bot's long-lived one must.

The subprocess tests damage the index before a command opens it; a bot opens it once and runs
for days. Here the damage comes after the open: the first search that trips on it checks the
files, rebuilds them once, and answers; an error of Juez's own code is not taken for damage.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from index.corpus_loader import load_corpus
from index.library import Library


@pytest.fixture
def library(datos: Path):
    lib = Library(load_corpus(cache_dir=datos), datos)
    _ = lib.ix  # opened and checked now, as warm_up does in the bot
    yield lib
    lib.close()


@pytest.mark.slow
def test_a_segment_lost_after_opening_is_rebuilt_by_the_next_search(
    library: Library, datos: Path, caplog: pytest.LogCaptureFixture
) -> None:
    meta = (datos / "index" / "meta.json").read_text()
    next((datos / "index").glob("*.seg")).unlink()
    with caplog.at_level(logging.INFO):
        found = library.search("robar sin cartas")
    assert found.results
    notices = [r for r in caplog.records if getattr(r, "notice", False)]
    assert len(notices) == 1 and "está dañado" in notices[0].getMessage()
    assert (datos / "index" / "meta.json").read_text() != meta
    assert library.search("arrollar").results  # and it goes on answering


@pytest.mark.slow
def test_a_bug_is_not_taken_for_damage(library: Library, datos: Path, monkeypatch) -> None:
    from index.search.full_text import FullText

    def broken(self, *args, **kwargs):
        raise TypeError("a bug in Juez, not in the index")

    monkeypatch.setattr(FullText, "search", broken)
    meta = (datos / "index" / "meta.json").read_text()
    with pytest.raises(TypeError, match="a bug in Juez"):
        library.search("robar sin cartas")
    assert (datos / "index" / "meta.json").read_text() == meta  # nothing rebuilt
