"""Spanish word forms reach the English terms their table word carries."""

from __future__ import annotations

import pytest

from index.search.question import english_terms
from index.vocabulary.lexicon import Lexicon, Phrase, hand_lexicon
from index.vocabulary.word_forms import stems, without_clitics


def _carried(word: str) -> set[str]:
    return set(english_terms((word,), "es", lambda _: True))


@pytest.mark.parametrize(
    ("form", "table_word"),
    [
        ("atacaron", "atacar"),  # another person and tense
        ("atacó", "atacar"),  # an accented preterite
        ("ataqué", "atacar"),  # "qu" spelled where the infinitive has "c"
        ("bloquearon", "bloquear"),
        ("sacrificándola", "sacrificar"),  # gerund with a pronoun joined
        ("lánzalo", "lanzar"),  # imperative with a pronoun joined
        ("exiliaron", "exiliar"),
        ("robaron", "robar"),
        ("destruyeron", "destruir"),
    ],
)
def test_a_verb_in_any_form_carries_what_its_table_form_carries(form: str, table_word: str) -> None:
    expected = _carried(table_word)
    assert expected, table_word  # the table word itself is carried
    assert expected <= _carried(form), form


def test_word_forms_were_not_carried_by_whole_words_alone() -> None:
    # The same words without stems: what the stem reading adds.
    plain = Lexicon([Phrase(("atacar",), ("attack",), 1.0)], plurals=True)
    assert plain.translate(["atacaron"]) == {}
    stemmed = Lexicon([Phrase(("atacar",), ("attack",), 1.0)], plurals=True, word_forms=True)
    assert stemmed.translate(["atacaron"]) == {"attack": 1.0}


def test_words_of_one_stem_keep_only_the_terms_they_share() -> None:
    # "mano" and "maná" share the stem "man": an unknown word of that stem reads as neither.
    table = Lexicon(
        [Phrase(("mano",), ("hand",), 1.0), Phrase(("mana",), ("mana",), 1.0)], word_forms=True
    )
    assert table.translate(["manos"]) == {}
    assert table.translate(["mano"]) == {"hand": 1.0}  # whole words still read as written


def test_the_hand_table_still_tells_hand_from_mana_through_forms() -> None:
    hand = hand_lexicon()
    assert "hand" not in hand.translate(["mana"]) and "mana" not in hand.translate(["mano"])


def test_joined_pronouns_come_off_only_where_an_accent_shows_them() -> None:
    assert without_clitics("lánzalo") == "lanza"
    assert without_clitics("devuélvesela") == "devuelve"  # two pronouns
    assert without_clitics("regla") is None  # "-la" of the word itself
    assert without_clitics("bola") is None


def test_stems_try_the_written_form_first() -> None:
    assert stems("atacaron")[0] == "atac"
    assert stems("ataque")[:2] == ("ataqu", "atac")


def test_a_word_the_english_text_holds_is_no_spanish_word_form() -> None:
    # English typed into a Spanish question ("sacrificed") must not be stemmed as Spanish.
    def is_english(word: str) -> bool:
        return word == "atacaron"  # as if the English text held it

    as_typed = english_terms(("atacaron",), "es", typed_right=lambda _: True)
    assert "attack" in as_typed
    told_english = english_terms(
        ("atacaron",), "es", typed_right=lambda _: True, is_english=is_english
    )
    assert "attack" not in told_english
