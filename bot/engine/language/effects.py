"""Effect text in a constrained grammar (SCHEMA.md, 1.7), read into the effect vocabulary.

    "X daños a cada criatura sin volar y a cada jugador"    -> damage
    "robas 2 cartas", "ganas 3 vidas", "el rival pierde 2 vidas"
    "destruye Oso", "exilia Oso", "sacrifica Oso", "muere Oso"
    "pon 2 contadores +1/+1 en Oso", "quita un contador -1/-1 de Oso"
    "crea 2 fichas Soldado 1/1 blancas"
    "Oso obtiene +2/+2 hasta el final del turno", "+1/+1 a otras criaturas tuyas"
    "Oso se convierte en 0/1", "Tierra se convierte en criatura 3/3", "intercambia Oso"
    "Oso gana volar", "Oso pierde todas las habilidades", "ganas el control de Oso"
    "no puedes perder la partida", "tus oponentes no pueden ganar la partida"
    "previene los próximos 3 daños a Oso", "previene todo el daño a ti"

Clauses are joined by ".", ",", "y" or "luego"; each one may start with what it acts on
("Oso gana volar") or with the verb ("destruye Oso"). English works too ("deals 2 damage to
each creature", "draw two cards", "you gain 3 life").
"""

from __future__ import annotations

import re
from dataclasses import replace

from pydantic import TypeAdapter

from ..effects import Effect
from .aliases import CARD_TYPE_ALIASES, COLOR_ALIASES
from .anaphora import NO_REGENERATION, begin, remember, shared, unregenerable
from .attach_self import attach_self
from .combat_limits import MUST_ATTACK_WORDS, must_attack
from .copying import copy_effect
from .countering import counter_effect
from .defined_x import defined_x
from .delayed_words import delay, delayed_step
from .divided import DIVIDED, divided_damage
from .effect_build import build as _build
from .effect_build import number as _number
from .emblems import emblem_clause
from .equal_life import its_controller, life_equal
from .exile_return import exile_and_return
from .exile_until import linked_return, until_source_leaves
from .for_each import for_each
from .granted_abilities import quoted_ability, token_has
from .graveyard_returns import graveyard_effect
from .library import library_effect
from .next_untap import next_untap
from .predefined_tokens import INVESTIGATE, predefined_token, token
from .qualities import granted
from .recipients import (
    Recipients,
    Refs,
    blocker_group,
    keywords,
    recipients,
    skip_articles,
    skip_subject_pronoun,
)
from .replacements import cant_prevent_now, dies_rider, prevent_all_now
from .specs import parse_object
from .target_words import take_split
from .tokens import written_token
from .top_of_library import LOOK, look_effect
from .turn_and_life import turn_or_life
from .words import NUMBER_WORDS, Words

_EFFECT = TypeAdapter(Effect)
_SIGNED = re.compile(r"^([+-][\dx]+)/([+-][\dx]+)$")
_PLAIN = re.compile(r"^([\dx]+)/([\dx]+)$")
_CONNECT = (
    ".",
    ",",
    "y",
    "and",
    "luego",
    "then",
    "y luego",
    "despues",
    "y despues",
    "y ademas",
    "ademas",
)
_UNTIL_EOT = (
    "hasta el final del turno",
    "hasta el fin del turno",
    "hasta final de turno",
    "hasta fin de turno",
    "este turno",
    "until end of turn",
    "this turn",
)
# 611.2a: lasts as stated, until the next turn of whoever controls the effect begins.
_UNTIL_NEXT_TURN = ("until your next turn", "hasta tu proximo turno", "hasta tu siguiente turno")
_FOREVER = (
    "permanentemente",
    "indefinidamente",
    "para siempre",
    "permanently",
    "sin limite de duracion",
    "for the rest of the game",
)
_DAMAGE = ("dano", "danos", "damage", "de dano", "de danos", "punto de dano", "puntos de dano")
_DEAL = ("hace", "hacen", "inflige", "infligen", "causa", "deals", "deal", "hacer", "infligir")
_CLITICS = ("le", "les")
_GAIN = ("gana", "ganas", "ganan", "ganar", "gain", "gains")
_LOSE = ("pierde", "pierdes", "pierden", "perder", "lose", "loses")
# "You control enchanted creature." (Control Magic): a static ability's control change.
_CONTROL = ("controlas", "control")
_LIFE = ("vida", "vidas", "life", "puntos de vida", "punto de vida")
_GETS = (
    "obtiene",
    "obtienen",
    "recibe",
    "reciben",
    "gets",
    "get",
    "tiene",
    "tienen",
    "has",
    "have",
)
_HAS = ("tiene", "tienen", "has", "have", "gana", "ganan", "gains", "gain", "obtiene", "obtienen")
_BECOMES = (
    "se convierte en",
    "se convierten en",
    "se vuelve",
    "se vuelven",
    "pasa a ser",
    "pasan a ser",
    "es",
    "son",
    "becomes",
    "become",
    "is",
    "are",
    "se convierte",
    "se convierten",
)
_RETURN = ("devuelve", "devuelves", "devolver", "regresa", "return", "returns")
_TO_HAND = (
    "a la mano de su propietario",
    "a la mano de su dueno",
    "a la mano de sus propietarios",
    "a las manos de sus propietarios",
    "a la mano de su controlador",
    "a su mano",
    "a tu mano",
    "a la mano",
    "to its owner's hand",
    "to their owner's hand",
    "to their owners' hands",
    "to its owners hand",
    "to your hand",
    "to hand",
)
_SWITCH = ("intercambia", "intercambian", "intercambiar", "switch", "switches", "invierte")
_SWITCH_TAIL = (
    "su fuerza y su resistencia",
    "su fuerza y resistencia",
    "fuerza y resistencia",
    "la fuerza y la resistencia de",
    "la fuerza y resistencia de",
    "its power and toughness",
    "power and toughness of",
    "power and toughness",
)
_ALL_ABILITIES = (
    "todas las habilidades",
    "todas sus habilidades",
    "all abilities",
    "sus habilidades",
)
_CANT = ("no puede", "no puedes", "no pueden", "can't", "cannot", "cant", "can not")
_THE_GAME = ("la partida", "el juego", "the game")
# Verbs a clause may start with when it continues the previous clause's subject.
_SHARED_VERBS = _GETS + _HAS + _LOSE + _SWITCH + _BECOMES + _CANT + MUST_ATTACK_WORDS
_COUNTER_KINDS = {
    "+1/+1": "+1/+1",
    "-1/-1": "-1/-1",
    "lealtad": "loyalty",
    "loyalty": "loyalty",
    "veneno": "poison",
    "poison": "poison",
    "nivel": "level",  # 702.87a, 711: a leveler's level counters (bot/engine/levels.py)
    "level": "level",
}


