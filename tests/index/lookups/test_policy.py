"""Policy lookups: a section by number or words, an infraction by situation."""

from __future__ import annotations

from index.library import Library


def test_section_by_number_with_edition_and_spanish_name(library: Library) -> None:
    hit = library.policy_lookup.section("IPG", "2.3").results[0]
    assert hit.id == "ipg-2.3"
    assert "Error de carta oculta" in hit.title
    assert "15/04/2024" in hit.edition_label
    assert "Amonestación" in hit.text


def test_appendix_and_unknown_number(library: Library) -> None:
    assert library.policy_lookup.section("MTR", "apéndice B").results[0].id == "mtr-appendix-b"
    missing = library.policy_lookup.section("MTR", "99.9")
    assert not missing.results and missing.message and "Ejemplo" in missing.message


def test_infraction_headline_applies_the_upgrade(library: Library) -> None:
    """The README example: 12 minutes late is a Match Loss (IPG 3.1 upgrade), not the base
    Game Loss; with no REL told, the JAR (Regular) and the MTR procedure come after it."""
    found = library.policy_lookup.infraction("llegó 12 minutos tarde").results
    assert found[0].id == "ipg-3.1"
    headline = found[0].text.split("Por qué")[0]
    assert "Penalización: Match Loss (Pérdida de partida)" in headline
    assert "Game Loss" not in headline
    assert "not in their seat 10 minutes into the round" in found[0].text  # the deciding sentence
    assert found[0].notes[0].startswith("Penalización (REL no dicho): Match Loss")
    roles = [h.role for h in found]
    assert "regular" in roles and "context" in roles
    procedure = next(h for h in found if h.role == "context")
    assert procedure.title.startswith("Procedimiento, no infracción: MTR")


def test_infraction_at_regular_rel_answers_with_the_jar_first(library: Library) -> None:
    found = library.policy_lookup.infraction("en el FNM mi rival robó una carta de más").results
    assert found[0].id == "jar-1.3" and found[0].role == "match"
    assert "REL Regular" in found[0].text and "Friday Night Magic" in found[0].text
    assert any(h.id == "ipg-2.3" and h.role == "competitive" for h in found[1:])


def test_rel_option_wins_over_the_text_and_a_bad_one_is_explained(library: Library) -> None:
    lookup = library.policy_lookup
    assert lookup.infraction("robé una carta de más", rel="regular").results[0].id == "jar-1.3"
    assert lookup.infraction("robé una carta de más", rel="Competitivo").results[0].id == "ipg-2.3"
    bad = lookup.infraction("robé una carta de más", rel="amistoso")
    assert not bad.results and bad.message and "rel: regular" in bad.message


def test_empty_situation_is_a_spanish_message(library: Library) -> None:
    result = library.policy_lookup.infraction("  ")
    assert not result.results and result.message and "Ejemplo" in result.message
