"""Text from Discord made safe at the boundary, before any service or store sees it.

Discord delivers whatever a client sends: lone surrogates (which no UTF-8 database or file can
hold), NUL and other control characters, direction overrides that turn an answer around,
text far longer than the option announced. Every text option goes through ``clean`` first;
the services still check lengths and meaning with their own Spanish messages.
"""

from __future__ import annotations

import re
import unicodedata

_SURROGATES = re.compile("[\ud800-\udfff]")
# C0/C1 controls but tab and newline, bidi overrides and isolates, BOM and other invisibles.
_INVISIBLE = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]"
)


def clean(text: str | None) -> str:
    """``text`` as something every layer can store and show: valid Unicode (a lone surrogate
    becomes U+FFFD), composed (NFC), without control or direction characters. Lengths are
    left to the services, which say in Spanish what the limit is."""
    if not text:
        return ""
    text = _SURROGATES.sub("\ufffd", text)
    text = unicodedata.normalize("NFC", text)
    return _INVISIBLE.sub("", text)


def is_clean(text: str) -> bool:
    return clean(text) == text