def parse_effects(text: str, refs: Refs) -> list[Effect]:
    """Every clause of ``text``; a ScenarioError names the part that could not be read."""
    returned = exile_and_return(text, refs)  # "Exile this Saga, then return it …" (712.14a)
    if returned is not None:
        return returned
    defined = defined_x(text, refs, parse_effects)  # "…, where X is your life total" (107.3c)
    if defined is not None:
        return defined
    words = Words.of(text)
    out: list[Effect] = []
    refs = begin(refs, out)  # "that creature": what an earlier instruction chose (608.2c)
    refs = replace(refs, split=[])  # one effect a word "target" (target_words.py)
    subject = Recipients()  # "Oso gana volar y pierde arrollar": the second shares it
    # "Until end of turn, target creature loses … and has …": the duration leads them all.
    leading = (
        "end_of_turn"
        if words.accept(*_UNTIL_EOT)
        else "until_your_next_turn"
        if words.accept(*_UNTIL_NEXT_TURN)
        else None
    )
    words.accept(",")
    while not words.done():
        if out and words.accept(*NO_REGENERATION):
            out[:] = [unregenerable(e) for e in out]
            while words.accept(*_CONNECT):
                pass
            continue
        if until_source_leaves(words, out, refs):  # "exile … until this … leaves" (610.3)
            continue
        attached = attach_self(words, refs)  # "attach it to target creature you control"
        if attached is not None:  # (701.3a); "that creature" after it is its target (608.2c)
            out.append(attached)
            refs = remember(refs, out)
            continue
        if token_has(words, refs, out):  # "… token. It has "…"" (granted_abilities.py)
            continue
        # "If that creature would die this turn, exile it…", "Damage can't be prevented…"
        rider = (
            dies_rider(words, out)
            or cant_prevent_now(words)
            or prevent_all_now(words)
            or next_untap(words, refs)  # "It doesn't untap during … next untap step"
            or its_controller(words, refs)  # "Its controller gains life equal to …"
            or emblem_clause(words, refs)  # "You get an emblem with "…"" (114.2)
            or linked_return(words, refs)  # "Return the exiled card to …" (607.2a)
            or turn_or_life(words, refs)  # "Take an extra turn after this one" (500.7, 119.5)
        )
        if rider is not None:
            out.append(rider)
            continue
        if _more_counters(words, out):  # "… and a loyalty counter on each other planeswalker"
            out.append(_counters(words, refs, out[-1].type))
            refs = remember(refs, out)
            while words.accept(*_CONNECT):
                pass
            continue
        later = delayed_step(words)  # "At the beginning of the next end step, …" (603.7a)
        before = subject
        effect, subject = _clause(words, refs, before)
        out.append(shared(effect, before, subject))  # one target for both (115.1)
        out += take_split(refs)  # "… and target land": the later words' effects (115.3)
        delay(words, refs, out, later)  # "… at the beginning of the next turn's upkeep"
        refs = remember(refs, out)
        while words.accept(*_CONNECT):
            pass
    if not out:
        raise refs.error(words, "ningún efecto")
    if leading:
        out = [
            e.model_copy(update={"duration": leading}) if hasattr(e, "duration") else e for e in out
        ]
    return out


