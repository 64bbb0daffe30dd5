"""The keywords an effect gives: "Equipped creature has haste and shroud", "you gain
protection from everything", "all damage is dealt to you as though its source had infect".

A given keyword is that keyword for what the card does (index.cards.interactions meets
deathtouch and trample, hexproof and a targeted spell, however the creature got them), with its
own rule beside layer 6 (613.1f); "as though it had" gives nothing in any layer, the event is
only read as if the keyword were there.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Set as AbstractSet

from .keywords import KEYWORD_RULES, keyword_slug, spanish
from .model import Kind, Layer

_P = re.compile
Make = Callable[..., Kind]

KEYWORDS = "|".join(
    re.escape(k)
    for k in sorted(
        (k for k, r in KEYWORD_RULES.items() if r.startswith("702.")), key=len, reverse=True
    )
)
# A relative clause right before the verb: "a creature that is red", "that has flying".
FILTERED = _P(r"(?:\bthat|\bwhich|\bwho|\bif|\bunless|\bwhere|n't)\s+$")
# The keywords an ability-adding effect names ("has flying", "gains hexproof and haste",
# "gain protection from everything"): each is that keyword for what the card does, with its own
# rule beside layer 6. The list after the verb is read keyword by keyword.
_GRANTED = _P(
    rf"\b(?:has|have|gains?)\b (?:(?:the )?(?:{KEYWORDS})(?:,? (?:and|or) |, | and |$|\b))+"
)
_GRANTED_ONE = _P(rf"\b(?:{KEYWORDS})\b")
# "as though its source had infect": the event is treated as if the keyword were there.
_AS_THOUGH_HAD = _P(rf"\bas though (?:its source|it|they|that creature|~) had ({KEYWORDS})\b")
# "protection from everything" and "hexproof from …" are variants with a rule of their own.
_GRANTED_VARIANTS = (
    (_P(r"\bprotection from everything\b"), "protection", ("702.16j", "702.16")),
    (_P(r"\bhexproof from\b"), "hexproof", ("702.11d", "702.11")),
)


def granted(text: str, make: Make) -> list[Kind]:
    """A keyword kind for each keyword the effect gives ("Equipped creature has hexproof and
    haste"): what meets a keyword (deathtouch and trample, hexproof and a targeted spell) meets
    it however the creature got it."""
    found: dict[str, tuple[str, ...]] = {}
    for pattern, heading, rules in _GRANTED_VARIANTS:
        if pattern.search(text):
            found[heading] = rules
    for span in _GRANTED.finditer(text):
        if FILTERED.search(text[: span.start()]):
            continue  # "a creature that has flying": a filter, not a grant
        for name in _GRANTED_ONE.findall(span.group(0)):  # table keywords only
            found.setdefault(name, (KEYWORD_RULES[name],))
    kinds = [
        make(
            f"keyword:{keyword_slug(name)}",
            (*rules, "613.1f"),
            f"da la palabra clave: {spanish(name)}",
            layer=Layer.ABILITY,
        )
        for name, rules in found.items()
    ]
    return kinds + as_though(text, make, found.keys())


def as_though(text: str, make: Make, given: AbstractSet[str] = frozenset()) -> list[Kind]:
    """ "As though its source had infect": no ability is given (no layer), but the event is
    read as if the keyword were there, so what meets that keyword meets it."""
    kinds = []
    for name in dict.fromkeys(m.group(1) for m in _AS_THOUGH_HAD.finditer(text)):
        # flash: a permission to cast at other times, its own kind (timing_permission)
        if name not in given and name != "flash":
            label = f"como si tuviera: {spanish(name)}"
            kinds.append(make(f"keyword:{keyword_slug(name)}", (KEYWORD_RULES[name],), label))
    return kinds

