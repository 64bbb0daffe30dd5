"""The modes of a modal activated ability, chosen by its controller as they activate it
(700.2a, 602.2b): "{1}, Sacrifice this creature: Choose one — • … • …".

The scenario says them after the source's name (``activa Cankerbloom modo 2: Pacifism``),
kept on the stack object as ``mode_numbers``. Never guessed: without them the answer asks
which, naming each mode; a number that is not a mode, or too many or too few, is refused with
the rule. Only the chosen modes' effects go on the stack, in the order printed.
"""

from __future__ import annotations

from .abilities import ActivatedAbility
from .errors import ScenarioQuestion
from .state import StackItem
from .trigger_modes import refuse_other_counts


def with_modes(item: StackItem, ability: ActivatedAbility) -> tuple[ActivatedAbility, list[str]]:
    """``ability`` with only the effects of the modes told for ``item``, and their printed
    texts (for the step that names them); a non-modal ability as it is."""
    if not ability.modes:
        return ability, list(item.modes)
    count = len(ability.modes)
    listed = "; ".join(f"{n}) «{t}»" for n, t in enumerate(ability.mode_texts, start=1))
    source = item.name.removeprefix("Habilidad de ")
    example = f"activa {source} modo 1"
    chosen = sorted(set(item.mode_numbers))
    if not chosen:
        raise ScenarioQuestion(
            f"¿Qué modo eligió quien activa la habilidad de «{source}»? Escríbelo tras su "
            f"nombre ({listed}).",
            why="La habilidad activada es modal: su controlador elige el modo al activarla "
            "(regla 700.2a), y de eso depende lo que hace.",
            example=example,
        )
    refuse_other_counts(
        chosen,
        ability.choose,
        count,
        f"La habilidad activada de «{source}» tiene {count} modos ({listed})",
        f"modo {','.join(map(str, item.mode_numbers))}",
        example,
    )
    effects = [e for n in chosen for e in ability.modes[n - 1]]
    texts = [ability.mode_texts[n - 1] for n in chosen]
    return ability.model_copy(update={"effects": effects}), texts