def _value(text: str, refs: Refs, words: Words) -> int:
    sign = -1 if text.startswith("-") else 1
    digits = text.lstrip("+-")
    if digits == "x":
        if refs.x is None:
            raise refs.error(words, "cuánto vale X (escribe X=2 junto al nombre)")
        return sign * refs.x
    return sign * int(digits)


def _duration(words: Words, refs: Refs, default: str = "end_of_turn") -> str:
    if words.accept(*_UNTIL_EOT):
        return "end_of_turn"
    if words.accept(*_FOREVER):
        return "permanent"
    if words.accept(*_UNTIL_NEXT_TURN):
        return "until_your_next_turn"
    return "permanent" if refs.static else default


def _clause(words: Words, refs: Refs, last: Recipients) -> tuple[Effect, Recipients]:
    """One clause, and the subject a following clause without one would share."""
    if refs.own_name and words.at(refs.own_name):
        after = len(refs.own_name.split())
        clitic = 1 if words.peek(after) in _CLITICS else 0
        if words.peek(after + clitic) in _DEAL:
            words.accept(refs.own_name)  # "Terremoto hace 2 daños…": the spell itself
    if words.at(*_CLITICS) and words.peek(1) in _DEAL:
        words.take()  # "le hace 3 de daño a Oso": the pronoun repeats who is hit
    skip_subject_pronoun(words)
    start = words.i
    if not last.empty() and words.at(*_SHARED_VERBS) and not _life_follows(words, refs):
        effect = _subject_first(words, refs, last)
        if effect is not None:
            return effect, last
        words.i = start
    floor = _life_floor(words, refs)
    if floor is not None:
        return floor, Recipients()
    verb_first = _verb_first(words, refs)
    if verb_first is not None:
        return verb_first, Recipients()
    words.i = start
    who = recipients(words, refs)
    if who.empty():
        raise refs.unknown_name(words) or refs.error(
            words,
            f"«{words.rest() or words.original(start)}» (no empieza por "
            "un verbo conocido ni por algo sobre lo que actuar)",
        )
    effect = _subject_first(words, refs, who)
    if effect is None:
        raise refs.error(words, f"qué hace «{words.original(start, words.i)}»: «{words.rest()}»")
    return effect, who


_LIFE_FLOOR = re.compile(
    r"^(?:damage that would reduce your life total to less than (\d+) reduces it to \1 "
    r"instead|el dano que fuera a reducir tu total de vidas a menos de (\d+) lo reduce a "
    r"\2 en su lugar)"
)


def _life_floor(words: Words, refs: Refs) -> Effect | None:
    """614.1a: "damage that would reduce your life total to less than 1 reduces it to 1
    instead" (a replacement effect on you)."""
    rest = " ".join(words.low[words.i :])
    m = _LIFE_FLOOR.match(rest)
    if m is None:
        return None
    words.i += len(m[0].split())
    floor = int(m[1] or m[2])
    return _build(
        refs, words, {"type": "life_floor", "floor": floor, "duration": _duration(words, refs)}
    )


def _life_follows(words: Words, refs: Refs) -> bool:
    """ "pierde 2 vidas": a verb then an amount of life (then the subject is a player)."""
    mark = words.i
    words.accept(*_GAIN, *_LOSE)
    found = _amount_then(words, refs, _LIFE)
    words.i = mark
    return found


