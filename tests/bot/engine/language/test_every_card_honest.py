"""A sample of the bundled card data, each card run through a minimal scenario: the answer is
complete exactly when every line of the card's text was read, and otherwise says so before
anything else (issue 49). ``python -m bench.card_honesty`` runs the same check on every card;
here one card in ``SAMPLE`` (every layout and card type is among them), in chunks the test
workers share."""

from __future__ import annotations

import pytest

from bench.card_honesty import all_cards, measure
from index.cards.catalog import CardCatalog

CHUNKS = 4
SAMPLE = 10


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_card_is_complete_exactly_when_read_whole(cards: CardCatalog, chunk: int) -> None:
    got = measure(cards, all_cards()[chunk * SAMPLE :: CHUNKS * SAMPLE])
    assert not got.problems, f"{len(got.problems)} cards: " + "; ".join(got.problems[:10])
    assert got.ran > 3 * got.refused  # most cards are objects of a scenario
    assert 0 < got.complete < got.ran  # both kinds of answer are checked
