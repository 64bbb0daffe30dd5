"""What the site's search box searches, read with the bot's own analysis of Spanish and English.

The box runs in the browser, offline, from files built with the site (bot.site.search_parts
ships them in parts). Words are read here, at build time, exactly as the bot's index reads
them: the index's stop lists, its Spanish and English stemmers (index.search.schema), the
game vocabulary that carries Spanish words to English (index.translate, keyword names
included) and its one fold. The browser never stems: it folds and splits a query the same way
(``words``, tested against assets/site.js on the same text) and looks each word up in the map
of every word the site contains to the index terms it stands for.

Each document has weighted fields, as the bot's index weighs them (index.search.schema
FIELD_BOOSTS): names (a glossary term's and a keyword's names in both languages, the Spanish
names of a rule's title) over titles over running text. A keyword's rule in force also reads
the first subrules and the reminder texts printed on cards, as the bot's keyword lookup does
(index.lookups.descriptions), at a lower weight, so "la que gana vidas al hacer daño" finds
Lifelink without its heading outranking the subrule that a question about it wants.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from bot.site import addresses as at
from bot.site.pages import Site
from index.fold import fold
from index.translate import keyword_aliases, spanish_game_terms

SNIPPET_CHARS = 110
_SPLIT = re.compile(r"[^a-z0-9]+")

# Field weights: index.search.schema.FIELD_BOOSTS (names 4, titles 3, text 1), and the text a
# keyword's heading borrows from its subrules and reminders at half a text's weight.
NAMES, TITLE, TEXT, BORROWED = 4.0, 3.0, 1.0, 1.0
SUBRULES_READ = 3  # as index.lookups.descriptions reads a keyword's rule
REMINDERS_KEPT = 2

# What a document is, as the bot's ranking tells records apart (index.search.rankings.adjust,
# index.search.fusion): a rule with text, a title-only rule ("702.19. Trample"), a section
# heading ("702."), a rule of a variant (800s, 900s), a glossary entry, a keyword's judge
# explanation, a judge-class section.
RULE, TITLE_ONLY, SECTION, VARIANT, GLOSSARY, KEYWORD, CLASS = "r", "t", "s", "v", "g", "k", "c"
KINDS = (RULE, TITLE_ONLY, SECTION, VARIANT, GLOSSARY, KEYWORD, CLASS)


def _negation_terms() -> dict[str, frozenset[str]]:
    from index.lookups.descriptions import ENGLISH_NEGATIONS, SPANISH_NEGATIONS

    return {"en": ENGLISH_NEGATIONS, "es": SPANISH_NEGATIONS}


NEGATIONS = _negation_terms()


def kind_factors() -> dict[str, float]:
    """Each kind's factor on a text ranking's score, the bot's own (rankings.adjust)."""
    from index.search.rankings.adjust import GLOSSARY_FACTOR, VARIANT_FACTOR

    return {
        RULE: 1.0, TITLE_ONLY: 0.6, SECTION: 0.5, VARIANT: VARIANT_FACTOR,
        GLOSSARY: GLOSSARY_FACTOR, KEYWORD: 1.0, CLASS: 1.0,
    }  # fmt: skip


def _rule_kind(rule_id: str, text: str) -> str:
    if "." not in rule_id:
        return SECTION
    if not text:
        return TITLE_ONLY
    return VARIANT if rule_id[0] in "89" else RULE


def stop_words() -> frozenset[str]:
    """The index's own Spanish and English stop words, folded."""
    from index.search.schema import ENGLISH_STOPWORDS, SPANISH_STOPWORDS

    return frozenset(fold(w) for w in SPANISH_STOPWORDS | ENGLISH_STOPWORDS)


def negated_terms(text: str, language: str, reader: Reader, stop: frozenset[str]) -> list[str]:
    """The terms a negation governs in a keyword's text, marked ("can't be the target of
    spells" -> ¬target, ¬spell), as the bot's keyword descriptions read them
    (index.lookups.descriptions): a description that forbids something meets the keywords
    that forbid it."""
    from index.lookups.descriptions import _negations, negated

    if language == "en":
        text = _negations(text)
    terms = [t for w in words(text, stop) for t in reader.terms(w, language)]
    return negated(terms, NEGATIONS[language])


