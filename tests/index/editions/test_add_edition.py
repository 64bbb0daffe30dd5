"""`juez indice añadir`: a rules edition a user has, read, parsed, kept, aligned and indexed
(issue 9, item 5), built from slices of the bundled sources."""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import logging
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from index import progress
from index.add_edition import add_edition, prepare
from index.corpus import Corpus
from index.corpus_loader import load_corpus
from index.edition_reader import AlreadyAdded, EditionFileError, detect_date, parse_date
from index.editions import cache
from index.models import Language
from index.search.build import index_status
from index.user_editions import ADDED_DIR, MANIFEST, read_added
from tests.index.editions.pdf_maker import pdf_with_lines

DATA = Path(__file__).resolve().parents[3] / "index" / "data"
SPANISH = DATA / "es" / "reglas-completas-2019-10-04-parcial.txt"
ENGLISH = DATA / "en" / "MagicCompRules-2026-01-16.txt"


def _spanish_lines(date_es: str) -> list[str]:
    """The first 120 lines of the bundled Spanish rules (intro, contents, 100.1 to 104.3),
    stated as of another date."""
    text = SPANISH.read_text(encoding="utf-8").replace("4 de octubre de 2019", date_es, 1)
    return text.splitlines()[:120]


# -- what cannot be added: a Spanish message, an example, nothing written ----------------------
BAD = {
    "not rules": (
        (DATA / "es" / "habilidades-habituales.txt").read_bytes(),
        "habilidades.txt",
        "no parece las Reglas Completas de Magic traducidas al español",
    ),
    "no date": (
        ENGLISH.read_text(encoding="utf-8-sig")
        .replace("These rules are effective as of January 16, 2026.", "")
        .encode(),
        "reglas.txt",
        "No encuentro la fecha de reglas.txt",
    ),
    "damaged PDF": (
        pdf_with_lines(_spanish_lines("1 de marzo de 2021"))[:900],
        "reglas.pdf",
        "no se puede leer como PDF",
    ),
    "PDF without text": (pdf_with_lines([]), "escaneo.pdf", "es un PDF sin texto"),
    "binary": (b"\x00\x01\x02 \xff\xfe\x00" * 100, "foto.jpg", "no es texto ni PDF"),
    "empty": (b"  \n", "vacio.txt", "está vacío"),
}


@pytest.mark.parametrize("case", BAD)
def test_a_bad_file_is_refused_in_spanish_and_nothing_is_written(
    case: str, corpus: Corpus, tmp_path: Path
) -> None:
    data, name, said = BAD[case]
    with pytest.raises(EditionFileError) as refused:
        add_edition(tmp_path, data, name, known=corpus)
    message = str(refused.value)
    assert said in message
    assert "Ejemplo: juez indice añadir" in message
    assert refused.value.exit_code != 0
    assert not (tmp_path / ADDED_DIR).exists()


def test_an_edition_juez_has_is_not_added_twice(corpus: Corpus, tmp_path: Path) -> None:
    data = (DATA / "en" / "MagicCompRules-2019-10-04.txt").read_bytes()
    with pytest.raises(AlreadyAdded, match="ya tiene esa edición .en-2019-10-04"):
        add_edition(tmp_path, data, "MagicCompRules 20191004.txt", known=corpus)
    assert AlreadyAdded.exit_code == 0
    assert not (tmp_path / ADDED_DIR).exists()


def test_language_and_date_come_from_the_text_then_from_the_name(corpus: Corpus) -> None:
    english = prepare(ENGLISH.read_bytes(), "x.txt", {})
    assert (english.edition.language, english.edition.date) == (Language.EN, dt.date(2026, 1, 16))
    # The text wins over the name; with no date in the text, the name's (Wizards' style) counts.
    stated = "Estas reglas son válidas desde el 4 de octubre de 2019."
    assert detect_date(stated, "reglas 20200101.txt", Language.ES) == dt.date(2019, 10, 4)
    assert detect_date("Sin fecha.", "MagicCompRules 20250404.txt", Language.EN) == dt.date(
        2025, 4, 4
    )
    assert detect_date("Sin fecha.", "reglas.txt", Language.ES) is None
    with pytest.raises(EditionFileError, match="AAAA-MM-DD"):
        parse_date("4/10/2019")


