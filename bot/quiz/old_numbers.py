"""Older Spanish texts quoted with the rule numbers in force.

The Spanish rules translation (2019) and the judge material (2016) point to other rules by
the numbers of their day: "ver la regla 706.10" (copies of spells, 707.10 today; no rule is
706.10 any more), "la regla 103.4" (the mulligan, 103.5 today; 103.4 is another rule now).
The alignment of editions
(index.editions) compares texts with rule numbers masked, so such a text still "holds" while
its pointers have gone stale. A quiz shows the text with each pointer rewritten to the number
in force of the rule it meant, and says so (``note``); a text pointing to a rule that no longer
exists is not shown at all (``InForce.gone``).

An edition the alignment does not know (the 2016 judge material predates every rules edition
of the corpus) is read with the oldest aligned edition's numbers: the cautious guess, as the
alignment does for an undated translation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from index.editions.catalog import Alignment

_NUMBER = r"\d{3}(?:\.\d{1,3}[a-z]?)?"
# "la regla 704", "las reglas 103.4 y 103.5", "sección 110": a number after the word that
# introduces it (a bare "100 cartas" is a count, not a rule); "lo especificado en 101.4a": a
# number with a subrule is a rule wherever it stands.
REFERENCE = re.compile(
    rf"(?P<lead>\b(?:[Rr]eglas?|[Ss]ecci[oó]n(?:es)?)\s+)"
    rf"(?P<numbers>{_NUMBER}(?:\s*(?:,|\by\b|\bo\b|–|-)\s*{_NUMBER})*)(?![\d.]\d)"
    rf"|(?<![\d.])(?P<subrule>\d{{3}}\.\d{{1,3}}[a-z]?)(?![\d])"
)
NUMBER = re.compile(rf"(?<![\d.]){_NUMBER}(?![\d])")
NOTE_START = "Los textos citados remiten"


@dataclass(frozen=True)
class InForce:
    """A text with its pointers rewritten: ``moved`` the (then, now) pairs; ``gone`` the
    numbers of rules that no longer exist (the text must not be shown)."""

    text: str
    moved: tuple[tuple[str, str], ...] = ()
    gone: tuple[str, ...] = ()


def references(text: str) -> list[str]:
    """Every rule number a text points to, in order."""
    return [n for m in REFERENCE.finditer(text) for n in NUMBER.findall(_numbers(m))]


def _numbers(m: re.Match[str]) -> str:
    return m["numbers"] if m["numbers"] is not None else m["subrule"]


def number_in_force(number: str, edition: str, alignment: Alignment) -> str | None:
    """The number in force of the rule an ``edition``'s text calls ``number`` (None: that rule
    no longer exists)."""
    if edition == alignment.current:
        return number
    source = alignment.original_of(edition) if alignment.knows(edition) else alignment.oldest
    return number if source is None else alignment.current_id(source, number)


def in_force(text: str, edition: str, alignment: Alignment) -> InForce:
    """``text`` of ``edition`` with every pointer to a rule given its number in force."""
    if edition == alignment.current:
        return InForce(text)
    moved: dict[str, str] = {}
    gone: list[str] = []

    def number(m: re.Match[str]) -> str:
        then = m[0]
        now = number_in_force(then, edition, alignment)
        if now is None:
            gone.append(then)
            return then
        if now != then:
            moved[then] = now
        return now

    def pointer(m: re.Match[str]) -> str:
        if m["numbers"] is None:
            return NUMBER.sub(number, m["subrule"])
        return m["lead"] + NUMBER.sub(number, m["numbers"])

    rewritten = REFERENCE.sub(pointer, text)
    return InForce(rewritten, tuple(moved.items()), tuple(gone))


def note(moved: tuple[tuple[str, str], ...], year: str) -> str:
    """The sentence an explanation adds when pointers were rewritten (empty when none)."""
    if not moved:
        return ""
    pairs = ", ".join(f"la {then} es hoy la {now}" for then, now in moved)
    return f"{NOTE_START} a otras reglas por su número vigente (en el texto {year}, {pairs})."
