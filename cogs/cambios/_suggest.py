"""Autocomplete for /cambios: rule numbers in force by prefix, sections by number or title.

Built once from the corpus; each keystroke is a scan of a few thousand strings. Pure: no
discord, no search index.
"""

from __future__ import annotations

from dataclasses import dataclass

from index.corpus import Corpus
from index.translate import fold

MAX_CHOICES = 25
NAME_MAX = 100


@dataclass(frozen=True)
class Suggestion:
    name: str  # what the user sees, at most 100 characters
    value: str  # what the command receives


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= NAME_MAX else text[: NAME_MAX - 1].rstrip() + "…"


class ChangeSuggester:
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
