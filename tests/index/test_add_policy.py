"""A newer tournament policy edition (MTR, IPG, JAR) added like a rules one (issue 30): by
`juez indice añadir` with a file, by `juez actualizar --politica` from an address (a loopback
server here), becoming the edition that answers; a bad file refused in Spanish."""

from __future__ import annotations

import http.server
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from index.add_edition import add_edition
from index.add_policy import PolicyAddReport
from index.corpus import Corpus
from index.corpus_loader import load_corpus
from index.edition_reader import AlreadyAdded, EditionFileError
from index.user_editions import ADDED_DIR

POLICY = Path(__file__).resolve().parents[2] / "index" / "data" / "policy"
MTR = POLICY / "tournament_rules.txt"
OLD_SENTENCE = "Electronic devices are permitted"


def _newer_mtr() -> str:
    """The bundled MTR as Wizards' next update: a later date, one section's text changed."""
    text = MTR.read_text(encoding="utf-8")
    assert "Effective May 13, 2024" in text and OLD_SENTENCE in text
    return text.replace("Effective May 13, 2024", "Effective February 3, 2025", 1).replace(
        OLD_SENTENCE, "Zorblax gadgets are permitted", 1
    )


@pytest.fixture(scope="module")
def added(tmp_path_factory: pytest.TempPathFactory, data_dir: Path, corpus: Corpus):
    folder = tmp_path_factory.mktemp("juez-policy-added")
    shutil.copytree(data_dir, folder, dirs_exist_ok=True)
    result = add_edition(folder, _newer_mtr().encode(), "MTR-2025.txt", known=corpus)
    yield folder, result
    result.library.close()


def test_a_newer_mtr_becomes_the_one_that_answers(added) -> None:
    from bot.text.added_edition import render_added

    _, result = added
    report = result.report
    assert isinstance(report, PolicyAddReport)
    assert report.edition.id == "mtr-2025-02-03" and report.edition.family == "mtr"
    assert report.in_force and report.previous_in_force == "mtr-2024-05-13"
    assert report.sections > 50 and report.infractions == 0
    policy = result.library.policy
    assert policy.in_force["mtr"] == "mtr-2025-02-03"
    assert policy.in_force["ipg"] == "ipg-2024-04-15"  # the other documents as they were
    top = policy.search("zorblax", documents=["MTR"], limit=3)
    assert top and top[0][1].id == "mtr-2.12" and top[0][1].edition == "mtr-2025-02-03"
    lookup = result.library.policy_lookup.section("MTR", "2.12")
    assert "Zorblax" in lookup.results[0].text
    said = render_added(report)
    assert "Añadida la edición mtr-2025-02-03" in said and "antes, mtr-2024-05-13" in said


def test_the_added_policy_edition_is_not_a_rules_edition(added) -> None:
    from index.editions.edition_catalog import EditionCatalog

    folder, result = added
    assert result.library.corpus.current_edition.family == "rules"
    assert "mtr-2025-02-03" not in EditionCatalog.read(folder).rule_editions
    # and it survives a restart: the corpus loaded again from the folder has it
    assert "mtr-2025-02-03" in load_corpus(cache_dir=folder, added_from=folder).editions


def test_the_bundled_edition_is_not_added_twice(corpus: Corpus, tmp_path: Path) -> None:
    with pytest.raises(AlreadyAdded, match="mtr-2024-05-13"):
        add_edition(tmp_path, MTR.read_bytes(), "MTR.txt", known=corpus)
    assert not (tmp_path / ADDED_DIR).exists()


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("MAGIC INFRACTION PROCEDURE GUIDE\nEffective June 1, 2025\nNothing else.\n",
         "Juez no encuentra sus secciones"),
        (MTR.read_text(encoding="utf-8").replace("Effective May 13, 2024", "", 1),
         "No encuentro la fecha de MTR.txt"),
    ],
    ids=["no sections", "no date"],
)  # fmt: skip
def test_a_bad_policy_file_is_refused_in_spanish_and_nothing_is_written(
    text: str, said: str, corpus: Corpus, tmp_path: Path
) -> None:
    with pytest.raises(EditionFileError) as refused:
        add_edition(tmp_path, text.encode(), "MTR.txt", known=corpus)
    assert said in str(refused.value)
    assert "Ejemplo: juez indice añadir" in str(refused.value)
    assert not (tmp_path / ADDED_DIR).exists()


# -- juez actualizar --politica URL, against a loopback server -----------------------------------
@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    root = tmp_path / "served"
    root.mkdir()

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            super().__init__(*args, directory=str(root), **kwargs)

        def log_message(self, *args) -> None:  # type: ignore[no-untyped-def]
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", root
    finally:
        server.shutdown()
        server.server_close()


