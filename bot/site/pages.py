"""One function a kind of page. Each returns (path from the site's root, the page's HTML).

The rules in force come one page per section, each rule with its Spanish translation (and
whether it still says the same), its history across editions (renumbering and a word diff) and
the glossary entries that point to it. Older editions are shown as they were, each rule linked
to its rule in force. The glossary, the keywords and the judge-class material have a page each.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cached_property
from html import escape

from bot.site import addresses as at
from bot.site.history import Past, RuleStory, story
from bot.site.html import linked, page, relative
from index import numbers
from index.corpus import Corpus
from index.editions.catalog import Alignment
from index.editions.diff import Change, Piece
from index.editions.edition_catalog import EditionCatalog, long_name, short_date
from index.editions.notes import edition_note
from index.models import Edition, GlossaryEntry, Keyword, Rule
from index.translate import fold, keyword_aliases, spanish_game_terms

Page = tuple[str, str]
LANGUAGE_ES = {"es": "español", "en": "inglés"}


@dataclass
class Site:
    """What every page is built from: the corpus, its alignment and its edition catalog."""

    corpus: Corpus
    alignment: Alignment
    catalog: EditionCatalog = field(init=False)

    def __post_init__(self) -> None:
        self.catalog = EditionCatalog.of_corpus(self.corpus)

    @property
    def current(self) -> Edition:
        return self.corpus.current_edition

    def rules_of(self, edition: str) -> dict[str, list[Rule]]:
        """An edition's rules by section, in document order."""
        by_section: dict[str, list[Rule]] = defaultdict(list)
        for number in self.corpus.rule_numbers:
            rule = self.corpus.rule(number, edition)
            if rule is not None:
                by_section[at.section_of(number)].append(rule)
        return dict(by_section)

    @cached_property
    def in_force(self) -> dict[str, list[Rule]]:
        return self.rules_of(self.current.id)

    @cached_property
    def numbers_in_force(self) -> frozenset[str]:
        return frozenset(r.id for rules in self.in_force.values() for r in rules)

    @cached_property
    def older(self) -> list[str]:
        """The rules editions shown as they were: every one but the edition in force."""
        return [e for e in self.catalog.rule_editions if e != self.current.id]

    @cached_property
    def glossary(self) -> list[GlossaryEntry]:
        entries = [g for g in self.corpus.glossary if g.edition == self.current.id]
        return sorted(entries, key=lambda g: fold(g.id))

    @cached_property
    def glossary_by_rule(self) -> dict[str, list[str]]:
        """Rule in force -> the glossary entries that point to it."""
        found: dict[str, list[str]] = defaultdict(list)
        for entry in self.glossary:
            for ref in entry.refs:
                found[ref].append(entry.id)
        return dict(found)

    @cached_property
    def spanish_names(self) -> dict[str, list[str]]:
        """English term (lowercase) -> its Spanish names: the game vocabulary and the keyword
        names printed on Spanish cards, read backwards."""
        names: dict[str, list[str]] = defaultdict(list)
        for spanish, english in spanish_game_terms().items():
            names[english.lower()].append(spanish)
        for spanish, english in keyword_aliases().items():
            if spanish not in names[english.lower()]:
                names[english.lower()].append(spanish)
        return dict(names)

    @cached_property
    def keyword_rules(self) -> dict[str, str]:
        """Keyword name in force (lowercase) -> its rule (701.x keyword actions, 702.x
        keyword abilities)."""
        found = {}
        for section in ("701", "702"):
            for rule in self.in_force.get(section, []):
                if rule.id.count(".") == 1 and not rule.text and rule.title:
                    found[rule.title.lower()] = rule.id
        return found

    def in_force_path(self, number: str) -> str | None:
        return at.rule_path(number) if number in self.numbers_in_force else None

    def edition_path(self, edition: str) -> Callable[[str], str | None]:
        def path_of(number: str) -> str | None:
            return (
                at.rule_path(number, edition)
                if number in self.corpus.rules and (edition in self.corpus.rules[number])
                else None
            )

        return path_of


# -- pieces ---------------------------------------------------------------------------------------
def _depth(number: str) -> int:
    return 1 if "." not in number else (2 if number[-1].isdigit() else 3)


def _heading(rule: Rule) -> str:
    """A section's or a titled rule's name ("Trample"); "" for a rule of running text."""
    return rule.title if (_depth(rule.id) == 1 or not rule.text) else ""


def _text(rule: Rule, path_of: Callable[[str], str | None], here: str, lang: str) -> str:
    refs = frozenset(rule.refs)
    out = []
    if rule.text:
        out.append(f'<p lang="{lang}">{linked(rule.text, refs, path_of, here)}</p>')
    for example in rule.examples:
        out.append(f'<p class="example" lang="{lang}">{linked(example, refs, path_of, here)}</p>')
    return "".join(out)


