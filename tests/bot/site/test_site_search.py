"""The site's search box in Chromium: the bot's lookup set through it beside the bot, numbers
read as the bot reads them, and its data loaded in parts."""

from __future__ import annotations

import pytest

from bench.evaluate import load_queries
from bench.lookups import LOOKUPS_FILE
from bench.site_search import site_route
from bot.site.addresses import SEARCH_DATA, SEARCH_DIR
from bot.site.pages import Site
from index import numbers

# Measured on 2026-12-07 (bench.site_search): bot top-3 95.7 %, site 91.9 %. Issue 45 wants
# the site's top-3 within 5 points of the bot's; the floor keeps what was reached.
SITE_TOP3_FLOOR = 0.91
GAP_CEILING = 0.05  # issue 45, Done when


@pytest.fixture(scope="module")
def page(browser, site):
    page = browser.new_page()
    page.goto((site.folder / "index.html").as_uri())
    yield page
    page.close()


def test_the_lookup_set_through_the_box_beside_the_bot(page, site, corpus, data_dir, library):
    from bench.evaluate import evaluate
    from bench.lookups import routes
    from bench.site_search import keys_by_path
    from index.editions.cache import alignment_for

    queries = load_queries(LOOKUPS_FILE)
    bot = evaluate(routes(library), queries)
    shown = Site(corpus, alignment_for(corpus, data_dir))
    route = site_route(
        lambda q: page.evaluate("q => window.JUEZ_SEARCH(q)", q),
        keys_by_path(shown), shown.current.id,
    )  # fmt: skip
    found = evaluate({"*": route}, queries)
    print(f"\nbot top-1 {bot.overall.top1:.1%} top-3 {bot.overall.top3:.1%}; "
          f"sitio top-1 {found.overall.top1:.1%} top-3 {found.overall.top3:.1%}")  # fmt: skip
    assert found.by_type["number"].top1 == 1.0
    assert found.overall.top3 >= SITE_TOP3_FLOOR
    assert bot.overall.top3 - found.overall.top3 <= GAP_CEILING


NUMBER_TEXTS = [q.query for q in load_queries(LOOKUPS_FILE) if q.type == "number"] + [
    "104.3a-c", "101.4a–d", "104.3a-104.3d", "R. 106,4b", "l04.3a", "999.9", "lol",
    "robar sin cartas", "sección 104", "«104.3c»", "60 3.3b", "704-5-k", "7025",
]  # fmt: skip


def test_numbers_are_read_as_the_bot_reads_them(page):
    for text in NUMBER_TEXTS:
        read, guess = page.evaluate("t => window.JUEZ_NUMBER(t)", text)
        expected = numbers.parse_user_number(text)
        assert (tuple(read) if read else None) == (tuple(expected) if expected else None), text
        assert guess == numbers.digits_reading(text), text


def test_the_box_loads_its_data_in_parts(browser, site):
    folder = site.folder / SEARCH_DIR
    parts = sorted(folder.iterdir())
    manifest = (site.folder / SEARCH_DATA).stat().st_size
    assert manifest < 40_000 and len(parts) > 20
    assert max(p.stat().st_size for p in parts) < 80_000
    page = browser.new_page()
    page.goto((site.folder / "index.html").as_uri())
    loaded = "() => [...document.scripts].map(s => s.src).filter(s => s.includes('/buscar/'))"
    assert page.evaluate(loaded) == []  # nothing before the box is used
    page.fill("#q", "arrollar")
    page.wait_for_selector("#results [role=option]")
    fetched = page.evaluate(loaded)
    assert any(s.endswith("/indice.js") for s in fetched)
    assert len(fetched) < len(parts) / 3
    labels = page.locator("#results [role=option] b").all_inner_texts()
    page.close()
    assert "702.19" in labels[:3] or "Arrollar" in labels[:3]


def test_every_result_of_the_box_has_a_key(site, corpus, data_dir):
    """Each document stands for a record the evaluation sets can name (bench.site_search)."""
    from bench.site_search import keys_by_path
    from index.editions.cache import alignment_for

    keys = keys_by_path(Site(corpus, alignment_for(corpus, data_dir)))
    assert keys["reglas/104.html#104.3c"] == "104.3c" and all(keys.values())
