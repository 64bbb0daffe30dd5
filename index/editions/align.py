"""Aligning two editions of the rules by content: which rule of the newer edition is which rule
of the older one, whatever their numbers.

A rule number is not an identity: between 2019 and 2026 about 1,000 numbers came to hold
another rule. So rules are matched by their words (``normalize.words``: lowercase, typography
folded, rule numbers masked), in passes from the surest to the least sure:

1. **Same words.** A text found once in each edition is the same rule, wherever it moved.
2. **Similar words.** Each remaining older rule is compared with the newer rules that share its
   rarer words (an inverted index keeps this to a few candidates each) by the share of words
   the two have in common in order (``difflib``). Pairs are taken best first, one to one.
   Number proximity only breaks ties; a small bonus goes to a pair whose parents are already
   linked to each other (formulaic subrules such as "702.xb" are told apart by their keyword).
3. **Headings** (sections and keyword rules without text of their own) follow their subrules:
   the newer heading most of whose subrules are the older heading's subrules, or the same title.
4. What is left: an older rule still close enough to a rule in force that another older rule
   already took is linked to it too, and marked doubtful ("several rules onto one"); the others
   are removed. Newer rules no older rule reached are new.

Every link then gets its status (same, reworded, renumbered, both, removed, new) and the doubts
a person should check: low similarity, several rules onto one, or a close second candidate.
"""

from __future__ import annotations

import bisect
import difflib
import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from index import numbers
from index.editions.links import Doubt, Link, LinkStatus
from index.editions.normalize import REF_TOKEN, words
from index.models import Rule

# Below this similarity two texts are not the same rule (a rewrite this deep is a new rule).
MIN_SIMILARITY = 0.45
# An older rule and a newer one left alone under the same parent: the same rule rewritten, down
# to this similarity (listed as doubtful).
REWRITTEN_MIN = 0.3
REWRITTEN_ELSEWHERE = 0.37  # under the same parent, but at another number
# ... or down to this share of the older words kept, in order, in the newer text (a short rule
# that grew: "Two objects have the same name if …" became a paragraph that still says it).
KEPT_MIN = 0.6
# A link below this is kept but listed as doubtful.
DOUBTFUL_BELOW = 0.6
# A many-to-one link needs more than a one-to-one link.
MANY_TO_ONE_MIN = 0.7
# A second candidate this close to the chosen one makes the link a close call.
CLOSE_CALL_MARGIN = 0.02
CONTEXT_BONUS = 0.1  # parents already linked to each other
TITLE_BONUS = 0.01  # same section title
DEPTH_BONUS = 0.03  # both rules, or both subrules
RARE_WORDS = 12  # the rarest words of an older rule that look for candidates
SIBLING_MARGIN = 0.12  # ... unless their bound is this far below the KEEP best found
SIBLING_WINDOW = 3  # newer siblings each side of an older rule's place, always compared
MERGE_MARGIN = 0.05  # a taken match this much better than the free one: a merge
MERGED_WHOLE = 0.9  # ... or this share of its words found, in order, in the newer rule
MERGE_ANYWHERE = 0.93  # a merge across families needs this much similarity
SHORT_TEXT = 16  # words: below this, one shared text alone does not make a link
KEEP = 2  # candidates compared in full at least, when there are that many
CANDIDATES = 12  # newer rules compared in full with each older rule
COMMON_SHARE = 0.03  # words in more than this share of rules do not propose candidates


@dataclass(slots=True)
class _Entry:
    id: str
    key: tuple[int, int, int]
    words: tuple[str, ...]
    heading: bool  # no text of its own: compared by title and by its subrules
    title: tuple[str, ...]
    parent: str | None
    children: tuple[str, ...]
    text: str
    _counts: Counter[str] | None = None

    @property
    def counts(self) -> Counter[str]:
        if self._counts is None:
            self._counts = Counter(self.words)
        return self._counts

    @property
    def refs(self) -> tuple[str, ...]:
        return tuple(numbers.find_references(self.text))


def _entry(rule: Rule, titles: dict[str, tuple[str, ...]]) -> _Entry:
    text_words = words(rule.text)
    title = titles.get(rule.title)
    if title is None:
        title = titles[rule.title] = words(rule.title)
    heading = not text_words
    return _Entry(
        id=rule.id,
        key=numbers.sort_key(rule.id),
        words=title if heading else text_words,
        heading=heading,
        title=title,
        parent=rule.parent,
        children=rule.children,
        text=rule.text,
    )


