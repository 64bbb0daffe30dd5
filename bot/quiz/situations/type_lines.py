"""Spanish type lines for cards whose printed Spanish type line the card data lacks.

The translations are learned from the bundled cards that have both lines: the part before the
dash as a whole ("Legendary Creature" → "Criatura legendaria"), and each subtype from cards
with one ("Creature — Ogre" / "Criatura — Ogro"), then a word never seen alone from cards with
two whose other word is known ("Elf Shaman" / "Chamán elfo"). Spanish prints several subtypes in
reverse order, the first capitalised ("Elf Shaman" → "Chamán elfo"); a subtype never seen
alone keeps its English word (as «kithkin» does in print).
"""

from __future__ import annotations

from collections import Counter, defaultdict

DASH = " — "


class TypeLines:
    def __init__(self) -> None:
        self._heads: defaultdict[str, Counter[str]] = defaultdict(Counter)
        self._subtypes: defaultdict[str, Counter[str]] = defaultdict(Counter)
        self._pairs: list[tuple[str, str, str, str]] = []

    def learn(self, english: str, spanish: str) -> None:
        """One card's two type lines (single-faced: a line with '//' is skipped)."""
        if "//" in english or "//" in spanish:
            return
        head, _, tail = english.partition(DASH)
        head_es, _, tail_es = spanish.partition(DASH)
        self._heads[head.strip()][head_es.strip()] += 1
        words, words_es = tail.split(), tail_es.split()
        if len(words) == 1 and len(words_es) == 1:
            self._subtypes[words[0]][words_es[0]] += 1
        elif len(words) == 2 and len(words_es) == 2:
            self._pairs.append((words[0], words[1], words_es[0], words_es[1]))

    def _resolve_pairs(self) -> None:
        """A two-word line teaches the word a one-word line never showed, when the other word
        is known and tells which Spanish word is its (the order is usually reversed)."""
        known = {en: c.most_common(1)[0][0].casefold() for en, c in self._subtypes.items()}
        learned: defaultdict[str, Counter[str]] = defaultdict(Counter)
        for first, second, es_first, es_second in self._pairs:
            for word, other in ((first, second), (second, first)):
                if word in known or known.get(other) is None:
                    continue
                if known[other] == es_first.casefold():
                    learned[word][es_second[:1].upper() + es_second[1:]] += 1
                elif known[other] == es_second.casefold():
                    learned[word][es_first[:1].upper() + es_first[1:]] += 1
        self._subtypes.update(learned)
        self._pairs = []

    def spanish(self, english: str) -> str:
        """The Spanish type line of an English one, as the printed cards would word it."""
        if self._pairs:
            self._resolve_pairs()
        head, dash, tail = english.partition(DASH)
        heads = self._heads.get(head.strip())
        head_es = heads.most_common(1)[0][0] if heads else head
        if not dash:
            return head_es
        words = []
        for word in reversed(tail.split()):
            known = self._subtypes.get(word)
            words.append(known.most_common(1)[0][0] if known else word)
        words = [words[0][:1].upper() + words[0][1:], *(w.lower() for w in words[1:])]
        return f"{head_es}{DASH}{' '.join(words)}"
