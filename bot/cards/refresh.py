"""`juez cartas actualizar`: the card data refreshed from MTGJSON's AtomicCards file.

    report = refresh_cards(data_dir, "https://mtgjson.com/api/v5/AtomicCards.json.gz", timeout=60)
    report.conversion.cards, report.path     # 34_700, <data_dir>/cards/cards.jsonl.gz

The file is downloaded (gzip or plain JSON: told by its first bytes) into a temporary folder
beside the target, converted there by ``index.cards.mtgjson``, checked, and only then moved
over ``<data_dir>/cards/cards.jsonl.gz`` in one rename; a note of where and when it came from
(``cards.source.json``) goes beside it. Any failure (no network, an HTTP error, a cut or
invalid file, too few cards) raises a ``CardRefreshError`` in Spanish and leaves the data in
use as it was. ``restore_bundled`` deletes the downloaded file: the bundled data is used again.
Only the standard library's urllib: one GET with a time limit per read, no retries.
"""

from __future__ import annotations

import datetime as dt
import gzip
import http.client
import json
import os
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.rules_download import USER_AGENT, why_offline
from bot.settings import MTGJSON_ATOMIC_URL
from index import progress
from index.cards.mtgjson import AtomicCardsError, ConversionReport, convert_atomic, downloaded_cards
from index.cards.records import BUNDLED
from index.errors import UserError

# The bundled file has 34,632 cards; a file with far fewer is not all of Magic (a format's
# subset such as StandardAtomic, an error page, a test file) and would hide most cards.
MIN_CARDS = 20_000
MAX_BYTES = 1 << 30  # AtomicCards is about 100-200 MB as JSON; more than this is not it
BUNDLED_DATE = "2026-06-09"  # the MTGJSON snapshot the bundled English data was made from
SOURCE_NOTE = "cards.source.json"
_CHUNK = 256 * 1024


class CardRefreshError(UserError):
    """The card data could not be refreshed; the data in use stays. Exit code 1."""

    exit_code = 1


@dataclass(frozen=True)
class RefreshReport:
    url: str
    path: Path
    downloaded_bytes: int
    conversion: ConversionReport

    def to_json_dict(self) -> dict[str, Any]:
        return {
            "url": self.url,
            "path": str(self.path),
            "downloaded_bytes": self.downloaded_bytes,
            **self.conversion.to_json_dict(),
        }


@dataclass(frozen=True)
class CardDataStatus:
    path: Path
    bundled: bool  # True: the file shipped with Juez (nothing downloaded, or it was removed)
    date: str | None  # the data's date (MTGJSON's build date for a downloaded file)
    url: str | None  # where a downloaded file came from
    downloaded_at: str | None
    cards: int
    with_name_es: int

    def to_json_dict(self) -> dict[str, Any]:
        return {
            "path": str(self.path),
            "bundled": self.bundled,
            "date": self.date,
            "url": self.url,
            "downloaded_at": self.downloaded_at,
            "cards": self.cards,
            "with_name_es": self.with_name_es,
        }


def refresh_cards(
    data_dir: Path, url: str, *, timeout: float, min_cards: int | None = None
) -> RefreshReport:
    """Download AtomicCards from ``url`` and make it the card data in use (see the module).
    ``min_cards``: fewer cards than this is refused (None: MIN_CARDS)."""
    min_cards = MIN_CARDS if min_cards is None else min_cards
    target = downloaded_cards(data_dir)
    target.parent.mkdir(parents=True, exist_ok=True)
    # The temporary folder is beside the target: the final rename stays on one file system.
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".descarga-") as tmp:
        source = Path(tmp) / "AtomicCards.json"
        size = _download(url, source, data_dir, timeout=timeout)
        converted = Path(tmp) / target.name
        try:
            report = convert_atomic(source, converted)
        except AtomicCardsError as err:
            why = f"{url} no es un AtomicCards válido: {err}"
            raise CardRefreshError(_kept(data_dir, why)) from err
        if report.cards < min_cards:
            raise CardRefreshError(
                _kept(
                    data_dir,
                    f"{url} solo trae {report.cards} cartas (se esperan al menos {min_cards}: "
                    "¿es un archivo parcial, como StandardAtomic, o de otra cosa?)",
                )
            )
        note = Path(tmp) / SOURCE_NOTE
        note.write_text(json.dumps(_note(url, report), ensure_ascii=False), encoding="utf-8")
        os.replace(converted, target)
        os.replace(note, target.parent / SOURCE_NOTE)
    return RefreshReport(url, target, size, report)


