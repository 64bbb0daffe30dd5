"""English words for effects, filters and protections (the Spanish ones: effects_es.py)."""

from __future__ import annotations

from collections.abc import Iterable

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
from index.vocabulary.game import numbers

from .effects_es import CONTINUOUS, EFFECT, Namer
from .vocabulary_en import CARD_TYPE_EN, COLOR_EN, KEYWORD_EN, and_, keywords_en, label_en, n
from .words import Args, Table


def _unbounded(effect: CantBeBlockedBy) -> bool:
    """ "can't be blocked" with no "by …": every creature is kept from blocking it."""
    bounds = (effect.power_at_most, effect.power_at_least)
    return effect.blocker == Filter() and bounds == (None, None)


def _until(duration: str) -> str:
    if duration == "until_your_next_turn":
        return " until the next turn of the effect's controller"
    return " until end of turn" if duration == "end_of_turn" else ""


def _value(v: int | None) -> str:
    return "—" if v is None else str(v)


def continuous_text(effect: ContinuousKind) -> str:
    """What a continuous effect does, in a few words ("+1/+1", "gains flying")."""
    if isinstance(effect, ModifyPT):
        each = f" for each of {count_text(effect.per)}" if effect.per is not None else ""
        return f"{effect.power:+d}/{effect.toughness:+d}{each}" + _until(effect.duration)
    if isinstance(effect, SetPT):
        return f"set to {_value(effect.power)}/{_value(effect.toughness)}" + _until(effect.duration)
    if isinstance(effect, DefinePT):
        return _define_text(effect)
    if isinstance(effect, SwitchPT):
        return "switch power and toughness" + _until(effect.duration)
    if isinstance(effect, GainAbility):
        gained = [keywords_en(effect.keywords)] if effect.keywords else []
        if effect.protection:
            gained.append(f"protection from {qualities_en(effect.protection)}")
        return f"gains {and_(gained)}" + _until(effect.duration)
    if isinstance(effect, LoseAbility):
        lost = "all its abilities" if effect.all else keywords_en(effect.keywords)
        return f"loses {lost}" + _until(effect.duration)
    if isinstance(effect, Become):
        return _become_text(effect)
    if isinstance(effect, SetColor):
        return (
            "becomes "
            + and_([COLOR_EN[c] for c in sorted(effect.colors)])
            + _until(effect.duration)
        )
    if isinstance(effect, GainControl):
        return "changes controller" + _until(effect.duration)
    if isinstance(effect, CopyOf):
        return f"is a copy of “{effect.original}”" + _until(effect.duration)
    if isinstance(effect, CantLose):
        return "can't lose the game" + _until(effect.duration)
    if isinstance(effect, CantBeBlockedBy):
        if _unbounded(effect):
            return "can't be blocked" + _until(effect.duration)
        return "can't be blocked by " + describe(effect.blocker, plural=True)
    if isinstance(effect, CombatRestriction):
        verbs = [v for v, on in (("attack", effect.attack), ("block", effect.block)) if on]
        return "can't " + " or ".join(verbs) + _until(effect.duration)
    if isinstance(effect, CombatLimit):
        return _combat_limit(effect) + _until(effect.duration)
    if isinstance(effect, CostChange):
        way = "more" if effect.amount > 0 else "less"
        return f"spells cost {{{abs(effect.amount)}}} {way} (rule 601.2f)"
    if isinstance(effect, ExileIfDies):
        return "if it would die, it is exiled instead" + _until(effect.duration)
    if isinstance(effect, NoUntap) and effect.next_only:
        return "doesn't untap during its controller's next untap step"
    if isinstance(effect, NoUntap):
        return "doesn't untap during its controller's untap step" + _until(effect.duration)
    if isinstance(effect, CantPreventDamage):
        combat = "combat " if effect.combat_only else ""
        return f"{combat}damage can't be prevented" + _until(effect.duration)
    if isinstance(effect, NoActivating):
        return "its activated abilities can't be activated" + _until(effect.duration)
    if isinstance(effect, NoMaxHandSize):
        return "you have no maximum hand size"
    if isinstance(effect, ExtraLandPlays):
        who = "each player" if effect.whose == "any" else "you"
        return f"{who} may play {effect.amount} additional land(s) on each of their turns"
    if isinstance(effect, CantCast):
        who = {"you": "you", "opponent": "your opponents"}.get(effect.who, "players")
        when = {"your_turn": " during your turn", "combat": " during combat"}.get(
            effect.during or "", ""
        )
        where = " from anywhere other than their hands" if effect.only_from_hand else ""
        return f"{who} can't cast spells{when}{where}" + _until(effect.duration)
    if isinstance(effect, PlayerHexproof):
        return "its controller has hexproof" + _until(effect.duration)
    if isinstance(effect, AttackTax):
        return f"attacking you costs {{{effect.mana}}} a creature" + _until(effect.duration)
    if isinstance(effect, AmountInstead):
        what = {"gain_life": "life gained", "create_token": "tokens created"}
        many = what.get(effect.event, "counters put")
        how = (
            "twice" if (effect.times, effect.plus) == (2, 0) else f"×{effect.times} +{effect.plus}"
        )
        return f"{how} the {many} instead (a replacement effect)" + _until(effect.duration)
    if isinstance(effect, PreventAll):
        combat = " combat" if effect.combat_only else ""
        return f"all{combat} damage is prevented" + _until(effect.duration)
    if isinstance(effect, LifeFloor):
        return (
            f"damage that would reduce its controller's life total to less than {effect.floor} "
            f"reduces it to {effect.floor} instead" + _until(effect.duration)
        )
    if isinstance(effect, CantGainLife):  # 101.2
        return "can't gain life" + _until(effect.duration)
    if isinstance(effect, GrantAbility):  # 613.1f: an ability in quotes
        return f'has "{effect.text}"' + _until(effect.duration)
    return "can't win the game" + _until(effect.duration)


