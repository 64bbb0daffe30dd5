"""Judge material on keywords (2016) checked against the keyword's rule in force.

The Spanish explanations of the keyword page predate both rules editions, and cannot be compared
word for word with the English rules. Two things can still be told for sure:

* **Renamed terms.** The explanation uses a game term the rules in force no longer use
  ("coste de maná convertido": the 2019 rules say "converted mana cost", the rules in force say
  "mana value" and never the old words). Each term of ``RENAMED`` is checked against the corpus
  by the tests: its old English form is in the oldest rules and not in the rules in force.
* **Changed rules.** The keyword's rule in force says something its oldest text did not: a
  subrule rewritten beyond the rewording that went through the whole document ("enters the
  battlefield" became "enters"), i.e. with a clause added (``ADDED_CLAUSE`` words or more in a
  row), a word of what it allows or forbids added or removed (``MEANING_WORDS``: "may",
  "can't", "only"…), a quantity changed, or less than ``SAME_ENOUGH`` of its words in common;
  or the keyword was renamed.

Either makes the explanation one that no longer holds: answers say so, quizzes leave it out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from index.editions.align import similarity
from index.editions.diff import Change, word_diff
from index.editions.links import LinkStatus
from index.editions.normalize import words

if TYPE_CHECKING:
    from index.corpus import Corpus
    from index.editions.catalog import Alignment
    from index.models import Keyword

ADDED_CLAUSE = 5  # words added in a row: the rule says something more
SAME_ENOUGH = 0.8  # below this share of words in common the rule was rewritten


@dataclass(frozen=True)
class RenamedTerm:
    """A game term the rules renamed: how judge material wrote it, how the rules say it."""

    spanish: str  # as the Spanish material writes it
    english_then: str  # in the oldest rules edition of the corpus
    english_now: str  # in the rules in force
    spanish_now: str

    def found_in(self, folded_text: str) -> bool:
        """Whether a text (lowercase, accents folded) uses the old term."""
        from index.fold import fold

        return re.search(rf"\b{re.escape(fold(self.spanish))}\b", folded_text) is not None


RENAMED = (
    RenamedTerm("coste de maná convertido", "converted mana cost", "mana value", "valor de maná"),
    RenamedTerm("armadura tótem", "totem armor", "umbra armor", "armadura umbra"),
)

# Rewording that went through the whole document and changed no rule: undone before comparing.
_DOCUMENT_WIDE = (
    (re.compile(r"\b(enters?|entered|entering) the battlefield\b", re.IGNORECASE), r"\1"),
    (re.compile(r"\bconverted mana cost\b", re.IGNORECASE), "mana value"),
    # Pointers to other rules, whose titles changed with them ("See rule 712, “Meld Cards.”").
    (re.compile(r"\(?\bSee (?:rules?|section) [^.“]*(?:“[^”]*”)?\.?\)?", re.IGNORECASE), ""),
)
# A quantity that changed ("four" became "N") changes what the rule does.
_NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_QUANTITIES = frozenset([*_NUMBER_WORDS, "n", "x", *(str(i) for i in range(21))])
# Words that say what a rule allows, requires or forbids: one added or removed changes what
# the rule means however short the edit (702.62a: "play it" became "you may play it", the
# cast of a suspended card optional since 2019).
MEANING_WORDS = frozenset(
    {"may", "must", "can", "can't", "cannot", "don't", "doesn't", "not", "no", "only",
     "unless", "except", "instead", "optional", "never", "without"}
)  # fmt: skip
_MODALS = frozenset({"may", "must", "can"})
_AGENTS = frozenset({"you", "player", "players", "controller", "opponent", "owner", "they"})


def _meaning(piece: str) -> list[str]:
    """The words of an edited piece that say what a rule allows or forbids. A bare modal
    ("may", "must", "can") counts only with who it binds in the same piece ("you may"): "may
    also have abilities" says what objects are, not what a player may do."""
    found = words(piece)
    agent = bool(set(found) & _AGENTS)
    return [w for w in found if w in MEANING_WORDS and (agent or w not in _MODALS)]


