"""`juez completado bash|zsh|fish`: the shell's completion made from `juez`'s own parser. Bash
runs the script here (compgen, complete -p); zsh and fish are not installed on this machine,
so their scripts are read for what they must offer."""

from __future__ import annotations

import contextlib
import io
import shutil
import subprocess
from pathlib import Path

import pytest

from bot.terminal import cli


@pytest.fixture(scope="module")
def scripts(data_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("completado")
    found = {}
    for shell in ("bash", "zsh", "fish"):
        with pytest.MonkeyPatch.context() as patch:
            out = folder / shell
            said = io.StringIO()
            patch.delenv("DISCORD_TOKEN", raising=False)
            with contextlib.redirect_stdout(said):
                assert cli.main(["--datos", str(data_dir), "completado", shell]) == 0
            out.write_text(said.getvalue(), encoding="utf-8")
            found[shell] = out
    return found


def complete(script: Path, *words: str) -> list[str]:
    """What bash offers after ``juez WORDS`` (the last word is the one being typed)."""
    line = " ".join(f"'{w}'" for w in ("juez", *words))
    run = subprocess.run(
        ["bash", "-c", f'source "{script}"; COMP_WORDS=({line}); COMP_CWORD={len(words)}; '
         '_juez; printf "%s\\n" "${COMPREPLY[@]}"'],
        capture_output=True, text=True, check=True, timeout=30,
    )  # fmt: skip
    return [w for w in run.stdout.splitlines() if w]


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash here")
def test_bash_completes_commands_options_and_their_values(scripts: dict[str, Path]) -> None:
    bash = scripts["bash"]
    registered = subprocess.run(
        ["bash", "-c", f'source "{bash}"; complete -p juez'], capture_output=True, text=True
    )
    assert registered.stdout.strip() == "complete -F _juez juez"
    assert complete(bash, "bu") == ["buscar"]
    assert "completado" in complete(bash, "")
    assert complete(bash, "--datos", "/tmp", "regla", "--ed") == ["--edicion"]
    assert complete(bash, "regla", "--edicion", "") == ["es", "en", "2019", "2026", "actual"]
    assert complete(bash, "buscar", "--fuente", "pa") == ["palabrasclave"]
    assert complete(bash, "escenario", "--idioma", "") == ["es", "en"]
    assert complete(bash, "quiz", "--nivel", "a") == ["avanzado"]
    assert complete(bash, "indice", "c") == ["construir"]  # a positional's choices
    assert complete(bash, "completado", "z") == ["zsh"]
    assert set(complete(bash, "completado", "")) == {"--help", "bash", "zsh", "fish"}
    assert complete(bash, "sitio", "--puerto", "") == []  # a number: nothing to offer


def test_zsh_runs_the_bash_function_through_bashcompinit(scripts: dict[str, Path]) -> None:
    zsh = scripts["zsh"].read_text(encoding="utf-8")
    assert zsh.startswith("autoload -U +X bashcompinit && bashcompinit\n")
    assert zsh.endswith(scripts["bash"].read_text(encoding="utf-8"))


def test_fish_lists_every_command_and_option_of_the_parser(scripts: dict[str, Path]) -> None:
    fish = scripts["fish"].read_text(encoding="utf-8")
    parser = cli._parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    for name in sub.choices:
        assert f"-n '__fish_use_subcommand' -a {name} -d " in fish
    seen = "complete -c juez -n '__fish_seen_subcommand_from regla'"
    assert f"{seen} -l edicion -d " in fish and "-x -a 'es en 2019 2026 actual'" in fish
    assert "-l datos -d 'carpeta del índice y la base de datos' -r -F" in fish


def test_an_unknown_shell_is_a_usage_error(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["--datos", str(data_dir), "completado", "powershell"])
    assert stop.value.code == 2 and "powershell" in capsys.readouterr().err
