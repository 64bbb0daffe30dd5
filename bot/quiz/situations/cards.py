"""The real cards situations are built from, read from the bundled card data.

Only the few cards the templates name are kept, each checked against what a template relies
on (its Oracle text says what the template says it does; a creature has the power and
toughness used): a card whose data changed is dropped and the template that needs it makes no
question (NoQuestion), rather than a question about text the card no longer has.
"""

from __future__ import annotations

import gzip
import json
import re
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from bot.quiz.errors import NoQuestion
from bot.quiz.situations.pools import POOLS, Pool
from bot.quiz.situations.type_lines import TypeLines
from index.cards.records import BUNDLED, CardRecord, card_from_json

_SYMBOL = re.compile(r"\{([^}]+)\}")
_DASH = " — "
_FACES = " // "


@dataclass(frozen=True)
class Card:
    """One card as a situation shows it: both names, its Oracle text, its numbers."""

    name: str  # English Oracle name
    name_es: str
    oracle: str  # with its line breaks, one ability a line
    type_line: str  # Spanish: the printed one, or learned from printed ones (type_lines)
    mana_cost: str
    power: int | None
    toughness: int | None
    text_es: str = ""  # the printed Spanish text, when the data has it (may be outdated)

    @property
    def shown(self) -> str:
        """«Osos pardos» (Grizzly Bears): the Spanish name a player reads, the English one
        they search."""
        return f"«{self.name_es}» ({self.name})" if self.name_es != self.name else f"«{self.name}»"

    @property
    def ref(self) -> str:
        """The card named again after its first mention: «Osos pardos»."""
        return f"«{self.name_es}»"

    @property
    def pt(self) -> str:
        return f"{self.power}/{self.toughness}"

    @property
    def mana_value(self) -> int:
        return mana_value(self.mana_cost)

    def line(self) -> str:
        """The card in the list under a prompt: names, Spanish type line, cost, P/T, then the
        Oracle text in a labelled block, one line of the card a line (the rules text in force,
        in English), and the printed Spanish text beside it where the data has it."""
        numbers = f", {self.pt}" if self.power is not None else ""
        cost = f", {self.mana_cost}" if self.mana_cost else ""
        lines = [f"- {self.shown}: {self.type_line}{cost}{numbers}."]
        if self.oracle:
            lines += [f"  {ORACLE_LABEL}", *_quoted(self.oracle)]
        if self.text_es:
            lines += [f"  {PRINTED_LABEL}", *_quoted(self.text_es)]
        return "\n".join(lines)


ORACLE_LABEL = "Texto Oracle (inglés):"
PRINTED_LABEL = "Texto impreso en español (puede no estar al día):"


def _quoted(text: str) -> list[str]:
    return [f"  > {line.strip()}" for line in text.splitlines() if line.strip()]


def mana_value(cost: str) -> int:
    """202.3: generic numbers count as their value, every other symbol as one (hybrid and
    Phyrexian symbols are not used by the templates)."""
    total = 0
    for symbol in _SYMBOL.findall(cost):
        total += int(symbol) if symbol.isdigit() else 0 if symbol == "X" else 1
    return total


def _number(text: str | None) -> int | None:
    return int(text) if text is not None and text.isdigit() else None


def printed_date(data: dict[str, object]) -> str:
    """The date of the card's Spanish printing ("ODY (2001-10-01)" -> "2001-10-01")."""
    source = str(data.get("es_source_set") or "")
    return source[source.find("(") + 1 : -1] if source.endswith(")") else ""


def _card(record: CardRecord, types: TypeLines) -> Card:
    return Card(
        name=record.name,
        name_es=record.name_es or record.name,
        oracle=record.oracle_text,
        text_es=record.text_es or "",
        type_line=(
            record.type_line_es
            if record.type_line_es and types.printed_agrees(record.type_line, record.type_line_es)
            else types.spanish(record.type_line)
        ),
        mana_cost=record.mana_cost,
        power=_number(record.power),
        toughness=_number(record.toughness),
    )


