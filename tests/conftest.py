"""Shared fixtures: one Library built from the real bundled corpus for the whole test session."""

from __future__ import annotations

import os
import shutil
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from bot.quiz import QuestionBank
    from index.cards.catalog import CardCatalog

from bot.services.card_kinds import register_engine_reader
from index.corpus import Corpus
from index.corpus_loader import load_corpus
from index.library import Library
from tests.built_once import built_once
from tests.slow_first import slow_first_in_each_share

# As the application does (bot.services): a card's kinds come from the engine's reading wherever
# it reads a line, in every test, whichever test opened the services first (tests/index/ tests
# the index alone, tests/index/conftest.py).
register_engine_reader()

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "index" / "data"


def pytest_configure(config: pytest.Config) -> None:
    """Byte-compile the project once, before any worker starts (the controller only).

    The suite starts `juez` in child processes hundreds of times. Where PYTHONDONTWRITEBYTECODE
    is set (some shells and CI images) no run leaves bytecode behind, so every child compiled
    some 60 modules from source again: about a quarter of a second each, two and a half minutes
    of CPU over the suite. Compiling once writes what an ordinary first run would."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return
    import compileall

    for package in ("bot", "index", "cogs"):
        compileall.compile_dir(ROOT / package, quiet=1)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    slow_first_in_each_share(items)


@pytest.fixture(autouse=True)
def _no_store_from_the_developers_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    # A JUEZ_DATABASE_URL exported in a developer's shell must not send the tests' SQLite
    # stores to their PostgreSQL; the storage tests choose their stores explicitly.
    monkeypatch.delenv("JUEZ_DATABASE_URL", raising=False)


@pytest.fixture(autouse=True)
def _no_real_scryfall(monkeypatch: pytest.MonkeyPatch) -> None:
    # A question naming a card asks Scryfall (bot.cards); a test never reaches the network.
    # Nothing listens on the discard port, so the card service is offline at once; the card
    # tests point JUEZ_SCRYFALL_URL at their fake on loopback instead (tests/bot/cards).
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", "http://127.0.0.1:9")


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    return load_corpus()


def _build_data(corpus: Corpus, folder: Path) -> None:
    """The search index, the alignment, the card cache and the corpus cache of the bundled
    data: the files a data folder holds after its first question (tests/faults runs the
    command on copies, which then parses nothing)."""
    from index.cards.catalog import CardCatalog

    Library(corpus, folder).close()
    CardCatalog.open(folder).close()
    load_corpus(cache_dir=folder, added_from=folder)  # writes corpus.cache as a start would


@pytest.fixture(scope="session")
def built_data(tmp_path_factory: pytest.TempPathFactory, corpus: Corpus) -> Path:
    """The one data folder the run builds (index, alignment, card cache), shared by every
    worker and read-only: tests copy it (``data_dir`` here, ``datos`` in tests/faults)."""
    return built_once(tmp_path_factory, "juez-data-built", partial(_build_data, corpus))


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory: pytest.TempPathFactory, built_data: Path) -> Path:
    """This worker's data folder, with the index, the alignment and the card cache already
    built: a copy of the one folder the run builds once (a copy takes a tenth of a second; a
    build takes some 11 s of CPU). Tests write into it (databases, logs, editions), so every
    worker has its own."""
    built = built_data
    folder = tmp_path_factory.mktemp("juez-data")
    shutil.copytree(built, folder, dirs_exist_ok=True)
    return folder


@pytest.fixture(scope="session")
def question_bank(corpus: Corpus, data_dir: Path) -> QuestionBank:
    """The quiz's question bank, built once: every bot the tests prepare loads the quiz cog,
    which would otherwise build its own (the slowest part of a bot's setup). The bank reads the
    alignment the data folder already keeps, as the bot's does after opening its library."""
    from bot.quiz import QuestionBank
    from index.editions.cache import alignment_for

    alignment_for(corpus, data_dir)
    return QuestionBank(corpus)


@pytest.fixture(scope="session")
def library(corpus: Corpus, data_dir: Path) -> Library:
    lib = Library(corpus, data_dir)
    yield lib
    lib.close()


@pytest.fixture(scope="session")
def cards(data_dir: Path) -> CardCatalog:
    """The card catalog of the bundled data, its cache built once in the session's data dir
    (``library.cards`` opens the same cache)."""
    from index.cards.catalog import CardCatalog

    catalog = CardCatalog.open(data_dir)
    yield catalog
    catalog.close()
