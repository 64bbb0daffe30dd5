"""`juez quiz`: piped play, the JSON mode and Spanish errors."""

from __future__ import annotations

import asyncio
import io
import json
import os
import select
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import aiosqlite
import pytest

from bot.quiz import MAX_QUESTIONS
from bot.services.errors import ANSWER_NOT_SAVED
from bot.storage.sqlite.quiz import QuizRepo
from bot.terminal import cli
from bot.terminal.quiz import Answers

ROOT = Path(__file__).resolve().parents[3]


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
        keys = q["select_all"] or [q["correct"]]  # every true option of a select-all
        assert "; ".join(q["options"][i] for i in keys) == q["answer"]
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


def test_a_select_all_question_is_answered_with_every_true_letter_on_one_line(juez, tmp_path):
    _, out, _ = juez("--pregunta", "varias:intermedio:4:2", "--json")
    [question] = json.loads(out)["preguntas"]
    letters = "".join("ABCD"[i] for i in question["select_all"])
    assert letters and question["correct_letter"].replace(", ", "").replace(" y ", "") == letters
    code, out, _ = juez("--pregunta", "varias:intermedio:4:2", stdin=f"{letters.lower()}\n")
    assert code == 0 and "Marca todas las que valgan" in out
    assert "¡Correcto!" in out and "Respuestas correctas (todas las que valen):" in out
    missing = letters[:-1] or "ABCD".replace(letters, "")[0]  # one too few, or a wrong one
    _, out, _ = juez("--pregunta", "varias:intermedio:4:2", stdin=f"{missing}\n")
    assert "Incorrecto: marcaste" in out
    assert [r[1] for r in _rows(tmp_path / "juez.sqlite3")] == [1, 0]


def test_unreadable_piped_answers_are_skipped_and_said_so(juez, tmp_path):
    code, out, _ = juez("--semilla", "3", "--preguntas", "3", stdin="zz\nA\n")
    assert code == 0
    assert "«zz» no es una respuesta válida (A, B, C, D): pregunta omitida." in out
    assert "Fin de la entrada: 1 pregunta sin responder." in out
    assert "Omitidas: 2." in out
    assert len(_rows(tmp_path / "juez.sqlite3")) == 1  # only the readable answer
    # Both questions left unanswered go to review, in box 1, without counting as answers.
    with sqlite3.connect(tmp_path / "juez.sqlite3") as db:
        boxes = db.execute("SELECT box, answers FROM quiz_boxes ORDER BY answers").fetchall()
    assert [b for b in boxes if b[1] == 0] == [(1, 0), (1, 0)] and len(boxes) == 3


def test_review_replays_the_missed_questions(juez):
    _, out, _ = juez("--json", "--semilla", "4", "--preguntas", "2", "--tema", "clase")
    first = json.loads(out)["preguntas"][0]
    wrong = "ABCD"[(first["correct"] + 1) % 4]
    juez("--semilla", "4", "--preguntas", "2", "--tema", "clase", stdin=f"{wrong}\nA\n")
    # The review shuffles the options: the right answer never keeps its letter (issue 12).
    code, out, _ = juez("--repaso", stdin=f"{first['correct_letter']}\n")
    assert code == 0 and "Repaso" in out and first["id"] in out
    assert "Incorrecto" in out and first["answer"] in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("--tema", "historia"),
            "Temas válidos: reglas, palabrasclave, clase, escenarios, definiciones, todos",
        ),
        (("--nivel", "experto"), "Niveles válidos: básico, intermedio, avanzado"),
        (("--preguntas", "0"), f"El número de preguntas debe estar entre 1 y {MAX_QUESTIONS}."),
        (("--preguntas", str(MAX_QUESTIONS + 1)), f"entre 1 y {MAX_QUESTIONS}"),
        (("--pregunta", "nada:basico:1:0"), "No existe el generador de preguntas «nada»"),
        (("--pregunta", "clase:basico:1:0", "--tema", "reglas"), "--pregunta ya fija el tema"),
    ],
)
@pytest.mark.parametrize("json_mode", [True, False])
def test_bad_options_are_spanish_errors(juez, tmp_path, args, message, json_mode):
    code, _, err = juez(*(("--json",) if json_mode else ()), *args)
    assert code == 2 and message in err
    assert not (tmp_path / "juez.sqlite3").exists()  # refused before opening anything


def test_pregunta_shows_and_plays_one_question_by_its_id(juez, tmp_path):
    _, out, _ = juez("--json", "--semilla", "6", "--preguntas", "3", "--tema", "reglas")
    third = json.loads(out)["preguntas"][2]
    code, out, _ = juez("--json", "--pregunta", third["id"])
    assert code == 0 and json.loads(out)["preguntas"] == [third]
    code, out, _ = juez("--pregunta", third["id"], stdin=f"{third['correct_letter']}\n")
    assert code == 0
    assert f"Pregunta {third['id']}" in out and "Pregunta 1 de 1" in out
    assert "¡Correcto!" in out and "Puntuación: 1 de 1 (100 %)." in out
    assert f"--pregunta {third['id']}" in out
    assert _rows(tmp_path / "juez.sqlite3") == [(third["id"], 1)]


