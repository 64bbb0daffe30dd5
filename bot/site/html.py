"""The page shell every page shares, escaping, and rule numbers made links.

Pages link to each other with paths relative to themselves (``../glosario.html``), so the site
works from any folder of any host and from disk (file://) alike.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from bot.site.addresses import (
    CLASS_PAGE,
    EDITIONS_PAGE,
    GLOSSARY_PAGE,
    KEYWORDS_PAGE,
    POLICY_HOME,
    SEARCH_DATA,
)

SITE_NAME = "Juez · Reglas de Magic"
# A reference in running text, English or Spanish: a rule number ("101.4a"), maybe after a word
# that says what it is ("rule 704", "reglas 603.7d", "section 7", "sección 4.2"), maybe a range
# ("601.2a–h", "903.6–903.11"). A bare three-digit number is a reference only after such a word
# or when the record itself lists it among its references, so "100 cards" stays text; a short
# number ("7", "2.3") only after "section"/"chapter" (a chapter of the rules, a policy section).
_WORD = (
    r"(?i:\b(?P<word>rules?|reglas?|sections?|secci[oó]n(?:es)?|chapters?|cap[ií]tulos?"
    r"|appendix|ap[eé]ndices?)\s+)"
)
_RULE = r"\d{3}\.\d{1,3}[a-z]?"
_REFERENCE = re.compile(
    rf"{_WORD}?(?<![\w.])(?P<num>{_RULE}|\d{{3}}|\d{{1,2}}(?:\.\d{{1,2}})*|(?<=\w )[A-F])(?![\w])"
    rf"(?:(?P<dash>\s?[–-]\s?)(?P<end>{_RULE}|\d{{1,2}}(?:\.\d{{1,2}})*|[a-z])(?![\w]))?"
    # "section 5.2 of the Magic Tournament Rules": a section of another document
    r"(?:\s+of\s+the\s+(?:Magic\s+)?(?P<doc>Tournament Rules|Infraction Procedure Guide))?"
)
DOCUMENT_OF = {"Tournament Rules": "MTR", "Infraction Procedure Guide": "IPG"}
_SECTION_WORDS = ("section", "secci", "chapter", "cap", "appendix", "apéndice", "apendice")

Resolve = Callable[[str], "str | None"]


def _nowhere(_: str) -> str | None:
    return None


@dataclass(frozen=True)
class Targets:
    """Where the references of one text lead (paths from the site's root, or None: no link).

    ``rule``: a rule number as that text prints it; ``section``: a short number after
    "section"/"chapter" (a chapter of the rules, "7"; a section of a policy document, "2.3";
    "MTR:5.2" when the text names the document, "section 5.2 of the Magic Tournament Rules");
    ``refs``: the bare three-digit numbers the record itself says it refers to."""

    rule: Resolve
    section: Resolve = _nowhere
    refs: frozenset[str] = frozenset()


def relative(target: str, page: str) -> str:
    """``target`` (a path from the site's root, maybe with #anchor) as seen from ``page``."""
    path, _, anchor = target.partition("#")
    start = posixpath.dirname(page) or "."
    rel = posixpath.relpath(path, start) if path else posixpath.basename(page)
    return f"{rel}#{anchor}" if anchor else rel


def range_end(start: str, end: str) -> str:
    """The last rule of a range: "601.2a" and "h" -> "601.2h", "119.7" and "8" -> "119.8"; a
    whole number stays."""
    if len(end) == 1 and end.isalpha() and start[-1:].isalpha():
        return start[:-1] + end
    head, dot, last = start.rpartition(".")
    if end.isdigit() and dot and len(head) == 3 and last.isdigit():
        return f"{head}.{end}"  # "119.7–8": 119.8
    return end


def _target(number: str, word: str | None, to: Targets, document: str | None = None) -> str | None:
    if number.isalpha() and not (word or "").lower().startswith(("appendix", "ap")):
        return None  # "a B" is no appendix
    if len(number.split(".")[0]) < 3:
        section_word = word is not None and word.lower().startswith(_SECTION_WORDS)
        if not section_word:
            return None
        return to.section(f"{DOCUMENT_OF[document]}:{number}" if document else number)
    if "." not in number and word is None and number not in to.refs:
        return None  # "100 cards"
    return to.rule(number)


MISSING = ' <small class="missing">(esa regla no existe)</small>'


def _names_a_rule(number: str, word: str | None) -> bool:
    """A rule number by its shape ("110.10"), or three digits after "rule"/"regla"."""
    if len(number.split(".")[0]) != 3:
        return False
    return "." in number or (word is not None and word.lower().startswith(("rule", "regla")))


def references(text: str, refs: frozenset[str] = frozenset()) -> list[str]:
    """The rule numbers ``text`` refers to, as ``linked`` reads them (ranges: both ends)."""
    found: list[str] = []
    keep = Targets(lambda number: number, refs=refs)
    for m in _REFERENCE.finditer(text):
        if _target(m["num"], m["word"], keep) is not None:
            found.append(m["num"])
            if m["end"] and "." in (end := range_end(m["num"], m["end"])):
                found.append(end)
    return found


def linked(text: str, to: Targets, page: str) -> str:
    """``text`` escaped, each reference in it a link (a range: its first and last rule)."""

    def anchor(label: str, target: str) -> str:
        return f'<a class="ref" href="{escape(relative(target, page))}">{escape(label)}</a>'

    out: list[str] = []
    last = 0
    for m in _REFERENCE.finditer(text):
        number, word = m["num"], m["word"]
        target = _target(number, word, to, m["doc"])
        if target is None:
            if not _names_a_rule(number, word):
                continue
            # A rule the text points to that does not exist (a slip of the source): said.
            out.append(escape(text[last : m.end("num")]))
            out.append(MISSING)
            last = m.end("num")
            continue
        out.append(escape(text[last : m.start("num")]))
        out.append(anchor(number, target))
        last = m.end("num")
        if m["end"]:
            end = range_end(number, m["end"])
            tail = _target(end, word or ("rule" if "." in end else None), to)
            if tail is not None:
                out.append(escape(m["dash"]) + anchor(m["end"], tail))
                last = m.end()
    out.append(escape(text[last:]))
    return "".join(out)


def page(
    path: str,
    title: str,
    body: str,
    *,
    lang: str = "es",
    description: str = "",
) -> str:
    """A whole page at ``path`` (from the site's root): header with the search box, the body,
    and the footer."""

    def to(target: str) -> str:
        return escape(relative(target, path))

    nav = " ".join(
        f'<a href="{to(target)}">{label}</a>'
        for target, label in (
            ("index.html", "Reglas"),
            (GLOSSARY_PAGE, "Glosario"),
            (KEYWORDS_PAGE, "Palabras clave"),
            (POLICY_HOME, "Normas de torneo"),
            (CLASS_PAGE, "Clase de jueces"),
            (EDITIONS_PAGE, "Ediciones"),
        )
    )
    about = f'<meta name="description" content="{escape(description)}">' if description else ""
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)} · {SITE_NAME}</title>
{about}
<link rel="stylesheet" href="{to("site.css")}">
</head>
<body>
<a class="skip" href="#main">Saltar al contenido</a>
<header class="top">
<a class="home" href="{to("index.html")}">{SITE_NAME}</a>
<nav aria-label="Secciones del sitio">{nav}</nav>
<form class="search" role="search" aria-label="Buscar en las reglas" action="{to("index.html")}"
 onsubmit="return false">
<label for="q" class="hidden">Buscar una regla</label>
<input id="q" type="search" autocomplete="off" placeholder="Buscar: 104.3c, robar sin cartas…"
 role="combobox" aria-expanded="false" aria-controls="results" aria-autocomplete="list"
 data-index="{to(SEARCH_DATA)}">
<ol id="results" class="results" role="listbox" aria-label="Resultados"></ol>
<p id="search-status" class="hidden" aria-live="polite"></p>
</form>
</header>
<main id="main" tabindex="-1">
{body}
</main>
<footer>Textos de Wizards of the Coast y de la comunidad de jueces, como los recoge Juez.
Los números de regla remiten a las reglas vigentes salvo donde se dice otra edición.</footer>
<script src="{to("site.js")}" defer></script>
</body>
</html>
"""
