"""The bundled rulings of the cards a question names, matched to it (index.cards.rulings,
through Library.rulings on the real corpus and card data)."""

from __future__ import annotations

from index.cards.records import CardRecord, CardRuling
from index.cards.rulings import RuleText, matched_rulings, plain_quotes
from index.library import Library


def _rulings(library: Library, question: str):
    return library.rulings(question, library.search(question))


def test_the_ruling_that_answers_comes_first(library: Library) -> None:
    found = _rulings(
        library, "tengo dos Panharmonicon, los triggers de entrar se disparan 3 o 4 veces?"
    )
    assert found and found[0].card == "Panharmonicon"
    assert found[0].text.startswith("If you control two Panharmonicons")
    assert len(found) <= 3


def test_a_ruling_naming_both_cards_answers_a_question_about_both(library: Library) -> None:
    question = (
        "tengo Urborg, Tomb of Yawgmoth y el rival juega Blood Moon, son pantanos o montañas?"
    )
    found = _rulings(library, question)
    assert found[0].text.startswith("If Urborg, Tomb of Yawgmoth and either Blood Moon")


def test_each_ruling_once_whatever_its_quotes(library: Library) -> None:
    found = _rulings(library, "Thalia, Guardian of Thraben hace que mis hechizos cuesten mas?")
    texts = [plain_quotes(m.text) for m in found]
    assert len(texts) == len(set(texts))


def test_a_question_naming_no_card_has_no_rulings(library: Library) -> None:
    assert _rulings(library, "cuando se hace el daño de combate?") == []


def test_flagged_when_its_rule_changed_since(library: Library) -> None:
    """510.1c (damage assignment order, rewritten in 2024) changed; 603.2 did not; a rule
    reworded only from "enters the battlefield" to "enters" (603.6a) changed nothing."""
    changed = library.rule_changed_since_oldest
    assert changed("510.1c")
    assert not changed("603.2")
    assert not changed("603.6a")


def _card(*rulings: str) -> CardRecord:
    return CardRecord(
        name="Test Card",
        layout="normal",
        faces=(),
        rulings=tuple(CardRuling("2015-01-01", r) for r in rulings),
    )


def _analyze(text: str) -> list[str]:
    return [w.strip(".,").lower() for w in text.split()]


def test_the_words_decide_and_the_changed_rule_is_said() -> None:
    card = _card("Counters stay when it phases out.", "Damage wraps around lethal damage order.")
    found = matched_rulings(
        {"damage": 1.0, "order": 1.0},
        [card],
        analyze=_analyze,
        idf=lambda term: 1.0,
        answer=[RuleText("510.1c", "damage order lethal damage assignment")],
        changed=lambda number: number == "510.1c",
    )
    assert [m.text for m in found] == ["Damage wraps around lethal damage order."]
    assert found[0].rule == "510.1c" and found[0].changed


def test_a_ruling_sharing_nothing_is_not_shown() -> None:
    card = _card("Counters stay when it phases out.")
    found = matched_rulings({"damage": 1.0}, [card], analyze=_analyze, idf=lambda term: 1.0)
    assert found == []
