"""Cards as text (the terminal, the console) and `juez carta`'s runner: both names, cost, type,
Oracle and Spanish texts, P/T or loyalty, keywords with their rules, rulings on request."""

from __future__ import annotations

import argparse
import io
import json

import pytest

from bot.services import JuezService, UserError
from bot.terminal import exits
from bot.terminal.cards import console_card, run_card
from bot.text.cards import render_card
from tests.bot.cards.scryfall_fake import FakeScryfall, Reply

# A question about a card's rules (a play the engine runs leads with its verdict instead).
_ASKED = "¿Cómo funciona el arrollar de Colossal Dreadmaw si lo bloquea una 1/1?"


@pytest.fixture
def service(library, data_dir, scryfall: FakeScryfall, monkeypatch):
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", scryfall.url)
    return JuezService(data_dir, library=library, database_url=False)


def carta(service, db, *words, reglas=False, as_json=False):
    """`juez carta`: what it printed, and its exit code as `juez` (exits) gives it."""
    out, err = io.StringIO(), io.StringIO()
    args = argparse.Namespace(nombre=list(words), reglas=reglas, json=as_json)
    try:
        code = run_card(args, service, db, out)
    except UserError as problem:
        code = exits.exit_code(problem, stream=err)
    return code, out.getvalue(), err.getvalue()


def test_a_card_in_the_terminal(service, tmp_path):
    code, out, _ = carta(service, tmp_path / "j.sqlite3", "elfos", "de", "lanowar")
    assert code == 0
    assert out.startswith("Llanowar Elves · Elfos de Llanowar")
    for expected in (
        "Coste: {G}", "Tipo: Creature — Elf Druid",
        "Tipo impreso en español: Criatura — Elfo druida",
        "Fuerza/resistencia: 1/1", "Texto Oracle (vigente, en inglés):\n{T}: Add {G}.",
        "Texto impreso en español (traducción de la carta impresa; no recibe erratas):\n"
        "{T}: Agrega {G}.",
        "Fuente: Scryfall (scryfall.com), datos del", "texto en español de Core Set 2019",
    ):  # fmt: skip
        assert expected in out
    assert "Fallos" not in out


def test_keywords_rulings_and_formats(service, tmp_path):
    db = tmp_path / "j.sqlite3"
    _, out, _ = carta(service, db, "Colossal", "Dreadmaw", reglas=True)
    assert "• Arrollar (Trample): regla 702.19 · /palabraclave arrollar" in out
    assert "Scryfall no tiene una impresión en español de esta carta." in out
    assert "Esta carta no tiene fallos oficiales." in out
    assert "Formatos: Estándar: no legal · Pioneer: legal · Modern: legal" in out
    _, out, _ = carta(service, db, "Llanowar", "Elves", reglas=True)
    assert "Fallos oficiales (2, en inglés):" in out
    assert "• 27/04/2018: Llanowar Elves's ability is a mana ability." in out
    _, out, _ = carta(service, db, "Serra", "Angel", reglas=True)
    assert "(nota de Scryfall)" in out


def test_faces_and_loyalty(service, tmp_path):
    db = tmp_path / "j.sqlite3"
    _, out, _ = carta(service, db, "delver")
    assert "Delver of Secrets // Insectile Aberration" in out.splitlines()[0]
    assert "Insectile Aberration" in out and "Fuerza/resistencia: 3/2" in out
    _, out, _ = carta(service, db, "jace beleren")
    assert "Lealtad 3" in out and "acción de palabra clave 701.17 · /palabraclave" in out
    _, out, _ = carta(service, db, "lotus cobra")
    assert "Aterrizaje (Landfall): palabra de habilidad, sin reglas propias (regla 207.2c)" in out


def test_json_output(service, tmp_path):
    code, out, _ = carta(service, tmp_path / "j.sqlite3", "relampago", as_json=True)
    data = json.loads(out)
    assert code == 0 and data["card"]["spanish_name"] == "Relámpago"
    assert data["card"]["faces"][0]["printed_type_line"] == "Instantáneo"


def test_no_name_no_card_and_no_network(service, tmp_path, scryfall):
    db = tmp_path / "j.sqlite3"
    code, _, err = carta(service, db)
    assert code == 2 and "Falta el nombre de la carta. Ejemplo:" in err
    code, out, _ = carta(service, db, "zzz", "qqq")  # nothing found: exit 1 (docs/comandos.md)
    assert code == 1 and "No encuentro ninguna carta llamada «zzz qqq»" in out
    code, out, _ = carta(service, db, "zzz", as_json=True)
    assert code == 1 and json.loads(out)["card"] is None
    carta(service, db, "Serra", "Angel")  # saved
    scryfall.script("/cards/named", *[Reply(503)] * 3)
    code, _, err = carta(service, db, "Zorblax", "Qwimbly")  # in no data, Scryfall failing
    assert code == 1 and "respondió con un error (503)" in err
    scryfall.script("/cards/named", *[Reply(503)] * 3)
    code, out, _ = carta(service, db, "Lightning", "Bolt")  # the bundled data answers
    assert code == 0 and "Lightning Bolt" in out and "datos incluidos con Juez" in out
    code, out, _ = carta(service, db, "angel", "de", "serra")
    assert code == 0 and "Serra Angel" in out


def test_the_console_command(service, tmp_path):
    db = tmp_path / "j.sqlite3"
    out = console_card(service, "elfos de llanowar reglas:sí", db)
    assert "Elfos de Llanowar" in out and "Fallos oficiales (2, en inglés):" in out
    assert "Falta el nombre" in console_card(service, "reglas:sí", db)
    assert "/carta" in console_card(service, "", db)
    assert "No encuentro" in console_card(service, "nombre:zzzqqq", db)


def test_render_card_wraps_long_lines(service, tmp_path):
    from bot.terminal.cards import lookup

    answer = lookup(service, tmp_path / "j.sqlite3", "Delver of Secrets")
    assert all(len(line) <= 100 for line in render_card(answer).splitlines())


def test_a_search_naming_a_card_from_synchronous_code(service, tmp_path):
    from bot.terminal.cards import search
    from bot.text.cards import render_card_search

    service.lookups.search("robar sin cartas")  # the first search warms the lexicon up
    found = search(service, tmp_path / "j.sqlite3", _ASKED)
    text = render_card_search(found)
    assert text.startswith(
        "Carta: Colossal Dreadmaw · Fauces pavorosas colosal {4}{G}{G}\nCreature — Dinosaur\n"
        "Trample (This creature can deal excess combat damage"
    )
    assert "\n6/6\nQué hace: palabra clave: Arrollar (702.19)" in text
    assert "702.19" in text.split("Resultados para", 1)[1]


def test_the_console_searches_with_the_card_a_question_names(service, tmp_path):
    from bot.terminal.console import Console

    out = io.StringIO()
    console = Console(service, out, db_path=tmp_path / "j.sqlite3")
    console.run([f"/buscar {_ASKED}"])
    assert out.getvalue().startswith("Carta: Colossal Dreadmaw · Fauces pavorosas colosal")
    assert "Qué hace: palabra clave: Arrollar (702.19)" in out.getvalue()
    assert "702.19" in out.getvalue()  # trample's rule, found through the card
    # handle() (the text a pipe gets) says the same; a question naming no card has no card line
    assert console.handle(f"/buscar {_ASKED}") == out.getvalue()[:-2]
    assert "Carta:" not in console.handle("/buscar robar sin cartas")
