"""Spanish word forms read back to the form a table lists: "atacaron", "atacó" and "atacar"
are one verb; "bloqueadas" and "bloqueada" one participle; "lánzalo" is "lanza" with "lo".

The game tables (index.translate) list whole words, one or two forms of each; a question uses
any person, tense, gender, number, or a pronoun joined to the verb. The Snowball Spanish stemmer
(Whoosh's, the one the index uses) gives those forms one stem, and a table word reached through
its stem carries its English terms. Snowball leaves pronouns joined to an imperative ("lánzalo",
"sacrifícala") on the stem; those are taken off first, only where the written accent shows the
pronoun was joined (an unaccented "regla" or "bola" ends in "-la" by itself).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, lru_cache

from index.fold import fold

# One or two pronouns joined to a verb ("dámelo", "lánzalo", "sacrificándola").
_CLITICS = re.compile(
    r"^(?P<verb>\w{3,}?)(?:me|te|se|nos|os)?(?:lo|la|los|las|le|les|me|te|se|nos)$"
)
_ACCENTED = re.compile(r"[áéíóú]")


@cache
def _stemmer() -> Callable[[str], str]:
    """Whoosh's Snowball Spanish stemmer, remembering its answers: it is pure Python, and a
    question asks the stems of its unknown words and of the table words they may be."""
    from whoosh.lang import stemmer_for_language

    return lru_cache(maxsize=20_000)(stemmer_for_language("es"))


def without_clitics(word: str) -> str | None:
    """The verb of an accented verb with pronouns joined ("lánzalo" -> "lanza"), else None."""
    if not _ACCENTED.search(word):
        return None
    found = _CLITICS.match(word)
    return fold(found["verb"]) if found else None


def stems(word: str) -> tuple[str, ...]:
    """The stems a question's word may have (folded, most likely first, no repeats): of the word
    as written, of it unaccented ("bloqueé" is "bloquee" typed in a hurry), and of its verb
    without joined pronouns, each stem stemmed once more, then as the infinitive spells it."""
    stem = _stemmer()
    forms = [word, fold(word)]
    verb = without_clitics(word)
    if verb:
        forms.append(verb)
    once = [stem(f) for f in forms if len(f) > 3]
    # Snowball takes one residual vowel: "bloqueé" leaves "bloque" where "bloquear" leaves
    # "bloqu". Stemming again is the last try, after every form's own stem.
    twice = [stem(s) for s in once]
    found = [fold(s) for s in [*once, *twice] if len(s) > 2]
    # Spelling keeps a consonant's sound before "e": "ataqué"/"atacar", "pagué"/"pagar",
    # "lancé"/"lanzar". The stem as the infinitive spells it comes after the stem as written.
    spelled = [_SPELLINGS.sub(lambda m: _SPELLED[m[0]], s) for s in found]
    return tuple(dict.fromkeys([*found, *spelled]))


_SPELLED = {"qu": "c", "gu": "g", "c": "z"}
_SPELLINGS = re.compile(r"(qu|gu|c)$")


def stem_of_entry(word: str) -> str:
    """The stem of one table word (already folded, as the tables are written)."""
    return fold(_stemmer()(word))
