"""The verbs of keyword actions and abilities, from the keyword table: the words the clause
finder cues on (clauses.py) and the keyword each one names (keyword_told.py reads the clause).

Each keyword of rules 701 and 702 with its printed Spanish name (index/vocabulary
explanations), and a few everyday verbs players use instead, such as «revelar» for Reveal,
whose printed Spanish name is «mostrar». Keyword actions the reader already reads by their
verbs (activate, cast, sacrifice, fight, …), and verbs too common to be told as a keyword,
are left out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from index.fold import fold
from index.vocabulary.explanations import keyword_explanations

# Read elsewhere by their verbs, or too common a word to be told as the keyword.
_READ_ELSEWHERE = {
    *("Activate", "Attach", "Cast", "Counter", "Create", "Destroy", "Discard", "Exile"),
    *("Fight", "Play", "Regenerate", "Sacrifice", "Search", "Tap and Untap", "Enchant"),
    *("Equip", "Shuffle", "Double", "Triple", "Exchange", "Assist", "Recover", "Buyback"),
    *("Learn", "Visit", "Detain", "Hideaway", "Fading", "Exhaust", "Discover", "Suspend"),
    *("Backup", "Reinforce", "Provoke", "Craft", "Plot", "Demonstrate", "Convert", "Boast"),
}
# Everyday verbs for a keyword whose printed Spanish name players seldom use.
_EVERYDAY = {"revelar": "Reveal", "explorar": "Explore", "ensillar": "Saddle"}
_ENDINGS = r"(?:o|a|as|an|amos|e|es|en|emos|imos)"
# After the verb, what it is done to or with: a card told ("mi District Mascot", "mis dos …").
_OBJECT = r"\s+(?:(?:a|al|con)\s+)?(?:(?:mi|su|tu|el|la|los|las|un|una|mis|sus|dos|tres)\s+)*§"


@dataclass(frozen=True)
class Keyword:
    english: str
    spanish: str
    rule: str


@cache
def _keywords() -> dict[str, Keyword]:
    """Verb stems (folded) to their keyword."""
    stems: dict[str, Keyword] = {}
    entries = [(one.name_es, one.english, rule) for rule, one in keyword_explanations().items()]
    rules = {english: rule for _, english, rule in entries}
    entries += [(verb, english, rules.get(english, "")) for verb, english in _EVERYDAY.items()]
    for spanish, english, rule in entries:
        verb = fold(spanish or "", "words")
        if english in _READ_ELSEWHERE or " " in verb or not verb.endswith(("ar", "er", "ir")):
            continue
        stems.setdefault(verb[:-2], Keyword(english, spanish, rule))
    return stems


@cache
def verb_pattern() -> str:
    """The cue pattern (clauses.py) of every such verb followed by a card told."""
    stems = "|".join(sorted(map(re.escape, _keywords()), key=len, reverse=True))
    return rf"(?:{stems}){_ENDINGS}(?={_OBJECT})"


def keyword_of(verb: str) -> Keyword | None:
    for stem, keyword in _keywords().items():
        if re.fullmatch(rf"{re.escape(stem)}{_ENDINGS}", verb.split()[-1]):
            return keyword
    return None


__all__ = ["Keyword", "keyword_of", "verb_pattern"]
