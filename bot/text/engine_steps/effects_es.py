"""Spanish words for effects, filters and protections, for the steps the engine explains.

The engine puts each effect in a step as data (bot/engine/effect_phrases.py); these read it
back into its model and word it."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any

from pydantic import TypeAdapter

from bot.engine.effects import (
    AddCounters,
    AddMana,
    AmountInstead,
    Attach,
    AttackTax,
    Become,
    BecomeSaddled,
    CantBeBlockedBy,
    CantCast,
    CantGainLife,
    CantLose,
    CantPreventDamage,
    Cascade,
    CastExiled,
    ClassLevel,
    CombatLimit,
    CombatRestriction,
    ContinuousKind,
    CopyOf,
    CopySpell,
    CostChange,
    Count,
    Counter,
    CreateDelayed,
    CreateToken,
    DealDamage,
    DefinePT,
    Destroy,
    Discard,
    Draw,
    Effect,
    Exile,
    ExileAndReturn,
    ExileIfDies,
    ExtraLandPlays,
    ExtraTurn,
    Fight,
    FromGraveyard,
    GainAbility,
    GainControl,
    GainLife,
    GetEmblem,
    GrantAbility,
    LifeFloor,
    LoseAbility,
    LoseLife,
    Mill,
    ModifyPT,
    NoActivating,
    NoMaxHandSize,
    NoUntap,
    PlayerHexproof,
    PreventAll,
    PreventDamage,
    Regenerate,
    RemoveCounters,
    ReturnExiled,
    ReturnToBattlefield,
    ReturnToHand,
    RevealHand,
    Sacrifice,
    Scry,
    SearchLibrary,
    SetColor,
    SetLife,
    SetPT,
    ShuffleGraveyard,
    Surveil,
    SwitchPT,
    Tap,
    ToGraveyard,
    Transform,
    TurnFaceUp,
    Untap,
)
from bot.engine.protection import SUBTYPE
from bot.engine.selectors import Filter
from bot.engine.vocabulary import CARD_TYPE_ES, COLOR_ES, KEYWORD_ES
from index.vocabulary.game import numbers

from .words import Args, Table, label, qty


def join(parts: list[str]) -> str:
    """["a", "b", "c"] -> "a, b y c"."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " y " + parts[-1]


def keywords_es(keywords: Collection[str]) -> str:
    return join([KEYWORD_ES.get(k, k) for k in sorted(keywords)])


def _unbounded(effect: CantBeBlockedBy) -> bool:
    """ "can't be blocked" with no "by …": every creature is kept from blocking it."""
    bounds = (effect.power_at_most, effect.power_at_least)
    return effect.blocker == Filter() and bounds == (None, None)


def _until(duration: str) -> str:
    if duration == "until_your_next_turn":
        return " hasta el próximo turno de quien creó el efecto"
    return " hasta el final del turno" if duration == "end_of_turn" else ""


