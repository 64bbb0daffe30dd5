"""Where things live on the site, and the link an answer carries.

Rules are grouped one page per section (the three-digit number): ``reglas/104.html`` holds
104 and every rule under it, each with its number as anchor (``#104.3c``). Older editions keep
the same layout under ``ediciones/<edition id>/``. Glossary entries and keywords are anchors
on their own page, named by a slug of their name. These paths need no corpus: an answer's link
is built from the rule number alone.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING
from urllib.parse import quote

from index import numbers
from index.models import Kind

if TYPE_CHECKING:
    from index.lookups.answers import Hit, LookupResult

RULES_DIR = "reglas"
EDITIONS_DIR = "ediciones"
CHANGES_DIR = "cambios"
POLICY_DIR = "normas"
POLICY_HOME = f"{POLICY_DIR}/index.html"
GLOSSARY_PAGE = "glosario.html"
KEYWORDS_PAGE = "palabras-clave.html"
CLASS_PAGE = "clase.html"
EDITIONS_PAGE = "ediciones.html"
# The search box's data, in parts (bot.site.search_parts): the manifest the box reads first.
SEARCH_DIR = "buscar"
SEARCH_DATA = f"{SEARCH_DIR}/indice.js"


def section_of(rule_id: str) -> str:
    """ "104.3c" -> "104": the page a rule is on."""
    return rule_id.split(".", 1)[0]


def rule_path(rule_id: str, edition: str | None = None) -> str:
    """The rule's page and anchor from the site's root: ``reglas/104.html#104.3c`` (the rules
    in force) or ``ediciones/<edition>/104.html#104.3c``. A section is its page, no anchor."""
    folder = RULES_DIR if edition is None else f"{EDITIONS_DIR}/{edition}"
    page = f"{folder}/{section_of(rule_id)}.html"
    return page if "." not in rule_id else f"{page}#{rule_id}"


def edition_home(edition: str) -> str:
    return f"{EDITIONS_DIR}/{edition}/index.html"


def policy_path(document: str) -> str:
    """ "MTR" -> "normas/mtr.html": a tournament policy document, its sections anchored by
    their record ids ("#mtr-4.9")."""
    return f"{POLICY_DIR}/{document.lower()}.html"


def changes_path(older_edition: str) -> str:
    """What changed from an older edition to the rules in force."""
    return f"{CHANGES_DIR}/{older_edition}.html"


def chapter_anchor(number: str) -> str:
    """ "7" -> "capitulo-7": a chapter of the rules on its edition's home page."""
    return f"capitulo-{number}"


def slug(name: str) -> str:
    """ "First Strike" -> "first-strike"; accents dropped, anything else a hyphen."""
    plain = unicodedata.normalize("NFKD", name.lower())
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-") or "x"


def glossary_anchor(term: str) -> str:
    return f"g-{slug(term)}"


def keyword_anchor(name: str) -> str:
    return f"k-{slug(name)}"


def class_anchor(section_id: str) -> str:
    return f"c-{slug(section_id)}"


def join(base: str, path: str) -> str:
    """The address of ``path`` under the published site ``base``."""
    return f"{base.rstrip('/')}/{quote(path, safe='/#.-_')}"


def hit_path(hit: Hit) -> str | None:
    """The page of a hit: a rule's rule in force (its older text when it no longer exists), a
    glossary entry, a keyword, a section of a tournament policy document, a judge-class
    section."""
    if hit.kind is Kind.RULE:
        if hit.current_id and numbers.is_rule_id(hit.current_id):
            return rule_path(hit.current_id)
        if numbers.is_rule_id(hit.id):
            return rule_path(hit.id, hit.edition)
        return None
    if hit.kind is Kind.GLOSSARY:
        return f"{GLOSSARY_PAGE}#{glossary_anchor(hit.id)}"
    if hit.kind is Kind.KEYWORD:
        return f"{KEYWORDS_PAGE}#{keyword_anchor(hit.id)}"
    if hit.kind in (Kind.POLICY, Kind.INFRACTION):
        return f"{policy_path(hit.id.split('-', 1)[0])}#{hit.id}"
    return f"{CLASS_PAGE}#{class_anchor(hit.id)}"


def answer_link(result: LookupResult, base: str | None) -> str | None:
    """The site's page for an answer's first hit; None without a site or without hits."""
    if not base or not result.results:
        return None
    path = hit_path(result.results[0])
    return join(base, path) if path else None


def site_line(result: LookupResult, base: str | None) -> str:
    """The line a terminal answer ends with: its page on the site ("" without a site)."""
    link = answer_link(result, base)
    return f"En el sitio de reglas: {link}" if link else ""