def test_pregunta_and_repaso_do_not_mix(juez, capsys):
    with pytest.raises(SystemExit) as exit_:
        juez("--repaso", "--pregunta", "clase:basico:1:0")
    assert exit_.value.code == 2
    assert "--pregunta" in capsys.readouterr().err


def test_a_failed_write_is_said_and_the_round_goes_on(juez, monkeypatch):
    async def fail(self, **_):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(QuizRepo, "record_answer", fail)
    code, out, err = juez("--semilla", "3", "--preguntas", "2", stdin="A\nB\n")
    assert out.count(ANSWER_NOT_SAVED) == 2 and "Pregunta 2 de 2" in out
    assert "Puntuación:" in out
    # The round was played to its end; the exit code and one sentence say nothing was kept.
    assert code == 1 and "2 respuesta(s) de esta ronda no se guardaron" in err


def test_stats_name_topics_as_players_read_them(juez):
    _, out, _ = juez("--json", "--semilla", "2", "--preguntas", "1", "--tema", "palabrasclave")
    letter = json.loads(out)["preguntas"][0]["correct_letter"]
    _, out, _ = juez(
        "--semilla", "2", "--preguntas", "1", "--tema", "palabrasclave", stdin=f"{letter}\n"
    )
    assert "  palabras clave: 1/1 (100 %)" in out and "palabrasclave:" not in out


# -- Ctrl-C at the prompt ---------------------------------------------------------------------
def test_ctrl_c_or_eof_at_the_prompt_ends_the_round(monkeypatch, capsys):
    for error in (KeyboardInterrupt, EOFError):

        def interrupted(prompt, error=error):
            raise error

        monkeypatch.setattr("builtins.input", interrupted)
        assert Answers(iter(()), interactive=True).next("ABCD") is None


def test_the_prompt_lets_ctrl_c_through_inside_asyncio_run(monkeypatch):
    # asyncio.run's own SIGINT handler would only cancel the task, unseen by input().
    seen = []

    def fake_input(prompt):
        seen.append(signal.getsignal(signal.SIGINT))
        return "b"

    monkeypatch.setattr("builtins.input", fake_input)

    async def ask():
        before = signal.getsignal(signal.SIGINT)
        line = Answers(iter(()), interactive=True).next("ABC")
        return line, before, signal.getsignal(signal.SIGINT)

    line, before, after = asyncio.run(ask())
    assert line == "b" and seen == [signal.default_int_handler]
    assert after is before and before is not signal.default_int_handler


PROMPT_SCRIPT = """
import asyncio
from bot.terminal.quiz import Answers

async def main():
    line = Answers(iter(()), interactive=True).next("ABCD")
    print("devuelve", repr(line), flush=True)

asyncio.run(main())
print("fin", flush=True)
"""


def _wait_until_asleep(pid: int, seconds: float = 10) -> None:
    """Until the process sleeps in the kernel (state S), e.g. blocked reading the terminal."""
    stat = Path(f"/proc/{pid}/stat")
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            # the state follows the command name, which is in parentheses
            if stat.read_text().rsplit(")", 1)[1].split()[0] == "S":
                time.sleep(0.05)  # and still asleep a moment later, not between two reads
                if stat.read_text().rsplit(")", 1)[1].split()[0] == "S":
                    return
        except OSError:
            return  # no /proc here: send at once, as before
        time.sleep(0.02)


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_a_real_ctrl_c_at_the_prompt_returns_at_once():
    import pty

    main, child = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-c", PROMPT_SCRIPT], stdin=child, stdout=child, stderr=child,
        cwd=ROOT, start_new_session=True,
    )  # fmt: skip
    os.close(child)
    out = b""

    def read_until(text: bytes, seconds: float) -> bool:
        nonlocal out
        end = time.monotonic() + seconds
        while text not in out and time.monotonic() < end:
            ready, _, _ = select.select([main], [], [], 0.1)
            if ready:
                try:
                    out += os.read(main, 1024)
                except OSError:
                    break
        return text in out

    try:
        assert read_until(b"Tu respuesta", 60), out
        # input() writes its prompt before it starts reading: a SIGINT in between only sets a
        # flag that the blocked read never looks at (a race no person's keystroke can hit).
        # Press Ctrl-C, as a person would, once the prompt is really waiting for a key.
        _wait_until_asleep(proc.pid)
        proc.send_signal(signal.SIGINT)  # what a terminal sends its foreground job on Ctrl-C
        assert read_until(b"fin", 5), out  # no Enter needed
        assert b"devuelve None" in out
        assert proc.wait(5) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(main)


def test_help_is_spanish(capsys):
    with pytest.raises(SystemExit):
        cli.main(["quiz", "--help"])
    out = capsys.readouterr().out
    assert "--tema" in out and "cuántas preguntas" in out and "opciones" in out
    assert "--pregunta ID" in out and f"1 a {MAX_QUESTIONS}; por defecto 5" in out
