"""``capas``, ``momento`` and ``disparos``: one object or one moment to ask about."""

from __future__ import annotations

import re
from dataclasses import replace

from index.fold import fold

from ..effects import CONTINUOUS_TYPES
from ..errors import ScenarioError
from ..scenario import Scenario
from ..state import ContinuousEffect, GameState, Permanent, Player, PTEffect, StackItem, Turn
from ..timing import TimingQuery
from .aliases import CARD_TYPE_ALIASES, KEYWORD_ALIASES
from .board import LISTS, Board, BoardBuilder
from .board import SPANISH_KEYS as BOARD_KEYS
from .build import finish, permanent_from_spec
from .cards import CardFacts, card_words, facts, mana_value, require_in_play
from .earlier import EARLIER_KEYS, parse_earlier
from .effects import parse_effects
from .exiled_words import EXILE_EXAMPLE, EXILED_KEYS, exiled_said
from .pairs import (
    STEP_KEYS,
    TURN_KEYS,
    Pair,
    pair_int,
    pair_own_turn,
    pair_step_owner,
    parse_bool,
    unknown_key,
)
from .scene import SPANISH_KEYS as SCENE_KEYS
from .scene import SceneReader, scene_scenario
from .specs import parse_object, split_items

YOU, RIVAL = "Tú", "Rival"

# ---------------------------------------------------------------- capas
_SIGNED = re.compile(r"^([+-]\d+)/([+-]\d+)$")
_PLAIN = re.compile(r"^(\d+)/(\d+)$")
_EFFECT_EXAMPLE = 'efectos:"+2/+2; +1/+1 contador x2; 0/1 fijar; 3/3 definir; intercambiar"'
_SWITCH = {"intercambiar", "intercambia", "switch", "invertir", "intercambio"}
_SET = {"fijar", "fija", "set", "convierte", "convertir", "es", "base"}
_CDA = {"definir", "define", "cda", "caracteristica"}
_COUNTER = {"contador", "contadores", "counter", "counters"}


def build_layers(pairs: list[Pair], example: str) -> Scenario:
    """``base`` + ``efectos`` (one object, layer 7), or objects on a board whose effects name
    them ("Tierra se convierte en criatura 3/3"), static abilities included."""
    base, effects_text = None, []
    owner, other = GameState().players[0].name, GameState().players[1].name
    builder, scene = BoardBuilder(owner, other, example), SceneReader()
    for pair in pairs:
        if pair.key == "base" or CARD_TYPE_ALIASES.get(pair.key) == "creature":
            built = pair.built_objects()
            base = built[0] if built else parse_object(pair.value, "base", example)
        elif pair.key in ("efectos", "efecto", "effects"):
            effects_text += split_items(pair.value)
        elif not (builder.accept(pair) or scene.accept(pair)):
            raise unknown_key(
                pair,
                "capas",
                ["base", "efectos", "objetos", "criaturas", "permanentes", "eventos"],
                example,
            )
    board = builder.build()
    if base is None and not board.permanents:
        raise ScenarioError(
            'Falta base:"P/R" con la fuerza y resistencia impresas (o '
            'objetos:"…" con los permanentes).',
            example=example,
        )
    perms = list(board.permanents)
    if base is not None:
        perm = permanent_from_spec(base, "objeto", "Criatura", owner, 0, example=example)
        perms.insert(0, perm)
        board.refs.names.setdefault(fold(perm.name, "words"), perm.id)
        board.refs.names["objeto"] = perm.id
    pts, continuous = [], []
    first = max((p.timestamp for p in perms), default=0)
    for n, text in enumerate(effects_text, first + 1):
        legacy = perms[0] if base is not None or len(perms) == 1 else None
        effect = _any_effect(text, n, legacy, board, example)
        if isinstance(effect, ContinuousEffect):
            continuous.append(effect)
        elif effect is not None:
            pts.append(effect)
    parts = scene.read(board, owner, other)
    state = GameState(
        players=board.players,
        permanents=perms,
        graveyard=board.graveyard,
        effects=pts,
        continuous=continuous,
    )
    return finish(
        "layers",
        example,
        state=state,
        layers=["objeto"] if base is not None else [],
        events=parts.events,
        legend_keep=board.legend_keep,
    )


_TS = re.compile(r"\bts:(-?\d+)\b", re.IGNORECASE)