def continuous_text(effect: ContinuousKind) -> str:
    """What a continuous effect does, in a few words ("+1/+1", "gana vuela")."""
    if isinstance(effect, ModifyPT):
        each = f" por cada una de {count_text(effect.per)}" if effect.per is not None else ""
        return f"{effect.power:+d}/{effect.toughness:+d}{each}" + _until(effect.duration)
    if isinstance(effect, SetPT):
        return f"fijar {_value(effect.power)}/{_value(effect.toughness)}" + _until(effect.duration)
    if isinstance(effect, DefinePT):
        return _define_text(effect)
    if isinstance(effect, SwitchPT):
        return "intercambiar fuerza y resistencia" + _until(effect.duration)
    if isinstance(effect, GainAbility):
        gained = [keywords_es(effect.keywords)] if effect.keywords else []
        if effect.protection:
            gained.append(f"protección contra {qualities_es(effect.protection)}")
        return f"gana {join(gained)}" + _until(effect.duration)
    if isinstance(effect, LoseAbility):
        lost = "todas sus habilidades" if effect.all else keywords_es(effect.keywords)
        return f"pierde {lost}" + _until(effect.duration)
    if isinstance(effect, Become):
        return _become_text(effect)
    if isinstance(effect, SetColor):
        return (
            "pasa a ser "
            + join([COLOR_ES[c] for c in sorted(effect.colors)])
            + _until(effect.duration)
        )
    if isinstance(effect, GainControl):
        return "cambia de controlador" + _until(effect.duration)
    if isinstance(effect, CopyOf):
        return f"es una copia de «{effect.original}»" + _until(effect.duration)
    if isinstance(effect, CantLose):
        return "no puede perder la partida" + _until(effect.duration)
    if isinstance(effect, CantBeBlockedBy):
        if _unbounded(effect):
            return "no puede ser bloqueada" + _until(effect.duration)
        return "no puede ser bloqueada por " + describe(effect.blocker, plural=True)
    if isinstance(effect, CombatRestriction):
        verbs = [v for v, on in (("atacar", effect.attack), ("bloquear", effect.block)) if on]
        return "no puede " + " ni ".join(verbs) + _until(effect.duration)
    if isinstance(effect, CombatLimit):
        return _combat_limit(effect) + _until(effect.duration)
    if isinstance(effect, CostChange):
        way = "más" if effect.amount > 0 else "menos"
        return f"los hechizos cuestan {{{abs(effect.amount)}}} {way} (regla 601.2f)"
    if isinstance(effect, ExileIfDies):
        return "si fuera a morir, se exilia en su lugar" + _until(effect.duration)
    if isinstance(effect, NoUntap) and effect.next_only:
        return "no se endereza en el próximo paso de enderezar de su controlador"
    if isinstance(effect, NoUntap):
        return "no se endereza en el paso de enderezar de su controlador" + _until(effect.duration)
    if isinstance(effect, CantPreventDamage):
        combat = " de combate" if effect.combat_only else ""
        return f"el daño{combat} no se puede prevenir" + _until(effect.duration)
    if isinstance(effect, NoActivating):
        return "sus habilidades activadas no se pueden activar" + _until(effect.duration)
    if isinstance(effect, NoMaxHandSize):
        return "no tienes tamaño máximo de mano"
    if isinstance(effect, ExtraLandPlays):
        who = "cada jugador puede" if effect.whose == "any" else "puedes"
        return f"{who} jugar {effect.amount} tierra(s) adicional(es) en cada turno propio"
    if isinstance(effect, CantCast):
        who = {"you": "no puedes", "opponent": "tus oponentes no pueden"}.get(
            effect.who, "nadie puede"
        )
        when = {"your_turn": " durante tu turno", "combat": " durante el combate"}.get(
            effect.during or "", ""
        )
        where = " salvo desde la mano" if effect.only_from_hand else ""
        return f"{who} lanzar hechizos{when}{where}" + _until(effect.duration)
    if isinstance(effect, PlayerHexproof):
        return "su controlador tiene antimaleficio" + _until(effect.duration)
    if isinstance(effect, AttackTax):
        return f"atacarte cuesta {{{effect.mana}}} por criatura" + _until(effect.duration)
    if isinstance(effect, AmountInstead):
        what = {"gain_life": "las vidas que se ganan", "create_token": "las fichas que se crean"}
        many = what.get(effect.event, "los contadores que se ponen")
        how = (
            "el doble de"
            if (effect.times, effect.plus) == (2, 0)
            else f"×{effect.times} +{effect.plus}"
        )
        return f"en vez de {many}, {how} (efecto de reemplazo)" + _until(effect.duration)
    if isinstance(effect, PreventAll):
        combat = " de combate" if effect.combat_only else ""
        return f"se previene todo el daño{combat}" + _until(effect.duration)
    if isinstance(effect, LifeFloor):
        return (
            f"el daño que reduciría su total de vidas a menos de {effect.floor} lo deja en "
            f"{effect.floor}" + _until(effect.duration)
        )
    if isinstance(effect, CantGainLife):  # 101.2
        return "no puede ganar vidas" + _until(effect.duration)
    if isinstance(effect, GrantAbility):  # 613.1f: an ability in quotes
        return f"tiene «{effect.text}»" + _until(effect.duration)
    return "no puede ganar la partida" + _until(effect.duration)


