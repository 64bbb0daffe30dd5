"""Suggestions for what is being typed: rule numbers and titles, keyword and glossary names,
the rules and sections /cambios knows. The Discord autocomplete and the console's Tab
completion both ask here, so both offer the same names.

Discord asks on every keystroke and waits about 3 seconds, so the lists are built once from the
in-memory corpus and each request is a plain scan of a few thousand strings (well under a
millisecond). Nothing here touches the search index or imports discord.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator

from bot.services.models import Suggestion
from bot.text.clip import clip, clip_words
from index import numbers
from index.corpus import Corpus
from index.fold import fold
from index.lookups.names import NameLookup
from index.models import Rule

MAX_CHOICES = 25
NAME_MAX = 100
ECHO = "Buscar «{}» en las reglas"
_PREFIX = re.compile(r"^\s*(?:reglas?|rules?|cr)\s*", re.IGNORECASE)


def _clip(text: str) -> str:
    return clip(text, NAME_MAX)


class Names:
    """Names to offer as something is typed, in the order they are offered when they match
    alike. Discord asks on every keystroke, and most names do not hold what is typed: the
    names are kept joined in one string so that ``str.find`` (in C) skips those, and only the
    names that hold it are looked at one by one."""

    _SEP = "\n"  # never in a folded name, nor in what is looked for (checked in ``rank``)

    def __init__(self, entries: Iterable[tuple[str, Suggestion]]) -> None:
        self.entries = list(entries)
        self.starts: list[int] = []
        at = 0
        for key, _ in self.entries:
            self.starts.append(at)
            at += len(key) + 1
        self.joined = self._SEP.join(key for key, _ in self.entries)
        self.scannable = all(self._SEP not in key for key, _ in self.entries)

    def _holding(self, typed: str) -> Iterator[tuple[str, Suggestion]]:
        """The entries whose name holds ``typed``, in their order."""
        if not typed or not self.scannable:
            yield from (e for e in self.entries if typed in e[0])
            return
        if self._SEP in typed:
            return
        found = self.joined.find(typed)
        while found != -1:
            n = bisect_right(self.starts, found) - 1
            yield self.entries[n]
            if n + 1 == len(self.starts):
                return
            found = self.joined.find(typed, self.starts[n + 1])

    def rank(self, typed: str) -> list[Suggestion]:
        """Whole-name prefix matches first, then a word starting with it, then anywhere."""
        first: list[Suggestion] = []
        word: list[Suggestion] = []
        inside: list[Suggestion] = []
        for key, suggestion in self._holding(typed):
            pos = key.find(typed)
            if pos == 0:
                first.append(suggestion)
            elif pos > 0 and (key[pos - 1] == " " or f" {typed}" in key):
                word.append(suggestion)
            elif pos > 0:
                inside.append(suggestion)
            if len(first) >= MAX_CHOICES:
                break
        ranked = list(dict.fromkeys([*first, *word, *inside]))
        return ranked[:MAX_CHOICES]


class RuleSuggester:
    """Rule numbers by prefix ("104.3" -> 104.3, 104.3a…) and rules by title ("encant")."""

    def __init__(
        self,
        corpus: Corpus,
        preference: list[str],
        in_force_text: Callable[[str], Rule | None] | None = None,
    ) -> None:
        """``in_force_text``: the text a rule in force is shown through (RuleLookup.
        shown_version), so that a label says the rule the number means today, not an older
        rule that had the same number."""
        current = corpus.current_edition.id
        shown = {current} | {e.id for e in corpus.editions.values() if e.language.value == "es"}
        self.by_number: list[tuple[str, Suggestion]] = []
        self.by_title: list[tuple[str, Suggestion]] = []
        self.sections: list[Suggestion] = []
        seen_titles: set[str] = set()
        for number in corpus.rule_numbers:
            versions = corpus.rules[number]
            rule = (in_force_text(number) if in_force_text else None) or next(
                versions[e] for e in preference if e in versions
            )
            label = f"{number} — {rule.text}" if rule.text else f"{number} · {rule.title}"
            if current not in versions:  # a number only older editions have: say whose
                when = corpus.editions[rule.edition].date
                said = rule.text or rule.title
                label = f"{number} ({when.year if when else rule.edition}) — {said}"
            suggestion = Suggestion(_clip(label), number)
            self.by_number.append((number, suggestion))
            if "." not in number:
                self.sections.append(Suggestion(_clip(f"{number} · {rule.title}"), number))
            # Subrules repeat their rule's title, and older editions number rules differently
            # (Cascade is 702.84 in 2019, 702.85 now): titles come from rules and sections of
            # the editions shown by default, in Spanish and in the current English.
            parts = numbers.RULE_ID.match(number)
            if parts is None or parts["letter"]:
                continue
            for version in (rule, versions.get(current)):
                if isinstance(version, Rule) and version.title and version.edition in shown:
                    key = fold(version.title)
                    if key not in seen_titles:
                        seen_titles.add(key)
                        label = f"{number} · {version.title}"
                        self.by_title.append((key, Suggestion(_clip(label), number)))
        self.titles = Names(self.by_title)

    def suggest(self, typed: str) -> list[Suggestion]:
        text = _PREFIX.sub("", typed or "").strip().lower().replace(",", ".")
        if not text:
            return self.sections[:MAX_CHOICES]
        if text[0].isdigit():
            return [s for key, s in self.by_number if key.startswith(text)][:MAX_CHOICES]
        found = self.titles.rank(fold(text))
        # Free text is valid too (it searches the rules): offer it as typed, first. Longer
        # than Discord's 100 characters, it is cut between words and says so with "…".
        room = NAME_MAX - len(ECHO.format(""))
        echo = Suggestion(ECHO.format(clip_words(typed, room)), clip_words(typed, NAME_MAX))
        return [echo, *found][:MAX_CHOICES]


class KeywordSuggester:
    """Keyword names in Spanish (the judge material, the printed card names) and in English.

    The names are the keyword lookup's own, so every suggestion resolves.
    """

    def __init__(self, names: NameLookup) -> None:
        self.entries: list[tuple[str, Suggestion]] = []
        for key in names.names:  # Spanish judge material first, then English, then printed
            shown = names.shown.get(key, key)
            shown = shown if shown != key else key.capitalize()
            self.entries.append((key, Suggestion(_clip(shown), shown[:NAME_MAX])))
        self.names = Names(self.entries)

    def suggest(self, typed: str) -> list[Suggestion]:
        text = fold((typed or "").strip())
        if not text:
            return [s for _, s in self.entries[:MAX_CHOICES]]
        return self.names.rank(text)


class ChangeSuggester:
    """/cambios: rule numbers in force by prefix, sections by number or title."""

    def __init__(self, corpus: Corpus) -> None:
        current = corpus.current_edition.id
        self.numbers: list[Suggestion] = []
        self.sections: list[tuple[str, Suggestion]] = []
        for number in corpus.rule_numbers:
            rule = corpus.rules[number].get(current)
            if rule is None:
                continue
            if "." not in number:
                suggestion = Suggestion(_clip(f"{number} · {rule.title} (sección)"), number)
                self.sections.append((fold(f"{number} {rule.title}"), suggestion))
                self.numbers.append(suggestion)
            else:
                label = f"{number} — {rule.text}" if rule.text else f"{number} · {rule.title}"
                self.numbers.append(Suggestion(_clip(label), number))

    def suggest(self, typed: str) -> list[Suggestion]:
        text = fold((typed or "").strip()).replace(",", ".")
        if not text:
            return [s for _, s in self.sections[:MAX_CHOICES]]
        if text[0].isdigit():
            return [s for s in self.numbers if s.value.startswith(text)][:MAX_CHOICES]
        return [s for key, s in self.sections if text in key][:MAX_CHOICES]


class GlossarySuggester:
    """Glossary terms as the glossary prints them, one per term across editions."""

    def __init__(self, corpus: Corpus) -> None:
        seen: dict[str, Suggestion] = {}
        for entry in corpus.glossary:
            seen.setdefault(fold(entry.id), Suggestion(_clip(entry.id), entry.id[:NAME_MAX]))
        self.entries = sorted(seen.items())
        self.names = Names(self.entries)

    def suggest(self, typed: str) -> list[Suggestion]:
        text = fold((typed or "").strip())
        if not text:
            return [s for _, s in self.entries[:MAX_CHOICES]]
        return self.names.rank(text)
