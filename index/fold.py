"""THE fold: how every part of Juez compares words as people type them (any case, with or
without accents). The one function, ``fold``, with the forms its callers need as a parameter,
so that search, cards, engine and quiz can never fold a word two ways.

Accents go, letters stay: "maná" folds to "mana" and "mano" stays "mano", so the two game words
remain apart (the search's stemmer would merge them; index.search.guarded_stem keeps them whole
after this fold). "ñ" folds to "n", as the corpus's analyzers do.

The forms:

- ``"text"`` (the default): lower case without accents; everything else as typed.
- ``"words"``: as "text", and "_" and any run of spaces read as one space (the scenario
  language: "robo_vacío" is "robo vacío"; a phone's stray spaces vanish).
- ``"name"``: a card's name as people type it: "Æ" spelled "ae", apostrophes dropped, any other
  punctuation but "/" a space ("Gaea's Cradle" -> "gaeas cradle").
- ``"aligned"``: one character for each typed character, so that a match's span in the folded
  text cuts the typed text (a character whose fold is not one character is only lowered).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from typing import Literal

Form = Literal["text", "words", "name", "aligned"]
FORMS: tuple[Form, ...] = ("text", "words", "name", "aligned")

_NOT_NAME = re.compile(r"[^\w/]+")


def fold(text: str, form: Form = "text") -> str:
    """``text`` folded in ``form`` (see the module): "Vínculo Vital" -> "vinculo vital"."""
    if form == "text":
        return _text(text)
    if form == "words":
        return _words(text)
    if form == "name":
        return _name(text)
    if form == "aligned":
        return "".join(map(_char, text))
    raise ValueError(f"unknown fold form {form!r}; one of {FORMS}")


# Remembered: the same names, titles and words are folded again and again (the question bank's
# generators fold every keyword and rule title while they start; the card catalog every word of
# every card's text).
@lru_cache(maxsize=1 << 16)
def _text(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@lru_cache(maxsize=4096)
def _words(text: str) -> str:
    return " ".join(_text(text).replace("_", " ").split())


@lru_cache(maxsize=1 << 16)
def _name(name: str) -> str:
    text = name.replace("Æ", "Ae").replace("æ", "ae").replace("’", "'").lower()
    if not text.isascii():  # most names are: the card catalog folds 140,000 of them
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.replace("'", "")
    return " ".join(_NOT_NAME.sub(" ", text).split())


@cache
def _char(ch: str) -> str:
    folded = _text(ch)
    return folded if len(folded) == 1 else (ch.lower() + " ")[0]
