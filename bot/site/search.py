"""The search file the site's search box reads (``buscar.js``), built with the site.

The box runs in the browser, offline, from this file alone: a number typed any way people type
it (``1043c``, ``r. 104,3c``, ``1O4.3c``) goes to its rule, a near miss to the closest numbers;
words are matched, in Spanish or English, against the rules in force with their Spanish
translation, the glossary, the keywords and the judge-class material, ranked by BM25. Spanish
game words are also carried to English through the game vocabulary the bot's own search uses
(index.translate), so a Spanish question finds rules that only exist in English.

The file is a script (``window.JUEZ_BUSQUEDA = {…}``) rather than JSON so that it loads from
disk too, where browsers refuse to fetch files. Words are reduced the same way here and in
assets/site.js (``terms``: fold accents, split, drop stop words, drop a plural ``s``); a test
runs both on the same words.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from bot.site import addresses as at
from bot.site.pages import Site
from index.fold import fold
from index.translate import spanish_game_terms

SNIPPET_CHARS = 110
_SPLIT = re.compile(r"[^a-z0-9]+")


def stop_words() -> frozenset[str]:
    """The index's own Spanish and English stop words, folded."""
    from index.search.schema import ENGLISH_STOPWORDS, SPANISH_STOPWORDS

    return frozenset(fold(w) for w in SPANISH_STOPWORDS | ENGLISH_STOPWORDS)


def reduce(word: str) -> str:
    """A word as the index keeps it: a final plural ``s`` dropped from words over 3 letters."""
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def terms(text: str, stop: frozenset[str]) -> list[str]:
    return [reduce(w) for w in _SPLIT.split(fold(text)) if w and w not in stop]


@dataclass(frozen=True)
class Doc:
    label: str  # what a result shows first: a rule number, a term, a keyword
    path: str  # from the site's root
    text: str  # everything searched
    snippet: str
    stale: bool = False  # the snippet is a translation that no longer says what the rule says


def _snippet(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SNIPPET_CHARS else text[: SNIPPET_CHARS - 1].rstrip() + "…"


def documents(site: Site) -> list[Doc]:
    """Every searchable thing of the site: rules in force (with their Spanish translation),
    glossary entries, keywords and judge-class sections."""
    docs = []
    spanish: dict[str, str] = {}
    stale: set[str] = set()  # rules in force whose Spanish translation no longer holds
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
    for rules in site.in_force.values():
        for rule in rules:
            shown = rule.text or rule.title
            es = spanish.get(rule.id, "")
            text = " ".join([rule.title if not rule.text else "", rule.text, *rule.examples, es])
            old = bool(es) and rule.id in stale
            docs.append(Doc(rule.id, at.rule_path(rule.id), text, _snippet(es or shown), old))
    for entry in site.glossary:
        names = " ".join(site.spanish_names.get(entry.id.lower(), []))
        path = f"{at.GLOSSARY_PAGE}#{at.glossary_anchor(entry.id)}"
        docs.append(Doc(entry.id, path, f"{entry.id} {names} {entry.text}", _snippet(entry.text)))
    for keyword in site.corpus.keywords:
        path = f"{at.KEYWORDS_PAGE}#{at.keyword_anchor(keyword.id)}"
        text = f"{keyword.id} {' '.join(keyword.aliases)} {keyword.text}"
        docs.append(Doc(keyword.id, path, text, _snippet(keyword.text)))
    for section in site.corpus.class_sections:
        path = f"{at.CLASS_PAGE}#{at.class_anchor(section.id)}"
        text = f"{section.title} {section.text}"
        docs.append(Doc(section.title, path, text, _snippet(section.text)))
    return docs


def _postings(doc_ids: Iterable[int]) -> list[int]:
    """Ascending document numbers as gaps (a repeat is a 0: the word again in that doc)."""
    out, last = [], 0
    for d in doc_ids:
        out.append(d - last)
        last = d
    return out


def search_data(site: Site) -> dict[str, object]:
    stop = stop_words()
    docs = documents(site)
    postings: dict[str, list[int]] = {}
    lengths = []
    for i, doc in enumerate(docs):
        words = terms(doc.text, stop)
        lengths.append(len(words))
        for term, count in Counter(words).items():
            postings.setdefault(term, []).extend([i] * count)
    vocabulary = {
        spanish: english
        for spanish, english in spanish_game_terms().items()
        if any(reduce(w) in postings for w in english.split())
    }
    return {
        # [label, path, snippet] and a 1 when the snippet is an outdated translation
        "docs": [[d.label, d.path, d.snippet, *([1] if d.stale else [])] for d in docs],
        "lengths": lengths,
        "terms": {t: _postings(ids) for t, ids in sorted(postings.items())},
        "stop": sorted(stop),
        "es": vocabulary,
    }


def search_script(site: Site) -> str:
    data = json.dumps(search_data(site), ensure_ascii=False, separators=(",", ":"))
    return f"window.JUEZ_BUSQUEDA={data};\n"
