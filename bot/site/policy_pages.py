"""The tournament policy documents in force as pages: ``normas/mtr.html``, ``ipg``, ``jar``.

Each section is anchored by its record id (``#mtr-4.9``, ``#ipg-2.3``, ``#jar-1.3``,
``#mtr-appendix-b``), the same id the bot's policy answers carry, so an answer links to its
section (addresses.hit_path). Infractions read as the bot shows them (index.lookups.policy:
the official Spanish name beside the English, the penalty first). References are linked:
"section 2.3" and "Appendix D" to the document's own section, rule numbers to the rules in
force; the rule pages list, in turn, the policy sections that cite them
(``Site.policy_citations``). ``normas/index.html`` lists the three.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from html import escape

from bot.site import addresses as at
from bot.site.html import Targets, linked, page, relative
from bot.site.pages import Page, Site
from index.editions.edition_catalog import short_date
from index.lookups.policy import display_text, display_title
from index.models import PolicySection

NAMES = {
    "MTR": "Reglas de Torneo (MTR)",
    "IPG": "Guía de Procedimientos de Infracción (IPG)",
    "JAR": "Arbitraje en REL Regular (JAR)",
}


def documents(site: Site) -> dict[str, list[PolicySection]]:
    """Document ("MTR") -> its sections in force, in document order."""
    found: dict[str, list[PolicySection]] = defaultdict(list)
    for section in site.policy:
        found[section.document].append(section)
    return dict(found)


def section_targets(site: Site, document: str) -> Callable[[str], str | None]:
    """ "2.3" or "D" (after "section"/"Appendix") -> that section of ``document``."""
    ids = {s.id for s in site.policy}

    def path_of(number: str) -> str | None:
        named, _, number = number.rpartition(":")
        key = f"appendix-{number.lower()}" if number.isalpha() else number
        ident = f"{(named or document).lower()}-{key}"
        return f"{at.policy_path(named or document)}#{ident}" if ident in ids else None

    return path_of


def _depth(section: PolicySection) -> int:
    return 2 if not section.parent else 3


def _paragraphs(text: str, to: Targets, here: str, css: str = "") -> str:
    cls = f' class="{css}"' if css else ""
    return "".join(
        f'<p lang="en"{cls}>{linked(p, to, here)}</p>' for p in text.split("\n") if p.strip()
    )


def policy_page(site: Site, document: str, sections: list[PolicySection]) -> Page:
    here = at.policy_path(document)
    to = Targets(site.in_force_path, section_targets(site, document))
    edition = site.corpus.editions[sections[0].edition]
    articles = []
    contents = []
    for section in sections:
        level = _depth(section)
        title = display_title(section)
        anchor = escape(relative(f"{here}#{section.id}", here))
        head = f'<h{level}><a class="num" href="{anchor}">{escape(title)}</a></h{level}>'
        examples = "".join(_paragraphs(e, to, here, "example") for e in section.examples)
        articles.append(
            f'<article class="policy d{level}" id="{escape(section.id)}">{head}'
            f"{_paragraphs(display_text(section), to, here)}{examples}</article>"
        )
        if level == 2:
            contents.append(f'<li><a href="{anchor}">{escape(title)}</a></li>')
    source = (
        f' <a class="source" href="{escape(edition.url)}">Documento original</a>.'
        if edition.url
        else ""
    )
    others = " · ".join(
        f'<a href="{escape(relative(at.policy_path(d), here))}">{escape(NAMES[d])}</a>'
        for d in NAMES
        if d != document and d in documents(site)
    )
    body = (
        f"<h1>{escape(NAMES.get(document, document))}</h1>"
        f"<p>{escape(edition.document)}, en inglés, del {escape(short_date(edition))}: el texto "
        "en vigor que Juez lee para /mtr, /ipg, /jar e /infraccion, con el nombre oficial en "
        "español de cada infracción. Las secciones y las reglas que cita enlazan con su página."
        f"{source}</p><p>Otras normas: {others}</p>"
        f'<nav aria-label="Secciones del {document}"><ul class="sections">{"".join(contents)}'
        f"</ul></nav>{''.join(articles)}"
    )
    return here, page(here, NAMES.get(document, document), body)


def policy_home(site: Site) -> Page:
    here = at.POLICY_HOME
    items = "".join(
        f'<li><a href="{escape(relative(at.policy_path(d), here))}">{escape(NAMES.get(d, d))}</a>'
        f" · {len(sections)} secciones · "
        f"{escape(short_date(site.corpus.editions[sections[0].edition]))}</li>"
        for d, sections in documents(site).items()
    )
    body = (
        "<h1>Normas de torneo</h1><p>Los documentos de torneo en vigor, en inglés, con cada "
        "sección enlazable: lo que el bot cita en /mtr, /ipg, /jar e /infraccion.</p>"
        f'<ul class="sections">{items}</ul>'
    )
    return here, page(here, "Normas de torneo", body)


def policy_pages(site: Site) -> list[Page]:
    found = documents(site)
    if not found:
        return []
    return [policy_home(site)] + [policy_page(site, d, s) for d, s in found.items()]
