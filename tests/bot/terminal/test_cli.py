"""The `juez` command: human output, the JSON contract, stdin batches and errors."""

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.terminal import cli

ROOT = str(Path(__file__).resolve().parents[3])


@pytest.fixture
def juez(library, data_dir, capsys, monkeypatch):
    """Run `juez ...` in-process against the session's index; returns (exit code, stdout)."""
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)

    def run(*args, stdin=None):
        if stdin is not None:
            monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        code = cli.main(["--datos", str(data_dir), *args])
        out, err = capsys.readouterr()
        return code, out + err

    return run


def test_regla_prints_the_spanish_web_page_rule_and_subrules(juez):
    code, out = juez("regla", "303.4")
    assert code == 0
    assert out.startswith("Regla 303.4 · Encantamientos")
    assert "es-web" in out and "303.4a" in out and "303.4m" in out
    assert "Gatewatch" not in out


def test_regla_json_is_the_public_contract(juez):
    code, out = juez("regla", "704.5k", "--json")
    data = json.loads(out)
    assert set(data) >= {"query", "results", "message"}
    first = data["results"][0]
    assert {"id", "kind", "edition", "language", "title", "text", "score"} <= set(first)
    assert (first["id"], first["edition"], first["language"]) == ("704.5k", "en-2026-01-16", "en")


def test_range_returns_the_three_subrules(juez):
    _, out = juez("regla", "104.3a-c", "--json")
    assert [r["id"] for r in json.loads(out)["results"]] == ["104.3a", "104.3b", "104.3c"]


def test_buscar_spanish_question(juez):
    _, out = juez("buscar", "qué pasa si robo sin cartas en la biblioteca", "--json")
    top3 = [r["id"] for r in json.loads(out)["results"][:3]]
    assert {"104.3c", "121.4", "704.5b"} & set(top3)


def test_palabraclave_flashback_explains_retrospectiva(juez):
    _, out = juez("palabraclave", "flashback")
    assert out.startswith("Palabra clave: Retrospectiva")
    assert "cementerio" in out and "702.34" in out


def test_glosario(juez):
    _, out = juez("glosario", "trample")
    assert "Glosario: Trample" in out and "en-2026-01-16" in out


def test_stdin_batch_prints_one_object_per_line_in_order(juez):
    _, out = juez("regla", "--json", "-", stdin="104.3c\nnada que ver\n702.6\n")
    lines = [json.loads(line) for line in out.splitlines()]
    assert [d["query"] for d in lines] == ["104.3c", "nada que ver", "702.6"]
    assert lines[2]["results"][0]["id"] == "702.6"


def test_empty_result_has_a_message(juez):
    _, out = juez("buscar", "zzzzqqqq", "--json")
    data = json.loads(out)
    assert data["results"] == [] and "Sin resultados" in data["message"]


def test_missing_query_is_a_usage_error_in_spanish(juez):
    code, out = juez("regla")
    assert code == 2 and "Falta la consulta" in out and "juez regla" in out


def test_indice_informe_lists_repairs_and_gaps(juez):
    _, out = juez("indice", "informe")
    assert "103.3d" in out and "103.1d" in out  # repaired
    assert "109.4e" in out
    for gap in ("104.3e", "103.3c", "108.6"):
        assert gap in out


def test_indice_estado_names_every_source(juez):
    _, out = juez("indice", "estado")
    assert "al día" in out
    for edition in ("es-2019-10-04", "en-2019-10-04", "en-2026-01-16", "es-web"):
        assert edition in out


