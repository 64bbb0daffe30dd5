"""The one place a failure becomes a Spanish sentence and an exit code (bot.terminal.exits)."""

from __future__ import annotations

import errno
import io
import logging
import sqlite3

import pytest

from bot.cards.errors import CardNotFound, CardsUnavailable
from bot.services.errors import ServiceError
from bot.storage.interface import DatabaseError
from bot.storage.transfer import TransferError
from bot.terminal import exits
from index.edition_reader import AlreadyAdded
from index.errors import UserError


def said(err: BaseException, **kwargs: object) -> tuple[int, str]:
    out = io.StringIO()
    code = exits.exit_code(err, stream=out, **kwargs)  # type: ignore[arg-type]
    return code, out.getvalue()


@pytest.mark.parametrize(
    ("err", "code"),
    [
        (UserError("Falta la consulta. Ejemplo: juez regla 104.3c"), 2),
        (ServiceError("La búsqueda tardó demasiado y se canceló."), 2),
        (CardNotFound("No encuentro ninguna carta llamada «zzz»."), 2),
        (CardsUnavailable("Scryfall respondió con un error (503)."), 1),
        (DatabaseError("La base de datos juez.sqlite3 está dañada."), 1),
        (TransferError("Línea 3: no es JSON válido."), 1),
        (exits.Failed("No hay base de datos en x.sqlite3: nada que exportar."), 1),
    ],
)
def test_a_user_error_is_its_message_and_the_code_its_class_declares(err, code):
    assert said(err) == (code, f"{err}\n")


def test_an_edition_already_added_declares_success():
    assert exits.user_error_code(AlreadyAdded("Juez ya tiene esas reglas.")) == 0


def test_ctrl_c_is_130():
    assert said(KeyboardInterrupt()) == (130, "\nInterrumpido.\n")


def test_a_file_that_cannot_be_written_is_a_sentence():
    err = OSError(errno.ENOSPC, "No space left on device", "/datos/indice")
    code, text = said(err)
    assert code == 1
    assert text.startswith("No se pudo leer o escribir un archivo (/datos/indice): no queda")
    assert "JUEZ_DATA_DIR" in text


def test_a_damaged_database_names_its_file(tmp_path):
    import bot.storage.sqlite.database  # noqa: F401 (loaded by then in a real run)

    where = tmp_path / "juez.sqlite3"
    code, text = said(sqlite3.DatabaseError("database disk image is malformed"), database=where)
    assert code == 1 and text.startswith(f"La base de datos {where}")


def test_a_bug_is_logged_never_shown(caplog):
    with caplog.at_level(logging.ERROR):
        code, text = said(RuntimeError("secreto interno"))
    assert code == 1
    [record] = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert text.startswith(f"Error inesperado de Juez (RuntimeError, incidente {record.incident}).")
    assert "juez.log" in text and "secreto interno" not in text
    assert "secreto interno" in caplog.text


def test_memory_runs_out_in_spanish():
    assert said(MemoryError()) == (
        1,
        "No queda memoria para terminar: la entrada es demasiado grande.\n",
    )


def test_what_a_session_survives_is_the_same_message_and_code_as_the_exit(tmp_path):
    import bot.storage.sqlite.database  # noqa: F401 (loaded by then in a real run)

    where = tmp_path / "juez.sqlite3"
    for err in (
        UserError("Falta la consulta."),
        DatabaseError("La base de datos juez.sqlite3 está dañada."),
        AlreadyAdded("Juez ya tiene esas reglas."),
        sqlite3.DatabaseError("database disk image is malformed"),
    ):
        found = exits.message_and_code(err, database=where)
        assert found is not None
        message, code = found
        assert said(err, database=where) == (code, f"{message}\n")


def test_what_ends_a_session_has_no_message_here():
    assert exits.message_and_code(RuntimeError("un fallo")) is None
    assert exits.message_and_code(OSError(errno.ENOSPC, "lleno")) is None
    assert exits.message_and_code(KeyboardInterrupt()) is None
