"""The modes of a modal spell as its card prints them (700.2), and the modes a scenario writes.

A spell is modal when a bulleted list follows an instruction to choose some of its options
(700.2): "Choose one —", "Choose one or both —", "Choose three. You may choose the same mode
more than once." Its controller chooses the modes as they cast it (700.2a, 601.2b); only those
happen, in the order printed, a mode chosen twice happening twice in sequence (700.2d). Three
keywords of modal spells change how many modes may be chosen or what choosing them costs:

* Entwine [cost] (702.42a): all modes may be chosen instead, paying [cost] more; then each
  mode happens in the order written (702.42b). A scenario says so with ``entrelazado``.
* Escalate [cost] (702.120a): [cost] more for each mode chosen beyond the first.
* Spree (702.172a): one or more modes, each with its own additional cost printed before it
  ("+ {1} — …"); the plus sign is only a reminder (702.172b), so a "+" line is a mode.

What the costs add is said in the step that names the modes chosen (priority.modes); the
mana value does not change (202.3). A header that also says when more may be chosen ("Choose
one. If you control a commander as you cast this spell, you may choose both instead.") is read
for its plain count; its condition is not told, so choosing more leaves that sentence unread
(the answer conditional), and choosing no more sets it aside.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..effects import Draw
from ..errors import ScenarioError
from .modal_lines import HEADER

if TYPE_CHECKING:
    from ..effects import Effect
    from .cards import CardFacts
    from .recipients import Refs

# 700.2, 700.2d: the instruction to choose, on a line of its own.
_HEADER = re.compile(
    r"^Choose (?P<how>one|two|three|four|five|one or both|one or more|any number|"
    r"up to (?:one|two|three|four|five))\s*(?:—|\.)"
    r"(?:(?P<same> You may choose the same mode more than once\.)|"
    # "Choose one. If you control a commander as you cast this spell, you may choose both
    # instead.": more modes under a condition the engine does not tell (left unread).
    r" (?P<instead>If [^.]+, (?:you may )?choose (?P<more>both|two|any number) instead\.))?$"
)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
# 702.172b: a Spree mode, its additional cost before it ("+ {1} — Counter target spell.").
_SPREE_MODE = re.compile(r"^\+\s*(?P<cost>(?:\{[^}]+\})+)\s*—\s*(?P<text>.+)$")
# The keywords of modal spells (keyword_meanings.py, kind "mode_cost"), folded.
ENTWINE, ESCALATE, SPREE = "entwine", "escalate", "spree"
RULES = {ENTWINE: "702.42a", ESCALATE: "702.120a", SPREE: "702.172a"}
EXAMPLE = 'hechizo:"Abrade modo 2: Ornithopter"'
ENTWINE_EXAMPLE = 'hechizo:"Abuna\'s Chant entrelazado: Grizzly Bears"'
# "Abuna's Chant entrelazado", "con entrelazar", "entwined": the entwine cost paid (702.42a).
_ENTWINED = re.compile(
    r"\s*\b(?:con\s+(?:el\s+)?entrelaz(?:ar|ado|o)|entrelazad[oa]|entwined|with\s+entwine)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class ModeGroup:
    """One list of modes of a spell: its header line (None for Spree, whose keyword says how
    many), its mode lines as printed, and how many may be chosen."""

    header: str | None
    bullets: list[str]
    low: int
    high: int
    same: bool  # "You may choose the same mode more than once." (700.2d)
    # "If …, you may choose both instead.": the sentence, and how many it allows then.
    instead: str | None = None
    instead_high: int = 0


def is_header(line: str) -> bool:
    return _HEADER.match(line) is not None


def mode_text(line: str) -> str:
    """A mode line without its bullet, or without a Spree mode's plus sign and cost."""
    spree = _SPREE_MODE.match(line)
    return spree["text"].strip() if spree else line.removeprefix("•").strip()


def spree_cost(line: str) -> str:
    spree = _SPREE_MODE.match(line)
    return spree["cost"] if spree else ""


def count(how: str) -> tuple[int, int]:
    """How many modes the words allow, at least and at most (700.2)."""
    if how.startswith("up to "):
        return 0, _NUMBERS[how.removeprefix("up to ")]
    if how in _NUMBERS:
        return _NUMBERS[how], _NUMBERS[how]
    return {"one or both": (1, 2), "one or more": (1, 99), "any number": (0, 99)}[how]