def _any_effect(
    text: str, n: int, legacy: Permanent | None, board: Board, example: str
) -> PTEffect | ContinuousEffect | None:
    """A layer-7 shorthand ("+1/+1", "0/1 fijar") for the one object, or an effect that names
    what it applies to ("Oso gana volar")."""
    if legacy is not None:
        try:
            return _effect(text, n, legacy, example)
        except ScenarioError:
            pass
    stamp = _TS.search(text)
    timestamp = int(stamp[1]) if stamp else n
    body = _TS.sub(" ", text)
    refs = replace(board.refs, where=f"el efecto «{text}»", example=_NAMED_EXAMPLE)
    found = parse_effects(body, refs)
    if len(found) != 1 or found[0].type not in CONTINUOUS_TYPES or found[0].each:
        raise ScenarioError(
            f"«{text}»: cada efecto de «capas» es un efecto continuo sobre "
            "objetos con nombre (+N/+N, fijar, intercambiar, ganar o perder "
            "habilidades, tipos, color, control). Un efecto sobre un grupo va "
            'como habilidad estática de su fuente: objetos:"Señor 2/2 '
            'otorga:+1/+1 a otras criaturas tuyas".',
            fragment=text,
            example=_NAMED_EXAMPLE,
        )
    effect = found[0]
    lean = effect.model_dump(exclude={"targets", "objects", "each", "target_filter"})
    return ContinuousEffect.model_validate(
        {
            "effect": lean,
            "affected": [*effect.targets, *effect.objects],
            "controller": board.refs.you,
            "timestamp": timestamp,
        }
    )


_NAMED_EXAMPLE = (
    'capas objetos:"Yermo tierra; Señor 2/2 otorga:las criaturas tuyas tienen '
    'volar" efectos:"Yermo se convierte en criatura 3/3"'
)


def _effect(text: str, n: int, perm: Permanent, example: str) -> PTEffect | None:
    words = [fold(w, "words") for w in text.split()]
    timestamp, rest = n, []
    for word in words:
        if word.startswith("ts:"):
            timestamp = pair_int(Pair("ts", "ts", word[3:], word), _EFFECT_EXAMPLE)
        else:
            rest.append(word)
    tags = set(rest)
    values = [w for w in rest if "/" in w]
    if tags & _SWITCH:
        return PTEffect(target=perm.id, sublayer="d", timestamp=timestamp, description=text)
    if len(values) != 1:
        raise ScenarioError(
            f"No entiendo el efecto «{text}» (efecto {n}): pon un valor como "
            "«+1/+1», «0/1 fijar» o «intercambiar».",
            fragment=text,
            example=_EFFECT_EXAMPLE,
        )
    signed, plain = _SIGNED.match(values[0]), _PLAIN.match(values[0])
    if tags & _COUNTER:
        _counters(text, values[0], rest, perm)
        return None
    if signed:
        return PTEffect(
            target=perm.id,
            sublayer="c",
            power=int(signed[1]),
            toughness=int(signed[2]),
            timestamp=timestamp,
            description=text,
        )
    if plain:
        sub = "a" if tags & _CDA else "b"
        return PTEffect(
            target=perm.id,
            sublayer=sub,
            power=int(plain[1]),
            toughness=int(plain[2]),
            timestamp=timestamp,
            description=text,
        )
    raise ScenarioError(
        f"No entiendo el valor «{values[0]}» del efecto «{text}».",
        fragment=values[0],
        example=_EFFECT_EXAMPLE,
    )


def _counters(text: str, value: str, words: list[str], perm: Permanent) -> None:
    times = next((int(w[1:]) for w in words if re.fullmatch(r"[x×]\d+", w)), 1)
    if value == "+1/+1":
        perm.plus_counters += times
    elif value == "-1/-1":
        perm.minus_counters += times
    else:
        raise ScenarioError(
            f"En «{text}» solo se admiten contadores +1/+1 o -1/-1.",
            fragment=value,
            example=_EFFECT_EXAMPLE,
        )


# ---------------------------------------------------------------- momento
# In the cleanup step: state-based actions were performed or something triggered (514.3a).
_CLEANUP_EVENT = {
    "disparo",
    "disparos",
    "se_dispara",
    "trigger",
    "acciones_estado",
    "acciones_de_estado",
    "sba",
    "prioridad_limpieza",
    "cleanup_priority",
}