def _verb_first(words: Words, refs: Refs) -> Effect | None:
    moved = graveyard_effect(words, refs)  # cards out of a graveyard (graveyard_returns.py)
    if moved is not None:
        return moved
    if words.accept(*_DEAL) or _amount_then(words, refs, _DAMAGE):
        return _damage(words, refs)
    if words.accept("add", "adds", "añade", "añades", "anade", "anades", "agrega"):
        return _mana(words, refs)
    if words.accept(*INVESTIGATE):  # 701.16a: create a Clue token
        twice = 2 if words.accept("twice", "dos veces") else 1
        made = {"type": "create_token", "count": twice, "token": token("clue")}
        return _build(refs, words, made)
    library = library_effect(words, refs, Recipients())  # draw, discard, mill, scry…
    if library is not None:
        return library
    if words.accept("proliferate", "proliferates", "prolifera", "proliferas", "proliferar"):
        return _build(refs, words, {"type": "proliferate"})  # 701.34a (proliferate.py)
    if words.accept(*BECOME_MONARCH):  # "you become the monarch" (724.1; monarch.py)
        return _build(refs, words, {"type": "become_monarch"})
    if words.at("monstrosity", "monstruosidad") and words.peek(1).isdigit():  # 701.37a
        words.take()
        return _build(refs, words, {"type": "monstrosity", "amount": int(words.take())})
    if words.at(*_GAIN) and words.peek(1) in ("el", "control"):
        words.accept(*_GAIN)
        words.accept("el control de", "control of", "el control sobre")
        return _build(
            refs,
            words,
            {
                "type": "gain_control",
                **_who(words, refs).fields(),
                "duration": _duration(words, refs, "permanent"),
            },
        )
    if refs.static and words.accept(*_CONTROL):
        # Layer 2 for as long as the static ability applies (613.1b, 611.3a).
        return _build(
            refs,
            words,
            {"type": "gain_control", **_who(words, refs).fields(), "duration": "permanent"},
        )
    if words.accept(*_GAIN):
        return _life(words, refs, "gain_life", Recipients())
    if words.accept(*_LOSE):
        return _life(words, refs, "lose_life", Recipients())
    if words.accept("pon", "pone", "poner", "ponle", "put", "puts", "coloca"):
        return _counters(words, refs, "add_counters")
    if words.accept("quita", "quitar", "quitale", "remove", "removes", "retira"):
        return _counters(words, refs, "remove_counters")
    moves = {
        "destruye": "destroy",
        "destruir": "destroy",
        "destroy": "destroy",
        "destroys": "destroy",
        "exilia": "exile",
        "exiliar": "exile",
        "exile": "exile",
        "exiles": "exile",
        "sacrifica": "sacrifice",
        "sacrificar": "sacrifice",
        "sacrifice": "sacrifice",
        "sacrifices": "sacrifice",
        "muere": "to_graveyard",
        "mueren": "to_graveyard",
        "dies": "to_graveyard",
    }
    if words.accept("regenerate", "regenerates", "regenera", "regenerar"):
        return _build(refs, words, {"type": "regenerate", **_who(words, refs).fields()})
    # 701.27a: "transform this creature" (bot/engine/faces.py)
    if words.accept("transform", "transforms", "transforma", "transformar"):
        return _build(refs, words, {"type": "transform", **_who(words, refs).fields()})
    taps = {
        "tap": "tap",
        "taps": "tap",
        "gira": "tap",
        "girar": "tap",
        "untap": "untap",
        "untaps": "untap",
        "endereza": "untap",
        "enderezar": "untap",
    }
    if words.peek() in taps:
        kind = taps[words.take()]
        return _build(refs, words, {"type": kind, **_who(words, refs).fields()})
    if words.peek() in moves:
        kind = moves[words.take()]
        return _build(refs, words, {"type": kind, **_who(words, refs).fields()})
    if words.accept(*_RETURN):
        who = _who(words, refs)
        if not words.accept(*_TO_HAND):
            raise refs.error(
                words, "adónde vuelve (solo «a la mano de su propietario», «to its owner's hand»)"
            )
        return _build(refs, words, {"type": "return_to_hand", **who.fields()})
    if words.accept("crea", "crear", "create", "creates", "pon en el campo de batalla"):
        return _token(words, refs, Recipients())
    if words.accept("contrarresta", "contrarrestar", "counter", "counters"):
        return counter_effect(words, refs)
    if words.accept("copia", "copiar", "copy", "copies"):  # a spell on the stack (707.10)
        return copy_effect(words, refs)
    if words.accept(*LOOK):  # the top cards of a library (top_of_library.py)
        return look_effect(words, refs)
    if words.accept("previene", "prevenir", "prevent", "prevents"):
        return _prevent(words, refs)
    if words.accept(*_SWITCH):
        words.accept(*_SWITCH_TAIL)
        return _build(
            refs,
            words,
            {"type": "switch_pt", **_who(words, refs).fields(), "duration": _duration(words, refs)},
        )
    if words.accept("fija", "fijar", "set", "sets"):
        return _set_pt(words, refs, None)
    if words.at(*_CANT):
        return _cant(words, refs, Recipients())
    if _SIGNED.match(words.peek()):
        return _pump(words, refs, None)
    return None


def _amount_then(words: Words, refs: Refs, nouns: tuple[str, ...]) -> bool:
    """ "3 daños…": a number followed by one of ``nouns`` (nothing read if not)."""
    mark = words.i
    if _number(words, refs) is not None and words.at(*nouns):
        words.i = mark
        return True
    words.i = mark
    return False


def _who(words: Words, refs: Refs, required: bool = True) -> Recipients:
    skip_articles(words)
    who = recipients(words, refs)
    if who.empty() and required:
        raise refs.unknown_name(words) or refs.error(
            words, f"a qué o a quién afecta («{words.rest() or '…'}»)"
        )
    return who


_THAT_MUCH = ("that much", "esa misma cantidad de", "esa cantidad de", "ese mismo")


_SACRIFICED_POWER = (
    "damage equal to the sacrificed creature's power",
    "dano igual a la fuerza de la criatura sacrificada",
)


def _damage(words: Words, refs: Refs) -> Effect:
    if words.accept(*_SACRIFICED_POWER):  # Fling: last known information (608.2h)
        return _build(
            refs,
            words,
            {
                "type": "damage",
                "amount": 0,
                "event_ref": "sacrificed_power",
                **_who(words, refs).fields(),
            },
        )
    if words.accept(*_THAT_MUCH):  # "deals that much damage": the trigger event's (603.7c)
        words.accept(*_DAMAGE)
        return _build(
            refs,
            words,
            {
                "type": "damage",
                "amount": 0,
                "event_ref": "damage_amount",
                **_who(words, refs).fields(),
            },
        )
    amount = _number(words, refs)
    if amount is None:
        raise refs.error(words, "cuánto daño hace (un número o X)")
    words.accept("de", "of")
    if not words.accept(*_DAMAGE):
        raise refs.error(words, "«daño» tras el número")
    words.accept("de combate")
    if words.at(*DIVIDED):  # "divided as you choose among one or two targets" (601.2d)
        return divided_damage(words, refs, amount)
    return _build(refs, words, {"type": "damage", "amount": amount, **_who(words, refs).fields()})


