"""Scenarios built from Python values, for code that makes them (the quiz): no scenario line is
written only for the engine to read it back.

    from bot.engine.builder import MadeUp, Real, ScenarioBuilder, Spell

    plan = (
        ScenarioBuilder("triggers")
        .creatures(Real("Grizzly Bears", plus=1))
        .spells(Spell("Giant Growth", targets=("Grizzly Bears",)))
    )
    scenario = plan.build(catalog)  # a Scenario, as parse_scenario_text would give it

A builder is a frozen value (it can sit in a frozen dataclass and be compared); ``build`` makes
the Scenario model with the card data given. Each method is one option of the order's own
builder in ``language/`` (combat.py, queries.py, state.py, timeline.py): the objects are
ObjectSpecs made here from their values (a real card read whole through the card catalog,
``language/cards.py``; a made-up object from its numbers, keywords and colours) and turned into
permanents by ``language/build.py`` as a line's are. What a card's text would say (a spell's
effect, an ability, an event, a fact of earlier) is given in the engine's effect words and read
by the same readers as Oracle text. Bad values raise ScenarioError, in Spanish.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Literal

from pydantic import ValidationError

from index.fold import fold

from .errors import ScenarioError
from .language import CardSource, build_order
from .language.aliases import CARD_TYPE_ALIASES, COLOR_ALIASES, KEYWORD_ALIASES
from .language.cards import facts, find_card, require_in_play
from .language.pairs import Pair
from .language.qualities import match_protection
from .language.specs import ObjectSpec, from_card
from .scenario import Kind, Scenario, explain_errors

EXAMPLE = (
    'ScenarioBuilder("combat").attack(MadeUp("Oso", 2, 2, keywords=("arrollar",)), '
    'blockers=(Real("Grizzly Bears"),))'
)


@dataclass(frozen=True)
class Ability:
    """An ability written on a made-up object, in the engine's effect words (SCHEMA.md 1.8):
    ``Ability("triggered", "cuando muere otra criatura tuya, el rival pierde 1 vida")``."""

    kind: Literal["static", "triggered", "activated"]
    text: str


@dataclass(frozen=True)
class Real:
    """A real card of the card data, by its whole name (English or Spanish), read whole:
    its types, P/T, colours, keywords and every line of its text. ``plus``/``minus``: +1/+1
    and -1/-1 counters on it; ``regenerate``: regeneration shields; ``attached_to``: for an
    Aura, the creature it enchants (its name); ``damage``: damage marked on it earlier this
    turn (120.6); ``tapped``: tapped (110.5); ``lore``: a Saga's lore counters (714.3)."""

    name: str
    plus: int = 0
    minus: int = 0
    regenerate: int = 0
    attached_to: str | None = None
    damage: int = 0
    tapped: bool = False
    lore: int | None = None


@dataclass(frozen=True)
class MadeUp:
    """An object the scenario makes up: its name and printed P/T, its keywords (their
    Spanish or English names, or «protección contra rojo»), colours (rojo, red…), card types
    (artefacto, encantamiento…; a creature if none), counters and abilities."""

    name: str
    power: int | None = None
    toughness: int | None = None
    keywords: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    plus: int = 0
    minus: int = 0
    abilities: tuple[Ability, ...] = ()
    tapped: bool = False
    token: bool = False  # a token (111.1): it ceases to exist outside the battlefield


Thing = Real | MadeUp
Zone = Literal["hand", "command"]


@dataclass(frozen=True)
class Spell:
    """A spell on the stack (or cast by an event): the card by name, who casts it (the
    active player, or the rival) and either its targets, by name, or what it does in the
    engine's effect words when its card is not read (``says``)."""

    card: str
    targets: tuple[str, ...] = ()
    rival: bool = False
    says: str = ""

    def item(self) -> str:
        """The stack object as the engine's stack reader takes it (language/stack.py)."""
        if self.targets and self.says:
            raise ScenarioError(
                f"«{self.card}»: di sus objetivos o lo que hace, no las dos cosas.",
                example='Spell("Fling", targets=("Grizzly Bears", "Jugador no activo"))',
            )
        then = ", ".join(self.targets) or self.says
        return f"{self.card}{' (rival)' if self.rival else ''}{': ' + then if then else ''}"


@dataclass(frozen=True)
class _Part:
    """One option of the order: its key and either objects or a value in the engine's
    words."""

    key: str
    value: str = ""
    things: tuple[Thing, ...] | None = None
    need_pt: bool = True

    def pair(self) -> Pair:
        if self.things is None:
            return Pair(self.key, self.key, self.value, f"{self.key}:{self.value}")
        things, key, need_pt = self.things, self.key, self.need_pt
        names = "; ".join(t.name for t in things)
        return Pair(
            key,
            key,
            names,
            f"{key}:{names}",
            lambda: tuple(spec_of(t, key, need_pt) for t in things),
        )


