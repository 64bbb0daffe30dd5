"""``con recompra`` / ``sin recompra`` (``with buyback`` / ``without buyback``) after a
spell's name: whether its caster paid its buyback cost (702.27a; bot/engine/buyback.py)."""

from __future__ import annotations

import re

_SAID = re.compile(
    r"\s+(?:(?P<yes>con|pagando(?: la)?|with)|(?P<no>sin|without))\s+(?:recompra|buyback)\s*$",
    re.IGNORECASE,
)


def buyback_said(head: str) -> tuple[str, bool | None]:
    """The spell's name without the words, and whether they say it was paid (None: unsaid)."""
    found = _SAID.search(head)
    if found is None:
        return head, None
    return head[: found.start()].strip(), found["yes"] is not None
