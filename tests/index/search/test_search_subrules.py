"""A title-only rule ("702.111. Menace") has no text to answer with: a hit on it lends a share of
its score to its subrules, which say what the keyword does (index.search.fusion.CHILD_SHARE)."""

from index.search import fusion

MENACE = "me pueden blockear con una sola criatura a mi bicho con amenaza?"


def _ids(result) -> list[str]:
    return [h.id for h in result.results]


def test_a_title_only_hit_lifts_its_subrules(library, monkeypatch):
    lent = _scores(library.search(MENACE))
    monkeypatch.setattr(fusion, "CHILD_SHARE", 0.0)
    alone = _scores(library.search(MENACE))
    assert "702.111b" in lent
    # Scores, not ranks: the subrule may already be near the top on its own words.
    assert lent["702.111b"] > alone.get("702.111b", 0.0)


def _scores(result) -> dict[str, float]:
    return {h.id: h.score for h in result.results}


def _fused_after_lending(library, number: str) -> dict[tuple[str, str], float]:
    full_text = library.full_text
    rule = library.corpus.rule(number, library.corpus.current_edition.id)
    fused = {(rule.kind.value, rule.id): 1.0}
    shown = {(rule.kind.value, rule.id): rule}
    fusion.lend_to_children(fused, shown, key=full_text.key, corpus=library.corpus)
    return fused


def test_only_title_only_rules_lend(library):
    # 702.111 is a title; each of its subrules gets the share, added to nothing else.
    lent = _fused_after_lending(library, "702.111")
    assert lent[("rule", "702.111b")] == fusion.CHILD_SHARE
    # 704.5 has text of its own ("The state-based actions are as follows:"): it lends nothing,
    # or every hit on it would bring its twenty subrules along.
    assert _fused_after_lending(library, "704.5") == {("rule", "704.5"): 1.0}
