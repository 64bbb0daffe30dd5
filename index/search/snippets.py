"""The passage of a record that best shows why it matched, matched words in **bold**.

Whoosh's highlighter re-analyses every token of every hit through the full filter chain on
each query; it was a third of a search's time. Here each distinct word is analysed once per
process (the answer never changes), and the window is the stretch of text holding the most
matched words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import lru_cache

from whoosh.analysis import Analyzer
from whoosh.query import Query

from index.models import Record
from index.search.schema import TEXT_FIELDS
from index.search.view import as_text

WIDTH = 240  # characters shown, about two lines of an embed
_LEAD = 60  # context kept before the first matched word of the window
_WORD = re.compile(r"[\w’']+")


def make_stemmer(analyzer: Analyzer) -> Callable[[str], tuple[str, ...]]:
    @lru_cache(maxsize=50_000)
    def terms(word: str) -> tuple[str, ...]:
        return tuple(t.text for t in analyzer(word))

    return terms


def snippet(text: str, wanted: set[str], terms: Callable[[str], tuple[str, ...]]) -> str | None:
    """Up to WIDTH characters of text around the densest run of matched words."""
    spans = [
        (m.start(), m.end())
        for m in _WORD.finditer(text)
        if not wanted.isdisjoint(terms(m.group().lower()))
    ]
    if not spans:
        return None
    # The window start that covers the most matches within WIDTH characters.
    best, best_count, j = 0, 0, 0
    for i, (start, _) in enumerate(spans):
        while j < len(spans) and spans[j][1] <= start + WIDTH - _LEAD:
            j += 1
        if j - i > best_count:
            best, best_count = i, j - i
    begin = max(0, spans[best][0] - _LEAD)
    if begin:
        space = text.find(" ", begin)
        begin = space + 1 if 0 <= space < spans[best][0] else begin
    end = min(len(text), begin + WIDTH)
    if end < len(text):
        space = text.rfind(" ", begin, end)
        end = space if space > begin else end
    out, cursor = [], begin
    for start, stop in spans:
        if start < begin or stop > end:
            continue
        out += [text[cursor:start], "**", text[start:stop], "**"]
        cursor = stop
    out.append(text[cursor:end])
    body = "".join(out).replace("\n", " ")
    return ("…" if begin else "") + body + ("…" if end < len(text) else "")


def record_snippet(
    record: Record,
    terms: set[tuple[str, str]],
    stemmers: Mapping[str, Callable[[str], tuple[str, ...]]],
) -> str | None:
    """A record's snippet for the (field, text) terms a search looked for, those of the
    record's language; ``stemmers``: each language's (make_stemmer)."""
    fields = TEXT_FIELDS[record.language.value]
    wanted = {text for f, text in terms if f in fields}
    body = "\n".join([record.text, *record.examples])
    if not wanted or not body:
        return None
    return snippet(body, wanted, stemmers[record.language.value])


def highlight_terms(query: Query) -> set[tuple[str, str]]:
    """(field, text) of every term the query looks for (typos already replaced by real words)."""
    return {(f, as_text(t)) for f, t in query.iter_all_terms()}