def build_timing(pairs: list[Pair], example: str) -> Scenario:
    types: set[str] = set()
    flash, step, stack, own, priority = False, "main1", 0, True, True
    said_turn = False  # an explicit turno: wins over the owner written in the step
    lands, land_plays, lands_put = 0, 1, 0
    cleanup_priority = False
    earlier: list[str] = []
    card: CardFacts | None = None
    zone: str | None = None
    exiled: tuple[str | None, bool | None] | None = None  # how and when it was exiled
    # Permanents whose static abilities may change what the card costs (601.2f).
    builder = BoardBuilder(YOU, RIVAL, example)
    for pair in pairs:
        if pair.key in ("carta", "card", "tipo"):
            types, flash, card = _card(pair, example)
        elif pair.key in STEP_KEYS:
            step, step_owner = pair_step_owner(pair, example)
            if step_owner is not None and not said_turn:
                own = step_owner
        elif pair.key in ("pila", "stack"):
            stack = _stack_size(pair, example)
        elif pair.key in TURN_KEYS:
            own, said_turn = pair_own_turn(pair, example), True
        elif pair.key in ("prioridad", "priority"):
            priority = parse_bool(pair, example)
        elif pair.key in ("tierras", "lands", "tierras_jugadas"):
            lands = pair_int(pair, example, minimum=0)
        elif pair.key in ("max_tierras", "land_plays"):
            land_plays = pair_int(pair, example, minimum=0)
        elif pair.key in ("tierras_puestas", "lands_put"):
            lands_put = pair_int(pair, example, minimum=0)
        elif pair.key in _CLEANUP_EVENT:
            cleanup_priority = parse_bool(pair, example)
        elif pair.key in EARLIER_KEYS:
            earlier.append(pair.value)
        elif pair.key in ("desde", "from", "zona"):
            zone = _zone(pair, example)
        elif pair.key in EXILED_KEYS:
            exiled = exiled_said(pair)
        elif pair.key in LISTS:
            builder.accept(pair)
        else:
            raise unknown_key(
                pair,
                "momento",
                [
                    "carta",
                    "paso",
                    "pila",
                    "turno",
                    "prioridad",
                    "tierras",
                    "max_tierras",
                    "tierras_puestas",
                    "disparo",
                    "acciones_estado",
                    "antes",
                    "desde",
                    "exiliada",
                    "permanentes",
                    "permanentes_rival",
                ],
                example,
            )
    if zone == "graveyard" and card is None:
        raise ScenarioError(
            "desde:cementerio es para lanzar una carta real desde el cementerio: nómbrala en "
            "carta:.",
            example='momento carta:"Ancient Grudge" desde:cementerio',
        )
    if zone == "exile" and card is None:
        raise ScenarioError(
            "desde:exilio es para lanzar una carta real desde el exilio: nómbrala en carta:.",
            example=EXILE_EXAMPLE,
        )
    if exiled is not None and zone != "exile":
        raise ScenarioError(
            "exiliada: dice cómo llegó al exilio una carta que se lanza desde:exilio.",
            fragment="exiliada",
            example=EXILE_EXAMPLE,
        )
    if zone == "command" and card is None:
        raise ScenarioError(
            'desde:"zona de mando" es para lanzar un comandante: nombra la carta real en carta:.',
            example='momento carta:"Kenrith, the Returned King" desde:"zona de mando"',
        )
    if not types:
        raise ScenarioError(
            'Falta carta:"tipo" (instantáneo, conjuro, criatura, tierra...).', example=example
        )
    you = Player(name=YOU, lands_played=lands, land_plays=land_plays, lands_put=lands_put)
    turn = Turn(
        active_player=YOU if own else RIVAL,
        step=step,
        stack=[StackItem(name=f"Objeto {i}", controller=RIVAL) for i in range(stack)],
    )
    board = builder.build()
    state = GameState(players=[you, Player(name=RIVAL)], turn=turn, permanents=board.permanents)
    query = TimingQuery(
        card_types=types,
        flash=flash,
        player=YOU,
        has_priority=priority,
        cleanup_priority=cleanup_priority,
        card=card.reading.shown if card else None,
        mana_cost=card.reading.mana_cost if card else None,
        mana_value=card.reading.mana_value if card else 0,
        from_zone=zone,
        colors=card.colors if card else set(),
        graveyard_cost=card.graveyard_cost if card else None,
        affinity=card.affinity if card else [],
        convoke=card is not None and "convoke" in card.tap_to_pay,
        improvise=card is not None and "improvise" in card.tap_to_pay,
        delve=card is not None and "delve" in card.tap_to_pay,
        kicker=card.kicker if card else None,
        graveyard_value=mana_value(card.graveyard_cost or "") if card else 0,
        buyback=card.buyback if card else None,
        alternative=card.alternative if card else None,
        zone_casts=card.zone_casts if card else {},
        exiled_as=exiled[0] if exiled else None,
        exiled_this_turn=exiled[1] if exiled else None,
    )
    facts_before = [f for v in earlier for f in parse_earlier(v, YOU, RIVAL, [], example)]
    return finish("timing", example, state=state, timing=query, earlier=facts_before)


# Words of a line that may change when or for how much a card is cast (601.2, 601.2f, 117):
# any other line is an effect that happens on resolution, after the cast asked about.
_TIMING_WORDS = re.compile(
    r"\b(cast|flash|costs?|spend|priority|only|instant|sorcery|turn|step|phase|combat|"
    r"split second|can't|as though|command zone)\b",
    re.IGNORECASE,
)


