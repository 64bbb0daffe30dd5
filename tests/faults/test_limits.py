"""What is read has limits, with a Spanish message past them (issue 16, faults 5 and 6)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.terminal import console


def test_a_question_id_past_pythons_digit_limit(juez) -> None:
    ran = juez("quiz", "--pregunta", "reglas:basico:" + "9" * 5000 + ":0")
    ran.assert_no_crash()
    assert ran.code == 2
    assert "Clave de pregunta no válida" in ran.stderr and "Modo desconocido" not in ran.stderr
    assert len(ran.stderr) < 500  # the id is not echoed whole


def test_the_console_history_stops_growing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    readline = pytest.importorskip("readline")
    history = tmp_path / "historial"
    history.write_text("".join(f"/regla {n}\n" for n in range(5000)), encoding="utf-8")
    typed = iter(["/regla 104.3c", "/ayuda"])

    def fake_input(prompt: str) -> str:
        line = next(typed, None)
        if line is None:
            raise EOFError
        readline.add_history(line)  # what input() does on a terminal
        return line

    monkeypatch.setattr("builtins.input", fake_input)
    for _session in range(3):
        typed = iter(["/regla 104.3c", "/ayuda"])
        assert list(console._interactive_lines(history)) == ["/regla 104.3c", "/ayuda"]
        readline.clear_history()
    lines = history.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= console.HISTORY_LINES
    assert lines[-2:] == ["/regla 104.3c", "/ayuda"]