def test_juez_without_token_reads_console_commands_from_a_pipe(data_dir, library, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["JUEZ_DATA_DIR"] = str(data_dir)
    env["PYTHONPATH"] = ROOT
    proc = subprocess.run(
        [sys.executable, "-m", "bot.terminal.cli"],
        input="/regla 104.3c\n/palabraclave cascada\n",
        capture_output=True,
        text=True,
        cwd=tmp_path,  # no .env here
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Regla 104.3c" in proc.stdout
    assert "Palabra clave: Cascada" in proc.stdout
    assert "Traceback" not in proc.stderr
    # Said once, on stderr, so that the answers on stdout stay clean for a script.
    assert proc.stderr.count("consola sin conexión") == 1
    assert "consola" not in proc.stdout


def test_escenario_explains_trample_with_deathtouch_blockers(juez):
    # argv as the shell delivers it: the quotes around spaced values are gone.
    code, out = juez("escenario", "combate", "atacante:5/5 arrollar",
                     "bloqueadores:2/2; 1/1 toque mortal")  # fmt: skip
    assert code == 0
    split = "asigna 2 daños a «Bloqueador 1» (2/2), 1 a «Bloqueador 2» (1/1) y 2 a Jugador defensor"
    assert split in out
    assert "702.19b" in out and "704.5g" in out
    assert "Jugador defensor: 18 vidas" in out


def test_escenario_json_contract(juez):
    _, out = juez("escenario", "--json", "combate", "atacante:3/3 vínculo vital")
    data = json.loads(out)
    assert set(data) >= {"steps", "final", "rules"}
    assert all({"text", "rules"} <= set(step) for step in data["steps"])
    assert "702.15b" in data["rules"] or "702.15a" in data["rules"]


def test_escenario_in_english_words_the_same_steps(juez):
    args = ("combate", "atacante:5/5 arrollar", "bloqueadores:2/2; 1/1 toque mortal")
    code, out = juez("escenario", "--idioma", "en", *args)
    assert code == 0
    split = "assigns 2 damage to “Bloqueador 1” (2/2), 1 to “Bloqueador 2” (1/1) and 2 to"
    assert split in out and "Jugador defensor: 18 life" in out
    assert "702.19b" in out and "Result:" in out and "Resultado" not in out
    _, spanish = juez("escenario", "--json", *args)
    _, english = juez("escenario", "--json", "--idioma", "en", *args)
    es, en = json.loads(spanish), json.loads(english)
    # The same data; only the words differ.
    assert [s["args"] for s in es["steps"]] == [s["args"] for s in en["steps"]]
    assert es["rules"] == en["rules"] and es["steps"][0]["text"] != en["steps"][0]["text"]


def test_escenario_in_an_unknown_language_says_which_ones_there_are(juez):
    code, out = juez("escenario", "--idioma", "fr", "combate", "atacante:3/3")
    assert code == 2
    assert "Idioma desconocido: «fr»" in out and "--idioma en" in out


def test_escenario_told_in_words_shows_how_it_was_read(juez):
    told = "mi 3/3 con arrollar ataca y lo bloquean con un 1/1 con toque mortal"
    code, out = juez("escenario", *told.split())  # unquoted: the shell split the words
    assert code == 0
    read = out.splitlines()[0]
    assert read.startswith("Lo he leído así: combate atacante:")
    assert "Jugador defensor: 18 vidas" in out
    _, out = juez("escenario", "--json", told)
    data = json.loads(out)
    assert data["read_as"] == read.removeprefix("Lo he leído así: ")


def test_escenario_reads_one_quoted_argument_as_the_same_words_apart(juez):
    line = 'pila vida:3 hechizo:"Lightning Bolt: 3 de daño a Jugador activo"'
    whole = juez("escenario", "--json", line)
    # The same words as the shell delivers them unquoted: its quotes eaten, split at spaces.
    spell = "hechizo:Lightning Bolt: 3 de daño a Jugador activo"
    apart = juez("escenario", "--json", "pila", "vida:3", spell)
    assert whole[0] == apart[0] == 0
    assert json.loads(whole[1]) == json.loads(apart[1])
    assert json.loads(whole[1])["final"]["players"][0]["lost"]


def test_escenario_an_unbalanced_quote_is_said_in_spanish_with_an_example(juez):
    code, out = juez("escenario", 'pila vida:3 hechizo:"Lightning Bolt: 3 de daño')
    assert code == 2
    assert "comillas sin cerrar" in out and "Ejemplo: juez escenario '" in out
    assert "Traceback" not in out


def test_escenario_from_a_yaml_file(juez, tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(
        "kind: sba\nstate:\n  players:\n    - {name: Ana, life: 0}\n    - {name: Beto}\n",
        encoding="utf-8",
    )
    code, out = juez("escenario", "--archivo", str(path))
    assert code == 0 and "704.5a" in out


def test_escenario_bad_input_names_the_part_and_shows_an_example(juez):
    code, out = juez("escenario", "combate", "atacante:5/x")
    assert code == 2
    assert "5/x" in out and "Ejemplo válido" in out and "Traceback" not in out


def test_indice_estado_says_when_the_index_is_stale(juez, data_dir, tmp_path, capsys):
    # An index folder built from other content: the state must say so, not rebuild it.
    import shutil

    stale = tmp_path / "datos"
    shutil.copytree(data_dir / "index", stale / "index")
    meta = stale / "index" / "meta.json"
    meta.write_text(meta.read_text().replace('"corpus_hash": "', '"corpus_hash": "old'))
    code = cli.main(["--datos", str(stale), "indice", "estado"])
    assert code == 0
    assert "hay que reconstruirlo" in capsys.readouterr().out
    assert "old" in (stale / "index" / "meta.json").read_text()  # left as it was


def test_a_closed_pipe_is_not_an_error(data_dir, library, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONPATH"] = ROOT
    proc = subprocess.run(
        f'"{sys.executable}" -m bot.terminal.cli --datos "{data_dir}" regla 702 | head -c 10',
        shell=True, capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120,
    )  # fmt: skip
    assert "Traceback" not in proc.stderr and "No se pudo" not in proc.stderr


@pytest.fixture
def juez_streams(library, data_dir, capsys, monkeypatch):
    """As ``juez``, with stdout and stderr apart: (exit code, stdout, stderr)."""
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)

    def run(*args):
        try:
            code = cli.main(["--datos", str(data_dir), *args])
        except SystemExit as stop:  # argparse's own usage errors
            code = stop.code
        out, err = capsys.readouterr()
        return code, out, err

    return run


@pytest.mark.parametrize(
    "args",
    [
        ("escenario", "--json"),
        ("regla", "--json"),
        ("regla", "--json", "104.3", "--edicion", "2030"),
        ("buscar", "--json", "--fuente", "nada", "robar"),
        ("cambios", "--json", "zzz"),
        ("regla", "--json", "--no-existe", "104.3"),
        ("quiz", "--json", "--tema", "nada"),
    ],
)
def test_json_always_prints_one_object_errors_included(juez_streams, args):
    """Issue 24: a script reads stdout alone; a mistake is {"error", "exit_code"} there."""
    code, out, err = juez_streams(*args)
    assert code == 2
    (line,) = out.splitlines()
    data = json.loads(line)
    assert data["exit_code"] == 2 and data["error"] and data["error"] in err


@pytest.mark.parametrize(
    "args",
    [
        ("regla", "104.3", "--edicion", "2030"),
        ("regla", "104.3", "--edicion", "../../etc"),
        ("buscar", "--fuente", "nada", "robar"),
        ("cambios", "zzz"),
    ],
)
def test_usage_mistakes_exit_2_with_a_spanish_message(juez_streams, args):
    code, out, err = juez_streams(*args)
    assert code == 2 and not out
    assert "desconocida" in err or "no es una regla" in err
    assert "Ejemplo" in err or "Usa " in err


def test_cambios_takes_keyword_and_glossary_names(juez_streams):
    code, out, _ = juez_streams("cambios", "arrollar")
    assert code == 0 and out.startswith("Cambios en la regla 702.19 · Trample")
    assert "«arrollar» es la regla 702.19." in out
    code, out, _ = juez_streams("cambios", "--json", "trample")
    assert code == 0 and json.loads(out)["query"] == "702.19"


def test_digits_run_together_are_the_one_rule_they_can_be(juez):
    # "7025" can only be 702.5 (it exists): looked up, and the answer says how it was read.
    # "2019" would be 201.9, which does not exist: it is searched as text, as typed.
    code, out = juez("regla", "7025")
    assert code == 0 and out.startswith("Regla 702.5")
    assert "«7025» se ha leído como la regla 702.5" in out
    code, out = juez("regla", "2019")
    assert code == 0 and not out.startswith("Regla 201.9") and "201.9" not in out.split("\n")[0]


@pytest.mark.parametrize(("command", "collects"), [(["regla", "704.5a"], False), ([], True)])
def test_only_a_one_shot_command_turns_the_cyclic_collector_off(data_dir, command, collects):
    """`juez regla …` answers and exits: the collector would only walk its tables. The
    console runs on (here it reads an empty stdin and stops), and keeps it."""
    script = (
        "import gc, sys\n"
        "from bot.terminal.cli import main\n"
        f"sys.argv = ['juez', '--datos', {str(data_dir)!r}, *{command!r}]\n"
        "code = main()\n"
        "print('gc', gc.isenabled(), code)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, stdin=subprocess.DEVNULL,
        cwd=ROOT, env=env, timeout=120,
    )  # fmt: skip
    assert f"gc {collects} 0" in proc.stdout.splitlines()[-1], proc.stdout + proc.stderr


def test_version_prints_the_installed_version_and_exits_0(capsys):
    import tomllib

    declared = tomllib.loads((Path(ROOT) / "pyproject.toml").read_text(encoding="utf-8"))
    with pytest.raises(SystemExit) as stopped:
        cli.main(["--version"])
    assert stopped.value.code == 0
    assert capsys.readouterr().out.strip() == f"juez {declared['project']['version']}"


def test_escenario_json_asks_back_one_question_as_pregunta(juez_streams):
    """Issue 42: a told scenario missing whose a creature is asks it back, runs nothing."""
    code, out, err = juez_streams("escenario", "--json", "hay un Oso 2/2 y le tiro un Shock")
    assert code == 2
    data = json.loads(out)
    assert data["pregunta"] == "¿De quién es «Oso»: tuyo o del rival?"
    assert data["pregunta"] in data["error"] and "steps" not in data
    code, out, err = juez_streams(
        "escenario", "--json", "el rival ataca con un 3/3 y bloqueo con un 2/2 (a 2 vidas)"
    )
    assert json.loads(out)["pregunta"].startswith("¿Quién está a 2 vidas")
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("args", "found"),
    [
        (("regla", "999.9"), False),
        (("regla", "104.3c"), True),
        (("palabraclave", "zzzqqq"), False),
        (("palabraclave", "cascada"), True),
        (("glosario", "zzzqqq"), False),
        (("buscar", "--json", "zzzqqqxx"), False),
        (("buscar", "robar sin cartas"), True),
    ],
)
def test_nothing_found_exits_1_with_its_message(juez, args, found):
    """A script tests a lookup as it tests grep: 0 found, 1 nothing found (said on stdout)."""
    code, out = juez(*args)
    assert code == (0 if found else 1), out
    assert out.strip()  # the answer or its "nothing found" message, never silence


def test_with_many_queries_one_miss_is_exit_1(juez):
    code, out = juez("regla", "--json", "-", stdin="104.3c\n999.9\n")
    assert code == 1 and len(out.strip().splitlines()) == 2
    code, _ = juez("regla", "--json", "-", stdin="104.3c\n702.6\n")
    assert code == 0
