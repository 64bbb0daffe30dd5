"""Engine questions (issue 12, item 1): the marked answer agrees with a direct computation.

Each kind's situation is read back from the Spanish prompt and decided here by the rule itself,
written out plainly (flying needs flying or reach to block, sorcery speed needs your main
phase and an empty stack, APNAP, toughness 0 beats indestructible…), not by the engine.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter

import pytest

from bot.quiz import Level, Question, QuestionBank, Topic
from bot.quiz.engine_questions import BY_LEVEL
from bot.quiz.giveaways import TRICKS, share
from index.corpus import Corpus

from .helpers import assert_valid

NAME = "motor"
SEEDS = range(40)


def _build(bank: QuestionBank, kind: str, level: Level) -> list[Question]:
    return [bank.build(NAME, f"{kind}/1", level, seed) for seed in SEEDS]


@pytest.fixture(scope="module")
def by_kind(bank: QuestionBank) -> dict[tuple[str, Level], list[Question]]:
    return {(k, lv): _build(bank, k, lv) for lv in Level for k in BY_LEVEL[lv]}


def test_every_kind_and_level_makes_sound_questions_citing_rules_in_force(
    by_kind: dict[tuple[str, Level], list[Question]], corpus: Corpus
):
    current = corpus.current_edition.id
    for (kind, _), questions in by_kind.items():
        distinct = {(q.prompt, frozenset(q.options)) for q in questions}
        assert len(distinct) >= 5, kind  # the seed draws new situations
        for q in questions:
            assert_valid(q, corpus)
            assert q.topic is Topic.ESCENARIOS
            assert {c.edition for c in q.citations} == {current}
            assert "¿" in q.prompt and q.prompt.rstrip().endswith("?")
            assert "[regla" in q.explanation and q.explanation.startswith("Respuesta: ")
            assert q.steps and any(s.rules for s in q.steps)


def test_the_answer_is_at_every_place_equally(by_kind: dict[tuple[str, Level], list[Question]]):
    places: Counter[int] = Counter(
        q.correct for qs in by_kind.values() for q in qs if len(q.options) == 4
    )
    total = sum(places.values())
    assert all(places[i] > total * 0.18 for i in range(4)), places


# -- legal blocks ------------------------------------------------------------------------------
_CREATURE = re.compile(r"«(\w+)» \((\d+)/(\d+)(?:, (\w+))?(?:, (\w+))?\)")


def _block_is_legal(prompt: str, option: str) -> bool:
    qualities = prompt.split("una criatura 3/3 con ", 1)[1].split(". Tus", 1)[0]
    protection = re.search(r"protección contra (\w+)", qualities)
    colour = {"blanco": "blanca", "rojo": "roja", "verde": "verde", "negro": "negra"}
    board = {m[1]: {m[4], m[5]} - {None} for m in _CREATURE.finditer(prompt)}
    blockers = re.findall(r"«(\w+)»", option)
    if "amenaza" in qualities and len(blockers) < 2:
        return False  # 702.111b
    for b in blockers:
        if "volar" in qualities and not board[b] & {"volar", "alcance"}:
            return False  # 702.9b
        if protection and colour[protection[1]] in board[b]:
            return False  # 702.16f
    return True


@pytest.mark.parametrize("level", [Level.BASICO, Level.INTERMEDIO])
def test_the_legal_block_is_the_only_legal_one(by_kind, level: Level):
    for q in by_kind[("bloqueo-legal", level)]:
        verdicts = [_block_is_legal(q.prompt, o) for o in q.options]
        assert verdicts.count(True) == 1 and verdicts[q.correct], (q.prompt, q.options)
        assert "Por qué no las otras" in q.explanation


# -- timing ------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", [Level.BASICO, Level.INTERMEDIO])
def test_only_your_main_phase_with_an_empty_stack_and_priority_allow_sorcery_speed(
    by_kind, level: Level
):
    for q in by_kind[("momento", level)]:
        for i, option in enumerate(q.options):
            allowed = (
                "Eva" not in option  # 307.1: your own turn
                and "llena" not in option  # and an empty stack
                and "tierras jugadas: 1" not in option  # 305.2: one land a turn
                and "sin prioridad" not in option  # 117.1a: only with priority
            )
            assert allowed == (i == q.correct), (q.prompt, option)
        assert "fase principal" in q.prompt


# -- trigger order -----------------------------------------------------------------------------
_ORDINALS = {"primer": 0, "segundo": 1, "tercer": 2, "cuarto": 3, "quinto": 4}


def _listed(text: str) -> list[str]:
    return re.findall(r"«([^»]+)»", text)


@pytest.mark.parametrize("level", [Level.INTERMEDIO, Level.AVANZADO])
def test_triggers_resolve_in_apnap_order_above_the_stack(by_kind, level: Level):
    for q in by_kind[("orden-disparos", level)]:
        mine = _listed(re.search(r"tú pones en la pila ([^;.]+)", q.prompt)[1])
        theirs = _listed(re.search(r"tu rival pone ([^;.]+)", q.prompt)[1])
        # 603.3b: the active player's go on the stack first, so they resolve after the other
        # player's; each player's own come off last put, first resolved (405.5).
        order = [*reversed(theirs), *reversed(mine)] + (
            ["Descarga"] if "«Descarga»" in q.prompt else []
        )
        place = _ORDINALS[re.search(r"en (\w+) lugar", q.prompt)[1]]
        assert q.answer == order[place], (q.prompt, order)
        assert set(q.options) <= set(order)


# -- state-based actions -----------------------------------------------------------------------
def _goes(piece: str) -> bool:
    """Whether this permanent goes to the graveyard, from its Spanish description."""
    if piece.startswith("«Dios»"):
        return "contadores -1/-1" in piece  # toughness 0 is not destruction (704.5f, 702.12b)
    if piece.startswith("«Gigante»"):
        return "con toque mortal hizo" in piece  # 704.5h; the other damage is not lethal
    if piece.startswith("«Muro»"):
        return "contador" in piece  # regeneration replaces destruction only (701.19a)
    if piece.startswith("«Grilletes»"):
        aura = re.search(r"un Aura (\w+)", piece)[1]
        against = re.search(r"protección contra (\w+)", piece)[1]
        return aura[:-1] == against[:-1]  # 702.16c: blanca/blanco, negra/negro
    if piece.startswith("«Jace»"):
        return " 0 contadores" in piece  # 704.5i
    raise AssertionError(piece)


@pytest.mark.parametrize("level", [Level.INTERMEDIO, Level.AVANZADO])
def test_state_based_actions_answer_matches_the_rules(by_kind, level: Level):
    for q in by_kind[("acciones-estado", level)]:
        body = q.prompt.removeprefix("Controlas ").split(". Se comprueban")[0]
        first, second = re.split(r", y (?=«)", body)
        expected = {
            _listed(first)[0]: _goes(first),
            _listed(second)[0]: _goes(second),
        }
        said = dict(
            (re.search(r"«(\w+)»", part)[1], part.endswith("sí va al cementerio"))
            for part in q.answer.split("; ")
        )
        assert said == expected, (q.prompt, q.answer)
        _assert_square(q.options, "; ")


def _assert_square(options: tuple[str, ...], separator: str) -> None:
    """Four options, the combinations of two facts: each fact's two values appear twice."""
    halves = [o.split(separator) for o in options]
    assert len(options) == 4 and all(len(h) == 2 for h in halves)
    for side in (0, 1):
        assert sorted(Counter(h[side] for h in halves).values()) == [2, 2]
    assert len({tuple(h) for h in halves}) == 4


