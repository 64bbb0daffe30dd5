"""Copies of spells on the stack (707.10) and storm, the cast trigger that makes them (702.40).

A copy copies the spell's characteristics and every decision made for it (its modes,
targets, X), is put onto the stack by the effect that makes it (it is not cast: nothing that
triggers "whenever you cast" sees it, 707.10) and is controlled by the player who made it.
When the effect says its controller may choose new targets (707.10c, and storm, 702.40a),
which ones they chose is their choice: the scenario says it ("copias a Lobo", "mismos
objetivos"), or the answer asks instead of choosing for them. As a copy leaves the stack it
ceases to exist (704.5e): no card of it goes to a graveyard.

Storm triggers as its spell is cast and copies it once for each other spell cast before it
this turn (702.40a): that count is a fact of the turn the board does not show, so the scenario
tells it (``tormenta N``) or the answer asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C
from .effects import CopySpell
from .errors import ScenarioError, ScenarioQuestion
from .events import SpellCast
from .state import GameState, StackItem

if TYPE_CHECKING:
    from .outcome import Trace

STORM_NAME = "Tormenta de {name}"
STORM_EXAMPLE = 'hechizo:"Grapeshot tormenta 2: Oso, copias a Lobo y Jugador no activo"'
COPY_EXAMPLE = 'hechizo:"Twincast: Lightning Bolt, copia a Lobo"'


def storm_triggers(state: GameState, event: SpellCast) -> list[StackItem]:
    """702.40a, 702.40b: one trigger for each instance of storm of the spell just cast; it
    copies that spell as many times as the scenario says other spells were cast before it."""
    at = next(
        (
            n
            for n in range(len(state.turn.stack) - 1, -1, -1)
            if state.turn.stack[n].name == event.name
            and state.turn.stack[n].controller == event.player
            and state.turn.stack[n].copy_of is None
        ),
        None,
    )
    spell = state.turn.stack[at] if at is not None else None
    if spell is None or not spell.storm:
        return []
    if spell.cast_before is None:
        raise ScenarioQuestion(
            f"¿Cuántos hechizos se lanzaron antes que «{spell.name}» en este turno?",
            why=(
                f"«{spell.name}» tiene tormenta: al lanzarlo se copia una vez por cada otro "
                "hechizo lanzado antes en el turno (regla 702.40a), y el escenario no lo dice."
            ),
            example=STORM_EXAMPLE,
        )
    below = sum(1 for i in state.turn.stack[:at] if i.kind == "spell" and i.copy_of is None)
    if spell.cast_before < below:
        raise ScenarioError(
            f"«{spell.name} tormenta {spell.cast_before}» dice que antes se lanzaron "
            f"{spell.cast_before} hechizos, pero debajo de él en la pila ya hay {below}, "
            "lanzados en este turno.",
            fragment=f"tormenta {spell.cast_before}",
            example=STORM_EXAMPLE,
        )
    effect = CopySpell(
        of=spell.name,
        copies=spell.cast_before,
        retarget=True,  # 702.40a: "you may choose new targets for any of the copies"
        new_targets=spell.copy_targets,
    )
    return [
        StackItem(
            name=STORM_NAME.format(name=spell.name),
            controller=spell.controller,
            kind="triggered",
            effects=[effect],
        )
        for _ in range(spell.storm)
    ]


def copy_spell(state: GameState, effect: CopySpell, controller: str, trace: Trace) -> None:
    """707.10: the copies go onto the stack above what is there, controlled by ``controller``,
    with the spell's targets or the new ones its controller chose (707.10c)."""
    name = effect.targets[0] if effect.targets else effect.of or ""
    original = next(
        (i for i in reversed(state.turn.stack) if i.name == name and i.kind in ("spell", None)),
        None,
    )
    if original is None:
        # Storm copies a spell that left the stack from what it last was; Juez does not keep
        # that, so it says so rather than copy nothing.
        raise ScenarioError(
            f"«{name}» ya no está en la pila cuando se resuelve lo que lo copia: Juez no guarda "
            "la última información de un hechizo que dejó la pila para copiarlo (regla 707.10).",
            fragment=name,
            example=STORM_EXAMPLE,
        )
    if original.permanent is not None:
        raise ScenarioError(
            f"«{name}» es un hechizo de permanente: su copia se convertiría en una ficha "
            "(regla 707.10f), y Juez aún no la sigue.",
            fragment=name,
            example=COPY_EXAMPLE,
        )
    if effect.copies == 0:
        trace.add("resolve.copies_none", C.STORM, C.COPY_SPELL, item={"name": name})
        return
    old = original.targets
    told = effect.new_targets
    if effect.retarget and old and told is None:
        raise _targets_question(original, effect)
    if told and len(told) != len(old) * effect.copies:
        raise ScenarioError(
            f"Las copias de «{name}» son {effect.copies} y cada una tiene {len(old)} "
            f"objetivo(s): se esperan {len(old) * effect.copies} nombres tras «copias a», "
            f"uno por objetivo y copia, en orden; hay {len(told)}.",
            fragment=", ".join(told),
            example=STORM_EXAMPLE,
        )
    made: list[dict[str, object]] = []
    taken = {i.name for i in state.turn.stack}
    for n in range(effect.copies):
        mine = told[n * len(old) : (n + 1) * len(old)] if told else []
        chosen = dict(zip(old, mine, strict=True)) if told else {}
        effects = [
            e.model_copy(update={"targets": [chosen.get(t, t) for t in e.targets]})
            for e in original.effects
        ]
        k = 1
        while f"{original.name} (copia {k})" in taken:
            k += 1
        copy = original.model_copy(
            update={
                "name": f"{original.name} (copia {k})",
                "controller": controller,
                "kind": "spell",
                "effects": effects,
                "copy_of": original.name,
                "storm": 0,
                "cast_before": None,
                "copy_targets": None,
            }
        )
        taken.add(copy.name)
        state.turn.stack.append(copy)
        made.append({"name": copy.name, "targets": [shown(state, t) for t in copy.targets]})
    trace.add(
        "resolve.copied",
        C.COPY_SPELL,
        *([C.COPY_NEW_TARGETS] if effect.retarget else []),
        item={"name": name},
        controller=controller,
        copies=made,
        changed=bool(told),
        retarget=effect.retarget,
    )


def shown(state: GameState, target: str) -> str:
    """A target as a step names it: a permanent by its name, a player as is."""
    perm = state.permanent(target)
    return perm.name if perm is not None else target


def _targets_question(original: StackItem, effect: CopySpell) -> ScenarioQuestion:
    many = effect.copies > 1
    return ScenarioQuestion(
        f"¿Qué objetivos eligió para {'las copias' if many else 'la copia'} de "
        f"«{original.name}»: los mismos o nuevos?",
        why=(
            f"Quien la copia puede elegir nuevos objetivos para {'cada copia' if many else 'ella'}"
            " (regla 707.10c), y el escenario no dice si lo hizo."
        ),
        example=STORM_EXAMPLE if effect.of else COPY_EXAMPLE,
    )