def _diff(pieces: list[Piece]) -> str:
    tag = {Change.SAME: "span", Change.ADDED: "ins", Change.REMOVED: "del"}
    return " ".join(f"<{tag[p.change]}>{escape(p.text)}</{tag[p.change]}>" for p in pieces)


def _edition_name(edition: Edition) -> str:
    return f"{LANGUAGE_ES[edition.language.value]}, {short_date(edition)}"


def _past(row: Past, here: str) -> str:
    name = escape(_edition_name(row.edition))
    if row.number is None:
        said = "no existía"
    else:
        target = relative(at.rule_path(row.number, row.edition.id), here)
        said = f'<a href="{escape(target)}">{row.number}</a> · {escape(row.status.label)}'
    if row.merged:
        said += f" · recoge también {', '.join(row.merged)}"
    diff = f'<p class="diff" lang="en">{_diff(row.diff)}</p>' if row.diff else ""
    return f"<li>{name}: {said}{diff}</li>"


def _story(found: RuleStory, here: str) -> str:
    out = []
    for t in found.translations:
        state = "dice lo mismo" if t.holds else "ya no dice lo mismo que la regla vigente"
        where = escape(relative(at.rule_path(t.rule.id, t.edition.id), here))
        label = f"Traducción ({escape(_edition_name(t.edition))}, regla "
        label += f'<a href="{where}">{t.rule.id}</a>): {state}'
        kind = "es" if t.holds else "es stale"
        out.append(
            f'<div class="{kind}"><p class="tag">{label}</p>'
            f'<p lang="es">{escape(t.rule.text)}</p></div>'
        )
    if found.past:
        statuses = {p.status for p in found.past if p.number is not None}
        summary = ", ".join(sorted(s.label for s in statuses)) if statuses else "nueva"
        if found.changed:
            summary = f"cambió: {summary}"
        rows = "".join(_past(p, here) for p in found.past)
        out.append(
            f'<details class="hist"><summary>Historia ({escape(summary)})</summary>'
            f"<ul>{rows}</ul></details>"
        )
    return "".join(out)


def _glossary_links(entries: Iterable[str], here: str) -> str:
    links = ", ".join(
        f'<a href="{escape(relative(at.GLOSSARY_PAGE + "#" + at.glossary_anchor(e), here))}"'
        f' lang="en">{escape(e)}</a>'
        for e in entries
    )
    return f'<p class="gloss">Glosario: {links}</p>' if links else ""


def _rule_head(rule: Rule, here: str, lang: str) -> str:
    level = _depth(rule.id) + 1
    title = _heading(rule)
    named = f' <span lang="{lang}">{escape(title)}</span>' if title else ""
    anchor = escape(relative(f"{here}#{rule.id}", here))
    return f'<h{level}><a class="num" href="{anchor}">{rule.id}</a>{named}</h{level}>'


def _section_nav(sections: list[str], section: str, path: Callable[[str], str], here: str) -> str:
    i = sections.index(section)
    links = []
    if i > 0:
        links.append(f'<a rel="prev" href="{escape(relative(path(sections[i - 1]), here))}">'
                     f"← {sections[i - 1]}</a>")  # fmt: skip
    if i + 1 < len(sections):
        links.append(f'<a rel="next" href="{escape(relative(path(sections[i + 1]), here))}">'
                     f"{sections[i + 1]} →</a>")  # fmt: skip
    return f'<nav class="pager">{" ".join(links)}</nav>'


# -- the rules in force --------------------------------------------------------------------------
def rules_section(site: Site, section: str) -> Page:
    here = at.rule_path(section)
    rules = site.in_force[section]
    lang = site.current.language.value
    articles = []
    for rule in rules:
        body = _rule_head(rule, here, lang) + _text(rule, site.in_force_path, here, lang)
        body += _glossary_links(site.glossary_by_rule.get(rule.id, ()), here)
        if rule.text:
            body += _story(story(rule, site.corpus, site.alignment), here)
        articles.append(f'<article class="rule d{_depth(rule.id)}" id="{rule.id}">{body}</article>')
    sections = list(site.in_force)
    nav = _section_nav(sections, section, at.rule_path, here)
    intro = (
        f'<p class="crumbs"><a href="{escape(relative("index.html", here))}">Reglas vigentes</a>'
        f" · {escape(long_name(site.current))}</p>"
    )
    body = intro + nav + "".join(articles) + nav
    title = f"{section}. {rules[0].title}" if rules else section
    return here, page(here, title, body)


