"""Cards chosen by their traits from the whole bundled card data, not from a short fixed list:
a template that draws its creature from a handful of names shows the same board again within
a few hundred questions (issue 43: exact repeats), while the data holds hundreds of cards with
the same trait.

A pool keeps each card whose data has the trait (a cheap test on its line of the data, made as
SituationCards reads the data once) and then only the cards the rules engine reads whole
(every line of their text: bot.engine.language.reading.read_card), each with a Spanish name
(a candidate reads Spanish). A pool is sorted by name, so a question key gives the same card
on every run of the same data.

The traits are narrow on purpose: a creature with flanking has no other ability than a few
keywords that change nothing in the template's board (a flyer could change who can block, so
it is not one of them), so the template's reasons for each wrong option stay true of every
card the pool gives.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

# Keywords that change nothing on a board without combat (tokens entering, a spell aimed at a
# creature): the extra lines a pool's creature may have.
QUIET = frozenset({"flying", "reach", "vigilance", "trample", "haste", "menace"})
# In combat only these change nothing of a block and its damage.
QUIET_IN_COMBAT = frozenset({"vigilance", "haste"})

_REMINDER = re.compile(r"\s*\([^()]*\)")


@dataclass(frozen=True)
class Pool:
    """Cards by a trait: ``keep`` tests one card's data (its line of the bundled data).
    ``whole``: only the cards the engine reads whole (a pool whose text decides nothing of
    the answer, only its card type, names cards the engine need not read)."""

    name: str
    keep: Callable[[Mapping[str, Any]], bool]
    whole: bool = True


def text_lines(data: Mapping[str, Any]) -> list[str]:
    """The card's Oracle lines without reminder text."""
    text = str(data.get("oracle_text") or "")
    return [_REMINDER.sub("", line).strip() for line in text.splitlines() if line.strip()]


def creature(data: Mapping[str, Any]) -> bool:
    """A one-faced creature card with fixed power and toughness and a Spanish name (not a
    token, not legendary: the legend rule would be a second question)."""
    kind = str(data.get("type_line") or "")
    return (
        data.get("layout") == "normal"
        and kind.startswith("Creature")
        and str(data.get("power") or "").isdigit()
        and str(data.get("toughness") or "").isdigit()
        and bool(data.get("name_es"))
    )


def _keywords_only(line: str, allowed: frozenset[str]) -> bool:
    words = [w.strip().lower() for w in line.split(",")]
    return all(w in allowed for w in words)


def with_keyword(trait: str, allowed: frozenset[str]) -> Callable[[Mapping[str, Any]], bool]:
    """Creatures with exactly one line matching ``trait`` (a regular expression, whole line)
    and every other line a list of ``allowed`` keywords."""
    pattern = re.compile(trait)

    def keep(data: Mapping[str, Any]) -> bool:
        if not creature(data):
            return False
        lines = text_lines(data)
        found = [line for line in lines if pattern.fullmatch(line)]
        rest = [line for line in lines if not pattern.fullmatch(line)]
        return len(found) == 1 and all(_keywords_only(line, allowed) for line in rest)

    return keep


def _vanilla(data: Mapping[str, Any]) -> bool:
    return creature(data) and not text_lines(data)


def instant_saying(text: str) -> Callable[[Mapping[str, Any]], bool]:
    """Instants (no subtype) with a Spanish name whose whole text is ``text`` (a regular
    expression)."""
    pattern = re.compile(text)

    def keep(data: Mapping[str, Any]) -> bool:
        return (
            data.get("layout") == "normal"
            and data.get("type_line") == "Instant"
            and bool(data.get("name_es"))
            and pattern.fullmatch(str(data.get("oracle_text") or "")) is not None
        )

    return keep


