"""The stack and timeline options every board order shares: ``pila``, ``hechizo``,
``habilidad``, ``activo``/``noactivo`` (triggers waiting to go on the stack), ``eventos`` and
``orden``. They are read after the board, since their texts name what is on it."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..permanent_spells import refuse_targets_on_stack
from ..scenario import Kind, Scenario
from ..state import GameState, Permanent, StackItem, Turn
from ..timeline import Event, StackEvent
from ..vocabulary import StepName
from .aims import assign_targets
from .board import Board
from .build import finish
from .events import parse_events
from .pairs import Pair
from .specs import split_items
from .stack import stack_item

STACK_KEYS = {
    "pila": "stack",
    "stack": "stack",
    "hechizo": "spell",
    "hechizos": "spell",
    "spell": "spell",
    "spells": "spell",
    "habilidad": "activated",
    "habilidades": "activated",
    "ability": "activated",
    "abilities": "activated",
}
TRIGGER_KEYS = {
    "activo": False,
    "active": False,
    "noactivo": True,
    "no_activo": True,
    "nonactive": True,
    "inactivo": True,
    "rival": True,
}
SPANISH_KEYS = ["pila", "hechizo", "habilidad", "activo", "noactivo", "eventos", "orden"]


@dataclass
class Scene:
    stack: list[StackItem] = field(default_factory=list)
    triggers: list[StackItem] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    order: list[str] = field(default_factory=list)


@dataclass
class SceneReader:
    """Collects the pairs in the order written; ``read`` parses them against the board."""

    pairs: list[Pair] = field(default_factory=list)

    def accept(self, pair: Pair) -> bool:
        known = (
            pair.key in STACK_KEYS
            or pair.key in TRIGGER_KEYS
            or pair.key in ("eventos", "evento", "events", "orden", "order")
        )
        if known:
            self.pairs.append(pair)
        return known

    def read(self, board: Board, active: str, nonactive: str) -> Scene:
        scene = Scene()
        refs = board.refs
        for pair in self.pairs:
            if pair.key in STACK_KEYS:
                kind = STACK_KEYS[pair.key]
                for text in split_items(pair.value):
                    item = stack_item(
                        text, None if kind == "stack" else kind, refs, active, nonactive
                    )
                    if kind == "stack" and item.effects:
                        item = item.model_copy(update={"kind": "spell"})
                    scene.stack.append(item)
            elif pair.key in TRIGGER_KEYS:
                owner = nonactive if TRIGGER_KEYS[pair.key] else active
                for text in split_items(pair.value):
                    item = stack_item(text, "triggered", refs, owner, owner)
                    scene.triggers.append(item.model_copy(update={"controller": owner}))
            elif pair.key in ("orden", "order"):
                scene.order += split_items(pair.value)
            else:
                scene.events += parse_events(pair.value, refs, active, nonactive)
        refuse_targets_on_stack(scene.stack)  # 608.3a: a permanent spell is no target yet
        if board.aims_later:  # objetivos: of a permanent spell's triggers (603.3d)
            assign_targets(
                board.aims_later, [*cast_permanents(scene), *board.permanents], board.players
            )
        return scene


def cast_permanents(scene: Scene) -> list[Permanent]:
    """The permanents the scene's permanent spells will become (on the stack, or cast later
    by its events), which ``objetivos:`` may name as it names a permanent of the board."""
    items = [*scene.stack, *(e.item for e in scene.events if isinstance(e, StackEvent))]
    return [item.permanent for item in items if item.permanent is not None]


def scene_scenario(
    kind: Kind,
    example: str,
    board: Board,
    parts: Scene,
    active: str,
    step: StepName = "main1",
) -> Scenario:
    """The scenario of a board order: its board, its stack and what waits or happens next."""
    state = GameState(
        players=board.players,
        permanents=board.permanents,
        graveyard=board.graveyard,
        turn=Turn(active_player=active, step=step, stack=parts.stack),
        day_night=board.day_night,
    )
    return finish(
        kind,
        example,
        state=state,
        triggers=parts.triggers,
        events=parts.events,
        trigger_order=parts.order,
        legend_keep=board.legend_keep,
        earlier=board.earlier,
    )
