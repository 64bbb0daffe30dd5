"""The Spanish explanations of keywords and glossary terms: schema, coverage, agreement.

The checker compares each Spanish text with the English rule in force it names (the rule and
its subrules): every number it says, every zone it names and every "may" it grants must be
in the rule too. It cannot judge meaning; it catches the mistakes a translation makes most
(a wrong count, the wrong zone, an optional action said as mandatory or the reverse).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from index.corpus import Corpus
from index.fold import fold
from index.lookups.names import KEYWORD_SECTIONS, NO_SPANISH, NameLookup
from index.vocabulary.explanations import (
    SchemaError,
    glossary_spanish,
    keyword_explanations,
    read_glossary,
    read_keywords,
)

HEADER_KW = "rule\tenglish\tname_es\tname_from\tsource\tcard\tcard_es\tprinting\ttext\n"
SPANISH_NUMBERS = {
    "dos": "2", "tres": "3", "cuatro": "4", "cinco": "5", "seis": "6", "siete": "7",
    "diez": "10", "veinte": "20",
}  # fmt: skip
ENGLISH_NUMBERS = {
    "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
    "ten": "10", "twenty": "20", "twice": "2", "double": "2",
}  # fmt: skip
# Spanish zone word -> the English words a rule about it uses.
ZONES = {
    "cementerio": ("graveyard", "dies", "die"),
    "biblioteca": ("library", "mill", "deck"),
    "exili": ("exile",),
    "mano": ("hand",),
    "pila": ("stack", "cast", "spell"),
    # Creating a token is putting it onto the battlefield (701.7a).
    "campo de batalla": ("battlefield", "enters", "permanent", "attack", "block", "create"),
    "zona de mando": ("command zone",),
}
MAY = re.compile(r"\b(puedes|puede|pueden|podrás)\b")
ENGLISH_MAY = re.compile(r"\b(may|can|could|able|choose|chooses|if you do|optional)\b", re.I)


@pytest.fixture(scope="module")
def names(corpus: Corpus) -> NameLookup:
    return NameLookup(corpus)


def _keyword_rules(corpus: Corpus) -> dict[str, str]:
    current = corpus.current_edition.id
    # 701.1 and 702.1 introduce their sections ("Keyword Actions"): they name no keyword.
    return {
        r.id: r.title
        for versions in corpus.rules.values()
        if (r := versions.get(current)) is not None
        and r.parent in KEYWORD_SECTIONS
        and r.title
        and not r.id.endswith(".1")
    }


def _rule_text(corpus: Corpus, number: str) -> str:
    """The rule in force and all its subrules, as one text."""
    current = corpus.current_edition.id
    rule = corpus.rule(number, current)
    assert rule is not None, number
    parts = [rule.title, rule.text]
    for child in rule.children:
        sub = corpus.rule(child, current)
        if sub is not None:
            parts.append(sub.text)
    return " ".join(parts)


def _numbers(text: str, words: dict[str, str]) -> set[str]:
    # Rule numbers and mana symbols are not counts; "+1/+1" counters and "2/2" are.
    text = re.sub(r"\b\d{3}(\.\d+[a-z]?)?\b", " ", text)
    found = set(re.findall(r"(?<![\w{])\d+(?![\w}])", text))
    found |= {n for w, n in words.items() if re.search(rf"\b{w}\b", text, re.I)}
    return found


def disagreements(spanish: str, english: str, allowed: frozenset[str] = frozenset()) -> list[str]:
    """What the Spanish text says that the English rule does not (empty: they agree).
    ``allowed``: numbers the text may say besides (a card's own N: "Escruta 2")."""
    problems = []
    said = _numbers(spanish, SPANISH_NUMBERS) - allowed
    missing = said - _numbers(english, ENGLISH_NUMBERS) - {"1", "0"}
    if missing:
        problems.append(f"números que la regla no dice: {sorted(missing)}")
    folded, low = fold(spanish), english.lower()
    for zone, words in ZONES.items():
        if re.search(rf"\b{fold(zone)}", folded) and not any(w in low for w in words):
            problems.append(f"zona «{zone}» que la regla no nombra")
    if MAY.search(spanish) and not ENGLISH_MAY.search(english):
        problems.append("«puede» donde la regla no da opción")
    return problems


def test_the_files_follow_their_schema() -> None:
    assert len(keyword_explanations()) > 200
    assert len(glossary_spanish()) > 700


def test_a_bad_row_is_refused_with_its_line(tmp_path: Path) -> None:
    bad = tmp_path / "k.tsv"
    bad.write_text(HEADER_KW + "702.19\tTrample\tArrolla\tcarta\tcarta\t\t\t\tArrolla.\n", "utf-8")
    with pytest.raises(SchemaError) as err:
        read_keywords(bad)
    assert err.value.line == 2
    bad.write_text(HEADER_KW + "602.1\tX\tX\tjuez\tjuez\t\t\t\tTexto.\n", "utf-8")
    with pytest.raises(SchemaError):
        read_keywords(bad)
    printed = "\tcarta\tWildwood Patrol\tPatrullera\tM21\tArrolla. (Texto.)\n"
    bad.write_text(HEADER_KW + "702.19\tTrample\tArrolla\tjuez" + printed, "utf-8")
    with pytest.raises(SchemaError):  # a card's reminder is under the name that card prints
        read_keywords(bad)
    gloss = tmp_path / "g.tsv"
    gloss.write_text("term\tname_es\trule\tsource\ttext\nTarget\tObjetivo\t\tjuez\tUn objeto.\n")
    with pytest.raises(SchemaError):
        read_glossary(gloss)


def test_every_row_names_a_rule_in_force_with_its_title(corpus: Corpus) -> None:
    rules = _keyword_rules(corpus)
    for number, row in keyword_explanations().items():
        assert rules.get(number) == row.english, number
        assert number in row.label or row.source == "carta"
    current = corpus.current_edition.id
    for term, row in glossary_spanish().items():
        if row.source:
            number = row.rule.split()[0]
            assert corpus.rule(number, current) is not None, (term, row.rule)
            assert number in row.label


def test_every_keyword_answers_in_spanish_first(corpus: Corpus, names: NameLookup) -> None:
    rules = _keyword_rules(corpus)
    assert len(rules) > 250
    for number, title in rules.items():
        found = names.keyword(title)
        assert found.message != NO_SPANISH, number
        first = found.results[0]
        assert first.language.value == "es", number
        assert number in first.refs or first.edition == "es-2016-08-22", number
        # The English rule in force is still there, below, as the authority.
        assert any(h.id == number and h.role == "rule_text" for h in found.results), number


def test_every_glossary_entry_has_a_spanish_name_and_300_a_definition(
    corpus: Corpus, names: NameLookup
) -> None:
    current = corpus.current_edition.id
    entries = {e.id for e in corpus.glossary if e.edition == current}
    rows = glossary_spanish()
    assert entries <= set(rows), sorted(entries - set(rows))[:5]
    spanish = 0
    for term in entries:
        first = names.glossary_entry(term).results[0]
        assert rows[term].name_es in first.title
        spanish += first.language.value == "es"
    assert spanish >= 300


def test_the_spanish_agrees_with_the_english_rule(corpus: Corpus) -> None:
    wrong = {}
    for number, row in keyword_explanations().items():
        printed, _, reminder = row.text.partition("(")
        text, allowed = (
            (reminder, frozenset(re.findall(r"\d+", printed)))
            if reminder
            else (row.text, frozenset())
        )
        problems = disagreements(text, _rule_text(corpus, number), allowed)
        if problems:
            wrong[number] = problems
    for term, row in glossary_spanish().items():
        if row.source == "juez":
            entry = next(e for e in corpus.glossary if e.id == term)
            problems = disagreements(row.text, entry.text + " " + _rule_text(corpus, row.rule))
            if problems:
                wrong[term] = problems
    assert not wrong, "\n".join(f"{k}: {v}" for k, v in wrong.items())


def test_the_checker_catches_a_wrong_count_zone_and_may() -> None:
    english = "When this creature dies, put two +1/+1 counters on target creature."
    assert disagreements("Cuando muera, pon dos contadores +1/+1.", english) == []
    assert disagreements("Cuando muera, pon tres contadores +1/+1.", english)
    assert disagreements("Cuando muera, exíliala.", english)
    assert disagreements("Cuando muera, puedes poner dos contadores +1/+1.", english)


def _spanish_card_texts() -> list[tuple[str, str]]:
    """(English Oracle text, folded Spanish printed text) of every bundled card printed in
    Spanish."""
    import gzip
    import json

    from index.vocabulary.explanations import DATA_DIR

    out = []
    with gzip.open(DATA_DIR / "cards" / "cards.jsonl.gz", "rt", encoding="utf-8") as fh:
        for line in fh:
            card = json.loads(line)
            if card.get("text_es"):
                out.append(((card.get("oracle_text") or "").lower(), fold(card["text_es"])))
    return out


def _prints(name_es: str, english: str, cards: list[tuple[str, str]]) -> bool:
    """Whether a Spanish card whose English text names ``english`` prints ``name_es`` (a verb
    in any of its regular forms: "Buscar" is printed as "busca")."""
    words = fold(name_es).split()
    head = re.escape(words[0])
    if re.search(r"(ar|er|ir)$", words[0]):
        forms = r"(?:ar|er|ir|a|e|as|es|an|en|o|ad[oa]s?|id[oa]s?|ando|iendo)"
        head = re.escape(words[0][:-2]) + forms
    spanish = re.compile(r"\b" + r"\s+".join([head, *map(re.escape, words[1:])]) + r"\b")
    named = re.compile(r"\b" + re.escape(english.lower()).replace(r"\ ", r"[\s-]"))
    return any(named.search(en) and spanish.search(es) for en, es in cards)


def test_a_name_said_to_be_printed_is_printed_and_juez_names_say_so() -> None:
    """``name_from``: a name marked ``carta`` is on a bundled Spanish card; one marked
    ``juez`` is on none, and its answer tells the reader the name is the project's."""
    cards = _spanish_card_texts()
    rows = keyword_explanations().values()
    wrong = [
        (row.rule, row.name_es, row.name_from)
        for row in rows
        if (row.name_from == "carta") != _prints(row.name_es, row.english, cards)
    ]
    assert not wrong, wrong
    own = [row for row in rows if row.name_from == "juez"]
    assert own and all("nombre en español propuesto por Juez" in row.label for row in own)
    assert not any("propuesto por Juez" in row.label for row in rows if row.name_from != "juez")
