"""A Spanish word typed without its written accent, read as the word it is: "despues" is
"después".

The Spanish analyser stems before it folds accents (index.search.schema: "daño" and "dano"
both become "dan"), so a word typed without its accent usually meets its accented form. Not
always: the stemmer takes another ending off the bare form ("despues" -> "despu", "después" ->
"despues"; "volvio" -> "volvi", "volvió" -> "volv"), so the word found no Spanish text and no
entry of the learned lexicon, which holds the stems of the 2019 Spanish rules, accents and all;
chat Spanish rarely writes them. A word neither text holds is tried with one written accent, on
each of its vowels from the last one back (where Spanish writes them), and read as the first of
those forms the Spanish text holds.
"""

from __future__ import annotations

from collections.abc import Callable

_ACCENTED = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"}


def restored(word: str, is_spanish: Callable[[str], bool]) -> str | None:
    """``word`` with the written accent that makes it a word of the Spanish text, or None
    (it has an accent already, or no single accent makes it one). ``is_spanish``: whether
    the Spanish text holds a word (the caller knows the word is in neither text as typed)."""
    if any(c in word for c in "áéíóúü"):
        return None
    for i in range(len(word) - 1, -1, -1):
        accent = _ACCENTED.get(word[i])
        if accent is not None:
            candidate = word[:i] + accent + word[i + 1 :]
            if is_spanish(candidate):
                return candidate
    return None
