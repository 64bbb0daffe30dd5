"""A rules file a user has, read as text: its language, its date, and the parser that fits.

    text, notes = read_text(data, "MagicCompRules 20260116.txt")
    language = detect_language(text)                 # Language.EN
    when = detect_date(text, name, language)         # date(2026, 1, 16)

Wizards publishes the English rules as a text file and has published Spanish translations as
PDF; both state their date near the top ("These rules are effective as of January 16, 2026.",
"Estas reglas son válidas desde el 4 de octubre de 2019."), and Wizards names its files with
the date too ("MagicCompRules 20260116.txt"). The text is trusted first, the name second.
Every problem is an ``EditionFileError`` whose message shows a valid example.
"""

from __future__ import annotations

import datetime as dt
import io
import re
from collections import Counter

from index import progress
from index.errors import UserError
from index.models import Language

EXAMPLE = "juez indice añadir MagicCompRules-2026-01-16.txt"
MAX_BYTES = 20 * 1024 * 1024  # the complete English rules are about 1 MB; a PDF a few MB

PARSER_OF = {Language.EN: "official_rules", Language.ES: "es_pdf_rules"}

_MONTHS_EN = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_MONTHS_ES = (
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
    "octubre", "noviembre", "diciembre",
)  # fmt: skip
_DATE_EN = re.compile(rf"\b({'|'.join(_MONTHS_EN)})\s+(\d{{1,2}}),?\s+(\d{{4}})", re.IGNORECASE)
_DATE_ES = re.compile(
    rf"\b(\d{{1,2}})\s+de\s+({'|'.join(_MONTHS_ES)}|setiembre)\s+(?:de|del)\s+(\d{{4}})",
    re.IGNORECASE,
)
_DATE_NAME = re.compile(r"(?<!\d)((?:19|20)\d{2})[-_. ]?(\d{2})[-_. ]?(\d{2})(?!\d)")
_HEAD_CHARS = 3000  # the date is stated in the first lines, before the contents
# Words frequent in one language and rare in the other: enough to tell a rules text apart.
_WORDS = {
    Language.EN: frozenset((
        "the", "of", "and", "that", "is", "with", "this", "from", "player", "players", "card",
        "cards",
    )),
    Language.ES: frozenset((
        "de", "la", "el", "que", "los", "las", "del", "una", "jugador", "jugadores", "carta",
        "cartas",
    )),
}  # fmt: skip
_WORD = re.compile(r"[a-záéíóúñü]+")


class AlreadyAdded(UserError):
    """The edition is already in the corpus: nothing to do (not a failure)."""

    exit_code = 0


class EditionFileError(UserError):
    """A file that cannot be added as an edition (unreadable, not rules, no date)."""

    exit_code = 2


def read_text(data: bytes, name: str) -> tuple[str, list[str]]:
    """The file's text and what reading it needed (Spanish notes for the report)."""
    if len(data) > MAX_BYTES:
        raise EditionFileError(
            f"{name} mide {len(data) // (1024 * 1024)} MB: demasiado para unas reglas "
            f"(las completas en inglés ocupan 1 MB). Ejemplo: {EXAMPLE}"
        )
    if not data.strip():
        raise EditionFileError(f"{name} está vacío. Ejemplo: {EXAMPLE}")
    if data.startswith(b"%PDF"):
        text, dropped = _pdf_text(data, name)
        notes = ["texto extraído del PDF"]
        if dropped:
            notes.append(f"quitadas {dropped} líneas de cabecera o pie de página")
        return text, notes
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16"), ["leído como UTF-16"]
    try:
        return data.decode("utf-8-sig"), []
    except UnicodeDecodeError:
        pass
    if b"\x00" in data[:4096]:
        raise EditionFileError(
            f"{name} no es texto ni PDF: Juez lee las reglas como .txt (las oficiales en "
            f"inglés) o como PDF (una traducción). Ejemplo: {EXAMPLE}"
        )
    # Older rules files from Wizards were Windows-1252 text.
    return data.decode("cp1252", errors="replace"), ["leído como Windows-1252 (no era UTF-8)"]


