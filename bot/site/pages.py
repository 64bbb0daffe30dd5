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
from bot.site.html import Targets, linked, page, references, relative
from index import numbers
from index.corpus import Corpus
from index.editions.catalog import Alignment
from index.editions.diff import Change, Piece
from index.editions.edition_catalog import EditionCatalog, long_name, short_date
from index.editions.notes import edition_note
from index.editions.policy_editions import policy_sections
from index.fold import fold
from index.lookups.answers import Hit
from index.lookups.names import SPANISH_TEXT_EDITIONS, NameLookup
from index.lookups.policy import display_text
from index.models import Edition, GlossaryEntry, Keyword, PolicySection, Rule
from index.translate import keyword_aliases, spanish_game_terms

Page = tuple[str, str]
LANGUAGE_ES = {"es": "español", "en": "inglés"}


@dataclass
class Site:
    """What every page is built from: the corpus, its alignment and its edition catalog."""

    corpus: Corpus
    alignment: Alignment
    catalog: EditionCatalog = field(init=False)

    _rules_of: dict[str, dict[str, list[Rule]]] = field(init=False, default_factory=dict)
    _chapters: dict[str, dict[str, str]] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.catalog = EditionCatalog.of_corpus(self.corpus)

    @property
    def current(self) -> Edition:
        return self.corpus.current_edition

    def rules_of(self, edition: str) -> dict[str, list[Rule]]:
        """An edition's rules by section, in document order (worked out once)."""
        if edition not in self._rules_of:
            self._rules_of[edition] = self._read_rules(edition)
        return self._rules_of[edition]

    def _read_rules(self, edition: str) -> dict[str, list[Rule]]:
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
    def names(self) -> NameLookup:
        """The lookup behind /palabraclave and /glosario: the site shows the same Spanish texts
        in the same order of sources, with the same labels."""
        return NameLookup(self.corpus, self.alignment)

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

    @cached_property
    def policy(self) -> list[PolicySection]:
        """The tournament policy sections in force (MTR, IPG, JAR), in document order."""
        return policy_sections(self.corpus)

    @cached_property
    def policy_citations(self) -> dict[str, list[PolicySection]]:
        """Rule in force -> the policy sections whose text cites it."""
        found: dict[str, list[PolicySection]] = defaultdict(list)
        for section in self.policy:
            text = "\n".join([display_text(section), *section.examples])
            for number in dict.fromkeys(references(text)):
                if number in self.numbers_in_force:
                    found[number].append(section)
        return dict(found)

    @cached_property
    def compared(self) -> list[str]:
        """The older editions of the language in force the alignment compares with the rules
        in force, newest first: a page of changes each."""
        found = [
            e
            for e in self.older
            if self.corpus.editions[e].language is self.current.language and self.alignment.knows(e)
        ]
        return sorted(found, key=lambda e: str(self.corpus.editions[e].date), reverse=True)

    def in_force_path(self, number: str) -> str | None:
        return at.rule_path(number) if number in self.numbers_in_force else None

    def chapters_of(self, edition: str) -> dict[str, str]:
        """An edition's chapters ("7" -> "Additional Rules"): its own names, else those of
        the text it translates, else those in force; only chapters it has sections of."""
        if edition in self._chapters:
            return self._chapters[edition]
        names = (
            self.corpus.chapters.get(edition)
            or self.corpus.chapters.get(self.alignment.original_of(edition))
            or self.corpus.chapters.get(self.current.id, {})
        )
        held = {section[0] for section in self.rules_of(edition)}
        self._chapters[edition] = {n: names.get(n, "") for n in sorted(held)}
        return self._chapters[edition]

    def chapter_path(self, edition: str | None = None) -> Callable[[str], str | None]:
        home = "index.html" if edition is None else at.edition_home(edition)
        chapters = self.chapters_of(edition or self.current.id)

        def path_of(number: str) -> str | None:
            return f"{home}#{at.chapter_anchor(number)}" if number in chapters else None

        return path_of

    def edition_path(self, edition: str) -> Callable[[str], str | None]:
        def path_of(number: str) -> str | None:
            held = self.corpus.rules.get(number, {})
            return at.rule_path(number, edition) if edition in held else None

        return path_of

    def in_force_targets(self, refs: Iterable[str] = ()) -> Targets:
        return Targets(self.in_force_path, self.chapter_path(), frozenset(refs))

    def edition_targets(self, edition: str, refs: Iterable[str] = ()) -> Targets:
        """References of an older text as it printed them: a rule of its own edition (or of
        the text it translates), a chapter of its own."""
        own, original = (
            self.edition_path(edition),
            self.edition_path(self.alignment.original_of(edition)),
        )

        chapters = [self.chapter_path(e) for e in (edition, self.alignment.original_of(edition))]
        chapters.append(self.chapter_path())

        def rule(number: str) -> str | None:
            return own(number) or original(number)

        def chapter(number: str) -> str | None:
            # A partial translation has few chapters: "sección 6" is then the original's.
            return next((p for p in (c(number) for c in chapters) if p), None)

        return Targets(rule, chapter, frozenset(refs))

    def translation_targets(self, edition: str, refs: Iterable[str] = ()) -> Targets:
        """References of a translation shown beside a rule in force: the rule in force each
        number became (as the bot opens them), else the rule as that edition printed it."""
        then = self.edition_targets(edition, refs)

        original = self.alignment.original_of(edition)

        def rule(number: str) -> str | None:
            now = self.alignment.current_id(edition, number)
            now = now or self.alignment.current_id(original, number)
            return (self.in_force_path(now) if now else None) or then.rule(number)

        return Targets(rule, self.chapter_path(), frozenset(refs))


