"""Issue 26: situations the rules engine solves. Every board of every template states its
situation for the engine (an EngineRun); each is run, and its key must be the engine's outcome.
The wrong options that stand for a misreading the engine can state (the stack as a queue, a
layer's effect left out) must be the engine's outcome of that misreading."""

from __future__ import annotations

import random
from collections import Counter

from bot.quiz import Level, QuestionBank
from bot.quiz.situation_questions import BOARDS
from bot.quiz.situations.engine_runs import agrees, engine_answer, misreadings_agree
from bot.quiz.situations.templates import TEMPLATES

# The templates the engine solves today; the engine reads the cards of those marked True
# itself, the others' effects are written in its scenario words.
SOLVED = {
    "en-respuesta": True,
    "control-y-propiedad": True,
    "niebla": True,
    "dependencia": True,
    "coste-de-sacrificio": True,
    "coste-pagado": True,
    "capas-7b-7c": False,
    "marcas-de-tiempo": False,
    "clon": False,
    "mirar-atras": True,
    "dano-de-comandante": False,
    "aura-de-control": True,
    "impuesto-de-comandante": True,
    "combate-cartas": True,
    "combate-contadores": True,
    "combate-proteccion": True,
    "regla-de-leyendas": True,
    "acciones-de-estado": True,
    "pila-de-respuestas": True,
    "escudos": True,
    "bloqueos": True,
    "reemplazos-de-contadores": True,
    "evolucionar": True,
    "coste-total": True,
    "a-menos-que": True,
    "fraccion-de-segundo": True,
    "custodia": True,
    "flanquear": True,
    "no-se-puede-prevenir": True,
    "antimaleficio": True,
    "equipo": True,
    "sagas": True,
    "destreza": True,
    "fichas": True,
    "transformar": True,
}


def test_every_board_the_engine_can_state_has_the_engines_answer_as_key(bank: QuestionBank):
    generator = bank.generators["situacion"]
    solved: Counter[str] = Counter()
    misread: Counter[str] = Counter()
    for template in TEMPLATES:
        for level in Level:
            if not template.asked_at(level):
                continue
            for board in range(BOARDS):
                subject = f"{template.name}#{board}"
                sit = generator.situation(subject, level, random.Random(0))
                # Every situation is stated for the engine: none is worked out by hand.
                assert sit.engine is not None, subject
                said = engine_answer(sit.engine, generator.cards)
                assert agrees(sit, generator.cards), (subject, level, sit.key.text, said)
                assert sit.misread, subject  # some wrong options are engine runs too
                wrong = {w.text for w in sit.wrong}
                assert {text for text, _ in sit.misread} <= wrong, subject
                assert misreadings_agree(sit, generator.cards) == [], (subject, level)
                misread[template.name] += len(sit.misread)
                assert sit.engine.cards is SOLVED[template.name], subject
                solved[template.name] += 1
    assert set(solved) == set(SOLVED), solved


def test_a_wrong_key_would_be_caught(bank: QuestionBank):
    from dataclasses import replace

    from bot.quiz.situations.model import Choice

    generator = bank.generators["situacion"]
    sit = generator.situation("marcas-de-tiempo#0", Level.BASICO, random.Random(0))
    assert agrees(sit, generator.cards)
    wrong = replace(sit, key=Choice(sit.wrong[0].text, "x"))
    assert agrees(wrong, generator.cards) is False


def test_the_guide_says_how_many_templates_the_engine_solves():
    import re
    from pathlib import Path

    guide = (Path(__file__).parents[3] / "docs" / "quiz.md").read_text(encoding="utf-8")
    said = re.search(r"resuelve además (\d+) de sus (\d+) plantillas", guide)
    assert said is not None
    assert (int(said[1]), int(said[2])) == (len(SOLVED), len(TEMPLATES))


def test_every_engine_run_of_the_bank_read_its_cards_whole(bank: QuestionBank):
    """Issue 43: a question rests only on engine runs that read every line of every card
    taking part (Outcome.complete); a run on text the engine skipped is no key."""
    from bot.quiz.situations.engine_runs import run as run_engine

    generator = bank.generators["situacion"]
    unread: dict[str, list[tuple[str, str]]] = {}
    for level in Level:
        for subject in generator.subjects(level):
            sit = generator.situation(subject, level, random.Random(0))
            runs = [sit.engine, *(r for _, r in sit.misread)]
            for engine_run in runs:
                assert engine_run is not None, subject
                outcome = run_engine(engine_run, generator.cards)
                if not outcome.complete:
                    unread[f"{subject}:{level.value}"] = outcome.unread()
    assert unread == {}
