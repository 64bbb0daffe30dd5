"""The shared store: PostgreSQL through asyncpg, for several bot processes (or machines)."""
