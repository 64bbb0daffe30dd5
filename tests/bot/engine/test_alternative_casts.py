"""Alternative costs that change the permanent a spell becomes (118.9, 601.2b), read from
their rules (bot/engine/alternative_casts.py) with real cards: Dash (702.109a, Mardu Scout:
3/1, "Dash {1}{R}"), Evoke (702.74a, Night Incarnate: deathtouch, "When this creature leaves
the battlefield, all creatures get -3/-3 until end of turn.", "Evoke {3}{B}") and Warp
(702.185a, Bygone Colossus: 9/9, "Warp {3}")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioError, ScenarioQuestion
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog

_SCOUT, _INCARNATE, _COLOSSUS = "Mardu Scout", "Night Incarnate", "Bygone Colossus"


def _cast(cards: CardCatalog, spell: str, then: str = "", board: str = "") -> Outcome:
    events = f"lanza {spell}; resuelve" + (f"; {then}" if then else "")
    return run_scenario_text(f'escenario {board} eventos:"{events}"', cards)


def _gone(outcome: Outcome, name: str) -> list[str]:
    return [d.to for d in outcome.final.died if d.name == name]


def _in_play(outcome: Outcome, name: str) -> bool:
    return any(p.name == name for p in outcome.final.permanents)


@pytest.mark.parametrize(
    ("name", "line", "rule"),
    [
        (_SCOUT, "Dash {1}{R}", "702.109a"),
        (_INCARNATE, "Evoke {3}{B}", "702.74a"),
        (_COLOSSUS, "Warp {3}", "702.185a"),
    ],
)
def test_each_is_read_from_its_rule(cards: CardCatalog, name: str, line: str, rule: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    reading = read_card(card)
    assert line in reading.read and not reading.unread, reading.unread
    assert reading.keyword_rules[line] == rule


def test_dashed_it_has_haste_and_returns_to_its_owners_hand(cards: CardCatalog) -> None:
    entered = _cast(cards, f"{_SCOUT} con rapidez")
    scout = next(p for p in entered.final.permanents if p.name == _SCOUT)
    assert "haste" in scout.keywords  # 702.109a: it can attack this turn (702.10b)
    assert entered.complete and {"702.109a", "118.9", "603.7a"} <= set(entered.rules)
    ended = _cast(cards, f"{_SCOUT} con rapidez", "fin del turno")
    assert not _in_play(ended, _SCOUT) and not _gone(ended, _SCOUT)  # to its hand, not dead
    back = [s for s in ended.steps if s.kind == "resolve.move"]
    assert back and back[-1].args["how"] == "return_to_hand"


def test_cast_for_its_mana_cost_it_stays_without_haste(cards: CardCatalog) -> None:
    outcome = _cast(cards, f"{_SCOUT} sin rapidez", "fin del turno")
    scout = next(p for p in outcome.final.permanents if p.name == _SCOUT)
    assert "haste" not in scout.keywords and not _gone(outcome, _SCOUT)


def test_unsaid_which_cost_was_paid_is_asked(cards: CardCatalog) -> None:
    # 601.2b: the caster's choice as it is cast, never guessed.
    with pytest.raises(ScenarioQuestion) as asked:
        _cast(cards, _SCOUT)
    assert "118.9" in str(asked.value) and "rapidez" in str(asked.value)


def test_evoked_it_is_sacrificed_and_its_leaving_trigger_follows(cards: CardCatalog) -> None:
    # The classic: evoked, its own trigger sacrifices it (702.74a), and as it leaves its
    # "leaves the battlefield" ability gives every creature -3/-3 (603.6c).
    outcome = _cast(
        cards,
        f"{_INCARNATE} con evocar",
        "resuelve; resuelve",
        board='criaturas_rival:"Oso 2/2"',
    )
    assert _gone(outcome, _INCARNATE) == ["graveyard"]
    assert _gone(outcome, "Oso") == ["graveyard"]
    assert "702.74a" in outcome.rules


def test_not_evoked_it_stays(cards: CardCatalog) -> None:
    outcome = _cast(cards, f"{_INCARNATE} sin evocar", board='criaturas_rival:"Oso 2/2"')
    assert _in_play(outcome, _INCARNATE) and _in_play(outcome, "Oso")


def test_warped_it_is_exiled_at_the_next_end_step(cards: CardCatalog) -> None:
    outcome = _cast(cards, f"{_COLOSSUS} con warp", "fin del turno")
    assert _gone(outcome, _COLOSSUS) == ["exile"]
    assert "702.185a" in outcome.rules


def test_words_for_a_cost_the_card_lacks_are_an_error(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="702.74a"):
        _cast(cards, f"{_SCOUT} con evocar")


def test_a_timing_question_adds_up_the_total_cost_with_it(cards: CardCatalog) -> None:
    # 118.9, 601.2f: the evoke cost {3}{B} rather than the mana cost {4}{B}.
    outcome = run_scenario_text(f'momento carta:"{_INCARNATE}" desde:mano', cards)
    assert outcome.complete and outcome.final.cost == 5
    said = next(s for s in outcome.steps if s.kind == "costs.alternative")
    assert said.args["alternative"] == 4 and "702.74a" in said.rules
