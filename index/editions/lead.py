"""The text in force leads: an older text that no longer says the same comes after it.

A Spanish translation of 2019 is the text a Spanish reader reads best, so it leads an answer
while it still says what the rule in force says (same words, any number). Once the rules in
force reworded the rule, the older text is history: the rule in force comes first and the older
text follows, labelled with its year, its number then and what changed. ``in_force_first``
applies that to any list of hits (a search, a keyword's rules); ``what_changed`` says in one
line which words the rule in force added and removed since the older text's original.
"""

from __future__ import annotations

from collections.abc import Sequence

from index.corpus import Corpus
from index.editions.catalog import Alignment
from index.editions.notes import rule_hit
from index.lookups.answers import Hit
from index.models import Kind

OLDER_ROLE = "older_text"  # a hit's role: an older text shown after the rule in force
_PIECES = 3  # removed/added runs named in a note; the rest is "juez cambios"
_PIECE_CHARS = 40


def outdated(hit: Hit, alignment: Alignment) -> bool:
    """An older text of a rule that the rules in force reworded (or removed)."""
    return (
        hit.kind is Kind.RULE
        and alignment.knows(hit.edition)
        and hit.edition != alignment.current
        and not alignment.still_holds(hit.edition, hit.id)
    )


def what_changed(corpus: Corpus, alignment: Alignment, edition: str, number: str) -> str | None:
    """'Lo que cambió: «five» → «six»; añade «battle».' between the text an older edition translates
    (or is) and the rule in force; None when there is nothing to compare."""
    original = alignment.original_of(edition)
    link = alignment.link(original, number)
    if link is None or link.new is None:
        return None
    old = corpus.rule(number, original)
    new = corpus.rule(link.new, alignment.current)
    if old is None or new is None:
        return None
    # Here, not at the top: only an answer led by an older edition's text compares words, and
    # a cold `juez buscar` need not load the differ (and difflib) for the others.
    from index.editions.diff import Change, word_diff

    pieces = word_diff(old.text, new.text)
    parts: list[str] = []
    i = 0
    while i < len(pieces) and len(parts) < _PIECES:
        piece = pieces[i]
        nxt = pieces[i + 1] if i + 1 < len(pieces) else None
        if piece.change is Change.REMOVED and nxt is not None and nxt.change is Change.ADDED:
            parts.append(f"«{_short(piece.text)}» → «{_short(nxt.text)}»")
            i += 2
            continue
        if piece.change is Change.ADDED:
            parts.append(f"añade «{_short(piece.text)}»")
        elif piece.change is Change.REMOVED:
            parts.append(f"quita «{_short(piece.text)}»")
        i += 1
    if not parts:
        return None
    more = sum(p.change is not Change.SAME for p in pieces) > len(parts)
    tail = f"; más cambios en «juez cambios {link.new}»" if more else ""
    return f"Lo que cambió: {'; '.join(parts)}{tail}."


def _short(text: str) -> str:
    return text if len(text) <= _PIECE_CHARS else text[: _PIECE_CHARS - 1].rstrip() + "…"


def older_hit(hit: Hit, corpus: Corpus, alignment: Alignment) -> Hit:
    """An outdated hit as what it is: after the rule in force, its note saying what changed."""
    note = hit.edition_note or ""
    change = what_changed(corpus, alignment, hit.edition, hit.id)
    if change and change not in note:
        note = f"{note} {change}".strip()
    return hit.model_copy(update={"role": OLDER_ROLE, "edition_note": note or None})


def in_force_first(
    hits: Sequence[Hit], corpus: Corpus, alignment: Alignment, *, keep_older: bool = True
) -> list[Hit]:
    """Every outdated rule hit preceded by the rule in force it became (moved up if listed
    later, added if not), and told as an older text; other hits keep their order.

    ``keep_older=False`` (a ranked list of search results, where every line counts): the rule
    in force takes the older text's place, and its note names the older text instead."""
    out: list[Hit] = []
    placed: set[str] = set()  # rules in force already shown
    later = {
        h.id: h
        for h in hits
        if h.kind is Kind.RULE and h.edition == alignment.current and h.role == "match"
    }
    for hit in hits:
        if hit.kind is Kind.RULE and hit.edition == alignment.current and hit.role == "match":
            if hit.id not in placed:
                placed.add(hit.id)
                out.append(hit)
            continue
        if not outdated(hit, alignment):
            out.append(hit)
            continue
        now = alignment.current_id(hit.edition, hit.id)
        if now is not None and now not in placed:
            current = later.get(now)
            if current is None:
                rule = corpus.rule(now, alignment.current)
                if rule is not None:
                    current = rule_hit(rule, "match", alignment, corpus.editions)
                    current = current.model_copy(update={"score": hit.score})
            if current is not None:
                placed.add(now)
                if not keep_older:
                    current = current.model_copy(
                        update={"edition_note": _older_named(hit, corpus, alignment)}
                    )
                out.append(current)
        if keep_older or now is None:
            out.append(older_hit(hit, corpus, alignment))
    return out


def _older_named(hit: Hit, corpus: Corpus, alignment: Alignment) -> str:
    """The note of a rule in force found through an older text that no longer says the same."""
    edition = corpus.editions[hit.edition]
    year = edition.date.year if edition.date else edition.id
    kind = "traducción" if edition.language != corpus.current_edition.language else "texto"
    now = alignment.current_id(hit.edition, hit.id) or hit.id
    return (
        f"Encontrada por la {kind} de {year} (regla {hit.id}), que ya no dice lo mismo: "
        f"manda este texto vigente («juez regla {now}» muestra los dos)."
    )
