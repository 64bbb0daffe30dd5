"""Loads every bundled source into one Corpus, with a content hash and an anomaly report.

The list of sources lives in data/SOURCES.toml, not here: adding a judge-class page means
dropping its JSON into data/es/, and the glob in SOURCES.toml picks it up.
"""

from __future__ import annotations

import hashlib
import logging
import tomllib
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

from index import numbers
from index.corpus import Corpus, SourceFile
from index.errors import UserError
from index.models import Anomaly, AnomalyKind, Edition, Language, Record, Rule
from index.os_errors import reason as os_reason

DATA_DIR = Path(__file__).resolve().parent / "data"

log = logging.getLogger(__name__)

# Raise when a parser's output changes for the same input, so cached indexes are rebuilt.
PARSERS_VERSION = 4  # 3: tournament policy documents (MTR, IPG, JAR); 4: chapter names


class CorpusError(UserError):
    """A bundled source file is missing, damaged or empty: Juez cannot start without it."""

    exit_code = 1


_REINSTALL = (
    "Los archivos del corpus vienen con Juez: reinstálalo (pip install --force-reinstall juez) "
    "o restaura ese archivo desde el repositorio."
)


def _source_error(data_dir: Path | None, rel: str, what: str) -> CorpusError:
    where = f" (en {data_dir})" if data_dir is not None else ""
    return CorpusError(f"El archivo del corpus {rel}{where} {what}. {_REINSTALL}")


def _read_sources(data_dir: Path) -> tuple[dict[str, Edition], list[SourceFile]]:
    try:
        config = tomllib.loads((data_dir / "SOURCES.toml").read_text(encoding="utf-8"))
        editions = {e["id"]: Edition(**e) for e in config["edition"]}
        sources = list(config["source"])
    except FileNotFoundError as err:
        raise _source_error(data_dir, "SOURCES.toml", "no existe") from err
    except OSError as err:
        raise _source_error(data_dir, "SOURCES.toml", f"no se puede leer ({err})") from err
    except (ValueError, KeyError, TypeError) as err:  # not UTF-8, not TOML, fields missing
        raise _source_error(data_dir, "SOURCES.toml", f"está dañado ({err})") from err
    files: list[SourceFile] = []
    for source in sources:
        if source["edition"] not in editions:
            raise ValueError(f"SOURCES.toml: unknown edition {source['edition']!r}")
        matches = sorted(data_dir.glob(source["files"]))
        if not matches:
            raise _source_error(data_dir, source["files"], "no existe")
        for path in matches:
            rel = path.relative_to(data_dir).as_posix()
            files.append(SourceFile(rel, source["parser"], source["edition"]))
    return editions, files


def content_hash(
    data_dir: Path, contents: Iterable[tuple[SourceFile, bytes]], added_list: bytes = b""
) -> str:
    """Changes when any source byte, the source lists (bundled and added) or the parsers'
    output version changes."""
    digest = hashlib.sha256(f"parsers:{PARSERS_VERSION}".encode())
    digest.update((data_dir / "SOURCES.toml").read_bytes())
    digest.update(added_list)
    for f, data in contents:
        digest.update(f"{f.path}\0{f.parser}\0{f.edition}\0".encode())
        digest.update(data)
    return digest.hexdigest()[:16]


def load_corpus(
    data_dir: Path = DATA_DIR, *, cache_dir: Path | None = None, added_from: Path | None = None
) -> Corpus:
    """Every bundled source as one Corpus.

    With ``cache_dir`` (the folder of the index, e.g. the user's data folder) the parsed
    corpus is kept there (index.corpus_cache) and read back while the sources' content hash
    is the same: reading and hashing the sources is cheap, parsing them is what costs.
    With ``added_from`` (the user's data folder) the editions the user added are loaded too
    (index.user_editions); the newest English edition is then the one in force.
    """
    editions, files = _read_sources(data_dir)
    # Read once: hashed here, parsed below when there is no usable cache.
    contents = [(f, _read_source(data_dir, f)) for f in files]
    added_list = b""
    if added_from is not None:
        editions, added, added_list = _added_sources(added_from, editions)
        contents += added
    digest = content_hash(data_dir, contents, added_list)
    if cache_dir is None:
        return _parse(editions, contents, digest)

    from index.corpus_cache import CACHE_FILE, CacheMiss, read_cache, write_cache

    path = cache_dir / CACHE_FILE
    try:
        return read_cache(path, digest)
    except CacheMiss as miss:
        log.info("caché del corpus no utilizable (%s): se vuelve a parsear", miss)
    corpus = _parse(editions, contents, digest)
    try:
        write_cache(path, corpus)
    except OSError as err:  # a read-only data folder: every start parses again, nothing breaks
        log.warning("no se pudo guardar la caché del corpus en %s: %s", path, err)
    return corpus