def question_noise() -> frozenset[str]:
    """How people phrase a question, not what it is about ("qué pasa si", "cuántos"): words a
    query leaves out as the bot's reading of a question does (index.search.question), folded.
    Only the query: the texts searched keep them."""
    from index.search.question import QUESTION_NOISE

    return frozenset(fold(w) for w in QUESTION_NOISE)


def words(text: str, stop: frozenset[str]) -> list[str]:
    """Folded words without stop words: how the page splits a query (assets/site.js)."""
    return [w for w in _SPLIT.split(fold(text)) if w and w not in stop]


@dataclass
class Doc:
    label: str  # what a result shows first: a rule number, a term, a keyword
    path: str  # from the site's root
    snippet: str
    stale: bool = False  # the snippet is a translation that no longer says what the rule says
    key: str = ""  # the record it stands for, as the evaluation sets name it (bench.site_search)
    # (text, language "en"/"es"/"both", weight) of every field searched
    fields: list[tuple[str, str, float]] = field(default_factory=list)
    names: list[str] = field(default_factory=list)  # what it is called, in either language
    kind: str = RULE  # one of KINDS: how the bot's ranking weighs a record of its kind
    parent: str = ""  # a judge-class section's parent section (its key)
    words: int = 0  # how many words a judge-class section has
    described: bool = False  # says what a keyword does: what it forbids is read as such