@dataclass(frozen=True)
class ScenarioBuilder:
    """A scenario of one kind (the file form's ``kind``: combat, sba, layers, timing,
    triggers, timeline), option by option, in the order the engine should read them (the
    order creatures entered the battlefield is their timestamp order)."""

    kind: Kind
    parts: tuple[_Part, ...] = ()
    more_players: tuple[str, ...] = ()
    shielded: str | None = None
    owners: tuple[tuple[str, str], ...] = ()

    def _with(self, *parts: _Part) -> ScenarioBuilder:
        kept = tuple(p for p in parts if p.things != ())  # an empty list adds nothing
        return replace(self, parts=self.parts + kept)

    def creatures(self, *things: Thing, rival: bool = False) -> ScenarioBuilder:
        """Creatures on the battlefield, yours (the first player's) or the rival's."""
        return self._with(_Part(_rival("criaturas", rival), things=things))

    def permanents(self, *things: Thing, rival: bool = False) -> ScenarioBuilder:
        """Permanents of any type (a land, an enchantment), yours or the rival's."""
        return self._with(_Part(_rival("objetos", rival), things=things, need_pt=False))

    def auras(self, *things: Thing, rival: bool = False) -> ScenarioBuilder:
        """Auras, each attached to the creature its ``attached_to`` names."""
        return self._with(_Part(_rival("auras", rival), things=things, need_pt=False))

    def graveyard(self, *things: Thing, rival: bool = False) -> ScenarioBuilder:
        return self._with(_Part(_rival("cementerio", rival), things=things, need_pt=False))

    def base(self, thing: Thing) -> ScenarioBuilder:
        """``layers``: the one object whose power and toughness the effects change."""
        return self._with(_Part("base", things=(thing,)))

    def attack(self, attacker: Thing, blockers: Iterable[Thing] = ()) -> ScenarioBuilder:
        """``combat``: an attacker of the active player and the creatures that block it, in
        the order given (none: unblocked)."""
        parts = [_Part("atacante", things=(attacker,))]
        if blockers := tuple(blockers):
            parts.append(_Part("bloqueadores", things=blockers))
        return self._with(*parts)

    def life(self, total: int, rival: bool = False) -> ScenarioBuilder:
        """A life total: yours (the first player's; in combat, the attacker's) or the
        rival's (in combat, the defender's)."""
        if self.kind == "combat":
            key = "vida_defensor" if rival else "vida_atacante"
        else:
            key = _rival("vida", rival)
        return self._with(_Part(key, str(_whole(total, "vida"))))

    def commanders(self, *names: str) -> ScenarioBuilder:
        """The permanents, by name, that are their owner's commander (903.3)."""
        return self._with(*(_Part("comandante", name) for name in names))

    def earlier(self, *facts_said: str) -> ScenarioBuilder:
        """What happened before the scenario that a rule looks back at, in the engine's
        words («lanzaste a Kenrith 2 veces desde la zona de mando»)."""
        return self._with(*(_Part("antes", fact) for fact in facts_said))

    def spells(self, *spells: Spell) -> ScenarioBuilder:
        """Spells on the stack, from the bottom up."""
        return self._with(*(_Part("hechizo", s.item()) for s in spells))

    def events(self, *events: str | Spell) -> ScenarioBuilder:
        """What happens next, in order: a Spell is cast; text is an event in the engine's
        words («resuelve», «siguiente turno», «previene todo el daño a Jugador defensor»)."""
        said = [f"lanza {e.item()}" if isinstance(e, Spell) else e for e in events]
        return self._with(*(_Part("eventos", e) for e in said))

    def effects(self, *effects: str) -> ScenarioBuilder:
        """``layers``: effects in the order they began, in the engine's words («+3/+3»,
        «1/1 fijar», «Clone se convierte en una copia de Grizzly Bears»)."""
        return self._with(*(_Part("efectos", e) for e in effects))

    def cast_now(self, card: str, zone: Zone = "hand") -> ScenarioBuilder:
        """``timing``: the card asked about, by name, cast from a hand or the command zone."""
        where = "zona de mando" if zone == "command" else "mano"
        return self._with(_Part("carta", card), _Part("desde", where))

    def at(self, step: str, rival_turn: bool = False) -> ScenarioBuilder:
        """``timeline``: the step the scenario starts in, in the engine's words («robo»,
        «mantenimiento»), in your turn or the rival's."""
        parts = [_Part("paso", step)] + ([_Part("turno", "ajeno")] if rival_turn else [])
        return self._with(*parts)

    def players(self, *names: str) -> ScenarioBuilder:
        """More players after the order's two, in turn order (a multiplayer game)."""
        return replace(self, more_players=self.more_players + names)

    def shield(self, player: str) -> ScenarioBuilder:
        """A player protected from all damage from the start, by a prevention effect that
        resolved earlier (615.1a)."""
        return replace(self, shielded=player)

    def owned_by(self, name: str, owner: str) -> ScenarioBuilder:
        """The permanents named ``name`` are owned by ``owner``, not their controller."""
        return replace(self, owners=(*self.owners, (name, owner)))

    def build(self, cards: CardSource | None = None) -> Scenario:
        """The Scenario model; ``cards``: the card data that Real objects and spells name."""
        scenario = build_order(self.kind, lambda: [p.pair() for p in self.parts], cards)
        if self.shielded is None and not self.owners and not self.more_players:
            return scenario
        data = scenario.model_dump(mode="json")
        data["state"]["players"] += [{"name": name} for name in self.more_players]
        if self.shielded is not None:
            data["state"]["shields"] = [{"protects": self.shielded, "source": "prevención"}]
        owners = dict(self.owners)
        for permanent in data["state"]["permanents"]:
            permanent["owner"] = owners.get(permanent["name"], permanent.get("owner"))
        try:
            return Scenario.model_validate(data)
        except ValidationError as exc:
            raise ScenarioError(
                "El escenario no es coherente: " + explain_errors(exc) + ".", example=EXAMPLE
            ) from exc


