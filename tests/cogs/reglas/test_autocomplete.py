"""Autocomplete: at most 25 relevant choices, names within 100 characters, fast."""

import pytest
from discord_helpers import mock_interaction


@pytest.fixture
def complete(bot):
    cog = bot.get_cog("Reglas")

    async def run(command: str, typed: str):
        callback = {"regla": cog._regla_names, "palabraclave": cog._keyword_names}[command]
        return await callback(mock_interaction(client=bot), typed)

    return run


def _valid(choices) -> None:
    assert len(choices) <= 25
    assert all(1 <= len(c.name) <= 100 and 1 <= len(c.value) <= 100 for c in choices)


async def test_a_rule_number_lists_its_subrules_in_order(complete):
    choices = await complete("regla", "104.3")
    _valid(choices)
    values = [c.value for c in choices]
    assert values[:4] == ["104.3", "104.3a", "104.3b", "104.3c"]
    assert all(v.startswith("104.3") for v in values)
    assert choices[1].name.startswith("104.3a — Un jugador puede conceder")


@pytest.mark.parametrize("typed", ["regla 104.3", "104,3", " 104.3 "])
async def test_number_spellings(complete, typed):
    assert [c.value for c in await complete("regla", typed)][:2] == ["104.3", "104.3a"]


async def test_a_big_section_is_capped_at_25(complete):
    choices = await complete("regla", "702")
    _valid(choices)
    assert len(choices) == 25


async def test_titles_in_spanish_and_english(complete):
    encant = await complete("regla", "encant")
    assert any(c.value == "303.4" and "Encantamientos" in c.name for c in encant)
    cascade = await complete("regla", "casc")
    assert any(c.value == "702.85" and "Cascade" in c.name for c in cascade)


async def test_free_text_is_offered_as_a_search(complete):
    choices = await complete("regla", "robar sin cartas")
    assert choices[0].value == "robar sin cartas" and "Buscar" in choices[0].name


async def test_nothing_typed_lists_the_sections(complete):
    choices = await complete("regla", "")
    _valid(choices)
    assert choices[0].value == "100" and all("." not in c.value for c in choices)


async def test_keywords_by_prefix_in_both_languages(complete):
    choices = await complete("palabraclave", "casc")
    _valid(choices)
    assert [c.name for c in choices][:2] == ["Cascada", "Cascade"]


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("toque", "Toque mortal"),
        ("TRAMP", "Trample"),
        ("retrospec", "Retrospectiva"),
        ("", "Afinidad"),
    ],
)
async def test_keyword_names(complete, typed, expected):
    choices = await complete("palabraclave", typed)
    _valid(choices)
    assert expected in [c.name for c in choices]


async def test_every_keyword_choice_resolves(complete, service):
    for typed in ("a", "ca", "vol", "mortal"):
        for choice in await complete("palabraclave", typed):
            assert service.lookups.keyword(choice.value).results, choice.value


async def test_long_free_text_is_cut_between_words_with_an_ellipsis(complete):
    """Finding 9: the suggestion repeating the typed text kept whole words and said it was cut."""
    typed = " ".join(["palabra"] * 30) + " final"
    echo = (await complete("regla", typed))[0]
    _valid([echo])
    assert echo.value.endswith("…") and typed.startswith(echo.value[:-1])
    assert echo.value[:-1].endswith(" palabra")  # a whole word before the ellipsis
    assert echo.name.startswith("Buscar «palabra") and echo.name.endswith("…» en las reglas")


async def test_hostile_typing_gives_valid_choices(complete):
    for typed in ("\ud800" * 150, "\x00" * 300, "a" * 500, " " * 200, "‮" + "x" * 120):
        choices = await complete("regla", typed)
        _valid(choices)
        assert all("\ud800" not in c.name + c.value and "\x00" not in c.value for c in choices)


async def test_a_number_is_labelled_with_the_rule_in_force(complete, library):
    """Issue 9: 103.5 is the mulligan today; its label is the mulligan's Spanish text (103.4
    in 2019), never the 2019 103.5 (actions from the opening hand)."""
    choices = {c.value: c.name for c in await complete("regla", "103.")}
    corpus = library.corpus
    mulligan_2019 = corpus.rule("103.4", "es-2019-10-04").text
    opening_hand_2019 = corpus.rule("103.5", "es-2019-10-04").text
    assert choices["103.5"].startswith(f"103.5 — {mulligan_2019[:40]}")
    assert opening_hand_2019[:40] not in choices["103.5"]
    shown = library.rules.shown_version("103.4")
    assert choices["103.4"].startswith(f"103.4 — {shown.text[:40]}")


async def test_a_number_only_older_editions_have_says_its_year(complete):
    choices = {c.value: c.name for c in await complete("regla", "103.3")}
    assert choices["103.3b"].startswith("103.3b (2019) — ")
    assert not choices["103.3"].startswith("103.3 (")
