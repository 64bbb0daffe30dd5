"""The edition catalog: the editions Juez knows, the words a user may type, the rules in force."""

from __future__ import annotations

import datetime as dt

from index.corpus import Corpus
from index.editions.edition_catalog import (
    RULE_PARSERS,
    EditionCatalog,
    bundled_catalog,
    long_name,
    short_date,
)
from index.sources import PARSERS


def test_the_bundled_catalog_is_the_corpus_own(corpus: Corpus) -> None:
    """Read from SOURCES.toml alone, it says what the parsed corpus says."""
    read, parsed = bundled_catalog(), EditionCatalog.of_corpus(corpus)
    assert dict(read.editions) == corpus.editions
    assert read.rule_editions == parsed.rule_editions
    assert set(parsed.rule_editions) == {e for versions in corpus.rules.values() for e in versions}
    assert read.in_force == corpus.current_edition


def test_words_choices_and_what_they_name() -> None:
    catalog = bundled_catalog()
    assert catalog.words() == ("es", "en", "2019", "2026", "actual")
    assert catalog.choices() == [
        ("Español", "es"),
        ("Inglés", "en"),
        ("2019", "2019"),
        ("2026", "2026"),
        ("Vigente", "actual"),
    ]
    assert catalog.resolve("actual") == catalog.resolve("Vigente") == ["en-2026-01-16"]
    assert catalog.resolve("2019") == ["es-2019-10-04", "en-2019-10-04"]
    assert catalog.resolve("es") == ["es-2019-10-04", "es-web"]
    assert catalog.resolve("2016") == []  # the class material has a date, but no rules
    assert catalog.resolve(" ") is None
    for name in catalog.names():
        assert catalog.resolve(name), name


def test_messages_and_dates_come_from_the_edition_in_force() -> None:
    catalog = bundled_catalog()
    assert catalog.option_help() == (
        "es, en, 2019, 2026, actual o un id de edición (como en-2026-01-16)"
    )
    assert catalog.unknown("x").startswith("Edición desconocida: «x». Usa es, en, 2019, 2026,")
    assert short_date(catalog.in_force) == "16/01/2026"
    assert long_name(catalog.in_force) == "Reglas Completas de Magic del 16 de enero de 2026"


def test_a_newer_english_edition_is_in_force_whatever_its_place() -> None:
    bundled = bundled_catalog()
    newer = bundled.in_force.model_copy(
        update={"id": "en-2027-01-01", "date": dt.date(2027, 1, 1), "current": False}
    )
    from index.user_editions import in_force

    catalog = EditionCatalog(
        in_force({**bundled.editions, newer.id: newer}), bundled.with_rules | {newer.id}
    )
    assert catalog.in_force.id == "en-2027-01-01"
    assert catalog.words() == ("es", "en", "2019", "2026", "2027", "actual")
    assert catalog.resolve("actual") == ["en-2027-01-01"]
    # The Spanish texts stay first: they are what users read best.
    assert catalog.rule_editions[:3] == ["es-2019-10-04", "es-web", "en-2027-01-01"]


def test_rule_parsers_are_parsers() -> None:
    assert set(PARSERS) >= RULE_PARSERS
