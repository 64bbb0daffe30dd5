"""Scenarios told the way players write them in a chat (issue 42): the question kept apart
from the board, parenthetical details, Spanish card names, and one question asked back
instead of a refusal or a guess. The development set (tests/eval/told-chat-desarrollo.yaml)
is read with the real card data and may misread nothing."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import yaml

from bench.told_chat import classify
from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language import answer_added, read_text
from bot.text.outcome import outcome_json, render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

EVAL = Path(__file__).parents[3] / "eval"
CHAT = yaml.safe_load((EVAL / "told-chat-desarrollo.yaml").read_text(encoding="utf-8"))
EXACT_FLOOR = 0.7  # 124 of 150 exact when the set was last scored
# Issue 42's target: read exactly or asked back the one question due (136 of 150 when scored).
READ_OR_ASKED_FLOOR = 0.9


def test_the_chat_set_is_large_enough_and_misreads_nothing(cards: CardCatalog) -> None:
    assert len(CHAT) >= 150
    results = [classify(item, lambda t: read_text(t, cards)) for item in CHAT]
    wrong = [
        (i["id"], said)
        for i, (k, said) in zip(CHAT, results, strict=True)
        if k in {"MAL LEÍDA", "FALLO"}
    ]
    assert not wrong
    exact = sum(k == "exacta" for k, _ in results)
    assert exact >= EXACT_FLOOR * len(CHAT)
    asked = sum(k == "pregunta" for k, _ in results)
    assert exact + asked >= READ_OR_ASKED_FLOOR * len(CHAT)


def test_every_message_of_the_set_says_where_it_came_from() -> None:
    header = (EVAL / "told-chat-desarrollo.yaml").read_text(encoding="utf-8")
    for item in CHAT:
        assert re.search(rf"^#\s+{re.escape(item['source'])}\s+https?://", header, re.M), item


@pytest.mark.parametrize(
    ("told", "line"),
    [
        # A question tail: with its "¿", without it, with no "?" at all.
        (
            "ataco con un 2/2 y lo bloquean con un 3/3, ¿qué pasa?",
            'combate atacante:"2/2" bloqueadores:"3/3"',
        ),
        (
            "ataco con un 2/2 y lo bloquean con un 3/3, se muere?",
            'combate atacante:"2/2" bloqueadores:"3/3"',
        ),
        (
            "ataco con un 2/2 y lo bloquean con un 3/3 o q pasa",
            'combate atacante:"2/2" bloqueadores:"3/3"',
        ),
        # The event told inside the question stays on the board.
        (
            "¿qué pasa si ataco con un 2/2 y lo bloquean con un 3/3?",
            'combate atacante:"2/2" bloqueadores:"3/3"',
        ),
        # "¿es legal?" asks about the play told: running it answers.
        (
            "ataco con un 2/2 con vuela y me lo bloquean con un 3/3, ¿es legal?",
            'combate atacante:"2/2 con vuela" bloqueadores:"3/3"',
        ),
    ],
)
def test_the_question_is_kept_apart_from_the_board(told: str, line: str) -> None:
    assert read_text(told)[1] == line


def test_a_card_name_keeps_no_question_word(cards: CardCatalog) -> None:
    told = "le tiro un Lightning Bolt a su Grizzly Bears, se muere?"
    outcome = run_scenario_text(told, cards)
    assert (
        outcome.told
        == 'pila criaturas_rival:"Grizzly Bears" hechizo:"Lightning Bolt: Grizzly Bears"'
    )
    assert [d.name for d in outcome.final.died] == ["Grizzly Bears"]


def test_a_spanish_card_name_is_the_card_and_its_text_finds_its_target(
    cards: CardCatalog,
) -> None:
    """ "Relámpago" is Lightning Bolt: written so, its "any target" is read, the Bears die."""
    outcome = run_scenario_text("el rival me tira un Relámpago a mis Osos pardos", cards)
    assert (
        outcome.told
        == 'pila criaturas:"Grizzly Bears" hechizo:"Lightning Bolt (rival): Grizzly Bears"'
    )
    assert [d.name for d in outcome.final.died] == ["Grizzly Bears"]
    assert outcome_json(outcome).get("complete", True)


@pytest.mark.parametrize(
    ("told", "line"),
    [
        (
            "tengo un Oso 2/2 (con 2 contadores +1/+1)",
            'estado criaturas:"Oso 2/2 con 2 contadores +1/+1"',
        ),
        (
            "el rival tiene un Muro 0/4 (tiene 2 daños marcados)",
            'estado criaturas_rival:"Muro 0/4 con 2 daños marcados"',
        ),
        (
            "ataco con un 2/2 y no bloquean (el rival está a 2 vidas)",
            'combate atacante:"2/2" bloqueadores:ninguno vida:2',
        ),
    ],
)
def test_a_parenthetical_detail_is_read_where_it_stands(told: str, line: str) -> None:
    assert read_text(told)[1] == line


@pytest.mark.parametrize(
    ("told", "pregunta"),
    [
        ("¿puede un 1/1 bloquear a dos criaturas?", "¿Qué jugada concreta quieres comprobar"),
        ("¿puedo bloquear con una criatura girada?", "¿Qué criatura ataca"),
        ("el rival destruye mi Oso 2/2, ¿puedo responder?", "¿Qué lanzas en respuesta"),
        ("hay un Oso 2/2 y le tiro un Rayo", "¿De quién es «Oso»: tuyo o del rival?"),
        ("el rival ataca con un 3/3 y bloqueo con un 2/2, a 2 vidas", "¿Quién está a 2 vidas"),
        ("le tiro un Shock a su 2/2, ¿se muere Questing Beast?", "¿De quién es Questing Beast"),
    ],
)
def test_what_is_missing_is_asked_back_in_one_question(
    told: str, pregunta: str, cards: CardCatalog
) -> None:
    with pytest.raises(ScenarioQuestion) as info:
        read_text(told, cards)
    assert info.value.pregunta.startswith(pregunta)
    assert info.value.pregunta in info.value.message


def test_a_question_the_engine_cannot_run_is_refused_not_dropped() -> None:
    with pytest.raises(ScenarioError) as info:
        read_text("estoy a 2 vidas, ¿cómo se calcula el daño de arrollar?")
    assert not isinstance(info.value, ScenarioQuestion)
    assert "cómo se calcula" in info.value.message and "Ejemplo válido" in info.value.message


def test_the_face_is_the_one_the_clitic_names(cards: CardCatalog) -> None:
    """Issue 42's first example: "me tira … a la cara" is at the teller, who then loses."""
    outcome = run_scenario_text(
        "estoy a 3 vidas y el rival me tira un Lightning Bolt a la cara", cards
    )
    assert outcome.told == 'pila vida:3 hechizo:"Lightning Bolt (rival): Jugador activo"'
    assert outcome_json(outcome)["final"]["players"][0]["lost"]