def _combat_limit(effect: CombatLimit) -> str:
    if effect.limit == "weaker_cant_block":
        return "no la pueden bloquear criaturas con menos fuerza que ella"
    if effect.limit == "cant_block_power":
        return f"no puede bloquear criaturas con fuerza {effect.count} o más"
    if effect.limit == "alone":
        verbs = [v for v, on in (("atacar", effect.attack), ("bloquear", effect.block)) if on]
        return "no puede " + " ni ".join(verbs) + " sola"
    if effect.limit == "min_blockers":
        return f"no puede ser bloqueada salvo por {effect.count} criaturas o más"
    if effect.limit == "must_attack":
        return "ataca en cada combate si puede"
    if effect.limit == "one_blocker":
        return "no puede ser bloqueada por más de una criatura"
    if effect.limit == "attack_unless":
        return f"no puede atacar a menos que el jugador defensor controle un {effect.land_type}"
    return "solo puede bloquear " + describe(effect.attackers or Filter(), plural=True)


def _value(n: int | None) -> str:
    return "—" if n is None else str(n)


def _pt_text(a: Args) -> str:
    """A layer-7 effect kept as numbers only (a scenario's own P/T effect)."""
    sub, power, toughness = a.raw["sublayer"], a.raw["power"], a.raw["toughness"]
    if sub == "d":
        return "intercambiar fuerza y resistencia"
    if sub == "c":
        return f"{power or 0:+d}/{toughness or 0:+d}"
    verb = "definir" if sub == "a" else "fijar"
    return f"{verb} {_value(power)}/{_value(toughness)}"


def _define_text(effect: DefinePT) -> str:
    """604.3: «fuerza y resistencia iguales a la cantidad de criaturas que controlas»."""
    if effect.power == effect.toughness and effect.power is not None:
        return f"fuerza y resistencia iguales a {count_text(effect.power)}"
    parts = []
    if effect.power is not None:
        parts.append(f"fuerza igual a {count_text(effect.power)}")
    if effect.toughness is not None:
        if effect.power is not None and effect.toughness.model_copy(update={"plus": 0}) == (
            effect.power.model_copy(update={"plus": 0})
        ):
            parts.append(f"resistencia igual a esa cantidad más {effect.toughness.plus}")
        else:
            parts.append(f"resistencia igual a {count_text(effect.toughness)}")
    return " y ".join(parts)


def count_text(what: Count) -> str:
    """What a characteristic-defining ability counts, in words."""
    where = "tu cementerio" if what.whose == "yours" else "todos los cementerios"
    if what.what == "life":
        text = "tu total de vidas"
    elif what.what == "hand_cards":
        text = "la cantidad de cartas en " + (
            "tu mano" if what.whose == "yours" else "la mano de todos los jugadores"
        )
    elif what.what == "permanents" and what.each is not None:
        text = "la cantidad de " + describe(what.each, plural=True).strip()
    elif what.what == "graveyard_types":
        text = f"la cantidad de tipos de carta entre las cartas de {where}"
    else:
        kinds = " o ".join(CARD_TYPE_ES[t] for t in sorted(what.card_types))
        text = f"la cantidad de cartas{' de ' + kinds if kinds else ''} en {where}"
    return text + (f" más {what.plus}" if what.plus else "")


def _become_text(effect: Become) -> str:
    bits = []
    if effect.add_types or effect.subtypes:
        kinds = [CARD_TYPE_ES[t] for t in sorted(effect.add_types)] + sorted(effect.subtypes)
        bits.append("pasa a ser " + " ".join(kinds))
    if effect.colors:
        bits.append(join([COLOR_ES[c] for c in sorted(effect.colors)]))
    if effect.land_types:
        bits.append(
            "pasa a ser " + join(sorted(effect.land_types)) + " en lugar de sus tipos de tierra"
        )
    if effect.remove_types:
        bits.append("deja de ser " + join([CARD_TYPE_ES[t] for t in sorted(effect.remove_types)]))
    if effect.power is not None or effect.toughness is not None:
        bits.append(f"con fuerza y resistencia {_value(effect.power)}/{_value(effect.toughness)}")
    return " ".join(bits) + _until(effect.duration)


Namer = Callable[[str], str]


def recipients(effect: Effect, name: Namer, you: str) -> str:
    """«a «Oso» (objetivo) y a cada jugador» — what the effect names, in words."""
    parts = [f"{name(t)} (objetivo)" for t in effect.targets]
    parts += [name(o) for o in effect.objects]
    parts += [describe(f) for f in effect.each]
    return join(parts) or you


