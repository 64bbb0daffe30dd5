"""Option values checked against the command table, with the Spanish message a person reads
(the console's `name:value` words; the cogs check choices in cogs/_ui/options.py)."""

from __future__ import annotations

from bot.commands.model import Command
from index.errors import UserError


def checked_number(command: Command, name: str, typed: str | None) -> int | None:
    """The whole number ``typed`` for option ``name`` (its default when not given), within
    the option's limits; a UserError with an example otherwise."""
    option = command.option(name)
    if typed is None:
        return option.default if isinstance(option.default, int) else None
    example = f"Ejemplo: /{command.name} {name}:{option.default or option.low or 1}"
    try:
        number = int(typed)
    except ValueError:
        raise UserError(f"{name} es un número, no «{typed[:20]}». {example}") from None
    low, high = option.low, option.high
    if (low is not None and number < low) or (high is not None and number > high):
        raise UserError(f"{name} va de {low} a {high}. {example}")
    return number
