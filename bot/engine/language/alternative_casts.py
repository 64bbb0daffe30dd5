"""``con rapidez`` / ``sin rapidez`` (dash), ``con evocar`` / ``sin evocar`` (evoke), ``con
warp`` / ``sin warp`` after a spell's name (also in English: ``with dash``, ``without
evoke``): whether its caster paid that alternative cost rather than its mana cost (118.9,
601.2b; bot/engine/alternative_casts.py)."""

from __future__ import annotations

import re

from index.fold import fold

from ..alternative_casts import EXAMPLE
from ..errors import ScenarioError
from .cards import CardFacts

# The keyword's words, Spanish as printed and English, to the keyword of rule 702.
_KEYWORDS = {
    "rapidez": "dash",
    "dash": "dash",
    "evocar": "evoke",
    "evocado": "evoke",
    "evocada": "evoke",
    "evoke": "evoke",
    "warp": "warp",
}
_SAID = re.compile(
    r"\s+(?:(?P<yes>con|pagando(?: la| su)?|with|for its)|(?P<no>sin|without))\s+"
    r"(?P<word>" + "|".join(_KEYWORDS) + r")(?:\s+cost)?\s*$",
    re.IGNORECASE,
)


def alternative_said(head: str) -> tuple[str, tuple[str, bool] | None]:
    """The spell's name without the words, and (the keyword, whether it was paid); None when
    the words are not there."""
    found = _SAID.search(head)
    if found is None:
        return head, None
    keyword = _KEYWORDS[fold(found["word"], "words")]
    return head[: found.start()].strip(), (keyword, found["yes"] is not None)


def alternative_cast(
    card: CardFacts | None, said: tuple[str, bool] | None, name: str
) -> tuple[str, str, bool | None] | None:
    """The card's alternative cost as the spell carries it: (keyword, cost, paid), paid None
    when the scenario does not say; words naming a cost the card does not have are an error."""
    have = card.alternative if card is not None else None
    if said is not None and (have is None or have[0] != said[0]):
        raise ScenarioError(
            f"«{name}» no tiene {_SPANISH[said[0]]} ({said[0]}, regla {_RULES[said[0]]}) con un "
            "coste de maná que lea: «con …» solo va tras un hechizo de los datos de cartas que "
            "la tenga.",
            fragment=name,
            example=EXAMPLE,
        )
    if have is None:
        return None
    return have[0], have[1], said[1] if said is not None else None


_SPANISH = {"dash": "rapidez", "evoke": "evocar", "warp": "warp"}
_RULES = {"dash": "702.109a", "evoke": "702.74a", "warp": "702.185a"}