_SYMBOLS = re.compile(r"^(?:\{[wubrgc0-9]\})+$")
_ANY_COLOR = ("one mana of any color", "un maná de cualquier color")
_FIVE = ["{W}", "{U}", "{B}", "{R}", "{G}"]


def _mana(words: Words, refs: Refs) -> Effect:
    """106.4: "Add {G}.", "Add {W} or {U}.", "Add {C}{C}.", "Add one mana of any color."."""
    if words.accept(*_ANY_COLOR):
        return _build(refs, words, {"type": "add_mana", "options": _FIVE})
    options: list[str] = []
    while _SYMBOLS.match(words.peek()):
        options.append(words.take().upper())
        if words.accept(","):  # "Add {W}, {U}, or {B}."
            words.accept("or", "o")
        elif not words.accept("or", "o"):
            break
    if not options:
        raise refs.error(words, "qué maná añade («Add {G}», «añade {W} o {U}»)")
    return _build(refs, words, {"type": "add_mana", "options": options})


def _life(words: Words, refs: Refs, kind: str, who: Recipients) -> Effect:
    equal = life_equal(words, refs, kind) if who.empty() else None
    if equal is not None:  # "you gain life equal to its power" (608.2h)
        return equal
    mark = words.i
    if words.accept(*_THAT_MUCH) and words.accept(*_LIFE):  # the trigger event's (603.7c)
        return _build(
            refs, words, {"type": kind, "amount": 0, "event_ref": "damage_amount", **who.fields()}
        )
    words.i = mark
    amount = _number(words, refs)
    if amount is None or not words.accept(*_LIFE):
        raise refs.error(words, "cuántas vidas (como «3 vidas»)")
    per = for_each(words)  # "you gain 2 life for each creature you control" (per_count.py)
    fields = {"type": kind, "amount": amount, **who.fields()}
    return _build(refs, words, fields | ({"per": per.model_dump()} if per else {}))


def _more_counters(words: Words, out: list[Effect]) -> bool:
    """ "Put a +1/+1 counter on each creature you control and a loyalty counter on each other
    planeswalker you control": a second kind of counter after "and", its verb left unsaid (the
    earlier one's, put or remove)."""
    if not out or out[-1].type not in ("add_counters", "remove_counters"):
        return False
    first = words.peek()
    at = 1 if first in ("a", "an", "un", "uno") or first.isdigit() or first in NUMBER_WORDS else 0
    nouns = ("counter", "counters", "contador", "contadores")
    kind, noun = words.peek(at), words.peek(at + 1)
    if noun in nouns:  # "a loyalty counter"
        return kind in _COUNTER_KINDS
    after = words.peek(at + 2) if noun == "de" else noun  # "un contador de lealtad"
    return kind in nouns and after in _COUNTER_KINDS


def _counters(words: Words, refs: Refs, kind: str) -> Effect:
    words.accept("a", "an")  # "put a +1/+1 counter on …" (Oracle text)
    amount = _number(words, refs) or 1
    words.accept("contador", "contadores", "counter", "counters")
    counter = _COUNTER_KINDS.get(words.take())
    words.accept("de", "contador", "contadores", "counter", "counters")
    if counter is None:
        raise refs.error(words, "el tipo de contador (+1/+1, -1/-1, lealtad, veneno o nivel)")
    return _build(
        refs,
        words,
        {"type": kind, "counter": counter, "amount": amount, **_who(words, refs).fields()},
    )


# Words no description of a token holds: a copy of another object, a second sentence.
_NOT_A_DESCRIPTION = re.compile(r"\bcop(?:y|ia|ias)\b|\.\s+\S", re.IGNORECASE)


def _token(words: Words, refs: Refs, who: Recipients) -> Effect:
    words.accept("a", "an")
    count = _number(words, refs) or 1
    predefined = predefined_token(words, refs)  # "a Treasure token" (111.10)
    if predefined is not None:
        return _build(
            refs,
            words,
            {"type": "create_token", "count": count, "token": predefined, **who.fields()},
        )
    written = written_token(words, refs)  # "a 1/1 white Soldier creature token" (Oracle)
    if written is not None:
        return _build(
            refs, words, {"type": "create_token", "count": count, "token": written, **who.fields()}
        )
    if not words.accept(
        "ficha", "fichas", "token", "tokens", "ficha de criatura", "fichas de criatura"
    ):
        raise refs.error(words, "«ficha» tras «crea»")
    words.accept("de", "of")
    described = words.rest()
    if _NOT_A_DESCRIPTION.search(described):
        # "a token that's a copy of target creature … Sacrifice it at the beginning of the next
        # end step": a copy (707.2) and what follows are no description of a token's name.
        raise refs.error(words, "qué ficha crea (una copia de otro objeto no se lee todavía)")
    spec = parse_object(described, "la ficha", refs.example, need_pt=False)
    words.i = len(words.low)
    token = {
        "name": spec.name or "Ficha",
        "power": spec.power,
        "toughness": spec.toughness,
        "keywords": spec.keywords,
        "colors": spec.colors,
        "types": spec.types or ({"creature"} if spec.power is not None else {"artifact"}),
    }
    return _build(
        refs, words, {"type": "create_token", "count": count, "token": token, **who.fields()}
    )


