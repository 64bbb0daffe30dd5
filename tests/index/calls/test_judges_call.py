"""A penalty the document leaves to the judge is never stated as fact (issue 47, session 3), on
the real bundled policy documents: the JAR's "you may warn them" and "can be useful", the IPG's
"If the Head Judge believes"; the JAR's outcomes in its own terms; the Cheating check only when
something told suggests intent."""

from __future__ import annotations

import pytest

from index.calls import make_call
from index.calls.penalties import JAR_RULES, PenaltyRule, decide, step_of
from index.library import Library
from index.models import PolicySection


@pytest.fixture(scope="module")
def sections(library: Library) -> dict:
    return {s.id: s for s in library.policy.sections}


@pytest.mark.parametrize(
    ("told", "allowed"),
    [
        # JAR introduction: "you may warn them that the next occurrence will result in a GL"
        ("en el FNM ya le habían avisado varias veces y volvió a olvidar el disparo", "jar-intro"),
        # JAR 2: "It can be useful to reinforce this education with a Game Loss"
        ("en la prerelease mi rival sigue pidiendo consejo a su amigo, ya le avisaron", "jar-2"),
    ],
)
def test_a_repeat_at_regular_rel_is_the_judges_call_not_a_game_loss(
    sections: dict, told: str, allowed: str
) -> None:
    call = make_call(told, sections)
    assert call.judges_call and call.penalty is None and not call.conditional
    first, last = call.decision.steps
    assert first.penalty == "No Penalty" and not first.judges_call
    assert last.penalty == "Game Loss" and last.section == allowed and last.judges_call
    assert any(w in last.sentence for w in ("may warn", "can be useful"))  # read, not recalled


def test_the_answer_says_it_is_the_judges_call_and_quotes_the_permission(
    library: Library,
) -> None:
    found = library.policy_lookup.infraction(
        "en el FNM ya le habían avisado varias veces y volvió a olvidar el disparo"
    ).results[0]
    headline = found.text.split("Por qué")[0]
    assert "Penalización: a criterio del juez" in headline
    assert "Penalización: Game Loss" not in found.text
    assert "you may warn them that the next occurrence will result in a Game Loss" in found.text
    assert found.notes[0].endswith("a criterio del juez")


def test_a_rule_is_the_judges_call_only_while_its_sentence_leaves_it(sections: dict) -> None:
    """Read from the sentence in force: an edition that made the Game Loss a rule would make
    it one here (simulated by a rule whose words are not in the sentence)."""
    rule = JAR_RULES["jar-1.1"][0]
    assert step_of(rule, sections, make_call("x", sections).facts).judges_call
    as_rule = PenaltyRule(**{**rule.__dict__, "leaves_to_judge": "shall always"})
    assert not step_of(as_rule, sections, make_call("x", sections).facts).judges_call
    gone: dict[str, PolicySection] = {k: v for k, v in sections.items() if k != "jar-intro"}
    assert step_of(rule, gone, make_call("x", sections).facts).judges_call  # unknown: not a fact


def test_marked_cards_in_a_pattern_wait_for_the_head_judges_belief(sections: dict) -> None:
    pattern = "en el RCQ tenía las fundas de las tierras dobladas siguiendo un patrón"
    open_call = make_call(pattern, sections)
    assert open_call.judges_call and open_call.penalty is None
    assert "Head Judge believes" in open_call.decision.steps[-1].sentence
    believed = make_call(
        pattern + " y el juez principal considera que sacaría una ventaja sustancial", sections
    )
    assert not believed.judges_call and believed.penalty == "Game Loss"


def test_what_the_ipg_states_stays_a_fact(sections: dict) -> None:
    again = make_call(
        "competitivo: otra vez se olvidó de barajar después de buscar, ya le avisaron", sections
    )
    assert again.penalty == "Game Loss" and not again.judges_call
    late = make_call("en el FNM el rival llegó 20 minutos tarde", sections)
    assert late.penalty == "Match Loss" and not late.judges_call


def test_tardiness_at_regular_rel_is_what_the_jar_says(library: Library, sections: dict) -> None:
    """12 minutes late, REL not told: at Regular REL the JAR's own sentence (more than 10
    minutes late: forfeited), not a bare "Match Loss"; 5 minutes: education, no penalty."""
    text = library.policy_lookup.infraction("llegó 12 minutos tarde").results[0].text
    regular = next(line for line in text.split("\n\n") if line.startswith("En REL Regular"))
    assert "has forfeited" in regular and "ha perdido la partida" in regular
    five = decide("jar-2", make_call("llegó 5 minutos tarde", sections).facts, sections,
                  regular=True)  # fmt: skip
    assert five.penalty == "No Penalty" and "educate" in five.steps[-1].sentence


@pytest.mark.parametrize(
    ("told", "checked"),
    [
        ("llegó 12 minutos tarde", False),
        ("en competitivo barajó poco el mazo de su rival", False),
        ("llegó 12 minutos tarde a propósito", True),
        ("en competitivo barajó poco para sacar ventaja", True),
    ],
)
def test_the_cheating_check_only_when_something_told_suggests_intent(
    sections: dict, told: str, checked: bool
) -> None:
    call = make_call(told, sections)
    assert call.infraction in ("ipg-3.1", "ipg-3.9")
    assert any("ilegal" in c.question for c in call.checks) is checked
