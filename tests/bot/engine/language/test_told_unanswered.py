"""A question no shape of the reader reads, after a situation told whole (issue 42, session 6:
told/unanswered.py): the play is run and shown, and the answer says first that the question
itself was not read; never a refusal of the whole message, never the run given as the
question's answer. A bare board runs to nothing, so there the question is still refused. The
sixth development set (tests/eval/told-chat-desarrollo-6.yaml, written from outside sources
before this change) may misread nothing."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
import yaml

from bench.told_chat import SIXTH_SET, classify
from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language import read_text
from bot.text.outcome import outcome_json, render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

CHAT6 = yaml.safe_load(SIXTH_SET.read_text(encoding="utf-8"))
READ_OR_ASKED_FLOOR = 0.65  # 22 of 32 read exactly or asked/refused as due after the change

BLOCKER_GONE = (
    "ataco con mi Kalonian Tusker y me lo bloquea su Grizzly Bears. antes del daño le tiro un "
    "Lightning Bolt a su Grizzly Bears. mi Kalonian Tusker le hace daño al rival igual?"
)


def test_a_question_not_read_after_a_whole_play_gets_the_run_and_says_so(
    cards: CardCatalog,
) -> None:
    outcome = run_scenario_text(BLOCKER_GONE, cards)
    assert outcome.told == (
        'combate atacante:"Kalonian Tusker" bloqueadores:"Grizzly Bears" '
        'hechizo:"Lightning Bolt: Grizzly Bears"'
    )
    assert outcome.unanswered == ["mi Kalonian Tusker le hace daño al rival igual"]
    text = render_text(outcome)
    first = text.splitlines()[0]
    assert first.startswith("No leo la pregunta «¿mi Kalonian Tusker le hace daño al rival")
    assert "no la respondo" in first
    # The run itself is there: the blocker dies to the Bolt, and no damage reaches the player
    # (a blocked creature stays blocked, 509.1h): the steps say it, not the question's header.
    assert "509.1h" in text
    assert [p.life for p in outcome.final.players] == [20, 20]
    shown = outcome_json(outcome)
    assert shown["unanswered"][0]["question"] == outcome.unanswered[0]
    assert shown["unanswered"][0]["text"].startswith("No leo la pregunta")


@pytest.mark.parametrize(
    ("told", "question"),
    [
        (  # whether a creature deals its damage at all
            "ataco con mi Vampire Nighthawk y me lo bloquea un 2/2 con primer golpe. llega a "
            "hacer daño mi Vampire Nighthawk?",
            "llega a hacer daño mi Vampire Nighthawk",
        ),
        (  # an order of triggers, asked in words no table holds
            "el rival me tira un Murder a mi Strangleroot Geist, vuelve?",
            "vuelve",
        ),
        (  # how many counters: the steps of the run count them
            "tengo a Ajani Goldmane y un Ajani's Pridemate, hago el +1 de Ajani Goldmane. "
            "cuantos contadores le pongo al Pridemate?",
            "cuantos contadores le pongo al Ajani's Pridemate",
        ),
    ],
)
def test_shapes_no_table_holds_are_run_not_refused(
    told: str, question: str, cards: CardCatalog
) -> None:
    outcome = run_scenario_text(told, cards)
    assert outcome.unanswered == [question]
    assert render_text(outcome).startswith(f"No leo la pregunta «¿{question}?»")


def test_a_bare_board_with_a_question_not_read_is_still_refused(cards: CardCatalog) -> None:
    # Nothing happens on "estado vida:2": running it could not bear on the question.
    with pytest.raises(ScenarioError, match="No sé responder «¿cómo se calcula el daño"):
        run_scenario_text("estoy a 2 vidas, ¿cómo se calcula el daño de arrollar?", cards)


def test_a_caller_that_cannot_say_so_still_gets_the_refusal(cards: CardCatalog) -> None:
    # read_text without a list for unread questions (the search's verdicts): refused as
    # before, so no caller can give a run as the answer to a question nobody read.
    with pytest.raises(ScenarioError, match="No sé responder"):
        read_text(BLOCKER_GONE, cards)
    unanswered: list[tuple[str, str, str]] = []
    _, line = read_text(BLOCKER_GONE, cards, None, unanswered)
    assert line is not None and unanswered


def test_the_sixth_set_misreads_nothing_and_cites_its_sources(cards: CardCatalog) -> None:
    results = [classify(item, lambda t, *out: read_text(t, cards, None, *out)) for item in CHAT6]
    pairs = list(zip(CHAT6, results, strict=True))
    wrong = [i["id"] for i, (k, _) in pairs if k in {"MAL LEÍDA", "FALLO"}]
    assert not wrong
    right = sum(k in {"exacta", "pregunta", "rechazo"} for _, (k, _) in pairs)
    assert right >= READ_OR_ASKED_FLOOR * len(CHAT6)
    assert len(CHAT6) >= 30
    for item in CHAT6:
        assert re.match(r"https?://\S+$", item["fuente"]), item["id"]
        assert sum(key in item for key in ("line", "pregunta", "refuse")) == 1, item["id"]
