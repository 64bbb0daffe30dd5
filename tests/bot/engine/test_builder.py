"""The engine's builder (bot/engine/builder.py): a scenario made from Python values is the
scenario the language gives for the same board written out, and bad values are refused with
a Spanish ScenarioError."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from builder_lines import line_of

from bot.engine import ScenarioError, parse_scenario_text, run_scenario
from bot.engine.builder import Ability, MadeUp, Real, ScenarioBuilder, Spell
from bot.quiz import Level, QuestionBank
from bot.quiz.situations.templates import TEMPLATES
from index.cards.catalog import CardCatalog

RIVAL = "Jugador no activo"

# One builder per kind of option, each with what the language reads in that order.
PLANS = {
    "combat with keywords, colours and counters": ScenarioBuilder("combat").attack(
        MadeUp("Sierpe", 3, 3, keywords=("arrollar", "toque mortal"), colors=("verde",)),
        [MadeUp("Muro", 0, 4, plus=1), MadeUp("Lobo", 2, 2, keywords=("first strike",))],
    ),
    "combat with real cards and lives": ScenarioBuilder("combat")
    .attack(Real("Grizzly Bears", plus=1), [Real("Typhoid Rats")])
    .life(7, rival=True)
    .life(12),
    "combat with commanders and an earlier fact": ScenarioBuilder("combat")
    .attack(MadeUp("Kenrith", 5, 5))
    .permanents(MadeUp("Atraxa", 4, 4))
    .commanders("Kenrith", "Atraxa")
    .life(30, rival=True)
    .earlier("el comandante Kenrith le hizo 18 de daño de combate al rival"),
    "state with both sides' creatures": ScenarioBuilder("sba")
    .creatures(Real("Grizzly Bears"), MadeUp("Oso", 2, 2, minus=2))
    .creatures(Real("Hill Giant"), rival=True),
    "state with an Aura on the rival's creature": ScenarioBuilder("sba")
    .creatures(Real("Grizzly Bears"), rival=True)
    .auras(Real("Control Magic", attached_to="Grizzly Bears")),
    "stack of spells with targets": ScenarioBuilder("triggers")
    .creatures(Real("Grizzly Bears"))
    .spells(
        Spell("Giant Growth", targets=("Grizzly Bears",)),
        Spell("Lightning Bolt", targets=("Grizzly Bears",), rival=True),
    ),
    "stack with a trigger written out and a graveyard": ScenarioBuilder("triggers")
    .creatures(
        MadeUp(
            "Vigía",
            0,
            1,
            abilities=(Ability("triggered", "cuando muere otra criatura, el rival pierde 1 vida"),),
        ),
        Real("Grizzly Bears"),
    )
    .graveyard(Real("Hill Giant"))
    .life(9, rival=True)
    .spells(Spell("Wrath of God", rival=True)),
    "stack with a spell said in the engine's words and a later cast": ScenarioBuilder("triggers")
    .creatures(Real("Grizzly Bears", regenerate=1))
    .spells(Spell("Ira", rival=True, says="destruye cada criatura"))
    .events(Spell("Fling", targets=("Grizzly Bears", RIVAL))),
    "layers on one base": ScenarioBuilder("layers")
    .base(MadeUp("Oso", 2, 2))
    .effects("+1/+1 contador x2", "1/1 fijar", "+3/+3"),
    "layers on real permanents and a made-up enchantment": ScenarioBuilder("layers")
    .permanents(Real("Blood Moon"), rival=True)
    .permanents(
        Real("Urborg, Tomb of Yawgmoth"),
        Real("Forest"),
        MadeUp(
            "Tumba",
            types=("encantamiento",),
            abilities=(
                Ability("static", "cada tierra es un Pantano además de sus otros tipos de tierra"),
            ),
        ),
    ),
    "timing of a commander": ScenarioBuilder("timing")
    .cast_now("Kenrith, the Returned King", "command")
    .earlier("lanzaste a Kenrith 2 veces desde la zona de mando"),
    "a timeline to the next turn": ScenarioBuilder("timeline")
    .creatures(MadeUp("Oso", 2, 2, plus=1))
    .events(Spell("Crecimiento", says="Oso obtiene +3/+3 hasta el final del turno"))
    .events("resuelve", "siguiente turno"),
}


@pytest.mark.parametrize("name", PLANS)
def test_a_built_scenario_is_the_one_its_line_gives(name: str, cards: CardCatalog):
    plan = PLANS[name]
    built = plan.build(cards)
    assert built == parse_scenario_text(line_of(plan), cards), line_of(plan)
    run_scenario(built)  # and the engine runs it


def test_the_players_a_shield_and_owners_are_added_to_the_model(cards: CardCatalog):
    plan = (
        ScenarioBuilder("sba")
        .creatures(Real("Grizzly Bears"), MadeUp("Oso", 2, 2))
        .players("Ana", "Beto")
        .shield("Jugador activo")
        .owned_by("Grizzly Bears", "Ana")
    )
    built = plan.build(cards)
    assert [p.name for p in built.state.players][2:] == ["Ana", "Beto"]
    assert [(s.protects, s.amount) for s in built.state.shields] == [("Jugador activo", None)]
    owners = {p.name: p.owner for p in built.state.permanents}
    assert owners == {"Grizzly Bears": "Ana", "Oso": None}


def test_a_made_up_object_keeps_its_name_colours_and_protection_apart():
    """Written in one line, "Black Knight 2/2 protección contra blanco negro" reads a black
    creature named "Knight" with protection from white and black; from values, each is
    what it was given as."""
    plan = ScenarioBuilder("combat").attack(
        MadeUp(
            "Black Knight",
            2,
            2,
            keywords=("first strike", "protección contra blanco"),
            colors=("negro",),
        ),
        [MadeUp("Goblin Outlander", 2, 2, colors=("negro", "rojo"))],
    )
    knight, goblin = plan.build().state.permanents
    assert (knight.name, knight.colors, knight.protection_from) == (
        "Black Knight",
        {"black"},
        {"white"},
    )
    assert knight.keywords == {"first_strike"}
    assert (goblin.name, goblin.colors, goblin.protection_from) == (
        "Goblin Outlander",
        {"black", "red"},
        set(),
    )


def test_a_builder_is_a_value():
    plan = ScenarioBuilder("sba").creatures(MadeUp("Oso", 2, 2))
    more = plan.creatures(MadeUp("Lobo", 3, 3))
    assert len(plan.parts) == 1 and len(more.parts) == 2  # a method never changes its builder
    assert plan == ScenarioBuilder("sba").creatures(MadeUp("Oso", 2, 2))
    assert hash(plan) == hash(ScenarioBuilder("sba").creatures(MadeUp("Oso", 2, 2)))


def _sba(*things: MadeUp | Real) -> ScenarioBuilder:
    return ScenarioBuilder("sba").creatures(*things)


# Each bad value, the cards given and a word the Spanish message must say. Values are checked
# when given (a life, a spell) or when the scenario is built (cards, names, players).
BAD = {
    "not a card": (lambda c: _sba(Real("Osos de peluche gigantes")).build(c), "carta"),
    "no card data": (lambda c: _sba(Real("Grizzly Bears")).build(None), "datos de cartas"),
    "unknown keyword": (
        lambda c: _sba(MadeUp("Oso", 2, 2, keywords=("volador",))).build(c),
        "volador",
    ),
    "unknown colour": (lambda c: _sba(MadeUp("Oso", 2, 2, colors=("morado",))).build(c), "morado"),
    "no power and toughness": (lambda c: _sba(MadeUp("Oso")).build(c), "fuerza"),
    "power without toughness": (lambda c: _sba(MadeUp("Oso", 2)).build(c), "la resistencia"),
    "negative counters": (lambda c: _sba(MadeUp("Oso", 2, 2, plus=-1)).build(c), "negativo"),
    "targets and words both": (
        lambda c: ScenarioBuilder("triggers").spells(
            Spell("Rayo", targets=("Oso",), says="hace 3 daños")
        ),
        "no las dos cosas",
    ),
    "a life that is no number": (
        lambda c: ScenarioBuilder("sba").life("20"),  # type: ignore[arg-type]
        "número entero",
    ),
    "two players with one name": (
        lambda c: _sba(MadeUp("Oso", 2, 2)).players("Jugador activo").build(c),
        "mismo nombre",
    ),
    "an owner who is no player": (
        lambda c: _sba(MadeUp("Oso", 2, 2)).owned_by("Oso", "Nadie").build(c),
        "Nadie",
    ),
}


@pytest.mark.parametrize("name", BAD)
def test_bad_values_raise_a_spanish_scenario_error(name: str, cards: CardCatalog):
    make, said = BAD[name]
    with pytest.raises(ScenarioError) as error:
        make(cards)
    assert said in str(error.value)
    assert "Ejemplo válido: " in str(error.value)


def test_every_quiz_run_builds_the_scenario_its_board_says(question_bank: QuestionBank):
    """Each template's first board at every level it is asked at: the key's run and each
    misreading's build the model the language gives for the same board written out."""
    generator = question_bank.generators["situacion"]
    checked = 0
    for template in TEMPLATES:
        for level in Level:
            if not template.asked_at(level):
                continue
            sit = generator.situation(f"{template.name}#0", level, random.Random(0))
            assert sit.engine is not None
            for run in [sit.engine, *(r for _, r in sit.misread)]:
                source = generator.cards if run.cards else None
                plain = replace(run.scenario, more_players=(), shielded=None, owners=())
                line = line_of(plain)
                assert plain.build(source) == parse_scenario_text(line, source), line
                checked += 1
    assert checked >= 2 * len(TEMPLATES)


def test_a_sagas_lore_a_token_and_the_starting_step(cards: CardCatalog):
    """Real(lore=…) is a Saga's lore counters (714.3), MadeUp(token=True) a token that ceases
    to exist off the battlefield (704.5d), at() the step and turn a timeline starts in."""
    saga = (
        ScenarioBuilder("timeline").at("robo").permanents(Real("History of Benalia", lore=2))
        .events("principal")
    )  # fmt: skip
    outcome = run_scenario(saga.build(cards))
    assert outcome.final.resolution_order == ["Capítulo III de History of Benalia"]
    theirs = replace(saga, parts=saga.parts[:1]).at("robo", rival_turn=True)
    assert "turno:\"ajeno\"" in line_of(theirs)

    def bolted(token: bool) -> list[str]:
        plan = ScenarioBuilder("sba").creatures(MadeUp("Lobo", 2, 2, token=token))
        plan = plan.events("lanza Lightning Bolt: Lobo", "resuelve")
        return run_scenario(plan.build(cards)).rules

    assert "704.5d" in bolted(True) and "704.5d" not in bolted(False)
