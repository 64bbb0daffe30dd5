"""The page shell every page shares, escaping, and rule numbers made links.

Pages link to each other with paths relative to themselves (``../glosario.html``), so the site
works from any folder of any host and from disk (file://) alike.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable
from html import escape

from bot.site.addresses import (
    CLASS_PAGE,
    EDITIONS_PAGE,
    GLOSSARY_PAGE,
    KEYWORDS_PAGE,
    SEARCH_DATA,
)

SITE_NAME = "Juez · Reglas de Magic"
# A rule number in running text, as index.numbers reads references ("rule 704.5k"); only the
# numbers the record itself refers to become links, so "100 cards" stays text.
_NUMBER = re.compile(r"(?<![\w.])(\d{3}(?:\.\d{1,3}[a-z]?)?)(?![\w])")


def relative(target: str, page: str) -> str:
    """``target`` (a path from the site's root, maybe with #anchor) as seen from ``page``."""
    path, _, anchor = target.partition("#")
    start = posixpath.dirname(page) or "."
    rel = posixpath.relpath(path, start) if path else posixpath.basename(page)
    return f"{rel}#{anchor}" if anchor else rel


def linked(text: str, refs: frozenset[str], path_of: Callable[[str], str | None], page: str) -> str:
    """``text`` escaped, each number it refers to (``refs``) a link to its rule."""
    out: list[str] = []
    last = 0
    for m in _NUMBER.finditer(text):
        number = m[1]
        target = path_of(number) if number in refs else None
        if target is None:
            continue
        out.append(escape(text[last : m.start()]))
        out.append(f'<a class="ref" href="{escape(relative(target, page))}">{number}</a>')
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
<header class="top">
<a class="home" href="{to("index.html")}">{SITE_NAME}</a>
<nav>{nav}</nav>
<form class="search" role="search" action="{to("index.html")}" onsubmit="return false">
<label for="q" class="hidden">Buscar una regla</label>
<input id="q" type="search" autocomplete="off" placeholder="Buscar: 104.3c, robar sin cartas…"
 data-index="{to(SEARCH_DATA)}">
<ol id="results" class="results" aria-live="polite"></ol>
</form>
</header>
<main>
{body}
</main>
<footer>Textos de Wizards of the Coast y de la comunidad de jueces, como los recoge Juez.
Los números de regla remiten a las reglas vigentes salvo donde se dice otra edición.</footer>
<script src="{to("site.js")}" defer></script>
</body>
</html>
"""
