"""The search data of the site as files the page loads when it needs them.

``buscar/indice.js`` (about 14 kB) is read when the box first gets the focus, with the
documents' names (``buscar/nombres.js``): the stop words and the ways of asking, the
Spanish→English game vocabulary, each document's kind and the bot's ranking constants
(bot.site.search.ranking_shape) and where every other part starts. The named concepts
(``buscar/conceptos.js``) come with the first query. The words and their postings are cut
into parts by the words' first letters (``buscar/p-N.js``, each under PART_BYTES): a query
loads the parts of its words, a typo the parts of its first letter. The documents' labels and
snippets come in parts of DOCS_PER_PART (``buscar/d-N.js``), loaded for the results shown; the
rule numbers (``buscar/numeros.js``) when a query reads as one.

Every file is a script calling ``JUEZ_BUSQUEDA(name, data)`` rather than JSON, so that the site
also works opened from disk, where browsers refuse to fetch files.
"""

from __future__ import annotations

import json

from bot.site.addresses import SEARCH_DIR
from bot.site.pages import Site
from bot.site.search import SearchIndex, build_index, question_noise
from index import numbers

PART_BYTES = 24_000
SCALE = 20  # a posting's score, shipped as an integer: its twentieths
DOCS_PER_PART = 256
MANIFEST = "indice"


def _script(name: str, data: object) -> str:
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return f"JUEZ_BUSQUEDA({json.dumps(name)},{text});\n"


def _postings(found: dict[int, float]) -> list[int]:
    """[gap, score, gap, score, …] over ascending documents (scores in 1/SCALE, at least 1)."""
    out, last = [], 0
    for doc in sorted(found):
        out += [doc - last, max(1, round(found[doc] * SCALE))]
        last = doc
    return out


def _word_parts(index: SearchIndex) -> list[tuple[str, dict[str, object]]]:
    """(first key, part) in key order; a part never spans two first letters."""
    keys = sorted(set(index.surface) | set(index.postings) | set(index.english))
    parts: list[tuple[str, dict[str, object]]] = []
    size = PART_BYTES
    for key in keys:
        entry_w = index.surface.get(key)
        entry_p = index.postings.get(key)
        entry_e = [x for t, w in index.english.get(key, {}).items() for x in (t, round(w * 100))]
        cost = len(key) * 3 + 8 + (len(json.dumps(entry_w)) if entry_w else 0)
        cost += len(json.dumps(entry_e)) if entry_e else 0
        cost += len(json.dumps(_postings(entry_p))) if entry_p else 0
        if size + cost > PART_BYTES or parts[-1][0][0] != key[0]:
            parts.append((key, {"w": {}, "p": {}, "e": {}}))
            size = 0
        part = parts[-1][1]
        if entry_w and entry_w != [key]:
            part["w"][key] = entry_w  # type: ignore[index]
        if entry_p:
            part["p"][key] = _postings(entry_p)  # type: ignore[index]
        if entry_e:
            part["e"][key] = entry_e  # type: ignore[index]
        size += cost
    return parts


def search_files(site: Site) -> dict[str, str]:
    """Path under the site's root -> the script it holds: the manifest and every part."""
    index = build_index(site)
    folder = SEARCH_DIR
    files: dict[str, str] = {}
    parts = _word_parts(index)
    for i, (_, part) in enumerate(parts):
        files[f"{folder}/p-{i}.js"] = _script(f"p-{i}", part)
    docs = [[d.label, d.path, d.snippet, *([1] if d.stale else [])] for d in index.docs]
    for i in range(0, len(docs), DOCS_PER_PART):
        name = f"d-{i // DOCS_PER_PART}"
        files[f"{folder}/{name}.js"] = _script(name, docs[i : i + DOCS_PER_PART])
    rules = []  # the rules in force, in document order: the first documents
    for doc in index.docs:
        if not numbers.is_rule_id(doc.label) or doc.key != doc.label:
            break
        rules.append(doc.label)
    files[f"{folder}/numeros.js"] = _script("numeros", rules)
    files[f"{folder}/nombres.js"] = _script("nombres", index.names)
    files[f"{folder}/conceptos.js"] = _script("conceptos", index.concepts)
    manifest = {
        "documents": len(index.docs),
        "scale": SCALE,
        "stop": sorted(index.stop),
        "noise": sorted(question_noise() - index.stop),
        "es": index.lexicon,
        "parts": [first for first, _ in parts],
        "docsPerPart": DOCS_PER_PART,
        **index.shape,
    }
    files[f"{folder}/{MANIFEST}.js"] = _script(MANIFEST, manifest)
    return files
