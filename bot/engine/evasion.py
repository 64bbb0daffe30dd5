"""Evasion keywords checked against a declared block (509.1b): fear, intimidate, shadow,
horsemanship, skulk and landwalk. Each is a restriction on which creatures may block the
attacker (shadow also restricts what a creature with shadow may block); flying and menace
live beside them in declarations.py, which calls this for every attack.
"""

from __future__ import annotations

from . import citations as C
from .characteristics import chars_of
from .chars import Chars
from .errors import ScenarioError
from .layers import effective_power, ref
from .outcome import Trace
from .state import Attack, GameState, Permanent

# "[type]walk" (702.14a) for the basic land types: the land type the defending player must
# control for the attacker to be unblockable (702.14c).
LANDWALK = {
    "plainswalk": "Plains",
    "islandwalk": "Island",
    "swampwalk": "Swamp",
    "mountainwalk": "Mountain",
    "forestwalk": "Forest",
}


def defending_player(state: GameState, attack: Attack) -> str:
    """The player the attack is against, or the controller of the planeswalker or battle it
    attacks (506.2)."""
    target = state.permanent(attack.target)
    return chars_of(state, target).controller if target is not None else attack.target


def _checks(state: GameState, atk: Chars, blk: Permanent) -> list[tuple[str, str, bool]]:
    """Each evasion keyword that speaks to this block: (keyword, rule, whether it allows the
    block)."""
    them = chars_of(state, blk)
    artifact = "artifact" in them.types
    out = []
    if "fear" in atk.keywords:
        out.append(("fear", C.FEAR, artifact or "black" in them.colors))
    if "intimidate" in atk.keywords:
        out.append(("intimidate", C.INTIMIDATE, artifact or bool(atk.colors & them.colors)))
    if "shadow" in atk.keywords or "shadow" in them.keywords:
        # Both ways (702.28b): only a creature with shadow blocks one with shadow, and a
        # creature with shadow blocks only those.
        out.append(("shadow", C.SHADOW, ("shadow" in atk.keywords) == ("shadow" in them.keywords)))
    if "horsemanship" in atk.keywords:
        out.append(("horsemanship", C.HORSEMANSHIP, "horsemanship" in them.keywords))
    return out


def made_up_land(state: GameState, lands: list[Chars]) -> Chars | None:
    """The first land the scenario made up (not a card of the card data): it has no land
    types the engine knows, so what depends on them is asked, never guessed."""
    for land in lands:
        perm = state.permanent(land.id)
        if perm is not None and perm.mana_value is None and not land.subtypes:
            return land
    return None


def _ask_land_types(state: GameState, lands: list[Chars], atk: Chars) -> None:
    """Whether the landwalker can be blocked, when a made-up land decides it."""
    land = made_up_land(state, lands)
    if land is not None:
        raise ScenarioError(
            f"«{atk.name}» no puede ser bloqueada si el jugador defensor controla una "
            f"tierra del tipo que cruza (regla 702.14c), y de «{land.name}» no sé sus tipos "
            "de tierra: escribe el nombre de una carta (se toman de los datos de cartas).",
            fragment=land.name,
            example='combate atacante:"Bog Wraith" bloqueadores:"Grizzly Bears" '
            'permanentes_rival:"Swamp"',
        )


def evasion(state: GameState, attack: Attack, blockers: list[Permanent], trace: Trace) -> int:
    """Says, for each blocker, what the attacker's evasion keywords allow; returns how many
    blocks they forbid."""
    atk_perm = state.permanent(attack.attacker)
    if atk_perm is None:
        return 0
    atk = chars_of(state, atk_perm)
    who = ref(state, atk_perm)
    broken = 0
    walks = sorted(k for k in atk.keywords if k in LANDWALK)
    if walks and blockers:
        defender = defending_player(state, attack)
        lands = [
            c
            for c in (chars_of(state, p) for p in state.permanents)
            if c.controller == defender and "land" in c.types
        ]
        for walk in walks:
            land = next((c for c in lands if LANDWALK[walk] in c.subtypes), None)
            if land is None:
                _ask_land_types(state, lands, atk)
            trace.add(
                "declare.landwalk",
                C.LANDWALK,
                *([C.BLOCK_DECLARATION] if land is not None else []),
                who=who,
                keyword=walk,
                land_type=LANDWALK[walk],
                land=land.name if land is not None else None,
                defender=defender,
            )
            if land is not None:
                return len(blockers)
    for blk in blockers:
        for keyword, rule, allowed in _checks(state, atk, blk):
            trace.add(
                "declare.evasion",
                rule,
                *([] if allowed else [C.BLOCK_DECLARATION]),
                who=who,
                blocker=ref(state, blk),
                keyword=keyword,
                allowed=allowed,
                blocker_has="shadow" in chars_of(state, blk).keywords,
            )
            broken += not allowed
        if "skulk" in atk.keywords:
            power, mine = effective_power(state, blk), effective_power(state, atk_perm)
            allowed = power <= mine
            trace.add(
                "declare.skulk",
                C.SKULK,
                *([] if allowed else [C.BLOCK_DECLARATION]),
                who=who,
                blocker=ref(state, blk),
                allowed=allowed,
            )
            broken += not allowed
    return broken
