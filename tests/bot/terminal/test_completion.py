"""Tab completion in the console: candidates from the suggestions the Discord autocomplete uses,
and a history file that stays bounded."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.services import JuezService
from bot.services.suggest import KeywordSuggester
from bot.terminal.completion import Candidates, _history, console_options
from bot.terminal.console import Console, help_text
from index.library import Library


@pytest.fixture(scope="module")
def candidates(library: Library, data_dir: Path) -> Candidates:
    return Candidates(JuezService(data_dir, library=library))


def texts(found: list) -> list[str]:
    return [c.text for c in found]


def test_every_completed_command_is_one_the_console_runs(
    candidates: Candidates, library: Library, data_dir: Path, tmp_path: Path
) -> None:
    console = Console(JuezService(data_dir, library=library), db_path=tmp_path / "q.sqlite3")
    offered = [t.strip("/ ") for t in texts(candidates("/"))]
    assert set(offered) == set(console_options())
    assert all(name in console.commands or name == "salir" for name in offered)
    shown = help_text(console.service.catalog)
    assert all(f"/{name}" in shown for name in offered)
    assert texts(candidates("/camb")) == ["/cambios "]
    assert candidates("/nada ") == [] and candidates("regla 1") == []


def test_rule_numbers_complete_by_prefix_with_their_text(candidates: Candidates) -> None:
    found = candidates("/regla 704.5")
    assert "704.5j" in texts(found)
    assert all(c.text.startswith("704.5") and c.replace == len("704.5") for c in found)
    legend = next(c for c in found if c.text == "704.5j")
    assert "legendary" in legend.label  # the menu shows the rule's first words


def test_titles_keywords_glossary_and_sections(candidates: Candidates, library: Library) -> None:
    assert "303.4" in texts(candidates("/regla encantam"))  # a title: "Encantamientos"
    keywords = candidates("/palabraclave casc")
    # The same names, in the same order, as the Discord autocomplete offers.
    assert texts(keywords) == [s.value for s in KeywordSuggester(library.names).suggest("casc")]
    assert "Cascada" in texts(keywords)
    assert "Trample" in texts(candidates("/glosario tram"))
    assert "110.4" in texts(candidates("/cambios 110."))
    assert "103" in texts(candidates("/cambios starting"))  # a section by its title


def test_options_and_their_values(candidates: Candidates) -> None:
    assert texts(candidates("/regla 104.3c ed")) == ["edicion:"]
    assert texts(candidates("/regla 104.3c edicion:2")) == ["2019", "2026"]
    assert candidates("/regla 104.3c edicion:2")[0].replace == 1  # only the value is replaced
    assert texts(candidates("/quiz tema:pal")) == ["palabrasclave"]
    assert "fuente:" in texts(candidates("/buscar robar fu"))
    assert candidates("/regla 704.5j ") == []  # the number is complete: nothing to add


def test_history_keeps_only_the_last_lines(tmp_path: Path) -> None:
    path = tmp_path / "historial"
    path.write_text("".join(f"/regla 100.{n}\n" for n in range(30)), encoding="utf-8")
    history = _history(path, limit=10)
    loaded = list(history.load_history_strings())
    assert loaded[0] == "/regla 100.29" and len(loaded) == 10  # newest first, bounded
    for n in range(5):
        history.store_string(f"/glosario t{n}")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 10 and lines[-1] == "/glosario t4"


def test_card_names_come_from_the_card_service(
    library: Library, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.bot.cards.scryfall_fake import running

    with running() as scryfall:  # a fake Scryfall on 127.0.0.1, as the card tests use
        monkeypatch.setenv("JUEZ_SCRYFALL_URL", scryfall.url)
        service = JuezService(data_dir, library=library)
        cards = Candidates(service, tmp_path / "juez.sqlite3")
        found = cards("/carta llanow")
        assert "Llanowar Elves" in texts(found)
        assert all(c.replace == len("llanow") for c in found)
        assert cards("/carta l") == []  # one letter: too little to ask about
    assert service.database is None  # the store opened for the question is closed again