_UNTIL_END = re.compile(r"\buntil end of turn\b", re.IGNORECASE)  # a duration, not a moment


def set_aside_for_timing(card: CardFacts) -> None:
    """A timing question reads whether and for how much the card may be cast now: its
    activated and triggered abilities, and any sentence that speaks of neither (an effect,
    608.2), cannot change the answer and are set aside, said as such; every other line
    stays to be read, and unread it makes the answer conditional."""
    for kind, _, line in card.lines:
        if kind in ("activated", "triggered", "equip"):
            # What it does once in play or once cast (113.6, 603.2): never whether or for how
            # much the card itself is cast; only static text and the spell's own text can.
            card.reading.set_aside(line)
        # A keyword the engine does not model ("Flashback {2}{R}") is no sentence: kept.
        elif line.endswith(".") and not _TIMING_WORDS.search(_UNTIL_END.sub("", line)):
            card.reading.set_aside(line)


def _card(pair: Pair, example: str) -> tuple[set[str], bool, CardFacts | None]:
    """The card's types and flash, and the real card when one is named (for its cost)."""
    words = fold(pair.value, "words").split()
    if words and words[0] not in CARD_TYPE_ALIASES:
        # A real card by name ("Lightning Bolt", "Dryad Arbor"): its types and its flash.
        named = card_words(pair.value.split(), short=True)
        if named is not None:
            card = facts(named[0], " ".join(pair.value.split()[: named[1]]))
            require_in_play(card, f"carta:{pair.value!r}", example)
            set_aside_for_timing(card)
            more = " ".join(words[named[1] :])
            rest = _card(replace(pair, value=more), example) if more else (set(), False, None)
            return card.types | rest[0], "flash" in card.keywords or rest[1], card
    types, flash = set(), False
    for word in words:
        if word in CARD_TYPE_ALIASES:
            types.add(CARD_TYPE_ALIASES[word])
        elif KEYWORD_ALIASES.get(word) == "flash":
            flash = True
        elif word not in ("de", "con", "with", "legendaria", "legendario", "legendary"):
            raise ScenarioError(
                f"No conozco el tipo de carta «{word}» en «{pair.fragment}».",
                fragment=word,
                example=example,
            )
    return types, flash, None


_COMMAND_ZONE = {"zona de mando", "la zona de mando", "command zone", "the command zone", "mando"}
_HAND = {"mano", "la mano", "tu mano", "hand", "your hand"}
_GRAVEYARD = {"cementerio", "el cementerio", "tu cementerio", "graveyard", "your graveyard"}
_EXILE = {"exilio", "el exilio", "exile"}


def _zone(pair: Pair, example: str) -> str:
    value = fold(pair.value, "words").strip()
    if value in _COMMAND_ZONE:
        return "command"
    if value in _HAND:
        return "hand"
    if value in _GRAVEYARD:
        return "graveyard"
    if value in _EXILE:
        return "exile"
    raise ScenarioError(
        f'No sé lanzar desde «{pair.value}»: di desde:"zona de mando" (un comandante, 903.8), '
        "desde:mano, desde:cementerio (retrospectiva, 702.34a) o desde:exilio (presagiar, "
        "tramar, warp).",
        fragment=pair.fragment,
        example='momento carta:"Kenrith, the Returned King" desde:"zona de mando"',
    )


def _stack_size(pair: Pair, example: str) -> int:
    value = fold(pair.value, "words")
    if value in ("vacia", "vacio", "empty", "0", "nada"):
        return 0
    if value in ("ocupada", "llena", "no vacia", "con objetos", "busy", "full", "no"):
        return 1
    return pair_int(pair, example, minimum=0)


# ---------------------------------------------------------------- disparos
ACTIVE, NONACTIVE = "Jugador activo", "Jugador no activo"


def build_triggers(pairs: list[Pair], example: str) -> Scenario:
    """Triggers and stack objects; with a board or effects, the stack really resolves."""
    builder, scene = BoardBuilder(ACTIVE, NONACTIVE, example), SceneReader()
    for pair in pairs:
        if not (scene.accept(pair) or builder.accept(pair)):
            raise unknown_key(pair, "disparos", SCENE_KEYS + BOARD_KEYS, example)
    board = builder.build()
    parts = scene.read(board, ACTIVE, NONACTIVE)
    if not parts.triggers and not parts.stack and not parts.events:
        raise ScenarioError(
            "Indica al menos un disparo (activo:/noactivo:), un hechizo o algo en la pila.",
            example=example,
        )
    return scene_scenario("triggers", example, board, parts, ACTIVE)