def test_juez_actualizar_politica_adds_a_downloaded_edition(
    served: tuple[str, Path], data_dir: Path, tmp_path: Path
) -> None:
    """An older MTR, downloaded: kept, said so, and the bundled one goes on answering."""
    from bot.services.editions import EditionService
    from bot.text.added_edition import render_added

    base, root = served
    older = MTR.read_text(encoding="utf-8").replace(
        "Effective May 13, 2024", "Effective November 8, 2023", 1
    )
    (root / "MTR-2023.txt").write_text(older, encoding="utf-8")
    folder = tmp_path / "data"
    shutil.copytree(data_dir, folder)
    used = []
    service = EditionService(folder, lambda: load_corpus(cache_dir=folder), used.append)
    report = service.update_policy(f"{base}/MTR-2023.txt", timeout=10)
    try:
        assert report.edition.id == "mtr-2023-11-08" and not report.in_force
        assert report.edition.url == f"{base}/MTR-2023.txt"
        assert used[0].policy.in_force["mtr"] == "mtr-2024-05-13"
        text = render_added(report)
        assert "Añadida la edición mtr-2023-11-08" in text and "no responde" in text
    finally:
        used[0].close()


def test_juez_actualizar_politica_refuses_what_is_not_a_policy_document(
    served: tuple[str, Path], data_dir: Path, tmp_path: Path
) -> None:
    from bot.rules_download import RulesDownloadError
    from bot.services.editions import EditionService

    base, root = served
    (root / "notas.txt").write_text("Mis notas del torneo\n", encoding="utf-8")
    service = EditionService(tmp_path, lambda: load_corpus(), lambda _: None)
    with pytest.raises(RulesDownloadError) as refused:
        service.update_policy(f"{base}/notas.txt", timeout=10)
    message = str(refused.value)
    assert "no es un documento de torneo" in message and "Ejemplo: juez actualizar" in message
    with pytest.raises(RulesDownloadError, match="dirección http"):
        service.update_policy("ftp://servidor/MTR.txt", timeout=10)
    assert not (tmp_path / ADDED_DIR).exists()


# -- juez actualizar --politica ARCHIVO: a newer IPG from a file the user has ------------------
IPG = POLICY / "infraction_procedure_guide.txt"
OLD_REMEDY = "The players are given a time extension corresponding to the length of the tardiness."
NEW_REMEDY = "The players are given a time extension of twice the length of the tardiness."


def test_juez_actualizar_politica_adds_a_local_ipg_lists_what_changed_and_answers_name_it(
    data_dir: Path, tmp_path: Path
) -> None:
    """The bundled IPG with a later date and one sentence of 3.1 changed, given as a file:
    it becomes the IPG in force, the older one is kept, the change is listed (old and new
    sentence), and /infraccion answers from it, naming it."""
    from bot.services.editions import EditionService
    from bot.text.added_edition import render_added

    text = IPG.read_text(encoding="utf-8")
    assert text.count(OLD_REMEDY) == 1 and "Effective April 15, 2024" in text
    newer = text.replace("Effective April 15, 2024", "Effective June 9, 2025", 1).replace(
        OLD_REMEDY, NEW_REMEDY, 1
    )
    given = tmp_path / "IPG-nueva.txt"
    given.write_text(newer, encoding="utf-8")
    folder = tmp_path / "data"
    shutil.copytree(data_dir, folder)
    used = []
    service = EditionService(folder, lambda: load_corpus(cache_dir=folder), used.append)
    report = service.update_policy(str(given), timeout=10)
    try:
        assert report.edition.id == "ipg-2025-06-09" and report.in_force
        assert report.previous_in_force == "ipg-2024-04-15"
        changes = report.changes
        assert changes is not None
        assert (changes.older, changes.newer) == ("ipg-2024-04-15", "ipg-2025-06-09")
        assert [c.section for c in changes.changed] == ["ipg-3.1"]
        assert not changes.added and not changes.removed
        assert changes.changed[0].before == OLD_REMEDY
        assert changes.changed[0].after == NEW_REMEDY
        said = render_added(report)
        assert "1 cambiadas" in said and "ipg-3.1" in said and NEW_REMEDY in said
        library = used[0]
        assert "ipg-2024-04-15" in library.corpus.editions  # the older one is kept
        answer = library.policy_lookup.infraction("llegó 12 minutos tarde a un RCQ")
        first = answer.results[0]
        assert first.id == "ipg-3.1" and first.edition == "ipg-2025-06-09"
        assert "09/06/2025" in first.edition_label and NEW_REMEDY in first.text
        assert OLD_REMEDY not in first.text
    finally:
        for library in used:
            library.close()


def test_juez_actualizar_politica_refuses_a_local_file_that_is_not_a_policy_document(
    data_dir: Path, tmp_path: Path
) -> None:
    from bot.services.editions import EditionService

    notes = tmp_path / "notas.txt"
    notes.write_text("Mis notas del torneo\n", encoding="utf-8")
    service = EditionService(tmp_path, lambda: load_corpus(), lambda _: None)
    with pytest.raises(EditionFileError) as refused:
        service.update_policy(str(notes), timeout=10)
    message = str(refused.value)
    assert "no es el MTR, la IPG ni la JAR" in message and "Ejemplo: juez actualizar" in message
    assert not (tmp_path / ADDED_DIR).exists()