def _as_today(text: str) -> str:
    for pattern, replacement in _DOCUMENT_WIDE:
        text = pattern.sub(replacement, text)
    return text


def substantive_change(old: str, new: str) -> str | None:
    """What a rule says now that it did not before (the words added, or a summary), or None
    when the change is only rewording."""
    old, new = _as_today(old), _as_today(new)
    if words(old) == words(new):
        return None
    pieces = word_diff(old, new)
    added = [p.text for p in pieces if p.change is Change.ADDED]
    removed = [p.text for p in pieces if p.change is Change.REMOVED]
    then = {w for r in removed for w in words(r)} & _QUANTITIES
    now = {w for a in added for w in words(a)} & _QUANTITIES
    if then and now and then != now:

        def shown(found: set[str]) -> str:
            return ", ".join(sorted(w.upper() if w in "nx" else w for w in found))

        return f"{shown(then)} → {shown(now)}"
    longest = max((len(a.split()) for a in added), default=0)
    if longest >= ADDED_CLAUSE:
        return max(added, key=lambda a: len(a.split()))
    said_then = sorted(w for r in removed for w in _meaning(r))
    said_now = sorted(w for a in added for w in _meaning(a))
    if said_then != said_now:
        changed = [a for a in added if _meaning(a)]
        gone = [r for r in removed if _meaning(r)]
        shown_now = ", ".join(a.strip(" ,.;") for a in changed) or "—"
        return f"{', '.join(r.strip(' ,.;') for r in gone)} → {shown_now}" if gone else shown_now
    if similarity(words(old), words(new)) < SAME_ENOUGH:
        return "otro texto"
    return None


class KeywordCheck:
    """Whether a keyword's judge material still holds against its rule in force."""

    def __init__(self, corpus: Corpus, alignment: Alignment) -> None:
        self.corpus = corpus
        self.alignment = alignment
        self._found: dict[tuple[str, str | None], list[str]] = {}

    def outdated(self, keyword: Keyword, rule_number: str | None) -> list[str]:
        """Why the explanation no longer holds, one Spanish line each (empty: it holds)."""
        key = (keyword.id, rule_number)
        if key not in self._found:
            self._found[key] = self._terms(keyword) + self._rule(rule_number)
        return list(self._found[key])

    def _terms(self, keyword: Keyword) -> list[str]:
        from index.fold import fold

        folded = fold(" ".join((keyword.id, keyword.text, *keyword.notes)))
        return [
            f"Dice «{t.spanish}»: las reglas vigentes dicen «{t.spanish_now}» "
            f"({t.english_now}; antes, {t.english_then})."
            for t in RENAMED
            if t.found_in(folded)
        ]

    def _rule(self, number: str | None) -> list[str]:
        current = self.alignment.current
        rule = self.corpus.rule(number, current) if number else None
        oldest = self.alignment.oldest
        if rule is None or oldest is None:
            return []
        found = []
        heading = self.alignment.link(current, rule.id)
        if heading is not None and heading.old is not None:
            then = self.corpus.rule(heading.old, oldest)
            if then is not None and then.title and words(then.title) != words(rule.title):
                found.append(
                    f"La palabra clave hoy se llama «{rule.title}» (antes, «{then.title}»)."
                )
        changed = []
        for member in (rule.id, *rule.children):
            link = self.alignment.link(current, member)
            if link is None or link.old is None:
                continue
            if link.status not in (LinkStatus.REWORDED, LinkStatus.RENUMBERED_REWORDED):
                continue
            old = self.corpus.rule(link.old, oldest)
            new = self.corpus.rule(member, current)
            if old is None or new is None:
                continue
            what = substantive_change(old.text, new.text)
            if what is not None:
                changed.append(member if what == "otro texto" else f"{member} («{what}»)")
        if changed:
            year = self.corpus.editions[oldest].date
            since = f"desde {year.year}" if year else "desde entonces"
            found.append(
                f"La regla vigente cambió {since}: {', '.join(changed)}. "
                f"Detalles: juez cambios {rule.id}."
            )
        return found