def _rival(key: str, rival: bool) -> str:
    return f"{key}_rival" if rival else key


def _whole(number: int, what: str) -> int:
    if isinstance(number, bool) or not isinstance(number, int):
        raise ScenarioError(f"«{what}» debe ser un número entero, no «{number}».", example=EXAMPLE)
    return number


def _count(number: int, what: str) -> int:
    if _whole(number, what) < 0:
        raise ScenarioError(f"«{what}» no puede ser negativo ({number}).", example=EXAMPLE)
    return number


def spec_of(thing: Thing, where: str, need_pt: bool = True) -> ObjectSpec:
    """The object description the order's builder reads, made from the values."""
    if isinstance(thing, Real):
        spec = _real(thing, where, need_pt)
        spec.regen += _count(thing.regenerate, "regenerate")
        spec.enchants = fold(thing.attached_to, "words") if thing.attached_to else None
        spec.damage += _count(thing.damage, "damage")
        if thing.lore is not None:
            spec.lore = _count(thing.lore, "lore")
    else:
        spec = _made_up(thing, where, need_pt)
    spec.plus += _count(thing.plus, "plus")
    spec.minus += _count(thing.minus, "minus")
    spec.tapped = spec.tapped or thing.tapped
    return spec


def _real(thing: Real, where: str, need_pt: bool) -> ObjectSpec:
    record = find_card(thing.name, short=True)
    if record is None:
        raise ScenarioError(
            f"«{thing.name}» no es el nombre completo de una carta de los datos de cartas "
            "(o no se dieron datos de cartas): nómbrala entera o descríbela con MadeUp.",
            fragment=thing.name,
            example=EXAMPLE,
        )
    card = facts(record, thing.name)
    require_in_play(card, where, EXAMPLE)
    if need_pt and "creature" in card.types and card.power is None:
        raise ScenarioError(
            f"En {where}, los datos de «{card.reading.shown}» no dan su fuerza y resistencia: "
            "descríbela con MadeUp y sus números.",
            fragment=card.reading.shown,
            example=EXAMPLE,
        )
    spec = ObjectSpec(abilities=[])
    from_card(spec, card)
    return spec


def _made_up(thing: MadeUp, where: str, need_pt: bool) -> ObjectSpec:
    if (thing.power is None) != (thing.toughness is None):
        raise ScenarioError(
            f"«{thing.name}» en {where}: da la fuerza y la resistencia, o ninguna de las dos.",
            example=EXAMPLE,
        )
    spec = ObjectSpec(
        name=thing.name or None,
        power=None if thing.power is None else _whole(thing.power, "power"),
        toughness=None if thing.toughness is None else _whole(thing.toughness, "toughness"),
        abilities=[(a.kind, a.text) for a in thing.abilities],
        token=thing.token,
    )
    for word in thing.keywords:
        _keyword(spec, word, thing.name)
    for colour in thing.colors:
        spec.colors.add(_known(colour, COLOR_ALIASES, "color", thing.name))
    for kind in thing.types:
        spec.types.add(_known(kind, CARD_TYPE_ALIASES, "tipo de carta", thing.name))
    if need_pt and spec.power is None and not (spec.types - {"creature"}):
        raise ScenarioError(
            f"Falta la fuerza/resistencia de «{thing.name}» en {where}.", example=EXAMPLE
        )
    return spec


def _keyword(spec: ObjectSpec, word: str, name: str) -> None:
    """A keyword by any name the vocabulary gives it, or a protection («protección contra
    rojo», 702.16a); nothing else."""
    keyword = KEYWORD_ALIASES.get(fold(word, "words"))
    if keyword is not None:
        spec.keywords.add(keyword)
        return
    words = word.split()
    qualities, used = match_protection(words, 0)
    if not used or used != len(words):
        raise ScenarioError(
            f"«{word}» (en «{name}») no es una habilidad de palabra clave que conozca.",
            fragment=word,
            example=EXAMPLE,
        )
    spec.protection |= qualities


def _known(word: str, table: dict[str, str], what: str, name: str) -> str:
    found = table.get(fold(word, "words"))
    if found is None:
        raise ScenarioError(
            f"«{word}» (en «{name}») no es un {what} que conozca.", fragment=word, example=EXAMPLE
        )
    return found