def effect_text(effect: Effect, name: Namer, you: str) -> str:
    """One effect as the sentence a card would say: «2 daños a cada criatura sin vuela»."""
    who = recipients(effect, name, you)
    if isinstance(effect, DealDamage):
        return f"{qty(effect.amount, 'daño')} a {who}"
    if isinstance(effect, GainLife):
        return f"{who}: gana {qty(effect.amount, 'vida')}"
    if isinstance(effect, LoseLife):
        return f"{who}: pierde {qty(effect.amount, 'vida')}"
    if isinstance(effect, Draw):
        return f"{who}: roba {qty(effect.amount, 'carta')}"
    if isinstance(effect, Regenerate):
        return f"regenerar a {who}"
    if isinstance(effect, Tap):
        return f"girar a {who}"
    if isinstance(effect, Untap):
        return f"enderezar a {who}"
    if isinstance(effect, AddMana):
        return f"{who}: añade {' o '.join(effect.options)}"
    if isinstance(effect, Discard):
        if effect.amount is None:
            return f"{who}: descarta su mano"
        return f"{who}: descarta {qty(effect.amount, 'carta')}"
    if isinstance(effect, ShuffleGraveyard):
        return f"{who}: baraja su cementerio en su biblioteca"
    if isinstance(effect, RevealHand):
        return f"{who}: revela su mano" + (
            "; se descarta una carta elegida" if effect.discard else ""
        )
    if isinstance(effect, Surveil):
        return f"{who}: vigila {effect.amount}"
    if isinstance(effect, Scry):
        return f"{who}: adivina {effect.amount}"
    if isinstance(effect, Mill):
        return f"{who}: muele {qty(effect.amount, 'carta')}"
    if isinstance(effect, AddCounters | RemoveCounters):
        verb = "poner" if isinstance(effect, AddCounters) else "quitar"
        where = "en" if isinstance(effect, AddCounters) else "de"
        return (
            f"{verb} {qty(effect.amount, 'contador', 'contadores')} {effect.counter} {where} {who}"
        )
    if isinstance(effect, ReturnToHand):
        return f"devolver {who} a la mano de su propietario"
    if isinstance(effect, FromGraveyard):
        zone = {
            "hand": "a la mano",
            "battlefield": "al campo de batalla",
            "exile": "al exilio",
            "library": "a la biblioteca",
        }
        tapped = " girada" if effect.tapped else ""
        return f"llevar {who} del cementerio {zone[effect.to]}{tapped}"
    if isinstance(effect, ReturnToBattlefield):
        return f"devolver {who} del cementerio al campo de batalla con un contador {effect.counter}"
    if isinstance(effect, ReturnExiled):  # 607.2a
        where = "al campo de batalla" if effect.to == "battlefield" else "a la mano de su dueño"
        return f"devolver lo que exilió esta fuente {where}"
    if isinstance(effect, Destroy | Exile | Sacrifice | ToGraveyard):
        verb = {
            "destroy": "destruir",
            "exile": "exiliar",
            "sacrifice": "sacrificar",
            "to_graveyard": "poner en el cementerio",
        }[effect.type]
        return f"{verb} {who}"
    if isinstance(effect, SearchLibrary):
        place = {
            "hand": "a su mano",
            "battlefield": "al campo de batalla",
            "graveyard": "a su cementerio",
            "top": "encima de su biblioteca",
        }[effect.to]
        what = f"{'hasta ' if effect.up_to else ''}{qty(effect.amount, 'carta')}"
        quality = f" ({effect.quality_text})" if effect.quality_text else ""
        return f"{who}: busca en su biblioteca {what}{quality}, las lleva {place} y baraja"
    if isinstance(effect, TurnFaceUp):  # 702.37e
        return f"poner boca arriba {who}"
    if isinstance(effect, BecomeSaddled):  # 702.171b
        return f"{who} queda ensillada hasta el final del turno"
    if isinstance(effect, Transform):  # 701.27a
        return f"transformar {who}"
    if isinstance(effect, ExileAndReturn):  # 400.7, 712.14a
        turned = " transformada" if effect.transformed else ""
        return f"exiliar {who} y devolverla al campo de batalla{turned}"
    if isinstance(effect, GetEmblem):
        return f"{who}: obtiene un emblema con «{effect.text}»"
    if isinstance(effect, CreateToken):
        token = effect.token
        pt = f" {token.power}/{token.toughness}" if token.power is not None else ""
        return f"{who}: crea {qty(effect.count, 'ficha')} «{token.name}»{pt}"
    if isinstance(effect, Attach):
        return f"anexar la fuente a {who}"
    if isinstance(effect, Fight):
        return f"{who}: luchan"
    if isinstance(effect, Counter):
        return "contrarrestar " + join([f"«{t}»" for t in effect.targets])
    if isinstance(effect, CopySpell):
        what = join([f"«{t}»" for t in effect.targets]) or f"«{effect.of}»"
        times = f" {qty(effect.copies, 'vez', 'veces')}" if effect.of else ""
        return f"copiar {what}{times}"
    if isinstance(effect, Cascade):
        return f"cascada de «{effect.of}» (valor de maná {effect.mana_value})"
    if isinstance(effect, CastExiled):
        return f"puede lanzar «{effect.card}» desde el exilio sin pagar su coste de maná"
    if isinstance(effect, CreateDelayed):
        then = join([effect_text(e, name, you) for e in effect.effects])
        step = "mantenimiento" if effect.step == "upkeep" else "paso final"
        return f"al comienzo del próximo {step}: {then}"
    if effect.type == "become_monarch":  # 724.1
        return f"{who}: se convierte en el monarca"
    if effect.type == "renown":  # 702.112a
        return f"{who}: renombre {effect.amount}"
    if effect.type == "living_weapon":  # 702.92a
        return f"{who}: crea un Germen pirexiano 0/0 negro y le anexa la fuente"
    if effect.type == "station":  # 702.184a
        return f"{who}: recibe tantos contadores de carga como la fuerza de la criatura girada"
    if effect.type == "monstrosity":  # 701.37a
        return f"monstruosidad {effect.amount}"
    if effect.type == "increase_speed":  # 702.179c-d
        return f"{who}: su velocidad sube {effect.amount}"
    if effect.type == "proliferate":  # 701.34a
        return f"{who}: prolifera"
    if isinstance(effect, PreventDamage):
        amount = (
            "todo el daño"
            if effect.amount is None
            else f"los próximos {qty(effect.amount, 'daño')}"
        )
        return f"prevenir {amount} que se haría a {who} este turno"
    if isinstance(effect, ExtraTurn):
        return f"{who}: toma un turno adicional después de este"
    if isinstance(effect, SetLife):
        return f"{who}: su total de vidas pasa a ser {effect.life}"
    if isinstance(effect, ClassLevel):
        return f"{who}: pasa a ser de nivel {effect.level}"
    return f"{who}: {continuous_text(effect)}"


