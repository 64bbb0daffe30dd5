"""How many targets one word "target" takes when its text gives a count ("Tap up to two target
creatures", "two target creatures", "any number of target creatures": ``target_count``, read
by language/target_counts.py), as the scenario names them for an ability (601.2c, 602.2b,
603.3d).

601.2c: the player announces how many targets, then which; 115.3: the same object or player
can't be chosen twice for one word "target". The names written are taken in order, as many
as the word may take, leaving one for each later target that must have one.
"""

from __future__ import annotations

from .effects import Effect
from .errors import ScenarioError

EXAMPLE = "activa Garruk Wildspeaker +1: Bosque, Isla"


def counted_names(effect: Effect, names: list[str], later: list[Effect]) -> list[str]:
    """The names ``effect``'s unchosen target takes from ``names`` (consumed): one without a
    count; with one, up to its most, leaving a name for each later effect whose target must
    be chosen. Raises a ScenarioError for a choice the player could not make (115.3)."""
    count = effect.target_count
    if count is None:
        return [names.pop(0)]
    needed = sum(
        1 for e in later if e.unchosen_target and not e.same_targets_as and not e.up_to_one
    )
    most = len(names) if count.most is None else count.most
    take = max(min(most, len(names) - needed), min(count.least, len(names)), 1)
    taken, names[:] = names[:take], names[take:]
    twice = sorted({t for t in taken if taken.count(t) > 1})
    if twice:
        raise ScenarioError(
            "Un mismo objetivo está elegido dos veces para una sola palabra «target»: el "
            "mismo objeto o jugador no se puede elegir dos veces para un mismo «target» "
            "(reglas 115.3 y 601.2c); nombra objetivos distintos.",
            example=EXAMPLE,
        )
    if len(taken) < count.least:
        raise ScenarioError(
            f"El texto pide al menos {count.least} objetivos para una palabra «target» y se "
            f"eligen {len(taken)} (regla 601.2c): nombra {count.least} distintos.",
            example=EXAMPLE,
        )
    return taken
