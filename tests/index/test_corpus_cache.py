"""The parsed corpus cached beside the index: read back equal, rebuilt when stale or damaged."""

from __future__ import annotations

import hashlib
import json
import pickle
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import index.corpus_loader
from index.corpus import Corpus
from index.corpus_cache import CACHE_FILE, CacheMiss, cache_key, read_cache, write_cache
from index.corpus_loader import load_corpus
from index.library import Library
from index.models import Kind

DATA = Path(index.corpus_loader.__file__).resolve().parent / "data"

# A small corpus for the tests that parse more than once: the Spanish sources only.
_SMALL_SOURCES = """
[[edition]]
id = "es-2019-10-04"
language = "es"
date = 2019-10-04
document = "Reglas Completas (traducción parcial)"
publisher = "Wizards of the Coast"
current = true

[[edition]]
id = "es-web"
language = "es"
document = "Regla 303.4"
publisher = "Traducción comunitaria"

[[edition]]
id = "es-2016-08-22"
language = "es"
document = "Material de estudio para jueces"
publisher = "Comunidad de jueces de Magic"

[[source]]
files = "es/reglas-completas-2019-10-04-parcial.txt"
parser = "es_pdf_rules"
edition = "es-2019-10-04"

[[source]]
files = "es/regla-*-pagina-web.txt"
parser = "rule_web_page"
edition = "es-web"

[[source]]
files = "es/habilidades-habituales.txt"
parser = "keyword_page"
edition = "es-2016-08-22"

[[source]]
files = "es/*.wp.json"
parser = "wordpress_class"
edition = "es-2016-08-22"
"""


