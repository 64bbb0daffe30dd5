"""Rule text reduced to what decides whether two texts say the same.

Two editions print the same rule with different typography (curly or straight quotes, dashes,
spacing) and, when rules moved, with other numbers in their cross-references ("see rule 103.4"
became "see rule 103.5"). Comparison therefore runs on words: lowercase, typography folded,
and every rule number replaced by one placeholder token, so a reference that moved with its
rule does not count as a change of wording.
"""

from __future__ import annotations

import re
import unicodedata

REF_TOKEN = "§"  # stands for any rule number inside a text

_TYPOGRAPHY = str.maketrans(
    {
        "’": "'",
        "‘": "'",
        "“": '"',
        "”": '"',
        "«": '"',
        "»": '"',
        "—": "-",
        "–": "-",
        "‑": "-",
        "\u00a0": " ",
    }
)
# One token: a rule number ("103.4", "702.19c") or a word (with inner apostrophes or hyphens).
_TOKEN = re.compile(r"\d{3}\.\d{1,3}[a-z]?|\w+(?:['-]\w+)*")
_NUMBER = re.compile(r"\d{3}(?:\.\d{1,3}[a-z]?)?")
_POINTERS = frozenset({"rule", "rules", "section", "sections", "regla", "reglas"})


def typography(text: str) -> str:
    """Quotes, dashes and spaces of one kind each; Unicode composed."""
    text = unicodedata.normalize("NFC", text).translate(_TYPOGRAPHY)
    return " ".join(text.split())


def words(text: str) -> tuple[str, ...]:
    """The words of a text, lowercase, with every rule number as one placeholder."""
    # Only the apostrophe matters inside a word; other quotes and dashes separate words.
    tokens = _TOKEN.findall(text.lower().replace("’", "'").replace("‘", "'"))
    if not _NUMBER.search(text):
        return tuple(tokens)
    out = []
    previous = ""
    for token in tokens:
        is_number = token[0].isdigit() and _NUMBER.fullmatch(token)
        if is_number and ("." in token or previous in _POINTERS):
            token = REF_TOKEN
        out.append(token)
        previous = token
    return tuple(out)


def display_tokens(text: str) -> list[str]:
    """The text split for a readable diff: words with their punctuation, spaces dropped."""
    return typography(text).split(" ") if text.strip() else []
