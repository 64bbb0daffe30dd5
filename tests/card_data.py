"""Small card data files for tests that build a catalog of their own."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from index.cards.catalog import BUNDLED


def small_card_data(path: Path, names: list[str]) -> None:
    """A data file at ``path`` holding only the bundled lines of ``names``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(BUNDLED, "rt", encoding="utf-8") as src, gzip.open(path, "wt") as out:
        for line in src:
            if json.loads(line)["name"] in names:
                out.write(line)
