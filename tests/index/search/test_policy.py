"""Tournament questions reach the MTR, IPG and JAR; game questions keep their rules."""

from __future__ import annotations

import pytest

from index.library import Library
from index.search.policy import tournament_weight

# The examples of issue 30, each with the section that answers it.
ISSUE_EXAMPLES = [
    ("qué penalización es robar una carta de más", {"ipg-2.3", "jar-1.3"}),
    ("se me olvidó un trigger obligatorio, qué penalización", {"ipg-2.1"}),
    ("cuánto dura una ronda en un torneo", {"mtr-appendix-b"}),
    ("infracción por llegar tarde a la mesa", {"ipg-3.1"}),
]


@pytest.mark.parametrize(("question", "wanted"), ISSUE_EXAMPLES)
def test_buscar_finds_the_policy_section_in_the_top_three(
    library: Library, question: str, wanted: set[str]
) -> None:
    top = [h.id for h in library.search(question).results[:3]]
    assert wanted & set(top), top


@pytest.mark.parametrize(
    "question",
    ["qué pasa si robo sin cartas en la biblioteca", "arrollar con toque mortal bloqueado"],
)
def test_a_game_question_keeps_its_rules_first(library: Library, question: str) -> None:
    assert tournament_weight(question) == 0
    results = library.search(question).results
    assert results and results[0].kind.value == "rule" or results[0].kind.value == "keyword"
    assert all(h.kind.value not in ("policy", "infraction") for h in results)


def test_policy_search_reads_only_the_editions_in_force(library: Library) -> None:
    found = library.policy.search("tardiness", limit=20)
    assert found
    assert {r.edition for _, r in found} <= set(library.policy.in_force.values())


def test_rules_search_never_returns_policy_text(library: Library) -> None:
    results = library.search("slow play warning", source="reglas").results
    assert all(h.kind.value == "rule" for h in results)