_NOUN_ES = numbers(
    ("creature", "permanent", "player", "planeswalker", "artifact", "land", "enchantment"), "es"
)


def _qualities_es(flt: Filter, plural: bool) -> list[str]:
    """«girada», «con fuerza 4 o más»: what a target must be now (110.5, 208.1)."""
    words = []
    if flt.tapped is not None:
        female = flt.kind in ("creature", "land")
        stem = "girad" if flt.tapped else "enderezad"
        words.append(f" {stem}{'a' if female else 'o'}{'s' if plural else ''}")
    bounds = (
        ("fuerza", flt.power_at_least, "o más"),
        ("fuerza", flt.power_at_most, "o menos"),
        ("resistencia", flt.toughness_at_least, "o más"),
        ("resistencia", flt.toughness_at_most, "o menos"),
    )
    words += [f" con {stat} {n} {side}" for stat, n, side in bounds if n is not None]
    if flt.in_combat is not None:  # 506.4, 508.1, 509.1
        one, many = {
            "attacking": ("atacante", "atacantes"),
            "blocking": ("bloqueadora", "bloqueadoras"),
            "attacking_or_blocking": ("atacante o bloqueadora", "atacantes o bloqueadoras"),
        }[flt.in_combat]
        words.append(" " + (many if plural else one))
    return words