@pytest.fixture
def sources(tmp_path: Path) -> Path:
    """A data folder of bundled sources that a test may change."""
    folder = tmp_path / "sources"
    shutil.copytree(DATA / "es", folder / "es")
    (folder / "SOURCES.toml").write_text(_SMALL_SOURCES, encoding="utf-8")
    return folder


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The content hash of every corpus actually parsed (not read from the cache)."""
    seen: list[str] = []
    real = index.corpus_loader._parse

    def counting(editions, contents, digest):  # noqa: ANN001, ANN202
        seen.append(digest)
        return real(editions, contents, digest)

    monkeypatch.setattr(index.corpus_loader, "_parse", counting)
    return seen


def test_the_bundled_corpus_comes_back_equal_from_the_cache(
    corpus: Corpus, tmp_path: Path, parses: list[str]
) -> None:
    write_cache(tmp_path / CACHE_FILE, corpus)
    loaded = load_corpus(cache_dir=tmp_path)
    assert parses == []  # read, not parsed
    assert loaded == corpus  # editions, files, records, anomalies, hash and the rule table
    assert loaded.by_uid.keys() == corpus.by_uid.keys()
    assert loaded.rule("104.3c", "es-2019-10-04") == corpus.rule("104.3c", "es-2019-10-04")
    assert {type(r) for r in loaded.records} == {type(r) for r in corpus.records}
    assert dict(loaded.rules) == corpus.rules
    assert list(loaded.rules) == list(corpus.rules)  # the same order of numbers


def test_a_rule_by_number_reads_its_section_only(
    corpus: Corpus, tmp_path: Path, library: Library
) -> None:
    write_cache(tmp_path / CACHE_FILE, corpus)
    loaded = load_corpus(cache_dir=tmp_path)
    assert "104.3c" in loaded.rules and "999.9z" not in loaded.rules  # known before any read
    versions = loaded.rules["104.3c"]
    assert versions.keys() == corpus.rules["104.3c"].keys()
    assert loaded.rules.sections_read == ["104"]
    assert not loaded.records_read
    # The whole corpus, read later, holds the very Rule objects already handed out.
    in_records = {id(r) for r in loaded.records}
    assert loaded.records_read
    assert all(id(rule) in in_records for rule in versions.values())
    assert all(id(rule) in in_records for rule in loaded.rules["702.19b"].values())


def test_library_answers_a_rule_number_without_reading_the_whole_corpus(
    corpus: Corpus, data_dir: Path, library: Library
) -> None:
    write_cache(data_dir / CACHE_FILE, corpus)
    opened = Library.open(data_dir)
    try:
        answer = opened.rule("104.3c")
        assert answer.results[0].id == "104.3c"
        assert not opened.corpus.records_read
        assert opened.rule("100.1-100.2").results  # a range in one section
        assert not opened.corpus.records_read
    finally:
        opened.close()


def test_a_search_reads_the_rules_in_force_and_its_hits_not_the_whole_corpus(
    corpus: Corpus, data_dir: Path, library: Library
) -> None:
    write_cache(data_dir / CACHE_FILE, corpus)
    opened = Library.open(data_dir)
    try:
        answer = opened.search("daño de combate")
        assert answer.results
        assert not opened.corpus.records_read
        # What it read are the records the eager corpus holds, the same objects again.
        current = corpus.current_edition.id
        in_force = opened.corpus.rules_in(current)
        assert [r.uid for r in in_force] == [r.uid for r in corpus.rules_in(current)]
        assert not opened.corpus.records_read
        assert opened.corpus.language_counts() == corpus.language_counts()
        first = in_force[0]
        assert opened.corpus.by_uid[first.uid] is first
        assert opened.corpus.rules[first.id][current] is first
        assert "sin-edicion:rule:1.1" not in opened.corpus.by_uid
        glossary = opened.corpus.records_of(Kind.GLOSSARY, current)
        assert glossary == corpus.records_of(Kind.GLOSSARY, current) and glossary
        records = opened.corpus.records  # read later: the very objects handed out before
        assert records == corpus.records
        in_records = {id(r) for r in records}
        assert all(id(r) in in_records for r in [*in_force, *glossary])
    finally:
        opened.close()


def test_first_load_parses_and_writes_then_reads(sources: Path, tmp_path: Path, parses) -> None:
    cache_dir = tmp_path / "datos" / "nuevo"  # created when missing
    first = load_corpus(sources, cache_dir=cache_dir)
    assert parses == [first.content_hash]
    assert (cache_dir / CACHE_FILE).is_file()
    second = load_corpus(sources, cache_dir=cache_dir)
    assert parses == [first.content_hash]
    assert second == first == load_corpus(sources)
    assert list(cache_dir.iterdir()) == [cache_dir / CACHE_FILE]  # no temporary file left


def test_changed_sources_are_parsed_again_and_the_cache_rewritten(
    sources: Path, tmp_path: Path, parses
) -> None:
    before = load_corpus(sources, cache_dir=tmp_path)
    page = sources / "es" / "regla-303.4-pagina-web.txt"
    page.write_text(page.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    after = load_corpus(sources, cache_dir=tmp_path)
    assert after.content_hash != before.content_hash
    assert parses == [before.content_hash, after.content_hash]
    assert load_corpus(sources, cache_dir=tmp_path) == after  # the new cache is used
    assert len(parses) == 2


def test_a_cache_of_other_sources_is_not_used(corpus: Corpus, tmp_path: Path) -> None:
    write_cache(tmp_path / CACHE_FILE, corpus)
    with pytest.raises(CacheMiss, match="other sources"):
        read_cache(tmp_path / CACHE_FILE, "0" * 16)


def _corrupt_truncated(blob: bytes) -> bytes:
    return blob[: len(blob) // 2]


def _corrupt_flipped(blob: bytes) -> bytes:
    i = len(blob) - 100
    return blob[:i] + bytes([blob[i] ^ 0xFF]) + blob[i + 1 :]


def _corrupt_header(blob: bytes) -> bytes:
    return blob.replace(b'"key"', b'"kex"', 1)


def _other_format(blob: bytes) -> bytes:
    return b"PK\x03\x04" + blob


@pytest.mark.parametrize(
    "corrupt",
    [
        _corrupt_truncated,
        _corrupt_flipped,
        _corrupt_header,
        _other_format,
        lambda blob: b"",
        lambda blob: b"JUEZCORPUS\n",
        lambda blob: b"JUEZCORPUS\n{not json\n" + blob,
    ],
    ids=["truncated", "flipped-byte", "header", "other-format", "empty", "no-header", "bad-json"],
)
def test_a_damaged_cache_is_parsed_again_and_replaced(
    sources: Path, tmp_path: Path, parses, corrupt
) -> None:
    good = load_corpus(sources, cache_dir=tmp_path)
    path = tmp_path / CACHE_FILE
    path.write_bytes(corrupt(path.read_bytes()))
    again = load_corpus(sources, cache_dir=tmp_path)  # no exception
    assert again == good
    assert len(parses) == 2
    assert read_cache(path, good.content_hash) == good  # rewritten, usable again


def _signed(path: Path, content_hash: str, payload: bytes) -> None:
    """A cache file whose header matches: only the payload is wrong."""
    header = {
        "format": 1,
        "key": cache_key(content_hash),
        "sha256": hashlib.sha256(payload).hexdigest(),
    }
    path.write_bytes(b"JUEZCORPUS\n" + json.dumps(header).encode() + b"\n" + payload)


class _Boom:
    def __reduce__(self):  # noqa: ANN204
        return (print, ("this must never run",))


@pytest.mark.parametrize(
    "payload",
    [
        pickle.dumps(_Boom()),  # a global outside the corpus' own classes
        pickle.dumps({"content_hash": "x"}),  # another corpus' hash
        pickle.dumps([1, 2, 3]),  # not the corpus fields at all
    ],
    ids=["foreign-global", "other-hash", "wrong-shape"],
)
def test_a_well_signed_but_wrong_payload_is_refused(
    sources: Path, tmp_path: Path, parses, payload: bytes, capsys
) -> None:
    good = load_corpus(sources)
    _signed(tmp_path / CACHE_FILE, good.content_hash, payload)
    assert load_corpus(sources, cache_dir=tmp_path) == good
    assert "must never run" not in capsys.readouterr().out
    assert len(parses) == 2


def test_a_cache_folder_that_cannot_be_written_only_costs_time(
    sources: Path, tmp_path: Path, caplog
) -> None:
    blocked = tmp_path / "un-archivo"
    blocked.write_text("no es una carpeta")
    corpus = load_corpus(sources, cache_dir=blocked)  # mkdir fails: parsed, not cached
    assert corpus == load_corpus(sources)
    assert "no se pudo guardar la caché" in caplog.text


def test_library_open_keeps_the_corpus_beside_the_index(
    corpus: Corpus, data_dir: Path, library: Library, parses
) -> None:
    # The session library built the index in data_dir; Library.open caches the corpus there.
    write_cache(data_dir / CACHE_FILE, corpus)
    opened = Library.open(data_dir)
    try:
        assert parses == []
        assert opened.rule("104.3c").results[0].id == "104.3c"
        assert (data_dir / CACHE_FILE).is_file() and (data_dir / "index").is_dir()
    finally:
        opened.close()


def test_threads_reading_the_whole_corpus_at_once_get_one_list(
    corpus: Corpus, tmp_path: Path
) -> None:
    write_cache(tmp_path / CACHE_FILE, corpus)
    loaded = load_corpus(cache_dir=tmp_path)
    with ThreadPoolExecutor(max_workers=4) as pool:
        lists = list(pool.map(lambda _: loaded.records, range(4)))
    assert all(found is lists[0] for found in lists)
    assert lists[0] == corpus.records
