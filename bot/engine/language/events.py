"""``eventos:"…; …"``: what happens later, in order (SCHEMA.md, 1.10).

Each event may start with the moment it happens, followed by ":" (a step, as in ``momento``,
"del siguiente turno" for the next turn's), and then says what happens:

    principal 2: destruye Ángel        an action, without the stack
    muere Señor                         put into its owner's graveyard (it dies)
    lanza Rayo: 3 daños a Oso           a spell goes on the stack (responses may follow; "lanzo"
                                        too: a permanent card resolves onto the battlefield)
    activa Pinger: 1 daño a Oso         an activated ability; "activa Pinger" uses its own
    resuelve                            every player passes: the top object resolves
    fin del turno                       to the cleanup step (514.2: damage wears off)
"""

from __future__ import annotations

from dataclasses import replace

from index.fold import fold

from ..errors import ScenarioError
from ..timeline import ActionEvent, Event, ResolveEvent, StackEvent, StepEvent
from ..vocabulary import StepName
from .activated import named_activation
from .aliases import STEP_ALIASES
from .cycling import cycling_event
from .effects import parse_effects
from .face_up import face_up_event
from .loyalty_x import is_minus_x, minus_x_ability, without_x
from .recipients import Refs
from .specs import split_items
from .stack import stack_item
from .unearth import unearth_event

EVENTS_EXAMPLE = 'eventos:"muere Señor; principal 2: destruye Ángel; fin del turno"'
_STEPS: dict[str, StepName] = {
    **STEP_ALIASES,  # type: ignore[dict-item]
    "fin del turno": "cleanup",
    "fin de turno": "cleanup",
    "final del turno": "cleanup",
    "final de turno": "cleanup",
    "end of turn": "cleanup",
    "end of the turn": "cleanup",
    "fin": "cleanup",
    "paso final": "end",
    "end step": "end",
    "siguiente turno": "upkeep",
    "turno siguiente": "upkeep",
    "proximo turno": "upkeep",
    "next turn": "upkeep",
}
_NEXT = (
    "del siguiente turno",
    "del turno siguiente",
    "del proximo turno",
    "next turn",
    "of the next turn",
    "siguiente turno",
    "turno siguiente",
    "proximo turno",
)
_LEADS = (
    "en el",
    "en la",
    "en",
    "durante el",
    "durante la",
    "durante",
    "al",
    "a",
    "pasa al",
    "pasa a la",
    "pasa a",
    "ve al",
    "avanza al",
    "go to",
    "in",
    "during",
    "the",
    "el",
    "la",
)
_CAST = ("lanza", "lanzar", "lanzas", "cast", "casts", "lanzo")
_ACTIVATE = ("activa", "activar", "activas", "activate", "activates")
_RESOLVE = ("resuelve", "resolver", "se resuelve", "resolve", "resolves", "pasan", "todos pasan")


def parse_events(value: str, refs: Refs, active: str, nonactive: str) -> list[Event]:
    out: list[Event] = []
    for item in split_items(value):
        step, next_turn, body = _moment(item)
        if step is not None:
            out.append(StepEvent(step=step, next_turn=next_turn))
        if body:
            out.append(_happening(body, refs, active, nonactive))
    return out


def _moment(item: str) -> tuple[StepName | None, bool, str]:
    head, sep, rest = item.partition(":")
    step, next_turn = _step(head)
    if step is not None:
        return step, next_turn, rest.strip() if sep else ""
    return None, False, item.strip()


def _step(text: str) -> tuple[StepName | None, bool]:
    words = fold(text, "words")
    for lead in sorted(_LEADS, key=len, reverse=True):
        if words.startswith(lead + " "):
            words = words[len(lead) + 1 :]
            break
    next_turn = False
    for marker in _NEXT:
        if words.endswith(" " + marker) and words != marker:
            words, next_turn = words[: -len(marker) - 1].strip(), True
            break
    if words in ("siguiente turno", "turno siguiente", "proximo turno", "next turn"):
        next_turn = True
    return _STEPS.get(words), next_turn


def _happening(body: str, refs: Refs, active: str, nonactive: str) -> Event:
    named = named_activation(body)  # "activa el −3 de Liliana: Oso", "activa X {1}{G}"
    if named is not None:
        said = without_x(named[0])[0] if is_minus_x(named[1]) else named[0]
        item = stack_item(said, "activated", refs, active, nonactive)
        shown = item.name.replace("Habilidad de ", f"Habilidad {named[1]} de ", 1)
        announced = minus_x_ability(named[0], item.source, refs) if is_minus_x(named[1]) else None
        return StackEvent(
            type="activate",
            item=item.model_copy(update={"name": shown}),
            ability=named[1],
            announced=announced,  # [−X] with its X (107.3a): loyalty_x.py
        )
    cycled = cycling_event(body, active, nonactive)  # "cicla Miscalculation" (702.29a)
    if cycled is not None:
        return cycled
    unearthed = unearth_event(body, active, nonactive)  # "desentierra Dregscape Zombie"
    if unearthed is not None:
        return unearthed
    turned = face_up_event(body, refs)  # "pone boca arriba Ainok Tracker" (702.37e)
    if turned is not None:
        return turned
    first, _, rest = body.partition(" ")
    word = fold(first, "words")
    if word in _CAST:
        return StackEvent(type="cast", item=stack_item(rest, "spell", refs, active, nonactive))
    if word in _ACTIVATE:
        return StackEvent(
            type="activate", item=stack_item(rest, "activated", refs, active, nonactive)
        )
    if fold(body, "words") in _RESOLVE or word in _RESOLVE:
        count = rest.strip()
        if not count or fold(count, "words") in ("todo", "todos", "la pila", "all", "everything"):
            return ResolveEvent()
        if count.isdigit() and int(count) > 0:
            return ResolveEvent(count=int(count))
        raise ScenarioError(
            f"«{body}»: tras «resuelve» va un número o nada (toda la pila).",
            fragment=body,
            example=EVENTS_EXAMPLE,
        )
    effects = parse_effects(
        body, replace(refs, targeting=False, where=f"el evento «{body}»", example=EVENTS_EXAMPLE)
    )
    return ActionEvent(effects=effects, description=body)