def test_both_players_life_at_once(cards: CardCatalog) -> None:
    line = read_text("estoy a 1 vida y el rival también, le tiro un Shock a la cara", cards)[1]
    assert line == 'pila vida:1 vida_rival:1 hechizo:"Shock: Jugador no activo"'


# -- issue 42, second round: the classes the held-out misses shared ------------------------------
@pytest.mark.parametrize(
    ("told", "line", "verdict"),
    [
        (
            "¿puedo lanzar un conjuro en el turno del rival?",
            'momento carta:"conjuro" turno:ajeno',
            "No, no se puede",
        ),
        (
            "¿puedo tirar un instantáneo en su mantenimiento?",
            'momento carta:"instantáneo" paso:"mantenimiento" turno:ajeno',
            "Sí, se puede",
        ),
        (
            "¿se puede bajar un Grizzly Bears durante el combate?",
            'momento carta:"Grizzly Bears" paso:"combate"',
            "No, no se puede",
        ),
        (
            "¿puedo jugar un Lightning Bolt en mi segunda fase principal con algo en la pila?",
            'momento carta:"Lightning Bolt" paso:"principal 2" turno:propio pila:ocupada',
            "Sí, se puede",
        ),
    ],
)
def test_moments_of_the_turn_as_players_name_them(
    told: str, line: str, verdict: str, cards: CardCatalog
) -> None:
    assert read_text(told, cards)[1] == line
    assert verdict in render_text(run_scenario_text(told, cards))


def test_a_spell_cast_in_a_combat_resolves_before_combat_damage(cards: CardCatalog) -> None:
    told = "ataco con mi Oso 2/2, me bloquean con un Lobo 3/3 y le tiro un Giant Growth a mi Oso"
    line = 'combate atacante:"Oso 2/2" bloqueadores:"Lobo 3/3" hechizo:"Giant Growth: Oso"'
    assert read_text(told, cards)[1] == line
    final = outcome_json(run_scenario_text(told, cards))["final"]
    assert [d["name"] for d in final["died"]] == ["Lobo"]