def _prevent(words: Words, refs: Refs) -> Effect:
    amount: int | None = None
    if words.accept("los proximos", "las proximas", "the next", "los siguientes", "next"):
        amount = _number(words, refs)
    else:
        words.accept("todo el", "todo", "all", "el", "the")
    words.accept(*_DAMAGE)
    words.accept(
        "que se haria",
        "que se harian",
        "que se le haria",
        "that would be dealt",
        "que iba a recibir",
    )
    effect = _build(
        refs, words, {"type": "prevent_damage", "amount": amount, **_who(words, refs).fields()}
    )
    _duration(words, refs)
    return effect


def _pump(words: Words, refs: Refs, who: Recipients | None) -> Effect:
    m = _SIGNED.match(words.take())
    assert m is not None
    power, toughness = _value(m[1], refs, words), _value(m[2], refs, words)
    per = for_each(words)
    duration = _duration(words, refs)
    if who is None:
        words.accept("a", "al", "para", "to")
        who = _who(words, refs, required=not refs.static)
        if who.empty() and refs.source is not None:
            who.objects.append(refs.source)
    duration = _duration(words, refs, duration)
    return _build(
        refs,
        words,
        {
            "type": "pump",
            "power": power,
            "toughness": toughness,
            "duration": duration,
            **({"per": per} if per is not None else {}),
            **who.fields(),
        },
    )


def _set_pt(words: Words, refs: Refs, who: Recipients | None) -> Effect:
    m = _PLAIN.match(words.take())
    if m is None:
        raise refs.error(words, "la fuerza y resistencia (como «0/1»)")
    power, toughness = _value(m[1], refs, words), _value(m[2], refs, words)
    if who is None:
        words.accept("a", "al", "en", "para", "to")
        who = _who(words, refs)
    return _set_pt_effect(words, refs, power, toughness, who)


def _set_pt_effect(
    words: Words, refs: Refs, power: int | None, toughness: int | None, who: Recipients
) -> Effect:
    return _build(
        refs,
        words,
        {
            "type": "set_pt",
            "power": power,
            "toughness": toughness,
            "duration": _duration(words, refs),
            **who.fields(),
        },
    )


_BLOCKED_BY = ("be blocked by", "ser bloqueada por", "ser bloqueado por", "ser bloqueadas por")
_MORE_THAN_ONE = ("more than one creature", "mas de una criatura")
_WITH_POWER = re.compile(
    r"^(?:creatures with power|criaturas con fuerza) (\d+) (?:or (less|greater)|o (menos|mas))"
)


def _cant_be_blocked(words: Words, refs: Refs, who: Recipients) -> Effect | None:
    """509.1b: "can't be blocked by creatures with power 2 or less", "… by more than one
    creature" (a limit on the block as a whole: combat_limits.py)."""
    if words.accept(*_MORE_THAN_ONE):
        duration = _duration(words, refs, "permanent")
        limit = {"type": "combat_limit", "limit": "one_blocker", "duration": duration}
        return _build(refs, words, {**limit, **who.fields()})
    m = _WITH_POWER.match(" ".join(words.low[words.i :]))
    if m is None:
        return None
    words.i += len(m[0].split())
    bound = "power_at_most" if (m[2] or m[3]) in ("less", "menos") else "power_at_least"
    return _build(
        refs,
        words,
        {
            "type": "cant_be_blocked_by",
            bound: int(m[1]),
            "duration": _duration(words, refs, "permanent"),
            **who.fields(),
        },
    )


_BE_BLOCKED = (
    "be blocked",
    "ser bloqueada",
    "ser bloqueado",
    "ser bloqueadas",
    "ser bloqueados",
)
_ATTACK = ("atacar", "attack")
_BLOCK = ("bloquear", "block")
_OR_BLOCK = ("or block", "ni bloquear", "o bloquear")


