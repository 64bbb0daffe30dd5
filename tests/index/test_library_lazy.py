"""A rule lookup loads only what it uses: Whoosh and the name tables wait for their first use."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

from index.corpus import Corpus
from index.corpus_cache import CACHE_FILE, write_cache
from index.library import Library

ROOT = Path(__file__).resolve().parents[2]

_PROBE = """
import json, sys
from pathlib import Path
from index.library import Library

def loaded():
    return sorted(m for m in sys.modules if m.startswith(("whoosh.", "index.")))

lib = Library.open(Path(sys.argv[1]))
rule = lib.rule("104.3c").results[0].id
after_rule = loaded()
found = lib.search("robar sin cartas").results[0].id
print(json.dumps({"rule": rule, "after_rule": after_rule, "found": found, "after": loaded()}))
lib.close()
"""


def test_a_rule_lookup_never_imports_whoosh_search(
    corpus: Corpus, data_dir: Path, library: Library
) -> None:
    write_cache(data_dir / CACHE_FILE, corpus)  # the probe reads it instead of parsing
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, str(data_dir)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["rule"] == "104.3c"
    heavy = {"whoosh.index", "whoosh.searching", "whoosh.analysis", "index.search.full_text"}
    assert not heavy & set(out["after_rule"]), out["after_rule"]
    assert "index.lookups.names" not in out["after_rule"]
    assert out["found"]
    assert {"whoosh.searching", "index.search.full_text"} <= set(out["after"])


def test_the_index_is_opened_once_however_many_threads_ask(corpus: Corpus, data_dir: Path):
    lib = Library(corpus, data_dir)
    try:
        seen: list[tuple[object, object]] = []
        threads = [
            threading.Thread(target=lambda: seen.append((lib.full_text, lib.names)))
            for _ in range(8)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert len({id(ft) for ft, _ in seen}) == 1
        assert len({id(names) for _, names in seen}) == 1
        assert lib.full_text.ix is lib.ix
    finally:
        lib.close()


def test_close_before_any_search_is_fine(corpus: Corpus, data_dir: Path) -> None:
    lib = Library(corpus, data_dir)
    assert lib.rule("704.5a").results
    lib.close()  # nothing was opened: nothing to close


def test_warm_up_opens_what_a_search_needs(corpus: Corpus, data_dir: Path) -> None:
    lib = Library(corpus, data_dir)
    try:
        lib.warm_up()
        assert lib._full_text is not None and lib._names is not None
        assert lib.keyword("arrollar").results
    finally:
        lib.close()


def test_ready_to_search_leaves_the_keyword_names_to_a_short_query(
    corpus: Corpus, data_dir: Path
) -> None:
    lib = Library(corpus, data_dir)
    try:
        lib.ready_to_search()
        assert lib._full_text is not None
        # the card catalog is opened before a search's deadline starts: built on a first start,
        # it takes seconds, which the first question's deadline must not count
        assert lib._cards is not None
        assert lib._names is None  # a one-shot search of a long question never builds them
        assert lib.search("si mi criatura con arrollar es bloqueada por una 1/1").results
        assert lib._names is None
        assert lib.search("arolar").results  # a short query reads them
        assert lib._names is not None
    finally:
        lib.close()


def test_a_missing_index_is_built_when_the_library_opens(corpus: Corpus, tmp_path: Path):
    lib = Library(corpus, tmp_path)  # built now, not on the first search
    try:
        assert (tmp_path / "index" / "meta.json").is_file()
        assert lib.status()["up_to_date"]
    finally:
        lib.close()