def _define_text(effect: DefinePT) -> str:
    if effect.power == effect.toughness and effect.power is not None:
        return f"power and toughness each equal to {count_text(effect.power)}"
    parts = []
    if effect.power is not None:
        parts.append(f"power equal to {count_text(effect.power)}")
    if effect.toughness is not None:
        if effect.power is not None and effect.toughness.model_copy(update={"plus": 0}) == (
            effect.power.model_copy(update={"plus": 0})
        ):
            parts.append(f"toughness equal to that number plus {effect.toughness.plus}")
        else:
            parts.append(f"toughness equal to {count_text(effect.toughness)}")
    return " and ".join(parts)


def count_text(what: Count) -> str:
    """What a characteristic-defining ability counts, in words."""
    where = "your graveyard" if what.whose == "yours" else "all graveyards"
    if what.what == "life":
        text = "your life total"
    elif what.what == "hand_cards":
        text = "the number of cards in " + (
            "your hand" if what.whose == "yours" else "all players' hands"
        )
    elif what.what == "permanents" and what.each is not None:
        text = "the number of " + describe(what.each, plural=True).strip()
    elif what.what == "graveyard_types":
        text = f"the number of card types among cards in {where}"
    else:
        kinds = " or ".join(CARD_TYPE_EN[t] for t in sorted(what.card_types))
        text = f"the number of {kinds + ' ' if kinds else ''}cards in {where}"
    return text + (f" plus {what.plus}" if what.plus else "")


def _become_text(effect: Become) -> str:
    bits = []
    if effect.add_types or effect.subtypes:
        kinds = sorted(effect.subtypes) + [CARD_TYPE_EN[t] for t in sorted(effect.add_types)]
        bits.append("becomes " + " ".join(kinds))
    if effect.colors:
        bits.append(and_([COLOR_EN[c] for c in sorted(effect.colors)]))
    if effect.land_types:
        bits.append("becomes " + and_(sorted(effect.land_types)) + " instead of its land types")
    if effect.remove_types:
        bits.append("stops being " + and_([CARD_TYPE_EN[t] for t in sorted(effect.remove_types)]))
    if effect.power is not None or effect.toughness is not None:
        bits.append(
            f"with base power and toughness {_value(effect.power)}/{_value(effect.toughness)}"
        )
    return " ".join(bits) + _until(effect.duration)