def _cant(words: Words, refs: Refs, who: Recipients) -> Effect:
    words.accept(*_CANT)
    if words.accept(*_BLOCKED_BY):
        restriction = _cant_be_blocked(words, refs, who)
        if restriction is None:
            blocker = blocker_group(words)  # "by artifact creatures", "by creatures with flying"
            if blocker is None:
                raise refs.error(words, "por qué criaturas no puede ser bloqueada")
            restriction = _build(
                refs,
                words,
                {
                    "type": "cant_be_blocked_by",
                    "blocker": blocker,
                    "duration": _duration(words, refs, "permanent"),
                    **who.fields(),
                },
            )
        return restriction
    if words.accept(*_BE_BLOCKED):  # 509.1b: no creature may block it
        duration = _duration(words, refs, "permanent")
        return _build(
            refs, words, {"type": "cant_be_blocked_by", "duration": duration, **who.fields()}
        )
    attack = bool(words.accept(*_ATTACK))
    block = bool(words.accept(*_OR_BLOCK)) if attack else bool(words.accept(*_BLOCK))
    if attack or block:  # 508.1c, 509.1b: a restriction on declaring it
        return _build(
            refs,
            words,
            {
                "type": "combat_restriction",
                "attack": attack,
                "block": block,
                "duration": _duration(words, refs, "permanent"),
                **who.fields(),
            },
        )
    if words.accept("gain life", "ganar vidas", "ganar vida"):  # 101.2 (life_gain.py)
        duration = _duration(words, refs, "permanent")
        return _build(refs, words, {"type": "cant_gain_life", "duration": duration, **who.fields()})
    kind = (
        "cant_lose"
        if words.accept("perder", "lose")
        else "cant_win"
        if words.accept("ganar", "win")
        else None
    )
    if kind is None:
        raise refs.error(words, "«no puede perder» o «no puede ganar»")
    words.accept(*_THE_GAME)
    return _build(
        refs, words, {"type": kind, "duration": _duration(words, refs, "permanent"), **who.fields()}
    )


def _subject_first(words: Words, refs: Refs, who: Recipients) -> Effect | None:
    if words.at(*_CANT):
        return _cant(words, refs, who)
    required = must_attack(words)  # "attacks each combat if able" (508.1d)
    if required is not None:
        return _build(refs, words, {**required, **who.fields()})
    if words.accept(*_DEAL):
        return _damage(words, refs)  # "esta criatura hace 1 daño a…": the source deals it
    library = library_effect(words, refs, who)
    if library is not None:
        return library
    gets = words.at(*_GETS)
    if gets is not None and _SIGNED.match(words.peek(len(gets.split()))):
        words.accept(gets)
        return _pump(words, refs, who)
    if words.at(*_GAIN, *_HAS):
        mark = words.i
        words.accept(*_GAIN, *_HAS)
        if words.accept(*_BASE_PT) and _PLAIN.match(words.peek()):
            return _set_pt(words, refs, who)  # 613.4b: "has base power and toughness 0/1"
        if _amount_then(words, refs, _LIFE) or words.at("that much life"):
            return _life(words, refs, "gain_life", who)
        quoted = quoted_ability(words, refs)  # 613.1f: has "{T}: …" (granted_abilities.py)
        if quoted is not None:
            duration = _duration(words, refs)
            return _build(
                refs,
                words,
                {"type": "grant_ability", **quoted, "duration": duration, **who.fields()},
            )
        found, shields = granted(words)
        if found or shields:
            return _build(
                refs,
                words,
                {
                    "type": "gain_ability",
                    "keywords": found,
                    "protection": shields,
                    "duration": _duration(words, refs),
                    **who.fields(),
                },
            )
        words.i = mark
    if words.accept(*_LOSE):
        if _amount_then(words, refs, _LIFE) or words.at("that much life"):
            return _life(words, refs, "lose_life", who)
        every = bool(words.accept(*_ALL_ABILITIES))
        found = set() if every else keywords(words)
        if every or found:
            return _build(
                refs,
                words,
                {
                    "type": "lose_ability",
                    "keywords": found,
                    "all": every,
                    "duration": _duration(words, refs),
                    **who.fields(),
                },
            )
        return None
    if words.accept(*_SWITCH):
        words.accept(*_SWITCH_TAIL)
        return _build(
            refs, words, {"type": "switch_pt", "duration": _duration(words, refs), **who.fields()}
        )
    if words.accept("muere", "mueren", "dies", "die", "va al cementerio", "van al cementerio"):
        return _build(refs, words, {"type": "to_graveyard", **who.fields()})
    if words.accept(*BECOME_MONARCH):  # "target player becomes the monarch" (724.1)
        return _build(refs, words, {"type": "become_monarch", **who.fields()})
    if words.accept(*_BECOMES):
        return _becomes(words, refs, who)
    if words.accept(*_FIGHTS):
        return _fight(words, refs, who)
    return None


BECOME_MONARCH = (
    "become the monarch",
    "becomes the monarch",
    "te conviertes en el monarca",
    "se convierte en el monarca",
    "te conviertes en monarca",
    "se convierte en monarca",
    "pasa a ser el monarca",
    "pasas a ser el monarca",
)
_FIGHTS = ("fights", "fight", "lucha con", "luchan con", "lucha contra", "pelea con")


