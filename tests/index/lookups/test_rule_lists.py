"""A rule shows the lists its subrules introduce, and no answer is an empty title (issue 10,
item 6: "613 lists 613.1a–g"; "buscar regeneración shows a title with no text")."""

from __future__ import annotations

from bot.text.layout import answer_blocks


def _ids(result) -> list[str]:
    return [h.id for h in result.results]


def test_a_section_lists_what_its_rules_introduce(library):
    ids = _ids(library.rule("613"))
    layers = [f"613.1{letter}" for letter in "abcdefg"]
    # the layers come right after 613.1 ("…in the following order:"), before 613.2
    assert ids[ids.index("613.1") + 1 : ids.index("613.1") + 8] == layers
    assert ids.index("613.1g") < ids.index("613.2")
    # 613.4 ("…in the order described below.") brings the sublayers of layer 7
    assert {"613.4a", "613.4b", "613.4c", "613.4d"} <= set(ids)


def test_state_based_actions_are_listed_under_704(library):
    ids = _ids(library.rule("704"))
    assert "704.5" in ids and "704.5a" in ids and "704.5g" in ids


def test_a_rule_that_introduces_no_list_brings_only_its_children(library):
    result = library.rule("702.19")  # Trample: 702.19a–e, none introduces a list
    subrules = [h.id for h in result.results if h.role == "subrule"]
    rule = library.corpus.rule("702.19", library.corpus.current_edition.id)
    assert subrules == list(rule.children)


def test_the_layers_are_printed_under_the_rule_that_announces_them(library):
    _, blocks = answer_blocks(library.rule("613"))
    listed = next(b for b in blocks if b.startswith("Subreglas:"))
    assert (
        listed.index("613.1 ")
        < listed.index("613.1a")
        < listed.index("613.1g")
        < listed.index("613.2 ")
    )


def test_a_keyword_search_never_answers_with_a_bare_title(library):
    result = library.search("regeneración")
    titles = [h for h in result.results if h.kind.value == "rule" and not h.text]
    assert titles, "the keyword's rule is a title (701.19. Regenerate)"
    for title in titles:
        assert any(h.parent == title.id and h.text for h in result.results), title.id
