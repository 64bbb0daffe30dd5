"""Writes the on-disk Whoosh index, and rebuilds it when the corpus or the schema changes.

The index lives in ``<data_dir>/index/`` beside a ``meta.json`` that records which corpus hash
and schema version it was built from. Opening compares those with the bundled corpus; any
difference (a new judge-class page, a parser fix, a schema change) triggers a rebuild into a
fresh folder that then replaces the old one, so a crash mid-build never leaves a broken index.
"""

from __future__ import annotations

import json
import logging
import shutil
import time
from pathlib import Path
from typing import TYPE_CHECKING

from index.corpus import Corpus
from index.models import ClassSection, Keyword, Record, Rule
from index.schema import SCHEMA_VERSION, TEXT_FIELDS, build_schema

if TYPE_CHECKING:
    from whoosh.index import Index

log = logging.getLogger(__name__)

INDEX_DIR = "index"
META_FILE = "meta.json"


def _document(
    record: Record, own_title: bool = True, editions: list[str] | None = None
) -> dict[str, str]:
    title_field, body_field = TEXT_FIELDS[record.language.value]
    body = "\n".join([record.text, *record.examples])
    names: list[str] = []
    if isinstance(record, Keyword):
        names = [record.id, *record.aliases]
        body = "\n".join([body, *record.notes])
    title = record.title
    if isinstance(record, ClassSection):
        title = f"{record.page} {record.title}"
    elif isinstance(record, Rule) and not own_title:
        # Subrules repeat their section's title for display; indexing it would let every
        # rule of "Drawing a Card" match "draw" as strongly as the heading itself.
        title = ""
    return {
        "uid": record.uid,
        "kind": record.kind.value,
        "edition": record.edition,
        "editions": " ".join(editions or [record.edition]),
        "language": record.language.value,
        "number": record.id if isinstance(record, Rule) else "",
        "names": " ".join(names),
        title_field: title,
        body_field: body,
    }


def _has_own_title(corpus: Corpus, record: Record) -> bool:
    if not isinstance(record, Rule) or record.parent is None:
        return True
    parent = corpus.rule(record.parent, record.edition)
    return parent is None or parent.title != record.title


def _wanted_meta(corpus: Corpus) -> dict[str, object]:
    return {"corpus_hash": corpus.content_hash, "schema_version": SCHEMA_VERSION}


def index_status(data_dir: Path, corpus: Corpus) -> dict[str, object]:
    """What is on disk compared with what the bundled corpus needs."""
    meta_path = data_dir / INDEX_DIR / META_FILE
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        meta = {}
    wanted = _wanted_meta(corpus)
    return {
        "path": str(data_dir / INDEX_DIR),
        "exists": bool(meta),
        "up_to_date": all(meta.get(k) == v for k, v in wanted.items()),
        "built": meta,
        "wanted": wanted,
    }


def build_index(data_dir: Path, corpus: Corpus) -> Index:
    """Build from scratch into a temporary folder, then swap it in."""
    from whoosh import index as whoosh_index  # Whoosh is imported by what needs it, only

    started = time.perf_counter()
    data_dir.mkdir(parents=True, exist_ok=True)
    target = data_dir / INDEX_DIR
    tmp = data_dir / f"{INDEX_DIR}.building"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir()
    ix = whoosh_index.create_in(str(tmp), build_schema())
    # One big segment: the corpus is small, and a single segment searches fastest.
    writer = ix.writer(limitmb=256)
    repeats = [r for r in corpus.records if corpus.is_repeat(r)]
    stands_for: dict[str, list[str]] = {}
    for r in repeats:
        twin = f"{corpus.current_edition.id}:{r.kind.value}:{r.id}"
        stands_for.setdefault(twin, []).append(r.edition)
    for record in corpus.records:
        if not corpus.is_repeat(record):
            editions = [record.edition, *stands_for.get(record.uid, [])]
            writer.add_document(**_document(record, _has_own_title(corpus, record), editions))
    writer.commit(optimize=True)
    meta = _wanted_meta(corpus) | {
        "records": len(corpus.records),
        "seconds": round(time.perf_counter() - started, 3),
    }
    (tmp / META_FILE).write_text(json.dumps(meta, indent=2), encoding="utf-8")
    shutil.rmtree(target, ignore_errors=True)
    tmp.rename(target)
    log.info("índice construido: %s registros en %.1f s", len(corpus.records), meta["seconds"])
    return whoosh_index.open_dir(str(target))


def open_index(data_dir: Path, corpus: Corpus, *, rebuild: bool = False) -> Index:
    """Open the index, building it first if it is missing, stale or ``rebuild`` is asked."""
    from whoosh import index as whoosh_index

    status = index_status(data_dir, corpus)
    if rebuild or not status["up_to_date"]:
        return build_index(data_dir, corpus)
    return whoosh_index.open_dir(str(data_dir / INDEX_DIR))