def home(site: Site) -> Page:
    here = "index.html"
    chapters: dict[str, list[str]] = defaultdict(list)
    for section, rules in site.in_force.items():
        title = rules[0].title if rules else ""
        link = escape(relative(at.rule_path(section), here))
        chapters[section[0]].append(
            f'<li><a href="{link}">{section}</a> <span lang="en">{escape(title)}</span></li>'
        )
    body = [
        "<h1>Reglas Completas de Magic</h1>"
        f"<p>Las reglas vigentes ({escape(long_name(site.current))}),"
        " con la traducción al español donde la hay, la historia de cada regla entre ediciones y "
        "los enlaces entre reglas, glosario y palabras clave. Busca arriba por número (104.3c, "
        "1043c) o por palabras en español o en inglés.</p>"
    ]
    for chapter, items in chapters.items():
        body.append(
            f"<section><h2>Capítulo {chapter} ({chapter}00–{chapter}99)</h2>"
            f'<ul class="sections">{"".join(items)}</ul></section>'
        )
    return here, page(here, "Reglas vigentes", "".join(body))


# -- older editions --------------------------------------------------------------------------------
def edition_section(site: Site, edition_id: str, section: str, rules: list[Rule]) -> Page:
    edition = site.corpus.editions[edition_id]
    here = at.rule_path(section, edition_id)
    lang = edition.language.value
    path_of = site.edition_path(edition_id)
    articles = []
    for rule in rules:
        body = _rule_head(rule, here, lang) + _text(rule, path_of, here, lang)
        link = site.alignment.link(edition_id, rule.id)
        now = link.new if link is not None else None
        if now is not None and now in site.numbers_in_force:
            target = escape(relative(at.rule_path(now), here))
            note = edition_note(edition, rule.id, link, site.alignment, site.corpus.editions)
            body += f'<p class="now"><a href="{target}">Vigente: {now}</a> · {escape(note)}</p>'
        elif rule.text:
            note = edition_note(edition, rule.id, link, site.alignment, site.corpus.editions)
            body += f'<p class="now gone">{escape(note)}</p>'
        articles.append(f'<article class="rule d{_depth(rule.id)}" id="{rule.id}">{body}</article>')
    sections = list(site.rules_of(edition_id))
    nav = _section_nav(sections, section, lambda s: at.rule_path(s, edition_id), here)
    index = f"{at.EDITIONS_DIR}/{edition_id}/index.html"
    intro = (
        f'<p class="crumbs"><a href="{escape(relative(index, here))}">'
        f"{escape(edition.document)}</a> · {escape(_edition_name(edition))} · "
        "texto de entonces, no vigente</p>"
    )
    title = f"{section} ({_edition_name(edition)})"
    return here, page(here, title, intro + nav + "".join(articles) + nav, lang=lang)


def edition_home(site: Site, edition_id: str, sections: dict[str, list[Rule]]) -> Page:
    edition = site.corpus.editions[edition_id]
    here = f"{at.EDITIONS_DIR}/{edition_id}/index.html"
    items = "".join(
        f'<li><a href="{escape(relative(at.rule_path(s, edition_id), here))}">{s}</a> '
        f'<span lang="{edition.language.value}">{escape(rules[0].title)}</span></li>'
        for s, rules in sections.items()
    )
    counts = site.alignment.counts(edition_id) if site.alignment.knows(edition_id) else {}
    said = ", ".join(f"{n} {s.label}" for s, n in counts.items() if n)
    body = (
        f"<h1>{escape(edition.document)}</h1><p>{escape(_edition_name(edition))}. "
        "Cada regla enlaza con su regla vigente."
        + (f" Frente a las reglas vigentes: {escape(said)}." if said else "")
        + f'</p><ul class="sections">{items}</ul>'
    )
    return here, page(here, edition.document, body)


def editions(site: Site) -> Page:
    here = at.EDITIONS_PAGE
    rows = []
    for edition_id in site.catalog.preference:
        edition = site.corpus.editions[edition_id]
        if edition_id == site.current.id:
            link = escape(relative("index.html", here))
            what = "las reglas vigentes"
        elif edition_id in site.older:
            link = escape(relative(f"{at.EDITIONS_DIR}/{edition_id}/index.html", here))
            what = "texto de entonces"
        else:
            continue
        rows.append(
            f'<li><a href="{link}">{escape(edition.document)}</a> · '
            f"{escape(_edition_name(edition))} · {what}</li>"
        )
    body = "<h1>Ediciones</h1><ul>" + "".join(rows) + "</ul>"
    return here, page(here, "Ediciones", body)


