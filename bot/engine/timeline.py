"""A scenario's later events, in order: what happens after the question's own moment.

``step`` moves the game forward to a step (through the ones in between, into the next turn if
needed); ``cast``/``activate`` put a spell or an ability on the stack (players may respond
with more before it resolves); ``resolve`` has every player pass so the top object resolves;
``action`` makes something happen without the stack ("x is destroyed in the second main
phase"). Before a step or an action, whatever is on the stack resolves first (players pass).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, PositiveInt

from .abilities import ActivatedAbility
from .base import Model
from .effects import Effect
from .state import StackItem
from .vocabulary import StepName


class StepEvent(Model):
    type: Literal["step"] = "step"
    step: StepName
    next_turn: bool = False  # the step of the next turn, even if this turn's is still ahead


class StackEvent(Model):
    type: Literal["cast", "activate"]
    item: StackItem
    ability: str | None = None  # activate: the source's activated ability by name (or its first)
    # activate: the ability read again with the X announced as it is activated (107.3a, [−X]).
    announced: ActivatedAbility | None = None


class ResolveEvent(Model):
    type: Literal["resolve"] = "resolve"
    count: PositiveInt | None = None  # None: until the stack is empty


class ActionEvent(Model):
    type: Literal["action"] = "action"
    effects: list[Effect] = Field(min_length=1)
    controller: str | None = None  # "you" of the effects; default: the active player
    source: str | None = None  # the permanent that does it, if any
    description: str = ""
    # A special action (116.2b: turning a face-down creature face up) is taken while its player
    # has priority: what is on the stack stays there, and they get priority after (116.3).
    special: bool = False


Event = Annotated[StepEvent | StackEvent | ResolveEvent | ActionEvent, Field(discriminator="type")]
