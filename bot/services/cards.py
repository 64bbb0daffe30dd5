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

Card names are read first in the bundled card data (index.cards.catalog: every card, English
and Spanish names, typos), which answers without network. Scryfall (bot.cards) adds what the
data lacks when it answers: legalities, current rulings, cards newer than the data; what it
sends is kept in the store with an age limit (JUEZ_CARD_CACHE_DAYS); its address is
JUEZ_SCRYFALL_URL. Everything a user may read is a UserError (bot.cards.errors) or a Spanish
note.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from bot.cards import errors
from bot.cards.finder import Found, Rulings, checked_name
from bot.cards.models import (
    Card,
    Ruling,
    card_from_record,
    local_id,
    record_from_card,
    rulings_from_record,
)
from bot.cards.names import KnownName, may_name_cards
from bot.services.errors import ServiceError
from bot.services.models import (
    CardAnswer,
    CardChoice,
    CardSearch,
    KeywordLink,
    QuestionRuling,
    QuestionVerdict,
)
from bot.services.threads import LOOKUP_TIMEOUT_S, in_thread
from bot.services.verdicts import question_verdict
from index.fold import fold
from index.library import unsearchable
from index.lookups.answers import LookupResult
from index.models import Kind

if TYPE_CHECKING:
    from bot.cards.finder import CardFinder
    from bot.services.lookups import Lookups
    from bot.settings import CardSettings
    from bot.storage.interface import Store
    from index.cards.catalog import CardCatalog
    from index.cards.records import CardRecord

log = logging.getLogger(__name__)

