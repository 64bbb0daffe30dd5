"""The one exception the engine raises for input it cannot read.

The message is written for the person who typed the scenario (in Spanish), so callers can
show it as-is on Discord or the console without adding context of their own.
"""

from __future__ import annotations

from index.errors import UserError


class ScenarioError(UserError):
    """Bad scenario input; the message names the part that failed and shows a valid example.

    No pydantic validator raises it (they raise ValueError, and the builders turn the
    resulting ValidationError into a ScenarioError), so it needs no ValueError base.
    """

    def __init__(
        self, message: str, *, fragment: str | None = None, example: str | None = None
    ) -> None:
        parts = [message.rstrip()]
        if fragment is not None and fragment not in message:
            parts.append(f"Parte problemática: «{fragment}».")
        if example:
            parts.append(f"Ejemplo válido: {example}")
        super().__init__(" ".join(parts))
        self.fragment = fragment
        self.example = example


class ScenarioQuestion(ScenarioError):
    """The scenario is missing one fact, or says it two ways: instead of refusing the whole
    message (or guessing), the answer asks it back in one precise question (``pregunta``).

    ``read_as`` is what was read so far, in the scenario language, when there is a line to show.
    ``choices``: the two or three answers the question has, when it has them, each as its label
    and the whole message again with that answer added (what a button runs).
    It is still a ScenarioError: nothing is run until the user answers, so a front end that only
    knows ScenarioError shows the question and runs nothing.
    """

    def __init__(
        self,
        pregunta: str,
        *,
        why: str = "",
        example: str | None = None,
        read_as: str | None = None,
        choices: tuple[tuple[str, str], ...] = (),
    ) -> None:
        lead = f"{why} {pregunta}".strip()
        if read_as:
            lead += f" (Hasta ahora lo he leído así: {read_as})"
        super().__init__(lead, example=example)
        self.pregunta = pregunta
        self.read_as = read_as
        # The answers the question offers, when it has a few ("Mío", "Del rival"): a front end
        # shows them as buttons or a numbered list; any other reply is added to the message.
        self.choices = choices
