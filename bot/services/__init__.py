"""The facade every front end calls: the CLI, the offline console and the Discord cogs.

    juez = JuezService(data_dir)
    juez.lookups.rule("104.3c")            # rules, search, keywords, glossary (sync)
    juez.scenarios.run('combate …')        # the rules engine
    juez.quiz.start(owner_id=1)            # rounds; answers, stats and reviews are async
    await juez.guilds.get(guild_id)        # per-server settings
    await juez.open_database(path)         # the store: PostgreSQL if JUEZ_DATABASE_URL, else path
    await in_thread(juez.lookups.search, "robar")   # any sync call, off the event loop
    await juez.cards.card("Elfos de Llanowar")      # cards (Scryfall, saved in the store)
    juez.editions.add(Path("reglas.pdf"))           # a new rules edition, indexed at once

The corpus, the index and the question bank are opened on first use, each once (Lazy), so a
command loads only what it needs. Every error a user may read is a UserError.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Literal

from bot.services.errors import ServiceError
from bot.services.lazy import Lazy
from bot.services.lookups import Lookups
from bot.services.scenarios import Scenarios
from bot.services.threads import LOOKUP_TIMEOUT_S, in_thread
from index.errors import UserError

if TYPE_CHECKING:
    from bot.quiz import QuestionBank
    from bot.services.cards import CardService
    from bot.services.editions import EditionService
    from bot.services.guilds import GuildSettingsService
    from bot.services.interactions import InteractionStateService
    from bot.services.quiz import QuizService
    from bot.storage import Store
    from index.cards.catalog import CardCatalog
    from index.cards.kinds.stored import Built
    from index.corpus import Corpus
    from index.editions.edition_catalog import EditionCatalog
    from index.library import Library


class JuezService:
    def __init__(
        self,
        data_dir: Path,
        *,
        default_edition: str | None = None,
        library: Library | None = None,
        database_url: str | None | Literal[False] = None,
    ) -> None:
        """``library``: one already open (tests, benchmarks) instead of opening data_dir's.
        ``database_url``: the PostgreSQL store to use; None reads JUEZ_DATABASE_URL when the
        store is opened, False means the SQLite file given to open_database whatever is set.
        """
        self.data_dir = data_dir
        self._database_url = database_url
        self._corpus: Lazy[Corpus] = Lazy(self._load_corpus)
        self._library: Lazy[Library] = Lazy(self._open_library)
        if library is not None:
            self._library.replace(library)
        self._bank: Lazy[QuestionBank] = Lazy(self._build_bank)
        self._quiz: Lazy[QuizService] = Lazy(self._quiz_service)
        self._cards: Lazy[CardService] = Lazy(self._card_service)
        self._card_catalog: Lazy[CardCatalog] = Lazy(self._open_card_catalog)
        self.database: Store | None = None  # opened by open_database(); quizzes store here
        self.lookups = Lookups(
            self._library.get, lambda: self.corpus, default_edition=default_edition
        )
        self.scenarios = Scenarios(lambda: self._card_catalog.get())
        self._guilds: Lazy[GuildSettingsService] = Lazy(self._guild_service)

    # -- what is opened on first use -----------------------------------------------------------
    def _load_corpus(self) -> Corpus:
        import gc

        from index.corpus_loader import load_corpus

        # Parsed once, then read from the cache beside the index. The corpus lives as long as
        # the process: frozen, its objects are no longer rescanned by every garbage collection
        # (about 0.2 s of a one-shot `juez regla`).
        # With the editions the user added (juez indice añadir, juez actualizar).
        corpus = load_corpus(cache_dir=self.data_dir, added_from=self.data_dir)
        gc.freeze()
        return corpus

    def _open_library(self, *, rebuild: bool = False) -> Library:
        from bot.services.card_kinds import register_engine_reader
        from index.library import Library

        register_engine_reader()  # a card's kinds come from the engine's reading (cheap)
        return Library(self.corpus, self.data_dir, rebuild=rebuild)

    def _build_bank(self) -> QuestionBank:
        from bot.quiz import QuestionBank
        from index.editions.cache import alignment_for

        # The bank asks the alignment which texts still hold: read it from beside the index
        # (about 30 ms) instead of computing it again (about 0.8 s).
        alignment_for(self.corpus, self.data_dir)
        return QuestionBank(self.corpus)

    def _guild_service(self) -> GuildSettingsService:
        # The store's modules are imported only by what stores something: not by a lookup.
        from bot.services.guilds import GuildSettingsService, edition_names

        return GuildSettingsService(lambda: self.database, lambda: edition_names(self.corpus))

    def _quiz_service(self) -> QuizService:
        # The quiz package (generators, engine templates) is imported only by a quiz command.
        from bot.services.quiz import QuizService

        return QuizService(self._bank.get, lambda: self.database, lambda: self._bank.loaded)

    def _card_service(self) -> CardService:
        # aiohttp and the card client are imported only by a card command.
        from bot.services.cards import CardService

        return CardService(lambda: self.database, self.lookups, catalog=self._card_catalog.get)

    def _open_card_catalog(self) -> CardCatalog:
        # An open library holds the catalog; a card command alone opens only the catalog.
        library = self._library.peek()
        if library is not None:
            return library.cards
        from index.cards.catalog import CardCatalog

        return CardCatalog.open(self.data_dir)

    @property
    def corpus(self) -> Corpus:
        # An open library holds the corpus it was built from: never parse it twice.
        library = self._library.peek()
        return library.corpus if library is not None else self._corpus.get()

    @property
    def library(self) -> Library:
        return self._library.get()

    @property
    def catalog(self) -> EditionCatalog:
        """The rules editions in use, bundled and added: every list of editions, choice and help
        text a front end shows comes from it. Read from the lists alone while no corpus is
        loaded (a help text never parses the rules)."""
        from index.editions.edition_catalog import EditionCatalog

        library = self._library.peek()
        if library is not None:
            return library.rules.catalog  # built once with the library, not per keystroke
        corpus = self._corpus.peek()
        if corpus is None:
            return EditionCatalog.read(self.data_dir)
        return EditionCatalog.of_corpus(corpus)

    @property
    def library_open(self) -> bool:
        return self._library.loaded

    @property
    def guilds(self) -> GuildSettingsService:
        return self._guilds.get()

    @property
    def interactions(self) -> InteractionStateService:
        """What Discord controls cannot carry in their custom_ids, kept in the store."""
        from bot.services.interactions import InteractionStateService

        return InteractionStateService(lambda: self.database)

    @property
    def quiz(self) -> QuizService:
        return self._quiz.get()

    @property
    def cards(self) -> CardService:
        return self._cards.get()

    @property
    def editions(self) -> EditionService:
        """Adding rules editions: a file (juez indice añadir) or the rules online (actualizar)."""
        from bot.services.editions import EditionService

        return EditionService(self.data_dir, lambda: self.corpus, self._use_library)

    def _use_library(self, library: Library) -> None:
        """Go on with a library rebuilt for a new edition: what was built from the old corpus
        (the question bank, the quiz service) is built again on first use."""
        old = self._library.peek()
        if old is not None:
            old.close()
        self._library.replace(library)
        self._corpus.replace(library.corpus)
        self._bank.reset()
        self._quiz.reset()

    # -- the index ----------------------------------------------------------------------------
    def rebuild_index(self) -> Library:
        old = self._library.peek()
        if old is not None:
            old.close()
        library = self._open_library(rebuild=True)
        self._library.replace(library)
        return library

    def store_card_kinds(self) -> Built:
        """What every card does, read once and kept beside the card catalog, so that a search
        naming a card need not start the engine (index.cards.kinds.stored)."""
        from bot.services.card_kinds import store_card_kinds

        return store_card_kinds(self.library.cards)

    def index_status(self) -> dict[str, object]:
        """The index on disk against the bundled corpus, without opening or rebuilding it."""
        from index.library import describe_index

        return describe_index(self.data_dir, self.corpus)

    # -- start and stop (the bot) ----------------------------------------------------------------
    async def open(self) -> None:
        """Open the library off the event loop (the first build can take seconds)."""
        # Everything at once (index, full text, keyword names): a bot runs for days.
        import asyncio  # not at the top: a one-shot command never needs it (about 30 ms)

        await asyncio.to_thread(lambda: self._library.get().warm_up())

    async def open_database(self, path: Path | str) -> Store:
        """Open the store once: the PostgreSQL database of JUEZ_DATABASE_URL when it is set
        (shared by every process of the bot), otherwise the SQLite file at ``path``."""
        from bot.storage import open_store
        from bot.storage.bounded import bounded

        if self.database is None:
            # Every everyday call limited: a hung store never leaves an answer waiting.
            self.database = bounded(await open_store(self._store_target(path)))
        return self.database

    def _store_target(self, path: Path | str) -> Path | str:
        if self._database_url is False:
            return path
        if self._database_url is None:
            from bot.settings import StoreSettings

            return StoreSettings().database_url or path
        return self._database_url

    async def close_database(self) -> None:
        if self.database is not None:
            await self.database.close()
            self.database = None


__all__ = ["LOOKUP_TIMEOUT_S", "JuezService", "ServiceError", "UserError", "in_thread"]