LINKS_TIMEOUT_S = 10.0  # the first keyword lookup may open the index (the terminal)
WORDS_TIMEOUT_S = 10.0
# The cards of a question, all in: saved names answer at once; Scryfall is asked only while it
# answers (after a failed connection the client stays offline for a while), within the finder's
# QUESTION_BUDGET_S. Past this the rules are searched without the cards.
QUESTION_CARDS_TIMEOUT_S = 4.0
MAX_QUESTION_CARDS = 5  # cards shown beside the rules of one question
SUGGEST_TIMEOUT_S = 1.5  # card autocomplete: the bundled names only, within Discord's 3 s
MAX_CHOICES = 25  # Discord's limit for autocomplete
LOCAL_SOURCE = "datos de cartas de Juez (MTGJSON)"
FRESH_BUDGET_S = 4.0  # Scryfall asked for what the bundled data lacks (legalities, new rulings)
CATALOG_TIMEOUT_S = 30.0  # the first use may build the catalog's cache (seconds, once)
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
        catalog: Callable[[], CardCatalog | None] | None = None,
    ) -> None:
        self._database = database
        self._lookups = lookups
        self._settings = settings
        self._finder = finder
        self._catalog = catalog or (lambda: None)
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
        (UserErrors) otherwise. ``rulings``: also its rulings.

        The bundled data names the card; Scryfall, when it answers, gives the card with its
        legalities and current rulings; when it does not (or does not know the card), the
        bundled data answers alone."""
        checked = checked_name(name)
        exact, near, others = await self._local_card(checked)
        record = exact or near
        if record is None:
            return await self._scryfall_card(name, rulings=rulings)
        return _also_named(await self._known_card(name, checked, record, exact, rulings), others)

    async def _known_card(
        self,
        name: str,
        checked: str,
        record: CardRecord,
        exact: CardRecord | None,
        rulings: bool,
    ) -> CardAnswer:
        """The card the bundled data found, with what Scryfall adds when it answers."""
        # An exact name is asked of Scryfall as the data spells it; a near one as typed
        # (Scryfall knows cards newer than the data).
        asked = record.name if exact is not None else checked
        try:
            # The bundled data answers without Scryfall: a dead connection is tried once.
            found: Found | None = await self.finder.find(
                asked, budget=FRESH_BUDGET_S, patient=False
            )
        except errors.CardError as err:
            log.info("carta «%s» de los datos incluidos: %s", asked, err)
            found = None
        if found is not None and (
            exact is None or fold(found.card.name, "name") == fold(record.name, "name")
        ):
            answer = await self._answer(name, found, rulings=rulings)
            if rulings and answer.rulings is None and record.rulings:
                return _with_local_rulings(answer, record)
            return answer
        return await self._local_answer(name, record, rulings=rulings, near=exact is None)

    async def _scryfall_card(self, name: str, *, rulings: bool) -> CardAnswer:
        found: Found = await self.finder.find(name)
        return await self._answer(name, found, rulings=rulings)

    async def _answer(self, name: str, found: Found, *, rulings: bool) -> CardAnswer:
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

    async def _local_card(
        self, name: str
    ) -> tuple[CardRecord | None, CardRecord | None, tuple[str, ...]]:
        """(the card the bundled data names exactly, else the nearest to a typo, and the other
        cards the exact name also means: "Urborg" is a card and the short name of "Urborg, Tomb
        of Yawgmoth"), or Nones when the data is unavailable."""

        def read() -> tuple[CardRecord | None, CardRecord | None, tuple[str, ...]]:
            catalog = self.catalog()
            if catalog is None:
                return None, None, ()
            hit = catalog.exact(name)
            if hit is not None:
                return catalog.card(hit.card), None, hit.others
            near = catalog.closest(name, limit=1)
            return None, (catalog.card(near[0].card) if near else None), ()

        try:
            return await in_thread(read, timeout=CATALOG_TIMEOUT_S)
        except ServiceError as err:
            log.warning("datos de cartas no disponibles: %s", err)
            return None, None, ()

    def catalog(self) -> CardCatalog | None:
        """The bundled card data (None when it cannot be opened: Scryfall alone answers)."""
        try:
            return self._catalog()
        except Exception:  # noqa: BLE001 (a broken cache must not break /carta)
            log.exception("catálogo de cartas")
            return None

    async def _local_answer(
        self, name: str, record: CardRecord, *, rulings: bool, near: bool
    ) -> CardAnswer:
        card = card_from_record(record)
        notes = []
        if near:
            notes.append(
                f"No hay ninguna carta llamada exactamente «{name.strip()}»: es la de nombre "
                "más parecido en los datos incluidos."
            )
        notes.append(
            "Scryfall no respondió o no conoce la carta: datos incluidos con Juez (texto "
            "Oracle en inglés, nombre y texto impresos en español), sin legalidades."
        )
        if not card.spanish_name:
            notes.append(
                "Los datos incluidos no tienen el nombre en español de esta carta (faltan las "
                "colecciones de 2022 en adelante y algunas antiguas)."
            )
        answer = CardAnswer(
            query=name,
            card=card,
            keywords=await self.keyword_links_async(card),
            rulings_asked=rulings,
            fetched_at=_data_date(self.catalog()),
            notes=notes,
            source=LOCAL_SOURCE,
        )
        if not rulings:
            return answer
        if record.rulings:
            return _with_local_rulings(answer, record)
        note = (
            "Los fallos (rulings) no se pudieron consultar ahora y los datos incluidos no "
            "tienen ninguno de esta carta."
        )
        return answer.model_copy(update={"notes": [*answer.notes, note]})

    async def suggest(self, typed: str) -> list[CardChoice]:
        """Choices for an autocomplete box: names of the bundled data in both languages, and
        nothing else; never an error (an empty list when nothing is known).

        Discord asks on every keystroke and drops an answer after 3 s, so only local data
        answers here: the store and Scryfall may stall (a hung database, a slow network) and a
        late list is worth nothing. A card newer than the data is still found by /carta itself,
        which asks Scryfall for a name typed in full."""
        try:
            names = await self._local_names(typed, timeout=SUGGEST_TIMEOUT_S)
        except Exception:  # autocomplete must answer whatever happens
            log.exception("autocompletado de cartas")
            return []
        choices: list[CardChoice] = []
        for known in names[:MAX_CHOICES]:
            shown = known.shown
            if known.lang == "es" and fold(known.english, "name") != fold(shown, "name"):
                shown = f"{shown} ({known.english})"
            value = known.english if len(known.english) <= CHOICE_MAX else known.shown
            if value and len(value) <= CHOICE_MAX:
                choices.append(CardChoice(name=shown[:CHOICE_MAX], value=value))
        return choices

    async def _local_names(self, typed: str, *, timeout: float) -> list[KnownName]:
        def read() -> list[KnownName]:
            catalog = self.catalog()
            if catalog is None or not fold(typed, "name"):
                return []
            hits = catalog.starting(typed, limit=MAX_CHOICES) or catalog.closest(
                typed, limit=MAX_CHOICES, cutoff=0.6
            )
            return [KnownName(h.shown, local_id(h.english), h.english, h.lang) for h in hits]

        return await in_thread(read, timeout=timeout)

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
            if defines and fold(hit.title, "name") == fold(keyword, "name"):
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
    async def _unknown_cards(self, question: str, named: list[str]) -> tuple[list[Card], list[str]]:
        """Cards for the capitalised names of ``question`` that the bundled data did not take
        (``named``: the words it took): the saved cards and Scryfall, within a few seconds.
        Also the names found nowhere, for the answer to say so."""
        from bot.cards.unknown_names import find_cards, named_in

        if not may_name_cards(question):  # nothing capitalised: no store, no network
            return [], []
        # The index says which capitalised words the rules use (microseconds a word).
        readings = await in_thread(named_in, question, self._lookups.knows, timeout=WORDS_TIMEOUT_S)
        said = [fold(n, "name") for n in named]
        unknown = [r for r in readings if not any(_overlap(fold(r[0], "name"), s) for s in said)]
        if not unknown or len(named) >= MAX_QUESTION_CARDS:
            return [], []
        try:
            found = await asyncio.wait_for(
                find_cards(unknown, self.finder), QUESTION_CARDS_TIMEOUT_S
            )
        except Exception as err:  # noqa: BLE001 (any failure: the search goes on without them)
            log.warning("cartas de la pregunta «%s» no consultadas: %r", question[:80], err)
            return [], []
        names = {fold(n, "name") for card in found for n in card.names}
        missing = [r[0] for r in unknown if not any(fold(x, "name") in names for x in r)]
        return found, missing

    async def _card_search(
        self,
        question: str,
        search: Callable[[list[CardRecord]], LookupResult],
        timeout: float,
    ) -> CardSearch:
        """``search(extra_cards)`` with the cards of the bundled data the question names (the
        index reads them), then once more with the cards Scryfall found for the names the data
        lacks, when there are any. Each search within ``timeout`` seconds."""
        # The catalog's first open may build its cache (seconds, once): not within the bound
        # of the search itself.
        await in_thread(self.catalog, timeout=CATALOG_TIMEOUT_S)
        result = await in_thread(search, [], timeout=timeout)
        local = [c.typed for c in result.cards]
        remote, missing = await self._unknown_cards(question, local)
        if remote:
            extra = [record_from_card(card) for card in remote]
            result = await in_thread(search, extra, timeout=timeout)
        cards = await in_thread(self._shown_cards, result, remote, timeout=CATALOG_TIMEOUT_S)
        # Both read only the result: neither waits for the other.
        rulings, (verdict, note) = await asyncio.gather(
            self._rulings(question, result, timeout), self._verdict(question, result, timeout)
        )
        return CardSearch(
            result=result,
            cards=cards,
            unknown=missing,
            rulings=rulings,
            verdict=verdict,
            engine_note=note,
        )

    async def _verdict(
        self, question: str, result: LookupResult, timeout: float
    ) -> tuple[QuestionVerdict | None, str | None]:
        """The engine's answer when the question tells a situation it reads whole
        (bot.services.verdicts); nothing when it names no card of the data, cannot be read or
        run in time, or fails: the rules answer without it."""
        catalog = self.catalog()
        if not result.cards or catalog is None:
            return None, None
        named = [card.name for card in result.cards]
        try:
            return await in_thread(question_verdict, question, catalog, named, timeout=timeout)
        except ServiceError as err:
            log.warning("veredicto de «%s» no calculado: %s", question[:80], err)
        except Exception:  # noqa: BLE001 (an engine failure must not cost the rules answer)
            log.exception("veredicto de «%s»", question[:80])
        return None, None

    async def _rulings(
        self, question: str, result: LookupResult, timeout: float
    ) -> list[QuestionRuling]:
        """The named cards' bundled rulings that answer the question (index.cards.rulings);
        none when they cannot be read in time: the rules answer without them."""
        if not result.cards:
            return []
        try:
            found = await in_thread(self._lookups.rulings, question, result, timeout=timeout)
        except ServiceError as err:
            log.warning("fallos de la pregunta «%s» no leídos: %s", question[:80], err)
            return []
        return [
            QuestionRuling(
                card=m.card,
                card_es=m.card_es,
                date=m.date,
                text=m.text,
                rule=m.rule,
                changed=m.changed,
            )
            for m in found
        ]

    def _shown_cards(self, result: LookupResult, remote: list[Card]) -> list[Card]:
        """The cards of the answer (result.cards, in the question's order) as /carta shows
        them: from the bundled data, or as Scryfall sent them."""
        catalog = self.catalog()
        by_name = {card.name: card for card in remote}
        shown: list[Card] = []
        for named in result.cards[:MAX_QUESTION_CARDS]:
            if named.name in by_name:
                shown.append(by_name[named.name])
            elif catalog is not None and (record := catalog.card_named(named.name)):
                shown.append(card_from_record(record))
        return shown

    async def search(
        self, question: str, source: str | None = None, *, timeout: float = LOOKUP_TIMEOUT_S
    ) -> CardSearch:
        """/buscar and `juez buscar`: the rules search of ``question``; the cards it names point
        to the rules of what they do and how they meet (index.cards.interactions), and are
        shown beside. ``timeout``: seconds each rules search may run (ServiceError past them)."""

        if (refused := unsearchable(question)) is not None:  # before any card is looked for
            return CardSearch(result=refused)

        def search(extra: list[CardRecord]) -> LookupResult:
            return self._lookups.search(question, source, extra_cards=extra)

        return await self._card_search(question, search, timeout)

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
        from index.query_kind import QueryKind

        read = self._lookups.read(query)
        if read.is_rule or read.kind is QueryKind.EMPTY:
            result = await in_thread(self._lookups.rule, query, edition, preferred, timeout=timeout)
            return CardSearch(result=result)

        if (refused := unsearchable(query)) is not None:
            return CardSearch(result=refused)

        def search(extra: list[CardRecord]) -> LookupResult:
            return self._lookups.rule(query, edition, preferred, extra_cards=extra)

        return await self._card_search(query, search, timeout)


def _overlap(a: str, b: str) -> bool:
    """Whether two folded names share a word run: "sheoldred" and "sheoldred the apocalypse"."""
    return bool(a and b) and (a in b or b in a)


def _data_date(catalog: CardCatalog | None) -> dt.datetime:
    """The day the card data's texts are current to."""
    if catalog is None:
        return dt.datetime.now(dt.UTC)
    return dt.datetime.combine(catalog.data_date, dt.time(), dt.UTC)


def _with_local_rulings(answer: CardAnswer, record: CardRecord) -> CardAnswer:
    rulings = rulings_from_record(record)
    newest = dt.date.fromisoformat(rulings[-1].published_at).strftime("%d/%m/%Y")
    note = (
        f"Fallos de los datos incluidos con Juez, el más reciente del {newest}: las reglas han "
        "cambiado desde entonces, compruébalos antes de aplicarlos."
    )
    return answer.model_copy(update={"rulings": rulings, "notes": [*answer.notes, note]})


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


MAX_ALSO_NAMED = 3  # other cards a name also means, named in the answer


def _also_named(answer: CardAnswer, others: tuple[str, ...]) -> CardAnswer:
    """The answer with a note naming the other cards the typed name also means, and how to ask
    for one of them (its full name)."""
    if not others:
        return answer
    shown = others[:MAX_ALSO_NAMED]
    more = f" y {len(others) - len(shown)} más" if len(others) > len(shown) else ""
    note = (
        f"Con ese nombre también hay otras cartas: {', '.join(shown)}{more}. Para ver otra, "
        f"escribe su nombre completo, por ejemplo «{shown[0]}»."
    )
    return answer.model_copy(update={"notes": [*answer.notes, note]})
