"""The board part of a line, shared by ``estado``, ``pila``/``disparos``, ``capas`` and
``escenario``: permanents, graveyard and players' numbers, then the abilities written in the
descriptions (read last, so they can name anything on the board).

Creatures are listed in the order they entered the battlefield (their timestamp). Player
options without suffix are the first player's ("you"); with ``_rival``, the other's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from index.fold import fold

from ..earlier import Earlier
from ..errors import ScenarioError
from ..face_down import turn_face_down
from ..state import Permanent, Player
from .abilities import ABILITY_EXAMPLE, card_abilities, parse_ability
from .aims import TARGET_KEYS, assign_targets
from .build import permanent_from_spec
from .choices import checked_choice
from .day_night import DAY_NIGHT_KEYS, day_or_night
from .earlier import EARLIER_KEYS, parse_earlier
from .hand_reveal import hand_cards
from .pairs import Pair, pair_int, parse_bool
from .recipients import Refs, folded_names
from .specs import ObjectSpec, parse_object, split_items, split_objects
from .transforming import read_other_face

LISTS = {
    "criaturas": ("creature", False),
    "creatures": ("creature", False),
    "criaturas_rival": ("creature", True),
    "rival_creatures": ("creature", True),
    "planeswalkers": ("planeswalker", False),
    "planeswalker": ("planeswalker", False),
    "planeswalkers_rival": ("planeswalker", True),
    "auras": ("aura", False),
    "aura": ("aura", False),
    "equipos": ("equipment", False),
    "equipo": ("equipment", False),
    "equipamiento": ("equipment", False),
    "equipamientos": ("equipment", False),
    "equipment": ("equipment", False),
    "equipos_rival": ("equipment", True),
    "cementerio": ("graveyard", False),
    "graveyard": ("graveyard", False),
    "cementerio_rival": ("graveyard", True),
    "rival_graveyard": ("graveyard", True),
    "permanentes": ("permanent", False),
    "permanents": ("permanent", False),
    "permanentes_rival": ("permanent", True),
    "rival_permanents": ("permanent", True),
    "objetos": ("permanent", False),
    "objetos_rival": ("permanent", True),
}
PLAYER_KEYS = {
    "vida": "life",
    "vidas": "life",
    "life": "life",
    "veneno": "poison",
    "poison": "poison",
    "robo_vacio": "drew_from_empty_library",
    "empty_draw": "drew_from_empty_library",
    "no_puede_perder": "cant_lose",
    "cant_lose": "cant_lose",
    "no_puede_ganar": "cant_win",
    "cant_win": "cant_win",
    "biblioteca": "library",
    "library": "library",
    "mano": "hand",
    "hand": "hand",
    "vigilar": "surveil_to_graveyard",
    "surveil": "surveil_to_graveyard",
    # Spells cast this turn before what the scenario writes (730.2; day_night.py).
    "lanzados": "spells_cast",
    "spells_cast": "spells_cast",
    # What the player chooses when they proliferate (701.34a; bot/engine/proliferate.py).
    "proliferar": "proliferate",
    "proliferate": "proliferate",
    # 724: the player is the monarch (bot/engine/monarch.py).
    "monarca": "monarch",
    "monarch": "monarch",
    # Whether the player was dealt damage this turn (bloodthirst, 702.54a).
    "danado": "dealt_damage",
    "dealt_damage": "dealt_damage",
    # 702.179: the player's speed, and whether it already rose this turn (speed.py).
    "velocidad": "speed",
    "speed": "speed",
    "velocidad_subio": "speed_rose",
    "speed_rose": "speed_rose",
}
KEEP = {"conservar", "keep"}
COMMANDER_KEYS = {"comandante", "comandantes", "commander", "commanders"}
SPANISH_KEYS = [
    "criaturas",
    "criaturas_rival",
    "permanentes",
    "permanentes_rival",
    "planeswalkers",
    "planeswalkers_rival",
    "auras",
    "equipos",
    "cementerio",
    "cementerio_rival",
    "vida",
    "veneno",
    "biblioteca",
    "mano",
    "robo_vacío",
    "no_puede_perder",
    "no_puede_ganar",
    "conservar",
    "antes",
    "comandante",
    "objetivos",
    "es_de",
    "lanzados",
    "(y vida_rival, veneno_rival, biblioteca_rival…)",
]
_AURA_EXAMPLE = 'auras:"Pacifismo blanca encanta:1"'
_EQUIPMENT_EXAMPLE = 'equipos:"Espada equipa:1 otorga:la criatura equipada obtiene +2/+2"'
_NUMBERS = {"life", "poison", "library", "hand", "surveil_to_graveyard", "spells_cast", "speed"}


@dataclass
class Board:
    players: list[Player]
    permanents: list[Permanent]
    graveyard: list[Permanent]
    legend_keep: dict[str, str]
    refs: Refs
    earlier: list[Earlier] = field(default_factory=list)
    # objetivos: items naming no permanent of the board: a permanent spell's (scene.py).
    aims_later: list[str] = field(default_factory=list)
    day_night: str | None = None  # es_de:día / es_de:noche (730.1; day_night.py)


@dataclass
class BoardBuilder:
    you: str
    rival: str
    example: str
    lists: dict[str, list[tuple[str, ObjectSpec]]] = field(default_factory=dict)
    players: dict[str, Player] = field(default_factory=dict)
    keep: int | None = None
    specs: dict[str, ObjectSpec] = field(default_factory=dict)  # by permanent id
    earlier: list[str] = field(default_factory=list)  # the antes: values, read last
    commanders: list[str] = field(default_factory=list)  # comandante: names, read last
    aims: list[str] = field(default_factory=list)  # objetivos: values, read last
    day_night: str | None = None  # es_de: (730.1)

    def __post_init__(self) -> None:
        self.players = {self.you: Player(name=self.you), self.rival: Player(name=self.rival)}

    def accept(self, pair: Pair) -> bool:
        """Read ``pair`` if it is a board option; False if it is not one."""
        base, rival = (
            (pair.key[: -len("_rival")], True) if pair.key.endswith("_rival") else (pair.key, False)
        )
        if pair.key in LISTS:
            kind, theirs = LISTS[pair.key]
            who = self.rival if theirs else self.you
            need_pt = kind == "creature"
            built = pair.built_objects()
            specs = (
                list(built)
                if built is not None
                else [
                    parse_object(t, f"{pair.raw_key} ({i})", self.example, need_pt=need_pt)
                    for i, t in enumerate(split_objects(pair.value), 1)
                ]
            )
            self.lists.setdefault(kind, []).extend((who, s) for s in specs)
        elif base in PLAYER_KEYS:
            player = self.players[self.rival if rival else self.you]
            name = PLAYER_KEYS[base]
            named = hand_cards(pair, self.example) if name == "hand" else None
            if named is not None:  # mano:"Lightning Bolt; Forest": the cards it holds
                player.hand_cards, player.hand = named, len(named)
            elif name == "proliferate":  # names, "todos" or "ninguno" (proliferate.py)
                player.proliferate = split_items(pair.value)
            elif name in _NUMBERS:
                minimum = None if name == "life" else 0
                setattr(player, name, pair_int(pair, self.example, minimum=minimum))
            else:
                setattr(player, name, parse_bool(pair, self.example))
        elif pair.key in KEEP:
            self.keep = pair_int(pair, self.example, minimum=1)
        elif pair.key in EARLIER_KEYS:
            self.earlier.append(pair.value)
        elif pair.key in COMMANDER_KEYS:
            self.commanders += split_items(pair.value)
        elif pair.key in TARGET_KEYS:
            self.aims.append(pair.value)
        elif pair.key in DAY_NIGHT_KEYS:
            self.day_night = day_or_night(pair, self.example)
        else:
            return False
        return True

    def build(self, first_timestamp: int = 1, known: tuple[Permanent, ...] = ()) -> Board:
        """``known``: permanents read before the board (a combat's attackers and blockers),
        which ``antes:`` may also name."""
        perms, graveyard = self._permanents(first_timestamp, known)
        refs = board_refs(list(self.players.values()), perms + graveyard)
        read_abilities(perms + graveyard, self.specs, refs)
        keep = legend_choice(self.keep, perms, self.you, self.example)
        for name in self.commanders:
            commander_named(name, [*known, *perms]).commander = True
        later: list[str] = []
        assign_targets(self.aims, [*known, *perms], list(self.players.values()), later)
        earlier = [
            fact
            for value in self.earlier
            for fact in parse_earlier(value, self.you, self.rival, [*known, *perms], self.example)
        ]
        players = list(self.players.values())
        return Board(players, perms, graveyard, keep, refs, earlier, later, self.day_night)

    def _permanents(
        self, stamp: int, known: tuple[Permanent, ...] = ()
    ) -> tuple[list[Permanent], list[Permanent]]:
        perms: list[Permanent] = []
        creatures: dict[str, list[str]] = {self.you: [], self.rival: []}

        def add(spec: ObjectSpec, pid: str, name: str, who: str, types: set[str]) -> Permanent:
            _require_permanent(spec, types, self.example)
            perm = permanent_from_spec(
                spec, pid, name, who, stamp + len(perms), types=types, example=self.example
            )
            self.specs[pid] = spec
            perms.append(perm)
            return perm

        for n, (who, spec) in enumerate(self.lists.get("creature", []), 1):
            pid = f"c{n}" if who == self.you else f"r{n}"
            add(spec, pid, f"Criatura {n}", who, spec.types | {"creature"})
            creatures[who].append(pid)
        for n, (who, spec) in enumerate(self.lists.get("permanent", []), 1):
            pid = f"p{n}" if who == self.you else f"rp{n}"
            types = spec.types or ({"creature"} if spec.power is not None else set())
            if not types:
                raise ScenarioError(
                    f"Di de qué tipo es «{spec.name or f'Permanente {n}'}»: "
                    "tierra, artefacto, encantamiento, criatura (con F/R)…",
                    example='permanentes:"Yermo tierra; Estatua artefacto"',
                )
            add(spec, pid, f"Permanente {n}", who, types)
        for n, (who, spec) in enumerate(self.lists.get("planeswalker", []), 1):
            add(spec, f"pw{n}", f"Planeswalker {n}", who, {"planeswalker"})
        for n, (who, spec) in enumerate(self.lists.get("aura", []), 1):
            aura = add(spec, f"aura{n}", spec.name or f"Aura {n}", who, {"enchantment"})
            aura.subtypes = {"Aura"}
            aura.attached_to = enchanted(
                spec.enchants,
                creatures,
                self.you,
                self.rival,
                names=_creature_names([*known, *perms]),  # attackers, blockers too
            )
        for n, (who, spec) in enumerate(self.lists.get("equipment", []), 1):
            # 301.5: an artifact with the subtype Equipment; unattached unless it says whom.
            gear = add(spec, f"eq{n}", spec.name or f"Equipo {n}", who, spec.types | {"artifact"})
            gear.subtypes = {"Equipment"}
            gear.attached_to = enchanted(
                spec.enchants,
                creatures,
                self.you,
                self.rival,
                "equipa",
                _EQUIPMENT_EXAMPLE,
                _creature_names([*known, *perms]),
            )
        graveyard = []
        for n, (who, spec) in enumerate(self.lists.get("graveyard", []), 1):
            graveyard.append(
                permanent_from_spec(
                    spec, f"g{n}", f"Carta {n}", who, 0, spec.types or None, example=self.example
                )
            )
            self.specs[f"g{n}"] = spec
        return perms, graveyard


# 304.4, 307.4: instants and sorceries can't enter the battlefield.
_NEVER_ON_BATTLEFIELD = {"instant": "304.4", "sorcery": "307.4"}


def _require_permanent(spec: ObjectSpec, types: set[str], example: str) -> None:
    """Refuse a spell card put on the battlefield: its text would be neither a permanent's
    abilities nor an effect, and the answer would rest on text nobody read."""
    for kind, rule in _NEVER_ON_BATTLEFIELD.items():
        if kind in types:
            shown = spec.card.reading.shown if spec.card is not None else (spec.name or kind)
            word = "un instantáneo" if kind == "instant" else "un conjuro"
            raise ScenarioError(
                f"«{shown}» es {word}: no puede estar en el campo de batalla (regla {rule}). "
                "Se lanza: ponlo en la pila.",
                fragment=shown,
                example=example,
            )


def read_abilities(perms: list[Permanent], specs: dict[str, ObjectSpec], refs: Refs) -> None:
    """The abilities written in each description, read once every name is known."""
    for perm in perms:
        spec = specs.get(perm.id)
        if spec is not None and (spec.abilities or spec.card is not None):
            mine = replace(
                refs,
                you=perm.controller,
                source=perm.id,
                where=f"las habilidades de «{perm.name}»",
                example=ABILITY_EXAMPLE,
            )
            perm.abilities = [parse_ability(kind, text, mine) for kind, text in spec.abilities]
            if spec.card is not None:
                if spec.card.choice:  # 614.1c: asked, never guessed
                    spec.card.chosen = checked_choice(
                        perm.name, spec.chosen, spec.card.choice, spec.card.not_chosen
                    )
                spec.card.trigger_modes = spec.modes  # 603.3c: modal_triggers.py
                perm.abilities += card_abilities(spec.card, mine)
        if spec is not None:
            # 712.2: a transforming card's back face, its abilities read as the front's are
            read_other_face(perm, spec, replace(refs, you=perm.controller, source=perm.id))
        if spec is not None and spec.face_down:  # 708.2a: after its card is read whole
            turn_face_down(perm)


def board_refs(players: list[Player], perms: list[Permanent]) -> Refs:
    """Names an effect may use: permanents by name or id, players by name."""
    pairs = [(p.name, p.name) for p in players]
    pairs += [(p.name, p.id) for p in perms] + [(p.id, p.id) for p in perms]
    you = players[0].name if players else ""
    return Refs(
        folded_names(pairs),
        you,
        shown=list(dict.fromkeys([p.name for p in perms] + [p.name for p in players])),
        player_names={p.name for p in players},
        owner_of={p.id: p.controller for p in perms},
        kinds_of={p.id: (p.name, frozenset(p.types)) for p in perms},
    )


def enchanted(
    target: str | None,
    creatures: dict[str, list[str]],
    you: str,
    rival: str,
    option: str = "encanta",
    example: str = _AURA_EXAMPLE,
    names: dict[str, str] | None = None,
) -> str | None:
    """``encanta:2`` is your creature 2, ``encanta:r1`` the rival's first, ``nada`` nothing,
    ``encanta:Oso`` the creature named so (``equipa:`` for an Equipment reads the same way)."""
    if target is None or target in ("nada", "ninguno", "nothing", "none"):
        return None
    m = re.fullmatch(r"(r?)(\d+)", target)
    if m is None and names and fold(target, "words") in names:
        return names[fold(target, "words")]
    if m is None:
        raise ScenarioError(
            f"«{option}:{target}» debe ser el número de una criatura de la lista "
            "(r1, r2... para las del rival), su nombre o «nada».",
            fragment=target,
            example=example,
        )
    pool = creatures[rival if m[1] else you]
    index = int(m[2])
    if not 1 <= index <= len(pool):
        raise ScenarioError(
            f"«{option}:{target}» apunta a una criatura que no está en la lista (hay {len(pool)}).",
            fragment=target,
            example=example,
        )
    return pool[index - 1]


def _creature_names(perms: list[Permanent]) -> dict[str, str]:
    """Folded name -> id of the creatures listed so far; the first of a name keeps it."""
    out: dict[str, str] = {}
    for perm in perms:
        if perm.is_creature:
            out.setdefault(fold(perm.name, "words"), perm.id)
    return out


def legend_choice(
    keep: int | None, perms: list[Permanent], you: str, example: str
) -> dict[str, str]:
    if keep is None:
        return {}
    yours = [p for p in perms if p.controller == you and p.is_creature]
    if keep > len(yours):
        raise ScenarioError(
            f"«conservar:{keep}» apunta a una criatura que no existe (hay {len(yours)}).",
            fragment=f"conservar:{keep}",
            example=example,
        )
    chosen = yours[keep - 1]
    return {chosen.name: chosen.id}


def commander_named(name: str, perms: list[Permanent]) -> Permanent:
    """The permanent ``comandante:`` names (903.3: its owner's commander)."""
    found = [p for p in perms if fold(p.name, "words") == fold(name, "words") or p.id == name]
    if not found:
        shown = ", ".join(f"«{p.name}»" for p in perms) or "ninguno"
        raise ScenarioError(
            f"«comandante:» nombra «{name}», que no está en el campo de batalla (están: {shown}).",
            fragment=name,
            example='combate atacante:"Kenrith 5/5" comandante:"Kenrith"',
        )
    return found[0]
