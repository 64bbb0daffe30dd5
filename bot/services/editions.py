"""New rules editions for every front end: a file the user has, or the rules in force online.

    report = juez.editions.add(Path("MagicCompRules 20260410.txt"))   # juez indice añadir
    report = juez.editions.update("https://magic.wizards.com/en/rules", timeout=30)

Both end in ``index.add_edition``: the edition is kept in the data folder, the corpus, the
alignment and the index are rebuilt with it, and the service goes on with the new library (a
newer English edition is then the rules in force). Both are blocking (seconds: a rebuild);
async callers use ``in_thread``.
"""

from __future__ import annotations

import datetime as dt
import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from index.bounded_read import NotARegularFile, TooLarge, read_bounded
from index.edition_reader import EXAMPLE, MAX_BYTES, EditionFileError, parse_date
from index.os_errors import reason as os_reason

if TYPE_CHECKING:
    from index.add_edition import AddReport
    from index.add_policy import PolicyAddReport
    from index.corpus import Corpus
    from index.library import Library


class EditionService:
    def __init__(
        self, data_dir: Path, corpus: Callable[[], Corpus], use: Callable[[Library], None]
    ) -> None:
        """``corpus``: the corpus in use; ``use``: hands the rebuilt library to the service."""
        self._data_dir = data_dir
        self._corpus = corpus
        self._use = use

    def add(self, path: Path, date: str | None = None) -> AddReport | PolicyAddReport:
        """A rules file (English .txt, Spanish .txt or PDF), or a tournament policy document
        (MTR, IPG, JAR), as a new edition."""
        data = self._read(path)
        return self._add(data, path.name, date=parse_date(date) if date else None)

    @staticmethod
    def _read(path: Path) -> bytes:
        """The file's bytes, or an EditionFileError that says in Spanish why not."""
        try:
            # Bounded: `juez indice añadir /dev/zero` once grew to 22.5 GB before the kernel
            # killed it; a FIFO would wait forever for a writer.
            return read_bounded(path, MAX_BYTES)
        except TooLarge:
            raise EditionFileError(
                f"{path} ocupa más de {MAX_BYTES >> 20} MB: no son unas reglas (las completas "
                f"en inglés ocupan 1 MB, un PDF unos pocos). Ejemplo: {EXAMPLE}"
            ) from None
        except NotARegularFile:
            raise EditionFileError(
                f"{path} no es un archivo normal (¿una tubería o un dispositivo?): indica el "
                f"archivo de las reglas. Ejemplo: {EXAMPLE}"
            ) from None
        except FileNotFoundError:
            raise EditionFileError(f"No existe el archivo {path}. Ejemplo: {EXAMPLE}") from None
        except IsADirectoryError:
            raise EditionFileError(
                f"{path} es una carpeta, no un archivo. Ejemplo: {EXAMPLE}"
            ) from None
        except PermissionError:
            raise EditionFileError(
                f"No tengo permiso para leer {path}. Ejemplo: {EXAMPLE}"
            ) from None
        except OSError as err:
            raise EditionFileError(
                f"No se puede leer {path} ({os_reason(err)}). Ejemplo: {EXAMPLE}"
            ) from None

    def update(self, page_url: str, *, timeout: float) -> AddReport | PolicyAddReport:
        """The rules in force from Wizards' rules page (``page_url``), added when new.

        Raises ``AlreadyAdded`` (exit code 0) when Juez already has that edition.
        """
        from bot.rules_download import Offline, RulesDownloadError, download_rules

        try:
            found = download_rules(page_url, timeout=timeout)
        except Offline as offline:
            # What the person goes on with, by name: the rules in force Juez already has.
            label = self._corpus().current_edition.label
            raise Offline(f"{offline} Reglas vigentes en Juez: {label}.") from offline
        try:
            return self._add(found.data, found.name, url=found.url)
        except EditionFileError as err:
            raise RulesDownloadError(
                f"Se descargó {found.url}, pero no son unas reglas que Juez sepa leer: {err}"
            ) from err

    def update_policy(self, url: str, *, timeout: float) -> PolicyAddReport:
        """A tournament policy document (MTR, IPG or JAR, .txt or PDF) downloaded from ``url``,
        or read from a local file when ``url`` names one, and added: a later edition becomes
        the one that answers. Raises ``AlreadyAdded`` when Juez already has that edition."""
        from bot.rules_download import RulesDownloadError, download_file
        from index.add_policy import EXAMPLE_FILE, EXAMPLE_URL, add_policy, policy_document
        from index.edition_reader import read_text

        scheme = urllib.parse.urlsplit(url).scheme
        if scheme in {"", "file"} and Path(url.removeprefix("file://")).exists():
            return self.add_policy_file(Path(url.removeprefix("file://")))
        if scheme not in {"http", "https"}:
            raise RulesDownloadError(
                f"--politica necesita la dirección http(s) del documento o un archivo que "
                f"exista; no entiendo {url!r}. Ejemplos: {EXAMPLE_URL} · {EXAMPLE_FILE}"
            )
        found = download_file(url, timeout=timeout, what="el documento de torneo")
        try:
            text, reading = read_text(found.data, found.name)
            if policy_document(text) is None:
                raise EditionFileError(
                    "su primera línea no es el título del MTR, de la IPG ni de la JAR. "
                    f"Ejemplo: {EXAMPLE_URL}"
                )
            added = add_policy(
                self._data_dir, text, reading, found.name, url=found.url, known=self._corpus()
            )
        except EditionFileError as err:
            raise RulesDownloadError(
                f"Se descargó {found.url}, pero no es un documento de torneo que Juez sepa "
                f"leer: {err}"
            ) from err
        self._use(added.library)
        return added.report

    def add_policy_file(self, path: Path) -> PolicyAddReport:
        """A tournament policy document the user has (``juez actualizar --politica ARCHIVO``):
        refused, with nothing written, when it is not the MTR, the IPG or the JAR."""
        from index.add_policy import EXAMPLE_FILE, add_policy, policy_document
        from index.edition_reader import read_text

        data = self._read(path)
        text, reading = read_text(data, path.name)
        if policy_document(text) is None:
            raise EditionFileError(
                f"{path.name} no es el MTR, la IPG ni la JAR: su primera línea no es el título "
                f"de ninguno. Ejemplo: {EXAMPLE_FILE}"
            )
        added = add_policy(self._data_dir, text, reading, path.name, known=self._corpus())
        self._use(added.library)
        return added.report

    def _add(
        self, data: bytes, name: str, *, date: dt.date | None = None, url: str | None = None
    ) -> AddReport | PolicyAddReport:
        from index.add_edition import add_edition

        added = add_edition(self._data_dir, data, name, date=date, url=url, known=self._corpus())
        self._use(added.library)
        return added.report