class SituationCards:
    """The named cards of the bundled data and the cards of each pool (chosen by their traits:
    bot.quiz.situations.pools), read once on first use (about half a second)."""

    def __init__(
        self, names: Iterable[str], source: Path = BUNDLED, pools: Iterable[Pool] = POOLS
    ) -> None:
        self._names = frozenset(names)
        self._source = source
        self._pools = tuple(pools)
        self._cards: dict[str, Card] | None = None
        self._records: dict[str, CardRecord] = {}
        self._found: dict[str, list[str]] = {p.name: [] for p in self._pools}
        self._pooled: dict[str, tuple[str, ...]] = {}
        self._types = TypeLines()
        # Each English subtype's word on its newest Spanish printing with one subtype.
        self._newest: dict[str, tuple[str, str]] = {}
        self._lock = threading.Lock()

    def _load(self) -> dict[str, Card]:
        with self._lock:
            if self._cards is None:
                records: list[CardRecord] = []
                types = self._types
                with gzip.open(self._source, "rt", encoding="utf-8") as lines:
                    for line in lines:
                        data = json.loads(line)
                        if data.get("type_line_es") and data.get("type_line"):
                            types.learn(data["type_line"], data["type_line_es"], printed_date(data))
                            self._learn_newest(data)
                        kept = [p.name for p in self._pools if p.keep(data)]
                        for pool in kept:
                            self._found[pool].append(data["name"])
                        if kept or data.get("name") in self._names:
                            records.append(card_from_json(data))
                for record in records:
                    self._records[record.name] = record
                self._cards = {r.name: _card(r, types) for r in records}
            return self._cards

    def get(self, name: str, *, says: str = "") -> Card:
        """The card, whose Oracle text contains ``says`` (what the template relies on)."""
        card = self._load().get(name)
        if card is None or says not in card.oracle:
            raise NoQuestion(f"the card data has no {name!r} saying {says!r}")
        return card

    def creature(self, name: str) -> Card:
        card = self.get(name)
        if card.power is None or card.toughness is None:
            raise NoQuestion(f"{name!r} has no fixed power and toughness")
        return card

    def card_named(self, typed: str) -> CardRecord | None:
        """The engine's CardSource: a situation's own cards, read whole by the engine."""
        self._load()
        return self._records.get(typed)

    def pool(self, pool: Pool) -> tuple[str, ...]:
        """The names of the pool's cards the rules engine reads whole, sorted (the same card
        for the same key on every run of the same data)."""
        from bot.engine.language.reading import read_card  # the engine, only when asked

        self._load()
        with self._lock:
            if pool.name not in self._pooled:
                names = sorted(set(self._found[pool.name]))
                self._pooled[pool.name] = tuple(
                    n for n in names
                    if self._current_types(n)
                    and (not pool.whole or not self._records[n].oracle_text
                         or not read_card(self._records[n]).unread)
                )  # fmt: skip
            return self._pooled[pool.name]

    def _current_types(self, name: str) -> bool:
        """Whether the card's shown Spanish type line is the one its types are worded with
        today (a pool has cards enough to leave out those printed with a type Oracle has
        renamed since, whose words would disagree with the newest printings)."""
        assert self._cards is not None  # loaded by pool() before it holds the lock
        shown = self._cards[name].type_line.split(_FACES)
        printed = self._records[name].type_line.split(_FACES)  # a face at a time (712)
        return len(shown) == len(printed) and all(
            self._current_face(s.casefold(), p) for s, p in zip(shown, printed, strict=True)
        )

    def _current_face(self, shown: str, printed: str) -> bool:
        if shown != self._types.spanish(printed).casefold():
            return False
        words = shown.partition(_DASH)[2].split()
        subtypes = printed.partition(_DASH)[2].split()
        return all(self._newest[t][1] in words for t in subtypes if t in self._newest)

    def _learn_newest(self, data: dict[str, object]) -> None:
        english, spanish = str(data["type_line"]), str(data["type_line_es"])
        words, words_es = english.partition(_DASH)[2].split(), spanish.partition(_DASH)[2].split()
        if "//" in english or len(words) != 1 or len(words_es) != 1:
            return
        seen = (printed_date(data), words_es[0].casefold())
        self._newest[words[0]] = max(self._newest.get(words[0], seen), seen)

    def missing(self) -> list[str]:
        """Names no record has (a test keeps this empty)."""
        return sorted(self._names - set(self._load()))
