"""Interaction state in PostgreSQL: one row per member of a scope, inserted or purged, never
read and then written."""

from __future__ import annotations

import asyncpg

from bot.storage.interface import InteractionStateStore


class PostgresInteractionState(InteractionStateStore):
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

    async def add(self, scope: str, member: str, expires_at: float) -> None:
        await self.pool.execute(
            "INSERT INTO interaction_state AS s (scope, member, expires_at) VALUES ($1, $2, $3)"
            " ON CONFLICT (scope, member) DO UPDATE SET"
            " expires_at = GREATEST(s.expires_at, excluded.expires_at)",
            scope,
            member,
            expires_at,
        )

    async def members(self, scope: str, now: float) -> set[str]:
        rows = await self.pool.fetch(
            "SELECT member FROM interaction_state WHERE scope = $1 AND expires_at > $2",
            scope,
            now,
        )
        return {str(row["member"]) for row in rows}

    async def purge(self, now: float) -> int:
        status = await self.pool.execute(
            "DELETE FROM interaction_state WHERE expires_at <= $1", now
        )
        return int(status.split()[-1])