def test_running_headers_and_footers_of_a_pdf_are_taken_out(corpus: Corpus) -> None:
    """A title and a page number on every page would land inside the rule crossing the page
    break: they are dropped, said in the report, and the rules read as without them."""
    body = _spanish_lines("1 de marzo de 2021")[:116]
    with_edges: list[str] = []
    for page, start in enumerate(range(0, len(body), 58), start=1):
        with_edges += ["Reglas Completas de Magic: The Gathering", *body[start : start + 58]]
        with_edges.append(f"Página {page}")
    plain = prepare(pdf_with_lines(body, per_page=58), "limpio.pdf", corpus.editions)
    framed = prepare(pdf_with_lines(with_edges, per_page=60), "con-pies.pdf", corpus.editions)
    assert "quitadas 4 líneas de cabecera o pie de página" in framed.reading
    assert [(r.id, r.text) for r in framed.rules] == [(r.id, r.text) for r in plain.rules]
    assert not any("Página" in r.text for r in framed.rules)


# -- a Spanish PDF, added for good ---------------------------------------------------------------
@pytest.fixture(scope="module")
def added_pdf(tmp_path_factory: pytest.TempPathFactory, corpus: Corpus):
    data_dir = tmp_path_factory.mktemp("juez-added")
    pdf = pdf_with_lines(_spanish_lines("16 de enero de 2026"))
    tasks: list[tuple[str, int | None, int]] = []  # label, total, units reported done

    @contextlib.contextmanager
    def record(label: str, total: int | None) -> Iterator[Callable[[int], None]]:
        done = [0]
        yield lambda n: done.__setitem__(0, done[0] + n)
        tasks.append((label, total, done[0]))

    with progress.reporting(record):
        added = add_edition(data_dir, pdf, "reglas-completas.pdf", known=corpus)
    yield data_dir, added, tasks
    added.library.close()


def test_adding_reports_its_progress(added_pdf) -> None:
    _, _, tasks = added_pdf
    reading = [t for t in tasks if t[0] == "Leyendo reglas-completas.pdf"]
    assert reading == [("Leyendo reglas-completas.pdf", 2, 2)]  # 120 lines, 60 a page
    assert any(label.startswith("Analizando reglas-completas.pdf") for label, _, _ in tasks)
    assert len(tasks) >= 3  # and the index build's own


def test_a_spanish_pdf_becomes_a_translation_of_the_rules_in_force(added_pdf) -> None:
    _, added, _ = added_pdf
    report = added.report
    assert report.edition.id == "es-2026-01-16"
    assert report.reading == ["texto extraído del PDF"]
    assert not report.in_force and report.edition.language is Language.ES
    assert report.first_rule == "100.1" and report.rules >= 20
    # Same day as the English rules in force: it takes their numbers, and says the same.
    assert (report.linked_with, report.same_day_original) == ("en-2026-01-16", True)
    assert report.counts["same"] >= report.rules
    assert sum(report.counts.values()) == report.counts["same"]
    # What the parser repaired is reported (the slice ends mid-section: its gaps against 2026
    # are not repairs, but the printed numbers it fixed are listed with their kind).
    assert all(a.edition == "es-2026-01-16" for a in report.anomalies)


def test_the_added_translation_answers_and_the_rule_in_force_still_comes_first(added_pdf) -> None:
    _, added, _ = added_pdf
    library = added.library
    strict = library.rule("100.1", "es-2026-01-16").results[0]
    assert strict.edition == "es-2026-01-16"
    assert strict.text == library.rule("100.1", "es-2019-10-04").results[0].text
    assert library.corpus.current_edition.id == "en-2026-01-16"
    # By default a rule in force is shown through its newest translation saying the same.
    shown = library.rule("103.2").results[0]
    assert (shown.edition, shown.id) == ("es-2026-01-16", "103.2")
    assert "es-2026-01-16" in library.rules.rule_editions


