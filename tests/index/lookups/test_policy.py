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


def test_infraction_answers_with_penalty_jar_and_mtr(library: Library) -> None:
    found = library.policy_lookup.infraction("llegó 12 minutos tarde").results
    assert found[0].id == "ipg-3.1"
    assert "Pérdida de juego" in found[0].text
    roles = {h.role for h in found}
    assert {"regular", "context"} <= roles


def test_empty_situation_is_a_spanish_message(library: Library) -> None:
    result = library.policy_lookup.infraction("  ")
    assert not result.results and result.message and "Ejemplo" in result.message
