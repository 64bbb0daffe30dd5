"""The lines of a policy explanation that walk from a call's base penalty to its key.

A decision is a chain of sentences (index.calls.penalties.Decision): the IPG's base penalty,
then an upgrade or escalation; or the JAR's general rule, then the entry that covers the call.
Only the last link is the answer. A link shown as plainly as the last one reads as a second
verdict («Según el JAR: Sin penalización» above the line that gives a Match Loss), so every
link whose penalty the chain later changes says so on its own line.
"""

from __future__ import annotations

from index.calls.penalties import Decision
from index.vocabulary.policy import spanish_penalty

# Said on a line whose penalty a later sentence of the chain replaces (tests/bot/quiz read it).
REPLACED = "(punto de partida; lo cambia lo que sigue)"


def cite(section_id: str) -> str:
    """'IPG 2.3', 'JAR 1.3', 'MTR 4.1': how a judge names a section."""
    document, _, number = section_id.partition("-")
    return f"{document.upper()} {number}" if number != "intro" else f"{document.upper()}"


def step_lines(decision: Decision, bullet: str = "- ") -> list[str]:
    """One line per sentence that decided the penalty, the replaced ones labelled as such."""
    steps = decision.steps
    final = steps[-1].penalty if steps else None
    out = []
    for step in steps:
        penalty = spanish_penalty(step.penalty)
        said = penalty if step.penalty == final else f"{penalty} {REPLACED}"
        line = f"{bullet}{step.label} ({cite(step.section)}): {said}."
        if step.sentence:
            line += f" Texto en vigor, en inglés: “{step.sentence}”"
        out.append(line)
    return out
