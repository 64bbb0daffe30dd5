"""The rules site built once per session from the session's corpus, and one headless browser.

The browser is Debian's chromium driven by Playwright (never a downloaded browser). Without it
the browser tests skip, saying why; with JUEZ_TEST_BROWSER=required (CI sets it) they fail
instead, so CI never skips them silently.
"""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.site.build import SiteReport, build_site
from index.editions.cache import alignment_for

CHROMIUM = "/usr/bin/chromium"
BROWSER_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def site(corpus, data_dir, tmp_path_factory) -> SiteReport:
    return build_site(corpus, alignment_for(corpus, data_dir), tmp_path_factory.mktemp("sitio"))


@pytest.fixture(scope="session")
def served(site) -> Iterator[str]:
    """The built site on loopback (bot.site.serve): its root address."""
    from bot.site.serve import server

    httpd = server(site.folder)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    host, port = httpd.server_address[:2]
    yield f"http://{host}:{port}/"
    httpd.shutdown()
    httpd.server_close()


def _unavailable(reason: str) -> None:
    if os.environ.get("JUEZ_TEST_BROWSER") == "required":
        pytest.fail(f"{reason} (JUEZ_TEST_BROWSER=required)")
    pytest.skip(reason)


# Module scope, not session: Playwright's synchronous API keeps an event loop running in this
# thread while it is open, and every asyncio test after it on the same worker would fail
# ("cannot be called from a running event loop"). Closed when the browser tests are done.
@pytest.fixture(scope="module")
def browser():
    executable = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    if executable is None:
        _unavailable("sin Chromium: instala el paquete chromium de Debian para los tests del sitio")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("sin playwright: instala el extra [test]")
    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=executable, args=BROWSER_ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory) -> Path:
    """Where the browser tests keep their screenshots (the pytest temporary folder)."""
    return tmp_path_factory.mktemp("sitio-capturas")


@pytest.fixture
def phone(browser):
    """A page 390 pixels wide, as a phone's screen."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    yield page
    context.close()
