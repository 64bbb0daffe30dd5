"""The scenario line of ``juez escenario`` rebuilt from argv, however the shell split it.

The same line may arrive as one argument (``'pila vida:3 hechizo:"Lightning Bolt: 3 de daño
a Oso"'``, its quotes kept) or as separate words whose quotes the shell ate (``pila vida:3
hechizo:"Lightning Bolt: …"`` → ``hechizo:Lightning Bolt: …``). An argument that holds a quote,
or spaces before its first ":", is split as the shell would split it (only double quotes
group; an apostrophe is a letter, as in a told sentence); then every ``clave:valor`` whose
value has spaces is quoted again. Both forms give the same line.
"""

from __future__ import annotations

import re
import shlex

from index.errors import UserError

SHELL_EXAMPLE = (
    "juez escenario 'pila vida:3 hechizo:\"Lightning Bolt: 3 de daño a Jugador activo\"'"
)


def scenario_line(words: list[str]) -> str:
    from bot.engine.language import straight_quotes

    tokens: list[str] = []
    for word in words:
        word = straight_quotes(word)
        key = word.partition(":")[0]
        tokens += _split(word) if '"' in word or re.search(r"\s", key) else [word]
    return " ".join(_quoted(token) for token in tokens)


def _split(word: str) -> list[str]:
    lexer = shlex.shlex(word, posix=True)
    lexer.whitespace_split = True
    lexer.quotes = '"'
    lexer.escape = ""
    lexer.commenters = ""
    try:
        return list(lexer)
    except ValueError:  # "No closing quotation"
        raise UserError(
            f"Hay unas comillas sin cerrar en «{word}»: cada valor con espacios va entre "
            'comillas dobles que se abren y se cierran (clave:"valor con espacios"), y la línea '
            f"entera, si la escribes como un solo argumento, entre comillas simples. Ejemplo: "
            f"{SHELL_EXAMPLE}"
        ) from None


def _quoted(token: str) -> str:
    key, sep, value = token.partition(":")
    if sep and key and not re.search(r"\s", key) and re.search(r"[\s;]", value):
        return f'{key}:"{value}"'
    return token
