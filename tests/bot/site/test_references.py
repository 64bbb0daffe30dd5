"""Every reference-shaped string of every built page is a link (or says its rule does not exist).

The shapes are found here with a reading of their own, broader than the site's linker
(bot.site.html): any rule number with a dot ("101.4a"), any number after "rule", "regla",
"section", "sección", "chapter", "capítulo" or "Appendix", and the end of a range after a
linked number ("601.2a–h"). Text inside a link is masked first; whatever shape is left is a
reference a reader cannot follow.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from index.models import PolicySection

SHAPES = re.compile(
    r"(?<![\w.])\d{3}\.\d+[a-z]?"
    r"|(?i:\b(?:rules?|reglas?|sections?|secci[oó]n(?:es)?|chapters?|cap[ií]tulos?)\s+\d+"
    r"(?:\.\d+[a-z]?)?)"
    r"|(?i:\bappendix\s+[A-F]\b)"
    r"|\x00\s?[–-]\s?[a-z0-9]\b"  # a range whose end was left as text
)
MISSING = "(esa regla no existe)"
LINK = "\x00"


class _Text(HTMLParser):
    """A page's readable text, each link's text replaced by one mark; scripts, styles and
    the title left out; blocks kept apart."""

    BLOCKS = frozenset(
        [
            "p",
            "li",
            "dt",
            "dd",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "td",
            "th",
            "div",
            "article",
            "section",
            "summary",
        ]
    )

    def __init__(self) -> None:
        super().__init__()
        self.links = 0
        self.hidden = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.links += 1
            self.parts.append(LINK)
        elif tag in ("script", "style", "title"):
            self.hidden += 1
        elif tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag == "a":
            self.links -= 1
        elif tag in ("script", "style", "title"):
            self.hidden -= 1
        elif tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.hidden and not self.links:
            self.parts.append(data)


def text_of(html: str) -> str:
    reader = _Text()
    reader.feed(html)
    return "".join(reader.parts)


def unlinked(text: str) -> list[str]:
    found = []
    for m in SHAPES.finditer(text):
        if text[m.end() : m.end() + 1 + len(MISSING)].strip() == MISSING:
            continue
        found.append(m[0].replace(LINK, "…"))
    return found


def test_the_reader_finds_each_shape_and_skips_links():
    text = text_of(
        "<p>as in 101.4a, see rule 704, section 7, sección 4.2, Appendix D and "
        '<a href="x">601.2a</a>–h</p><p>100 cards; <a href="y">rule 702</a>; '
        '<a href="z">601.2f</a>–<a href="w">h</a>; see rule 110.10 (esa regla no existe)</p>'
    )
    assert unlinked(text) == [
        "101.4a", "rule 704", "section 7", "sección 4.2", "Appendix D", "…–h",
    ]  # fmt: skip


def test_no_page_has_a_reference_that_is_not_a_link(site):
    left: dict[str, list[str]] = {}
    for page in sorted(site.folder.rglob("*.html")):
        found = unlinked(text_of(page.read_text(encoding="utf-8")))
        if found:
            left[page.relative_to(site.folder).as_posix()] = found
    assert left == {}


def test_a_reference_said_missing_is_to_a_rule_the_rules_in_force_lack(site, corpus):
    current = corpus.current_edition.id
    said = 0
    for page in site.folder.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        for m in re.finditer(r"(\d{3}(?:\.\d+[a-z]?)?) <small class=\"missing\">", html):
            said += 1
            assert corpus.rule(m[1], current) is None, f"{page.name}: {m[1]} exists"
    assert said <= 3  # a slip of the source now and then, not a linker that gave up


def test_references_of_every_kind_lead_to_their_target(site):
    read = lambda path: (site.folder / path).read_text(encoding="utf-8")  # noqa: E731
    rules = read("reglas/101.html")
    # 101.4b "except as specified in 101.4a": a bare number
    assert '<a class="ref" href="101.html#101.4a">101.4a</a>' in rules
    # 103.2 "Perform the actions listed in 103.2a–e": a range, both ends
    first, last = '<a class="ref" href="103.html#103.2a">', '<a class="ref" href="103.html#103.2e">'
    assert f"{first}103.2a</a>–{last}e</a>" in read("reglas/103.html")
    # 100.1b "See section 8": a chapter, named and anchored on the home page
    assert '<a class="ref" href="../index.html#capitulo-8">8</a>' in read("reglas/100.html")
    home = read("index.html")
    assert re.search(
        r'<h2 id="capitulo-8">.*?Capítulo 8</a> · <span lang="en">Multiplayer Rules', home
    )
    # A Spanish translation box: "Ver la regla 704" leads to the rule in force
    assert re.search(
        r'<p lang="es">[^<]*[Vv]er la regla <a class="ref" href="704.html">704</a>',
        read("reglas/104.html"),
    )


def test_policy_pages_anchor_every_section_and_link_both_ways(site, library):
    sections = library.policy.sections
    assert {s.document for s in sections} == {"MTR", "IPG", "JAR"}
    for section in sections:
        page = read_policy = site.folder / "normas" / f"{section.document.lower()}.html"
        assert f'id="{section.id}"' in page.read_text(encoding="utf-8"), section.id
        del read_policy
    mtr = (site.folder / "normas" / "mtr.html").read_text(encoding="utf-8")
    # The MTR cites the rules (103.4: the mulligan); the rule lists the MTR section back.
    cited = re.search(r'<a class="ref" href="../reglas/103.html#(103\.4[a-z]?)">', mtr)
    assert cited
    rule_page = (site.folder / "reglas" / "103.html").read_text(encoding="utf-8")
    back = re.search(
        rf'id="{re.escape(cited[1])}".*?Citada en las normas de torneo: (.*?)</p>', rule_page, re.S
    )
    assert back and 'href="../normas/mtr.html#mtr-' in back[1]
    assert all(isinstance(s, PolicySection) for s in sections)
