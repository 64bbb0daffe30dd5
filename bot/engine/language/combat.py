"""``combate``: one or more attackers, each followed by its blockers and options.

Pairs are read left to right; ``bloqueadores``, ``reparto`` and ``planeswalker`` apply to the
latest ``atacante``. The players are "Jugador atacante" (active) and "Jugador defensor".
"""

from __future__ import annotations

import re

from index.fold import fold

from ..errors import ScenarioError
from ..scenario import Scenario
from ..state import Attack, Combat, GameState, KeywordChange, Permanent, Turn
from .board import Board, BoardBuilder, board_refs, read_abilities
from .build import finish, keyword_change, permanent_from_spec
from .pairs import Pair, pair_int, unknown_key
from .scene import SceneReader
from .specs import ObjectSpec, parse_object, split_objects

ATTACKER, DEFENDER = "Jugador atacante", "Jugador defensor"
KEYS = {
    "atacante": "attacker",
    "attacker": "attacker",
    "bloqueadores": "blockers",
    "bloqueador": "blockers",
    "blockers": "blockers",
    "blocker": "blockers",
    "planeswalker": "planeswalker",
    "reparto": "split",
    "split": "split",
    "vida": "life",
    "vidas": "life",
    "life": "life",
    "veneno": "poison",
    "poison": "poison",
    "vida_atacante": "attacker_life",
    "vida_defensor": "life",
    "vidas_defensor": "life",
    "defender_life": "life",
    "vidas_atacante": "attacker_life",
    "attacker_life": "attacker_life",
}
_NOBODY = {
    "ninguno",
    "ninguna",
    "nadie",
    "none",
    "no",
    "sin bloquear",
    "sin bloqueadores",
    "sin bloqueo",
    "no bloquea",
    "no bloquean",
    "nadie bloquea",
    "no bloqueada",
    "no bloqueado",
    "unblocked",
    "no blockers",
}
_GONE = {"retirados", "retirado", "eliminados", "eliminado", "muertos", "removed", "gone"}


def _one_attacker_each(pairs: list[Pair]) -> list[Pair]:
    """``atacantes:"Oso 2/2; Lobo 3/3"`` is two ``atacante:`` pairs; blockers written after it
    block the last one."""
    out = []
    for pair in pairs:
        if pair.key in ("atacantes", "attackers"):
            out += [
                Pair("atacante", pair.raw_key, text, pair.fragment)
                for text in split_objects(pair.value)
            ]
        else:
            out.append(pair)
    return out


def build_combat(pairs: list[Pair], example: str) -> Scenario:
    pairs = _one_attacker_each(pairs)
    perms: list[Permanent] = []
    specs: dict[str, ObjectSpec] = {}
    scene, board = SceneReader(), BoardBuilder(ATTACKER, DEFENDER, example)
    attacks: list[Attack] = []
    changes: list[KeywordChange | None] = []
    life: dict[str, int | None] = {ATTACKER: None, DEFENDER: None}
    poison: int | None = None
    for pair in pairs:
        key = KEYS.get(pair.key)
        if (
            key is None
            and not pair.key.startswith("planeswalker")
            and (scene.accept(pair) or board.accept(pair))
        ):
            continue
        if key is None:
            raise unknown_key(
                pair,
                "combate",
                [
                    "atacante",
                    "bloqueadores",
                    "planeswalker",
                    "reparto",
                    "vida",
                    "veneno",
                    "vida_atacante",
                    "eventos",
                ],
                example,
            )
        if key in ("life", "attacker_life"):
            life[DEFENDER if key == "life" else ATTACKER] = pair_int(pair, example)
        elif key == "poison":
            poison = pair_int(pair, example, minimum=0)
        elif key == "attacker":
            n = len(attacks) + 1
            spec = (
                built[0]
                if (built := pair.built_objects())
                else parse_object(pair.value, f"atacante {n}", example)
            )
            pid = "atacante" if n == 1 else f"atacante{n}"
            perms.append(
                permanent_from_spec(
                    spec,
                    pid,
                    "Atacante" if n == 1 else f"Atacante {n}",
                    ATTACKER,
                    len(perms) + 1,
                    # "Gólem 4/4 artefacto": an artifact creature (protection, filters); a
                    # real card is what its type line says (a land can't attack, 508.1a).
                    types=_combat_types(spec),
                    example=example,
                )
            )
            specs[pid] = spec
            attacks.append(Attack(attacker=pid, target=DEFENDER))
            changes.append(keyword_change(spec, pid))
        elif not attacks:
            raise ScenarioError(
                f'«{pair.fragment}» va después de un atacante: pon primero atacante:"...".',
                fragment=pair.fragment,
                example=example,
            )
        elif key == "blockers":
            changes += _blockers(pair, attacks[-1], perms, specs, example)
        elif key == "planeswalker":
            attacks[-1].target = _planeswalker(pair, perms, example)
        else:
            attacks[-1].assignment = _split(pair, example)
    if not attacks:
        raise ScenarioError('Un combate necesita al menos un atacante:"...".', example=example)
    # Other permanents (a lord, a creature waiting for something to die) come after the
    # combatants, in the order written.
    others = board.build(first_timestamp=len(perms) + 1, known=tuple(perms))
    players = others.players
    for player in players:
        given = life[player.name]
        if given is not None:
            player.life = given
    if poison is not None:
        players[1].poison = poison
    refs = board_refs(players, perms + others.permanents + others.graveyard)
    read_abilities(perms, specs, refs)
    perms += others.permanents
    parts = scene.read(
        Board(
            players, perms, others.graveyard, others.legend_keep, refs, aims_later=others.aims_later
        ),
        ATTACKER,
        DEFENDER,
    )
    state = GameState(
        players=players,
        permanents=perms,
        graveyard=others.graveyard,
        # Spells written in a combat are cast after blocks, before damage (509.2).
        turn=Turn(active_player=ATTACKER, step="combat_damage", stack=parts.stack),
        combat=Combat(attacks=attacks, between_steps=[c for c in changes if c]),
    )
    return finish(
        "combat",
        example,
        state=state,
        triggers=parts.triggers,
        events=parts.events,
        trigger_order=parts.order,
        legend_keep=others.legend_keep,
        earlier=others.earlier,
    )


