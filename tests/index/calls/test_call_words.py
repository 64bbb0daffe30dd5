"""How a call's words are read (issue 47, session 3), on the real bundled policy documents:
fact words as whole words only, every way players name an event and its REL, a repeat only
when the offense is repeated, and words that are not facts told (a question naming an
infraction, an exchange told as not having happened)."""

from __future__ import annotations

import re

import pytest

from index.calls import Rel, make_call, read_facts
from index.calls.facts import _DETRIMENTAL, _KNOWING, _REPEATED, rel_of_programs
from index.calls.situations import SIGNS, whole
from index.fold import fold
from index.library import Library


@pytest.fixture(scope="module")
def sections(library: Library) -> dict:
    return {s.id: s for s in library.policy.sections}


@pytest.fixture(scope="module")
def programs(sections: dict) -> dict:
    return rel_of_programs(sections["mtr-appendix-f"].text)


def _words_of(sections: dict) -> set[str]:
    """Every word of the Spanish rules and the calls' own sets is a word a call may hold."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    text = (root / "index" / "data" / "es" / "reglas-completas-2019-10-04-parcial.txt").read_text(
        encoding="utf-8"
    )
    for name in ("floor-calls.tsv", "floor-calls-material.tsv"):
        text += (root / "tests" / "eval" / name).read_text(encoding="utf-8")
    return set(re.findall(r"\w+", fold(text)))


def test_no_sign_of_an_infraction_matches_inside_a_longer_word(sections: dict) -> None:
    """Tried against every word of the Spanish rules (thousands): a sign that matches a piece
    of a word would read a fact nobody told."""
    words = _words_of(sections)
    assert len(words) > 1500
    patterns = {**SIGNS, "knowing": _KNOWING, "detrimental": _DETRIMENTAL, "repeat": _REPEATED}
    for name, pattern in patterns.items():
        compiled = re.compile(whole(pattern) if not pattern.startswith("(?<!") else pattern)
        inside = [w for w in words if (m := compiled.search(w)) and m.group(0) != w]
        assert not inside, f"{name} matches inside {inside[:5]}"
    # Words that start like a sign's stem and mean something else.
    for trap, sign in (("mientras", "ipg-4.8"), ("acostarse", "ipg-4.2"), ("apostilla", "ipg-4.4"),
                       ("robusto", "ipg-4.6"), ("golpecito", "ipg-4.1")):  # fmt: skip
        assert not re.search(whole(SIGNS[sign]), trap), trap
    assert not re.search(_KNOWING, "mientras")


@pytest.mark.parametrize(
    ("told", "not_read"),
    [
        ("mientras resolvía su Brainstorm robó cuatro cartas en vez de tres", "ipg-4.8"),
        ("en el FNM soltó un montón de tacos al perder", "ipg-4.2"),
        ("me ha dado la mano al terminar y luego robó una carta de más", "ipg-4.3"),
    ],
)
def test_a_word_inside_another_is_not_a_fact(sections: dict, told: str, not_read: str) -> None:
    call = make_call(told, sections)
    assert call.infraction != not_read and call.facts.knowing is not True


@pytest.mark.parametrize(
    ("told", "rel"),
    [
        ("en un PPTQ de Standard", Rel.COMPETITIVE),
        ("MCQ de sellado", Rel.COMPETITIVE),
        ("en un GPT", Rel.COMPETITIVE),
        ("en un Grand Prix", Rel.COMPETITIVE),
        ("en el Regional", Rel.COMPETITIVE),
        ("en un clasificatorio para el regional", Rel.COMPETITIVE),
        ("en el RCQ de mi tienda", Rel.COMPETITIVE),  # the program, not the place
        ("en el torneo de la tienda", Rel.REGULAR),
        ("en la liga de Commander", Rel.REGULAR),
        ("en la Commander night", Rel.REGULAR),
        ("en el Game Day", Rel.REGULAR),
        ("en el Mundial", Rel.PROFESSIONAL),
        ("en la Store Championship", Rel.REGULAR),  # appendix F: Regular (Competitive recommended)
        ("en el Store Championship, que era REL competitivo", Rel.COMPETITIVE),  # told wins
    ],
)
def test_every_way_players_name_an_event_gives_its_rel(programs: dict, told: str, rel: Rel) -> None:
    assert read_facts(told, programs).rel is rel


def test_an_event_outside_appendix_f_says_why_it_has_its_rel(programs: dict) -> None:
    facts = read_facts("en un PPTQ", programs)
    assert "retirado" in (facts.rel_told_by or "")
    store = read_facts("en el torneo de la tienda", programs)
    assert "MTR 1.6" in (store.rel_told_by or "")


@pytest.mark.parametrize(
    ("told", "repeated"),
    [
        ("robó una carta de más; volvió a poner la carta encima y seguimos", False),
        ("después de hacer mulligan robé otra vez siete cartas", False),
        ("ya le habían avisado dos veces y lo volvió a hacer", True),
        ("es la segunda vez que le pasa", True),
    ],
)
def test_a_repeat_is_the_offense_again_not_an_action_again(told: str, repeated: bool) -> None:
    assert read_facts(told).repeated is repeated


def test_at_regular_rel_a_draw_put_back_is_education_not_a_game_loss(sections: dict) -> None:
    call = make_call(
        "En el FNM mi rival robó una carta de más; volvió a poner la carta encima", sections
    )
    assert call.document_first == "jar-1.3" and call.penalty == "No Penalty"


def test_a_trigger_told_as_resolved_is_not_a_missed_trigger(sections: dict) -> None:
    call = make_call(
        "En el Pro Tour resolvió el disparo de Dark Confidant y se metió la carta en la mano "
        "sin revelarla",
        sections,
    )
    assert call.infraction == "ipg-2.3" and call.penalty == "Warning"
    assert call.rel is Rel.PROFESSIONAL


def test_sharing_prizes_without_an_exchange_is_the_mtr_not_bribery(sections: dict) -> None:
    asked = make_call("¿Es soborno si en la final le propongo repartir los premios?", sections)
    assert asked.infraction == "mtr-5.2" and asked.penalty == "No Penalty"
    denied = make_call(
        "REL competitivo: acordamos repartir el premio a medias y luego me concedió; nadie "
        "habló de conceder a cambio de nada",
        sections,
    )
    assert denied.infraction == "mtr-5.2"
    bribe = make_call("En el RCQ me dijo que si le daba dos sobres me concedía la ronda", sections)
    assert bribe.infraction == "ipg-4.4" and bribe.penalty == "Match Loss"  # IPG 2024: Match Loss
    assert "Cheating" in " ".join(c.then for c in bribe.checks) or bribe.checks


def test_store_events_answer_in_the_jar_and_theft_is_a_serious_problem(sections: dict) -> None:
    call = make_call(
        "En la Commander night de mi tienda un jugador se llevó cartas de otro de la mesa",
        sections,
    )
    assert call.rel is Rel.REGULAR and call.document_first == "jar-3"
    assert call.penalty == "Disqualification"
    assert "must be removed from your event" in call.decision.steps[0].sentence


def test_a_spectator_telling_a_player_what_to_do_is_outside_assistance(sections: dict) -> None:
    call = make_call("En el Regional un espectador le dijo a mi rival que atacara", sections)
    assert call.infraction == "ipg-3.2" and call.penalty == "Match Loss"
