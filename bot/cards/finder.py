"""Finding a card by the name a person typed: saved cards first, then Scryfall, in both languages.

The order of a lookup (``CardFinder.find``):
1. a card saved under that very name (English, Spanish, a face, or a typo that led to it
   before), while it is younger than the age limit: no request at all;
2. Scryfall's fuzzy name search (/cards/named?fuzzy=), which corrects typos in English names;
3. when that finds nothing, or something too unlike what was typed, a search of the Spanish
   printed names (/cards/search with ``lang:es``): the words as typed, then their first letters
   (a typo late in a word), the results ranked by how alike their printed name is;
4. the newest Spanish print of the card (``oracleid:… lang:es``), for the Spanish text.
When Scryfall cannot be reached a saved card answers even past the age limit, or the saved name
nearest to a typo, and the answer says the data may be old.
"""

from __future__ import annotations

import contextlib
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.cards import errors
from bot.cards.cache import CardCache, Saved
from bot.cards.client import ScryfallClient, ScryfallError, ScryfallProblem
from bot.cards.models import Card, Ruling, card_from_scryfall, is_card, ruling_from_scryfall
from bot.cards.names import similarity
from index.fold import fold

log = logging.getLogger(__name__)

LOOKUP_BUDGET_S = 8.0  # a whole lookup: at most 4 requests, 2 a second on the slow endpoints
QUESTION_BUDGET_S = 3.0  # the cards named in a question, all of them
FUZZY_TRUST = 0.6  # a fuzzy answer this unlike what was typed may be a Spanish name's accident
SPANISH_MATCH = 0.75  # how alike a Spanish printed name must be to what was typed
QUESTION_MATCH = 0.85  # stricter: a capitalised word in a question is often no card at all
PREFIX = 4  # letters of each word kept when searching again for a mistyped Spanish name
SUGGESTIONS = 5
AUTOCOMPLETE_MEMORY = 512
AUTOCOMPLETE_TTL_S = 3600.0
_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")


@dataclass(frozen=True)
class Found:
    """A card as answered: ``stale`` when it is older than the age limit because Scryfall could
    not be asked (``problem`` says why), so the answer can say its data may be old."""

    card: Card
    fetched_at: float
    stale: bool = False
    problem: str | None = None  # ScryfallProblem.reason
    from_cache: bool = False


@dataclass(frozen=True)
class Rulings:
    rulings: list[Ruling] | None  # None: they could not be fetched now
    fetched_at: float | None = None
    stale: bool = False
    problem: str | None = None


def checked_name(typed: str) -> str:
    """The name as typed, spaces tidied; a Spanish UserError when it is empty or too long."""
    name = " ".join((typed or "").split())
    if not fold(name, "name"):
        raise errors.CardNotFound(errors.name_missing())
    if len(name) > errors.MAX_NAME:
        raise errors.CardNotFound(errors.too_long(len(name)))
    return name


def _problem_message(problem: ScryfallProblem, name: str) -> str:
    if problem.reason == "offline":
        return errors.offline(name)
    if problem.reason == "slow":
        return errors.slow(name)
    if problem.reason == "throttled":
        return errors.throttled(name, problem.wait)
    if problem.reason == "server":
        return errors.server_error(name, problem.status or 500)
    return errors.unexpected(name)


def _words(typed: str) -> list[str]:
    """The words of a name, without anything Scryfall's search syntax would read."""
    return _WORD.findall(typed)