def recipients(effect: Effect, name: Namer, you: str) -> str:
    parts = [f"{name(t)} (target)" for t in effect.targets]
    parts += [name(o) for o in effect.objects]
    parts += [describe(f) for f in effect.each]
    return and_(parts) or you


def effect_text(effect: Effect, name: Namer, you: str) -> str:
    """One effect as a card would say it: "2 damage to each creature without flying"."""
    who = recipients(effect, name, you)
    if isinstance(effect, DealDamage):
        return f"{effect.amount} damage to {who}"
    if isinstance(effect, GainLife):
        return f"{who}: gains {effect.amount} life"
    if isinstance(effect, LoseLife):
        return f"{who}: loses {effect.amount} life"
    if isinstance(effect, Draw):
        return f"{who}: draws {n(effect.amount, 'card')}"
    if isinstance(effect, Regenerate):
        return f"regenerate {who}"
    if isinstance(effect, Tap):
        return f"tap {who}"
    if isinstance(effect, Untap):
        return f"untap {who}"
    if isinstance(effect, AddMana):
        return f"{who}: adds {' or '.join(effect.options)}"
    if isinstance(effect, Discard):
        if effect.amount is None:
            return f"{who}: discards their hand"
        return f"{who}: discards {n(effect.amount, 'card')}"
    if isinstance(effect, ShuffleGraveyard):
        return f"{who}: shuffles their graveyard into their library"
    if isinstance(effect, RevealHand):
        return f"{who}: reveals their hand" + (
            "; a chosen card is discarded" if effect.discard else ""
        )
    if isinstance(effect, Surveil):
        return f"{who}: surveils {effect.amount}"
    if isinstance(effect, Scry):
        return f"{who}: scries {effect.amount}"
    if isinstance(effect, Mill):
        return f"{who}: mills {n(effect.amount, 'card')}"
    if isinstance(effect, AddCounters | RemoveCounters):
        if isinstance(effect, AddCounters):
            return f"put {n(effect.amount, effect.counter + ' counter')} on {who}"
        return f"remove {n(effect.amount, effect.counter + ' counter')} from {who}"
    if isinstance(effect, ReturnToHand):
        return f"return {who} to its owner's hand"
    if isinstance(effect, FromGraveyard):
        zone = {
            "hand": "to hand",
            "battlefield": "to the battlefield",
            "exile": "to exile",
            "library": "to the library",
        }
        tapped = " tapped" if effect.tapped else ""
        return f"move {who} from the graveyard {zone[effect.to]}{tapped}"
    if isinstance(effect, ReturnToBattlefield):
        return f"return {who} from the graveyard to the battlefield with a {effect.counter} counter"
    if isinstance(effect, ReturnExiled):  # 607.2a
        where = "to the battlefield" if effect.to == "battlefield" else "to its owner's hand"
        return f"return what this source exiled {where}"
    if isinstance(effect, Destroy | Exile | Sacrifice | ToGraveyard):
        verb = {
            "destroy": "destroy",
            "exile": "exile",
            "sacrifice": "sacrifice",
            "to_graveyard": "put into the graveyard",
        }[effect.type]
        return f"{verb} {who}"
    if isinstance(effect, SearchLibrary):
        place = {
            "hand": "into their hand",
            "battlefield": "onto the battlefield",
            "graveyard": "into their graveyard",
            "top": "on top of their library",
        }[effect.to]
        what = f"{'up to ' if effect.up_to else ''}{effect.amount} card(s)"
        quality = f" ({effect.quality_text})" if effect.quality_text else ""
        return f"{who}: searches their library for {what}{quality}, puts them {place}, shuffles"
    if isinstance(effect, TurnFaceUp):  # 702.37e
        return f"turn {who} face up"
    if isinstance(effect, BecomeSaddled):  # 702.171b
        return f"{who} becomes saddled until end of turn"
    if isinstance(effect, Transform):  # 701.27a
        return f"transform {who}"
    if isinstance(effect, ExileAndReturn):  # 400.7, 712.14a
        turned = " transformed" if effect.transformed else ""
        return f"exile {who} and return it to the battlefield{turned}"
    if isinstance(effect, GetEmblem):
        return f'{who}: gets an emblem with "{effect.text}"'
    if isinstance(effect, CreateToken):
        token = effect.token
        pt = f" {token.power}/{token.toughness}" if token.power is not None else ""
        return f"{who}: creates {n(effect.count, 'token')} “{token.name}”{pt}"
    if isinstance(effect, Attach):
        return f"attach the source to {who}"
    if isinstance(effect, Fight):
        return f"{who}: fight"
    if isinstance(effect, Counter):
        return "counter " + and_([f"“{t}”" for t in effect.targets])
    if isinstance(effect, CopySpell):
        what = and_([f"“{t}”" for t in effect.targets]) or f"“{effect.of}”"
        times = f" {effect.copies} time{'s' if effect.copies != 1 else ''}" if effect.of else ""
        return f"copy {what}{times}"
    if isinstance(effect, Cascade):
        return f"cascade of “{effect.of}” (mana value {effect.mana_value})"
    if isinstance(effect, CastExiled):
        return f"may cast “{effect.card}” from exile without paying its mana cost"
    if isinstance(effect, CreateDelayed):
        then = and_([effect_text(e, name, you) for e in effect.effects])
        step = "upkeep" if effect.step == "upkeep" else "end step"
        return f"at the beginning of the next {step}: {then}"
    if effect.type == "become_monarch":  # 724.1
        return f"{who}: becomes the monarch"
    if effect.type == "renown":  # 702.112a
        return f"{who}: renown {effect.amount}"
    if effect.type == "living_weapon":  # 702.92a
        return f"{who}: creates a 0/0 black Phyrexian Germ and attaches the source to it"
    if effect.type == "station":  # 702.184a
        return f"{who}: gets charge counters equal to the tapped creature's power"
    if effect.type == "monstrosity":  # 701.37a
        return f"monstrosity {effect.amount}"
    if effect.type == "increase_speed":  # 702.179c-d
        return f"{who}: speed increases by {effect.amount}"
    if effect.type == "proliferate":  # 701.34a
        return f"{who}: proliferates"
    if isinstance(effect, PreventDamage):
        amount = "all damage" if effect.amount is None else f"the next {effect.amount} damage"
        return f"prevent {amount} that would be dealt to {who} this turn"
    if isinstance(effect, ExtraTurn):
        return f"{who}: takes an extra turn after this one"
    if isinstance(effect, SetLife):
        return f"{who}: their life total becomes {effect.life}"
    if isinstance(effect, ClassLevel):
        return f"{who}: becomes level {effect.level}"
    return f"{who}: {continuous_text(effect)}"


