"""The whole site into a folder, and what it measured.

    report = build_site(corpus, alignment, Path("sitio"))
    report.pages, report.bytes, report.largest, report.seconds, report.broken

The folder is written anew each time (a new edition added with `juez actualizar` or `indice
añadir` is in the corpus, so it is on the next build). A folder that holds anything but an
earlier build is refused, so a mistyped path never wipes someone's files: a build leaves a
marker file for that.
"""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from bot.site import pages as kinds
from bot.site.addresses import SEARCH_DATA, SEARCH_DIR
from bot.site.changes_page import changes_page
from bot.site.pages import Page, Site
from bot.site.policy_pages import policy_pages
from bot.site.search_parts import search_files
from index import progress
from index.corpus import Corpus
from index.editions.catalog import Alignment
from index.errors import UserError

MARKER = ".juez-sitio"
ASSETS = ("site.css", "site.js")
_HREF = re.compile(r'href="([^"]*)"')
_ID = re.compile(r'\bid="([^"]*)"')


@dataclass(frozen=True)
class SiteReport:
    folder: Path
    pages: int
    bytes: int  # every file of the site
    largest: tuple[str, int]  # the largest page and its size
    search_bytes: int  # every part of the search data
    search_first: int  # what the box reads before its first answer: the manifest
    seconds: float
    links: int  # internal links checked
    broken: list[str]  # "page -> target" for each link that leads nowhere


def _prepare(folder: Path) -> None:
    if folder.exists() and not folder.is_dir():
        raise UserError(
            f"{folder} es un archivo, no una carpeta. Ejemplo: juez sitio construir sitio"
        )
    if folder.is_dir() and any(folder.iterdir()):
        if not (folder / MARKER).exists():
            raise UserError(
                f"La carpeta {folder} no está vacía y no es un sitio de Juez: no la sobrescribo. "
                "Indica una carpeta nueva o vacía. Ejemplo: juez sitio construir ~/sitio-juez"
            )
        shutil.rmtree(folder)
    folder.mkdir(parents=True, exist_ok=True)


def all_pages(site: Site) -> Iterable[Page]:
    """Every page of the site, one kind after another (bot.site.pages and its neighbours)."""
    yield kinds.home(site)
    for section in site.in_force:
        yield kinds.rules_section(site, section)
    yield kinds.editions(site)
    for edition_id in site.older:
        sections = site.rules_of(edition_id)
        yield kinds.edition_home(site, edition_id, sections)
        for section, rules in sections.items():
            yield kinds.edition_section(site, edition_id, section, rules)
    for older in site.compared:
        yield changes_page(site, older)
    yield from policy_pages(site)
    yield kinds.glossary(site)
    yield kinds.keywords(site)
    yield kinds.judge_class(site)


def build_site(corpus: Corpus, alignment: Alignment, folder: Path) -> SiteReport:
    started = time.perf_counter()
    _prepare(folder)
    site = Site(corpus, alignment)
    written: dict[str, str] = {}
    # Seconds of work: a bar on a terminal (index.progress; nothing shown elsewhere).
    with progress.task("Construyendo el sitio") as advance:
        for path, html in all_pages(site):
            target = folder / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(html, encoding="utf-8")
            written[path] = html
            advance(1)
    assets = resources.files("bot.site") / "assets"
    for name in ASSETS:
        (folder / name).write_bytes((assets / name).read_bytes())
    searched = search_files(site)
    (folder / SEARCH_DIR).mkdir()
    for name, script in searched.items():
        (folder / name).write_text(script, encoding="utf-8")
    (folder / MARKER).write_text("Carpeta escrita por `juez sitio construir`.\n", encoding="utf-8")
    links, broken = check_links(written)
    sizes = {p: len(h.encode("utf-8")) for p, h in written.items()}
    largest = max(sizes.items(), key=lambda kv: kv[1])
    total = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
    return SiteReport(
        folder, len(written), total, largest,
        sum(len(s.encode("utf-8")) for s in searched.values()),
        len(searched[SEARCH_DATA].encode("utf-8")), time.perf_counter() - started, links, broken,
    )  # fmt: skip


def check_links(pages: dict[str, str]) -> tuple[int, list[str]]:
    """(internal links, those whose page or anchor does not exist) over the built pages."""
    import posixpath

    ids = {path: set(_ID.findall(html)) for path, html in pages.items()}
    count = 0
    broken = []
    for path, html in pages.items():
        for href in _HREF.findall(html):
            if href.startswith(("http://", "https://", "mailto:")):
                continue
            count += 1
            target, _, anchor = href.partition("#")
            resolved = posixpath.normpath(posixpath.join(posixpath.dirname(path), target))
            if target == "":
                resolved = path
            if resolved in ASSETS or resolved.startswith(f"{SEARCH_DIR}/"):
                continue
            if resolved not in ids or (anchor and anchor not in ids[resolved]):
                broken.append(f"{path} -> {href}")
    return count, broken


def build_from(data_dir: Path, folder: Path) -> SiteReport:
    """The site of the corpus in use (bundled editions and those added in ``data_dir``): the
    corpus and its alignment as the index keeps them beside it, no search index needed."""
    from index.corpus_loader import load_corpus
    from index.editions.cache import alignment_for

    corpus = load_corpus(cache_dir=data_dir, added_from=data_dir)
    return build_site(corpus, alignment_for(corpus, data_dir), folder)