_SHRINK = re.compile(r"Target creature gets -(\d)/-\1 until end of turn\.")
_BURN = re.compile(r".+ deals (\d) damage to any target\.")
_PUMP = re.compile(r"Target creature gets \+(\d)/\+\1 until end of turn\.")
def typed(type_line: str) -> Callable[[Mapping[str, Any]], bool]:
    """One-faced cards of exactly this English type line with a Spanish name of their own (so
    a stem shows both names, and no made-up name is read as them), whose text says nothing of
    when they can be cast (no flash, no "cast this spell only")."""

    def keep(data: Mapping[str, Any]) -> bool:
        text = str(data.get("oracle_text") or "").lower()
        return (
            data.get("layout") == "normal"
            and data.get("type_line") == type_line
            and bool(data.get("name_es"))
            and data.get("name_es") != data.get("name")
            and "flash" not in text
            and "cast" not in text
        )

    return keep


def _faced(face: Mapping[str, Any]) -> bool:
    return (
        str(face.get("type_line") or "").startswith("Creature")
        and str(face.get("power") or "").isdigit()
        and str(face.get("toughness") or "").isdigit()
        and bool(face.get("name_es"))
    )


def _changes_itself(line: str) -> bool:
    """A static line that could change the creature's own power or toughness (an activated
    one, with its cost before a colon, is never activated in a template's board)."""
    cost, colon, _ = line.partition(":")
    static = not colon or "{" not in cost and "," not in cost and len(cost.split()) > 4
    return static and bool(re.search(r"this creature gets|power|toughness", line, re.I))


def _transforming(data: Mapping[str, Any]) -> bool:
    """A card of two creature faces that transforms (712), each face with fixed power and
    toughness and a Spanish name, not by day and night (702.145: such a permanent transforms
    only as day becomes night and back), and no face's static ability changing its own
    numbers: its back face's printed power and toughness are what it has once turned."""
    faces = data.get("faces") or []
    keywords = {str(k).lower() for k in data.get("keywords") or []}
    return (
        data.get("layout") == "transform"
        and len(faces) == 2
        and all(_faced(face) for face in faces)
        and not keywords & {"daybound", "nightbound"}
        and not any(_changes_itself(line) for face in faces for line in text_lines(face))
    )


VANILLA = Pool("vanilla", _vanilla)
SHRINKS = Pool("shrink", instant_saying(_SHRINK.pattern))
BURNS = Pool("burn", instant_saying(_BURN.pattern))
PUMPS = Pool("pump", instant_saying(_PUMP.pattern))
PROWESS = Pool("prowess", with_keyword("Prowess", QUIET))
FLANKERS = Pool("flanking", with_keyword("Flanking", QUIET_IN_COMBAT))
EVOLVERS = Pool("evolve", with_keyword("Evolve", QUIET))
WARDS = Pool("ward", with_keyword(r"Ward \{\d\}", QUIET))
TRANSFORMING = Pool("transform", _transforming)
# Cards named by their type only (when a card of that type can be cast, 307.1): their text is
# shown but decides nothing.
SORCERIES = Pool("sorcery", typed("Sorcery"), whole=False)
ENCHANTMENTS = Pool("enchantment", typed("Enchantment"), whole=False)
ARTIFACTS = Pool("artifact", typed("Artifact"), whole=False)
POOLS = (VANILLA, FLANKERS, EVOLVERS, WARDS, SHRINKS, BURNS, PUMPS, PROWESS, SORCERIES,
         ENCHANTMENTS, ARTIFACTS, TRANSFORMING)  # fmt: skip

_WARD_COST = re.compile(r"^Ward \{(\d)\}", re.MULTILINE)


def ward_cost(oracle: str) -> int:
    """The generic mana of a creature's "Ward {N}" line."""
    found = _WARD_COST.search(oracle)
    if found is None:
        raise ValueError("no Ward {N} line")
    return int(found[1])


def shrink_of(oracle: str) -> int:
    """N of a pool instant's "-N/-N"."""
    found = _SHRINK.fullmatch(oracle)
    if found is None:
        raise ValueError("not a -N/-N instant")
    return int(found[1])


def burn_of(oracle: str) -> int:
    """The damage of a pool instant's "deals N damage to any target"."""
    found = _BURN.fullmatch(oracle)
    if found is None:
        raise ValueError("not a burn instant")
    return int(found[1])


def pump_of(oracle: str) -> int:
    """N of a pool instant's "+N/+N"."""
    found = _PUMP.fullmatch(oracle)
    if found is None:
        raise ValueError("not a +N/+N instant")
    return int(found[1])
