"""The cards a question names, read for a search: which cards (index.cards.catalog), what each
does (index.cards.kinds), how they meet (index.cards.interactions), and the same as answer
models for the front ends (NamedCard, CardMeeting)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from index.cards.catalog import CardCatalog
from index.cards.intent import read_intent
from index.cards.interactions import CardRules, card_rules
from index.cards.kinds.model import Kind
from index.cards.mentions import Mention
from index.cards.records import CardRecord
from index.lookups.answers import CardKind, CardMeeting, NamedCard

MAX_KINDS_SHOWN = 8  # of one card, in the answer (the search uses them all)
# Kinds too common to be worth a line in the answer (a third of all cards target something).
_QUIET = frozenset({"targets", "static", "activated"})


class QuestionCards(NamedTuple):
    typed: tuple[str, ...] = ()  # the words that name each card (its name, for one given)
    records: tuple[CardRecord, ...] = ()
    kinds: tuple[tuple[Kind, ...], ...] = ()
    rules: CardRules = CardRules()

    def named(self) -> list[NamedCard]:
        return [
            NamedCard(
                typed=typed,
                name=record.name,
                name_es=record.name_es,
                mana_cost=record.mana_cost,
                type_line=record.type_line,
                oracle_text=record.oracle_text,
                stats=_stats(record),
                kinds=_shown(kinds),
            )
            for typed, record, kinds in zip(self.typed, self.records, self.kinds, strict=True)
        ]

    def meetings(self) -> list[CardMeeting]:
        return [
            CardMeeting(label=m.label_es, rules=list(m.rules), cards=list(m.cards))
            for m in self.rules.meetings
        ]


def question_cards(
    catalog: CardCatalog,
    question: str,
    known: Callable[[str], bool] | None = None,
    extra: Sequence[CardRecord] = (),
) -> QuestionCards:
    """The cards ``question`` names and what they point to; empty when it names none.
    ``known(word)``: whether the rules use the word (see CardCatalog.mentions). ``extra``:
    cards the caller found for names the data lacks (the card API's newest cards)."""
    mentions: list[Mention] = list(catalog.mentions(question, known))
    named = [(m.typed, catalog.card(m.card)) for m in mentions]
    kept = _kept_kinds(catalog, [m.card for m in mentions])
    read = [kept.get(m.card) for m in mentions] + [None] * len(extra)
    return _read(named + [(r.name, r) for r in extra], question, read)


def _kept_kinds(catalog: CardCatalog, ids: list[int]) -> dict[int, tuple[Kind, ...]]:
    """The kinds read at build time (index.cards.kinds.stored), when the store may answer."""
    if not ids:
        return {}
    from index.cards.kinds.stored import stored_kinds

    store = stored_kinds(catalog)
    return store.kinds(ids) if store is not None else {}


def question_cards_without_data(extra: Sequence[CardRecord]) -> QuestionCards:
    """The cards found elsewhere alone, when the bundled data cannot be read."""
    return _read([(r.name, r) for r in extra])


def _read(
    named: Sequence[tuple[str, CardRecord]],
    question: str = "",
    kept: Sequence[tuple[Kind, ...] | None] = (),
) -> QuestionCards:
    """What each card does and how they meet, for (words that name it, card) pairs, ranked by
    what ``question`` tells (index.cards.intent); a question that names no card may still
    point to rules (a commander changing zones). ``kept``: each card's kinds read at build
    time, when known (None or missing: the card is read now)."""
    typed = tuple(t for t, _ in named)
    records = tuple(r for _, r in named)
    intent = read_intent(question, typed + tuple(r.name for r in records)) if question else None
    if not named:
        rules = card_rules([], intent, question) if intent else CardRules()
        return QuestionCards(rules=rules)
    known = [*kept, *[None] * (len(records) - len(kept))]
    kinds = tuple(
        k if k is not None else _kinds_now(r) for r, k in zip(records, known, strict=True)
    )
    rules = card_rules(list(zip(records, kinds, strict=True)), intent, question)
    return QuestionCards(typed, records, kinds, rules)


def _kinds_now(record: CardRecord) -> tuple[Kind, ...]:
    from index.cards.kinds.classify import kinds_of  # the reader: only once a card is named

    return kinds_of(record)


def _stats(record: CardRecord) -> str | None:
    if record.power is not None and record.toughness is not None:
        return f"{record.power}/{record.toughness}"
    return f"Lealtad {record.loyalty}" if record.loyalty is not None else None


def _shown(kinds: tuple[Kind, ...]) -> list[CardKind]:
    shown: dict[str, CardKind] = {}
    for kind in kinds:
        if kind.key not in _QUIET and kind.label_es not in shown:
            shown[kind.label_es] = CardKind(label=kind.label_es, rules=list(kind.rules[:2]))
    return list(shown.values())[:MAX_KINDS_SHOWN]
