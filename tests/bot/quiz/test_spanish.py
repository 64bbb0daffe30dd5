"""The Spanish of generated questions, read over the whole sample (issue 12, item 4).

conftest.generated holds about 2,100 questions of every generator, level and many seeds. What
a generator or the engine writes (quotations of sources aside: «…», “…”) must use articles
with player names ("al jugador defensor"), agree in number ("1 contador", "2 vidas"), count
damage in points ("3 puntos de daño"), never hedge a plural ("contador(es)"), and show no
English rule title unless the text says it is English. No quoted source has a lost word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from bot.quiz import Question
from bot.quiz.spanish import polish, unquoted
from index.corpus import Corpus
from index.models import Language

_NUMBER = r"(?<![\w.,/+-])"
MISTAKES = {
    "«a el», «de el»": re.compile(r"\b(?:[Aa]|[Dd]e) el\b"),
    "nombre propio sin artículo («a Jugador defensor»)": re.compile(
        r"\b(?:a|de|con|para|por) (?:Jugador|Atacante|Defensor)\b"
    ),
    "«1» con plural": re.compile(
        _NUMBER + r"1 (?:contadores|vidas|puntos|cartas|criaturas|fichas|tierras)\b"
    ),
    "número con singular": re.compile(
        _NUMBER + r"(?:0|[2-9]|\d\d+) (?:contador|vida|punto|carta|criatura|ficha|tierra)\b"
    ),
    "«N daños» en vez de «N puntos de daño»": re.compile(_NUMBER + r"(?:\d+|X) daños?\b"),
    "plural entre paréntesis": re.compile(r"\w\((?:es|s|as|os|n)\)"),
}
LOST = re.compile(r"\b(?:la|el|los|las|un|una|de|del|letra|símbolo)\s+[.,;:](?!\s?\.)")


def _own_text(q: Question) -> Iterator[tuple[str, str]]:
    yield "enunciado", unquoted(q.prompt)
    yield "explicación", unquoted(q.explanation)
    for step in q.steps:
        yield "paso", unquoted(step.text)
    if q.language is Language.ES:
        yield "opciones", " | ".join(unquoted(o) for o in q.options)


def test_generated_spanish_has_none_of_the_known_mistakes(generated: list[Question]):
    found: dict[str, list[str]] = {}
    for q in generated:
        for where, text in _own_text(q):
            for name, pattern in MISTAKES.items():
                if m := pattern.search(text):
                    context = text[max(0, m.start() - 50) : m.end() + 30]
                    found.setdefault(name, []).append(f"{q.id} ({where}): …{context}…")
    assert not found, {name: (len(hits), hits[:3]) for name, hits in found.items()}


def test_no_quoted_source_has_a_lost_word(generated: list[Question]):
    bad = [
        (q.id, m.group())
        for q in generated
        for text in (q.prompt, q.explanation, *q.options)
        if (m := LOST.search(text))
    ]
    assert not bad, bad[:5]


def test_english_rule_titles_are_labelled_as_english(generated: list[Question], corpus: Corpus):
    edition = corpus.current_edition.id
    titles = {
        r.title
        for n in corpus.rule_numbers
        if (r := corpus.rule(n, edition)) and r.title and len(r.title.split()) >= 2
    }
    pattern = re.compile(
        r"\b(?:" + "|".join(map(re.escape, sorted(titles, key=len)[::-1])) + r")\b"
    )
    unlabelled = [
        (q.id, where, m.group())
        for q in generated
        for where, text in (("enunciado", q.prompt), ("explicación", q.explanation))
        if (m := pattern.search(text)) and "inglés" not in text
    ]
    assert not unlabelled, unlabelled[:5]


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("asigna 1 daño a Jugador defensor", "asigna 1 punto de daño al jugador defensor"),
        ("tiene 2 daños marcados", "tiene 2 puntos de daño marcados"),
        ("2 contador(es) +1/+1 y 1 contador(es) -1/-1", "2 contadores +1/+1 y 1 contador -1/-1"),
        ("12 → 1 vidas.", "12 → 1 vida."),
        ("hace 1 puntos de daño de Jugador atacante", "hace 1 punto de daño del jugador atacante"),
        ("«3 daños a Jugador defensor» (cita)", "«3 daños a Jugador defensor» (cita)"),
        ("Se resuelve(n), en este orden: «A» y «B».", "Se resuelven, en este orden: «A» y «B»."),
        ("Se resuelve(n), en este orden: «A».", "Se resuelve, en este orden: «A»."),
    ],
)
def test_polish_fixes_agreement_outside_quotations(written: str, read: str):
    assert polish(written) == read
