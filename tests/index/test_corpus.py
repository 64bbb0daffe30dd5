"""The whole bundled corpus: sources, editions, identity and the anomaly report."""

from index.models import AnomalyKind


def test_every_source_is_loaded(corpus):
    counts = corpus.count_by_edition()
    assert counts["es-2019-10-04"]["rule"] > 200
    assert counts["en-2026-01-16"]["rule"] > 3000 and counts["en-2026-01-16"]["glossary"] > 600
    assert counts["es-web"]["rule"] == 13
    assert counts["es-2016-08-22"] == {"keyword": 47, "class": 18}
    assert corpus.current_edition.id == "en-2026-01-16"


def test_record_identity_is_unique(corpus):
    uids = [r.uid for r in corpus.records]
    assert len(uids) == len(set(uids))


def test_gaps_are_found_by_sequence_and_against_the_english_twin(corpus):
    gaps = {a.id for a in corpus.anomalies if a.kind is AnomalyKind.GAP}
    assert {"103.3c", "104.3e"} <= gaps  # the sequence shows them
    assert "108.6" in gaps  # last of its section: only the 2019 English text shows it
    spanish = {n for n, versions in corpus.rules.items() if "es-2019-10-04" in versions}
    assert not gaps & spanish  # nothing reported missing is actually there


def test_repairs_say_what_was_printed(corpus):
    repairs = {a.id: a.found for a in corpus.anomalies if a.kind is AnomalyKind.REPAIRED}
    assert repairs["103.3d"] == "103.1d" and repairs["109.4e"] == "109.4c"


def test_editions_of_every_record_are_those_holding_its_kind_and_id(corpus):
    # Rules are read by number, the other records from a table of them: both must give every
    # edition holding a record of that kind and id, in the corpus' order.
    holding: dict[tuple[str, str], list[str]] = {}
    for record in corpus.records:
        holding.setdefault((record.kind.value, record.id), []).append(record.edition)
    assert any(len(editions) > 1 for editions in holding.values())
    for record in corpus.records:
        assert corpus.editions_of(record) == holding[(record.kind.value, record.id)]