def describe(flt: Filter, plural: bool = False) -> str:
    """Spanish words for a filter: «cada criatura sin vuela», «otras criaturas que controlas»."""
    noun = _NOUN_ES[flt.kind][1 if plural else 0]
    if flt.kind == "player":
        noun = {"you": "ti", "opponent": "cada oponente"}.get(flt.controller, "cada jugador")
        return noun if not plural or flt.controller != "any" else "todos los jugadores"
    if flt.attached:
        return f"{noun} encantada o equipada" if flt.kind == "creature" else f"{noun} anexado"
    if flt.any_types:  # "artefacto o encantamiento"
        noun = " o ".join(_NOUN_ES[t][1 if plural else 0] for t in sorted(flt.any_types))
    words = [("otras " if plural else "otra ") if flt.other else ("" if plural else "cada "), noun]
    if flt.not_types:
        words.append(" que no sea " + " ni ".join(_NOUN_ES[t][0] for t in sorted(flt.not_types)))
    words += [" " + _NOUN_ES[t][1 if plural else 0] for t in sorted(flt.also_types)]
    if flt.subtype:
        words.append(f" de tipo {flt.subtype}")
    if flt.not_subtype:
        words.append(f" que no sea de tipo {flt.not_subtype}")
    if flt.not_supertype == "basic":
        words.append(" no básica" + ("s" if plural else ""))
    if flt.colors:
        words.append(" " + " o ".join(COLOR_ES[c] for c in sorted(flt.colors)))
    if flt.not_colors:
        words.append(" que no sea " + " ni ".join(COLOR_ES[c] for c in sorted(flt.not_colors)))
    words += [f" con {KEYWORD_ES.get(k, k)}" for k in sorted(flt.with_keywords)]
    words += [f" sin {KEYWORD_ES.get(k, k)}" for k in sorted(flt.without_keywords)]
    words += _qualities_es(flt, plural)
    words.append(
        {"you": " que controlas", "opponent": " que controla un oponente"}.get(flt.controller, "")
    )
    if flt.of_target:  # target_groups.py
        words.append(" que controla el jugador objetivo (o el controlador del objetivo)")
    return "".join(words)


_TYPE_PLURAL_ES = {
    "creature": "criaturas",
    "planeswalker": "planeswalkers",
    "artifact": "artefactos",
    "enchantment": "encantamientos",
    "land": "tierras",
    "instant": "instantáneos",
    "sorcery": "conjuros",
    "battle": "batallas",
}


def qualities_es(qualities: Iterable[str]) -> str:
    """«rojo», «rojo, verde», «artefactos», «todo»: as after «protección contra»."""
    words = []
    for q in sorted(qualities):
        if q == "everything":
            words.append("todo")
        elif q.startswith(SUBTYPE):
            words.append(q.removeprefix(SUBTYPE).capitalize())  # as printed: «Dragon»
        elif q in COLOR_ES:
            words.append(COLOR_ES[q])
        else:
            words.append(_TYPE_PLURAL_ES.get(q, CARD_TYPE_ES.get(q, q)))
    return ", ".join(words)


EFFECT: TypeAdapter[Effect] = TypeAdapter(Effect)
CONTINUOUS: TypeAdapter[ContinuousKind] = TypeAdapter(ContinuousKind)


def namer(names: Mapping[str, Any]) -> Namer:
    """An object an effect names by id: its label when the step knows it, else as written."""
    return lambda x: label(names[x]) if x in names else x


def _done(a: Args) -> str:
    return effect_text(EFFECT.validate_python(a.raw["effect"]), namer(a.raw["names"]), a.raw["you"])


EFFECTS: Table = {
    "effect.continuous": lambda a: continuous_text(CONTINUOUS.validate_python(a.raw["effect"])),
    "effect.pt": _pt_text,
    "effect.as_written": lambda a: a["text"],
    "effect.done": _done,
    "effect.done_all": lambda a: join(a.each("effects")),
    "filter.wanted": lambda a: describe(Filter.model_validate(a.raw["filter"])).removeprefix(
        "cada "
    ),
    "filter.group": lambda a: describe(Filter.model_validate(a.raw["filter"]), plural=True),
}
