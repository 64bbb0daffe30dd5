"""Whether a question names the keyword a keyword explanation is about.

A keyword explanation ("Prestigio es una habilidad disparada…") answers a question about that
keyword. A long situation shares incidental Spanish words with one ("gana vida", "cada uno")
and the words as typed then rank it first among the Spanish texts; kept in reach of the top
three (index.search.fusion.native_in_reach) it takes the place of a rule.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from index.models import Keyword


# Bounded: the keyword names (a few hundred, each asked again and again) and the recent
# questions (each asked once per keyword candidate); an unbounded cache would keep every
# question a long-running bot is asked.
@lru_cache(maxsize=4096)
def _stems(text: str, language: str) -> frozenset[str]:
    from index.search.schema import english_analyzer, spanish_analyzer

    analyze = spanish_analyzer() if language == "es" else english_analyzer()
    return frozenset(t.text for t in analyze(text))


def names_keyword(record: Keyword, words: Iterable[str]) -> bool:
    """Whether ``words`` (the question's) hold the keyword's Spanish name, an alias, or its
    English name, word for word as the index stems them ("evoco" names Evocar)."""
    from index.fold import fold
    from index.translate import keyword_aliases

    asked = " ".join(words)
    asked_es, asked_en = _stems(asked, "es"), _stems(asked, "en")
    names = [record.id, *record.aliases]
    english = keyword_aliases().get(fold(record.id))
    for name in names:
        stems = _stems(name, "es")
        if stems and stems <= asked_es:
            return True
    for name in [*names, *([english] if english else [])]:
        stems = _stems(name, "en")
        if stems and stems <= asked_en:
            return True
    return False
