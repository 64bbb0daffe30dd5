"""Numbered schema migrations. Append only: a released migration is never edited.

The database records the last applied number in ``PRAGMA user_version``; opening applies the
missing ones in order, each in its own transaction, so a crash leaves a consistent version.
"""

from __future__ import annotations

MIGRATIONS: list[tuple[int, str, str]] = [
    (
        1,
        "per-server settings",
        """
        CREATE TABLE guild_settings (
            guild_id           INTEGER PRIMARY KEY,
            private_by_default INTEGER NOT NULL DEFAULT 0,
            default_edition    TEXT
        );
        """,
    ),
]


def latest_version() -> int:
    return MIGRATIONS[-1][0]
