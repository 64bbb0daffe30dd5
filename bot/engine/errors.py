"""The one exception the engine raises for input it cannot read.

The message is written for the person who typed the scenario (in Spanish), so callers can
show it as-is on Discord or the console without adding context of their own.
"""

from __future__ import annotations


class ScenarioError(ValueError):
    """Bad scenario input; ``message_es`` names the part that failed and shows a valid example."""

    def __init__(self, message_es: str, *, fragment: str | None = None, example: str | None = None):
        parts = [message_es.rstrip()]
        if fragment is not None and fragment not in message_es:
            parts.append(f"Parte problemática: «{fragment}».")
        if example:
            parts.append(f"Ejemplo válido: {example}")
        self.message_es = " ".join(parts)
        self.fragment = fragment
        self.example = example
        super().__init__(self.message_es)
