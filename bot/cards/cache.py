"""Saved card data, in the store (SQLite or PostgreSQL), with an age limit.

What is kept, each as one JSON entry with the moment it was fetched (bot.storage's card_cache):
- ``card:<oracle id>``: a Card (bot.cards.models) with its Spanish print;
- ``name:<folded name>``: which card a name means (English, Spanish, each face, and what a
  user typed that led to the card, so a typo costs one request once);
- ``rulings:<oracle id>``: its rulings.

An entry older than ``max_age`` is *stale*: the finder asks Scryfall again, and keeps serving
the stale entry when Scryfall cannot be reached. Without a store (none opened), entries live in
memory for the process. The names of every saved card are also held in memory (a NameIndex),
read again from the store every few minutes, so typos match without a query per keystroke.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from pydantic import ValidationError

from bot.cards.models import Card, Ruling
from bot.cards.names import KnownName, NameIndex
from bot.storage.records import CachedEntry
from index.fold import fold

if TYPE_CHECKING:
    from bot.storage.interface import CardCacheStore, Store

log = logging.getLogger(__name__)

T = TypeVar("T")
DAY_S = 86400.0
NAMES_RELOAD_S = 300.0  # other processes (shards) save cards too
CARD, NAME, RULINGS = "card", "name", "rulings"
FORMAT = 1  # of the JSON bodies; a body of another format is ignored (fetched again)


@dataclass(frozen=True)
class Saved(Generic[T]):
    value: T
    fetched_at: float  # UTC epoch seconds
    stale: bool

    @property
    def when(self) -> dt.datetime:
        return dt.datetime.fromtimestamp(self.fetched_at, dt.UTC)


class CardCache:
    def __init__(
        self,
        store: Callable[[], Store | None],
        *,
        max_age_days: float = 7.0,
        clock: Callable[[], float] = time.time,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._store = store
        self.max_age_s = max_age_days * DAY_S
        self.clock = clock
        self.monotonic = monotonic
        self._memory: dict[str, CachedEntry] = {}  # when no store is open
        self._names: NameIndex | None = None
        self._names_read_at = 0.0

    # -- entries --------------------------------------------------------------------------------
    def _repo(self) -> CardCacheStore | None:
        store = self._store()
        return store.cards if store is not None else None

    async def _get(self, keys: Sequence[str]) -> dict[str, CachedEntry]:
        repo = self._repo()
        if repo is None:
            return {k: self._memory[k] for k in keys if k in self._memory}
        try:
            return await repo.get(keys)
        except Exception as err:  # a failing store must not stop a lookup: go to the network
            log.warning("caché de cartas ilegible: %s", err)
            return {}

    async def _put(self, entries: Sequence[CachedEntry]) -> None:
        repo = self._repo()
        if repo is None:
            self._memory.update((e.key, e) for e in entries)
            return
        try:
            await repo.put(entries)
        except Exception as err:  # the answer is already in hand; keeping it is a bonus
            log.warning("no se pudo guardar en la caché de cartas: %s", err)

    def _saved(self, entry: CachedEntry, value: T) -> Saved[T]:
        return Saved(value, entry.fetched_at, self.clock() - entry.fetched_at > self.max_age_s)

    @staticmethod
    def _body(value: object) -> str:
        return json.dumps({"format": FORMAT, "value": value}, ensure_ascii=False)

    @staticmethod
    def _value(entry: CachedEntry) -> object:
        try:
            body = json.loads(entry.body)
        except ValueError:
            return None
        if not isinstance(body, dict) or body.get("format") != FORMAT:
            return None
        return body.get("value")

    # -- cards ----------------------------------------------------------------------------------
    async def card(self, oracle_id: str) -> Saved[Card] | None:
        entry = (await self._get([f"{CARD}:{oracle_id}"])).get(f"{CARD}:{oracle_id}")
        if entry is None:
            return None
        try:
            card = Card.model_validate(self._value(entry))
        except ValidationError:
            return None
        return self._saved(entry, card)

    async def card_named(self, typed: str) -> Saved[Card] | None:
        """The card saved under exactly this name (folded), in either language."""
        key = f"{NAME}:{fold(typed, 'name')}"
        entry = (await self._get([key])).get(key)
        if entry is None:
            return None
        known = _known(self._value(entry))
        return await self.card(known.oracle_id) if known is not None else None

    async def put_card(self, card: Card, typed: Iterable[str] = ()) -> None:
        """Save a card, the names it has and the names that led to it."""
        now = self.clock()
        names = _names_of(card)
        for text in typed:
            if fold(text, "name") and all(
                fold(text, "name") != fold(n.shown, "name") for n in names
            ):
                names.append(KnownName(text, card.oracle_id, card.name, "typed"))
        entries = [
            CachedEntry(
                key=f"{CARD}:{card.oracle_id}",
                kind=CARD,
                body=self._body(card.model_dump(mode="json")),
                fetched_at=now,
            )
        ]
        entries += [
            CachedEntry(key=f"{NAME}:{fold(n.shown, 'name')}", kind=NAME, fetched_at=now,
                        body=self._body({"shown": n.shown, "oracle_id": n.oracle_id,
                                         "english": n.english, "lang": n.lang}))
            for n in names
            if fold(n.shown, "name")
        ]  # fmt: skip
        await self._put(entries)
        if self._names is not None:
            for name in names:
                if name.lang != "typed":
                    self._names.add(name)

    # -- rulings --------------------------------------------------------------------------------
    async def rulings(self, oracle_id: str) -> Saved[list[Ruling]] | None:
        key = f"{RULINGS}:{oracle_id}"
        entry = (await self._get([key])).get(key)
        value = self._value(entry) if entry is not None else None
        if entry is None or not isinstance(value, list):
            return None
        try:
            return self._saved(entry, [Ruling.model_validate(r) for r in value])
        except ValidationError:
            return None

    async def put_rulings(self, oracle_id: str, rulings: Sequence[Ruling]) -> None:
        value = [r.model_dump(mode="json") for r in rulings]
        await self._put([CachedEntry(key=f"{RULINGS}:{oracle_id}", kind=RULINGS,
                                     body=self._body(value), fetched_at=self.clock())])  # fmt: skip

    # -- every saved name -------------------------------------------------------------------------
    async def names(self) -> NameIndex:
        """The names of every saved card (not what users typed), read again now and then."""
        if self._names is not None and self.monotonic() - self._names_read_at < NAMES_RELOAD_S:
            return self._names
        repo = self._repo()
        entries: Iterable[CachedEntry]
        if repo is None:
            entries = [e for e in self._memory.values() if e.kind == NAME]
        else:
            try:
                entries = await repo.of_kind(NAME)
            except Exception as err:
                log.warning("nombres de cartas guardadas ilegibles: %s", err)
                entries = []
        known = [k for e in entries if (k := _known(self._value(e))) and k.lang != "typed"]
        self._names = NameIndex(known)
        self._names_read_at = self.monotonic()
        return self._names

    async def purge(self, older_than_days: float) -> int:
        """Forget entries fetched more than that many days ago; how many."""
        repo = self._repo()
        before = self.clock() - older_than_days * DAY_S
        if repo is None:
            old = [k for k, e in self._memory.items() if e.fetched_at < before]
            for key in old:
                del self._memory[key]
            return len(old)
        return await repo.purge(before)


def _names_of(card: Card) -> list[KnownName]:
    names = [KnownName(card.name, card.oracle_id, card.name, "en")]
    names += [KnownName(f.name, card.oracle_id, card.name, "en") for f in card.faces]
    if card.spanish_name:
        names.append(KnownName(card.spanish_name, card.oracle_id, card.name, "es"))
    names += [
        KnownName(f.printed_name, card.oracle_id, card.name, "es")
        for f in card.faces
        if f.printed_name
    ]
    unique: dict[str, KnownName] = {}
    for name in names:
        unique.setdefault(fold(name.shown, "name"), name)
    return list(unique.values())


def _known(value: object) -> KnownName | None:
    if not isinstance(value, dict):
        return None
    fields = [value.get(k) for k in ("shown", "oracle_id", "english", "lang")]
    if not all(isinstance(f, str) for f in fields):
        return None
    return KnownName(*(str(f) for f in fields))