_NOUN_EN = numbers(
    ("creature", "permanent", "player", "planeswalker", "artifact", "land", "enchantment"), "en"
)


def _combat_limit(effect: CombatLimit) -> str:
    if effect.limit == "weaker_cant_block":
        return "creatures with less power than it can't block it"
    if effect.limit == "cant_block_power":
        return f"can't block creatures with power {effect.count} or greater"
    if effect.limit == "alone":
        verbs = [v for v, on in (("attack", effect.attack), ("block", effect.block)) if on]
        return "can't " + " or ".join(verbs) + " alone"
    if effect.limit == "min_blockers":
        return f"can't be blocked except by {effect.count} or more creatures"
    if effect.limit == "must_attack":
        return "attacks each combat if able"
    if effect.limit == "one_blocker":
        return "can't be blocked by more than one creature"
    if effect.limit == "attack_unless":
        return f"can't attack unless defending player controls an {effect.land_type}"
    return "can block only " + describe(effect.attackers or Filter(), plural=True)


def describe(flt: Filter, plural: bool = False) -> str:
    """A filter in English: "each creature without flying", "other creatures you control"."""
    if flt.kind == "player":
        noun = {"you": "you", "opponent": "each opponent"}.get(flt.controller, "each player")
        return noun if not plural or flt.controller != "any" else "all players"
    noun = _NOUN_EN[flt.kind][1 if plural else 0]
    if flt.attached:
        return f"enchanted or equipped {noun}" if flt.kind == "creature" else f"attached {noun}"
    words = ["other " if flt.other else ("" if plural else "each ")]
    if flt.tapped is not None:
        words.append("tapped " if flt.tapped else "untapped ")
    if flt.in_combat is not None:  # 506.4, 508.1, 509.1
        words.append(flt.in_combat.replace("_", " ") + " ")
    if flt.not_supertype == "basic":
        words.append("nonbasic ")
    if flt.colors:
        words.append(" or ".join(COLOR_EN[c] for c in sorted(flt.colors)) + " ")
    if flt.not_colors:
        words.append("".join(f"non{COLOR_EN[c]} " for c in sorted(flt.not_colors)))
    if flt.not_subtype:
        words.append(f"non-{flt.not_subtype} ")
    if flt.subtype:
        words.append(f"{flt.subtype} ")
    words += [_NOUN_EN[t][0] + " " for t in sorted(flt.also_types)]
    words += [f"non{_NOUN_EN[t][0]} " for t in sorted(flt.not_types)]
    if flt.any_types:  # "artifact or enchantment"
        noun = " or ".join(_NOUN_EN[t][1 if plural else 0] for t in sorted(flt.any_types))
    words.append(noun)
    keywords = [f" with {KEYWORD_EN.get(k, k)}" for k in sorted(flt.with_keywords)]
    keywords += [f" without {KEYWORD_EN.get(k, k)}" for k in sorted(flt.without_keywords)]
    words += keywords
    bounds = (
        ("power", flt.power_at_least, "or greater"),
        ("power", flt.power_at_most, "or less"),
        ("toughness", flt.toughness_at_least, "or greater"),
        ("toughness", flt.toughness_at_most, "or less"),
    )
    words += [f" with {stat} {n} {side}" for stat, n, side in bounds if n is not None]
    words.append(
        {"you": " you control", "opponent": " an opponent controls"}.get(flt.controller, "")
    )
    if flt.of_target:  # target_groups.py
        words.append(" the target player (or the target's controller) controls")
    return "".join(words)