# -- pieces ---------------------------------------------------------------------------------------
def _depth(number: str) -> int:
    return 1 if "." not in number else (2 if number[-1].isdigit() else 3)


def _heading(rule: Rule) -> str:
    """A section's or a titled rule's name ("Trample"); "" for a rule of running text."""
    return rule.title if (_depth(rule.id) == 1 or not rule.text) else ""


def _text(rule: Rule, to: Targets, here: str, lang: str) -> str:
    out = []
    if rule.text:
        out.append(f'<p lang="{lang}">{linked(rule.text, to, here)}</p>')
    for example in rule.examples:
        out.append(f'<p class="example" lang="{lang}">{linked(example, to, here)}</p>')
    return "".join(out)


def diff_html(pieces: list[Piece], now: Targets, then: Targets, here: str) -> str:
    """The word diff, its references linked: removed words are the older text's (its
    numbers then), the rest is the text in force."""
    tag = {Change.SAME: "span", Change.ADDED: "ins", Change.REMOVED: "del"}
    return " ".join(
        f"<{tag[p.change]}>{linked(p.text, then if p.change is Change.REMOVED else now, here)}"
        f"</{tag[p.change]}>"
        for p in pieces
    )


def edition_name(edition: Edition) -> str:
    return f"{LANGUAGE_ES[edition.language.value]}, {short_date(edition)}"


def _past(row: Past, here: str, site: Site, rule: Rule) -> str:
    name = escape(edition_name(row.edition))
    if row.number is None:
        said = "no existía"
    else:
        target = relative(at.rule_path(row.number, row.edition.id), here)
        said = f'<a href="{escape(target)}">{row.number}</a> · {escape(row.status.label)}'
    if row.merged:
        path_then = site.edition_path(row.edition.id)
        merged = ", ".join(
            f'<a href="{escape(relative(path, here))}">{n}</a>' if (path := path_then(n)) else n
            for n in row.merged
        )
        said += f" · recoge también {merged}"
    diff = ""
    if row.diff and row.number is not None:
        old = site.corpus.rule(row.number, row.edition.id)
        then = site.edition_targets(row.edition.id, old.refs if old else ())
        now = site.in_force_targets(rule.refs)
        diff = f'<p class="diff" lang="en">{diff_html(row.diff, now, then, here)}</p>'
    return f"<li>{name}: {said}{diff}</li>"


