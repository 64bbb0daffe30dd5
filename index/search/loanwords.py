"""English game words conjugated as Spanish verbs: "blockear", "cascadeo", "stackeamos".

Spanish players take an English rules word and give it a Spanish verb ending in "-ear" (or make
a noun of it in "-eo"): "tapear", "kickeado", "blockear", "flashear", "scryeo", "checkear". The
hand table lists a few such forms one by one (index.translate), and every other person, tense
or word it lacks reached no English rule: "puedo blockear a 2 atacantes" searched without
"block". This reads the class instead of its members: a word neither the tables, the learned
lexicon nor the Spanish text holds, that is an English word of the rules once its Spanish
ending is taken off, is that English word typed into the question.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from index.fold import fold

# "-ear" verbs in the persons, tenses and forms a chat uses, with a pronoun after them
# ("blockearlo"), and the "-eo" noun ("el blockeo"). The English word comes before the "e".
_LOAN = re.compile(
    r"^(?P<stem>[a-z]{3,}?)e(?:o|a|as|an|e|es|en|amos|aste|aron|ar|ando|ado|ada|ados|adas)"
    r"(?:lo|la|los|las|le|les|me|te|se)?$"
)
# An English word this short taken for a stem is too often a Spanish word's start.
MIN_STEM = 4


def english_word(word: str, is_english: Callable[[str], bool]) -> str | None:
    """The English rules word ``word`` conjugates ("blockear" -> "block", "cascadeo" ->
    "cascade"), or None. ``is_english``: whether the rules' English text holds a word."""
    found = _LOAN.match(fold(word))
    if found is None:
        return None
    stem = found["stem"]
    # The English word may end in the "e" the Spanish ending took ("cascade", "bounce").
    for candidate in (stem, stem + "e"):
        if len(candidate) >= MIN_STEM and is_english(candidate):
            return candidate
    return None
