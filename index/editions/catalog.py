"""Every rules edition linked to the edition in force: the alignment as data, and its questions.

    alignment = build_alignment(corpus)
    alignment.current_id("es-2019-10-04", "103.4")   # "103.5": the mulligan rule, today
    alignment.status("en-2019-10-04", "110.4")        # LinkStatus.REWORDED
    alignment.versions("103.5")                       # {"en-2026-01-16": "103.5",
                                                      #  "en-2019-10-04": "103.4",
                                                      #  "es-2019-10-04": "103.4"}

Each older edition in the language of the rules in force (English) is aligned with the edition
in force by content (``align``). A translation inherits the links of its original: the English
edition of the same date (same day, same document, same numbers), or, for an undated one, the
oldest English edition that holds all its numbers (the cautious guess: any rewording since that
edition counts against the translation).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from index.editions.links import Link, LinkStatus

if TYPE_CHECKING:
    from index.corpus import Corpus
    from index.models import Rule

# Raise when the alignment's output changes for the same corpus (the algorithm, its thresholds
# or the data layout), so that cached alignments are rebuilt.
ALIGNMENT_VERSION = 1


class Alignment:
    def __init__(
        self,
        current: str,
        links: Mapping[str, list[Link]],
        twins: Mapping[str, str],
        held: Mapping[str, Iterable[str]],
    ) -> None:
        """``links``: older edition -> its links to ``current``; ``twins``: translation ->
        the edition it inherits links from; ``held``: translation -> its rule numbers."""
        self.current = current
        self.links = {e: list(v) for e, v in links.items()}
        self.twins = dict(twins)
        self.held = {e: frozenset(v) for e, v in held.items()}
        self._by_old: dict[str, dict[str, Link]] = {}
        self._by_new: dict[str, dict[str, Link]] = {}  # the main (not merged) link only
        self._merged_into: dict[str, dict[str, list[Link]]] = {}
        self._versions: dict[str, dict[str, str]] = {}  # memo: the data never changes
        # Hit fields per (edition, number), kept by index.editions.notes.
        self.notes_memo: dict[tuple[str, str], dict[str, Any]] = {}
        self._older = sorted(self.links)
        for edition, rows in self.links.items():
            self._by_old[edition] = {link.old: link for link in rows if link.old}
            by_new: dict[str, Link] = {}
            merged: dict[str, list[Link]] = {}
            for link in rows:
                if link.new is None:
                    continue
                if link.merged:
                    merged.setdefault(link.new, []).append(link)
                else:
                    by_new[link.new] = link
            self._by_new[edition] = by_new
            self._merged_into[edition] = merged

    def __getstate__(self) -> dict[str, Any]:
        # What the data says, without what a process remembered while answering (memos).
        return self.__dict__ | {"notes_memo": {}, "_versions": {}}

    # -- editions ---------------------------------------------------------------------------------
    @property
    def older(self) -> list[str]:
        """The editions aligned with the one in force, oldest first (ids sort by date)."""
        return list(self._older)

    @property
    def oldest(self) -> str | None:
        return self._older[0] if self._older else None

    def original_of(self, edition: str) -> str:
        """The edition whose links an edition uses: itself, or a translation's original."""
        return self.twins.get(edition, edition)

    def knows(self, edition: str) -> bool:
        return edition == self.current or edition in self.links or edition in self.twins

    # -- one rule ---------------------------------------------------------------------------------
    def link(self, edition: str, number: str) -> Link | None:
        """The link of an edition's rule to the rule in force.

        For a rule of the edition in force: its link from the oldest aligned edition (status
        ``new`` when that edition did not have it). None for an edition or number unknown here.
        """
        if edition == self.current:
            oldest = self.oldest
            return self._by_new[oldest].get(number) if oldest else None
        if edition in self.twins:
            if number not in self.held.get(edition, ()):
                return None
            edition = self.twins[edition]
            if edition == self.current:  # a translation of the rules in force: the same rule
                return Link(number, number, LinkStatus.SAME)
        table = self._by_old.get(edition)
        return table.get(number) if table else None

    def current_id(self, edition: str, number: str) -> str | None:
        """The number in force of an edition's rule; None when it no longer exists."""
        if edition == self.current:
            return number
        link = self.link(edition, number)
        return link.new if link else None

    def status(self, edition: str, number: str) -> LinkStatus | None:
        link = self.link(edition, number)
        return link.status if link else None

    def still_holds(self, edition: str, number: str) -> bool:
        """The edition's text says what the rule in force says (same words, any number)."""
        if edition == self.current:
            return True
        link = self.link(edition, number)
        return link is not None and link.status.still_holds and not link.merged

    def versions(self, current_number: str) -> dict[str, str]:
        """The same rule in every edition that holds it: {edition: its number there}.

        The edition in force comes first, then the older editions, then the translations.
        A rule merged into this one (several onto one) is not the same rule: left out.
        """
        known = self._versions.get(current_number)
        if known is not None:
            return dict(known)
        found = {self.current: current_number}
        for edition in self._older:
            link = self._by_new[edition].get(current_number)
            if link is not None and link.old is not None:
                found[edition] = link.old
        for translation, original in sorted(self.twins.items()):
            number = found.get(original)
            if number is not None and number in self.held.get(translation, ()):
                found[translation] = number
        self._versions[current_number] = found
        return dict(found)

    def merged_into(self, edition: str, current_number: str) -> list[Link]:
        """Older rules of an edition merged into a rule in force (several onto one)."""
        return list(self._merged_into.get(self.original_of(edition), {}).get(current_number, ()))

    def old_number(self, edition: str, current_number: str) -> str | None:
        """The number an edition gives the rule in force ``current_number``, if it has it."""
        return self.versions(current_number).get(edition)

    # -- reports ----------------------------------------------------------------------------------
    def links_of(self, edition: str) -> list[Link]:
        """An edition's links to the rules in force; a translation's are its original's, for
        the rules it has."""
        links = self.links.get(self.original_of(edition), [])
        if edition in self.twins:
            held = self.held.get(edition, frozenset())
            if self.twins[edition] == self.current:
                return [Link(n, n, LinkStatus.SAME) for n in sorted(held)]
            return [link for link in links if link.old in held]
        return list(links)

    def counts(self, edition: str) -> dict[LinkStatus, int]:
        counted = Counter(link.status for link in self.links_of(edition))
        return {status: counted.get(status, 0) for status in LinkStatus}

    def doubtful(self, edition: str) -> list[Link]:
        return [link for link in self.links_of(edition) if link.doubtful]

    # -- as data ----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, object]:
        return {
            "current": self.current,
            "links": {e: [link.to_json() for link in rows] for e, rows in self.links.items()},
            "twins": self.twins,
            "held": {e: sorted(v) for e, v in self.held.items()},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Alignment:
        current, links, twins, held = data["current"], data["links"], data["twins"], data["held"]
        if not (
            isinstance(current, str)
            and isinstance(links, dict)
            and isinstance(twins, dict)
            and isinstance(held, dict)
        ):
            raise ValueError("not an alignment")
        return cls(
            current,
            {e: [Link.from_json(row) for row in rows] for e, rows in links.items()},
            twins,
            held,
        )


def build_alignment(corpus: Corpus) -> Alignment:
    """Align every rules edition of the corpus with the edition in force."""
    current = corpus.current_edition
    by_edition: dict[str, dict[str, Rule]] = {}
    for number, versions in corpus.rules.items():
        for edition, rule in versions.items():
            by_edition.setdefault(edition, {})[number] = rule
    originals = sorted(
        e for e in by_edition if e != current.id and corpus.editions[e].language == current.language
    )
    # Here, not at the top: a start that reads the alignment kept beside the index aligns
    # nothing, and needs neither the aligner nor difflib.
    from index.editions.align import align

    links = {e: align(by_edition[e], by_edition[current.id]) for e in originals}
    twins: dict[str, str] = {}
    held: dict[str, set[str]] = {}
    for edition, rules in by_edition.items():
        info = corpus.editions[edition]
        if info.language == current.language:
            continue
        # The English text of the same day, the rules in force included (a translation of
        # today's rules says the same rule under the same number).
        same_day = [
            e
            for e in [*originals, current.id]
            if info.date and corpus.editions[e].date == info.date
        ]
        covering = [e for e in originals if set(rules) <= set(by_edition[e])]
        if same_day:
            twins[edition] = same_day[0]
        elif covering:
            twins[edition] = covering[0]  # oldest first: the cautious guess
        else:
            continue  # a translation no English edition explains: left unlinked
        held[edition] = set(rules)
    return Alignment(current.id, links, twins, held)
