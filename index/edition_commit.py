"""The one commit step for an edition a user adds, rules or policy alike.

It sits above ``index.user_editions`` (the files on disk) because it loads the corpus and opens
the index with the new edition, which that store must not know about: the corpus loader reads
the store.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
from collections.abc import Callable
from pathlib import Path

from index.corpus import Corpus
from index.corpus_loader import load_corpus
from index.edition_reader import AlreadyAdded
from index.errors import UserError
from index.library import Library
from index.models import Edition
from index.user_editions import (
    ADDED_DIR,
    AddedEdition,
    editing,
    read_added,
    remove_added,
    save_added,
)


def commit_edition(
    data_dir: Path,
    edition: Edition,
    text: str,
    *,
    parser: str,
    source: str,
    ready: Callable[[Library], object] = lambda library: None,
) -> tuple[Corpus, Library]:
    """Save ``text`` as ``edition`` of the user's corpus, then load the corpus with it and open
    its index (``ready``: what else must be built now), all under the editing lock. Any failure
    takes the edition out again, so that the next start does not trip on it; the failure that
    matters is the one raised, not a second one while cleaning up."""
    entry = AddedEdition(
        edition=edition,
        file=f"{ADDED_DIR}/{edition.id}.txt",
        parser=parser,
        sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(),
        original_name=source,
        added_on=dt.date.today(),
    )
    with editing(data_dir):
        # Another process may have added it since the caller's corpus was loaded.
        if any(e.edition.id == edition.id for e in read_added(data_dir)[0].editions):
            raise AlreadyAdded(f"Juez ya tiene esa edición ({edition.id}): nada que añadir.")
        save_added(data_dir, entry, text)
        try:
            corpus = load_corpus(cache_dir=data_dir, added_from=data_dir)
            if edition.id not in corpus.editions:
                raise UserError(f"No se pudo guardar la edición en {data_dir / ADDED_DIR}.")
            library = Library(corpus, data_dir)
            ready(library)
        except BaseException:
            with contextlib.suppress(OSError):
                remove_added(data_dir, edition.id)
            raise
    return corpus, library
