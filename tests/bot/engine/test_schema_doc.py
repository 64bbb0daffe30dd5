"""Every example in SCHEMA.md runs and gives the result written after it.

Each example is followed by lines starting with "→" that state its result the way a reader
would say it (inside the block for language lines, right after the block for files). Every
sentence of those lines is a claim checked against the engine's Outcome; a sentence this test
cannot read fails, so the documentation can say nothing that is not checked.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import yaml

import bot.engine
from bot.engine import Outcome, run_scenario, run_scenario_text
from bot.engine.scenario import scenario_from_data
from bot.engine.vocabulary import KEYWORD_ES
from bot.text.engine_steps import phrase_text

SCHEMA = Path(bot.engine.__file__).parent / "SCHEMA.md"
_BLOCK = re.compile(r"```(\w*)\n(.*?)```\n", re.S)
_ORDERS = ("combate ", "estado ", "capas ", "momento ", "disparos ", "pila ", "escenario ")
_RESULT = "→ "


@dataclass
class Example:
    kind: str  # "" for a language line, else the file format
    text: str
    expected: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        return self.text.splitlines()[0][:60]


def _examples(doc: str) -> list[Example]:
    found: list[Example] = []
    for block in _BLOCK.finditer(doc):
        lang, body = block[1], block[2]
        if lang == "":
            for line in body.splitlines():
                if line.startswith(_ORDERS):
                    found.append(Example("", line))
                elif line.startswith(_RESULT):
                    assert found and found[-1].kind == "", f"a result with no example: {line}"
                    found[-1].expected.append(line[len(_RESULT) :])
        elif lang in ("yaml", "json"):
            data = yaml.safe_load(body)  # JSON is valid YAML
            if "steps" in data:  # the Outcome shape sample, not a scenario
                continue
            after = doc[block.end() :].splitlines()
            results = []
            for line in after:
                if not line.startswith(_RESULT):
                    break
                results.append(line[len(_RESULT) :])
            found.append(Example(lang, body, results))
    return found


DOC = SCHEMA.read_text(encoding="utf-8")
EXAMPLES = _examples(DOC)
LINES = [e for e in EXAMPLES if e.kind == ""]
FILES = [e for e in EXAMPLES if e.kind != ""]


def _run(example: Example) -> Outcome:
    if example.kind == "":
        return run_scenario_text(example.text)
    data = yaml.safe_load(example.text)
    json.dumps(data)
    return run_scenario(scenario_from_data(data))


# ------------------------------------------------------------------ claims
_PLAYER = re.compile(
    r"(?P<name>[^:«]+): (?P<life>-?\d+) vidas?"
    r"(?:, (?P<poison>\d+) contadores? de veneno)?"
    r"(?:, (?P<library>\d+) cartas? en la biblioteca)?"
    r"(?:, (?P<lost>ha perdido la partida|sigue jugando))?"
)
_GRAVEYARD = re.compile(r"Al cementerio: (?P<names>«.*»)")
_NOTHING_DIES = "Nada va al cementerio"
_PT = re.compile(
    r"«(?P<name>[^»]+)» es (?P<p>-?\d+)/(?P<t>-?\d+)"
    r"(?:, (?:sin daño marcado|con (?P<damage>\d+) daños? marcados?"
    r"|con (?P<keywords>[^\d][^,]*)))?"
)
_KEYWORD_IDS = {es: kid for kid, es in KEYWORD_ES.items()}
_ORDER = re.compile(r"Orden de resolución: (?P<names>.+)")


def _claims(lines: list[str]) -> list[str]:
    return [c.rstrip(".") for line in lines for c in re.split(r"(?<=\.)\s+", line.strip())]


def check_claim(claim: str, outcome: Outcome) -> None:
    """Assert one sentence of a "→" line against the outcome."""
    final = outcome.final
    if m := _PLAYER.fullmatch(claim):
        player = next((p for p in final.players if p.name == m["name"]), None)
        assert player is not None, f"no player «{m['name']}»"
        assert player.life == int(m["life"]), claim
        assert player.poison == int(m["poison"] or 0), claim
        assert player.lost == (m["lost"] == "ha perdido la partida"), claim
        if m["library"] is not None:
            assert player.library == int(m["library"]), claim
    elif m := _GRAVEYARD.fullmatch(claim):
        names = re.findall(r"«([^»]*)»", m["names"])
        assert sorted(d.name for d in final.died) == sorted(names), claim
    elif claim == _NOTHING_DIES:
        assert final.died == [], claim
    elif m := _PT.fullmatch(claim):
        perms = [p for p in final.permanents if p.name == m["name"]]
        assert perms, f"no permanent «{m['name']}» left: {claim}"
        for perm in perms:
            assert (perm.power, perm.toughness) == (int(m["p"]), int(m["t"])), claim
            if "sin daño marcado" in claim:
                assert perm.damage == 0, claim
            elif m["damage"] is not None:
                assert perm.damage == int(m["damage"]), claim
            elif m["keywords"] is not None:
                said = {_KEYWORD_IDS[k] for k in re.split(r", | y ", m["keywords"])}
                assert set(perm.keywords) == said, claim
    elif m := _ORDER.fullmatch(claim):
        assert final.resolution_order == re.split(r", | y ", m["names"]), claim
    else:
        verdict = phrase_text(final.verdict) if final.verdict else None
        assert verdict == claim + ".", (
            f"not a claim this test reads, nor the verdict ({verdict!r}): {claim!r}"
        )


# ------------------------------------------------------------------ tests
@pytest.mark.parametrize("example", EXAMPLES, ids=str)
def test_examples_run_and_give_their_documented_result(example):
    assert example.expected, f"no → result written for: {example.text}"
    outcome = _run(example)
    assert outcome.steps
    for claim in _claims(example.expected):
        check_claim(claim, outcome)


def test_there_are_examples_for_every_order_and_kind_of_file():
    assert {e.text.split()[0] for e in LINES} == {o.strip() for o in _ORDERS}
    assert {yaml.safe_load(e.text)["kind"] for e in FILES} == {
        "combat",
        "sba",
        "layers",
        "timing",
        "triggers",
        "timeline",
    }


def test_the_effect_vocabulary_is_documented_with_examples():
    # Every effect type is in the table of 1.7, and the examples use the grammar they show.
    from typing import get_args

    from bot.engine.effects import Effect

    types = {model.model_fields["type"].default for model in get_args(get_args(Effect)[0])}
    # define_pt, fight, life_floor, cant_be_blocked_by and attach joined the 26; then discard
    # and shuffle_graveyard; then add_mana, tap, untap and regenerate; then combat_restriction;
    # then scry; then mill; then cost_change, exile_if_dies, no_untap, cant_prevent_damage,
    # no_activating and prevent_all; then amount_instead, extra_land_plays, cant_cast,
    # player_hexproof and attack_tax; then delayed (603.7) and get_emblem (114); then
    # from_graveyard (cards out of a graveyard), reveal_hand (701.20), surveil (701.25) and
    # no_max_hand_size (402.2); combat_limit (508.1c-d, 509.1b); return_exiled (607.2a);
    # search_library (701.23); turn_face_up (702.37e, 702.168d); transform (701.27a);
    # exile_and_return (712.14a); copy_spell (707.10); cast_exiled (702.88a); cascade (702.85a);
    # grant_ability (613.1f: an ability in quotes); cant_gain_life; extra_turn (500.7) and
    # set_life (119.5); class_level (716.2a); become_saddled (702.171b); proliferate
    # (701.34a); become_monarch (724); renown (702.112a); living_weapon (702.92a);
    # monstrosity (701.37a); increase_speed (702.179d); station (702.184a)
    assert len(types) == 79
    table = DOC[DOC.index("### 1.7 Efectos") : DOC.index("### 1.8")]
    assert all(f"`{t}`" in table for t in types), types - {t for t in types if f"`{t}`" in table}
    assert sum(1 for e in LINES if e.text.startswith(("pila ", "escenario "))) >= 10


def test_every_result_line_belongs_to_an_example():
    written = [line for line in DOC.splitlines() if line.startswith(_RESULT)]
    assert len(written) == sum(len(e.expected) for e in EXAMPLES)


@pytest.mark.parametrize(
    "wrong",
    [
        "Jugador defensor: 17 vidas",
        "Jugador defensor: 18 vidas, ha perdido la partida",
        "Al cementerio: «Bloqueador 1»",
        "Nada va al cementerio",
        "«Atacante» es 5/5",
        "Sí, se puede jugar ahora",
        "El atacante gana",
    ],
)
def test_a_wrong_claim_fails(wrong):
    outcome = _run(LINES[0])  # 18 vidas; «Atacante» and both blockers die
    with pytest.raises(AssertionError):
        check_claim(wrong, outcome)
