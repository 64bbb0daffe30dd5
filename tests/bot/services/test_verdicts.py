"""Issue 48, 4: a question whose situation the engine reads whole gets its verdict; one with a
card whose text is not read, or a card the reading leaves out, gets none. Real bundled cards."""

from __future__ import annotations

import json

import pytest

from bot.services.verdicts import answer_of, asked_kind, question_verdict
from bot.terminal import cli

BOLT = "le tiro un Lightning Bolt a su Grizzly Bears, se muere?"
GROWTH = (
    "el rival me tira un Relámpago a mis Osos pardos y en respuesta les tiro un Crecimiento "
    "gigante, ¿sobreviven?"
)
# Mother of Runes's "{T}: … gains protection …" is not read by the engine.
UNREAD = "le tiro un Lightning Bolt a su Mother of Runes, se muere?"
MOTHER = "Mother of Runes le da pro negro a mi bicho en respuesta a un Doom Blade, q pasa?"


def _named(cards, question: str) -> list[str]:
    return [m.name for m in cards.mentions(question)]


def test_a_situation_read_whole_gets_a_yes_with_its_rules(cards):
    verdict, note = question_verdict(BOLT, cards, _named(cards, BOLT))
    assert note is None and verdict is not None and verdict.complete
    assert (verdict.asked, verdict.answer) == ("death", "yes")
    assert [d.name for d in verdict.outcome.final.died] == ["Grizzly Bears"]
    assert "704.5g" in verdict.outcome.rules
    assert verdict.reading.startswith("pila ") and "Lightning Bolt" in verdict.reading


def test_spanish_card_names_and_a_response_get_a_survival_yes(cards):
    verdict, _ = question_verdict(GROWTH, cards, _named(cards, GROWTH))
    assert verdict is not None and (verdict.asked, verdict.answer) == ("survival", "yes")
    assert {c.card for c in verdict.outcome.cards} >= {"Lightning Bolt", "Giant Growth"}


def test_an_unread_card_gives_no_verdict_and_says_why(cards):
    verdict, note = question_verdict(UNREAD, cards, _named(cards, UNREAD))
    assert verdict is None
    assert note is not None and "«Mother of Runes»" in note and "no he leído" in note


def test_a_card_the_reading_leaves_out_is_text_not_read(cards):
    named = _named(cards, MOTHER)
    assert "Mother of Runes" in named
    verdict, note = question_verdict(MOTHER, cards, named)
    assert verdict is None and note is not None and "«Mother of Runes»" in note


def test_a_question_asked_back_is_left_to_the_search(cards):
    question = "puedo lanzar Lightning Bolt en el paso de combate del rival?"
    assert question_verdict(question, cards, _named(cards, question)) == (None, None)


def test_one_of_two_creatures_dying_is_no_yes_or_no(cards):
    """ "¿se muere mi bicho?" when the attacker dies and the blocker lives: the result is
    shown, never a sí or a no the engine cannot pin to the creature asked about."""
    from bot.engine import run_scenario_text

    line = 'combate atacante:"2/2 con primer golpe" bloqueadores:"3/3 con toque mortal"'
    outcome = run_scenario_text(line)
    assert [d.name for d in outcome.final.died] == ["Atacante"]
    assert answer_of(outcome, "death") == ("death", None)
    both = run_scenario_text('combate atacante:"2/2" bloqueadores:"2/2"')
    assert answer_of(both, "death") == ("death", "yes")
    assert answer_of(both, "survival") == ("survival", "no")


@pytest.mark.parametrize(
    ("folded", "kind"),
    [
        ("se muere mi oso?", "death"),
        ("sobreviven?", "survival"),
        ("estoy a 1 vida, muero?", "player"),
        ("que pasa?", None),
        ("se muere o sobrevive?", None),  # two questions: the result answers
    ],
)
def test_what_a_question_asks(folded, kind):
    assert asked_kind(folded) == kind


@pytest.fixture
def juez(library, data_dir, capsys, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", "http://127.0.0.1:9")  # nothing listens there

    def run(*args):
        code = cli.main(["--datos", str(data_dir), *args])
        out, err = capsys.readouterr()
        return code, out + err

    return run


def test_buscar_leads_with_the_verdict_and_its_reading(juez):
    code, out = juez("buscar", BOLT)
    assert code == 0
    verdict, rest = out.split("Carta:", 1)
    assert verdict.startswith("Veredicto del motor de reglas")
    assert "Sí: deja el campo de batalla «Grizzly Bears». [regla 704.5g]" in verdict
    assert "/escenario pila " in verdict and "Resultados para" in rest


def test_buscar_json_has_a_complete_verdict_or_none(juez):
    _, out = juez("buscar", BOLT, "--json")
    data = json.loads(out)
    verdict = data["verdict"]
    assert verdict["complete"] is True and verdict["answer"] == "sí"
    assert verdict["outcome"]["complete"] is True and verdict["escenario"].startswith("/escenario")
    assert "704.5g" in verdict["outcome"]["rules"] and data["results"]
    _, out = juez("buscar", UNREAD, "--json")
    data = json.loads(out)
    assert "verdict" not in data and "«Mother of Runes»" in data["engine_note"]
    code, out = juez("buscar", UNREAD)
    assert code == 0 and "Veredicto" not in out and "no da veredicto" in out


def test_a_card_that_counts_what_was_not_told_gives_no_verdict(cards):
    """Tarmogoyf's P/T counts the graveyards, which a chat message does not tell: read as a
    0/1 over empty graveyards, a Bolt would "kill" the 4/5 the teller described."""
    question = "le tiro un Lightning Bolt a su Tarmogoyf (es un 4/5), ¿se muere?"
    verdict, note = question_verdict(question, cards, _named(cards, question))
    assert verdict is None and note is not None
    assert "«Tarmogoyf» depende de cartas que no cuentas" in note
