"""What a member typed reads as typed in every reply that quotes it (issue 44: private replies
of /carta and /escenario echoed raw markdown and links)."""

from __future__ import annotations

import re

import pytest

from cogs._ui.typed import escape_typed, shown_as_typed

EVIL = "**negrita** [pulsa](https://evil.example) @everyone <@123> `x` ||spoiler||"
# Markdown that would act, unescaped (a backslash before it makes it text).
RAW_MARKS = (
    r"(?<!\\)\*\*negrita",
    r"(?<!\\)\[pulsa\]",
    "@everyone",
    r"(?<!\\)`x",
    r"(?<!\\)\|\|sp",
)


def _raw_left(text: str) -> list[str]:
    return [mark for mark in RAW_MARKS if re.search(mark, text)]


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("carta", {"nombre": EVIL}),  # quoted whole
        ("escenario", {"tipo": "combate", "situacion": EVIL}),  # quoted whole, in «»
        ("escenario", {"tipo": "combate", "situacion": f'atacante:"{EVIL}"'}),  # a piece
    ],
    ids=["carta", "escenario whole", "escenario piece"],
)
async def test_error_replies_quote_the_members_text_escaped(bot, fake, name, options):
    sent = await fake.command(name, options)
    [said] = sent.private_texts()
    assert sent.public() == []
    assert _raw_left(said) == [], said
    assert shown_as_typed(EVIL) in said  # still quoted, every character there
    assert fake.tracebacks == []


def test_only_what_was_typed_is_escaped():
    message = 'No conozco «**x**» en atacante 1: "**x** y *y*". Ejemplo: *tal cual*'
    out = escape_typed(message, ['atacante:"**x** y *y*"'])
    assert out == r'No conozco «\*\*x\*\*» en atacante 1: "\*\*x\*\* y \*y\*". Ejemplo: *tal cual*'


def test_nothing_typed_or_nothing_to_escape_leaves_the_message_alone():
    message = "No hay ninguna carta «Lightning Bolt*» guardada."
    assert escape_typed(message, []) == message
    assert escape_typed(message, ["Lightning Bolt"]) == message  # plain text: unchanged


def test_mentions_are_not_drawn():
    out = escape_typed("«@everyone» no es una carta.", ["@everyone"])
    assert "@everyone" not in out and "everyone" in out
