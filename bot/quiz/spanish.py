"""The Spanish every question is written in, made right in one place.

The rules engine and the generators assemble sentences from pieces ("asigna {n} daños a
{name}"), and pieces do not agree by themselves. The bank passes every prompt, explanation
and engine step through ``polish`` so that whatever a generator or the engine writes reads as
Spanish: damage is counted in points ("3 puntos de daño", not "3 daños"), a number agrees
with its noun and a verb with its subject ("1 contador", "2 tierras", "se resuelven A y B",
never "contador(es)" or "resuelve(n)"), and a player's name after a preposition takes its
article ("al jugador defensor", not "a Jugador defensor").

Quotations are left alone: text inside «» or “” is a source (a rule, a judge page, a card
name) shown as it is. tests/bot/quiz/test_spanish.py reads a large sample of generated questions
for the same mistakes, so a new generator is held to them too.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.quiz.models import Draft, EngineStep

# Plural -> singular of the nouns questions count.
_SINGULAR = {
    "contadores": "contador",
    "vidas": "vida",
    "puntos": "punto",
    "cartas": "carta",
    "criaturas": "criatura",
    "fichas": "ficha",
    "tierras": "tierra",
    "hechizos": "hechizo",
    "habilidades": "habilidad",
}
_QUOTE = re.compile(r"«[^«»]*»|“[^“”]*”")
_NUMBER = r"(?<![\w.,/+-])"
_DAMAGE = re.compile(_NUMBER + r"(\d+|X) daños?( marcados?)?\b")
_ONE_PLURAL = re.compile(_NUMBER + r"1 (" + "|".join(_SINGULAR) + r")\b")
_CHOICE = re.compile(_NUMBER + r"(\d+) (\w+)\((es|s)\)")
_VERB_N = re.compile(r"(\w+)\(n\)([^\n]*)")  # "Se resuelve(n), en este orden: A y B"
_PLAYER = re.compile(r"\b([Aa]|[Dd]e|[Pp]ara|[Cc]on|[Pp]or) Jugador (defensor|atacante|activo)\b")


def _damage(m: re.Match[str]) -> str:
    one = m[1] == "1"
    marked = m[2] or ""
    if marked:
        marked = " marcado" if one else " marcados"
    return f"{m[1]} {'punto' if one else 'puntos'} de daño{marked}"


def _choice(m: re.Match[str]) -> str:
    return f"{m[1]} {m[2]}" if m[1] == "1" else f"{m[1]} {m[2]}{m[3]}"


def _verb_n(m: re.Match[str]) -> str:
    """The verb in the plural when what follows on its line lists several things."""
    many = " y " in m[2] or "," in m[2].partition(":")[2]
    return f"{m[1]}{'n' if many else ''}{m[2]}"


def _player(m: re.Match[str]) -> str:
    word = m[1].lower()
    article = {"a": "al", "de": "del"}.get(word, f"{word} el")
    if m[1][0].isupper():
        article = article[0].upper() + article[1:]
    return f"{article} jugador {m[2]}"


_FIXES: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    (_DAMAGE, _damage),
    (_CHOICE, _choice),
    (_ONE_PLURAL, lambda m: f"1 {_SINGULAR[m[1]]}"),
    (_PLAYER, _player),
]


def _fix(text: str) -> str:
    for pattern, repl in _FIXES:
        text = pattern.sub(repl, text)
    return text


def polish(text: str) -> str:
    """The text with its agreement fixed outside quotations."""
    quotes = [m.span() for m in _QUOTE.finditer(text)]

    def verb_n(m: re.Match[str]) -> str:  # it reads the whole line, quoted names included
        inside = any(start <= m.start() < end for start, end in quotes)
        return m[0] if inside else _verb_n(m)

    text = _VERB_N.sub(verb_n, text)
    out, last = [], 0
    for m in _QUOTE.finditer(text):
        out += [_fix(text[last : m.start()]), m[0]]
        last = m.end()
    return "".join([*out, _fix(text[last:])])


def unquoted(text: str) -> str:
    """The text without its quotations: what a generator wrote itself."""
    return _QUOTE.sub("«»", text)


def polished(draft: Draft) -> Draft:
    """A draft whose own Spanish reads right (options are left as the generator made them:
    they are compared with its answers)."""
    return draft.model_copy(
        update={
            "prompt": polish(draft.prompt),
            "explanation": polish(draft.explanation),
            "steps": [EngineStep(text=polish(s.text), rules=s.rules) for s in draft.steps],
        }
    )
