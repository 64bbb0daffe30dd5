"""Two misreadings of the «run it anyway» path (issue 42, session 6), fixed by class, with real
card data:

B. a spell is run where the message (or the card) says it was not cast: a sorcery or a
   permanent spell without flash is never run in a combat (307.1, 601.3), a spell told before
   the attack is never moved after blocks (told/cast_moment.py); and a question the reader
   does not read is never answered by a run that fills a fact the message left open, such as
   the blocks (told/open_facts.py);
A. a real card's told P/T, with a counter and an anthem or a lord on the board, is its current
   value: the modifiers are not applied twice, and a value that is neither the printed one nor
   the one with the modifiers is asked back (told/told_pt.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language.cards import use_cards
from bot.engine.language.told.cast_moment import sorcery_speed

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


# -- B (1): told moments and the card's own timing --------------------------------------------


@pytest.mark.parametrize(
    "told",
    [
        # told after blocks: a sorcery cannot be cast in a combat at all
        "ataco con mi Grizzly Bears. el rival bloquea con su Runeclaw Bear. lanzo Overrun. "
        "quien gana?",
        # told before the attack: the precombat main phase, never run after blocks
        "antes de atacar lanzo un Overrun. ataco con mi Grizzly Bears y el rival bloquea con su "
        "Runeclaw Bear. le sigue haciendo daño?",
        "en mi fase principal lanzo Overrun y ataco con mi Grizzly Bears, el rival bloquea con su "
        "Runeclaw Bear. quien muere?",
    ],
)
def test_a_sorcery_told_with_a_combat_is_refused_with_its_rule(
    told: str, cards: CardCatalog
) -> None:
    with pytest.raises(ScenarioError) as refused:
        run_scenario_text(told, cards)
    said = str(refused.value)
    assert not isinstance(refused.value, ScenarioQuestion)
    assert "«Overrun» es un conjuro" in said
    assert "307.1" in said and "601.3" in said
    assert "Traceback" not in said


@pytest.mark.parametrize(
    "before",
    [
        "antes de atacar le tiro un Giant Growth a mi Grizzly Bears y ataco con el",  # said
        "le tiro un Giant Growth a mi Grizzly Bears y ataco con el",  # the order told
    ],
)
def test_an_instant_told_before_the_attack_is_not_moved_after_blocks(
    before: str, cards: CardCatalog
) -> None:
    told = f"{before}, el rival bloquea con su Runeclaw Bear. quien muere?"
    with pytest.raises(ScenarioError) as refused:
        run_scenario_text(told, cards)
    assert "«Giant Growth» lanzado antes del ataque" in str(refused.value)


def test_an_instant_told_after_blocks_is_still_run_there(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        "ataco con mi Grizzly Bears, el rival bloquea con su Runeclaw Bear y le tiro un Giant "
        "Growth a mi Grizzly Bears. quien muere?",
        cards,
    )
    assert outcome.told is not None and 'hechizo:"Giant Growth: Grizzly Bears"' in outcome.told
    assert [d.name for d in outcome.final.died] == ["Runeclaw Bear"]


def test_the_card_data_decides_what_is_cast_only_in_a_main_phase(cards: CardCatalog) -> None:
    with use_cards(cards):
        assert sorcery_speed("Overrun") == "un conjuro"
        assert sorcery_speed("Grizzly Bears") == "un hechizo de permanente sin destello"
        assert sorcery_speed("Rancor") == "un hechizo de permanente sin destello"
        assert sorcery_speed("Giant Growth") is None  # an instant
        assert sorcery_speed("Ambush Viper") is None  # a creature with flash


# -- B (2): no default filled for a fact the message left open --------------------------------

NO_BLOCKS = (
    "ataco con mi Grizzly Bears y mi Craw Wurm, el rival tiene un Wall of Omens. le llega el "
    "daño al rival?"
)


def test_an_unread_question_run_on_blocks_never_told_asks_the_blocks(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(NO_BLOCKS, cards)
    question = asked.value
    assert question.pregunta.startswith("¿Cómo se bloquea")
    assert "No leo la pregunta «¿le llega el daño al rival?»" in str(question)
    label, message = question.choices[0]
    assert label == "No bloquea nadie"
    # The answer, added to the message, is read and run: the question still named unread.
    outcome = run_scenario_text(message, cards)
    assert outcome.told is not None and "bloqueadores:ninguno" in outcome.told
    assert outcome.unanswered == ["le llega el daño al rival"]
    assert [p.life for p in outcome.final.players] == [20, 12]


def test_an_unread_question_about_the_blocks_never_told_is_refused_named(
    cards: CardCatalog,
) -> None:
    told = (
        "ataco con mi Grizzly Bears y mi Craw Wurm, el rival tiene un Wall of Omens, como tiene "
        "que bloquear?"
    )
    with pytest.raises(ScenarioError) as refused:
        run_scenario_text(told, cards)
    assert not isinstance(refused.value, ScenarioQuestion)  # its own question is not asked back
    assert str(refused.value).startswith("No leo la pregunta «¿como tiene que bloquear?»")


def test_blocks_told_run_the_unread_question_as_before(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        "ataco con mi Grizzly Bears y el rival bloquea con su Wall of Omens. le hace daño igual?",
        cards,
    )
    assert outcome.unanswered == ["le hace daño igual"]


# -- A: a told P/T with modifiers is the current one -----------------------------------------


@pytest.mark.parametrize("lord", ["Glorious Anthem", "Benalish Marshal"])
@pytest.mark.parametrize("pt", ["4/4", "2/2"])  # now (printed +1 counter +1 lord), printed
def test_a_told_pt_with_a_counter_and_a_lord_counts_them_once(
    lord: str, pt: str, cards: CardCatalog
) -> None:
    outcome = run_scenario_text(
        f"tengo un {lord}. ataco con mi Grizzly Bears {pt} con un contador +1/+1 y el rival "
        "bloquea con su Shivan Dragon. que pasa?",
        cards,
    )
    assert outcome.told is not None
    assert 'atacante:"Grizzly Bears con un contador +1/+1"' in outcome.told
    # 4/4 against 5 damage: it dies (read twice it would be a 6/6 that survives).
    assert "Grizzly Bears" in {d.name for d in outcome.final.died}
    assert "Shivan Dragon" not in {d.name for d in outcome.final.died}


def test_a_told_pt_that_is_neither_is_asked_back(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(
            "tengo un Benalish Marshal. ataco con mi Grizzly Bears 5/4 con un contador +1/+1 y "
            "el rival bloquea con su Shivan Dragon. que pasa?",
            cards,
        )
    assert asked.value.pregunta == (
        "¿Qué fuerza y resistencia tiene ahora «Grizzly Bears»: 5/4 o 4/4?"
    )
    assert "impresas son 2/2" in str(asked.value)


def test_a_told_pt_with_nothing_modifying_it_stands(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        "ataco con mi Grizzly Bears 3/3 y el rival bloquea con su Shivan Dragon. que pasa?", cards
    )
    assert outcome.told is not None and 'atacante:"Grizzly Bears 3/3"' in outcome.told
