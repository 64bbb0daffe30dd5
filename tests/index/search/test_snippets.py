from index.search.schema import spanish_analyzer
from index.search.snippets import WIDTH, make_stemmer, snippet

STEM = make_stemmer(spanish_analyzer())


def test_matched_words_are_bold_whatever_their_inflection():
    text = "Si un jugador tiene que robar más cartas de las que quedan, roba las cartas restantes."
    out = snippet(text, {*STEM("robar"), *STEM("carta")}, STEM)
    assert out.count("**robar**") == 1 and "**roba**" in out and out.count("**cartas**") == 2
    assert out.replace("**", "") == text  # nothing else changes


def test_the_window_goes_where_the_matches_are():
    filler = "palabra " * 80
    text = filler + "el daño de combate se asigna " + filler
    out = snippet(text, {*STEM("daño"), *STEM("combate")}, STEM)
    assert "**daño**" in out and "**combate**" in out
    assert out.startswith("…") and out.endswith("…")
    assert len(out.replace("**", "")) <= WIDTH + 2


def test_no_match_no_snippet():
    assert snippet("Nada que ver aquí.", set(STEM("daño")), STEM) is None