def test_an_added_edition_survives_a_restart_with_an_index_up_to_date(added_pdf) -> None:
    data_dir, added, _ = added_pdf
    listed = json.loads((data_dir / ADDED_DIR / MANIFEST).read_text(encoding="utf-8"))
    assert [e["edition"]["id"] for e in listed["editions"]] == ["es-2026-01-16"]
    cache.forget()  # as a new process: nothing remembered but the files
    reopened = load_corpus(cache_dir=data_dir, added_from=data_dir)
    assert "es-2026-01-16" in reopened.editions
    assert reopened.content_hash == added.library.corpus.content_hash
    assert index_status(data_dir, reopened)["up_to_date"]
    # The bundled corpus alone is untouched.
    assert "es-2026-01-16" not in load_corpus().editions


def test_an_edition_added_meanwhile_by_another_process_is_not_added_twice(
    added_pdf, corpus: Corpus
) -> None:
    """``known`` loaded before the other process added it: the list on disk decides."""
    data_dir, _, _ = added_pdf
    listed = (data_dir / ADDED_DIR / MANIFEST).read_bytes()
    pdf = pdf_with_lines(_spanish_lines("16 de enero de 2026"))
    with pytest.raises(AlreadyAdded, match="es-2026-01-16"):
        add_edition(data_dir, pdf, "otra-copia.pdf", known=corpus)
    assert (data_dir / ADDED_DIR / MANIFEST).read_bytes() == listed


def test_a_changed_added_file_is_left_out_with_a_notice(
    added_pdf, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    data_dir, _, _ = added_pdf
    copy = tmp_path / "datos"
    (copy / ADDED_DIR).mkdir(parents=True)
    for name in (MANIFEST, "es-2026-01-16.txt"):
        (copy / ADDED_DIR / name).write_bytes((data_dir / ADDED_DIR / name).read_bytes())
    text = copy / ADDED_DIR / "es-2026-01-16.txt"
    text.write_bytes(text.read_bytes().replace(b"Magic", b"Magia", 1))
    with caplog.at_level(logging.WARNING):
        corpus = load_corpus(added_from=copy)
    assert "es-2026-01-16" not in corpus.editions
    assert "cambió desde que se añadió" in caplog.text


@pytest.mark.slow
def test_a_newer_english_edition_becomes_the_rules_in_force(tmp_path: Path) -> None:
    """Wizards' next update, simulated: the rules in force with a later date and one rule
    changed. Older editions keep answering, and the change is counted."""
    text = ENGLISH.read_text(encoding="utf-8-sig")
    old = "119.1. Each player begins the game with a starting life total of 20."
    assert old in text
    newer = text.replace("January 16, 2026", "April 10, 2026", 1).replace(
        old, "119.1. Each player begins the game with a starting life total of 25."
    )
    bundled = load_corpus()
    added = add_edition(tmp_path, newer.encode(), "MagicCompRules 20260410.txt", known=bundled)
    try:
        report = added.report
        assert report.in_force and report.previous_in_force == "en-2026-01-16"
        assert report.counts["reworded"] == 1
        library = added.library
        assert library.corpus.current_edition.id == "en-2026-04-10"
        hit = library.rule("119.1", "actual").results[0]
        assert hit.edition == "en-2026-04-10" and "life total of 25" in hit.text
        before = library.rule("119.1", "en-2026-01-16").results[0]
        assert "life total of 20" in before.text
    finally:
        added.library.close()


def test_a_failure_after_saving_takes_the_edition_out_again(
    corpus: Corpus, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk while indexing (injected): the edition is not left to break the next start."""
    import index.library

    def full_disk(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(index.library.Library, "__init__", full_disk)
    pdf = pdf_with_lines(_spanish_lines("16 de enero de 2026"))
    with pytest.raises(OSError, match="No space left"):
        add_edition(tmp_path, pdf, "reglas.pdf", known=corpus)
    assert read_added(tmp_path)[0].editions == []
    assert list((tmp_path / ADDED_DIR).glob("*.txt")) == []
    assert "es-2026-01-16" not in load_corpus(added_from=tmp_path).editions