def _pdf_text(data: bytes, name: str) -> tuple[str, int]:
    from pypdf import PdfReader  # only a PDF needs it
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise EditionFileError(
                f"{name} es un PDF protegido con contraseña: Juez no puede leerlo. Guárdalo "
                f"sin contraseña o usa el .txt. Ejemplo: {EXAMPLE}"
            )
        pages: list[str] = []
        with progress.task(f"Leyendo {name}", total=len(reader.pages)) as advance:
            for page in reader.pages:
                pages.append(page.extract_text() or "")
                advance(1)
    except EditionFileError:
        raise
    except (PdfReadError, ValueError, KeyError, TypeError, AttributeError, OSError) as err:
        raise EditionFileError(
            f"{name} no se puede leer como PDF ({type(err).__name__}): está dañado o "
            f"incompleto. Descárgalo de nuevo. Ejemplo: {EXAMPLE}"
        ) from err
    if not "".join(pages).strip():
        raise EditionFileError(
            f"{name} es un PDF sin texto (¿un escaneo?): Juez necesita el texto de las reglas. "
            f"Ejemplo: {EXAMPLE}"
        )
    return without_running_lines(pages)


_EDGE = 2  # lines at the top and at the bottom of a page that may be a header or a footer
_DIGITS = re.compile(r"\d+")


def without_running_lines(pages: list[str]) -> tuple[str, int]:
    """The pages' text without their running headers and footers, and how many were dropped.

    A PDF repeats its title and page number on every page; extracted, they land in the middle
    of whatever rule crosses the page break. A line among the first or last ``_EDGE`` of a
    page is a running line when the same line, its numbers ignored ("Página 12" is
    "Página #"), sits at the edge of at least half the pages (and two), or when it is
    only a number.
    """
    split = [page.splitlines() for page in pages]
    seen: Counter[str] = Counter()
    for lines in split:
        seen.update({_shape(line) for line in _edges(lines)})
    often = max(2, (len(pages) + 1) // 2)
    running = {shape for shape, n in seen.items() if n >= often or shape == "#"}
    kept: list[str] = []
    dropped = 0
    for lines in split:
        edge = {*range(_EDGE), *range(len(lines) - _EDGE, len(lines))}
        for i, line in enumerate(lines):
            if i in edge and line.strip() and _shape(line) in running:
                dropped += 1
            else:
                kept.append(line)
    return "\n".join(kept), dropped


def _edges(lines: list[str]) -> list[str]:
    return [line for line in lines[:_EDGE] + lines[-_EDGE:] if line.strip()]


def _shape(line: str) -> str:
    return _DIGITS.sub("#", " ".join(line.split()).lower())


def detect_language(text: str, name: str = "el archivo") -> Language:
    counts = {language: 0 for language in _WORDS}
    for word in _WORD.findall(text[:50_000].lower()):
        for language, words in _WORDS.items():
            if word in words:
                counts[language] += 1
    best = max(counts, key=lambda language: counts[language])
    if counts[best] < 20:
        raise EditionFileError(
            f"{name} no parece unas reglas en inglés ni en español (casi no tiene texto). "
            f"Ejemplo: {EXAMPLE}"
        )
    return best


def detect_date(text: str, name: str, language: Language) -> dt.date | None:
    """The edition's date: stated at the top of the text, else in the file's name."""
    found = _date_in_text(text[:_HEAD_CHARS], language)
    return found if found is not None else _date_in_name(name)


def no_date(name: str) -> EditionFileError:
    return EditionFileError(
        f"No encuentro la fecha de {name}: ni al principio del texto (las reglas la dicen, "
        "p. ej. «These rules are effective as of January 16, 2026.») ni en el nombre del "
        "archivo. Indícala con --fecha o en el nombre. Ejemplo: "
        "juez indice añadir reglas.pdf --fecha 2019-10-04"
    )


def parse_date(value: str) -> dt.date:
    """A --fecha option: YYYY-MM-DD."""
    try:
        return dt.date.fromisoformat(value.strip())
    except ValueError:
        raise EditionFileError(
            f"«{value}» no es una fecha: escríbela como AAAA-MM-DD. Ejemplo: "
            "juez indice añadir reglas.pdf --fecha 2019-10-04"
        ) from None


def _date_in_text(head: str, language: Language) -> dt.date | None:
    if language is Language.EN:
        for m in _DATE_EN.finditer(head):
            if (d := _date(int(m[3]), _MONTHS_EN.index(m[1].lower()) + 1, int(m[2]))) is not None:
                return d
        return None
    for m in _DATE_ES.finditer(head):
        month = m[2].lower().replace("setiembre", "septiembre")
        if (d := _date(int(m[3]), _MONTHS_ES.index(month) + 1, int(m[1]))) is not None:
            return d
    return None


def _date_in_name(name: str) -> dt.date | None:
    for m in _DATE_NAME.finditer(name):
        if (d := _date(int(m[1]), int(m[2]), int(m[3]))) is not None:
            return d
    return None


def _date(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None