_TYPE_PLURAL_EN = {t: p for t, (_, p) in _NOUN_EN.items()} | {
    "instant": "instants",
    "sorcery": "sorceries",
    "battle": "battles",
}


def qualities_en(qualities: Iterable[str]) -> str:
    """ "red", "red, green", "artifacts", "everything": as after "protection from"."""
    words = []
    for q in sorted(qualities):
        if q == "everything":
            words.append("everything")
        elif q.startswith(SUBTYPE):
            words.append(q.removeprefix(SUBTYPE).capitalize() + "s")
        elif q in COLOR_EN:
            words.append(COLOR_EN[q])
        else:
            words.append(_TYPE_PLURAL_EN.get(q, q))
    return ", ".join(words)


def namer(names: dict[str, object]) -> Namer:
    return lambda x: label_en(names[x]) if x in names else x  # type: ignore[arg-type]


def _pt_text(a: Args) -> str:
    sub, power, toughness = a.raw["sublayer"], a.raw["power"], a.raw["toughness"]
    if sub == "d":
        return "switch power and toughness"
    if sub == "c":
        return f"{power or 0:+d}/{toughness or 0:+d}"
    verb = "define" if sub == "a" else "set to"
    return f"{verb} {_value(power)}/{_value(toughness)}"


def _done(a: Args) -> str:
    return effect_text(EFFECT.validate_python(a.raw["effect"]), namer(a.raw["names"]), a.raw["you"])


EFFECTS: Table = {
    "effect.continuous": lambda a: continuous_text(CONTINUOUS.validate_python(a.raw["effect"])),
    "effect.pt": _pt_text,
    "effect.as_written": lambda a: a["text"],
    "effect.done": _done,
    "effect.done_all": lambda a: and_(a.each("effects")),
    "filter.wanted": lambda a: describe(Filter.model_validate(a.raw["filter"])).removeprefix(
        "each "
    ),
    "filter.group": lambda a: describe(Filter.model_validate(a.raw["filter"]), plural=True),
}
