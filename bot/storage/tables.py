"""The tables every store keeps, with their columns: the contract of `juez datos`.

Both stores create these tables with these columns (their migrations say how); an export
writes each row as one JSON object with these keys plus ``"table"``, and an import checks each
line against this list before it writes anything. Constant tables that the migrations fill
(the Leitner intervals) are part of the schema, not data, and are not listed.

A new table (the card cache, say) is added here, in both stores' migrations, and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, cast

Kind = Literal["int", "float", "text", "bool"]


@dataclass(frozen=True)
class Column:
    name: str
    kind: Kind
    nullable: bool = False


def _cols(spec: str) -> tuple[Column, ...]:
    """'guild_id int, default_edition text?' -> columns; '?' marks a nullable one."""
    out = []
    for item in spec.split(","):
        name, kind = item.split()
        nullable = kind.endswith("?")
        out.append(Column(name, cast(Kind, kind.rstrip("?")), nullable))
    return tuple(out)


# The order of an export (no table refers to another, so any order imports).
TABLES: dict[str, tuple[Column, ...]] = {
    "guild_settings": _cols("guild_id int, private_by_default bool, default_edition text?"),
    "quiz_answers": _cols(
        "id int, guild_id int, user_id int, question_key text, topic text, correct bool,"
        " answered_at float"
    ),
    "quiz_players": _cols(
        "guild_id int, user_id int, answered int, correct int, streak int, best_streak int,"
        " last_answered_at float?, points float, measured int, difficulty_sum float"
    ),
    "quiz_topic_totals": _cols("guild_id int, user_id int, topic text, answered int, correct int"),
    "quiz_boxes": _cols(
        "guild_id int, user_id int, question_key text, topic text, box int, due_at float,"
        " last_correct bool, answers int"
    ),
    "card_cache": _cols("key text, kind text, body text, fetched_at float"),
    "interaction_state": _cols("scope text, member text, expires_at float"),
    "quiz_round_answers": _cols(
        "round_id text, position int, user_id int, correct bool, expires_at float"
    ),
    # anonymous answer counts per question subject and per template (bot.quiz.difficulty)
    "quiz_difficulty": _cols("item text, answered int, correct int"),
    # targets: a JSON list of guild ids, null for the global commands
    "command_sync": _cols("application_id int, digest text, targets text"),
}

# What an export sorts each table by.
PRIMARY_KEYS: dict[str, tuple[str, ...]] = {
    "guild_settings": ("guild_id",),
    "quiz_answers": ("id",),
    "quiz_players": ("guild_id", "user_id"),
    "quiz_topic_totals": ("guild_id", "user_id", "topic"),
    "quiz_boxes": ("guild_id", "user_id", "question_key"),
    "card_cache": ("key",),
    "interaction_state": ("scope", "member"),
    "quiz_round_answers": ("round_id", "position", "user_id"),
    "quiz_difficulty": ("item",),
    "command_sync": ("application_id",),
}

# Every table that holds a user's data; "delete my data" empties the user's rows in all.
# quiz_difficulty is not one: its counts name questions, never who answered them.
USER_TABLES = (
    "quiz_answers", "quiz_players", "quiz_topic_totals", "quiz_boxes", "quiz_round_answers",
)  # fmt: skip


def column_names(table: str) -> tuple[str, ...]:
    return tuple(c.name for c in TABLES[table])
