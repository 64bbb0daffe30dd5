"""The offline console: the Discord commands typed in a terminal, read line by line."""

import io

import pytest

from bot.services import JuezService
from bot.terminal.console import Console


@pytest.fixture
def console(library, data_dir, tmp_path):
    service = JuezService(data_dir, library=library)  # the session's index: no second build
    out = io.StringIO()
    return Console(service, out, db_path=tmp_path / "juez.sqlite3"), out


def run(console_and_out, *lines):
    console, out = console_and_out
    console.run(lines)
    return out.getvalue()


def test_lookups_and_help(console):
    out = run(console, "/regla 303.4", "/glosario trample", "/buscar robar sin cartas", "/ayuda")
    assert "Regla 303.4 · Encantamientos" in out
    assert "Glosario: Trample" in out
    assert "1. " in out and "**" not in out  # a ranked list of snippets, plain when piped
    assert "/escenario" in out and "/quiz" in out  # the help lists every command


def test_regla_by_text_searches_the_rules(console):
    out = run(console, "/regla arrollar y toque mortal")
    assert "702.19" in out or "702.2" in out


def test_options_are_read_like_discord_options(console):
    out = run(console, "/regla 104.3c edicion:en")
    assert "[en-2026-01-16]" in out


def test_mistakes_get_spanish_messages(console):
    out = run(console, "/nada", "/regla", "/escenario combate atacante:5/x")
    assert "Comando desconocido: /nada" in out
    assert "no es un número de regla" in out or "vacía" in out
    assert "Ejemplo válido" in out


def test_escenario_told_in_words(console):
    out = run(console, "/escenario ataco con un 2/2 con toque mortal y lo bloquean con un 4/4")
    assert 'Lo he leído así: combate atacante:"2/2 con toque mortal"' in out
    assert "704.5h" in out


def test_a_question_asked_back_is_answered_by_the_next_line(console):
    out = run(
        console,
        "/escenario hay un Oso 2/2 y le tiro un Shock",
        "2",  # the number of an answer offered
        "/escenario el rival ataca con un 3/3 y bloqueo con un 2/2, a 2 vidas",
        "el rival está a 2 vidas",  # the missing fact in words
    )
    assert "¿De quién es «Oso»: tuyo o del rival?" in out and "2) Del rival" in out
    assert 'Lo he leído así: pila criaturas_rival:"Oso 2/2" hechizo:"Shock: Oso"' in out
    assert "vida_atacante:2" in out and "Jugador atacante: 2 vidas" in out


def test_a_command_after_a_question_is_not_taken_as_its_answer(console):
    out = run(console, "/escenario hay un Oso 2/2 y le tiro un Shock", "/regla 104.3c")
    assert "¿De quién es «Oso»" in out and "Ejemplo válido" in out  # asked, left unanswered
    assert "104.3c" in out  # the command still ran


def test_salir_stops_reading(console):
    out = run(console, "/salir", "/regla 104.3c")
    assert "104.3c" not in out


def test_quiz_takes_its_answers_from_the_next_lines(console, tmp_path):
    out = run(console, "/quiz preguntas:2 semilla:5 tema:reglas", "a", "b", "/glosario trample")
    assert out.count("Pregunta ") >= 2 and "Respuesta correcta" in out
    assert "Glosario: Trample" in out  # the console goes on after the round
    assert (tmp_path / "juez.sqlite3").exists()


def test_quiz_bad_option(console):
    out = run(console, "/quiz tema:astronomia")
    assert "astronomia" in out and "reglas" in out  # says what was wrong and the valid ones


def test_quiz_whose_database_cannot_open_says_why_and_goes_on(library, data_dir, tmp_path):
    folder = tmp_path / "no-es-un-archivo"
    folder.mkdir()  # a folder where the database file should be: it cannot open
    out = io.StringIO()
    console = Console(JuezService(data_dir, library=library), out, db_path=folder)
    console.run(["/quiz preguntas:1 semilla:5 tema:reglas", "/glosario trample"])
    text = out.getvalue()
    assert f"La base de datos {folder} es una carpeta" in text
    assert "Glosario: Trample" in text  # the session went on after the round failed
    assert console.failed  # and will end with code 1, as `juez quiz` would


def test_quiz_bad_option_is_not_a_failure(console):
    run(console, "/quiz tema:astronomia")
    assert not console[0].failed  # a request that cannot be done: code 2 in `juez`, not 1