# -- glossary, keywords, judge class ------------------------------------------------------------
def glossary(site: Site) -> Page:
    here = at.GLOSSARY_PAGE
    items = []
    for entry in site.glossary:
        spanish = site.spanish_names.get(entry.id.lower(), [])
        es = (
            f' <span class="es-name" lang="es">({escape(", ".join(spanish))})</span>'
            if spanish
            else ""
        )
        text = linked(entry.text, frozenset(entry.refs), site.in_force_path, here)
        items.append(
            f'<dt id="{at.glossary_anchor(entry.id)}">'
            f'<span lang="en">{escape(entry.id)}</span>{es}</dt>'
            f'<dd lang="en">{text}</dd>'
        )
    body = (
        "<h1>Glosario</h1>"
        f"<p>El glosario de las reglas vigentes ({escape(long_name(site.current))}),"
        " en inglés, con el nombre en español de cada término que el vocabulario de Juez conoce."
        f'</p><dl class="glossary">{"".join(items)}</dl>'
    )
    return here, page(here, "Glosario", body)


def _keyword_english(keyword: Keyword) -> str | None:
    return keyword_aliases().get(fold(keyword.id))


def keywords(site: Site) -> Page:
    here = at.KEYWORDS_PAGE
    spanish_of: dict[str, list[str]] = defaultdict(list)
    for spanish, named in keyword_aliases().items():
        spanish_of[named.lower()].append(spanish)
    rows = []
    for name, number in sorted(site.keyword_rules.items(), key=lambda kv: numbers.sort_key(kv[1])):
        heading = site.corpus.rule(number, site.current.id)
        shown = heading.title if heading else name
        es = ", ".join(spanish_of.get(name, [])) or "—"
        link = escape(relative(at.rule_path(number), here))
        rows.append(
            f'<tr><td><a href="{link}">{number}</a></td><td lang="en">{escape(shown)}</td>'
            f'<td lang="es">{escape(es)}</td></tr>'
        )
    material = []
    for keyword in sorted(site.corpus.keywords, key=lambda k: fold(k.id)):
        english = _keyword_english(keyword)
        found = site.keyword_rules.get(english.lower()) if english else None
        rule = ""
        if found:
            target = escape(relative(at.rule_path(found), here))
            rule = (
                f' · <a href="{target}">regla vigente {found}</a> '
                f'(<span lang="en">{escape(english or "")}</span>)'
            )
        source = _edition_name(site.corpus.editions[keyword.edition])
        notes = "".join(f"<li>{escape(n)}</li>" for n in keyword.notes)
        examples = "".join(f'<p class="example">{escape(e)}</p>' for e in keyword.examples)
        material.append(
            f'<article id="{at.keyword_anchor(keyword.id)}" lang="es"><h2>{escape(keyword.id)}</h2>'
            f'<p class="tag">Material de jueces ({escape(source)}){rule}</p>'
            f"<p>{escape(keyword.text)}</p>{examples}"
            + (f"<ul>{notes}</ul>" if notes else "")
            + "</article>"
        )
    body = (
        "<h1>Palabras clave</h1><p>Las habilidades y acciones de palabra clave de las reglas "
        "vigentes con su nombre impreso en las cartas en español, y después las explicaciones "
        "del material de estudio para jueces.</p>"
        '<table class="keywords"><thead><tr><th>Regla</th><th>Inglés</th><th>Español</th></tr>'
        f"</thead><tbody>{''.join(rows)}</tbody></table>"
        f"<h2>Explicaciones para jueces</h2>{''.join(material)}"
    )
    return here, page(here, "Palabras clave", body)


def judge_class(site: Site) -> Page:
    here = at.CLASS_PAGE
    parts = []
    current_page = None
    for section in site.corpus.class_sections:
        if section.page != current_page:
            current_page = section.page
            parts.append(f"<h2>{escape(section.page)}</h2>")
        text = linked(section.text, frozenset(section.refs), site.in_force_path, here)
        source = (
            f' <a class="source" href="{escape(section.link)}">fuente</a>' if section.link else ""
        )
        parts.append(
            f'<article id="{at.class_anchor(section.id)}"><h3>{escape(section.title)}{source}</h3>'
            f"<p>{text}</p></article>"
        )
    body = (
        "<h1>Clase de jueces</h1><p>Material de estudio para jueces en español "
        "(los números de regla enlazan con las reglas vigentes).</p>" + "".join(parts)
    )
    return here, page(here, "Clase de jueces", body)


def all_pages(site: Site) -> Iterable[Page]:
    yield home(site)
    for section in site.in_force:
        yield rules_section(site, section)
    yield editions(site)
    for edition_id in site.older:
        sections = site.rules_of(edition_id)
        yield edition_home(site, edition_id, sections)
        for section, rules in sections.items():
            yield edition_section(site, edition_id, section, rules)
    yield glossary(site)
    yield keywords(site)
    yield judge_class(site)