# -- a response on the stack -------------------------------------------------------------------
@pytest.mark.parametrize("level", [Level.INTERMEDIO, Level.AVANZADO])
def test_the_response_resolves_first(by_kind, level: Level):
    for q in by_kind[("respuesta-pila", level)]:
        p = q.prompt
        t = int(re.search(r"«Oso» \(\d+/(\d+)\)", p)[1])
        n = int(re.search(r"\(\+(\d+)/\+\d+ hasta", p)[1])
        d = int(re.search(r"hace (\d+) puntos? de daño", p)[1])
        pump_on_top = "En respuesta, lanzas «Crecimiento»" in p
        if pump_on_top:  # 405.5: the response resolves first, then the damage
            dies, pumped = d >= t + n, True
        else:  # the damage resolves first; a pump with no legal target does nothing (608.2b)
            dies = d >= t
            pumped = not dies
        assert q.answer.startswith(f"«Oso» {'sí' if dies else 'no'} va al cementerio"), p
        assert q.answer.endswith(f"{'sí' if pumped else 'no'} hace su efecto"), p
        _assert_square(q.options, " y «Crecimiento»")


# -- a land that becomes a creature ------------------------------------------------------------
def test_a_creature_land_gets_older_static_abilities(by_kind):
    for q in by_kind[("tierra-animada", Level.AVANZADO)]:
        p = q.prompt
        size = int(re.search(r"una criatura (\d+)/\d+ hasta", p)[1])
        anthem = re.search(r"obtienen ([+-]\d)/", p)
        value = size + (int(anthem[1]) if anthem else 0) + ("con un contador +1/+1" in p)
        # 613.1: types (layer 4) before abilities (6) and P/T (7); 613.7: in a layer, the later
        # timestamp wins, so only a "loses flying" newer than «Señor» takes flying away.
        flies = "por último, otro efecto hace que «Yermo» pierda volar" not in p
        assert q.answer == f"«Yermo» es {value}/{value}, {'con' if flies else 'sin'} volar", p
        _assert_square(q.options, ", ")


def test_each_level_asks_its_own_things():
    assert set(BY_LEVEL[Level.BASICO]) == {"bloqueo-legal", "momento"}
    assert "tierra-animada" in BY_LEVEL[Level.AVANZADO]
    assert "tierra-animada" not in BY_LEVEL[Level.INTERMEDIO] + BY_LEVEL[Level.BASICO]
    every = list(itertools.chain.from_iterable(BY_LEVEL.values()))
    assert {"acciones-estado", "respuesta-pila", "orden-disparos"} <= set(every)


def test_no_trick_finds_the_answer(by_kind: dict[tuple[str, Level], list[Question]]):
    """Middle value, odd one out, longest: none beats a blind guess by more than 6 points."""
    questions = [q for qs in by_kind.values() for q in qs]
    chance = sum(1 / len(q.options) for q in questions) / len(questions)
    for name, trick in TRICKS.items():
        wins = sum(share(trick, q.options, q.correct) for q in questions) / len(questions)
        assert wins <= chance + 0.06, (name, wins, chance)


def test_damage_stays_when_a_lords_bonus_ends(by_kind):
    for q in by_kind[("señor-destruido", Level.AVANZADO)]:
        creatures = re.findall(
            r"«(\w+)», una criatura \d+/(\d+) \(\d+/\d+ con el bonus\) con (\d+) puntos? de daño",
            q.prompt,
        )
        assert len(creatures) == 2, q.prompt
        # 611.3b: the bonus ends with its source; 120.6: the damage stays; 704.5g: lethal?
        expected = {name: int(damage) >= int(t) for name, t, damage in creatures}
        said = {
            re.search(r"«(\w+)»", part)[1]: part.endswith("sí va al cementerio")
            for part in q.answer.split("; ")
        }
        assert said == expected, (q.prompt, q.answer)
        _assert_square(q.options, "; ")
