"""The built site in headless Chromium: links, anchors, search, diffs, a phone's width."""

from __future__ import annotations

import pytest

from bot.site.search import stop_words, terms

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


@pytest.mark.parametrize(("typed", "place"), [("1043c", 1), ("robar sin cartas", 3)])
def test_the_search_box_finds_104_3c(phone, site, typed, place):
    phone.goto((site.folder / "index.html").as_uri())
    phone.fill("#q", typed)
    phone.wait_for_selector("#results a")
    found = phone.locator("#results a b").all_inner_texts()
    assert "104.3c" in found[:place]
    if place == 1:  # Enter opens the first result
        phone.keyboard.press("Enter")
        phone.wait_for_url("**/reglas/104.html#104.3c")


def test_the_box_reduces_words_as_the_build_does(phone, site):
    phone.goto((site.folder / "index.html").as_uri())
    phone.fill("#q", "x")
    phone.wait_for_selector("#results li")
    text = "Robar más cartas de las que quedan: the player’s LIBRARY draws; Pérdida ñandú 104.3c"
    assert phone.evaluate("t => window.JUEZ_TERMS(t)", text) == terms(text, stop_words())


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