def _snippet(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SNIPPET_CHARS else text[: SNIPPET_CHARS - 1].rstrip() + "…"


def _spanish_texts(site: Site) -> tuple[dict[str, str], set[str]]:
    """Rule in force -> its Spanish translation(s), and the rules whose translation no longer
    holds."""
    spanish: dict[str, str] = {}
    stale: set[str] = set()
    for edition in site.older:
        if site.corpus.editions[edition].language is site.current.language:
            continue
        for rules in site.rules_of(edition).values():
            for rule in rules:
                now = site.alignment.current_id(edition, rule.id)
                if now and rule.text:
                    spanish[now] = f"{spanish.get(now, '')} {rule.text}"
                    if not site.alignment.still_holds(edition, rule.id):
                        stale.add(now)
    return spanish, stale


def _reminders(site: Site) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """Keyword rule in force -> its most printed reminder texts (English, Spanish), mined
    from the bundled cards by the bot's keyword lookup."""
    from index.lookups.descriptions import reminder_texts

    names = {number: name for name, number in site.keyword_rules.items()}
    spanish: dict[str, list[str]] = defaultdict(list)
    for es, english in keyword_aliases().items():
        number = site.keyword_rules.get(english.lower())
        if number:
            spanish[number].append(es)
    english_texts, spanish_texts, _ = reminder_texts(None, names, dict(spanish))
    return english_texts, spanish_texts


def documents(site: Site) -> list[Doc]:
    """Every searchable thing of the site: rules in force (with their Spanish translation),
    glossary entries, keywords and judge-class sections."""
    spanish, stale = _spanish_texts(site)
    english_reminders, spanish_reminders = _reminders(site)
    keyword_rules = set(site.keyword_rules.values())
    current = site.current.id
    docs = []
    for rules in site.in_force.values():
        for rule in rules:
            es = spanish.get(rule.id, "")
            snippet = _snippet(es or rule.text or rule.title)
            doc = Doc(rule.id, at.rule_path(rule.id), snippet, bool(es) and rule.id in stale)
            doc.key = rule.id
            doc.kind = _rule_kind(rule.id, rule.text)
            title = rule.title if not rule.text else ""
            names = " ".join(site.spanish_names.get(title.lower(), [])) if title else ""
            doc.fields += [(title, "en", TITLE), (names, "both", NAMES)]
            doc.names = [title, *site.spanish_names.get(title.lower(), [])] if title else []
            doc.fields += [(" ".join([rule.text, *rule.examples]), "en", TEXT), (es, "es", TEXT)]
            if rule.id in keyword_rules:
                subrules = [site.corpus.rule(c, current) for c in rule.children[:SUBRULES_READ]]
                borrowed = [s.text for s in subrules if s is not None]
                borrowed += english_reminders.get(rule.id, [])[:REMINDERS_KEPT]
                doc.fields.append((" ".join(borrowed), "en", BORROWED))
                kept = spanish_reminders.get(rule.id, [])[:REMINDERS_KEPT]
                doc.fields.append((" ".join(kept), "es", BORROWED))
                doc.kind = RULE  # it says what the keyword does: no heading now
                doc.described = True
            docs.append(doc)
    for entry in site.glossary:
        path = f"{at.GLOSSARY_PAGE}#{at.glossary_anchor(entry.id)}"
        doc = Doc(entry.id, path, _snippet(entry.text), key=entry.id, kind=GLOSSARY)
        names = " ".join(site.spanish_names.get(entry.id.lower(), []))
        doc.fields += [(entry.id, "en", NAMES), (names, "both", NAMES), (entry.text, "en", TEXT)]
        doc.names = [entry.id, *site.spanish_names.get(entry.id.lower(), [])]
        docs.append(doc)
    for keyword in site.corpus.keywords:
        path = f"{at.KEYWORDS_PAGE}#{at.keyword_anchor(keyword.id)}"
        english = keyword_aliases().get(fold(keyword.id))
        rule_id = site.keyword_rules.get(english.lower()) if english else None
        doc = Doc(keyword.id, path, _snippet(keyword.text), key=rule_id or keyword.id)
        doc.kind, doc.described = KEYWORD, True
        doc.fields += [(" ".join([keyword.id, *keyword.aliases]), "both", NAMES)]
        doc.names = [keyword.id, *keyword.aliases]
        doc.fields += [(keyword.text, "es", TEXT)]
        docs.append(doc)
    for section in site.corpus.class_sections:
        path = f"{at.CLASS_PAGE}#{at.class_anchor(section.id)}"
        doc = Doc(section.title, path, _snippet(section.text), key=section.id, kind=CLASS)
        doc.parent, doc.words = section.parent or "", len(section.text.split())
        doc.fields += [(section.title, "es", TITLE), (section.text, "es", TEXT)]
        doc.names = [section.title]
        docs.append(doc)
    return docs


class Reader:
    """A folded word -> the index terms the bot's analyzers make of it, in each language."""

    def __init__(self) -> None:
        from index.search.schema import english_analyzer, spanish_analyzer

        self._analyzers = {"en": english_analyzer(), "es": spanish_analyzer()}

    @cache  # noqa: B019 - one Reader per build; the same words come back thousands of times
    def term(self, word: str, language: str) -> str | None:
        found = [t.text for t in self._analyzers[language](word)]
        return found[0] if len(found) == 1 else None

    def terms(self, word: str, language: str) -> list[str]:
        languages = ("en", "es") if language == "both" else (language,)
        return list(dict.fromkeys(t for lang in languages if (t := self.term(word, lang))))


@dataclass
class SearchIndex:
    docs: list[Doc]
    postings: dict[str, dict[int, float]]  # term -> {document: its fields' BM25F share}
    surface: dict[str, list[str]]  # folded word -> the terms it stands for (those indexed)
    stop: frozenset[str]
    lexicon: dict[str, str]  # Spanish game phrase of several words (folded) -> English words
    english: dict[str, dict[str, float]]  # a Spanish word -> English terms, how sure
    # document -> its names, each a list of words, each word the terms it stands for
    names: dict[int, list[list[list[str]]]]
    shape: dict[str, object] = field(default_factory=dict)  # ranking_shape(docs, ...)
    concepts: list[list[object]] = field(default_factory=list)  # concept_table(...)


def build_index(site: Site) -> SearchIndex:
    stop = stop_words()
    reader = Reader()
    docs = documents(site)
    seen: dict[str, set[str]] = defaultdict(set)  # word -> languages it was read in
    # Each field of each document read apart: {term: count} and its length, a field being
    # what the document's (language, weight) says (title, names, English text, Spanish text…)
    per_doc: list[dict[tuple[str, float], Counter[str]]] = []
    lengths: dict[tuple[str, float], list[int]] = defaultdict(list)
    for doc in docs:
        fields: dict[tuple[str, float], Counter[str]] = defaultdict(Counter)
        for text, language, weight in doc.fields:
            counted = fields[(language, weight)]
            for word in words(text, stop):
                seen[word].add(language)
                counted.update(reader.terms(word, language))
            if doc.described and language in NEGATIONS:
                counted.update(negated_terms(text, language, reader, stop))
        for key, counted in fields.items():
            if counted:
                lengths[key].append(sum(counted.values()))
        per_doc.append(fields)
    postings = field_scores(per_doc, {key: sum(n) / len(n) for key, n in lengths.items()})
    lexicon = {
        es: en
        for es, en in spanish_game_terms().items()
        if any(t in postings for w in words(en, stop) for t in reader.terms(w, "en"))
    }
    english = _english_of_words(set(seen) | {w for p in lexicon for w in p.split()}, reader)
    english = {w: {t: s for t, s in found.items() if t in postings} for w, found in english.items()}
    english = {w: found for w, found in english.items() if found}
    lexicon = {es: en for es, en in lexicon.items() if " " in es}
    # Every word of the site and of the vocabulary: both languages, so a query word meets
    # Spanish and English text alike; only terms something holds.
    table = spanish_game_terms().items()
    vocabulary = set(seen) | {w for phrase in table for w in words(" ".join(phrase), stop)}
    surface = {}
    for word in sorted(vocabulary):
        terms = [t for t in reader.terms(word, "both") if t in postings]
        if terms:
            surface[word] = terms
    names: dict[int, list[list[list[str]]]] = {}
    for i, doc in enumerate(docs):
        read = []
        for name in dict.fromkeys(doc.names):
            said = [
                [t for t in reader.terms(w, "both") if t in postings] for w in words(name, stop)
            ]
            if said and all(said) and said not in read:
                read.append(said)
        if read:
            names[i] = read
    shape = ranking_shape(site, docs, reader, stop, postings)
    concepts = concept_table(
        site, docs, {d.key: i for i, d in reversed(list(enumerate(docs)))}, postings
    )
    return SearchIndex(docs, postings, surface, stop, lexicon, english, names, shape, concepts)


def field_scores(
    read: list[dict[tuple[str, float], Counter[str]]], average: dict[tuple[str, float], float]
) -> dict[str, dict[int, float]]:
    """term -> {document: what the term's frequency gives it}, summed over the document's
    fields as the bot's BM25F does (index.search.view): each field saturated against its own
    length and average, times the field's weight. Only the term's rarity (idf) and how much
    the query wants it are left for the page to multiply."""
    from index.search.rankings.text import ENGLISH_BM25_B
    from index.search.view import BM25_B, BM25_K1

    postings: dict[str, dict[int, float]] = defaultdict(dict)
    for i, fields in enumerate(read):
        for (language, weight), counted in fields.items():
            # The English text is what the bot's English ranking reads, with more length
            # normalisation than the mixed ranking gives the other fields.
            b = ENGLISH_BM25_B if (language, weight) == ("en", TEXT) else BM25_B
            length = sum(counted.values())
            norm = BM25_K1 * (1 - b + b * length / (average[(language, weight)] or 1))
            for term, tf in counted.items():
                share = weight * tf * (BM25_K1 + 1) / (tf + norm)
                postings[term][i] = postings[term].get(i, 0.0) + share
    return dict(postings)


def concept_table(
    site: Site, docs: list[Doc], first: dict[str, int], held: dict[str, dict[int, float]]
) -> list[list[object]]:
    """The game's named concepts (index.vocabulary.concepts: keyword and section titles,
    glossary terms) as the page matches them: [English terms, [[rule document, end of its
    subrules]…], what names it (1 a keyword's title, 2 a section's, 0 a glossary term), each
    term's idf]. A rule's subrules follow it
    in document order, up to the bot's MAX_SUBRULES."""
    from index.search.kept import EnglishTerms
    from index.vocabulary.concepts import MAX_SUBRULES, named

    analyse = EnglishTerms()
    rules = [doc.key for doc in docs if doc.kind in (RULE, TITLE_ONLY, SECTION, VARIANT)]
    table = []
    for name, targets, source in named(site.corpus):
        terms = sorted(analyse(name))
        if not terms or not all(t in held for t in terms):
            continue  # a term no document holds: the name cannot be met
        found = []
        for target in targets:
            if target not in first:
                continue
            at = first[target]
            end = at + 1
            while end < len(rules) and end - at <= MAX_SUBRULES and _under(rules[end], target):
                end += 1
            found.append([at, end])
        if found:
            idf = [round(math.log(len(docs) / (1 + len(held[t]))), 3) for t in terms]
            kind = 0 if source.value != "rule" else (1 if "." in targets[0] else 2)
            table.append([terms, found, kind, idf])
    return table


def _under(rule_id: str, target: str) -> bool:
    from index.search.fusion import under

    return under(rule_id, target)


def ranking_shape(
    site: Site,
    docs: list[Doc],
    reader: Reader,
    stop: frozenset[str],
    held: dict[str, dict[int, float]],
) -> dict[str, object]:
    """What the page needs to rank as the bot ranks, beside the words: each document's kind and
    the bot's factors for it, which documents stand for the same answer, the subrules a
    title-only rule lends its score to, and the judge-class sections a query names by title."""
    from index.lookups.descriptions import NEGATED, NEGATION_SCOPE, SPANISH_PREVENTING
    from index.search.class_titles import MIN_WORDS
    from index.search.fusion import CHILD_SHARE, CONCEPT_BONUS, EXPLAINER_FACTOR, HEADING_FACTOR
    from index.search.question import SHORT_QUESTION
    from index.search.rankings.concepts import CONCEPT_WEIGHT, MIN_CONCEPT_WEIGHT
    from index.search.rankings.text import LONG_NATIVE_WEIGHT
    from index.search.topic import MAX_NAME_WORDS
    from index.vocabulary.concepts import CLEAR_SUBRULE, MIN_COVERAGE

    first: dict[str, int] = {}
    same: dict[int, int] = {}  # a document -> the first document of the same answer
    for i, doc in enumerate(docs):
        if doc.key in first:
            same[i] = first[doc.key]
        else:
            first[doc.key] = i
    current = site.current.id
    lends: dict[int, list[int]] = {}
    for i, doc in enumerate(docs):
        if doc.kind == TITLE_ONLY:
            rule = site.corpus.rule(doc.key, current)
            children = [first[c] for c in (rule.children if rule else ()) if c in first]
            if children:
                lends[i] = children
    classes: dict[int, list[object]] = {}
    for i, doc in enumerate(docs):
        if doc.kind != CLASS:
            continue
        title = [
            [t for t in reader.terms(w, "es") if t in held]
            for w in words(doc.label, stop)
            if not w.isdigit()
        ]  # fmt: skip
        named = doc.words >= MIN_WORDS and bool(title) and all(title)
        classes[i] = [first.get(doc.parent, -1), title if named else 0]
    return {
        "kinds": "".join(doc.kind for doc in docs),
        "factors": kind_factors(),
        "same": same,
        "lends": lends,
        "classes": classes,
        "childShare": CHILD_SHARE,
        "explainerFactor": EXPLAINER_FACTOR,
        "headingFactor": HEADING_FACTOR,
        "shortQuestion": SHORT_QUESTION,
        "nameWords": MAX_NAME_WORDS,
        "longNative": LONG_NATIVE_WEIGHT,
        "preventing": sorted(SPANISH_PREVENTING),
        "negationScope": NEGATION_SCOPE,
        "negated": NEGATED,
        "minCoverage": MIN_COVERAGE,
        "minConcept": MIN_CONCEPT_WEIGHT,
        "conceptWeight": CONCEPT_WEIGHT,
        "conceptBonus": CONCEPT_BONUS,
        "clearSubrule": CLEAR_SUBRULE,
    }


def _english_of_words(vocabulary: Iterable[str], reader: Reader) -> dict[str, dict[str, float]]:
    """Each Spanish word -> English index terms, as the bot's query reading carries one word
    (index.vocabulary.lexicon): the hand table (a plural read as its singular; a word of
    several senses shares its weight out), else the lexicon learned from the translated
    rules, on the word's Spanish stem."""
    from index.vocabulary.lexicon import hand_lexicon, lexicon

    hand, learned = hand_lexicon(), lexicon()
    found: dict[str, dict[str, float]] = {}
    for word in vocabulary:
        carried = hand.translate([word])
        if not carried:
            stem = reader.term(word, "es")
            carried = learned.translate([stem]) if stem else {}
        if carried:
            found[word] = carried
    return found


def spanish_vocabulary_words(index: SearchIndex) -> Iterable[str]:
    """The Spanish words of the game vocabulary (a typo is corrected towards them too)."""
    return {w for phrase in index.lexicon for w in phrase.split()}
