"""The mode of a modal triggered ability, chosen by its controller as it is put on the stack
(603.3c, 700.2): "When this creature enters, choose one — • … • …".

The scenario says it with ``modo:N`` (or ``modos:1,3``) on the permanent, kept as
``trigger_modes``; ``modo:0`` says none was chosen where the card allows it ("choose up to one
—"; then the ability does nothing, 700.2b). Never guessed: without it, the answer asks which,
naming each mode; a number that is not a mode, or too many or too few, is refused with the
rule (700.2a).
"""

from __future__ import annotations

from .abilities import TriggeredAbility
from .effects import Effect
from .errors import ScenarioError, ScenarioQuestion
from .state import Permanent


def mode_effects(ability: TriggeredAbility, perm: Permanent, name: str) -> list[Effect]:
    """The effects of the modes chosen, in the order printed (700.2a); all of a non-modal
    ability's."""
    if not ability.modes:
        return list(ability.effects)
    low = ability.choose[0]
    count = len(ability.modes)
    listed = "; ".join(f"{n}) «{t}»" for n, t in enumerate(ability.mode_texts, start=1))
    example = f'"{perm.name} modo:1"'
    chosen = sorted(set(perm.trigger_modes))
    if chosen == [0] and low == 0:  # "choose up to one": none chosen (700.2b)
        return []
    if not chosen:  # never guessed, not even "none" where none may be chosen
        raise ScenarioQuestion(
            f"¿Qué modo eligió su controlador? Escríbelo con modo:N en «{perm.name}» ({listed}"
            + ("; modo:0 si no eligió ninguno" if low == 0 else "")
            + ").",
            why=f"La habilidad disparada de «{name}» es modal: su controlador elige el modo al "
            "ponerla en la pila (reglas 603.3c y 700.2a), y de eso depende lo que hace.",
            example=example,
        )
    refuse_other_counts(
        chosen,
        ability.choose,
        count,
        f"La habilidad disparada de «{name}» tiene {count} modos ({listed})",
        f"modo:{','.join(map(str, perm.trigger_modes))}",
        example,
    )
    return [e for n in chosen for e in ability.modes[n - 1]]


def refuse_other_counts(
    chosen: list[int], choose: tuple[int, int], count: int, said: str, fragment: str, example: str
) -> None:
    """Refuses modes told that are not the ability's (700.2a): too few, too many, or a number
    that is no mode. ``said``: what the ability is and its modes, the message's start."""
    low, high = choose
    if not low <= len(chosen) <= high or any(not 1 <= m <= count for m in chosen):
        raise ScenarioError(
            f"{said}: elige "
            + (f"{low}" if low == high else f"entre {low} y {high}")
            + f", numerados del 1 al {count} (regla 700.2a).",
            fragment=fragment,
            example=example,
        )


def chosen_texts(ability: TriggeredAbility, perm: Permanent) -> list[str]:
    """The printed text of the modes chosen, for the step that says them."""
    if not ability.modes or perm.trigger_modes == [0]:
        return []
    return [ability.mode_texts[n - 1] for n in sorted(set(perm.trigger_modes))]
