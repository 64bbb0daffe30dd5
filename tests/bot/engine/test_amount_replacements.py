"""614.1a: replacement effects that change how many (twice that much life, twice that many tokens
or counters, that many plus one), from a permanent's static ability; each applies once to an
event (614.5), and when some add and some multiply the affected player chooses the order
(616.1), which the answer says."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.amounts import amount_instead
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _life(outcome: Outcome, name: str) -> int:
    return next(p.life for p in outcome.final.players if p.name == name)


def _perm(outcome: Outcome, name: str):  # type: ignore[no-untyped-def]
    return [p for p in outcome.final.permanents if p.name == name]


def test_the_sentences_and_what_is_left_unread() -> None:
    life = amount_instead("If you would gain life, you gain twice that much life instead.")
    assert life is not None and (life.event, life.whose, life.times) == ("gain_life", "you", 2)
    tokens = amount_instead(
        "If one or more tokens would be created, twice that many of those tokens are created "
        "instead."
    )
    assert tokens is not None and (tokens.event, tokens.whose) == ("create_token", "any")
    scales = amount_instead(
        "If one or more +1/+1 counters would be put on a creature you control, that many plus "
        "one +1/+1 counters are put on it instead."
    )
    assert scales is not None
    assert (scales.times, scales.plus, scales.counter) == (1, 1, "+1/+1")
    assert scales.each[0].kind == "creature" and scales.each[0].controller == "you"
    season = amount_instead(
        "If an effect would put one or more counters on a permanent you control, it puts twice "
        "that many of those counters on that permanent instead."
    )
    assert season is not None and season.effects_only and season.counter is None
    # More than the engine models: never read as if it were the plain sentence.
    for more in (
        "If you would gain life while you have 5 or less life, you gain twice that much life "
        "instead.",
        "If you would put one or more counters on a permanent or player, put twice that many "
        "of each of those kinds of counters on that permanent or player instead.",
        "If one or more tokens would be created under your control, instead twice that many "
        "tokens are created and each of them enters with a +1/+1 counter on it.",
        "If one or more +1/+1 counters would be put on a creature you control, twice that many "
        "-1/-1 counters are put on that creature instead.",
    ):
        assert amount_instead(more) is None, more
    spanish = amount_instead("si fueras a ganar vidas, ganas el doble de esas vidas en su lugar")
    assert spanish is not None and spanish.event == "gain_life"


def test_lifelink_and_a_spell_gain_twice_as_much(cards: CardCatalog) -> None:
    rhox = cards.card_named("Rhox Faithmender")
    assert rhox is not None and not read_card(rhox).unread  # lifelink and the doubling
    outcome = run_scenario_text(
        'combate atacante:"Rhox Faithmender" bloqueadores:ninguno vida_atacante:10', cards
    )
    assert outcome.complete
    assert _life(outcome, "Jugador atacante") == 12  # 1 damage dealt, 2 life gained
    assert "614.1a" in outcome.rules and "614.5" in outcome.rules
    spell = run_scenario_text(
        'pila criaturas:"Rhox Faithmender" hechizo:"Pócima: ganas 3 vidas"', cards
    )
    assert _life(spell, "Jugador activo") == 26
    rival = run_scenario_text(
        'pila criaturas_rival:"Rhox Faithmender" hechizo:"Pócima: ganas 3 vidas"', cards
    )
    assert _life(rival, "Jugador activo") == 23  # "you": its controller's life only


def test_two_doublers_make_four_tokens_once_each(cards: CardCatalog) -> None:
    for name in ("Doubling Season", "Parallel Lives", "Anointed Procession", "Primal Vigor"):
        card = cards.card_named(name)
        assert card is not None and not read_card(card).unread, name
    outcome = run_scenario_text(
        'pila permanentes:"Doubling Season; Parallel Lives" '
        'hechizo:"Llamada: crea 1 ficha Soldado 1/1 blanca"',
        cards,
    )
    assert outcome.complete
    assert len(_perm(outcome, "Soldado")) == 4
    rival = run_scenario_text(
        'pila permanentes_rival:"Parallel Lives" hechizo:"Llamada: crea 1 ficha Soldado 1/1"',
        cards,
    )
    assert len(_perm(rival, "Soldado")) == 1  # "under your control": not the rival's


def test_adding_and_doubling_counters_the_order_is_a_choice(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Oso 2/2" permanentes:"Hardened Scales; Doubling Season" '
        'hechizo:"Bendición: pon 1 contador +1/+1 en Oso"',
        cards,
    )
    [bear] = _perm(outcome, "Oso")
    assert bear.plus_counters == 4  # (1 + 1) × 2; the other order gives 3
    assert "616.1" in outcome.rules
    rival = run_scenario_text(
        'pila criaturas_rival:"Oso 2/2" permanentes:"Hardened Scales" '
        'hechizo:"Bendición: pon 1 contador +1/+1 en Oso"',
        cards,
    )
    [bear] = _perm(rival, "Oso")
    assert bear.plus_counters == 1  # a creature you control: not the rival's
    assert "616.1" not in rival.rules


def test_damage_doubled_by_whose_source_and_to_whom(cards: CardCatalog) -> None:
    furnace = cards.card_named("Furnace of Rath")
    assert furnace is not None and not read_card(furnace).unread
    both = run_scenario_text(
        'combate atacante:"Oso 2/2" bloqueadores:"Muro 0/3" permanentes_rival:"Furnace of Rath"',
        cards,
    )
    assert both.complete and [d.name for d in both.final.died] == ["Muro"]  # 4 damage to 0/3
    bolt = run_scenario_text(
        'pila permanentes:"Furnace of Rath" hechizo:"Rayo: 3 daños a Jugador no activo"', cards
    )
    assert next(p.life for p in bolt.final.players if p.name == "Jugador no activo") == 14
    marauders = cards.card_named("Angrath's Marauders")
    assert marauders is not None and not read_card(marauders).unread
    theirs = run_scenario_text(
        'pila criaturas_rival:"Angrath\'s Marauders" hechizo:"Rayo: 3 daños a Jugador no activo"',
        cards,
    )
    # "a source you control": the spell's controller is not the Marauders' controller.
    assert next(p.life for p in theirs.final.players if p.name == "Jugador no activo") == 17
    sentence = amount_instead(
        "If a source you control would deal damage to an opponent or a permanent an opponent "
        "controls, it deals that much damage plus 1 instead."
    )
    assert sentence is not None
    assert (sentence.event, sentence.by, sentence.to, sentence.plus) == (
        "damage",
        "you",
        "opponent",
        1,
    )
    assert (
        amount_instead(
            "If a noncreature source you control would deal damage to a creature, battle, or "
            "opponent, it deals that much damage plus 2 instead."
        )
        is None
    )
