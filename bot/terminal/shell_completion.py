"""`juez completado bash|zsh|fish`: a completion script for the shell, made from `juez`'s own
parser (bot/terminal/cli.py), so it offers exactly the subcommands, options and values
`juez --help` lists. The values of an option come from the command table
(bot/commands/table.py) and, for --edicion, from the edition catalog in use.

Written here rather than with shtab or argcomplete: shtab has no fish, and argcomplete runs
`juez` again on every Tab; a static script of a few kilobytes needs neither.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from index.errors import UserError

SHELLS = ("bash", "zsh", "fish")


@dataclass(frozen=True)
class Flag:
    flag: str
    help: str
    takes_value: bool
    values: tuple[str, ...] = ()
    files: bool = False


@dataclass(frozen=True)
class Spec:
    """What can follow `juez` or one of its subcommands."""

    name: str
    help: str
    flags: tuple[Flag, ...]
    words: tuple[str, ...] = ()  # the values of its positional arguments (indice construir…)
    files: bool = False  # a positional that is a file (indice añadir ARCHIVO, sitio CARPETA)
    commands: tuple[Spec, ...] = field(default=())


def spec(parser: argparse.ArgumentParser, values: Callable[[str, str], tuple[str, ...]]) -> Spec:
    """The parser as a Spec. ``values(command, option)``: the words an option takes."""
    return _spec("", "", parser, values)


def _spec(
    name: str,
    help_text: str,
    parser: argparse.ArgumentParser,
    values: Callable[[str, str], tuple[str, ...]],
) -> Spec:
    flags: list[Flag] = []
    words: list[str] = []
    commands: list[Spec] = []
    files = False
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help or "" for a in action._choices_actions}
            for sub_name, sub in action.choices.items():
                commands.append(_spec(sub_name, helps.get(sub_name, ""), sub, values))
        elif action.option_strings:
            takes = action.nargs != 0
            option = action.dest
            flags.extend(
                Flag(
                    flag,
                    _one_line(action.help),
                    takes,
                    values(name, option) if takes else (),
                    files=takes and action.type is Path,
                )  # fmt: skip
                for flag in action.option_strings
                if flag.startswith("--")
            )
        elif action.choices:
            words.extend(str(c) for c in action.choices)
        elif action.type is Path:
            files = True
    return Spec(name, _one_line(help_text), tuple(flags), tuple(words), files, tuple(commands))


def _one_line(text: str | None) -> str:
    return " ".join((text or "").replace("%%", "%").split())


def script(shell: str, root: Spec) -> str:
    if shell == "bash":
        return _bash(root)
    if shell == "zsh":
        # zsh runs bash's completion functions through bashcompinit, as it ships them.
        return "autoload -U +X bashcompinit && bashcompinit\n" + _bash(root)
    if shell == "fish":
        return _fish(root)
    raise UserError(
        f"Shell desconocido: «{shell[:20]}». Usa uno de: {', '.join(SHELLS)}. "
        "Ejemplo: juez completado bash > ~/.local/share/bash-completion/completions/juez"
    )


def _words(items: tuple[str, ...] | list[str]) -> str:
    return " ".join(_quote_word(w) for w in items)


def _quote_word(word: str) -> str:
    # compgen -W splits on spaces; every word here is a flag, a command or a plain value.
    return word.replace("'", "")


def _bash(root: Spec) -> str:
    lines = [
        "# juez: completado para bash (generado por `juez completado bash`)",
        "_juez() {",
        '    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"',
        '    local cmd="" i w',
        "    for ((i = 1; i < COMP_CWORD; i++)); do",
        '        w="${COMP_WORDS[i]}"',
        '        case "$w" in',
        f"            {'|'.join(f.flag for f in root.flags if f.takes_value) or '--'}) ((i++)) ;;",
        "            -*) ;;",
        '            *) cmd="$w"; break ;;',
        "        esac",
        "    done",
        '    case "$cmd" in',
    ]
    for command in (root, *root.commands):
        lines.append(f'        "{command.name}")')
        lines.append('            case "$prev" in')
        for flag in command.flags:
            if flag.files:
                lines.append(
                    f'                {flag.flag}) COMPREPLY=($(compgen -f -- "$cur")); return ;;'
                )  # noqa: E501
            elif flag.values:
                lines.append(
                    f"                {flag.flag}) "
                    f'COMPREPLY=($(compgen -W "{_words(flag.values)}" -- "$cur")); return ;;'
                )
            elif flag.takes_value:
                lines.append(f"                {flag.flag}) COMPREPLY=(); return ;;")
        lines.append("            esac")
        offered = [f.flag for f in command.flags] + list(command.words)
        offered += [c.name for c in command.commands]
        lines.append(f'            COMPREPLY=($(compgen -W "{_words(offered)}" -- "$cur"))')
        if command.files:
            lines.append('            COMPREPLY+=($(compgen -f -- "$cur"))')
        lines.append("            ;;")
    lines += ["    esac", "}", "complete -F _juez juez", ""]
    return "\n".join(lines)


def _fish_text(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _fish(root: Spec) -> str:
    lines = [
        "# juez: completado para fish (generado por `juez completado fish`)",
        "complete -c juez -f",
    ]
    for flag in root.flags:
        lines.append(_fish_flag("__fish_use_subcommand", flag))
    for command in root.commands:
        lines.append(
            f"complete -c juez -n '__fish_use_subcommand' -a {command.name} "
            f"-d {_fish_text(command.help)}"
        )
    for command in root.commands:
        seen = f"__fish_seen_subcommand_from {command.name}"
        for flag in command.flags:
            lines.append(_fish_flag(seen, flag))
        if command.words:
            lines.append(f"complete -c juez -n '{seen}' -a {_fish_text(_words(command.words))}")
        if command.files:
            lines.append(f"complete -c juez -n '{seen}' -F")
    return "\n".join(lines) + "\n"


def _fish_flag(condition: str, flag: Flag) -> str:
    line = f"complete -c juez -n '{condition}' -l {flag.flag[2:]} -d {_fish_text(flag.help)}"
    if flag.files:
        return line + " -r -F"
    if flag.values:
        return line + f" -x -a {_fish_text(_words(flag.values))}"
    return line + (" -x" if flag.takes_value else "")
