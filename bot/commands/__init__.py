"""The commands every front end shares, defined once (table.py), and their option checks
(checks.py): names, aliases, typed options, help, the service call of a lookup."""

from bot.commands.model import Choice, Command, Front, Kind, Option
from bot.commands.table import COMMANDS

__all__ = ["COMMANDS", "Choice", "Command", "Front", "Kind", "Option"]
