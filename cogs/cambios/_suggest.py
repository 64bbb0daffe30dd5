"""Autocomplete for /cambios: rule numbers in force by prefix, sections by number or title.

Lives in the services layer (bot.services.suggest), shared with the console's Tab completion.
"""

from bot.services.models import Suggestion
from bot.services.suggest import ChangeSuggester

__all__ = ["ChangeSuggester", "Suggestion"]
