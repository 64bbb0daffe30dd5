"""The classes of the third blind scoring of issue 42 (tests/eval/told-chat-ciego-resultado.md,
"What the remaining misses have in common") that are the question's and the account's, read
with the real card data: question shapes the engine answers by running the told play (a claim
checked, a choice of numbers, how one must block, a claim that a block may be done), the
teller's own account of the outcome told inside the situation (a claim, never obeyed, never a
reason to refuse), and questions asked back only about a real gap. The fourth development set
(tests/eval/told-chat-desarrollo-4.yaml) may misread nothing."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import yaml

from bench.told_chat import classify, wrong_reading_shown
from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language import answer_added, read_text
from bot.engine.language.told.accounts import cut_accounts
from bot.engine.language.told.text import Told

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

FOURTH = Path(__file__).parents[3] / "eval" / "told-chat-desarrollo-4.yaml"
CHAT4 = yaml.safe_load(FOURTH.read_text(encoding="utf-8"))
RIGHT_FLOOR = 0.9  # 21 of 22 right (exact, asked or refused as due) when last scored


def test_the_fourth_set_misreads_nothing_and_reads_most(cards: CardCatalog) -> None:
    results = [classify(item, lambda t: read_text(t, cards)) for item in CHAT4]
    pairs = list(zip(CHAT4, results, strict=True))
    assert not [i["id"] for i, (k, _) in pairs if k in {"MAL LEÍDA", "FALLO"}]
    assert not [i["id"] for i, (k, said) in pairs if wrong_reading_shown(i, k, said)]
    right = sum(k in {"exacta", "pregunta", "rechazo"} for k, _ in results)
    assert right >= RIGHT_FLOOR * len(CHAT4)
    assert all(item["fuente"].startswith("http") for item in CHAT4)


@pytest.mark.parametrize(
    ("told", "line"),
    [
        # The teller's account after the play, in its sentence or in one of its own.
        (
            "ataco con mi 3/3 y me lo bloquea un 3/3, se mueren los dos y no pasa nada más",
            'combate atacante:"3/3" bloqueadores:"3/3"',
        ),
        (
            "mi 6/6 con arrollar ataca y lo bloquea un 2/2. le asigno 2 y 4 me pasan, ¿no?",
            'combate atacante:"6/6 con arrollar" bloqueadores:"2/2"',
        ),
        (
            "estoy a 4 vidas y el rival me tira un Lightning Bolt, me quedo a 1, ¿verdad?",
            'pila vida:4 hechizo:"Lightning Bolt (rival): Jugador activo"',
        ),
        # Question shapes run: a choice of numbers in words, how one must block.
        (
            "el rival me ataca con un 5/5 con arrollar y lo bloqueo con mi 1/1, "
            "¿me hace 4 o ninguno?",
            'combate atacante:"5/5 con arrollar" bloqueadores:"1/1"',
        ),
        (
            "ataco con mi 4/4 con amenaza y me lo bloquea un 1/1. ¿no tiene que bloquear con dos?",
            'combate atacante:"4/4 con amenaza" bloqueadores:"1/1"',
        ),
        # Whether a target is possible, the order of damage, how often something triggers.
        (
            "el rival tiene un 2/2 con protección contra rojo, ¿le puedo tirar un Shock?",
            'pila criaturas_rival:"Bicho rival 2/2 con protección contra rojo" '
            'hechizo:"Shock: Bicho rival"',
        ),
        (
            "mi 3/3 ataca y me lo bloquean con un 2/2 y un 2/2, ¿en qué orden asigno el daño?",
            'combate atacante:"3/3" bloqueadores:"2/2; 2/2"',
        ),
        (
            "ataco con un 4/4 y me lo bloquea un 2/2, ¿cuántas veces se dispara?",
            'combate atacante:"4/4" bloqueadores:"2/2"',
        ),
        # "¿por qué?" after the teller's account: the run's steps give the reasons.
        (
            "le tiro un Shock a su 3/3 y no se muere, ¿por qué?",
            'pila criaturas_rival:"Bicho rival 3/3" hechizo:"Shock: Bicho rival"',
        ),
        # A claim that a block may be done, reported: its play is run.
        (
            "mi amigo dice que su 1/1 con alcance puede bloquear a mi 3/3 con vuela, ¿es así?",
            'combate atacante:"3/3 con vuela" bloqueadores:"1/1 con alcance"',
        ),
        # "otra" after one card is one more of it; a card typed in lower case is that card.
        (
            "tengo un grizzly bears y bajo otro",
            'estado criaturas:"Grizzly Bears; Grizzly Bears"',
        ),
    ],
)
def test_each_class_is_read_as_said(told: str, line: str, cards: CardCatalog) -> None:
    assert read_text(told, cards)[1] == line


def test_an_account_is_never_obeyed(cards: CardCatalog) -> None:
    # "se matan los dos" is the teller's claim: the run says only the 2/2 dies (first strike
    # deals 2 to a 3/3, then deathtouch kills the attacker: 702.7b, 702.2b).
    outcome = run_scenario_text(
        "mi 2/2 con primer golpe ataca y lo bloquea un 3/3 con toque mortal, se matan los dos",
        cards,
    )
    assert [death.id for death in outcome.final.died] == ["atacante"]
    # "el daño se previene y mi 2/2 le hace 2": checked, not read as more damage dealt.
    outcome = run_scenario_text(
        "el rival me ataca con un 3/3 rojo y lo bloqueo con mi 2/2 con protección contra rojo. "
        "el daño se previene y mi 2/2 le hace 2, ¿correcto?",
        cards,
    )
    dealt = {(d.source, d.target): (d.prevented, d.dealt) for d in outcome.final.damage}
    assert dealt == {("atacante", "b1"): (3, 0), ("b1", "atacante"): (0, 2)}


def test_an_account_is_cut_only_after_a_play() -> None:
    # Alone, "se matan los dos" is no account of a play: nothing is cut (sentences.py names it).
    told = Told("se matan los dos", "se matan los dos", ())
    assert cut_accounts(told) == (told, [])
    # A destruction with its means is an event, kept for the reader.
    typed = "ataco con un 3/3, me lo destruyen con un removal"
    kept, claims = cut_accounts(Told(typed, typed, ()))
    assert kept.typed == typed and claims == []
    # A card not named before is a new object: an event, never cut as an account.
    typed = "ataco con un 3/3 y su §0§ me hace 2"
    assert cut_accounts(Told(typed, typed, ("Shock",))) == (Told(typed, typed, ("Shock",)), [])


def test_a_loss_asked_about_a_life_not_said_is_asked_back(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as caught:
        read_text("me atacan con un 4/4 y no bloqueo, ¿pierdo?", cards)
    assert "vidas estás" in caught.value.pregunta
    assert caught.value.read_as == 'combate atacante:"4/4" bloqueadores:ninguno'
    with pytest.raises(ScenarioQuestion) as caught:
        read_text("ataco con un 4/4 y no bloquea, ¿gano?", cards)
    assert "está el rival" in caught.value.pregunta
    # Answered, the play runs with that life: the teller at 3 loses to 4 damage.
    answered = answer_added("me atacan con un 4/4 y no bloqueo, ¿pierdo?", "estoy a 3 vidas")
    outcome = run_scenario_text(answered, cards)
    assert outcome.told == 'combate atacante:"4/4" bloqueadores:ninguno vida:3'
    assert any(player.lost for player in outcome.final.players)


def test_no_life_is_asked_when_no_damage_can_reach_a_player(cards: CardCatalog) -> None:
    # A block with no trample: the life said or not, nobody loses; nothing to ask.
    line = read_text("me atacan con un 4/4 y lo bloqueo con un 2/2, ¿pierdo?", cards)[1]
    assert line == 'combate atacante:"4/4" bloqueadores:"2/2"'


def test_a_question_on_a_play_not_told_is_still_asked_back(cards: CardCatalog) -> None:
    # "¿puede atacar?" after a block only: attacking is not a play the message tells.
    with pytest.raises(ScenarioError):
        read_text("tengo un 2/2 y el rival un 3/3, ¿puedo atacar con dos?", cards)


def test_each_claim_is_checked_against_the_run(cards: CardCatalog) -> None:
    from bot.text.outcome import outcome_json, render_text

    # A reported claim that does not hold: first strike does not kill the 3/3 (702.7b).
    outcome = run_scenario_text(
        "mi 2/2 con primer golpe ataca y lo bloquea un 3/3 con toque mortal. el rival dice q "
        "se matan los dos, ¿es así?",
        cards,
    )
    [check] = outcome.claims
    assert (check.claim, check.holds) == ("se matan los dos", False)
    assert check.found == {"kind": "claim.died", "names": ["Atacante"]} and "704.5g" in check.rules
    assert "«se matan los dos»: no se cumple; muere Atacante." in render_text(outcome)
    assert "it does not hold" in render_text(outcome, "en")
    assert outcome_json(outcome)["claims"][0]["holds"] is False
    # The teller's own account that holds: marked damage counts for lethal (702.19b).
    outcome = run_scenario_text(
        "ataco con un 4/4 con arrollar y me bloquea un 2/2 q tiene 1 daño marcado. le asigno "
        "1 y 3 arrollan, ¿vale?",
        cards,
    )
    assert [(c.claim, c.holds) for c in outcome.claims] == [("le asigno 1 y 3 arrollan", True)]
    # A life total it ends at, and a number that is wrong.
    outcome = run_scenario_text(
        "estoy a 1 vida y el rival me ataca con un 2/2 y otro 2/2. bloqueo uno con mi 1/1 con "
        "vínculo vital y el otro me entra, gano 1 y me quedo a 0. ¿pierdo o no?",
        cards,
    )
    assert [(c.holds, c.found["life"]) for c in outcome.claims] == [(True, 0)]
    outcome = run_scenario_text(
        "mi 5/5 con arrollar ataca y lo bloquea un 2/2, 2 arrollan, ¿no?", cards
    )
    assert [(c.holds, c.found["amount"]) for c in outcome.claims] == [(False, 3)]


def test_a_claim_not_understood_gets_no_verdict(cards: CardCatalog) -> None:
    # "no pasa nada más" is cut as an account, but no shape of claims.py reads it: unchecked.
    outcome = run_scenario_text(
        "ataco con mi 3/3 y me lo bloquea un 3/3, no pasa nada raro, ¿qué pasa?", cards
    )
    assert outcome.claims == []
    # "se queda a 1/1" is a creature's size, not a life total: no verdict on a life.
    outcome = run_scenario_text(
        "ataco con un 5/5 con arrollar y me lo bloquea un 2/2, el 2/2 se queda a 1/1", cards
    )
    assert outcome.claims == []
