"""Spanish type lines for cards whose printed Spanish type line the card data lacks.

The translations are learned from the bundled cards that have both lines: the part before the
dash as a whole ("Legendary Creature" → "Criatura legendaria"), and each subtype from cards
with one ("Creature — Ogre" / "Criatura — Ogro"), then a word never seen alone from cards with
two whose other word is known ("Elf Shaman" / "Chamán elfo"). Spanish prints several subtypes in
reverse order, the first capitalised ("Elf Shaman" → "Chamán elfo"); a subtype never seen
alone keeps its English word (as «kithkin» does in print).

Oracle renames creature types (every Cephalid became an Octopus), and a card keeps the Spanish
line of the printing it was last printed in Spanish: Cephalid Broker's Oracle says «Octopus»
while its 2001 Spanish print says «Cefálido». So the word learned for a type is the one of its
newest Spanish printing (most printings break a tie), not the most frequent one; and a card's
own printed line is kept only when it still names each of the card's types as learned
(``printed_agrees``).
"""

from __future__ import annotations

from collections import Counter, defaultdict

DASH = " — "


class _Seen:
    """The Spanish words printed for English ones: how often, and when last."""

    def __init__(self) -> None:
        self.count: defaultdict[str, Counter[str]] = defaultdict(Counter)
        self.newest: dict[tuple[str, str], str] = {}

    def add(self, english: str, spanish: str, printed: str, times: int = 1) -> None:
        self.count[english][spanish] += times
        key = (english, spanish)
        self.newest[key] = max(self.newest.get(key, ""), printed)

    def best(self, english: str) -> str | None:
        seen = self.count.get(english)
        if not seen:
            return None
        return max(seen, key=lambda es: (self.newest[(english, es)], seen[es]))

    def __contains__(self, english: str) -> bool:
        return english in self.count


class TypeLines:
    def __init__(self) -> None:
        self._heads = _Seen()
        self._subtypes = _Seen()
        self._pairs: list[tuple[str, str, str, str, str]] = []

    def learn(self, english: str, spanish: str, printed: str = "") -> None:
        """One card's two type lines (single-faced: a line with '//' is skipped); ``printed``:
        the date of the Spanish printing ("2001-10-01"), newest wins."""
        if "//" in english or "//" in spanish:
            return
        head, _, tail = english.partition(DASH)
        head_es, _, tail_es = spanish.partition(DASH)
        self._heads.add(head.strip(), head_es.strip(), printed)
        words, words_es = tail.split(), tail_es.split()
        if len(words) == 1 and len(words_es) == 1:
            self._subtypes.add(words[0], words_es[0], printed)
        elif len(words) == 2 and len(words_es) == 2:
            self._pairs.append((words[0], words[1], words_es[0], words_es[1], printed))

    def _resolve_pairs(self) -> None:
        """A two-word line teaches a word when the other word is known from one-word lines and
        tells which Spanish word is its (the order is usually reversed): a word a one-word line
        never showed, and a newer printing of one it did (Jackal: «Perro» in 2009, «Chacal» in
        the two-word lines since 2018)."""
        known = {en: (self._subtypes.best(en) or "").casefold() for en in self._subtypes.count}
        learned = _Seen()
        for first, second, es_first, es_second, printed in self._pairs:
            for word, other in ((first, second), (second, first)):
                if not known.get(other):
                    continue
                if known[other] == es_first.casefold():
                    learned.add(word, es_second[:1].upper() + es_second[1:], printed)
                elif known[other] == es_second.casefold():
                    learned.add(word, es_first[:1].upper() + es_first[1:], printed)
        for word, seen in learned.count.items():
            for es, times in seen.items():
                self._subtypes.add(word, es, learned.newest[(word, es)], times)
        self._pairs = []

    def subtype(self, english: str) -> str | None:
        """The Spanish word learned for one English subtype, or None when never seen."""
        if self._pairs:
            self._resolve_pairs()
        return self._subtypes.best(english)

    def printed_agrees(self, english: str, printed: str) -> bool:
        """A card's printed Spanish line still names each of its Oracle subtypes as learned
        (a type Oracle renamed since that printing makes it stale)."""
        if "//" in english or "//" in printed:
            return True
        tail = english.partition(DASH)[2].split()
        tail_es = {w.casefold() for w in printed.partition(DASH)[2].split()}
        if len(tail) != len(tail_es):
            return False
        return all((self.subtype(w) or w).casefold() in tail_es for w in tail)

    def spanish(self, english: str) -> str:
        """The Spanish type line of an English one, as the printed cards would word it."""
        if self._pairs:
            self._resolve_pairs()
        head, dash, tail = english.partition(DASH)
        head_es = self._heads.best(head.strip()) or head
        if not dash:
            return head_es
        words = []
        for word in reversed(tail.split()):
            words.append(self._subtypes.best(word) or word)
        words = [words[0][:1].upper() + words[0][1:], *(w.lower() for w in words[1:])]
        return f"{head_es}{DASH}{' '.join(words)}"