def _story(found: RuleStory, here: str, site: Site, rule: Rule) -> str:
    out = []
    for t in found.translations:
        state = "dice lo mismo" if t.holds else "ya no dice lo mismo que la regla vigente"
        where = escape(relative(at.rule_path(t.rule.id, t.edition.id), here))
        label = f"Traducción ({escape(edition_name(t.edition))}, regla "
        label += f'<a href="{where}">{t.rule.id}</a>): {state}'
        kind = "es" if t.holds else "es stale"
        to = site.translation_targets(t.edition.id, t.rule.refs)
        out.append(
            f'<div class="{kind}"><p class="tag">{label}</p>'
            f'<p lang="es">{linked(t.rule.text, to, here)}</p></div>'
        )
    if found.past:
        statuses = {p.status for p in found.past if p.number is not None}
        summary = ", ".join(sorted(s.label for s in statuses)) if statuses else "nueva"
        if found.changed:
            summary = f"cambió: {summary}"
        rows = "".join(_past(p, here, site, rule) for p in found.past)
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


def _policy_links(sections: Iterable[PolicySection], here: str) -> str:
    links = ", ".join(
        f'<a href="{escape(relative(at.policy_path(s.document) + "#" + s.id, here))}">'
        f"{escape(s.document)} {escape(s.number)}</a>"
        for s in sections
    )
    return f'<p class="gloss">Citada en las normas de torneo: {links}</p>' if links else ""


def _rule_head(rule: Rule, here: str, lang: str) -> str:
    level = _depth(rule.id)  # the section is the page's h1
    title = _heading(rule)
    named = f' <span lang="{lang}">{escape(title)}</span>' if title else ""
    anchor = escape(relative(f"{here}#{rule.id}", here))
    return f'<h{level}><a class="num" href="{anchor}">{rule.id}</a>{named}</h{level}>'


def _section_nav(
    sections: list[str], section: str, path: Callable[[str], str], here: str, where: str
) -> str:
    i = sections.index(section)
    links = []
    if i > 0:
        links.append(f'<a rel="prev" href="{escape(relative(path(sections[i - 1]), here))}">'
                     f"← {sections[i - 1]}</a>")  # fmt: skip
    if i + 1 < len(sections):
        links.append(f'<a rel="next" href="{escape(relative(path(sections[i + 1]), here))}">'
                     f"{sections[i + 1]} →</a>")  # fmt: skip
    return f'<nav class="pager" aria-label="Sección anterior y siguiente ({where})">' + (
        " ".join(links) + "</nav>"
    )


# -- the rules in force --------------------------------------------------------------------------
def rules_section(site: Site, section: str) -> Page:
    here = at.rule_path(section)
    rules = site.in_force[section]
    lang = site.current.language.value
    articles = []
    for rule in rules:
        body = _rule_head(rule, here, lang) + _text(
            rule, site.in_force_targets(rule.refs), here, lang
        )
        body += _glossary_links(site.glossary_by_rule.get(rule.id, ()), here)
        body += _policy_links(site.policy_citations.get(rule.id, ()), here)
        if rule.text:
            body += _story(story(rule, site.corpus, site.alignment), here, site, rule)
        articles.append(f'<article class="rule d{_depth(rule.id)}" id="{rule.id}">{body}</article>')
    sections = list(site.in_force)
    top, bottom = (
        _section_nav(sections, section, at.rule_path, here, w) for w in ("arriba", "abajo")
    )
    intro = (
        f'<p class="crumbs"><a href="{escape(relative("index.html", here))}">Reglas vigentes</a>'
        f" · {escape(long_name(site.current))}</p>"
    )
    body = intro + top + "".join(articles) + bottom
    title = f"{section}. {rules[0].title}" if rules else section
    return here, page(here, title, body)


