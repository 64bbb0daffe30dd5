"""A record's score adjusted for what a judge wants: the most specific rule (a subrule over its
section heading), the core rules over their variants, the rules in force over older texts."""

from __future__ import annotations

from index.models import Edition, Kind, Record, Rule

# Text in the language of the question. None: the Spanish texts are the 2019 rules 100–113
# and explanations; a bonus let them bury the English rule that answers (issue 10), and the
# words as typed already favour them in the native ranking.
LANGUAGE_BONUS = 1.0
GLOSSARY_FACTOR = 0.4
# Multiplayer variants and casual formats (800s, 900s) restate core rules for their case;
# a judge asking in general means the core rule.
VARIANT_FACTOR = 0.6
OLDER_EDITION_FACTOR = 0.8


def adjust(record: Record, score: float, language: str, current: Edition) -> float:
    """``score`` adjusted for a question in ``language``; ``current``: the edition in force."""
    if record.language.value == language:
        score *= LANGUAGE_BONUS
    if record.kind is Kind.GLOSSARY:
        score *= GLOSSARY_FACTOR  # short definitions score high on length alone
    if isinstance(record, Rule):
        if "." not in record.id:
            score *= 0.5  # a section heading is the least specific answer
        elif not record.text:
            score *= 0.6  # a title-only rule ("702.19. Trample"): its subrules say more
        if record.id[0] in "89":
            score *= VARIANT_FACTOR
    if record.language == current.language and record.edition != current.id:
        # The older English rules are kept for the numbers of the Spanish translation; a
        # question about the game today wants the rules in force.
        score *= OLDER_EDITION_FACTOR
    return score
