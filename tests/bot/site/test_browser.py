"""The built site in headless Chromium: links, anchors, search, diffs, a phone's width."""

from __future__ import annotations

import pytest

from bot.site.search import stop_words, words

# In the browser: every page of the site fetched, its links resolved by the browser itself, and
# each target page (and anchor) looked up. Returns [links checked, broken links].
CRAWL = """async (start) => {
  const ids = new Map(), queue = [new URL(start).href], broken = [];
  let links = 0;
  async function idsOf(url) {
    if (!ids.has(url)) {
      const answer = await fetch(url);
      if (!answer.ok) { ids.set(url, null); return null; }
      const doc = new DOMParser().parseFromString(await answer.text(), "text/html");
      ids.set(url, {doc, ids: new Set([...doc.querySelectorAll("[id]")].map(e => e.id))});
      if (url.endsWith(".html")) queue.push(url);
    }
    return ids.get(url);
  }
  await idsOf(queue[0]);
  const seen = new Set();
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const here = ids.get(url);
    for (const a of here.doc.querySelectorAll("a[href]")) {
      const target = new URL(a.getAttribute("href"), url);
      if (target.origin !== new URL(start).origin) continue;
      links++;
      const page = target.href.split("#")[0];
      const found = await idsOf(page);
      const anchor = decodeURIComponent(target.hash.slice(1));
      if (!found || (anchor && !found.ids.has(anchor))) {
        broken.push(url + " -> " + a.getAttribute("href"));
      }
    }
  }
  return [links, seen.size, broken];
}"""


def test_every_internal_link_of_every_page_resolves(browser, served, site):
    page = browser.new_page()
    page.goto(served + "index.html")
    links, pages, broken = page.evaluate(CRAWL, served + "index.html")
    page.close()
    assert broken == []
    assert pages == site.pages  # every page was reached from the home page
    assert links > 10_000


def test_a_rule_anchor_opens_scrolled_to_its_rule(phone, site, screenshots):
    phone.goto((site.folder / "reglas" / "104.html").as_uri() + "#104.3c")
    box = phone.locator('[id="104.3c"]').bounding_box()
    assert phone.evaluate("window.scrollY") > 0
    assert 0 <= box["y"] < 844 / 2  # in sight, near the top
    # What shows at the rule's first line is the rule itself, not the sticky header over it.
    shown = "([x, y]) => document.elementFromPoint(x, y).closest('[id=\"104.3c\"]') !== null"
    assert phone.evaluate(shown, [box["x"] + 8, box["y"] + 8])
    assert phone.evaluate("location.hash") == "#104.3c"
    phone.screenshot(path=screenshots / "regla-104.3c.png")


@pytest.mark.parametrize(
    ("typed", "place"),
    [
        ("1043c", 1),
        pytest.param("robar sin cartas", 3, marks=pytest.mark.xfail(strict=True, reason=(
            "issue 45: keywords whose printed reminders say robar, cartas, sin (Dredge, "
            "Miracle, Cycling) outrank 104.3c; a description ranking of its own measured "
            "worse (commit 5e5b4da); open"
        ))),
    ],
)  # fmt: skip
def test_the_search_box_finds_104_3c(phone, site, typed, place):
    phone.goto((site.folder / "index.html").as_uri())
    phone.fill("#q", typed)
    phone.wait_for_selector("#results [role=option]")
    found = phone.locator("#results [role=option] b").all_inner_texts()
    assert "104.3c" in found[:place]
    if place == 1:  # Enter opens the first result
        phone.keyboard.press("Enter")
        phone.wait_for_url("**/reglas/104.html#104.3c")


def test_the_box_splits_words_as_the_build_does(phone, site):
    phone.goto((site.folder / "index.html").as_uri())
    text = "Robar más cartas de las que quedan: the player’s LIBRARY draws; Pérdida ñandú 104.3c"
    assert phone.evaluate("t => window.JUEZ_WORDS(t)", text) == words(text, stop_words())


def test_the_history_of_110_4_shows_battle_added(phone, site, screenshots):
    phone.goto((site.folder / "reglas" / "110.html").as_uri() + "#110.4")
    rule = phone.locator('[id="110.4"]')
    rule.locator("details.hist summary").click()
    added = rule.locator("details.hist ins").all_inner_texts()
    assert any("battle" in a for a in added)
    assert rule.locator("details.hist ins", has_text="battle").first.is_visible()
    phone.screenshot(path=screenshots / "historia-110.4.png")


@pytest.mark.parametrize(
    "path",
    ["index.html", "reglas/702.html", "glosario.html", "palabras-clave.html", "clase.html",
     "ediciones/es-2019-10-04/104.html"],
)  # fmt: skip
def test_pages_fit_a_390_pixel_screen(phone, site, screenshots, path):
    phone.goto((site.folder / path).as_uri())
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    if path == "glosario.html":
        phone.screenshot(path=screenshots / "glosario.png")


