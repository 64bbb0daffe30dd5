"""What a member typed, shown as typed wherever a reply quotes it.

A reply may quote the member's text whole («no conozco la carta "…"») or a piece of it (the
escenario error quotes the option it could not read). Quoted raw, ``**negrita**`` turns bold,
``[pulsa aquí](https://…)`` becomes a link that hides where it goes, and ``@everyone`` is drawn
as a mention (the bot's allowed_mentions pings nobody, but it still looks like one). So before
a reply is sent, every piece of it that the member typed is escaped: each string option as a
whole, and each «…» or "…" quotation that is part of one. The rest of the reply (Juez's own
words) is left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import discord

STRING_OPTION = 3
_QUOTED = re.compile(r"«([^»\n]{1,400})»|\"([^\"\n]{1,400})\"")


def typed_values(interaction: discord.Interaction) -> list[str]:
    """The string options of a command (those of its subcommand included), as sent."""
    data: Any = interaction.data if isinstance(interaction.data, dict) else {}
    found: list[str] = []

    def walk(options: Iterable[Any]) -> None:
        for option in options:
            if not isinstance(option, dict):
                continue
            if option.get("type") == STRING_OPTION and isinstance(option.get("value"), str):
                found.append(option["value"])
            walk(option.get("options") or ())

    walk(data.get("options") or ())
    return [value for value in found if value.strip()]


def shown_as_typed(text: str) -> str:
    """Markdown and mentions escaped: the text reads exactly as it was typed."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(text, ignore_links=False))


def escape_typed(message: str, typed: list[str]) -> str:
    """``message`` with every piece the member typed (``typed``) escaped, the rest unchanged."""
    if not typed:
        return message
    pieces = set(typed)
    for quoted in _QUOTED.finditer(message):
        piece = quoted[1] or quoted[2]
        if any(piece in value for value in typed):
            pieces.add(piece)
    pieces = {p for p in pieces if p and shown_as_typed(p) != p}  # only what would change
    if not pieces:
        return message
    pattern = re.compile("|".join(re.escape(p) for p in sorted(pieces, key=len, reverse=True)))
    return pattern.sub(lambda found: shown_as_typed(found[0]), message)
