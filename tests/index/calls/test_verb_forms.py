"""Game words that are also a common verb form are read as the verb where the grammar says so
(index.calls.verb_forms), on the real bundled policy documents and the policy search behind
the call reader: "había dado" is not a die, "le hace robar" is a draw, not a theft."""

from __future__ import annotations

import pytest

from index.calls.verb_forms import as_told, read_verbs
from index.fold import fold
from index.library import Library


@pytest.mark.parametrize(
    ("told", "read"),
    [
        ("habia dado la vuelta a la carta", "habia dar la vuelta a la carta"),
        ("se lo habia dado a su amigo", "se lo habia dar a su amigo"),
        ("dado que no sabia", "ya que no sabia"),
        ("su carta le hace robar dos", "su carta le hace draw dos"),
        ("tiene que robarlas", "tiene que drawlas"),
        # the nouns and the finite verbs stay as told
        ("tiraron un dado", "tiraron un dado"),
        ("le robo la carpeta", "le robo la carpeta"),
        ("intento robar cartas de la mesa", "intento robar cartas de la mesa"),
    ],
)
def test_verb_constructions_are_read_as_verbs(told: str, read: str) -> None:
    assert read_verbs(told) == read


@pytest.mark.parametrize(
    ("told", "not_this"),
    [
        ("lo había dado por muerto y luego cambió de opinión", "ipg-4.3"),
        ("había dado el turno y luego quiso volver atrás", "ipg-4.3"),
        ("el efecto le obliga a robar del mazo de su rival", "ipg-4.6"),
        ("su encantamiento le hace robar una carta de su oponente", "ipg-4.6"),
    ],
)
def test_a_verb_form_is_not_the_game_noun(library: Library, told: str, not_this: str) -> None:
    call = library.policy_lookup.floor_call(told)
    assert call.infraction != not_this


@pytest.mark.parametrize(
    ("told", "infraction"),
    [
        ("en competitivo tiraron un dado para decidir quién ganaba", "ipg-4.3"),
        ("en competitivo le robó la carpeta a su rival", "ipg-4.6"),
        ("en competitivo su carta le hace robar una carta de más sin querer", "ipg-2.3"),
    ],
)
def test_the_nouns_and_the_theft_are_still_read(
    library: Library, told: str, infraction: str
) -> None:
    call = library.policy_lookup.floor_call(told)
    assert call.infraction == infraction
    assert call.told in fold(told)  # the words shown are the user's own, never "draw"


def test_the_words_shown_are_the_users(library: Library) -> None:
    assert as_told("draw una carta de mas", "robar una carta de mas") == "robar una carta de mas"
    assert as_told("un dado", "tiraron un dado") == "un dado"
