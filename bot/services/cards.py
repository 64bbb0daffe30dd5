"""Cards for every front end: a card by name (English or Spanish, typos allowed) with its
keywords tied to their rules, its rulings and legalities; names for autocomplete; and the cards
a rules question names, with the rules their abilities point to.

    answer = await juez.cards.card("elfos de lanowar", rulings=True)
    choices = await juez.cards.suggest("llano")
    found = await juez.cards.search("si bloqueo a Colossal Dreadmaw con dos 1/1…")  # /buscar
    found = await juez.cards.rule("¿se gira Serra Angel al atacar?")  # /regla: number or text

``search`` and ``rule`` are the one entry point of a rules question for every front end (the
cogs, the console, the CLI): the cards it names are taken into account there. How long the rules
search may run is the caller's ``timeout`` (the bot's lookup limit by default; a terminal, where
a person waits as for the plain lookup, passes a longer one).

Card data comes from Scryfall (bot.cards) and is kept in the store with an age limit
(JUEZ_CARD_CACHE_DAYS); Scryfall's address is JUEZ_SCRYFALL_URL. Saved cards answer without
network. Everything a user may read is a UserError (bot.cards.errors) or a Spanish note.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from bot.cards.finder import Found, Rulings
from bot.cards.models import Card, Ruling
from bot.cards.names import fold, may_name_cards
from bot.services.errors import ServiceError
from bot.services.models import CardAnswer, CardChoice, CardSearch, KeywordLink
from bot.services.threads import LOOKUP_TIMEOUT_S, in_thread
from index import numbers
from index.lookups.answers import LookupResult
from index.models import Kind

if TYPE_CHECKING:
    from bot.cards.finder import CardFinder
    from bot.cards.hints import QuestionCards
    from bot.services.lookups import Lookups
    from bot.settings import CardSettings
    from bot.storage.interface import Store

log = logging.getLogger(__name__)

LINKS_TIMEOUT_S = 10.0  # the first keyword lookup may open the index (the terminal)
WORDS_TIMEOUT_S = 10.0
# The cards of a question, all in: saved names answer at once; Scryfall is asked only while it
# answers (after a failed connection the client stays offline for a while), within the finder's
# QUESTION_BUDGET_S. Past this the rules are searched without the cards.
QUESTION_CARDS_TIMEOUT_S = 4.0
SUGGEST_TIMEOUT_S = 1.5  # card autocomplete: store and card API together
MAX_CHOICES = 25  # Discord's limit for autocomplete
CHOICE_MAX = 100  # characters of a choice's name and value


def _stale_note(fetched_at: float, problem: str | None) -> str:
    day = dt.datetime.fromtimestamp(fetched_at, dt.UTC).strftime("%d/%m/%Y")
    why = {
        "offline": "no hay conexión con Scryfall",
        "slow": "Scryfall no respondió a tiempo",
        "throttled": "Scryfall pidió esperar",
        "server": "Scryfall respondió con un error",
    }.get(problem or "", "Scryfall no se pudo consultar")
    return f"Datos guardados el {day}: {why}, así que podrían no estar al día."


def _rulings_note(rulings: Rulings) -> str | None:
    if rulings.rulings is None:
        return (
            "Los fallos (rulings) no se pudieron consultar ahora y no estaban guardados; "
            "prueba de nuevo más tarde."
        )
    if rulings.stale and rulings.fetched_at is not None:
        return "Fallos: " + _stale_note(rulings.fetched_at, rulings.problem)
    return None


class CardService:
    def __init__(
        self,
        database: Callable[[], Store | None],
        lookups: Lookups,
        settings: CardSettings | None = None,
        *,
        finder: CardFinder | None = None,
    ) -> None:
        self._database = database
        self._lookups = lookups
        self._settings = settings
        self._finder = finder
        self._links: dict[str, KeywordLink] = {}
        self._ability_words: str | None = None

    @property
    def finder(self) -> CardFinder:
        """The Scryfall client and the cache, made on first use (JUEZ_SCRYFALL_URL read then)."""
        if self._finder is None:
            from bot.cards.cache import CardCache
            from bot.cards.client import ScryfallClient
            from bot.cards.finder import CardFinder
            from bot.settings import CardSettings

            settings = self._settings or CardSettings()
            cache = CardCache(self._database, max_age_days=settings.card_cache_days)
            self._finder = CardFinder(ScryfallClient(settings.scryfall_url), cache)
        return self._finder

    async def aclose(self) -> None:
        """Close the HTTP session (the bot on shutdown; the terminal after each command)."""
        if self._finder is not None:
            await self._finder.client.aclose()

    # -- one card -------------------------------------------------------------------------------
    async def card(self, name: str, *, rulings: bool = False) -> CardAnswer:
        """A card by English or Spanish name (typos allowed); CardNotFound or CardsUnavailable
        (UserErrors) otherwise. ``rulings``: also its rulings (from Scryfall or saved)."""
        found: Found = await self.finder.find(name)
        notes = [_stale_note(found.fetched_at, found.problem)] if found.stale else []
        answer_rulings: list[Ruling] | None = None
        if rulings:
            fetched = await self.finder.rulings(found.card)
            answer_rulings = fetched.rulings
            if (note := _rulings_note(fetched)) is not None:
                notes.append(note)
        return CardAnswer(
            query=name,
            card=found.card,
            keywords=await self.keyword_links_async(found.card),
            rulings_asked=rulings,
            rulings=answer_rulings,
            fetched_at=dt.datetime.fromtimestamp(found.fetched_at, dt.UTC),
            stale=found.stale,
            notes=notes,
        )

    async def suggest(self, typed: str) -> list[CardChoice]:
        """Choices for an autocomplete box: saved names in both languages, Scryfall's English
        completions; never an error (an empty list when nothing is known)."""
        try:
            # Discord drops an autocomplete answer after 3 s: a late one is worth nothing.
            names = await asyncio.wait_for(
                self.finder.suggest(typed, limit=MAX_CHOICES), SUGGEST_TIMEOUT_S
            )
        except Exception:  # autocomplete must answer whatever happens (a timeout too)
            log.exception("autocompletado de cartas")
            return []
        choices: list[CardChoice] = []
        for known in names:
            shown = known.shown
            if known.lang == "es" and fold(known.english) != fold(shown):
                shown = f"{shown} ({known.english})"
            value = known.english if len(known.english) <= CHOICE_MAX else known.shown
            if value and len(value) <= CHOICE_MAX:
                choices.append(CardChoice(name=shown[:CHOICE_MAX], value=value))
        return choices

    # -- keywords and their rules -------------------------------------------------------------
    async def keyword_links_async(self, card: Card) -> list[KeywordLink]:
        try:
            return await in_thread(self.keyword_links, card, timeout=LINKS_TIMEOUT_S)
        except ServiceError as err:  # the card is worth showing without its rule numbers
            log.warning("reglas de las palabras clave de %s: %s", card.name, err)
            return [_link(k, None) for k in card.keywords]

    def keyword_links(self, card: Card) -> list[KeywordLink]:
        """Each keyword on the card with the rule that defines it (service.lookups.keyword)."""
        links = []
        for keyword in card.keywords:
            if keyword not in self._links:
                self._links[keyword] = self._find_rule(keyword)
            links.append(self._links[keyword])
        return links

    def _find_rule(self, keyword: str) -> KeywordLink:
        result = self._lookups.keyword(keyword)
        for hit in result.results:
            defines = hit.kind is Kind.RULE and hit.role == "rule_text"
            if defines and fold(hit.title) == fold(keyword):
                return _link(keyword, hit.id)
        if re.search(rf"\b{re.escape(keyword.lower())}\b", self._ability_word_text()):
            return _link(keyword, "207.2c")
        return _link(keyword, None)

    def _ability_word_text(self) -> str:
        if self._ability_words is None:
            found = self._lookups.rule("207.2c", "actual")
            texts = [h.text for h in found.results if h.id == "207.2c"]
            self._ability_words = " ".join(texts).lower()
        return self._ability_words

    # -- cards named in a question --------------------------------------------------------------
    async def question_cards(self, question: str) -> QuestionCards:
        """The cards ``question`` names (saved, or found within a few seconds) and their hints."""
        from bot.cards.hints import QuestionCards, named_in, question_cards

        if not may_name_cards(question):  # nothing capitalised: no store, no network
            return QuestionCards()
        # The index says which capitalised words the rules use (microseconds a word), in a
        # worker: the first question of a terminal command may open the index.
        named = await in_thread(named_in, question, self._lookups.knows, timeout=WORDS_TIMEOUT_S)
        return await question_cards(named, self.finder)

    async def _cards_or_none(self, question: str) -> QuestionCards | None:
        """question_cards, or None when finding them failed or took too long: the cards only
        add to an answer, which must come without them."""
        try:
            return await asyncio.wait_for(self.question_cards(question), QUESTION_CARDS_TIMEOUT_S)
        except Exception as err:  # noqa: BLE001 (any failure: the search goes on without cards)
            log.warning("cartas de la pregunta «%s» no consultadas: %r", question[:80], err)
            return None

    async def search(
        self, question: str, source: str | None = None, *, timeout: float = LOOKUP_TIMEOUT_S
    ) -> CardSearch:
        """/buscar and `juez buscar`: the rules search of ``question``, with the rules words of
        the cards it names as hints (their rules rank higher) and the cards to show beside.
        ``timeout``: seconds the rules search may run (ServiceError past them)."""
        found = await self._cards_or_none(question)
        terms = found.terms if found is not None else {}
        result = await in_thread(
            self._lookups.search, question, source, hints=terms, timeout=timeout
        )
        return _card_search(result, found)

    async def rule(
        self,
        query: str,
        edition: str | None = None,
        preferred: str | None = None,
        *,
        timeout: float = LOOKUP_TIMEOUT_S,
    ) -> CardSearch:
        """/regla and `juez regla`: a rule by number as service.lookups.rule gives it; text
        searches the rules as ``search`` does, with the cards it names, within ``timeout``."""
        if numbers.parse_user_number(query or "") is not None or not (query or "").strip():
            result = await in_thread(self._lookups.rule, query, edition, preferred, timeout=timeout)
            return CardSearch(result=result)
        found = await self._cards_or_none(query)
        terms = found.terms if found is not None else {}
        result = await in_thread(
            self._lookups.rule, query, edition, preferred, hints=terms, timeout=timeout
        )
        return _card_search(result, found)


def _card_search(result: LookupResult, found: QuestionCards | None) -> CardSearch:
    if found is None or not found.cards:
        return CardSearch(result=result)
    return CardSearch(
        result=result,
        cards=list(found.cards),
        hints=[h.label for h in found.hints],
        terms=found.terms,
    )


def _link(keyword: str, rule: str | None) -> KeywordLink:
    from bot.cards.keywords import spanish_name

    if rule is None:
        kind: Literal["keyword", "action", "ability_word", "unknown"] = "unknown"
    elif rule == "207.2c":
        kind = "ability_word"
    elif rule.startswith("701."):
        kind = "action"
    else:
        kind = "keyword"
    return KeywordLink(name=keyword, spanish=spanish_name(keyword), rule=rule, kind=kind)
