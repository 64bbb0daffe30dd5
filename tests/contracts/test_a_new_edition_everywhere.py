"""The 2027 rules arrive (`juez actualizar`): every front end offers them, none says 2026 only.

A newer English edition is kept in a data folder as `juez indice añadir` keeps it (index.
add_edition.prepare, then index.user_editions.save_added: the same files, without building an
index), and each place that lists editions is asked what it offers.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
from pathlib import Path

import pytest

from bot.services import JuezService, UserError
from bot.settings import Settings
from bot.terminal import cli
from bot.terminal.completion import Candidates
from bot.terminal.console import Console, help_text
from cogs._ui.options import checked_edition, edition_choices, edition_code
from cogs._ui.requests import DIGITS, EDITION_VALUES, value
from index.add_edition import prepare
from index.corpus_loader import load_corpus
from index.editions.edition_catalog import EditionCatalog
from index.user_editions import ADDED_DIR, AddedEdition, save_added

ENGLISH = Path(__file__).resolve().parents[2] / "index/data/en/MagicCompRules-2026-01-16.txt"
NEW = "en-2027-01-01"


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("juez-2027")
    text = ENGLISH.read_text(encoding="utf-8-sig").replace("January 16, 2026", "January 1, 2027")
    prepared = prepare(text.encode(), "MagicCompRules 20270101.txt", load_corpus().editions)
    assert prepared.edition.id == NEW
    entry = AddedEdition(
        edition=prepared.edition,
        file=f"{ADDED_DIR}/{NEW}.txt",
        parser=prepared.parser,
        sha256=hashlib.sha256(prepared.text.encode()).hexdigest(),
        original_name="MagicCompRules 20270101.txt",
        added_on=dt.date(2027, 1, 2),
    )
    save_added(folder, entry, prepared.text)
    return folder


@pytest.fixture
def service(data_dir: Path) -> JuezService:
    return JuezService(data_dir)  # nothing opened: its catalog is read from the lists


def test_the_new_edition_is_the_rules_in_force(data_dir: Path, service: JuezService) -> None:
    catalog = service.catalog
    assert catalog.in_force.id == NEW
    assert catalog.resolve("actual") == [NEW]
    assert "2027" in catalog.words()
    # The corpus loaded with it agrees with the lists read without parsing.
    parsed = EditionCatalog.of_corpus(load_corpus(added_from=data_dir))
    assert parsed.in_force.id == NEW and parsed.words() == catalog.words()
    assert parsed.rule_editions == catalog.rule_editions


def test_console_completion_offers_it(service: JuezService) -> None:
    offered = [c.text for c in Candidates(service)("/regla 104.3 edicion:20")]
    assert offered == ["2019", "2026", "2027"]
    assert "2027" in [c.text for c in Candidates(service)("/regla 104.3 edicion:")]


def test_console_help_names_it(service: JuezService, tmp_path: Path) -> None:
    assert "edicion:<es|en|2019|2026|2027|actual>" in help_text(service.catalog)
    console = Console(service, db_path=tmp_path / "juez.sqlite3")
    assert "2027" in str(console.commands["ayuda"](""))


def test_discord_offers_it_and_a_button_carries_it(service: JuezService) -> None:
    choices = edition_choices(service.catalog, "")
    assert [c.value for c in choices] == ["es", "en", "2019", "2026", "2027", "actual"]
    assert [c.value for c in edition_choices(service.catalog, "27")] == ["2027"]
    assert checked_edition("2027", service.catalog) == "2027"
    code = edition_code("2027")
    assert code != DIGITS[0] and value(code, EDITION_VALUES) == "2027"
    with pytest.raises(UserError, match="Usa una de: es, en, 2019, 2026, 2027, actual"):
        checked_edition("2028", service.catalog)


def test_cli_help_names_it(data_dir: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("JUEZ_DATA_DIR", str(data_dir))
    with pytest.raises(SystemExit):
        cli._parser().parse_args(["regla", "--help"])
    out = " ".join(capsys.readouterr().out.split())  # argparse wraps the help text
    assert "es, en, 2019, 2026, 2027, actual o un id de edición (como en-2027-01-01)" in out


def test_settings_message_names_it(data_dir: Path) -> None:
    with pytest.raises(ValueError, match="es, en, 2019, 2026, 2027, actual") as refused:
        Settings(_env_file=None, JUEZ_DATA_DIR=data_dir, JUEZ_DEFAULT_EDITION="espanol")
    assert "en-2027-01-01" in str(refused.value)


def test_an_unknown_edition_message_names_it(service: JuezService) -> None:
    message = service.catalog.unknown("x")
    assert "Usa es, en, 2019, 2026, 2027, actual" in message and NEW in message


def test_the_parser_is_built_without_reading_any_edition(monkeypatch) -> None:
    """`juez --help` stays cheap: the editions are read when --edicion's help is shown."""

    def no(*args: object) -> EditionCatalog:
        raise AssertionError("read at parser build")

    monkeypatch.setattr(EditionCatalog, "read", no)
    parser = cli._parser()
    assert isinstance(parser, argparse.ArgumentParser)
    parser.format_help()


def test_the_rules_site_shows_it_in_force_at_the_next_build(data_dir: Path, tmp_path: Path) -> None:
    from bot.site.build import build_from

    report = build_from(data_dir, tmp_path / "sitio")
    assert report.broken == []
    home = (tmp_path / "sitio" / "index.html").read_text(encoding="utf-8")
    assert "1 de enero de 2027" in home  # the rules in force are the new ones
    # The 2026 rules became an older edition, each rule linked to its rule in force.
    older = tmp_path / "sitio" / "ediciones" / "en-2026-01-16" / "104.html"
    assert 'href="../../reglas/104.html#104.3c">Vigente: 104.3c</a>' in older.read_text(
        encoding="utf-8"
    )
