"""A told ability is matched against every ability the card prints, read or not (issue 42,
session 7, helper 42k): one printed but not read is named as unread, several printed with
the cost told are asked about by name, never another ability run in its place or a list of
the read ones alone. Real cards, the bundled card data; which lines the engine reads is
checked first, so each test still means what it says if a reader learns the line."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language import read_text
from bot.engine.language.reading import read_card
from bot.engine.language.told.printed_reading import UNREAD_MARK

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _unread(cards: CardCatalog, name: str, start: str) -> bool:
    card = cards.card_named(name)
    assert card is not None
    return any(line.startswith(start) for line in read_card(card).unread)


@pytest.mark.parametrize(
    ("told", "card", "printed"),
    [
        ("tengo a Gideon Jura y hago el +2 al rival", "Gideon Jura", "[+2]"),
        ("tengo Liliana of the Veil y hago el -2 al rival", "Liliana of the Veil", "[−2]"),
    ],
)
def test_a_loyalty_ability_printed_but_not_read_is_named_as_unread(
    told: str, card: str, printed: str, cards: CardCatalog
) -> None:
    if not _unread(cards, card, printed):
        pytest.skip(f"the engine now reads {card}'s {printed}")
    with pytest.raises(ScenarioError) as error:
        read_text(told, cards)
    said = error.value.message
    assert not isinstance(error.value, ScenarioQuestion)
    assert f"«{printed}:" in said and "impresa" in said and "no la doy por leída" in said
    # The example offers an ability the engine reads, and that example runs.
    example = said.split("Ejemplo válido: ")[1]
    assert printed.strip("[]").replace("−", "-") not in example
    run_scenario_text(read_text(f"tengo a {card} y " + example, cards)[1] or "", cards)


def test_two_abilities_with_the_told_loyalty_cost_are_asked_about_naming_both(
    cards: CardCatalog,
) -> None:
    """Chandra, Torch of Defiance prints two +1s; the engine reads only «Add {R}{R}»: run
    alone it would activate that one whichever was meant."""
    name = "Chandra, Torch of Defiance"
    with pytest.raises(ScenarioQuestion) as asked:
        read_text(f"hago el +1 de {name}", cards)
    question = asked.value.pregunta
    assert question.startswith(f"¿Qué habilidad de «{name}» activas")
    assert "«[+1]: Add {R}{R}.»" in question and "«[+1]: Exile the top card" in question
    assert (UNREAD_MARK in question) == _unread(cards, name, "[+1]: Exile")


def test_a_loyalty_ability_printed_and_read_still_runs(cards: CardCatalog) -> None:
    told = "hago el -3 de mi Chandra, Torch of Defiance a su Grizzly Bears"
    line = read_text(told, cards)[1]
    assert line == (
        'estado criaturas:"Chandra, Torch of Defiance" criaturas_rival:"Grizzly Bears" '
        'eventos:"activa el -3 de Chandra, Torch of Defiance: Grizzly Bears"'
    )


def test_an_ability_told_by_its_cost_that_is_printed_but_not_read_is_named(
    cards: CardCatalog,
) -> None:
    """The one printed ability with the told cost is unread: it is quoted as unread, never
    refused with a list of the read ones. (Gideon Jura's 0 served here until the engine
    learnt it; if a reader learns this line too, pick another unread one.)"""
    name = "Jace, the Mind Sculptor"
    assert _unread(cards, name, "[0]"), "premise: the engine does not read this line"
    with pytest.raises(ScenarioError) as error:
        read_text(f"hago el 0 de {name}", cards)
    assert "«[0]: Draw three cards, then put two cards" in error.value.message


@pytest.mark.parametrize(
    ("told", "line"),
    [
        # «con su habilidad» is the source's own ability, not part of its name.
        (
            "sacrifico mi Mogg Fanatic con su habilidad para hacerle 1 a su Llanowar Elves",
            'estado criaturas:"Mogg Fanatic" criaturas_rival:"Llanowar Elves" '
            'eventos:"activa Mogg Fanatic: Llanowar Elves"',
        ),
        (
            "tapeo mi Prodigal Pyromancer con su habilidad para hacerle 1 al rival",
            'estado criaturas:"Prodigal Pyromancer" '
            'eventos:"activa el {T} de Prodigal Pyromancer: Jugador no activo"',
        ),
        # «para regenerarlo»: the pronoun is the object told before, not the sacrificed source.
        (
            "el rival me tira un Hero's Downfall a mi Ornithopter y en respuesta sacrifico mi "
            "Welding Jar para regenerarlo",
            'estado criaturas:"Ornithopter; Welding Jar" eventos:"lanza Hero\'s Downfall '
            '(rival): Ornithopter; activa Welding Jar: Ornithopter"',
        ),
    ],
)
def test_the_source_s_own_ability_and_a_pronoun_target(
    told: str, line: str, cards: CardCatalog
) -> None:
    assert read_text(told, cards)[1] == line
    run_scenario_text(line, cards)


def test_the_seventh_set_misreads_nothing(cards: CardCatalog) -> None:
    """tests/eval/told-chat-desarrollo-7.yaml: 0 misread and no wrong partial reading shown;
    17 of 18 right when last scored (6 before any change), a floor below that."""
    import re

    import yaml

    from bench.told_chat import SEVENTH_SET, classify, wrong_reading_shown

    items = yaml.safe_load(SEVENTH_SET.read_text(encoding="utf-8"))
    pairs = [(item, classify(item, lambda t: read_text(t, cards))) for item in items]
    assert not [i["id"] for i, (k, _) in pairs if k in {"MAL LEÍDA", "FALLO"}]
    assert not [i["id"] for i, (k, said) in pairs if wrong_reading_shown(i, k, said)]
    right = [i["id"] for i, (k, _) in pairs if k in {"exacta", "pregunta", "rechazo"}]
    assert len(right) >= 0.85 * len(items)
    for item in items:  # each message says where its situation was published
        assert re.match(r"https?://", item["fuente"]), item["id"]
