"""The smallest command line that answers `juez regla 104.3c`: the start-up baseline.

    python bench/fts5_rule_cli.py RULES.db 104.3c

Standard library only, no package imported: open an SQLite FTS5 table of the rules (built once
beforehand by ``build``, from bench/startup.py), find the number, print the Spanish text when
there is one, else the newest. It is what `juez regla` is compared with in bench/startup.py.
"""

from __future__ import annotations

import sqlite3
import sys


def main(db_path: str, number: str) -> int:
    db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    rows = db.execute(
        "SELECT number, title, text FROM rules WHERE rules MATCH ? AND number = ? "
        "ORDER BY language = 'es' DESC, edition DESC LIMIT 1",
        ('number : "' + number.replace('"', "") + '"', number),
    ).fetchall()
    if not rows:
        print(f"No existe la regla {number}.", file=sys.stderr)
        return 1
    found, title, text = rows[0]
    print(f"Regla {found} · {title}\n\n{text}")
    return 0


def build(db_path: str, rules: list[tuple[str, str, str, str, str]]) -> None:
    """(number, edition, language, title, text) rows into a new FTS5 table."""
    db = sqlite3.connect(db_path)
    db.execute("CREATE VIRTUAL TABLE rules USING fts5(number, edition, language, title, text)")
    db.executemany("INSERT INTO rules VALUES (?, ?, ?, ?, ?)", rules)
    db.commit()
    db.close()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