def _chapters(site: Site, edition_id: str, sections: dict[str, list[Rule]], here: str) -> str:
    """An edition's sections by chapter, each chapter anchored ("#capitulo-7") and named as
    the rules name it, for "see section 7" to land on."""
    edition = site.corpus.editions[edition_id]
    lang = edition.language.value
    names = site.chapters_of(edition_id)
    by_chapter: dict[str, list[str]] = defaultdict(list)
    for section, rules in sections.items():
        title = rules[0].title if rules else ""
        folder = None if edition_id == site.current.id else edition_id
        link = escape(relative(at.rule_path(section, folder), here))
        by_chapter[section[0]].append(
            f'<li><a href="{link}">{section}</a> <span lang="{lang}">{escape(title)}</span></li>'
        )
    out = []
    for chapter, items in by_chapter.items():
        anchor = at.chapter_anchor(chapter)
        named = names.get(chapter, "")
        name_lang = site.current.language.value if edition_id == site.current.id else "en"
        name = f' · <span lang="{name_lang}">{escape(named)}</span>' if named else ""
        out.append(
            f'<section aria-labelledby="{anchor}"><h2 id="{anchor}">'
            f'<a class="num" href="#{anchor}">Capítulo {chapter}</a>{name} '
            f'<span class="span">({chapter}00–{chapter}99)</span></h2>'
            f'<ul class="sections">{"".join(items)}</ul></section>'
        )
    return "".join(out)


def home(site: Site) -> Page:
    here = "index.html"
    example = escape(relative(at.rule_path("104.3c"), here))
    body = (
        "<h1>Reglas Completas de Magic</h1>"
        f"<p>Las reglas vigentes ({escape(long_name(site.current))}),"
        " con la traducción al español donde la hay, la historia de cada regla entre ediciones y "
        "los enlaces entre reglas, normas de torneo, glosario y palabras clave. Busca arriba por "
        f'número (<a href="{example}">104.3c</a>, 1043c) o por palabras en español o en inglés.'
        + (
            f' <a href="{escape(relative(at.changes_path(site.compared[0]), here))}">Qué cambió '
            f"desde {escape(edition_name(site.corpus.editions[site.compared[0]]))}</a>."
            if site.compared
            else ""
        )
        + "</p>"
    )
    body += _chapters(site, site.current.id, site.in_force, here)
    return here, page(here, "Reglas vigentes", body)


# -- older editions --------------------------------------------------------------------------------
def _note(note: str, site: Site, edition_id: str, number: str, here: str) -> str:
    """An edition note (index.editions.notes) with its numbers linked: the rule's number then
    ("Texto de 2019, regla 103.4: …") on this page, the numbers after it in force."""
    then = at.rule_path(number, edition_id)

    def rule(found: str) -> str | None:
        return then if found == number and not seen else site.in_force_path(found)

    seen: list[str] = []
    out = []
    for part in note.split(": ", 1):
        out.append(linked(part, Targets(rule, refs=frozenset(site.numbers_in_force)), here))
        seen.append(part)
    return ": ".join(out)


def _old_banner(site: Site, edition: Edition, here: str) -> str:
    """The first thing an older edition's page shows, on any screen: it is not in force."""
    home = escape(relative("index.html", here))
    kind = "Traducción" if edition.language is not site.current.language else "Edición anterior"
    return (
        f'<p class="banner" role="note"><strong>{kind} ({escape(edition_name(edition))}), '
        f"no vigente.</strong> Las reglas en vigor son las de "
        f'<a href="{home}">{escape(long_name(site.current))}</a>.</p>'
    )


def edition_section(site: Site, edition_id: str, section: str, rules: list[Rule]) -> Page:
    edition = site.corpus.editions[edition_id]
    here = at.rule_path(section, edition_id)
    lang = edition.language.value
    articles = []
    for rule in rules:
        to = site.edition_targets(edition_id, rule.refs)
        body = _rule_head(rule, here, lang) + _text(rule, to, here, lang)
        link = site.alignment.link(edition_id, rule.id)
        now = link.new if link is not None else None
        note = edition_note(edition, rule.id, link, site.alignment, site.corpus.editions)
        said = _note(note, site, edition_id, rule.id, here)
        if now is not None and now in site.numbers_in_force:
            target = escape(relative(at.rule_path(now), here))
            body += f'<p class="now"><a href="{target}">Vigente: {now}</a> · {said}</p>'
        elif rule.text:
            body += f'<p class="now gone">{said}</p>'
        articles.append(f'<article class="rule d{_depth(rule.id)}" id="{rule.id}">{body}</article>')
    sections = list(site.rules_of(edition_id))
    top, bottom = (
        _section_nav(sections, section, lambda s: at.rule_path(s, edition_id), here, where)
        for where in ("arriba", "abajo")
    )
    index = f"{at.EDITIONS_DIR}/{edition_id}/index.html"
    intro = _old_banner(site, edition, here) + (
        f'<p class="crumbs"><a href="{escape(relative(index, here))}">'
        f"{escape(edition.document)}</a> · {escape(edition_name(edition))} · "
        "texto de entonces, no vigente</p>"
    )
    title = f"{section} ({edition_name(edition)})"
    return here, page(here, title, intro + top + "".join(articles) + bottom)


