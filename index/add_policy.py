"""Adding a tournament policy edition a user has (a newer MTR, IPG or JAR), like a rules one.

    added = add_policy(data_dir, text, reading, "mtr-2025.txt", known=corpus)
    added.report.edition.id        # "mtr-2025-02-03"
    added.report.in_force          # True: the newest dated edition of its document answers

``index.add_edition.add_edition`` sends a file here when its first line names a policy document
(the first line ``index.sources.policy_documents`` reads). Its date is the one the document
states near the top ("Effective May 13, 2024", the JAR's "Updated September 25, 2020"), else
the file's name. The edition is kept in the data folder the way a rules edition is
(index.user_editions); the policy search (index.search.policy) answers from the newest dated
edition of each document, so a later one replaces the bundled one and an older one is kept
without answering. Nothing is written until the text has parsed into sections.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel

from index.edition_commit import commit_edition
from index.edition_reader import AlreadyAdded, EditionFileError, detect_date
from index.editions.policy_changes import PolicyChanges, policy_changes
from index.models import Anomaly, Edition, Infraction, Language, PolicySection
from index.sources.policy_documents import DOCUMENTS
from index.user_editions import ADDED_DIR

if TYPE_CHECKING:
    from index.corpus import Corpus
    from index.library import Library

EXAMPLE = "juez indice añadir MagicTournamentRules-2025-02-03.txt"
EXAMPLE_FILE = "juez actualizar --politica ./MagicTournamentRules-2025-02-03.txt"
EXAMPLE_URL = "juez actualizar --politica https://servidor/MagicTournamentRules-2025-02-03.txt"
PARSER = "policy_documents"
MIN_SECTIONS = 5  # the JAR, the shortest, has 11; fewer is a fragment, not the document
NAMES = {
    "MTR": "Magic: The Gathering Tournament Rules (MTR)",
    "IPG": "Magic Infraction Procedure Guide (IPG)",
    "JAR": "Judging at Regular REL (JAR)",
}


class PolicyAddReport(BaseModel):
    """What adding a policy edition did (rendered by bot.text.added_edition)."""

    edition: Edition
    source_name: str
    reading: list[str]
    sections: int
    infractions: int
    anomalies: list[Anomaly]
    in_force: bool  # the newest dated edition of its document: the one that answers
    previous_in_force: str | None = None  # the edition that answered before, when replaced
    # What changed between this edition and the one that answered before it was added
    # (older to newer by date, whichever this one is); None when its document had none.
    changes: PolicyChanges | None = None

    def to_json_dict(self) -> dict[str, object]:
        return self.model_dump(mode="json")


@dataclass(frozen=True)
class AddedPolicy:
    report: PolicyAddReport
    library: Library


def policy_document(text: str) -> str | None:
    """ "MTR", "IPG" or "JAR" when the text is one of them (its first line says so), else None."""
    first = next((line.strip() for line in text.splitlines() if line.strip()), "")
    return DOCUMENTS.get(first.replace("\f", "").upper())


def add_policy(
    data_dir: Path,
    text: str,
    reading: list[str],
    name: str,
    *,
    date: dt.date | None = None,
    url: str | None = None,
    known: Corpus,
) -> AddedPolicy:
    """Add ``text`` (a policy document, read by index.edition_reader.read_text) as an edition
    of the user's corpus in ``data_dir``, and index it. ``known``: the corpus in use."""

    document = policy_document(text)
    if document is None:
        raise EditionFileError(f"{name} no es el MTR, la IPG ni la JAR. Ejemplo: {EXAMPLE}")
    family = document.lower()
    when = date or detect_date(text, name, Language.EN)
    if when is None:
        raise EditionFileError(
            f"No encuentro la fecha de {name}: el documento la dice arriba («Effective May 13, "
            f"2024») o en el nombre del archivo. Indícala con --fecha AAAA-MM-DD. Ejemplo: "
            f"{EXAMPLE} --fecha 2025-02-03"
        )
    edition_id = f"{family}-{when.isoformat()}"
    if edition_id in known.editions:
        raise AlreadyAdded(
            f"Juez ya tiene esa edición ({edition_id}: {known.editions[edition_id].label}): "
            "nada que añadir."
        )
    sections, anomalies = _parse(text, name, document, edition_id, url)
    edition = Edition(
        id=edition_id,
        language=Language.EN,
        date=when,
        document=NAMES[document],
        publisher="Wizards of the Coast",
        url=url,
        family=family,
    )
    previous = _in_force(known, family)
    corpus, library = commit_edition(
        data_dir,
        edition,
        text,
        parser=PARSER,
        source=url or name,
        ready=lambda library: library.policy,  # the policy index is rebuilt with the edition
    )
    now = _in_force(corpus, family)
    changes = (
        policy_changes(corpus, previous, edition_id)
        if previous is not None and previous in corpus.editions
        else None
    )
    report = PolicyAddReport(
        edition=corpus.editions[edition_id],
        source_name=name,
        reading=reading,
        sections=len(sections),
        infractions=sum(isinstance(s, Infraction) for s in sections),
        anomalies=anomalies,
        in_force=now == edition_id,
        previous_in_force=previous if now == edition_id and previous != edition_id else None,
        changes=changes,
    )
    return AddedPolicy(report, library)


def _parse(
    text: str, name: str, document: str, edition_id: str, url: str | None
) -> tuple[list[PolicySection], list[Anomaly]]:
    from index.sources import SourceContext, get_parser

    ctx = SourceContext(
        edition=edition_id, language=Language.EN, source=f"{ADDED_DIR}/{edition_id}.txt", link=url
    )
    try:
        result = get_parser(PARSER)(text, ctx)
    except (ValueError, KeyError, IndexError, TypeError, StopIteration) as err:
        raise _not_readable(name, document, f"no se pudo analizar: {type(err).__name__}") from err
    sections = [r for r in result.records if isinstance(r, PolicySection) and r.text]
    if len(sections) < MIN_SECTIONS:
        raise _not_readable(name, document, f"solo se encontraron {len(sections)} secciones")
    return sections, list(result.anomalies)


def _not_readable(name: str, document: str, why: str) -> EditionFileError:
    return EditionFileError(
        f"{name} dice ser {NAMES[document]}, pero Juez no encuentra sus secciones ({why}; "
        f"hacen falta al menos {MIN_SECTIONS} con su título, y en el MTR y la IPG el índice "
        f"con sus números). Usa el texto del PDF oficial (pdftotext). Nada se ha añadido. "
        f"Ejemplo: {EXAMPLE}"
    )


def _in_force(corpus: Corpus, family: str) -> str | None:
    """The id of the newest dated edition of ``family`` (as index.search.policy picks it)."""
    dated = [e for e in corpus.editions.values() if e.family == family and e.date is not None]
    return max(dated, key=lambda e: (e.date, e.id)).id if dated else None
