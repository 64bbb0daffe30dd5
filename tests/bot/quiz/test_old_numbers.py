"""Items built from the older Spanish texts (the 2019 rules translation, the 2016 keyword and
judge pages) cite the rules in force and never show a pointer by its old number ("ver la regla
706.10": copies of spells are 707.10 today), nor a text whose meaning changed since."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from bot.quiz import Level, Question, QuestionBank
from bot.quiz.old_numbers import NOTE_START, REFERENCE, in_force, references
from bot.quiz.rule_questions import THEN_NOTE
from index.corpus import Corpus
from index.editions.cache import alignment_for
from index.models import Kind, Language

OLD_TEXT_GENERATORS = ("regla-numero", "regla-texto", "clase", "palabraclave")


def older_spanish(corpus: Corpus) -> set[str]:
    return {
        e.id
        for e in corpus.editions.values()
        if e.language == Language.ES and e.id != corpus.current_edition.id
    }


def stale_fragments(corpus: Corpus) -> set[str]:
    """'la regla 706.10': each pointer of an older Spanish text whose number moved, as the
    text writes it (with the words before it, so a number in force elsewhere does not count)."""
    alignment = alignment_for(corpus)
    editions = older_spanish(corpus)
    out = set()
    for record in corpus.records:
        edition = getattr(record, "edition", None)
        text = getattr(record, "text", "") or ""
        if edition not in editions:
            continue
        moved = dict(in_force(text, edition, alignment).moved)
        for m in REFERENCE.finditer(text):
            if any(n in moved for n in references(m[0])):
                out.add(" ".join(text[max(0, m.start() - 9) : m.end()].split()))
    return out


def old_text_items(bank: QuestionBank) -> Iterator[Question]:
    """Every item of the generators that quote older texts, once per subject and level (the
    rule generators: their subjects in Spanish, the only ones that quote older texts), with
    the subject in its id."""
    english = bank.corpus.current_edition.id + "/"
    for name in OLD_TEXT_GENERATORS:
        for level in Level:
            for subject in bank.subjects(name, level):
                if not subject.startswith(english):
                    q = bank.build(name, subject, level)
                    yield q.model_copy(update={"id": f"{name}:{level.value}:{subject}"})


_NOTES = re.compile(rf"(?<=\.) (?:{NOTE_START}|{THEN_NOTE}) .*")


def _texts(q: Question) -> str:
    """What an item shows but the notes that give older numbers as such ("En ese texto de 2019
    era la regla 103.4…")."""
    explanation = "\n".join(_NOTES.sub("", line) for line in q.explanation.splitlines())
    return "\n".join([q.prompt, *q.options, explanation])


@pytest.fixture(scope="module")
def items(bank: QuestionBank) -> list[Question]:
    return list(old_text_items(bank))


def test_no_item_shows_a_pointer_by_its_old_number(bank: QuestionBank, items: list[Question]):
    fragments = stale_fragments(bank.corpus)
    assert fragments  # the corpus has them: "Ver la regla 706.10", "(ver la regla 103.4)"…
    stale = [q.id for q in items if any(f in " ".join(_texts(q).split()) for f in fragments)]
    assert stale == []


def test_every_number_an_old_text_points_to_is_in_force(bank: QuestionBank, items: list[Question]):
    current = bank.corpus.current_edition.id
    editions = older_spanish(bank.corpus)
    for q in items:
        if not any(c.edition in editions for c in q.citations):
            continue
        for number in references(_texts(q)):
            assert bank.corpus.rule(number, current) is not None, (q.id, number)


def test_old_texts_quoted_still_hold_and_their_rules_in_force_are_cited(
    bank: QuestionBank, items: list[Question]
):
    alignment = alignment_for(bank.corpus)
    current = bank.corpus.current_edition.id
    editions = older_spanish(bank.corpus)
    outdated = bank.generators["palabraclave"].outdated  # type: ignore[attr-defined]
    quoting = 0
    for q in items:
        cited = {(c.id, c.edition) for c in q.citations}
        for c in q.citations:
            if c.kind is Kind.KEYWORD:  # a 2016 explanation the keyword's rule in force changed
                assert not outdated[c.id], (q.id, c)
            if c.edition not in editions or c.kind is not Kind.RULE:
                continue
            quoting += 1
            assert alignment.still_holds(c.edition, c.id), (q.id, c)
            now = alignment.current_id(c.edition, c.id)
            assert now is not None and bank.corpus.rule(now, current) is not None, (q.id, c)
            assert (now, current) in cited or now == c.id, (q.id, c)
        source = q.citations[0]
        if source.kind is Kind.RULE and source.edition in editions:  # the rule asked, in force
            assert (alignment.current_id(source.edition, source.id), current) in cited, q.id
    assert quoting > 100


def _translation(corpus: Corpus) -> str:
    """The dated Spanish translation of the rules (its original: an older English edition)."""
    alignment = alignment_for(corpus)
    return next(e for e, original in sorted(alignment.twins.items()) if corpus.editions[e].date)


def _moved_pair(corpus: Corpus, edition: str) -> tuple[str, str]:
    """A rule of ``edition`` whose number in force is another rule's number then."""
    alignment = alignment_for(corpus)
    source = alignment.original_of(edition)
    for then in corpus.rule_numbers:
        now = alignment.current_id(source, then)
        if now is not None and now != then and "." in then:
            return then, now
    raise AssertionError("no renumbered rule in the corpus")


def test_in_force_rewrites_every_pointer_and_nothing_else(corpus: Corpus):
    alignment = alignment_for(corpus)
    edition = _translation(corpus)
    then, now = _moved_pair(corpus, edition)
    text = f"Un mazo de 100 cartas (ver las reglas {then} y {then}); excepto lo dicho en {then}."
    shown = in_force(text, edition, alignment)
    assert shown.text == text.replace(then, now)
    assert shown.moved == ((then, now),) and shown.gone == ()
    assert in_force(text, corpus.current_edition.id, alignment).text == text


def test_a_pointer_to_a_rule_that_no_longer_exists_is_reported(corpus: Corpus):
    shown = in_force("Ver la regla 999.9z.", _translation(corpus), alignment_for(corpus))
    assert shown.gone == ("999.9z",)