def edition_home(site: Site, edition_id: str, sections: dict[str, list[Rule]]) -> Page:
    edition = site.corpus.editions[edition_id]
    here = at.edition_home(edition_id)
    items = _chapters(site, edition_id, sections, here)
    counts = site.alignment.counts(edition_id) if site.alignment.knows(edition_id) else {}
    said = ", ".join(f"{n} {s.label}" for s, n in counts.items() if n)
    body = (
        _old_banner(site, edition, here)
        + f"<h1>{linked(edition.document, site.edition_targets(edition_id), here)}</h1>"
        f"<p>{escape(edition_name(edition))}. "
        "Cada regla enlaza con su regla vigente."
        + (f" Frente a las reglas vigentes: {escape(said)}." if said else "")
        + f"</p>{items}"
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
            f"{escape(edition_name(edition))} · {what}</li>"
        )
    body = "<h1>Ediciones</h1><ul>" + "".join(rows) + "</ul>"
    return here, page(here, "Ediciones", body)


# -- glossary, keywords, judge class ------------------------------------------------------------
def _spanish_text(hit: Hit, site: Site, here: str) -> str:
    """A Spanish text of /palabraclave or /glosario: the text, then the label of its source."""
    targets = site.in_force_targets(hit.refs)
    text, label = linked(hit.text, targets, here), linked(hit.edition_label, targets, here)
    return f'<p lang="es">{text}</p><p class="tag" lang="es">{label}</p>'


def glossary(site: Site) -> Page:
    here = at.GLOSSARY_PAGE
    items = []
    defined = 0
    for entry in site.glossary:
        said = site.names.glossary_spanish(entry.id)
        name_es, spanish = said if said is not None else ("", None)
        vocabulary = site.spanish_names.get(entry.id.lower(), [])
        others = [n for n in vocabulary if fold(n) != fold(name_es)]
        also = f" · también {', '.join(others)}" if others else ""
        named = (
            f' <span class="es-name" lang="es">({escape(name_es or ", ".join(others))}'
            f"{escape(also if name_es else '')})</span>"
            if name_es or others
            else ""
        )
        english = linked(entry.text, site.in_force_targets(entry.refs), here)
        if spanish is not None:
            defined += 1
            body = (
                _spanish_text(spanish, site, here)
                + '<p class="in-force">Texto vigente, en inglés: '
                + f'<span lang="en">{english}</span></p>'
            )
        else:
            body = f'<p lang="en">{english}</p>'
        items.append(
            f'<dt id="{at.glossary_anchor(entry.id)}">'
            f'<span lang="en">{escape(entry.id)}</span>{named}</dt><dd>{body}</dd>'
        )
    body = (
        "<h1>Glosario</h1>"
        f"<p>El glosario de las reglas vigentes ({escape(long_name(site.current))}): cada término"
        f" con su nombre en español, y {defined} de los {len(site.glossary)} con una definición en"
        " español (cada una dice de dónde sale), antes del texto vigente en inglés, que es el que"
        f' manda.</p><dl class="glossary">{"".join(items)}</dl>'
    )
    return here, page(here, "Glosario", body)


def _keyword_english(keyword: Keyword) -> str | None:
    return keyword_aliases().get(fold(keyword.id))


