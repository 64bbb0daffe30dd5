"""`juez quiz`: piped play, the JSON mode and Spanish errors."""

from __future__ import annotations

import asyncio
import io
import json
import sys

import aiosqlite
import pytest

from bot import cli


@pytest.fixture
def juez(tmp_path, capsys, monkeypatch):
    """Run `juez --datos tmp quiz ...` in-process; returns (exit code, stdout, stderr)."""
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("JUEZ_DB_PATH", raising=False)
    monkeypatch.chdir(tmp_path)  # no .env

    def run(*args, stdin=""):
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        code = cli.main(["--datos", str(tmp_path), "quiz", *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def _rows(path) -> list[tuple]:
    async def read():
        async with (
            aiosqlite.connect(path) as conn,
            conn.execute("SELECT question_key, correct FROM quiz_answers ORDER BY id") as cur,
        ):
            return await cur.fetchall()

    return asyncio.run(read())


def test_json_mode_prints_the_questions_without_playing(juez, tmp_path):
    code, out, _ = juez("--json", "--semilla", "5", "--preguntas", "4")
    assert code == 0
    data = json.loads(out)
    assert data["semilla"] == 5 and len(data["preguntas"]) == 4
    for q in data["preguntas"]:
        assert {"id", "prompt", "options", "correct", "correct_letter", "answer", "explanation",
                "citations"} <= set(q)  # fmt: skip
        assert q["options"][q["correct"]] == q["answer"]
        assert all({"kind", "id", "edition"} <= set(c) for c in q["citations"])
    assert juez("--json", "--semilla", "5", "--preguntas", "4")[1] == out
    assert not (tmp_path / "juez.sqlite3").exists()


def test_piped_answers_play_the_round_score_it_and_store_it(juez, tmp_path):
    _, out, _ = juez("--json", "--semilla", "9", "--preguntas", "3", "--tema", "reglas")
    letters = [q["correct_letter"] for q in json.loads(out)["preguntas"]]
    wrong = "ABCD"[("ABCD".index(letters[2]) + 1) % 4]
    code, out, _ = juez(
        "--semilla", "9", "--preguntas", "3", "--tema", "reglas",
        stdin=f"{letters[0]}\n{letters[1].lower()}\n{wrong}\n",
    )  # fmt: skip
    assert code == 0
    assert "Pregunta 1 de 3" in out and "Pregunta 3 de 3" in out
    assert "A) " in out and "D) " in out
    assert out.count("¡Correcto!") == 2 and "Incorrecto" in out
    assert "Puntuación: 2 de 3 (67 %)." in out
    assert "Fuentes: " in out and "--semilla 9" in out
    rows = _rows(tmp_path / "juez.sqlite3")
    assert [r[1] for r in rows] == [1, 1, 0]
    assert rows[0][0].startswith("regla-")


def test_unreadable_piped_answers_are_skipped_and_said_so(juez, tmp_path):
    code, out, _ = juez("--semilla", "3", "--preguntas", "3", stdin="zz\nA\n")
    assert code == 0
    assert "«zz» no es una respuesta válida (A, B, C, D): pregunta omitida." in out
    assert "Fin de la entrada: 1 pregunta(s) sin responder." in out
    assert "Omitidas: 2." in out
    assert len(_rows(tmp_path / "juez.sqlite3")) == 1  # only the readable answer


def test_review_replays_the_missed_questions(juez):
    _, out, _ = juez("--json", "--semilla", "4", "--preguntas", "2", "--tema", "clase")
    first = json.loads(out)["preguntas"][0]
    wrong = "ABCD"[(first["correct"] + 1) % 4]
    juez("--semilla", "4", "--preguntas", "2", "--tema", "clase", stdin=f"{wrong}\nA\n")
    code, out, _ = juez("--repaso", stdin=f"{first['correct_letter']}\n")
    assert code == 0 and "Repaso" in out and first["id"] in out
    assert "¡Correcto!" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--tema", "historia"), "Temas válidos: reglas, palabrasclave, clase, escenarios, todos"),
        (("--nivel", "experto"), "Niveles válidos: básico, intermedio, avanzado"),
        (("--preguntas", "0"), "--preguntas debe estar entre 1 y 50"),
    ],
)
def test_bad_options_are_spanish_errors(juez, args, message):
    code, _, err = juez("--json", *args)
    assert code == 2 and message in err


def test_help_is_spanish(capsys):
    with pytest.raises(SystemExit):
        cli.main(["quiz", "--help"])
    out = capsys.readouterr().out
    assert "--tema" in out and "cuántas preguntas" in out and "opciones" in out
