"""The lines of a modal triggered ability as a card's text prints them (700.2, 603.3c): its
header ("When this creature enters, choose one —") and the bullets under it, with the flavor
word a mode may have (207.2d); and the modes a scenario writes (``modo:2``). Read into an
ability by modal_triggers.py."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..errors import ScenarioError

HEADER_WORDS = re.compile(
    r"^(?P<when>(?:when|whenever|at)\b.+?),\s+choose (?P<how>one|two|three|one or both|one or "
    r"more|any number|up to one|up to two|up to three)(?:\s*—|\.)$",
    re.IGNORECASE,
)
# A flavor word before a mode ("• Cure Wounds — You gain 2 life."): no rules meaning (207.2d).
_FLAVOR = re.compile(r"^[A-Z][\w'’,-]*(?: [\w'’,-]+){0,4} — (?=[A-Z])")
MODE = "mode"  # the kind of a bullet line under a modal trigger (cards.facts)
HEADER = "modal_trigger"
# 700.2: how many modes may be chosen, at least and at most, by the words that say it (on a
# spell's "Choose one or both —" and a trigger's "…, choose one —" alike).
MODE_COUNTS = {
    "one": (1, 1),
    "two": (2, 2),
    "three": (3, 3),
    "one or both": (1, 2),
    "one or more": (1, 99),
    "any number": (0, 99),
    # 700.2b: "choose up to one —": none may be chosen, and then the ability is removed from
    # the stack; the scenario says so with ``modo:0``.
    "up to one": (0, 1),
    "up to two": (0, 2),
    "up to three": (0, 3),
}


# 700.2a: a modal activated ability ("{1}, Sacrifice this creature: Choose one —"), read by
# modal_activated.py; what follows the instruction ("Activate only as a sorcery.") is kept.
ACTIVATED_HEADER = "modal_activated"
ACTIVATED_HEADER_WORDS = re.compile(
    r"^(?P<cost>[^:\"]+):\s+Choose (?P<how>one|two|one or both|one or more|up to one)"
    r"\s*(?:—|\.)(?P<rest>(?:\s+[^—•]+)?)$"
)


def is_modal_activated(text: str) -> bool:
    return ACTIVATED_HEADER_WORDS.match(text.strip()) is not None


def is_modal_header(text: str) -> bool:
    return HEADER_WORDS.match(text.strip()) is not None


def bullets_under(
    lines: Sequence[tuple[str, str, str]], header: tuple[str, str, str]
) -> list[tuple[str, str]]:
    """The modes printed under ``header`` among a card's lines (kind, engine text, printed
    line; cards.facts): each one's engine text and printed line, in order."""
    bullets = []
    for kind, text, line in lines[lines.index(header) + 1 :]:
        if kind != MODE:
            break
        bullets.append((text, line))
    return bullets


def mode_texts(bullets: Sequence[tuple[str, str]]) -> list[str]:
    """The modes as the answer names them: the printed lines without their bullet."""
    return [line.removeprefix("•").strip() for _, line in bullets]


def flavor_free(mode: str) -> str:
    """A mode's text without the flavor word printed before it (207.2d)."""
    return _FLAVOR.sub("", mode, count=1)


_MODE_NUMBERS = re.compile(r"^\d+(?:\s*[+,]\s*\d+)*$")


def parse_modes(value: str, where: str, example: str) -> list[int]:
    """ "2", "1+3": the modes chosen, numbered as printed."""
    if not _MODE_NUMBERS.match(value.strip()):
        raise ScenarioError(
            f"En {where}, «modo:{value}» espera el número del modo elegido, como se imprimen "
            "(modo:2; varios: modos:1+3).",
            fragment=f"modo:{value}",
            example='"Apothecary Stomper modo:2"',
        )
    return [int(n) for n in re.findall(r"\d+", value)]
