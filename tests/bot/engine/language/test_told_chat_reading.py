"""Chat messages read the way a judge reads them (issue 42, session 4), with the real card data:
a card named again by a word of its name, a card's state after it, which attacker is blocked,
reported speech of any speaker, sentences no verb reads (named, never glued to an object),
questions of what may be done told as their play, and a second case told after the first. The
third development set (told-chat-desarrollo-3.yaml, written by someone who never saw the reader)
may misread nothing."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import yaml

from bench.told_chat import classify, wrong_reading_shown
from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language import read_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

THIRD = Path(__file__).parents[3] / "eval" / "told-chat-desarrollo-3.yaml"
CHAT3 = yaml.safe_load(THIRD.read_text(encoding="utf-8"))
RIGHT_FLOOR = 0.7  # 22 of 30 right when the set was last scored (15 before any change)


def test_the_third_set_misreads_nothing(cards: CardCatalog) -> None:
    results = [classify(item, lambda t: read_text(t, cards)) for item in CHAT3]
    pairs = list(zip(CHAT3, results, strict=True))
    assert not [i["id"] for i, (k, _) in pairs if k in {"MAL LEÍDA", "FALLO"}]
    right = [
        i["id"]
        for i, (k, said) in pairs
        if k in {"exacta", "pregunta", "rechazo"} and not wrong_reading_shown(i, k, said)
    ]
    assert len(right) >= RIGHT_FLOOR * len(CHAT3)
    for item in CHAT3:  # each message says where its situation was published
        assert re.match(r"https?://", item["fuente"]), item["id"]


@pytest.mark.parametrize(
    ("told", "line"),
    [
        # A card named again by a word of its name, in lower case.
        (
            "tengo un Elvish Mystic y el rival le tira un Shock al mystic, ¿muere?",
            'pila criaturas:"Elvish Mystic" hechizo:"Shock (rival): Elvish Mystic"',
        ),
        # Its state said after it, in a parenthesis, by its short name.
        (
            "el rival tiene un Tarmogoyf (el goyf es 4/5) y le tiro un Lightning Bolt",
            'pila criaturas_rival:"Tarmogoyf 4/5" hechizo:"Lightning Bolt: Tarmogoyf"',
        ),
        # Whose both blockers are, said of them together.
        (
            "mi 4/4 ataca y lo bloquean con un 2/2 y un 1/1 (los dos del rival), ¿cómo queda?",
            'combate atacante:"4/4" bloqueadores:"2/2; 1/1"',
        ),
        # Which attacker is blocked: the one named is written last (the one blocked).
        (
            "ataco con un 3/3 y un 2/2 y el rival bloquea a mi 3/3 con un 4/4",
            'combate atacante:"2/2" atacante:"3/3" bloqueadores:"4/4"',
        ),
        # "uno" of attackers that are alike: any of them.
        (
            "ataco con dos 3/3 y el rival bloquea uno de mis atacantes con un 4/4",
            'combate atacante:"3/3" atacante:"3/3" bloqueadores:"4/4"',
        ),
        # What the defender lacks, said before the attack.
        (
            "no tengo bloqueadores y el rival ataca con un 4/4, estoy a 4 vidas, ¿muero?",
            'combate atacante:"4/4" bloqueadores:ninguno vida:4',
        ),
        # A self-correction with «o sea», and one that puts a card for another.
        (
            "ataco con un 3/3, o sea, con un 4/4, y lo bloquean con un 2/2",
            'combate atacante:"4/4" bloqueadores:"2/2"',
        ),
        (
            "ataco con mi Grizzly Bears, digo, con mi Goblin Guide, y no bloquea",
            'combate atacante:"Goblin Guide" bloqueadores:ninguno',
        ),
        # Claims of any speaker, said with «que», straight, or quoted: checked by running.
        (
            "yo pensaba q un 1/1 con toque mortal mata a todo. ataco con un 5/5 y lo bloquea un "
            "1/1 con toque mortal",
            'combate atacante:"5/5" bloqueadores:"1/1 con toque mortal"',
        ),
        (
            "ataco con un 5/5 con arrollar y toque mortal y me bloquea un 4/4. yo dije 1 al "
            "bloqueador y 4 a la cara pero el rival dice q tengo q asignar 4. como es?",
            'combate atacante:"5/5 con arrollar y toque mortal" bloqueadores:"4/4"',
        ),
        # A saying quoted after its verb is a claim, and a word in it is not a card's name.
        (
            "el rival dice «eso no puede entrar» y le tiro un Shock a su Grizzly Bears",
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Shock: Grizzly Bears"',
        ),
        # A word of a told card's name before a P/T is an object of its own, not that card.
        (
            "tengo un Serra Angel y el rival tiene su angel 3/3",
            'estado criaturas:"Serra Angel" criaturas_rival:"angel 3/3"',
        ),
        # Questions of what the told play comes to, in so many words.
        (
            "mi 3/3 ataca y lo bloquean con un 2/2 con toque mortal. q dice la regla?",
            'combate atacante:"3/3" bloqueadores:"2/2 con toque mortal"',
        ),
        # A question of what may be done, told as its play ("sin vuela" is the default).
        (
            "¿puede mi 2/2 sin vuela bloquear a su 3/3 con vuela?",
            'combate atacante:"3/3 con vuela" bloqueadores:"2/2"',
        ),
        (
            "el rival ataca con un 3/3 con vuela, ¿puedo bloquear con mi 2/2 con alcance?",
            'combate atacante:"3/3 con vuela" bloqueadores:"2/2 con alcance"',
        ),
        (
            "¿puedo tirarle un Lightning Bolt a su Grizzly Bears?",
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Lightning Bolt: Grizzly Bears"',
        ),
    ],
)
def test_each_class_is_read_as_a_judge_reads_it(told: str, line: str, cards: CardCatalog) -> None:
    assert read_text(told, cards)[1] == line


def test_a_block_asked_about_is_run_and_judged_illegal(cards: CardCatalog) -> None:
    outcome = run_scenario_text("¿puede mi 2/2 bloquear a su 3/3 con vuela?", cards)
    assert any("702.9b" in step.rules for step in outcome.steps)


@pytest.mark.parametrize(
    ("told", "pregunta"),
    [
        # "uno" of attackers that are not alike: which one decides the answer.
        (
            "ataco con un 3/3 y un 2/2 y el rival bloquea uno con un 4/4",
            "¿A cuál de los atacantes bloquea «4/4»: «3/3» o «2/2»?",
        ),
        ("¿puedo bloquear con una criatura girada?", "¿Qué criatura ataca"),
        ("el rival destruye mi Grizzly Bears, ¿puedo responder?", "¿Qué lanzas en respuesta"),
    ],
)
def test_a_real_gap_is_asked_naming_it(told: str, pregunta: str, cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as info:
        read_text(told, cards)
    assert info.value.pregunta.startswith(pregunta)
    assert "Qué se hace exactamente" not in info.value.message


def test_a_second_case_is_asked_back_with_the_first_one_to_run(cards: CardCatalog) -> None:
    told = "ataco con un 5/5 con arrollar y me bloquea un 2/2. ¿y si fuera un 3/3?"
    with pytest.raises(ScenarioQuestion) as info:
        read_text(told, cards)
    assert "y si fuera un 3/3" in info.value.pregunta
    assert info.value.read_as == 'combate atacante:"5/5 con arrollar" bloqueadores:"2/2"'
    (label, first), *_ = info.value.choices
    assert read_text(first, cards)[1] == info.value.read_as and label


@pytest.mark.parametrize(
    ("told", "unread"),
    [
        # A sentence with no verb the reader knows is named, not glued to the blocker.
        (
            "ataco con un 5/5 y me bloquea un 4/4. la criatura gana el doble de todo",
            "la criatura gana el doble de todo",
        ),
        # A clause the reader has no verb for, inside a spell's words.
        ("tengo un Grizzly Bears, yo lanzo una criatura y el me la remandea", "me la remandea"),
        # Words after a card's name that are not its qualities.
        (
            "tengo un Grizzly Bears desde el turno pasado, murio algo y le tiro un Shock",
            "desde",
        ),
    ],
)
def test_what_no_verb_reads_is_named_and_no_reading_is_shown(
    told: str, unread: str, cards: CardCatalog
) -> None:
    with pytest.raises(ScenarioError) as info:
        read_text(told, cards)
    assert unread in info.value.message
    assert "leído así" not in info.value.message
