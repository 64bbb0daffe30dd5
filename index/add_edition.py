"""Adding a rules edition a user has: read, detect, parse, keep, align and index it.

    added = add_edition(data_dir, path.read_bytes(), path.name)
    added.report.edition.id        # "en-2026-04-10"
    added.report.in_force          # True: a newer English edition is now the rules in force
    added.library                  # the corpus with it, aligned and indexed

Nothing is written until the file has been read and parsed as rules of a known language and
date (``prepare``); then its text and the list of added editions are written (index.
user_editions), the corpus is loaded again with it, and the index and the alignment, now
stale, are rebuilt. Should that load fail, the edition is taken out again: a bad addition never
stays behind to break the next start.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel

from index import numbers, progress
from index.edition_commit import commit_edition
from index.edition_reader import (
    EXAMPLE,
    PARSER_OF,
    AlreadyAdded,
    EditionFileError,
    detect_date,
    detect_language,
    no_date,
    read_text,
)
from index.editions.links import LinkStatus
from index.models import Anomaly, Edition, GlossaryEntry, Language, Rule
from index.user_editions import ADDED_DIR

if TYPE_CHECKING:
    from index.add_policy import AddedPolicy
    from index.corpus import Corpus
    from index.library import Library

MIN_RULES = 20  # fewer numbered rules is not a rules document (the bundled Spanish one has 690)

DOCUMENT = {
    Language.EN: "Magic: The Gathering Comprehensive Rules",
    Language.ES: "Reglas Completas de Magic: The Gathering",
}


class AddReport(BaseModel):
    """What adding an edition did, for the person who asked (rendered by bot.text)."""

    edition: Edition
    source_name: str
    reading: list[str]  # how the file was read ("texto extraído del PDF")
    rules: int
    glossary: int
    first_rule: str
    last_rule: str
    anomalies: list[Anomaly]  # what the parser repaired, or found missing
    in_force: bool  # this edition is now the rules in force
    previous_in_force: str | None = None  # the edition in force before, when replaced
    linked_with: str | None = None  # the English edition a translation takes its links from
    same_day_original: bool = True  # that edition is of the translation's own date
    counts: dict[LinkStatus, int] = {}  # link statuses, against the rules in force

    def to_json_dict(self) -> dict[str, object]:
        return self.model_dump(mode="json")


@dataclass(frozen=True)
class Prepared:
    edition: Edition
    parser: str
    text: str
    reading: list[str]
    rules: list[Rule]
    glossary: int
    anomalies: list[Anomaly]


@dataclass(frozen=True)
class Added:
    report: AddReport
    library: Library


def prepare(
    data: bytes,
    name: str,
    known: dict[str, Edition],
    *,
    date: dt.date | None = None,
    url: str | None = None,
    read: tuple[str, list[str]] | None = None,
) -> Prepared:
    """The file as an edition, parsed, without writing anything; EditionFileError when it is
    not rules Juez can read, AlreadyAdded when its edition is already there. ``read``: the
    file already read as text (index.edition_reader.read_text)."""
    from index.sources import SourceContext, get_parser

    text, reading = read or read_text(data, name)
    language = detect_language(text, name)
    when = date or detect_date(text, name, language)
    # Rules first, date second: a file that is not rules is told so, whatever its dates.
    edition_id = f"{language.value}-{when.isoformat() if when else 'sin-fecha'}"
    parser = PARSER_OF[language]
    source = f"{ADDED_DIR}/{edition_id}.txt"
    ctx = SourceContext(edition=edition_id, language=language, source=source, link=url)
    with progress.task(f"Analizando {name}"):
        try:
            result = get_parser(parser)(text, ctx)
        except (ValueError, KeyError, IndexError, TypeError) as err:
            raise _not_rules(name, language, f"no se pudo analizar: {type(err).__name__}") from err
    rules = [r for r in result.records if isinstance(r, Rule) and "." in r.id]
    if len(rules) < MIN_RULES:
        raise _not_rules(name, language, f"solo tiene {len(rules)} reglas numeradas")
    if when is None:
        raise no_date(name)
    if edition_id in known:
        raise AlreadyAdded(
            f"Juez ya tiene esa edición ({edition_id}: {known[edition_id].label}): nada que añadir."
        )
    edition = Edition(
        id=edition_id,
        language=language,
        date=when,
        document=DOCUMENT[language],
        publisher="Wizards of the Coast",
        url=url,
    )
    glossary = sum(isinstance(r, GlossaryEntry) for r in result.records)
    return Prepared(edition, parser, text, reading, rules, glossary, list(result.anomalies))


def _not_rules(name: str, language: Language, why: str) -> EditionFileError:
    what = "en inglés" if language is Language.EN else "traducidas al español"
    return EditionFileError(
        f"{name} no parece las Reglas Completas de Magic {what} ({why}; hacen falta al "
        f"menos {MIN_RULES} reglas como «100.1. …»). Nada se ha añadido. Ejemplo: {EXAMPLE}"
    )


def add_edition(
    data_dir: Path,
    data: bytes,
    name: str,
    *,
    date: dt.date | None = None,
    url: str | None = None,
    known: Corpus | None = None,
) -> Added | AddedPolicy:
    """Add the file as an edition of the user's corpus in ``data_dir``, and index it: rules,
    or a tournament policy document (the MTR, the IPG or the JAR: index.add_policy).

    ``known``: the corpus in use (else loaded from ``data_dir``); ``url``: where it was
    downloaded from, kept as the edition's link.
    """
    from index.add_policy import add_policy, policy_document
    from index.corpus_loader import load_corpus

    before = known or load_corpus(cache_dir=data_dir, added_from=data_dir)
    text, reading = read_text(data, name)
    if policy_document(text) is not None:
        return add_policy(data_dir, text, reading, name, date=date, url=url, known=before)
    prepared = prepare(data, name, before.editions, date=date, url=url, read=(text, reading))
    corpus, library = commit_edition(
        data_dir, prepared.edition, prepared.text, parser=prepared.parser, source=url or name
    )
    return Added(_report(prepared, name, before, corpus, library), library)


def _report(
    prepared: Prepared, name: str, before: Corpus, corpus: Corpus, library: Library
) -> AddReport:
    edition = corpus.editions[prepared.edition.id]
    alignment = library.alignment
    previous = before.current_edition.id
    rules = prepared.rules
    report = AddReport(
        edition=edition,
        source_name=name,
        reading=prepared.reading,
        rules=len(rules),
        glossary=prepared.glossary,
        first_rule=min((r.id for r in rules), key=numbers.sort_key),
        last_rule=max((r.id for r in rules), key=numbers.sort_key),
        anomalies=prepared.anomalies,
        in_force=edition.current,
    )
    if edition.current:
        # What changed from the rules in force before: the old edition's links to this one.
        return report.model_copy(
            update={"previous_in_force": previous, "counts": alignment.counts(previous)}
        )
    original = alignment.original_of(edition.id)
    linked = original if original != edition.id else None
    same_day = linked is not None and corpus.editions[linked].date == edition.date
    counts = alignment.counts(edition.id) if alignment.knows(edition.id) else {}
    return report.model_copy(
        update={"linked_with": linked, "same_day_original": same_day, "counts": counts}
    )