def _depth(key: tuple[int, int, int]) -> int:
    """1 for a section, 2 for a rule, 3 for a subrule."""
    return 1 + (key[1] >= 0) + (key[2] >= 0)


def distance(a: tuple[int, int, int], b: tuple[int, int, int]) -> int:
    """How far apart two rule numbers are, for tie-breaks only (0: the same number)."""
    return abs(a[0] - b[0]) * 100_000 + abs(a[1] - b[1]) * 100 + abs(a[2] - b[2])


def similarity(a: tuple[str, ...], b: tuple[str, ...]) -> float:
    """The share of words two texts have in common, in order (1.0: the same words)."""
    if a == b:
        return 1.0
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def containment(old: tuple[str, ...], new: tuple[str, ...]) -> float:
    """The share of the older words found, in order, in the newer text."""
    if not old:
        return 0.0
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    return sum(block.size for block in matcher.get_matching_blocks()) / len(old)


@dataclass(slots=True)
class _Candidate:
    old: str
    new: str
    similarity: float
    score: float  # similarity plus context bonuses: what ranks candidates
    distance: int


class _Aligner:
    def __init__(self, old: Mapping[str, Rule], new: Mapping[str, Rule]) -> None:
        titles: dict[str, tuple[str, ...]] = {}  # subrules repeat their section's title
        self.old = {n: _entry(r, titles) for n, r in old.items()}
        self.new = {n: _entry(r, titles) for n, r in new.items()}
        self.pairs: dict[str, str] = {}  # old id -> new id (one to one)
        self.taken: dict[str, str] = {}  # new id -> old id
        self.similarities: dict[str, float] = {}  # old id -> similarity of its link
        self.extra: dict[str, str] = {}  # old id -> new id, many to one
        self.close: dict[str, str] = {}  # old id -> runner-up new id

    # -- passes ---------------------------------------------------------------------------------
    def run(self) -> list[Link]:
        self._same_words()
        self._headings()  # provisional: gives the fuzzy pass its parent context
        self._similar_words()
        self._headings(merge=True)
        self._many_to_one()
        self._same_place()
        return self._links()

    def _link(self, old: str, new: str, sim: float) -> None:
        self.pairs[old] = new
        self.taken[new] = old
        self.similarities[old] = sim

    def _same_words(self) -> None:
        def groups(entries: Iterable[_Entry]) -> dict[tuple[bool, tuple[str, ...]], list[str]]:
            found: dict[tuple[bool, tuple[str, ...]], list[str]] = defaultdict(list)
            for e in entries:
                found[(e.heading, e.words)].append(e.id)
            return found

        old_groups, new_groups = groups(self.old.values()), groups(self.new.values())
        repeated, short = [], []
        for key, olds in old_groups.items():
            news = new_groups.get(key)
            if not news or not key[1]:
                continue
            if len(olds) == 1 and len(news) == 1:
                if key[0] or len(key[1]) >= SHORT_TEXT:
                    self._link(olds[0], news[0], 1.0)
                else:
                    short.append((olds[0], news[0]))
            else:
                repeated.append((olds, news))
        self._headings()
        # A short text found once in each edition may still be a stock phrase that moved to
        # another rule ("Fourth, the active player gets priority."): only where the parents
        # agree. Others are left to the comparison, where the place counts too.
        for o, n in short:
            old_parent = self.pairs.get(self.old[o].parent or "")
            if old_parent is None or old_parent == self.new[n].parent:
                self._link(o, n, 1.0)
        # A text printed several times ("Third, the active player gets priority.") is the
        # same rule where the parents are linked; otherwise, nearest number first.
        for olds, news in repeated:
            pairs = sorted(
                (
                    self._context(self.old[o], self.new[n]) < CONTEXT_BONUS,
                    distance(self.old[o].key, self.new[n].key),
                    o,
                    n,
                )
                for o in olds
                for n in news
            )
            for far, _, o, n in pairs:
                if not far and o not in self.pairs and n not in self.taken:
                    self._link(o, n, 1.0)

    def _headings(self, *, merge: bool = False) -> None:
        """Headings follow their subrules; a heading no subrule leads anywhere, its title.

        With ``merge``, a heading whose subrules mostly went under a heading already taken is
        linked to it too (several onto one)."""
        for old in self.old.values():
            if not old.heading or old.id in self.pairs or old.id in self.extra:
                continue
            votes = Counter(
                self.new[self.pairs[c]].parent
                for c in old.children
                if c in self.pairs and self.new[self.pairs[c]].parent
            )
            best: tuple[float, int, str] | None = None
            for new_id, count in votes.items():
                new = self.new.get(new_id or "")
                if new is None or not new.heading or new.id in self.taken:
                    continue
                share = count / max(len(old.children), len(new.children), 1)
                title = similarity(old.title, new.title)
                score = max(share, title) + (title == 1.0) * TITLE_BONUS
                rank = (score, -distance(old.key, new.key), new.id)
                if best is None or rank > (best[0], -best[1], best[2]):
                    best = (score, distance(old.key, new.key), new.id)
            if best is None:
                same = [
                    n
                    for n in self.new.values()
                    if n.heading and n.id not in self.taken and n.title == old.title
                ]
                if len(same) == 1:
                    best = (1.0, 0, same[0].id)
            if best is not None and best[0] >= MIN_SIMILARITY:
                self._link(old.id, best[2], similarity(old.title, self.new[best[2]].title))
            elif merge and votes:
                # Most subrules went to a heading another older heading holds: merged into it.
                new_id, count = votes.most_common(1)[0]
                if new_id in self.new and count * 2 >= sum(votes.values()):
                    self.extra[old.id] = new_id
                    self.similarities[old.id] = similarity(old.title, self.new[new_id].title)

    def _context(self, old: _Entry, new: _Entry) -> float:
        bonus = 0.0
        if old.parent and new.parent and self.pairs.get(old.parent) == new.parent:
            bonus += CONTEXT_BONUS
        if old.title and old.title == new.title:
            bonus += TITLE_BONUS
        if _depth(old.key) == _depth(new.key):
            bonus += DEPTH_BONUS
        return bonus

    def _siblings(self, old: _Entry) -> list[str]:
        """Newer rules around the older rule's place under its linked parent: a rule reworded
        and moved by one among near-identical siblings ("Third, … priority" became "Fourth")
        shares no rare word with its new self, only its place."""
        parent = self.pairs.get(old.parent or "")
        children = self.new[parent].children if parent in self.new else ()
        if not children:
            return []
        keys = [self.new[c].key if c in self.new else (0, 0, 0) for c in children]
        here = bisect.bisect_left(keys, old.key)
        return list(children[max(0, here - SIBLING_WINDOW) : here + SIBLING_WINDOW + 1])

    def _candidates(self) -> dict[str, list[_Candidate]]:
        """For each older rule left, its best newer candidates, best first."""
        olds = [e for e in self.old.values() if e.id not in self.pairs and not e.heading]
        news = [e for e in self.new.values() if not e.heading]
        df: Counter[str] = Counter()
        for e in news:
            df.update(set(e.words))
        common = max(20, int(COMMON_SHARE * len(news)))
        postings: dict[str, list[_Entry]] = defaultdict(list)
        for e in news:
            for w in set(e.words):
                if df[w] <= common:
                    postings[w].append(e)
        total = len(news) + 1
        weight = {w: math.log(total / n) for w, n in df.items()}
        found: dict[str, list[_Candidate]] = {}
        for old in olds:
            overlap: dict[str, float] = defaultdict(float)
            # The rarest words say the most; a dozen of them find the candidates.
            rare = sorted((w for w in set(old.words) if w in postings), key=df.__getitem__)
            for w in rare[:RARE_WORDS]:
                for new in postings[w]:
                    overlap[new.id] += weight[w]
            ids = sorted(overlap, key=overlap.__getitem__, reverse=True)[:CANDIDATES]
            # The rules around its place, and its own number, are always compared in full.
            near = self._siblings(old)
            if old.id in self.new:
                near.append(old.id)
            news = [self.new[i] for i in dict.fromkeys(ids + near)]
            found[old.id] = self._compare(old, news, always=frozenset(near))
        return found

    def _compare(
        self, old: _Entry, news: list[_Entry], always: frozenset[str] = frozenset()
    ) -> list[_Candidate]:
        """The candidates worth keeping, compared in full, best first.

        The share of common words regardless of order bounds the ordered share from above:
        candidates are compared in full best bound first, and the comparison stops once no
        bound can come within the close-call margin of the KEEP best found (the best may be
        taken by another older rule: the next ones are needed then). Candidates in ``always``
        (the rules around the older rule's place) are compared whatever their bound: a stock
        phrase found in many places must not crowd out the rule next door.
        """
        counts = old.counts
        bounded = []
        for new in news:
            if new.heading:
                continue
            other = new.counts
            common = sum(min(n, other[w]) for w, n in counts.items() if w in other)
            bound = 2 * common / (len(old.words) + len(new.words))
            if bound >= MIN_SIMILARITY:
                bonus = self._context(old, new)
                bounded.append((bound + bonus, bonus, new))
        bounded.sort(key=lambda b: (-b[0], distance(old.key, b[2].key)))
        matcher = difflib.SequenceMatcher(None, autojunk=False)
        matcher.set_seq2(old.words)
        scored = []
        kept: list[float] = []  # the best scores found so far, best first
        for top, bonus, new in bounded:
            beyond = len(kept) >= KEEP and top < kept[KEEP - 1] - CLOSE_CALL_MARGIN
            if beyond and (new.id not in always or top < kept[KEEP - 1] - SIBLING_MARGIN):
                continue
            matcher.set_seq1(new.words)
            sim = 1.0 if new.words == old.words else matcher.ratio()
            rank = sim
            if rank < MIN_SIMILARITY:
                continue
            bisect.insort(kept, rank + bonus, key=lambda x: -x)
            scored.append(_Candidate(old.id, new.id, sim, rank + bonus, distance(old.key, new.key)))
        scored.sort(key=lambda c: (-c.score, c.distance))
        return scored

    def _similar_words(self) -> None:
        self.candidates = self._candidates()
        ranked = sorted(
            (c for cands in self.candidates.values() for c in cands),
            key=lambda c: (-round(c.score, 4), c.distance, c.old),
        )
        for c in ranked:
            if c.old in self.pairs or c.old in self.extra or c.new in self.taken:
                continue
            best = self.candidates[c.old][0]
            if best.new != c.new and self._merged(c.old, best, c):
                self.extra[c.old] = best.new
                self.similarities[c.old] = best.similarity
                continue
            self._link(c.old, c.new, c.similarity)
            rivals = [
                r
                for r in self.candidates[c.old]
                if r.new != c.new and r.score >= c.score - CLOSE_CALL_MARGIN
            ]
            if rivals:
                self.close[c.old] = rivals[0].new

    def _merged(self, old_id: str, best: _Candidate, other: _Candidate | None) -> bool:
        """Whether an older rule whose best match another older rule took was merged into it
        (a many-to-one link) rather than matched to ``other``, the best still free."""
        if best.similarity < MANY_TO_ONE_MIN:
            return False
        if other is not None and best.score - other.score <= MERGE_MARGIN:
            return False  # the free one is nearly as good: take it
        weak = other is None or other.similarity < DOUBTFUL_BELOW
        return best.similarity >= MERGE_ANYWHERE or (weak and self._same_family(old_id, best.new))

    def _many_to_one(self) -> None:
        # A weak link whose older rule is much closer to a rule another one took (now that the
        # merged sections are known) was a merge: the newer rule it held becomes new.
        for old_id, new_id in list(self.pairs.items()):
            cands = self.candidates.get(old_id)
            if not cands or self.similarities[old_id] >= DOUBTFUL_BELOW:
                continue
            mine = next((c for c in cands if c.new == new_id), None)
            if cands[0].new != new_id and self._merged(old_id, cands[0], mine):
                del self.pairs[old_id], self.taken[new_id]
                self.close.pop(old_id, None)
                self.extra[old_id] = cands[0].new
                self.similarities[old_id] = cands[0].similarity
        for old_id, cands in self.candidates.items():
            if old_id in self.pairs or old_id in self.extra or not cands:
                continue
            if self._merged(old_id, cands[0], None):
                self.extra[old_id] = cands[0].new
                self.similarities[old_id] = cands[0].similarity
                continue
            # Its words all in a rule of its family that another older rule continues: the two
            # were merged ("Each face of a double-faced card has its own set of characteristics"
            # is the first half of 712.8 today).
            old = self.old[old_id]
            for c in cands:
                if self._same_family(old_id, c.new) and (
                    containment(old.words, self.new[c.new].words) >= MERGED_WHOLE
                ):
                    self.extra[old_id] = c.new
                    self.similarities[old_id] = c.similarity
                    break

    def _same_family(self, old_id: str, new_id: str) -> bool:
        """Subrules: their parents are linked to each other; rules: their sections are."""
        old, new = self.old[old_id], self.new[new_id]
        if numbers.RULE_ID.match(old_id)["letter"]:  # type: ignore[index]
            return bool(old.parent and new.parent and self.pairs.get(old.parent) == new.parent)
        section = old_id[:3]
        return self.pairs.get(section, self.extra.get(section)) == new_id[:3]

    def _same_place(self) -> None:
        """Older rules left alone and newer rules left alone under parents linked to each
        other, that still speak of the same thing: rules rewritten in place ("Two objects have
        the same name if …" became a paragraph). Best pairs first; the same number first."""
        pairs = []
        for old in self.old.values():
            if old.id in self.pairs or old.id in self.extra or old.heading or not old.parent:
                continue
            parent = self.pairs.get(old.parent)
            if parent is None or parent not in self.new:
                continue
            for child in self.new[parent].children:
                new = self.new.get(child)
                if new is None or new.id in self.taken or new.heading:
                    continue
                sim = similarity(old.words, new.words)
                kept = containment(old.words, new.words)
                least = REWRITTEN_MIN if new.id == old.id else REWRITTEN_ELSEWHERE
                if sim >= least or kept >= KEPT_MIN:
                    pairs.append((-max(sim, kept), distance(old.key, new.key), old.id, new.id, sim))
        for _, _, old_id, new_id, sim in sorted(pairs):
            if old_id not in self.pairs and new_id not in self.taken:
                self._link(old_id, new_id, sim)

    # -- statuses -------------------------------------------------------------------------------
    def _same_text(self, old: _Entry, new: _Entry) -> bool:
        """Same words, and every reference points to the same rule as before."""
        if old.words != new.words or old.heading != new.heading:
            return False
        if REF_TOKEN not in old.words:
            return True
        moved = tuple(self.pairs.get(r, self.extra.get(r, r)) for r in old.refs)
        return moved == new.refs

    def _links(self) -> list[Link]:
        links: list[Link] = []
        onto: Counter[str] = Counter(self.extra.values())
        for old_id in sorted(self.old, key=numbers.sort_key):
            new_id = self.pairs.get(old_id) or self.extra.get(old_id)
            if new_id is None:
                links.append(Link(old_id, None, LinkStatus.REMOVED, 0.0))
                continue
            old, new = self.old[old_id], self.new[new_id]
            same = self._same_text(old, new)
            if old_id == new_id:
                status = LinkStatus.SAME if same else LinkStatus.REWORDED
            else:
                status = LinkStatus.RENUMBERED if same else LinkStatus.RENUMBERED_REWORDED
            sim = round(self.similarities[old_id], 4)
            doubts = []
            if sim < DOUBTFUL_BELOW:
                doubts.append(Doubt.LOW_SIMILARITY)
            if old_id in self.extra or onto[new_id]:
                doubts.append(Doubt.MANY_TO_ONE)
            if old_id in self.close:
                doubts.append(Doubt.CLOSE_CALL)
            links.append(
                Link(
                    old_id, new_id, status, sim, tuple(doubts), self.close.get(old_id),
                    merged=old_id in self.extra,
                )
            )  # fmt: skip
        reached = set(self.pairs.values()) | set(self.extra.values())
        for new_id in sorted(set(self.new) - reached, key=numbers.sort_key):
            links.append(Link(None, new_id, LinkStatus.NEW, 0.0))
        return links


def align(old: Mapping[str, Rule], new: Mapping[str, Rule]) -> list[Link]:
    """Link every rule of an older edition to the same rule of a newer one, by content.

    ``old`` and ``new`` map rule numbers to the rules of one edition each.
    """
    return _Aligner(old, new).run()