def groups(spell: list[str], keyword: str | None) -> list[ModeGroup]:
    """The mode lists among a spell's lines, in order; a Spree card's "+" lines are one."""
    found = []
    for at, line in enumerate(spell):
        header = _HEADER.match(line)
        if header is None:
            continue
        bullets = []
        for after in spell[at + 1 :]:
            if not after.startswith("•"):
                break
            bullets.append(after)
        low, high = count(header["how"])
        same = bool(header["same"])  # 700.2d: then a count beyond the modes printed is fine
        high = high if same else min(high, len(bullets))
        more = {"both": 2, "two": 2, "any number": len(bullets)}.get(header["more"] or "", 0)
        found.append(ModeGroup(line, bullets, low, high, same, header["instead"], more))
    if keyword == SPREE:
        plus = [line for line in spell if _SPREE_MODE.match(line)]
        if plus:
            found.append(ModeGroup(None, plus, 1, len(plus), False))
    return [g for g in found if len(g.bullets) >= 2]


def entwine_said(head: str) -> tuple[str, bool]:
    """The spell's name without the words that say its entwine cost was paid, and whether
    they were there."""
    said = _ENTWINED.search(head) is not None
    return (_ENTWINED.sub(" ", head).strip() if said else head), said


def check(
    name: str, group: ModeGroup, modes: list[int], keyword: str | None, entwined: bool
) -> list[int]:
    """The modes written for ``group``, checked against what the card allows (700.2a, 700.2d,
    702.42a); entwined, every mode in the order written (702.42b)."""
    n = len(group.bullets)
    said = group.header or "Spree"
    if entwined:
        if keyword != ENTWINE:
            raise ScenarioError(
                f"«{name}» no tiene entrelazar (Entwine, regla 702.42a): «entrelazado» solo va "
                "tras un hechizo modal que lo tenga.",
                fragment=name,
                example=ENTWINE_EXAMPLE,
            )
        return list(range(1, n + 1))
    repeated = len(set(modes)) < len(modes)
    if (
        not max(group.low, 1) <= len(modes) <= max(group.high, group.instead_high)
        or any(not 1 <= m <= n for m in modes)
        or (repeated and not group.same)
    ):
        how = f"entre {group.low} y {group.high}" if group.low != group.high else str(group.low)
        more = (
            "; el mismo modo puede elegirse más de una vez (700.2d)"
            if group.same
            else "; ninguno dos veces (700.2d)"
        )
        entwine = (
            f"; con entrelazar se eligen todos, escrito «{name} entrelazado» (702.42a)"
            if keyword == ENTWINE
            else ""
        )
        raise ScenarioError(
            f"«{name}» dice «{said}» y tiene {n} modos: elige {how}, numerados del 1 al {n}"
            f"{more}{entwine} (regla 700.2a).",
            fragment=said,
            example=ENTWINE_EXAMPLE if keyword == ENTWINE else EXAMPLE,
        )
    return sorted(modes)  # 700.2d: a mode chosen twice happens twice, in sequence


def extra_cost(
    keyword: str | None, cost: str | None, group: ModeGroup, chosen: list[int], entwined: bool
) -> tuple[str, str] | None:
    """(keyword, mana symbols paid beyond the mana cost) for the modes chosen; None when
    choosing them costs nothing more."""
    if keyword == ENTWINE and entwined and cost:
        return ENTWINE, cost
    if keyword == ESCALATE and cost and len(chosen) > 1:
        return ESCALATE, cost * (len(chosen) - 1)
    if keyword == SPREE and group.header is None:
        return SPREE, "".join(spree_cost(group.bullets[m - 1]) for m in chosen)
    return None


@dataclass
class Chosen:
    """What the modes written make of a modal spell's lines: those that do nothing (the
    header, the modes not chosen), how many times each chosen mode happens, and what choosing
    them cost beyond the mana cost."""

    skip: set[str] = field(default_factory=set)
    times: dict[str, int] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)  # the chosen modes, as printed, in order
    cost: tuple[str, str] | None = None