def _fight(words: Words, refs: Refs, who: Recipients) -> Effect:
    """ "X fights Y" (701.14a): X and then Y, targets or not."""
    other = recipients(words, refs)
    if other.empty():
        raise refs.error(words, "con qué criatura lucha")
    return _build(
        refs,
        words,
        {
            "type": "fight",
            "targets": who.targets + other.targets,
            "objects": who.objects + other.objects,
            "target_filter": who.target_filter if who.targets else None,
            "second_filter": other.target_filter if other.targets else None,
        },
    )


_LAND_TYPE_WORDS = {
    "plains": "Plains",
    "llanura": "Plains",
    "llanuras": "Plains",
    "island": "Island",
    "islands": "Island",
    "isla": "Island",
    "islas": "Island",
    "swamp": "Swamp",
    "swamps": "Swamp",
    "pantano": "Swamp",
    "pantanos": "Swamp",
    "mountain": "Mountain",
    "mountains": "Mountain",
    "montana": "Mountain",
    "montanas": "Mountain",
    "forest": "Forest",
    "forests": "Forest",
    "bosque": "Forest",
    "bosques": "Forest",
}
_IN_ADDITION = (
    "in addition to its other land types",
    "in addition to their other land types",
    "ademas de sus otros tipos de tierra",
)


def _land_type(words: Words) -> str | None:
    if words.peek() in _LAND_TYPE_WORDS:
        return _LAND_TYPE_WORDS[words.take()]
    return None


def land_type_effect(words: Words, refs: Refs, who: Recipients, land_type: str) -> Effect:
    """ "is a Swamp in addition to its other land types" adds a subtype; "are Mountains"
    sets the land type (305.7)."""
    adds = bool(words.accept(*_IN_ADDITION))
    field = "subtypes" if adds else "land_types"
    return _build(
        refs,
        words,
        {
            "type": "become",
            field: {land_type},
            "duration": _duration(words, refs, "permanent"),
            **who.fields(),
        },
    )


_BASE_PT = (
    "base power and toughness",
    "fuerza y resistencia base",
    "una fuerza y resistencia base de",
    "fuerza y resistencia base de",
)
_WITH_BASE_PT = tuple(f"{w} {b}" for w in ("with", "con") for b in _BASE_PT)


def _becomes(words: Words, refs: Refs, who: Recipients) -> Effect | None:
    words.accept("en", "un", "una", "a", "an")
    mark, colors = words.i, set()
    while words.peek() in COLOR_ALIASES:  # "a blue Frog with base power and toughness 1/1"
        colors.add(COLOR_ALIASES[words.take()])
    # "is a Treefolk with base power and toughness 0/4": its creature type and 7b.
    if not (words.peek(1) and words.at(*(f"{words.peek()} {w}" for w in _WITH_BASE_PT))):
        words.i, colors = mark, set()
    if words.peek(1) and words.at(*(f"{words.peek()} {w}" for w in _WITH_BASE_PT)):
        subtype = words.original(words.i, words.i + 1)
        words.take()
        words.accept(*_WITH_BASE_PT)
        pt = _PLAIN.match(words.peek())
        if pt is None:
            return None
        words.take()
        return _build(
            refs,
            words,
            {
                "type": "become",
                "subtypes": {subtype},
                "replace_subtypes": True,
                "colors": colors,
                "power": _value(pt[1], refs, words),
                "toughness": _value(pt[2], refs, words),
                "duration": _duration(words, refs, "permanent"),
                **who.fields(),
            },
        )
    if words.accept("copia de", "una copia de", "a copy of", "copy of"):
        copied = recipients(words, refs)
        original = (copied.objects + copied.targets)[:1]
        if not original:
            raise refs.error(words, "de qué es copia")
        return _build(
            refs,
            words,
            {
                "type": "copy",
                "original": original[0],
                "duration": _duration(words, refs, "permanent"),
                **who.fields(),
            },
        )
    colors = set()
    while words.peek() in COLOR_ALIASES:
        colors.add(COLOR_ALIASES[words.take()])
        words.accept("y", "and")
    if colors:
        return _build(
            refs,
            words,
            {
                "type": "set_color",
                "colors": colors,
                "duration": _duration(words, refs, "permanent"),
                **who.fields(),
            },
        )
    land_type = _land_type(words)
    if land_type is not None:
        return land_type_effect(words, refs, who, land_type)
    add = set()
    while words.peek() in CARD_TYPE_ALIASES or words.peek() in ("criaturas", "artefactos"):
        add.add(CARD_TYPE_ALIASES.get(words.take().rstrip("s"), "creature"))
        words.accept("y", "and")
    words.accept("ademas de sus otros tipos", "in addition to its other types")
    power = toughness = None
    pt = _PLAIN.match(words.peek())
    if pt:
        words.take()
        power, toughness = _value(pt[1], refs, words), _value(pt[2], refs, words)
    if not add:
        return None if power is None else _set_pt_effect(words, refs, power, toughness, who)
    return _build(
        refs,
        words,
        {
            "type": "become",
            "add_types": add,
            "power": power,
            "toughness": toughness,
            "duration": _duration(words, refs, "permanent"),
            **who.fields(),
        },
    )
