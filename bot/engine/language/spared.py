"""An Aura that grants protection and says "This effect doesn't remove this Aura." (Cho-Manno's
Blessing, Flickering Ward): the sentence is read off the static ability it ends, which is then
marked so the protection it grants does not make its own Aura fall off (702.16c, 704.5m);
attachments.py applies the exception."""

from __future__ import annotations

import re

_SPARES = re.compile(r"\s*This effect doesn't remove (?:esta criatura|this Aura)\.$")


def without_spared_clause(text: str) -> tuple[str, bool]:
    """The static ability's text without the sentence, and whether it was there."""
    found = _SPARES.search(text)
    return (text[: found.start()], True) if found else (text, False)
