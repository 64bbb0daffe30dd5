"""Finding 8: a seeded property test. 10,000 generated hostile inputs (bench/hostile_bench.py)
go through every command and the boundaries behind it; none may end in a traceback, an
unanswered interaction or a payload Discord would refuse.

- Every input through every boundary a command's text crosses, in-process: the cleaning, the
  option checks, both autocompletes, the custom_id decoders, the scenario reader, the quiz
  options, and the rendering of an answer that quotes the input.
- Every input through one command on the fake Discord (real tree, real cogs, real error
  handler), the commands taken in turn, with the index behind a stand-in that quotes the input
  back: 10,000 full interactions in well under a minute.
- A sample through the real index on the fake Discord (the index's own speed with such input
  is measured by `python -m bench.hostile_bench`).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import contextlib

from discord_fake import MANAGE_GUILD, FakeDiscord  # noqa: E402

from bench.hostile_bench import hostile_inputs  # noqa: E402
from bot.cards.finder import checked_name  # noqa: E402
from bot.cards.names import may_name_cards  # noqa: E402
from bot.quiz import QuestionBank, QuizError, parse_round  # noqa: E402
from bot.quiz.rounds import RoundState  # noqa: E402
from bot.services import JuezService, UserError  # noqa: E402
from bot.services.suggest import KeywordSuggester, RuleSuggester  # noqa: E402
from bot.settings import Settings  # noqa: E402
from cogs._app.client import JuezBot  # noqa: E402
from cogs._ui.answers import answer_pages, references  # noqa: E402
from cogs._ui.inputs import clean  # noqa: E402
from cogs._ui.options import checked_edition  # noqa: E402
from cogs._ui.requests import decode  # noqa: E402
from index.editions.edition_catalog import EditionCatalog  # noqa: E402
from index.lookups.answers import LookupResult  # noqa: E402

COUNT = 10_000
INPUTS = hostile_inputs(COUNT)


def _valid_text(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return "\x00" not in text


def test_the_inputs_are_many_and_varied():
    assert len(INPUTS) >= 10_000 and hostile_inputs(COUNT) == INPUTS  # seeded: reproducible
    assert any("\ud800" in t for t in INPUTS) and any(len(t) > 5000 for t in INPUTS)
    assert any(t.strip() == "" for t in INPUTS) and len(set(INPUTS)) > 3000


@pytest.fixture(scope="module")
def bank(question_bank) -> QuestionBank:
    return question_bank


@pytest.mark.slow
def test_every_input_through_every_boundary(library, bank):
    from bot.services.scenarios import Scenarios

    rules = RuleSuggester(library.corpus, library.rules.preference)
    keywords = KeywordSuggester(library.names)
    scenarios = Scenarios()
    catalog = EditionCatalog.of_corpus(library.corpus)
    sample = library.rule("702.19", None)
    for text in INPUTS:
        cleaned = clean(text)
        assert _valid_text(cleaned)
        for suggester in (rules, keywords):
            choices = suggester.suggest(clean(text[:201]))  # as the autocompletes do
            assert len(choices) <= 25
            for choice in choices:
                assert 1 <= len(choice.name) <= 100 and len(choice.value) <= 100
                assert _valid_text(choice.name) and _valid_text(choice.value)
        try:
            checked_edition(text, catalog)
        except UserError as error:
            assert _valid_text(str(error)) and len(str(error)) < 300
        for decoder in (RoundState.decode, decode):
            with contextlib.suppress(ValueError):
                decoder(text)
        with contextlib.suppress(UserError):
            scenarios.read(f"combate {cleaned}"[:1010])
        with contextlib.suppress(QuizError):
            parse_round(cleaned[:40], None, 5)
        with contextlib.suppress(UserError):
            checked_name(cleaned)  # /carta's name
        may_name_cards(cleaned)  # whether a /buscar question looks cards up
        quoted = LookupResult(query=cleaned, results=sample.results, search=True)
        for page in answer_pages(quoted, search=True):
            assert len(page) <= 6000 and len(page.title or "") <= 256
        references(quoted, search=True)


class QuotingLookups:
    """The index's stand-in: every lookup answers with real hits under the input's words."""

    def __init__(self, library) -> None:
        self.hits = library.rule("702.19", None).results

    def _answer(self, query: str, *_args: object, **_kwargs: object) -> LookupResult:
        if len(query) > 200 or not query.strip():
            return LookupResult(query=query, message=f"Consulta no válida: «{query[:60]}»")
        return LookupResult(query=query, results=self.hits, search=len(query) % 2 == 0)

    rule = search = keyword = glossary = _answer


def _commands(text: str) -> list[tuple[str, dict, dict]]:
    """(command, options, extra) for each command entry: one text option carries the input."""
    return [
        ("regla", {"consulta": text}, {}),
        ("buscar", {"consulta": text}, {}),
        ("palabraclave", {"nombre": text}, {}),
        ("glosario", {"termino": text}, {}),
        ("escenario", {"tipo": "combate", "situacion": text}, {}),
        ("config", {"edicion": text}, {"permissions": MANAGE_GUILD}),
        ("quiz", {"tema": text}, {"sub": "nueva"}),
        ("regla", {"consulta": text}, {"focused": "consulta"}),
        ("palabraclave", {"nombre": text}, {"focused": "nombre"}),
        ("regla", {"consulta": "104.3", "edicion": text}, {}),
        # Offline (tests/conftest.py): the name is checked, then the saved cards answer or a
        # Spanish message says Scryfall cannot be reached.
        ("carta", {"nombre": text}, {}),
        ("carta", {"nombre": text}, {"focused": "nombre"}),
    ]


@pytest.fixture
async def hostile_bot(tmp_path, library, data_dir, bank):
    settings = Settings(_env_file=None, JUEZ_DATA_DIR=tmp_path, DISCORD_TOKEN=None)
    service = JuezService(data_dir, database_url=False)
    service._library.replace(library)
    service._bank.replace(bank)
    bot = JuezBot(settings, service)
    await bot.prepare()
    yield bot
    await service.cards.aclose()
    await service.close_database()


async def _through_the_fake(bot, inputs, *, rotate: bool) -> None:
    fake = FakeDiscord()
    with fake.installed():
        await fake.attach(bot)
        for i, text in enumerate(inputs):
            entries = _commands(text)
            chosen = [entries[i % len(entries)]] if rotate else entries
            for name, options, extra in chosen:
                sent = await fake.command(name, options, **extra)
                assert not sent.failed, (name, text[:80])
                assert sent.texts() or sent.responses[0]["type"] == 8, (name, text[:80])
                assert not fake.tracebacks, (name, text[:80], fake.tracebacks[0].getMessage())
            if i % 500 == 0:
                fake.messages.clear()  # keep the fake small; nothing reads old messages here


@pytest.mark.slow
async def test_every_input_through_a_command_on_the_fake(hostile_bot, library, monkeypatch):
    lookups = QuotingLookups(library)
    for name in ("rule", "search", "keyword", "glossary"):
        monkeypatch.setattr(hostile_bot.service.lookups, name, getattr(lookups, name))
    await _through_the_fake(hostile_bot, INPUTS, rotate=True)


async def test_a_sample_through_the_real_index(hostile_bot):
    short = [t for t in INPUTS if len(t) <= 200][::400]
    await _through_the_fake(hostile_bot, short, rotate=False)


def test_a_sample_of_names_through_juez_carta_offline(
    data_dir, cards, tmp_path, monkeypatch, capsys
):
    from bot.cards.client import ScryfallClient
    from bot.terminal import cli

    # The session's data folder: its index and card catalog are built once for every test.
    monkeypatch.setenv("JUEZ_DB_PATH", str(tmp_path / "juez.sqlite3"))  # no saved cards
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    # The names are what is tested, not the client's tries on a refused connection (three,
    # spaced by its rate limiter: about a second a name, most of this test's time): one here.
    patient_init = ScryfallClient.__init__

    def without_pauses(self: ScryfallClient, *args: object, **kwargs: object) -> None:
        patient_init(self, *args, backoff=0.0, max_attempts=1, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ScryfallClient, "__init__", without_pauses)
    for text in INPUTS[::250]:
        code = cli.main(["--datos", str(data_dir), "carta", "--", text])
        out, err = capsys.readouterr()
        # 2: no name; 1: Scryfall unreachable and nothing saved; 0: the name was refused (too
        # long) or matches no card. Each with a Spanish sentence, never a traceback.
        assert code in (0, 1, 2), (code, text[:80])
        assert (out + err).strip() and "Traceback" not in out + err, text[:80]
        assert "inesperado" not in err, (err, text[:80])
