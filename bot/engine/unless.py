"""The question asked when a spell counters "unless its controller pays {N}" (118.12a) and the
scenario does not say whether that player paid: paying is their choice as it resolves, so the
engine asks instead of choosing for them."""

from __future__ import annotations

from .effects import Counter
from .errors import ScenarioQuestion


def unless_question(spell: str, effect: Counter) -> ScenarioQuestion:
    target = effect.targets[0] if effect.targets else "su objetivo"
    return ScenarioQuestion(
        f"¿Pagó {effect.unless_pays} el controlador de «{target}»?",
        why=(
            f"«{spell}» lo contrarresta a menos que su controlador pague {effect.unless_pays} "
            "al resolverse (regla 118.12a), y el escenario no dice si pagó."
        ),
        # After the targets, "paga" or "no paga" (also at the end of written effects).
        example='hechizo:"Mana Leak: Lightning Bolt, no paga"',
    )