def test_a_spell_the_defender_casts_in_a_combat_is_labelled_not_active(cards: CardCatalog) -> None:
    told = "el rival ataca con un Lobo 3/3, lo bloqueo con mi Oso 2/2 y le tiro un Shock al Lobo"
    assert read_text(told, cards)[1] == (
        'combate atacante:"Lobo 3/3" bloqueadores:"Oso 2/2" hechizo:"Shock (no activo): Lobo"'
    )
    died = outcome_json(run_scenario_text(told, cards))["final"]["died"]
    assert {d["name"] for d in died} == {"Lobo", "Oso"}  # 2 from Shock, then 2 in combat


@pytest.mark.parametrize(
    ("told", "line"),
    [
        (
            "le meto un Shock a su Grizzly Bears",
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Shock: Grizzly Bears"',
        ),
        ("le echo un Lightning Bolt a la cara", 'pila hechizo:"Lightning Bolt: Jugador no activo"'),
        (
            "tengo una Thalia, Guardian of Thraben y bajo otra Thalia, Guardian of Thraben",
            'estado criaturas:"Thalia, Guardian of Thraben; Thalia, Guardian of Thraben"',
        ),
        (
            "le equipo una Bonesplitter a mi Grizzly Bears",
            'estado criaturas:"Grizzly Bears" equipos:"Bonesplitter equipa:1"',
        ),
        (
            "le pongo un Pacifism a su Serra Angel",
            'estado criaturas_rival:"Serra Angel" auras:"Pacifism encanta:r1"',
        ),
        (
            "le pongo 2 contadores -1/-1 a su Grizzly Bears",
            'estado criaturas_rival:"Grizzly Bears con 2 contadores -1/-1"',
        ),
    ],
)
def test_everyday_verbs_for_casting_placing_and_attaching(
    told: str, line: str, cards: CardCatalog
) -> None:
    assert read_text(told, cards)[1] == line
    run_scenario_text(told, cards)  # the line runs


@pytest.mark.parametrize(
    ("told", "line"),
    [
        ("tengo dos Grizzly Bears en mesa", 'estado criaturas:"Grizzly Bears; Grizzly Bears"'),
        ("el rival tiene un Oso 2/2 en juego", 'estado criaturas_rival:"Oso 2/2"'),
        ("tengo un Grizzly Bears en el cementerio", 'estado cementerio:"Grizzly Bears"'),
        ("el rival tiene 4 cartas en la mano", "estado mano_rival:4"),
        (
            "no me quedan cartas en la biblioteca y me toca robar",
            "estado biblioteca:0 robo_vacío:sí",
        ),
    ],
)
def test_everyday_zone_words(told: str, line: str, cards: CardCatalog) -> None:
    assert read_text(told, cards)[1] == line


def test_an_empty_library_and_a_draw_lose_the_game(cards: CardCatalog) -> None:
    players = outcome_json(
        run_scenario_text("no me quedan cartas en la biblioteca y tengo que robar", cards)
    )["final"]["players"]
    assert players[0]["lost"] is True


def test_earlier_damage_inside_a_told_combat_is_marked_on_the_combatant(cards: CardCatalog) -> None:
    told = "su Lobo 3/3 ataca y lo bloqueo con un 1/1, antes le hice 2 de daño al Lobo"
    assert read_text(told, cards)[1] == (
        'combate atacante:"Lobo 3/3 con 2 daños marcados" bloqueadores:"1/1"'
    )
    died = outcome_json(run_scenario_text(told, cards))["final"]["died"]
    assert {d["name"] for d in died} == {"Lobo", "Bloqueador 1"}


@pytest.mark.parametrize(
    ("told", "line"),
    [
        # A relative clause for a quality, reported speech, the teller's doubt.
        (
            "mi 4/4 ataca y lo bloquean con un 2/2 que ya tiene 1 daño",
            'combate atacante:"4/4" bloqueadores:"2/2 con 1 daño"',
        ),
        (
            "ataco con un 4/4 y el rival dice que no bloquea",
            'combate atacante:"4/4" bloqueadores:ninguno',
        ),
        (
            "ataco con un 3/3 y lo bloquean con un 3/3, la verdad no sé cómo va",
            'combate atacante:"3/3" bloqueadores:"3/3"',
        ),
        # Life without the word, for both players, and one verb left out.
        ("los dos estamos a 2 vidas", "estado vida:2 vida_rival:2"),
        ("estoy a 2 y el rival a 3", "estado vida:2 vida_rival:3"),
        (
            "el rival tiene un Oso 2/2 y yo un Lobo 3/3",
            'estado criaturas:"Lobo 3/3" criaturas_rival:"Oso 2/2"',
        ),
    ],
)
def test_chat_phrasing_is_read_as_said(told: str, line: str, cards: CardCatalog) -> None:
    assert read_text(told, cards)[1] == line


