"""Autocomplete suggestions for rule numbers, rule titles and keyword names.

They live in the services layer (bot.services.suggest) since the console's Tab completion
offers the same names; the cogs import them from here as before.
"""

from bot.services.suggest import (
    ECHO,
    MAX_CHOICES,
    NAME_MAX,
    KeywordSuggester,
    RuleSuggester,
    Suggestion,
)

__all__ = ["ECHO", "MAX_CHOICES", "NAME_MAX", "KeywordSuggester", "RuleSuggester", "Suggestion"]