def _judge_page(keyword: Keyword, site: Site, here: str, *, main: bool) -> str:
    """The 2016 judge page of a keyword: its text, examples and notes; marked when the rule in
    force no longer says the same."""
    source = edition_name(site.corpus.editions[keyword.edition])
    outdated = site.names.outdated(keyword)
    warn = (
        f'<p class="outdated" lang="es">Ya no coincide con la regla vigente: '
        f"{linked('; '.join(outdated), site.in_force_targets(), here)}</p>"
        if outdated
        else ""
    )
    notes = "".join(f"<li>{escape(n)}</li>" for n in keyword.notes)
    examples = "".join(f'<p class="example">{escape(e)}</p>' for e in keyword.examples)
    heading = "" if main else f"<h3>Material de jueces ({escape(source)})</h3>"
    tag = f'<p class="tag">Material de jueces ({escape(source)})</p>' if main else ""
    return f"{heading}{tag}{warn}<p>{escape(keyword.text)}</p>{examples}" + (
        f"<ul>{notes}</ul>" if notes else ""
    )


def keywords(site: Site) -> Page:
    """Every keyword of the rules in force with the Spanish text /palabraclave answers with
    first, the 2016 judge page beside it when there is one, and the judge pages of keywords no
    rule in force defines any more."""
    here = at.KEYWORDS_PAGE
    names = site.names
    rows, articles = [], []
    shown_pages: set[str] = set()
    for name, number in sorted(site.keyword_rules.items(), key=lambda kv: numbers.sort_key(kv[1])):
        heading = site.corpus.rule(number, site.current.id)
        shown = heading.title if heading else name
        said = names.spanish_hit(number)
        spanish = names.spanish_name(number) or "—"
        link = escape(relative(at.rule_path(number), here))
        anchor = at.keyword_anchor(said.id if said is not None else shown)
        rows.append(
            f'<tr><td><a href="{link}">{number}</a></td><td lang="en">{escape(shown)}</td>'
            f'<td lang="es"><a href="#{anchor}">{escape(spanish)}</a></td></tr>'
        )
        page_kw = names.page_of.get(number)
        parts = [
            f'<article id="{anchor}" lang="es"><h2>{escape(spanish)} '
            f'(<span lang="en">{escape(shown)}</span>)</h2>'
            f'<p class="tag"><a href="{link}">Regla vigente {number}</a></p>'
        ]
        if said is not None and said.edition in SPANISH_TEXT_EDITIONS:
            parts.append(_spanish_text(said, site, here))
            if page_kw is not None:
                parts.append(_judge_page(page_kw, site, here, main=False))
        elif page_kw is not None:
            parts.append(_judge_page(page_kw, site, here, main=True))
        if page_kw is not None:
            shown_pages.add(page_kw.id)
        articles.append("".join(parts) + "</article>")
    retired = []
    for keyword in sorted(site.corpus.keywords, key=lambda k: fold(k.id)):
        if keyword.id in shown_pages:
            continue
        retired.append(
            f'<article id="{at.keyword_anchor(keyword.id)}" lang="es"><h3>{escape(keyword.id)}</h3>'
            + _judge_page(keyword, site, here, main=True)
            + "</article>"
        )
    body = (
        "<h1>Palabras clave</h1><p>Las habilidades y acciones de palabra clave de las reglas "
        "vigentes, cada una con el mismo texto en español que da <code>/palabraclave</code>: el "
        "texto recordatorio impreso en una carta en español, el material de jueces de 2016 donde"
        " sigue valiendo, o una explicación de Juez basada en la regla vigente; cada texto dice de"
        " dónde sale, y la regla vigente, en inglés, es la que manda.</p>"
        '<table class="keywords"><thead><tr><th>Regla</th><th>Inglés</th><th>Español</th></tr>'
        f"</thead><tbody>{''.join(rows)}</tbody></table>"
        f"<h2>Explicaciones</h2>{''.join(articles)}"
        + (
            "<h2>Material de jueces sin regla vigente propia</h2>" + "".join(retired)
            if retired
            else ""
        )
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
        text = linked(section.text, site.in_force_targets(section.refs), here)
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