def test_the_results_are_a_listbox_walked_with_the_arrow_keys(phone, site):
    phone.goto((site.folder / "index.html").as_uri())
    box = phone.locator("#q")
    assert box.get_attribute("role") == "combobox"
    phone.fill("#q", "robar sin cartas")
    phone.wait_for_selector("#results [role=option]")
    assert box.get_attribute("aria-expanded") == "true"
    assert phone.locator("#results").get_attribute("role") == "listbox"
    phone.keyboard.press("ArrowDown")
    phone.keyboard.press("ArrowDown")
    second = phone.locator("#results [role=option]").nth(1)
    assert second.get_attribute("aria-selected") == "true"
    assert box.get_attribute("aria-activedescendant") == second.get_attribute("id")
    phone.keyboard.press("ArrowUp")
    assert phone.locator("#results [role=option]").nth(0).get_attribute("aria-selected") == "true"
    target = phone.locator("#results [role=option]").nth(0).get_attribute("data-href")
    phone.keyboard.press("Enter")
    phone.wait_for_url(f"**/{target}")


def test_an_outdated_translation_is_marked_in_the_results(phone, site):
    phone.goto((site.folder / "index.html").as_uri())
    phone.fill("#q", "110.4")
    phone.wait_for_selector("#results [role=option]")
    first = phone.locator("#results [role=option]").first
    assert "cinco tipos" in first.inner_text()  # the 2019 translation: five kinds, no battles
    assert first.locator(".stale-mark").inner_text() == "traducción desactualizada"


@pytest.mark.parametrize(
    "path", ["ediciones/es-2019-10-04/104.html", "ediciones/en-2019-10-04/index.html"]
)
def test_an_older_edition_says_so_on_a_375_pixel_phone(browser, site, screenshots, path):
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    page.goto((site.folder / path).as_uri())
    banner = page.locator(".banner")
    box = banner.bounding_box()
    assert banner.is_visible() and "no vigente" in banner.inner_text()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= 667  # on the first screen
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    page.screenshot(path=screenshots / f"banner-{path.replace('/', '-')}.png")
    context.close()


@pytest.mark.parametrize(
    "path",
    ["index.html", "reglas/104.html", "glosario.html", "normas/ipg.html",
     "cambios/en-2019-10-04.html", "ediciones/es-2019-10-04/104.html", "normas/index.html",
     "palabras-clave.html"],
)  # fmt: skip
def test_every_page_kind_has_one_h1_named_landmarks_and_a_skip_link(browser, site, path):
    page = browser.new_page()
    page.goto((site.folder / path).as_uri())
    assert page.locator("h1").count() == 1
    navs = page.locator("nav").all()
    labels = [n.get_attribute("aria-label") for n in navs]
    assert all(labels) and len(set(labels)) == len(labels)
    skip = page.locator("a.skip")
    assert skip.get_attribute("href") == "#main" and page.locator("main#main").count() == 1
    assert page.locator("html").get_attribute("lang") == "es"
    page.close()


@pytest.mark.parametrize(
    ("path", "typed"),
    [("index.html", None), ("reglas/104.html", None), ("glosario.html", None),
     ("normas/ipg.html", None), ("index.html", "robar sin cartas"), ("index.html", "arolar")],
)  # fmt: skip
def test_axe_core_finds_no_violation(browser, site, path, typed):
    from axe_playwright_python.sync_playwright import Axe

    page = browser.new_page()
    page.goto((site.folder / path).as_uri())
    if typed:  # the search with its list of results open
        page.fill("#q", typed)
        page.wait_for_selector("#results [role=option]")
        page.keyboard.press("ArrowDown")
    results = Axe().run(page)
    page.close()
    assert results.violations_count == 0, results.generate_report()


@pytest.mark.parametrize(
    ("typed", "found", "meant"),
    [("deathtuch", "702.2", "deathtouch"), ("arolar", "702.19", "arrollar"),
     ("flahsback", "702.34", "flashback")],
)  # fmt: skip
def test_a_typo_is_read_as_the_closest_known_word(phone, site, typed, found, meant):
    phone.goto((site.folder / "index.html").as_uri())
    phone.fill("#q", typed)
    phone.wait_for_selector("#results [role=option]")
    assert phone.locator("#r-fixed").inner_text() == f"Buscando: {meant}"
    labels = phone.locator("#results [role=option]:not([aria-disabled]) b").all_inner_texts()
    assert found in labels[:3]


def test_a_rule_that_does_not_exist_is_said_not_guessed(phone, site):
    phone.goto((site.folder / "index.html").as_uri())
    phone.fill("#q", "999.9")
    phone.wait_for_selector("#results [role=option]")
    assert "La regla 999.9 no existe" in phone.locator("#results").inner_text()
    assert phone.locator("#results [role=option]:not([aria-disabled])").count() == 0