def joined_draws(effects: list[Effect]) -> list[Effect]:
    """A "draw a card" mode chosen twice draws two cards (700.2d); the draws are one after
    another either way (121.2), so they are told as one draw of two, not as the same step
    twice (which a trace tells once)."""
    out: list[Effect] = []
    for effect in effects:
        last = out[-1] if out else None
        if (
            isinstance(effect, Draw)
            and isinstance(last, Draw)
            and effect.per is None
            and effect.model_copy(update={"amount": last.amount}) == last
        ):
            out[-1] = last.model_copy(update={"amount": last.amount + effect.amount})
        else:
            out.append(effect)
    return out


def _header_read(card: CardFacts, group: ModeGroup, more: bool) -> None:
    """The header read; a sentence that lets more modes be chosen under a condition ("If you
    control a commander as you cast this spell, you may choose both instead.") is unread when
    more were chosen (or may be, reading the card alone), and cannot change a run that chose
    no more than the plain count."""
    header = group.header or ""
    if group.instead is None:
        card.reading.note_read(header)
        return
    if header in card.reading.pending:
        card.reading.pending.remove(header)
    card.reading.note_read(header.removesuffix(group.instead).strip())
    if more:
        card.reading.note_unread(group.instead)
    else:
        card.reading.set_aside_lines.append(group.instead)


def has_modes(card: CardFacts) -> bool:
    return bool(groups(_spell_lines(card), _keyword(card)))


def trigger_modes_told(card: CardFacts | None, modes: list[int] | None, entwined: bool) -> bool:
    """Whether modes written after a spell's name are the card's to choose: a modal spell's
    (700.2a), or a permanent spell's modal trigger's ("When this creature enters, choose one
    —"), chosen as that ability is put on the stack (603.3c) and kept for it on the
    permanent it becomes."""
    if card is None:
        return False
    if has_modes(card):
        return True
    if modes is None or entwined or not any(kind == HEADER for kind, _, _ in card.lines):
        return False
    card.trigger_modes = list(modes)  # read by modal_triggers.py as its abilities are
    return True


def _spell_lines(card: CardFacts) -> list[str]:
    return [line for kind, _, line in card.lines if kind == "spell"]


def _keyword(card: CardFacts) -> str | None:
    return card.mode_cost[0] if card.mode_cost is not None else None


def choose(card: CardFacts, modes: list[int] | None, refs: Refs, entwined: bool = False) -> Chosen:
    """The spell's modes as the scenario chose them (700.2a). Without modes written, every
    mode stays unread (so the answer is conditional); the reading of a card alone
    (``refs.unchosen``) reads each mode, as its targets are left to be chosen. A keyword of
    modal spells on a card with no modes the engine finds stays unread."""
    keyword = _keyword(card)
    found = groups(_spell_lines(card), keyword)
    out = Chosen()
    if card.mode_cost is not None and not found:
        card.reading.note_unread(card.mode_cost[2])  # no modes to entwine or escalate
    for group in found:
        if modes is None and not entwined:
            if not refs.unchosen:
                for line in [*filter(None, [group.header]), *group.bullets]:
                    card.reading.note_unread(line)
                out.skip |= {*filter(None, [group.header]), *group.bullets}
            elif group.header is not None:
                _header_read(card, group, more=True)
            continue
        chosen = check(card.reading.shown, group, modes or [], keyword, entwined)
        if group.header is not None:
            _header_read(card, group, more=len(chosen) > group.high)
            out.skip.add(group.header)
        for n, bullet in enumerate(group.bullets, start=1):
            if n not in chosen:
                card.reading.set_aside(bullet)  # a mode not chosen does nothing (700.2a)
                out.skip.add(bullet)
            else:
                out.times[bullet] = chosen.count(n)  # 700.2d: in sequence
        out.lines += [mode_text(group.bullets[n - 1]) for n in chosen]
        cost = card.mode_cost[1] if card.mode_cost is not None else None
        out.cost = out.cost or extra_cost(keyword, cost, group, chosen, entwined)
    return out


__all__ = [
    "ENTWINE",
    "ESCALATE",
    "RULES",
    "SPREE",
    "Chosen",
    "ModeGroup",
    "check",
    "choose",
    "has_modes",
    "count",
    "entwine_said",
    "extra_cost",
    "groups",
    "is_header",
    "joined_draws",
    "trigger_modes_told",
    "mode_text",
]