def test_quiz_subcommands_never_start_a_round(console):
    """Issue 26: /quiz estadisticas, ranking and an unknown word show or refuse; the lines
    after them are commands again, not answers stored as misses."""
    out = run(
        console, "/quiz estadisticas", "/glosario trample", "/quiz ranking", "/quiz marcador",
        "/quiz borrar-mis-datos", "/glosario trample",
    )  # fmt: skip
    assert "Pregunta 1 de" not in out and "Respuesta correcta" not in out
    assert "aún no has respondido ninguna pregunta" in out
    assert "Nadie ha respondido aún." in out
    assert "«marcador» no es un subcomando de /quiz" in out and "Ejemplos:" in out
    assert "es de Discord" in out
    assert out.count("Glosario: Trample") == 2


def test_quiz_stats_and_ranking_after_a_round(console):
    run(console, "/quiz nueva preguntas:2 semilla:5", "a", "b")
    console[1].truncate(0)
    console[1].seek(0)
    out = run(console, "/quiz estadisticas", "/quiz ranking")
    assert "Acumulado: " in out and " de 2 aciertos" in out
    assert "1. tú: " in out and "/2 " in out  # the player at the terminal, on the ranking
    assert "Pregunta 1 de" not in out


def test_quiz_shows_difficulty_and_a_level_weighted_ranking(console):
    """Issue 26: each question shows its difficulty; stats and the ranking show the points,
    and the ranking says what they mean."""
    first = run(console, "/quiz nueva preguntas:2 semilla:5 nivel:avanzado", "a", "b")
    assert first.count("Dificultad: ") == 2 and "aún sin respuestas" in first
    console[1].truncate(0)
    console[1].seek(0)
    again = run(console, "/quiz nueva preguntas:2 semilla:5 nivel:avanzado", "a", "b")
    assert again.count("medida en 1 respuesta)") == 2  # the same two questions, now measured
    console[1].truncate(0)
    console[1].seek(0)
    out = run(console, "/quiz estadisticas", "/quiz ranking")
    assert "Puntos: " in out and "dificultad media de tus preguntas: " in out
    assert "Ranking (por puntos):" in out and " puntos · " in out
    assert "nivel básico 1, intermedio 1,5, avanzado 2" in " ".join(out.split())


def test_quiz_repaso_plays_the_missed_questions(console):
    first = run(console, "/quiz preguntas:2 semilla:5", "x", "x")  # both skipped: to review
    assert first.count("pregunta omitida") == 2
    console[1].truncate(0)
    console[1].seek(0)
    out = run(console, "/quiz repaso", "a", "a", "/glosario trample")
    assert "Repaso · 2 preguntas" in out and "Glosario: Trample" in out


def test_a_line_without_a_slash_is_a_question(console):
    """Issue 24: a newcomer's first try is a question; it is searched, not refused."""
    out = run(console, "robar sin cartas")
    assert "Resultados para «robar sin cartas»" in out and "104.3c" in out
    assert "empiezan por" not in out


def test_a_number_without_a_slash_is_that_rule(console):
    out = run(console, "1043c", "la 704.5k")
    assert "Regla 104.3c" in out and "Regla 704.5k" in out and "Resultados" not in out


def test_a_command_name_without_a_slash_runs_it(console):
    out = run(console, "regla 303.4", "ayuda", "salir", "/regla 104.3c")
    assert "Regla 303.4 · Encantamientos" in out
    assert "Sin «/», una línea es una búsqueda" in out  # /ayuda says so
    assert "104.3c" not in out.split("Sin «/»")[1]  # "salir" stopped the reading


def test_with_a_site_an_answer_ends_with_its_link(library, data_dir, tmp_path):
    service = JuezService(data_dir, library=library)
    out = io.StringIO()
    site = "https://reglas.example.org"
    console = Console(service, out, db_path=tmp_path / "j.sqlite3", site_url=site)
    console.run(["/regla 104.3c", "/glosario trample"])
    said = out.getvalue()
    assert f"En el sitio de reglas: {site}/reglas/104.html#104.3c" in said
    assert f"En el sitio de reglas: {site}/glosario.html#g-trample" in said


def test_without_a_site_no_link(console):
    assert "En el sitio de reglas" not in run(console, "/regla 104.3c")


def test_quiz_numbers_are_checked_against_the_command_table(console):
    """/quiz preguntas: the limits Discord announces (bot/commands/table.py), said in Spanish
    before any round starts (a round would read the next lines as answers)."""
    out = run(console, "/quiz preguntas:0", "/quiz preguntas:tres", "/quiz semilla:x")
    assert "preguntas va de 1 a 10. Ejemplo: /quiz preguntas:5" in out
    assert "preguntas es un número, no «tres»" in out
    assert "semilla es un número, no «x»" in out
    assert "Jugador:" not in out  # no round started
