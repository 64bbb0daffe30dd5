"""THE fold (index.fold): every form a caller needs, and what each keeps apart."""

from __future__ import annotations

import pytest

from index.fold import FORMS, fold


def test_text_lowers_and_drops_accents_but_keeps_every_other_character() -> None:
    assert fold("Vínculo Vital") == "vinculo vital"
    assert fold("Montaña") == "montana"  # ñ reads as n, as the corpus's analyzers read it
    assert fold("  Robo_Vacío ") == "  robo_vacio "
    assert fold("+1/+1") == "+1/+1"


def test_mana_and_hand_stay_apart_in_every_form() -> None:
    for form in FORMS:
        assert fold("Maná", form) == "mana"
        assert fold("mano", form) == "mano"


def test_words_read_underscores_and_runs_of_spaces_as_one_space() -> None:
    for text in ("Vínculo Vital", "DAÑA primero", "Protección contra ROJO"):
        assert fold(text, "words") == fold(text)
    assert fold("  Robo_Vacío \t ", "words") == "robo vacio"
    assert fold("daña   dos\nveces", "words") == "dana dos veces"
    assert fold("+1/+1", "words") == "+1/+1"  # counters keep their signs


def test_name_ignores_case_accents_apostrophes_and_punctuation() -> None:
    assert fold("Æther  Vial", "name") == "aether vial"
    assert fold("Gaea’s Cradle", "name") == fold("gaeas cradle", "name") == "gaeas cradle"
    assert fold("Elfos  de LLANOWAR", "name") == "elfos de llanowar"
    assert fold("Ángel de Serra", "name") == "angel de serra"
    assert fold("Kiki-Jiki, Mirror Breaker", "name") == "kiki jiki mirror breaker"
    assert fold("Fire // Ice", "name") == "fire // ice"  # the split card's slashes stay


@pytest.mark.parametrize(
    "typed", ["Daña PRIMERO", "¿Y si la criatura ﬁnal tiene ½ maná?", "Æther 1º", "İstanbul"]
)
def test_aligned_keeps_one_character_for_each_typed_character(typed: str) -> None:
    folded = fold(typed, "aligned")
    assert len(folded) == len(typed)
    for ch, one in zip(typed, folded, strict=True):
        whole = fold(ch)
        assert one == (whole if len(whole) == 1 else ch.lower())


def test_aligned_spans_cut_the_typed_text() -> None:
    typed = "La criatura tiene VÍNCULO vital"
    at = fold(typed, "aligned").index("vinculo vital")
    assert typed[at : at + len("vinculo vital")] == "VÍNCULO vital"


def test_an_unknown_form_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown fold form"):
        fold("x", "loud")  # type: ignore[arg-type]
