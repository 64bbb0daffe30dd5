"""Asking back only a real gap, and the chat framing of a judge's question (issue 42, session 7).

A question back is allowed only about a fact the message and the card data both leave open and
that changes the outcome: a spell told at «le» of two creatures, a block naming none of two
unlike attackers, the X of a spell. What the message says (the one creature that can attack,
whose an object listed after «y yo» is, a control change that bears on another creature) is
read, never asked. The teller's reasoning is set apart, a self-correction replaces what it
corrects, a follow-up «y si …» is named as not read and the first case run. The eighth
development set (told-chat-desarrollo-8.yaml, from outside sources) may misread nothing."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
import yaml

from bench.told_chat import EIGHTH_SET, classify
from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language import read_text
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

CHAT8 = yaml.safe_load(EIGHTH_SET.read_text(encoding="utf-8"))
READ_OR_ASKED_FLOOR = 0.75  # 19 of 20 when the set was last scored (5 before any change)


def _read(text: str, cards: CardCatalog) -> tuple[str | None, list[tuple[str, str, str]]]:
    unanswered: list[tuple[str, str, str]] = []
    _, line = read_text(text, cards, None, unanswered)
    return line, unanswered


@pytest.mark.parametrize(
    ("told", "pregunta", "named"),
    [
        # which of two rival creatures «le» is: the 2/2 dies to Shock, the 3/3 does not
        (
            "el rival tiene un Grizzly Bears y un Hill Giant. le tiro un Shock. se muere?",
            "¿A qué criatura va «Shock»?",
            ("Grizzly Bears", "Hill Giant"),
        ),
        # which of two unlike attackers one blocker is on
        (
            "me ataca con un Hill Giant y un Grizzly Bears y bloqueo con mi Llanowar Elves",
            "¿A cuál de los atacantes bloquea «Llanowar Elves»",
            ("Hill Giant", "Grizzly Bears"),
        ),
        # which of two creatures of mine attacks, when the attack names none
        (
            "tengo un Grizzly Bears y un Hill Giant. ataco y no bloquea",
            "¿Con qué criatura se ataca",
            ("Grizzly Bears", "Hill Giant"),
        ),
    ],
)
def test_a_real_gap_is_asked_naming_what_it_may_be(
    told: str, pregunta: str, named: tuple[str, str], cards: CardCatalog
) -> None:
    with pytest.raises(ScenarioQuestion) as info:
        _read(told, cards)
    assert info.value.pregunta.startswith(pregunta)
    shown = info.value.pregunta + " ".join(label for label, _ in info.value.choices)
    assert all(name in shown for name in named)


def test_the_x_of_a_spell_is_asked_back_not_refused(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as info:
        _read("le tiro un Fireball a su Hill Giant. se muere?", cards)
    assert "¿Cuánto vale X?" in info.value.pregunta


@pytest.mark.parametrize(
    ("told", "line"),
    [
        # one creature told on each side: «ataco» / «me ataca» name no creature, only one can
        (
            "tengo un Grizzly Bears y el rival un Hill Giant. ataco y me bloquea con el Hill "
            "Giant. se muere mi oso?",
            'combate atacante:"Grizzly Bears" bloqueadores:"Hill Giant"',
        ),
        (
            "mi unica criatura es un Grizzly Bears. ataco y el rival bloquea con su Llanowar "
            "Elves. que pasa?",
            'combate atacante:"Grizzly Bears" bloqueadores:"Llanowar Elves"',
        ),
        # «y yo un X y un Y»: both mine; «me ataca» is then the rival's one creature
        (
            "el rival tiene un Hill Giant y yo un Grizzly Bears y un Llanowar Elves. me ataca y "
            "bloqueo con los dos. se muere el Hill Giant?",
            'combate atacante:"Hill Giant" bloqueadores:"Grizzly Bears; Llanowar Elves"',
        ),
        # «le» of the one creature told: taken, not asked
        (
            "el rival tiene un Grizzly Bears. le tiro un Shock. se muere?",
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Shock: Grizzly Bears"',
        ),
        # a block naming no attacker when the attackers are alike: nothing changes
        (
            "ataco con dos 2/2 y bloquea con un 3/3",
            'combate atacante:"2/2" atacante:"2/2" bloqueadores:"3/3"',
        ),
        # a whole name typed twice is that card both times
        (
            "el Hill Giant es del rival. el rival tiene un Grizzly Bears y un Hill Giant. le tiro "
            "un Shock. Shock va a su Hill Giant",
            'pila criaturas_rival:"Grizzly Bears; Hill Giant" hechizo:"Shock: Hill Giant"',
        ),
        # corrections replace what they correct
        (
            "mi Grizzly Bears ataca y el rival bloquea con su Wall of Omens, perdón, era un Hill "
            "Giant. muere mi oso?",
            'combate atacante:"Grizzly Bears" bloqueadores:"Hill Giant"',
        ),
        (
            "ataco con mi Grizzly Bears, perdon, quería decir con mi Hill Giant, y el rival "
            "bloquea con su Llanowar Elves. que pasa?",
            'combate atacante:"Hill Giant" bloqueadores:"Llanowar Elves"',
        ),
        # the teller's account «los dos le pegan» is a claim, not a blocker's words
        (
            "el rival ataca con un Hill Giant y bloqueo con mi Grizzly Bears y mi Llanowar "
            "Elves, los dos le pegan y se muere, no?",
            'combate atacante:"Hill Giant" bloqueadores:"Grizzly Bears; Llanowar Elves"',
        ),
        # «no hay otras criaturas»: the board the language has by default
        (
            "lanzo un Flametongue Kavu y no hay otras criaturas en el campo. se muere?",
            'pila hechizo:"Flametongue Kavu"',
        ),
        # «¿puedo contrarrestar eso con …?»: a spell that targets only spells aims «eso» at one
        (
            "el rival lanza un Lightning Bolt a mi Grizzly Bears. puedo contrarrestar eso con un "
            "Counterspell?",
            'pila criaturas:"Grizzly Bears" hechizo:"Lightning Bolt (rival): Grizzly Bears" '
            'hechizo:"Counterspell: Lightning Bolt"',
        ),
    ],
)
def test_what_the_message_says_is_read_not_asked(told: str, line: str, cards: CardCatalog) -> None:
    assert _read(told, cards)[0] == line


def test_a_control_change_asks_when_only_for_the_creature_taken(cards: CardCatalog) -> None:
    # the attack is the Grizzly Bears': when Control Magic was cast changes nothing for it, so
    # it is not asked; the Aura is written on its creature by name and the combat runs
    line, _ = _read(
        "le pongo un Control Magic a su Serra Angel y ataco con mi Grizzly Bears. no "
        "bloquea, cuanto le hago?",
        cards,
    )
    assert line == (
        'combate atacante:"Grizzly Bears" bloqueadores:ninguno criaturas_rival:"Serra Angel" '
        'auras:"Control Magic encanta:Serra_Angel"'
    )
    # «con ella»: the creature taken may be the attacker, and 302.6 decides: asked
    with pytest.raises(ScenarioQuestion) as asked:
        _read("le pongo un Control Magic a su Serra Angel. puedo atacar con ella?", cards)
    assert "se lanzó este turno o en un turno anterior" in asked.value.pregunta


def test_a_follow_up_is_named_unread_and_the_first_case_run(cards: CardCatalog) -> None:
    line, unanswered = _read(
        "le tiro un Lightning Bolt a su Hill Giant. y si le tiro un Shock?", cards
    )
    assert line == 'pila criaturas_rival:"Hill Giant" hechizo:"Lightning Bolt: Hill Giant"'
    assert ("question", "y si le tiro un Shock", "") in unanswered
    # with no play before it, «¿y si le tiro …?» is the play asked about: told, then run
    line, unanswered = _read("tengo un Grizzly Bears. y si le tiro un Shock?", cards)
    assert line == 'pila criaturas:"Grizzly Bears" hechizo:"Shock: Grizzly Bears"'
    assert not unanswered


def test_the_tellers_reasoning_is_set_apart_and_said(cards: CardCatalog) -> None:
    told = (
        "ataco con mi Hill Giant y el rival bloquea con su Grizzly Bears, como tiene mas "
        "criaturas le da igual perderlo. que pasa?"
    )
    line, unanswered = _read(told, cards)
    assert line == 'combate atacante:"Hill Giant" bloqueadores:"Grizzly Bears"'
    assert unanswered == [("reason", "como tiene mas criaturas le da igual perderlo", "")]
    shown = render_text(run_scenario_text(told, cards))
    assert "No leo «como tiene mas criaturas le da igual perderlo»: es tu razonamiento" in shown
    # a reason that states a quality may be a fact of the situation: never set apart unread
    # (the reader reads it or says what it could not read)
    with pytest.raises(ScenarioError) as info:
        _read(
            "ataco con mi Hill Giant y el rival bloquea con su 2/2, porque tiene toque mortal",
            cards,
        )
    assert "porque" in info.value.message


def test_the_eighth_set_misreads_nothing_and_cites_its_sources(cards: CardCatalog) -> None:
    results = [classify(item, lambda t, *out: read_text(t, cards, None, *out)) for item in CHAT8]
    pairs = list(zip(CHAT8, results, strict=True))
    assert not [i["id"] for i, (k, _) in pairs if k in {"MAL LEÍDA", "FALLO"}]
    right = sum(k in {"exacta", "pregunta", "rechazo"} for _, (k, _) in pairs)
    assert right >= READ_OR_ASKED_FLOOR * len(CHAT8)
    assert len(CHAT8) >= 15
    for item in CHAT8:
        assert re.match(r"https?://\S+$", item["fuente"]), item["id"]
        assert sum(key in item for key in ("line", "pregunta", "refuse")) == 1, item["id"]


def test_who_a_card_tells_to_act_is_answered_from_its_text(cards: CardCatalog) -> None:
    told = "el rival le tira un Path to Exile a mi Grizzly Bears. quien busca la tierra, el o yo?"
    line, unanswered = _read(told, cards)
    assert line == 'pila criaturas:"Grizzly Bears" hechizo:"Path to Exile (rival): Grizzly Bears"'
    [(kind, said, _)] = unanswered
    # «Its controller may search…»: the controller of the exiled creature, the teller
    assert kind == "answer" and "«Its controller may search" in said and "tú, que controlas" in said
    _, unanswered = _read("le tiro un Path to Exile a su Grizzly Bears. quien busca?", cards)
    assert "el rival, que controla el objetivo" in unanswered[0][1]
    outcome = run_scenario_text(told, cards)
    assert outcome.answers and not outcome.unanswered
    assert render_text(outcome).startswith("«¿quien busca la tierra, el o yo?»: según el texto")
    # a verb the card's text does not give its subject for stays unread, never guessed
    _, unanswered = _read(
        "el rival le tira un Lightning Bolt a mi Grizzly Bears. quien roba?", cards
    )
    assert [kind for kind, _, _ in unanswered] == ["question"]


def test_each_answer_offered_for_the_target_reads_that_target(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as info:
        _read("el rival tiene un Grizzly Bears y un Hill Giant. le tiro un Shock. se muere?", cards)
    read = {label: _read(message, cards)[0] for label, message in info.value.choices}
    assert read == {
        "Su Grizzly Bears": 'pila criaturas_rival:"Grizzly Bears; Hill Giant" '
        'hechizo:"Shock: Grizzly Bears"',
        "Su Hill Giant": 'pila criaturas_rival:"Grizzly Bears; Hill Giant" '
        'hechizo:"Shock: Hill Giant"',
    }