def _blockers(
    pair: Pair, attack: Attack, perms: list[Permanent], specs: dict[str, ObjectSpec], example: str
) -> list[KeywordChange | None]:
    built = pair.built_objects()
    word = "" if built else fold(pair.value, "words")
    if word in _NOBODY:
        attack.blocked, attack.blockers = False, []
        return []
    if word in _GONE:
        attack.blocked, attack.blockers = True, []
        return []
    changes: list[KeywordChange | None] = []
    texts = [] if built else split_objects(pair.value)
    read = [
        parse_object(t, f"bloqueadores (criatura {i})", example) for i, t in enumerate(texts, 1)
    ]
    for spec in built or read:
        number = sum(1 for p in perms if p.id.startswith("b")) + 1
        pid = f"b{number}"
        perms.append(
            permanent_from_spec(
                spec,
                pid,
                f"Bloqueador {number}",
                DEFENDER,
                len(perms) + 1,
                types=_combat_types(spec),
                example=example,
            )
        )
        specs[pid] = spec
        attack.blockers.append(pid)
        changes.append(keyword_change(spec, pid))
    if not attack.blockers:
        raise ScenarioError(
            f"«{pair.fragment}» no describe ningún bloqueador.",
            fragment=pair.fragment,
            example=example,
        )
    return changes


def _planeswalker(pair: Pair, perms: list[Permanent], example: str) -> str:
    pw_example = 'planeswalker:"Jace lealtad:4"'
    spec = parse_object(pair.value, "planeswalker", pw_example, need_pt=False)
    if spec.loyalty is None:
        raise ScenarioError(
            f"Al planeswalker de «{pair.fragment}» le falta la lealtad.",
            fragment=pair.fragment,
            example=pw_example,
        )
    name = spec.name or "Planeswalker"
    same = next((p for p in perms if p.is_planeswalker and p.name == name), None)
    if same is not None:
        return same.id
    pid = f"pw{sum(1 for p in perms if p.is_planeswalker) + 1}"
    perms.append(
        permanent_from_spec(
            spec, pid, name, DEFENDER, len(perms) + 1, types={"planeswalker"}, example=pw_example
        )
    )
    return pid


def _split(pair: Pair, example: str) -> list[int]:
    parts = [p for p in re.split(r"[,;/\s]+", pair.value) if p]
    try:
        numbers = [int(p) for p in parts]
    except ValueError:
        numbers = []
    if not numbers or any(n < 0 for n in numbers):
        raise ScenarioError(
            f"«{pair.fragment}» debe ser una lista de números separados por comas "
            "(uno por bloqueador, en orden, y el último para el jugador o "
            'planeswalker si arrolla), como reparto:"2,1,2".',
            fragment=pair.fragment,
            example=example,
        )
    return numbers


def _combat_types(spec: ObjectSpec) -> set[str]:
    """A made-up attacker or blocker is a creature; a card of the card data keeps its types,
    so a land or an uncrewed Vehicle is told it cannot attack or block (508.1a, 509.1a)."""
    return set(spec.types) if spec.card is not None else spec.types | {"creature"}
