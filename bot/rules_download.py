"""The rules in force from Wizards' rules page: find the text file it links, download it.

    found = download_rules("https://magic.wizards.com/en/rules", timeout=20)
    found.name, found.url, found.data      # "MagicCompRules 20260116.txt", its address, bytes

The page links the Comprehensive Rules as PDF, DOCX and TXT; the TXT is what
``index.sources.official_rules`` reads. Among the page's ``.txt`` links the one named like the
rules ("CompRules") with the latest date in its name wins. An address that is itself a ``.txt``
is downloaded as is. Only the standard library's urllib: one GET with a time limit, no retries.
Every failure is a ``RulesDownloadError`` in Spanish; being offline says so in those words.
"""

from __future__ import annotations

import re
import socket
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from html.parser import HTMLParser

from index import progress
from index.edition_reader import MAX_BYTES
from index.errors import UserError

USER_AGENT = "juez (Magic: The Gathering rules in Spanish)"
_CHUNK = 64 * 1024
_DATE_IN_NAME = re.compile(r"((?:19|20)\d{2})[-_. ]?(\d{2})[-_. ]?(\d{2})")
_MANUAL = (
    "Descarga el .txt de las reglas desde https://magic.wizards.com/en/rules y añádelo con "
    "`juez indice añadir ARCHIVO`."
)


class RulesDownloadError(UserError):
    exit_code = 1


class Offline(RulesDownloadError):
    """No network, or the server cannot be reached."""


@dataclass(frozen=True)
class Downloaded:
    name: str  # the file's name, as Wizards gave it (it carries the date)
    url: str
    data: bytes


def download_rules(page_url: str, *, timeout: float) -> Downloaded:
    """The rules text linked from ``page_url`` (or at it, for a .txt address)."""
    if _is_text_file(page_url):
        return Downloaded(_file_name(page_url), page_url, _get(page_url, timeout, "las reglas"))
    page = _get(page_url, timeout, "la página de reglas")
    link = find_rules_link(page.decode("utf-8", errors="replace"), page_url)
    if link is None:
        raise RulesDownloadError(
            f"La página {page_url} no enlaza ningún archivo .txt de reglas (¿cambió la página, "
            f"o JUEZ_RULES_URL apunta a otra?). {_MANUAL}"
        )
    return Downloaded(_file_name(link), link, _get(link, timeout, "las reglas"))


def download_file(url: str, *, timeout: float, what: str) -> Downloaded:
    """The file at ``url`` as it is (a tournament policy document, .txt or PDF)."""
    return Downloaded(_file_name(url), url, _get(url, timeout, what))


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self.hrefs += [value for key, value in attrs if key == "href" and value]


def find_rules_link(html: str, page_url: str) -> str | None:
    """The address of the rules text the page links to; None when it links none."""
    parser = _Links()
    parser.feed(html)
    texts = [_absolute(href, page_url) for href in parser.hrefs]
    texts = [url for url in texts if _is_text_file(url)]
    if not texts:
        return None

    def rank(url: str) -> tuple[bool, str]:
        name = _file_name(url)
        date = _DATE_IN_NAME.search(name)
        return "comprules" in name.lower().replace(" ", ""), "".join(date.groups()) if date else ""

    return max(texts, key=rank)  # the first of equals: the page lists the newest first


def _absolute(href: str, page_url: str) -> str:
    url = urllib.parse.urljoin(page_url, href.strip())
    # Wizards' file names have spaces ("MagicCompRules 20260116.txt"): quote what needs it.
    parts = urllib.parse.urlsplit(url)
    return parts._replace(path=urllib.parse.quote(parts.path, safe="/%")).geturl()


def _is_text_file(url: str) -> bool:
    return urllib.parse.urlsplit(url).path.lower().endswith(".txt")


def _file_name(url: str) -> str:
    path = urllib.parse.urlsplit(url).path
    return urllib.parse.unquote(path.rsplit("/", 1)[-1]) or "reglas.txt"


def _get(url: str, timeout: float, what: str) -> bytes:
    host = urllib.parse.urlsplit(url).hostname or url
    if urllib.parse.urlsplit(url).scheme not in {"http", "https"}:
        raise RulesDownloadError(
            f"JUEZ_RULES_URL debe ser una dirección http(s), por ejemplo "
            f"https://magic.wizards.com/en/rules; no entiendo {url!r}"
        )
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            size = response.headers.get("Content-Length")
            total = int(size) if size and size.isdigit() else None
            chunks: list[bytes] = []
            got = 0
            with progress.task(f"Descargando {what}", total=total) as advance:
                while chunk := response.read(_CHUNK):
                    got += len(chunk)
                    if got > MAX_BYTES:
                        raise RulesDownloadError(
                            f"{url} mide más de {MAX_BYTES // (1024 * 1024)} MB: no son las "
                            f"reglas. {_MANUAL}"
                        )
                    chunks.append(chunk)
                    advance(len(chunk))
            return b"".join(chunks)
    except urllib.error.HTTPError as err:
        raise RulesDownloadError(
            f"{host} respondió {err.code} ({err.reason}) al pedir {what} ({url}). "
            f"Prueba más tarde. {_MANUAL}"
        ) from err
    except (urllib.error.URLError, OSError) as err:
        why = why_offline(err)
        raise Offline(
            f"Sin conexión: no se pudo llegar a {host} ({why}). Juez sigue con las reglas que "
            f"ya tiene. Cuando haya conexión, vuelve a ejecutar `juez actualizar`. {_MANUAL}"
        ) from err


def why_offline(err: BaseException) -> str:
    """Why a connection failed, in Spanish words a user can act on (also for card downloads)."""
    reason = getattr(err, "reason", err)
    if isinstance(reason, socket.gaierror):
        return "no se encuentra el servidor: ¿hay conexión a internet?"
    if isinstance(reason, TimeoutError | socket.timeout):
        return "no respondió a tiempo"
    if isinstance(reason, ConnectionRefusedError):
        return "rechazó la conexión"
    if isinstance(reason, ConnectionResetError):
        return "cortó la conexión"
    return f"error de red: {getattr(reason, 'strerror', None) or reason}"