@pytest.mark.parametrize(
    ("told", "asked", "answers"),
    [
        (
            "hay un Oso 2/2 y le tiro un Shock",
            "¿De quién es «Oso»",
            {
                "Mío": 'pila criaturas:"Oso 2/2" hechizo:"Shock: Oso"',
                "Del rival": 'pila criaturas_rival:"Oso 2/2" hechizo:"Shock: Oso"',
            },
        ),
        (
            "el rival ataca con un 3/3 y bloqueo con un 2/2, a 2 vidas",
            "¿Quién está a 2 vidas",
            {
                "Yo": 'combate atacante:"3/3" bloqueadores:"2/2" vida:2',
                "El rival": 'combate atacante:"3/3" bloqueadores:"2/2" vida_atacante:2',
            },
        ),
        (
            "le pongo una Espada 2/2 a mi Oso 2/2",
            "¿«Espada 2/2» es un Aura o un Equipo?",
            {
                "Aura": 'estado criaturas:"Oso 2/2" auras:"Espada 2/2 encanta:1"',
                "Equipo": 'estado criaturas:"Oso 2/2" equipos:"Espada 2/2 equipa:1"',
            },
        ),
        (
            "ataco con mi Oso 2/2, me bloquean con un Lobo 3/3 y le tiro un Giant Growth",
            "¿A qué criatura va «Giant Growth»?",
            {
                "Tu Oso 2/2": 'combate atacante:"Oso 2/2" bloqueadores:"Lobo 3/3" '
                'hechizo:"Giant Growth: Oso"',
                "Su Lobo 3/3": 'combate atacante:"Oso 2/2" bloqueadores:"Lobo 3/3" '
                'hechizo:"Giant Growth: Lobo"',
            },
        ),
    ],
)
def test_a_question_asked_back_offers_its_answers_and_each_reads(
    told: str, asked: str, answers: dict[str, str], cards: CardCatalog
) -> None:
    with pytest.raises(ScenarioQuestion) as info:
        read_text(told, cards)
    assert asked in info.value.pregunta
    assert [label for label, _ in info.value.choices] == list(answers)
    for label, message in info.value.choices:
        assert read_text(message, cards)[1] == answers[label]


def test_an_answer_keeps_the_order_word_discord_puts_first(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as info:
        read_text("pila hay un Oso 2/2 y le tiro un Shock", cards)
    assert all(message.startswith("pila ") for _, message in info.value.choices)
    assert answer_added("pila hay un Oso 2/2 y le tiro un Shock", "el Oso es mío").startswith(
        "pila el Oso es mío. "
    )


@pytest.mark.parametrize(
    "told",
    [
        "mi bicho 3/3 ataca y lo bloquean, qué pasa",  # blocked, but by what?
        "tengo un instantáneo en el cementerio",  # not a card the language can put there
        "tengo un Lobo 3/3 y le hago 3 de daño",  # to my Lobo, or to the rival?
    ],
)
def test_what_decides_the_answer_is_asked_never_guessed(told: str, cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion):
        read_text(told, cards)


def test_a_spanish_word_that_is_also_a_short_card_name_stays_a_word(cards: CardCatalog) -> None:
    told = "su 4/4 con vuela me ataca y lo bloqueo con mi Araña 1/4 con alcance"
    assert read_text(told, cards)[1] == (
        'combate atacante:"4/4 con vuela" bloqueadores:"Araña 1/4 con alcance"'
    )
    assert read_text("ataco con Ragavan y no bloquea", cards)[1] == (
        'combate atacante:"Ragavan, Nimble Pilferer" bloqueadores:ninguno'
    )


def test_each_hand_scoring_of_the_blind_set_classes_every_message_once() -> None:
    # The blind set is scored by hand (before any fix, then after the fixes by classes); the
    # bench counts the per-item tables, so a row missing or a class mistyped would skew it.
    from bench.told_chat import BLIND_CLASSES, blind_totals

    messages = (EVAL / "told-chat-ciego.jsonl").read_text(encoding="utf-8").splitlines()
    scorings = blind_totals()
    assert len(scorings) >= 2
    for name, counts in scorings.items():
        assert sum(counts.values()) == len(messages), name
        assert set(counts) <= set(BLIND_CLASSES), name