class CardFinder:
    def __init__(
        self,
        client: ScryfallClient,
        cache: CardCache,
        *,
        budget: float = LOOKUP_BUDGET_S,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.client = client
        self.cache = cache
        self.budget = budget
        self.monotonic = monotonic
        self._completions: OrderedDict[str, tuple[float, list[str]]] = OrderedDict()

    # -- one card -------------------------------------------------------------------------------
    async def find(self, typed: str, *, budget: float | None = None, patient: bool = True) -> Found:
        """``patient=False``: a refused connection is not tried again (the caller has an
        answer without Scryfall, which would only add to it)."""
        name = checked_name(typed)
        deadline = self.monotonic() + (self.budget if budget is None else budget)
        saved = await self.cache.card_named(name)
        if saved is not None and not saved.stale and saved.value.spanish_checked:
            return Found(saved.value, saved.fetched_at, from_cache=True)
        try:
            card = await self._from_scryfall(name, saved, deadline, patient)
        except ScryfallProblem as problem:
            fallback = saved or await self._nearest_saved(name)
            if fallback is None:
                raise errors.CardsUnavailable(_problem_message(problem, name)) from problem
            log.info("carta «%s» de la caché (%s)", name, problem.reason)
            return Found(
                fallback.value, fallback.fetched_at, stale=fallback.stale,
                problem=problem.reason, from_cache=True,
            )  # fmt: skip
        await self.cache.put_card(card, typed=[name])
        return Found(card, self.cache.clock())

    async def _nearest_saved(self, name: str) -> Saved[Card] | None:
        names = await self.cache.names()
        hit = names.exact(name) or next(iter(names.closest(name, limit=1)), None)
        return await self.cache.card(hit.oracle_id) if hit is not None else None

    async def _from_scryfall(
        self, name: str, saved: Saved[Card] | None, deadline: float, patient: bool = True
    ) -> Card:
        if saved is not None:  # known card, too old or without its Spanish print: refresh it
            return await self._by_oracle_id(saved.value, deadline, patient)
        english: dict[str, Any] | None = None
        refusal: ScryfallError | None = None
        try:
            # The first request: a refused connection leaves the client offline for a while,
            # so the requests after it are not even tried.
            english = await self.client.named_fuzzy(name, deadline=deadline, patient=patient)
        except ScryfallError as err:
            refusal = err
        if english is not None and not is_card(english):
            raise ScryfallProblem("unexpected")
        if english is not None and _trust(name, english):
            return await self._with_spanish(english, deadline)
        # An ambiguous name is part of several English names: no Spanish name to look for.
        if refusal is None or not refusal.ambiguous:
            spanish = await self._spanish_named(name, deadline, cutoff=SPANISH_MATCH)
            if spanish is not None:
                return card_from_scryfall(spanish, spanish)
        if english is not None:
            return await self._with_spanish(english, deadline)
        raise await self._not_found(name, refusal, deadline)

    async def _with_spanish(self, english: dict[str, Any], deadline: float) -> Card:
        """The card with its newest Spanish print; without it when that search fails (the
        next lookup tries again)."""
        oracle_id = str(english.get("oracle_id") or "")
        try:
            spanish = await self._spanish_print(oracle_id, deadline) if oracle_id else None
        except ScryfallProblem as problem:
            log.info("sin impresión española de %s por ahora: %s", english.get("name"), problem)
            return card_from_scryfall(english, None, spanish_checked=False)
        return card_from_scryfall(english, spanish)

    async def _by_oracle_id(self, known: Card, deadline: float, patient: bool = True) -> Card:
        """A saved card fetched again: its prints in English and Spanish, in one search."""
        prints = await self.client.search(
            f"oracleid:{known.oracle_id} (lang:en or lang:es)",
            deadline=deadline, unique="prints", order="released", direction="desc",
            patient=patient,
        )  # fmt: skip
        english = next((p for p in prints if p.get("lang") == "en" and is_card(p)), None)
        spanish = next((p for p in prints if p.get("lang") == "es" and is_card(p)), None)
        base = english or spanish
        if base is None:
            raise ScryfallProblem("unexpected")
        return card_from_scryfall(base, spanish)

    async def _spanish_print(self, oracle_id: str, deadline: float) -> dict[str, Any] | None:
        if not re.fullmatch(r"[0-9a-f-]{36}", oracle_id):
            return None
        prints = await self.client.search(
            f"oracleid:{oracle_id} lang:es", deadline=deadline, unique="prints",
            order="released", direction="desc",
        )  # fmt: skip
        return next((p for p in prints if is_card(p) and p.get("printed_name")), None)

    async def _spanish_named(
        self, name: str, deadline: float, *, cutoff: float, tries: int = 3, patient: bool = True
    ) -> dict[str, Any] | None:
        """A Spanish print whose printed name is like ``name``: the words as typed, then the
        first four, then three letters of each word (a typo late in a word still matches)."""
        words = _words(name)
        queries = [" ".join(words)]
        for size in (PREFIX, PREFIX - 1):
            cut = " ".join(w[:size] for w in words if len(w) >= size)
            if cut and cut not in queries:
                queries.append(cut)
        for query in queries[:tries]:
            found = await self.client.search(f"lang:es {query}", deadline=deadline, patient=patient)
            best = max(
                (c for c in found if is_card(c) and c.get("printed_name")),
                key=lambda c: similarity(name, str(c.get("printed_name"))),
                default=None,
            )
            if best is not None and similarity(name, str(best["printed_name"])) >= cutoff:
                return best
        return None

    async def _not_found(
        self, name: str, refusal: ScryfallError | None, deadline: float
    ) -> errors.CardNotFound:
        # One name per card: the saved name nearest to what was typed (either language), then
        # Scryfall's English completions of other cards.
        nearby: dict[str, str] = {}
        for known in (await self.cache.names()).closest(name, cutoff=0.6):
            nearby.setdefault(fold(known.english, "name"), known.shown)
        with contextlib.suppress(ScryfallProblem, ScryfallError):
            for english in await self.completions(name, deadline=deadline):
                nearby.setdefault(fold(english, "name"), english)
        suggestions = list(nearby.values())[:SUGGESTIONS]
        if refusal is not None and refusal.ambiguous:
            return errors.CardNotFound(errors.ambiguous(name, suggestions), suggestions)
        return errors.CardNotFound(errors.not_found(name, suggestions), suggestions)

    # -- rulings --------------------------------------------------------------------------------
    async def rulings(self, card: Card, *, budget: float | None = None) -> Rulings:
        saved = await self.cache.rulings(card.oracle_id)
        if saved is not None and not saved.stale:
            return Rulings(saved.value, saved.fetched_at)
        deadline = self.monotonic() + (self.budget if budget is None else budget)
        try:
            raw = await self.client.rulings(card.scryfall_id, deadline=deadline)
        except (ScryfallProblem, ScryfallError) as err:
            reason = err.reason if isinstance(err, ScryfallProblem) else "unexpected"
            if saved is not None:
                return Rulings(saved.value, saved.fetched_at, stale=True, problem=reason)
            return Rulings(None, problem=reason)
        rulings = [r for item in raw if (r := ruling_from_scryfall(item)) is not None]
        await self.cache.put_rulings(card.oracle_id, rulings)
        return Rulings(rulings, self.cache.clock())

    # -- names as they are typed ----------------------------------------------------------------
    async def completions(self, typed: str, *, deadline: float) -> list[str]:
        """Scryfall's autocomplete (English names), remembered for an hour."""
        key = fold(typed, "name")
        if len(key) < 2:
            return []
        now = self.monotonic()
        hit = self._completions.get(key)
        if hit is not None and now - hit[0] < AUTOCOMPLETE_TTL_S:
            self._completions.move_to_end(key)
            return hit[1]
        names = await self.client.autocomplete(typed, deadline=deadline)
        self._completions[key] = (now, names)
        while len(self._completions) > AUTOCOMPLETE_MEMORY:
            self._completions.popitem(last=False)
        return names

    # -- cards named in a question --------------------------------------------------------------
    async def identify(self, name: str, *, deadline: float, remote: bool = True) -> Card | None:
        """The card a name in a question stands for, or None: saved names first, then (unless
        ``remote`` is False) one fuzzy request and one Spanish search, strictly (most
        capitalised words are no card)."""
        try:
            name = checked_name(name)
        except errors.CardError:
            return None
        saved = await self.cache.card_named(name)
        if saved is not None:
            return saved.value
        near = (await self.cache.names()).closest(name, limit=1, cutoff=QUESTION_MATCH)
        if near:
            hit = await self.cache.card(near[0].oracle_id)
            if hit is not None:
                return hit.value
        if not remote:
            return None
        try:
            card = await self._identify_remote(name, deadline)
        except (ScryfallProblem, ScryfallError) as err:
            log.info("«%s» no identificada ahora: %s", name, err)
            return None
        if card is not None:
            await self.cache.put_card(card, typed=[name])
        return card

    async def _identify_remote(self, name: str, deadline: float) -> Card | None:
        try:
            english = await self.client.named_fuzzy(name, deadline=deadline, patient=False)
        except ScryfallError:
            english = None
        if english is not None and is_card(english):
            names = [str(english["name"]), *(f.get("name", "") for f in _faces(english))]
            if max(similarity(name, n) for n in names) >= QUESTION_MATCH:
                return card_from_scryfall(english, None, spanish_checked=False)
        spanish = await self._spanish_named(
            name, deadline, cutoff=QUESTION_MATCH, tries=1, patient=False
        )
        return card_from_scryfall(spanish, spanish) if spanish is not None else None


def _faces(card: dict[str, Any]) -> list[dict[str, Any]]:
    faces = card.get("card_faces")
    return [f for f in faces if isinstance(f, dict)] if isinstance(faces, list) else []


def _trust(typed: str, card: dict[str, Any]) -> bool:
    """Whether a fuzzy answer is plainly what was typed (not a Spanish name's near miss)."""
    names = [str(card.get("name", "")), *(str(f.get("name", "")) for f in _faces(card))]
    key = fold(typed, "name")
    if any(key and key in fold(n, "name") for n in names):
        return True
    return max(similarity(typed, n) for n in names) >= FUZZY_TRUST
