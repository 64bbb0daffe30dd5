"""Bytes that are not UTF-8, on stdin or in an argument, are read with replacement and answered.

Issue 16, fault 4: with strict standard streams (a usual desktop locale) one bad byte on stdin
crashed `--json -`, the console and the quiz, and a bad argument crashed when echoed; under
C.UTF-8 `--json -` echoed the raw bytes, and its lines were no longer valid JSON.
"""

from __future__ import annotations

import json

import pytest

from tests.faults.helpers import juez_env

STRICT = juez_env(PYTHONIOENCODING="utf-8:strict")
LOCALES = {"strict": STRICT, "c-utf8": juez_env()}


def _json_lines(raw: bytes) -> list[dict[str, object]]:
    text = raw.decode("utf-8")  # strict: the output itself is valid UTF-8
    return [json.loads(line) for line in text.split("\n") if line]


@pytest.mark.parametrize("env", LOCALES)
def test_json_from_stdin_answers_every_line(juez, env: str) -> None:
    ran = juez(
        "regla", "--json", "-", stdin=b"104.3c\n\xff\xfe robar\n702.6\nfin\xc3\n", env=LOCALES[env]
    )
    ran.assert_no_crash()
    assert ran.code == 0
    lines = _json_lines(ran.out)
    assert [d["query"] for d in lines] == ["104.3c", "\ufffd\ufffd robar", "702.6", "fin\ufffd"]
    assert lines[0]["results"] and lines[2]["results"]


def test_json_lines_stay_lines_whatever_came_in(juez) -> None:
    # U+2028, U+2029 and NEL are line ends for str.splitlines(): escaped, one object per line.
    queries = "robar\u2028cartas\nrobar\u2029cartas\nrobar\x85cartas\n".encode()
    ran = juez("buscar", "--json", "-", stdin=queries, env=STRICT)
    ran.assert_no_crash()
    assert ran.code == 0
    lines = ran.out.decode("utf-8").splitlines()
    assert len(lines) == 3 and all(json.loads(line)["query"] for line in lines)


@pytest.mark.parametrize("env", LOCALES)
def test_an_argument_that_is_not_utf8(juez, env: str) -> None:
    ran = juez("regla", b"\xff104.3c", "--json", env=LOCALES[env])
    ran.assert_no_crash()
    assert ran.code == 0
    (line,) = _json_lines(ran.out)
    assert line["query"] == "\ufffd104.3c"
    human = juez("buscar", b"robar \xe9", env=LOCALES[env])
    human.assert_no_crash()
    assert human.code == 0 and "robar \ufffd" in human.out.decode("utf-8")


def test_the_console_answers_a_line_with_a_bad_byte(juez) -> None:
    ran = juez("consola", stdin=b"/regla 104.3c\n/buscar \xff robar\n/ayuda\n", env=STRICT)
    ran.assert_no_crash()
    assert ran.code == 0
    out = ran.out.decode("utf-8")
    assert "Regla 104.3c" in out and "\ufffd robar" in out and "Comandos" in out


def test_the_quiz_takes_a_bad_byte_for_an_unreadable_answer(juez) -> None:
    ran = juez("quiz", "--preguntas", "2", "--semilla", "1", stdin=b"a\n\xff\n", env=STRICT)
    ran.assert_no_crash()
    assert ran.code == 0
    out = ran.out.decode("utf-8")
    assert "«\ufffd» no es una respuesta válida" in out and "Puntuación:" in out
