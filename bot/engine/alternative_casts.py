"""Alternative costs that change the permanent a spell becomes (118.9, 601.2b):

* Dash (702.109a): "You may cast this card by paying [cost] rather than its mana cost," "If
  this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand
  at the beginning of the next end step," and "As long as this permanent's dash cost was paid,
  it has haste."
* Evoke (702.74a): "You may cast this card by paying [cost] rather than paying its mana cost"
  and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
* Warp (702.185a): "You may cast this card from your hand by paying [cost] rather than its
  mana cost" and "If this spell's warp cost was paid, exile the permanent this spell becomes
  at the beginning of the next end step. Its owner may cast this card after the current turn
  has ended for as long as it remains exiled."

Which cost its caster paid is their choice as the spell is cast (601.2b), a fact of the
scenario: ``con rapidez``, ``con evocar``, ``con warp`` after the spell's name (or ``sin …``;
language/alternative_casts.py). Unsaid, the answer asks as the spell resolves, where the
permanent it becomes depends on it. Paid, the permanent remembers it as long as it is that
object (400.7): a dashed creature has haste, and a delayed trigger (603.7a) returns it to its
owner's hand (dash) or exiles it (warp) at the beginning of the next end step; an evoked one's
own trigger sacrifices it as it enters (an intervening "if", 603.4). A permanent a scenario
writes on the battlefield was cast for its mana cost unless an event casts it so.
"""

from __future__ import annotations

from . import citations as C
from .characteristics import board
from .delayed import create_delayed
from .effects import CreateDelayed, Effect, Exile, ReturnToHand, Sacrifice
from .errors import ScenarioQuestion
from .events import Entered
from .layers import ref
from .outcome import Trace
from .state import GameState, Permanent, StackItem

EXAMPLE = 'hechizo:"Mulldrifter con evocar"'
EVOKE_NAME = "Evocar de {name}"  # the Spanish Oracle word for evoke
_RULES = {"dash": C.DASH, "evoke": C.EVOKE, "warp": C.WARP}
_SPANISH = {"dash": "rapidez", "evoke": "evocar", "warp": "warp"}


def pay_alternative(item: StackItem, perm: Permanent) -> None:
    """As the spell becomes ``perm`` (608.3a): whether its alternative cost was paid, asked
    when the scenario does not say; paid, the permanent carries it (dash: with haste)."""
    if item.alternative is None:
        return
    keyword, cost, paid = item.alternative
    if paid is None:
        word = _SPANISH[keyword]
        raise ScenarioQuestion(
            f"¿Se lanzó «{item.name}» pagando su coste de {word}, {cost}, en vez de su coste "
            "de maná?",
            why=(
                f"«{item.name}» tiene {word} {cost}, un coste alternativo (regla 118.9) que "
                "quien lo lanza elige pagar al lanzarlo (regla 601.2b), y cambia lo que le pasa "
                f"al permanente (regla {_RULES[keyword]}); el escenario no lo dice."
            ),
            example=f'hechizo:"{item.name} con {word}" (o «sin {word}»)',
        )
    if not paid:
        return
    perm.alternative_paid = keyword
    if keyword == "dash":  # "As long as this permanent's dash cost was paid, it has haste."
        perm.keywords = perm.keywords | {"haste"}


def after_entering(state: GameState, perm: Permanent, trace: Trace) -> None:
    """Once it is on the battlefield: the step that says which cost was paid, and the delayed
    trigger dash and warp create (603.7a), at the beginning of the next end step."""
    keyword = perm.alternative_paid
    if keyword is None:
        return
    trace.add(
        "entering.alternative_paid",
        C.ALTERNATIVE_COST,
        C.ALTERNATIVE_ANNOUNCED,
        _RULES[keyword],
        *([C.HASTE] if keyword == "dash" else []),
        who=ref(state, perm),
        keyword=keyword,
    )
    later: list[Effect] = []
    if keyword == "dash":
        later = [ReturnToHand(objects=[perm.id])]
    elif keyword == "warp":
        later = [Exile(objects=[perm.id])]
    if later:
        create_delayed(
            state, CreateDelayed(step="end", effects=later), perm.name, perm.controller, trace
        )


def evoke_triggers(state: GameState, event: Entered) -> list[StackItem]:
    """702.74a: the evoked permanent's own trigger as it enters (603.6a); its "if" held then
    and still holds as it resolves (603.4: the cost was paid, which nothing changes)."""
    perm = state.permanent(event.permanent)
    if perm is None or perm.alternative_paid != "evoke":
        return []
    chars = board(state).chars.get(perm.id)
    if chars is None or chars.lost_all:
        return []
    return [
        StackItem(
            name=EVOKE_NAME.format(name=chars.name),
            controller=chars.controller,
            kind="triggered",
            source=perm.id,
            effects=[Sacrifice(objects=[perm.id])],
        )
    ]