def _added_sources(
    user_dir: Path, editions: dict[str, Edition]
) -> tuple[dict[str, Edition], list[tuple[SourceFile, bytes]], bytes]:
    """The bundled editions plus the user's, the added files' contents, and the list's bytes."""
    from index.user_editions import in_force, read_added, readable_files

    added, raw = read_added(user_dir)
    if not added.editions:
        return editions, [], raw
    merged = dict(editions)
    contents: list[tuple[SourceFile, bytes]] = []
    for entry, data in readable_files(user_dir, added):
        if entry.edition.id in editions:  # a bundled edition is never replaced
            continue
        merged[entry.edition.id] = entry.edition
        contents.append((SourceFile(entry.file, entry.parser, entry.edition.id), data))
    return in_force(merged), contents, raw


def _read_source(data_dir: Path, f: SourceFile) -> bytes:
    """A source's bytes; missing, unreadable or empty is a CorpusError naming the file."""
    try:
        data = (data_dir / f.path).read_bytes()
    except FileNotFoundError as err:
        raise _source_error(data_dir, f.path, "no existe") from err
    except OSError as err:
        raise _source_error(data_dir, f.path, f"no se puede leer ({os_reason(err)})") from err
    if not data.strip():
        raise _source_error(data_dir, f.path, "está vacío")
    return data


def _decode(f: SourceFile, data: bytes) -> str:
    # Only a parse decodes: a cached corpus was parsed from these very bytes (its key is their
    # hash), so a start that reads the cache pays nothing for this check.
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise _source_error(
            None,
            f.path,
            f"no es texto UTF-8 (byte 0x{data[err.start]:02x} en la posición {err.start}): "
            "está dañado",
        ) from err


def _parse(
    editions: dict[str, Edition], contents: list[tuple[SourceFile, bytes]], digest: str
) -> Corpus:
    from index.sources import SourceContext, get_parser  # only a parse needs the parsers

    records: list[Record] = []
    anomalies: list[Anomaly] = []
    chapters: dict[str, dict[str, str]] = {}
    for f, data in contents:
        edition = editions[f.edition]
        ctx = SourceContext(
            edition=edition.id,
            language=Language(edition.language),
            source=f.path,
            link=edition.url,
        )
        text = _decode(f, data)
        try:
            result = get_parser(f.parser)(text, ctx)
        except (ValueError, KeyError, IndexError, TypeError) as err:  # e.g. JSON cut short
            log.exception("no se pudo leer %s", f.path)
            raise _source_error(None, f.path, f"está dañado ({err})") from err
        if not result.records:
            raise _source_error(None, f.path, "no contiene ningún registro que Juez sepa leer")
        records.extend(result.records)
        anomalies.extend(result.anomalies)
        if result.chapters:
            chapters.setdefault(edition.id, {}).update(result.chapters)
    files = [f for f, _ in contents]
    anomalies.extend(_gaps_against_twin(editions, files, records, anomalies))
    return Corpus(
        editions=editions, files=files, records=records, anomalies=anomalies,
        content_hash=digest, chapters=chapters,
    )  # fmt: skip


def _gaps_against_twin(
    editions: dict[str, Edition],
    files: list[SourceFile],
    records: list[Record],
    known: list[Anomaly],
) -> list[Anomaly]:
    """Rules a translation lacks, found by comparing it with its original of the same date.

    A translation and the original published the same day share their numbering one to one,
    so a number the original has inside the range the translation covers is a gap, even where
    the translation's own sequence cannot show it (the last rule of a section, 108.6).
    """
    numbers_of: dict[str, set[str]] = defaultdict(set)
    for r in records:
        if isinstance(r, Rule):
            numbers_of[r.edition].add(r.id)
    reported = {(a.edition, a.id) for a in known}
    found: list[Anomaly] = []
    for edition in editions.values():
        twin = next(
            (
                e
                for e in editions.values()
                if e.date and e.date == edition.date and e.language != edition.language
            ),
            None,
        )
        mine = numbers_of.get(edition.id)
        if twin is None or not mine or twin.id not in numbers_of:
            continue
        first, last = min(mine, key=numbers.sort_key), max(mine, key=numbers.sort_key)
        lo, hi = numbers.sort_key(first), numbers.sort_key(last)
        source = next(f.path for f in files if f.edition == edition.id)
        for number in sorted(numbers_of[twin.id] - mine, key=numbers.sort_key):
            if lo <= numbers.sort_key(number) <= hi and (edition.id, number) not in reported:
                found.append(
                    Anomaly(
                        edition=edition.id,
                        source=source,
                        kind=AnomalyKind.GAP,
                        id=number,
                        detail=f"Falta la regla {number}: está en {twin.id}, que tiene la misma "
                        "numeración, pero no en este texto.",
                    )
                )
    return found
