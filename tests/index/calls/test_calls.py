"""Floor calls (index.calls) on the real bundled policy documents: facts read, the infraction,
the penalty with the IPG sentence that decides it, conditional answers that ask."""

from __future__ import annotations

import pytest

from index.calls import Rel, make_call, read_facts
from index.calls.facts import rel_of_programs
from index.library import Library


@pytest.fixture(scope="module")
def sections(library: Library) -> dict:
    return {s.id: s for s in library.policy.sections}


def test_event_names_take_their_rel_from_mtr_appendix_f(sections: dict) -> None:
    programs = rel_of_programs(sections["mtr-appendix-f"].text)
    assert programs["Friday Night Magic"] is Rel.REGULAR
    assert programs["Regional Championship Qualifiers"] is Rel.COMPETITIVE
    assert programs["Pro Tour"] is Rel.PROFESSIONAL
    assert read_facts("en el RCQ", programs).rel is Rel.COMPETITIVE
    assert read_facts("en una prerelease", programs).rel is Rel.REGULAR
    assert read_facts("en un torneo", programs).rel is None
    assert rel_of_programs("Program Something Else Rules Enforcement Level Regular") == {}


@pytest.mark.parametrize(
    ("text", "minutes"),
    [("llegó 12 minutos tarde", 12), ("a los 30 segundos", 0.5), ("llegó doce minutos tarde", 12)],
)
def test_minutes_are_read(text: str, minutes: float) -> None:
    assert read_facts(text).minutes == pytest.approx(minutes)


@pytest.mark.parametrize(
    ("text", "penalty", "label"),
    [
        ("llegó 12 minutos tarde a la mesa en un RCQ", "Match Loss", "Mejora"),
        ("llegó a los 30 segundos de empezar la ronda, competitivo", "Warning", "Rebaja"),
        ("en competitivo llegó 4 minutos tarde", "Game Loss", "Penalización base"),
    ],
)
def test_tardiness_applies_the_upgrade_or_downgrade(
    sections: dict, text: str, penalty: str, label: str
) -> None:
    call = make_call(text, sections)
    assert call.infraction == "ipg-3.1" and call.penalty == penalty
    assert call.decision.steps[-1].label == label
    if label != "Penalización base":
        assert call.decision.steps[-1].sentence  # quoted from the bundled IPG


def test_missed_trigger_detrimental_to_its_controller_is_a_warning(sections: dict) -> None:
    told = "en un RCQ mi rival olvidó un disparo de su carta que le perjudica"
    call = make_call(told, sections)
    assert call.infraction == "ipg-2.1" and call.penalty == "Warning"
    assert "usually considered detrimental" in call.decision.steps[-1].sentence
    good = make_call("en un RCQ olvidé un disparo que me beneficiaba", sections)
    assert good.penalty == "No Penalty" and not good.conditional


def test_a_missing_deciding_fact_makes_the_call_conditional_and_asks(sections: dict) -> None:
    trigger = make_call("se me olvidó un trigger obligatorio en un torneo competitivo", sections)
    assert trigger.conditional and trigger.penalty is None
    assert any("perjudican" in q for q in trigger.missing)
    late = make_call("en el RCQ mi oponente llegó tarde", sections)
    assert late.conditional and any("minutos" in q for q in late.missing)


def test_lying_about_free_information_is_cheating(sections: dict) -> None:
    call = make_call(
        "en un RCQ le pregunté si su criatura estaba girada y me mintió para ganar ventaja",
        sections,
    )
    assert call.infraction == "ipg-4.8" and call.penalty == "Disqualification"
    assert any(c.section == "ipg-4.8" and c.sentence for c in call.checks)


def test_phone_use_is_the_mtr_not_bribery(sections: dict) -> None:
    call = make_call("en competitivo mi rival usa el móvil durante la partida a la vista", sections)
    assert call.infraction == "mtr-2.12" and call.procedure == "mtr-2.12"
    assert call.penalty == "No Penalty"
    advice = make_call("en un PTQ recibía en el móvil mensajes con consejos de qué jugar", sections)
    assert advice.infraction == "ipg-3.2" and advice.penalty == "Match Loss"


def test_regular_rel_answers_in_the_jar_terms(sections: dict) -> None:
    late = make_call("en el FNM el rival llegó 20 minutos tarde", sections)
    assert late.document_first == "jar-2" and late.penalty == "Match Loss"
    assert "forfeited" in late.decision.steps[-1].sentence
    serious = make_call("en una prerelease un jugador amenazó a su rival", sections)
    assert serious.document_first == "jar-3" and serious.penalty == "Disqualification"
    error = make_call("en el FNM robé dos cartas en vez de una", sections)
    assert error.document_first == "jar-1.3" and error.penalty == "No Penalty"


def test_a_repeat_upgrades_a_tournament_error(sections: dict) -> None:
    once = make_call("competitivo: se olvidó de barajar después de buscar", sections)
    again = make_call(
        "competitivo: otra vez se olvidó de barajar después de buscar, ya le avisaron", sections
    )
    assert once.penalty == "Warning" and again.penalty == "Game Loss"