def restore_bundled(data_dir: Path) -> bool:
    """Delete the downloaded card data (the bundled file is used again); False: there was none."""
    target = downloaded_cards(data_dir)
    existed = target.exists()
    target.unlink(missing_ok=True)
    (target.parent / SOURCE_NOTE).unlink(missing_ok=True)
    return existed


def card_data_status(data_dir: Path) -> CardDataStatus:
    """Which card data file is in use, of when, and how many cards (with Spanish names)."""
    target = downloaded_cards(data_dir)
    bundled = not target.exists()
    path = BUNDLED if bundled else target
    note = {} if bundled else _read_note(target.parent / SOURCE_NOTE)
    cards = with_es = 0
    try:
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    cards += 1
                    with_es += json.loads(line).get("name_es") is not None
    except (OSError, EOFError, ValueError) as err:
        raise CardRefreshError(
            f"No se puede leer el archivo de cartas {path} ({err}). Bórralo con "
            "`juez cartas restaurar` para volver a los datos incluidos con Juez."
        ) from err
    return CardDataStatus(
        path=path,
        bundled=bundled,
        date=BUNDLED_DATE if bundled else note.get("date"),
        url=None if bundled else note.get("url"),
        downloaded_at=None if bundled else note.get("downloaded_at"),
        cards=cards,
        with_name_es=with_es,
    )


def _note(url: str, report: ConversionReport) -> dict[str, Any]:
    now = dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()
    return {"url": url, "date": report.meta_date, "version": report.meta_version,
            "downloaded_at": now, "cards": report.cards}  # fmt: skip


def _read_note(path: Path) -> dict[str, Any]:
    try:
        note = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # the data still reads without its note; its date is then unknown
    return note if isinstance(note, dict) else {}


def _in_use(data_dir: Path) -> str:
    target = downloaded_cards(data_dir)
    if not target.exists():
        return f"los datos incluidos con Juez (MTGJSON {BUNDLED_DATE})"
    date = _read_note(target.parent / SOURCE_NOTE).get("date")
    return f"los descargados antes{f' (MTGJSON {date})' if date else ''}, en {target}"


def _kept(data_dir: Path, why: str) -> str:
    return f"No se actualizaron las cartas: {why}. Se siguen usando {_in_use(data_dir)}."


def _download(url: str, path: Path, data_dir: Path, *, timeout: float) -> int:
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in {"http", "https"} or not parts.hostname:
        raise CardRefreshError(
            f"La dirección de las cartas debe ser http(s), por ejemplo {MTGJSON_ATOMIC_URL}; "
            f"no entiendo {url!r}."
        )
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    got = 0
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response, path.open("wb") as out:
            length = response.headers.get("Content-Length")
            total = int(length) if length and length.isdigit() else None
            with progress.task("Descargando las cartas", total=total) as advance:
                while chunk := response.read(_CHUNK):
                    got += len(chunk)
                    if got > MAX_BYTES:
                        raise CardRefreshError(
                            _kept(data_dir, f"{url} mide más de {MAX_BYTES >> 20} MB")
                        )
                    out.write(chunk)
                    advance(len(chunk))
            if total is not None and got < total:
                raise CardRefreshError(
                    _kept(data_dir, f"la descarga se cortó ({got} de {total} bytes)")
                )
    except http.client.HTTPException as err:  # the server closed before the length it said
        raise CardRefreshError(
            _kept(data_dir, f"la descarga se cortó ({type(err).__name__})")
        ) from err
    except urllib.error.HTTPError as err:
        raise CardRefreshError(
            _kept(data_dir, f"{parts.hostname} respondió {err.code} ({err.reason}) a {url}")
        ) from err
    except (urllib.error.URLError, OSError) as err:
        if isinstance(err, OSError) and err.filename:  # our own disk, not the network
            raise
        raise CardRefreshError(
            _kept(
                data_dir,
                f"sin conexión con {parts.hostname} ({why_offline(err)}); vuelve a probar "
                "cuando haya conexión",
            )
        ) from err
    if got == 0:
        raise CardRefreshError(_kept(data_dir, f"{url} respondió sin contenido"))
    return got
