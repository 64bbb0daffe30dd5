"""Activated and loyalty abilities told in everyday words, read into ``activa …`` events.

Players tell an ability by what they do, not by its cost: "hago el -3 de Liliana a su Oso",
"activo la habilidad de mi Prodigal Pyromancer sobre su elfo", "sacrifico mi Mogg Fanatic
para hacerle 1 a …", "lo sacrifico con Ashnod's Altar" (what is sacrificed to another
permanent's ability), "uso Viscera Seer". Each becomes what the scenario language already runs
(SCHEMA.md 1.10 and 1.12: the engine checks when it may be activated and pays its cost):

    activa el -3 de Chandra, Torch of Defiance: Grizzly Bears     a loyalty ability, by its cost
    activa Mogg Fanatic: Llanowar Elves                            its one ability; its target
    activa Ashnod's Altar: Grizzly Bears                           what it sacrifices

A loyalty ability whose planeswalker is not said, when none or several were told, is asked
back (one question); so is a fight told without what makes the creatures fight.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...errors import ScenarioError, ScenarioQuestion
from .ability_fit import ToldAbility, chosen, printed_abilities
from .answered import able_to
from .damage_sources import granted_text, thing_named, without_worn
from .printed_reading import ask_which, is_unread, refuse_unread
from .spell import Spell
from .text import MASK
from .things import ME, OTHER, Thing, player, thing, things

if TYPE_CHECKING:
    from .clauses import Clause
    from .so_far import SaidSoFar, ToldSoFar

# The loyalty cost said in the verb ("hago el -3", "activa el +1"): its sign and number.
_LOYALTY = re.compile(r"(?P<sign>[+\-−])\s?(?P<n>\d+)$|(?P<zero>\b0)$")
# Where the target starts: "a su Oso", "sobre el rival", "apuntando a …", "contra …".
_AIM = re.compile(r"(?:^|\s)(?:apuntando\s+a(?:l)?|sobre|contra|a|al|en)\s")
# The permanent whose ability is used: "con mi Ashnod's Altar", "al Altar", "para el Altar".
_OUTLET = re.compile(r"(?:^|\s)(?:con|usando|en|a|al|para|por)\s+(?=(?:el\s+|la\s+|mi\s+|su\s+)?§)")
# "para hacerle 1 de daño a su elfo", "para pegarle al rival": what it is for, and at whom.
_PURPOSE = re.compile(r"(?:^|\s)para\s+(?P<what>.*)$")
_OF = re.compile(r"^(?:de|del)\s+")
_REGENERATES = re.compile(r"\bregenerate\b", re.I)
_AFTER = re.compile(
    r"(?:\s+para\s+(?!hacer|pegar|matar|dar).*|\s+(?:en\s+)?(?:el\s+mismo|este)\s+turno)$"
)
# A relative clause after the target ("sobre el rival que está a 1 vida"): the next clause's.
_RELATIVE = re.compile(r"\s+(?:que|q)$")
# "un disparo", "un ping", "el trigger": the ability named by what it does, before its source.
_SHOT = re.compile(r"^(?:un|el|otro)\s+(?:disparo|ping|pinchazo|tiro|tirito)\s*")
_WITH_SOURCE = re.compile(r"(?:^|\s)(?:con|de)\s+(?:(?:mi|su|el|la)\s+)?(?P<source>§\d+§.*)$")
# "… para +2/+2", "… para robar", "… para hacerle 1 a su Oso": the effect told (and its target).
_TOLD_EFFECT = re.compile(r"(?:^|\s)para\s+(?P<what>.+)$")
# What makes them fight, said after the fighters: "… por mi Prey Upon", "… con un Prey Upon".
_FIGHT_BY = re.compile(
    r"(?:^|\s+)(?:por|con|gracias\s+a|usando|mediante|with)\s+(?:(?:el|la|mi|su|un|una)\s+)?(?=§)"
)
_FIGHTS = re.compile(r"\bfights?\b", re.IGNORECASE)
# Whose ability a purpose names after it: "… para darle +2/+2 a mi Putrid Leech".
_CARD_AIM = re.compile(r"(?:^|\s)(?:a|al|de|del)\s+(?=(?:(?:mi|su|el|la|tu)\s+)?§)")
# An infinitive with an object pronoun: "regenerarlo", "destruirla", "devolverlos".
_CLITIC_PURPOSE = re.compile(r"^\w+(?:ar|er|ir)(?:lo|la|los|las)(?:\s|$)")
# "con su habilidad", "usando su propia habilidad", "with its ability": the source's own.
_OWN_ABILITY = re.compile(
    r"\s+(?:con|usando|mediante|por|with|using)\s+(?:su|sus|la|its)\s+(?:propia\s+|own\s+)?"
    r"(?:habilidad(?:es)?|ability)(?=\s|,|$)"
)
_ABILITY = re.compile(r"^(?:(?:la|su)\s+)?(?:habilidad|ability|poder)\s+(?:de|del|of)\s+")


def activate(t: ToldSoFar, clause: Clause, said: SaidSoFar, following: Clause | None) -> None:
    """One activation told: its source, which ability, its target; kept in told order with the
    spells (written order is stack order). Damage told next without a source ("y le hago 1 a
    su elfo") says the target of an ability told without one."""
    told = len(t.spells)
    _activation(t, clause, said)
    new = t.spells[told:]
    damage_next = following is not None and following.cue.kind == "damage"
    if new and new[-1].target is None and damage_next:
        t._aimed_by = new[-1]


def _activation(t: ToldSoFar, clause: Clause, said: SaidSoFar) -> None:
    caster = ME if clause.cue.actor == "me" else (said.player or OTHER)
    verb = clause.verb.split()
    loyalty = _LOYALTY.search(clause.verb)
    typed, folded = _without_own_ability(said.typed, said.folded)
    # "… para sacar la bestia", "… en el mismo turno": what it is for and when, said after it.
    kept = len(_AFTER.sub("", folded))
    if loyalty is not None:
        typed, folded = typed[:kept], folded[:kept]
        cost = "0" if loyalty["zero"] else f"{'+' if loyalty['sign'] == '+' else '-'}{loyalty['n']}"
        walker, aimed = _source_and_target(t, typed, folded, of=True)
        walker = _owned(walker, caster) if walker else _the_planeswalker(t, caster, cost)
        if aimed is walker:  # "hago el -2 con Liliana en mesa": her name says whose, no target
            aimed = None
        _loyalty_printed(t, walker, cost, clause.verb)
        t.spells.append(Spell(caster, walker, aimed, ability=cost))
        return
    if verb[-1].startswith("sacrific"):
        _sacrifice(t, clause, caster, typed, folded)
        return
    if verb[-1].startswith("regener"):  # the creature's own ability (701.19a); which: asked
        regenerated = _owned(_what(t, clause, typed, folded), caster)
        t.spells.append(Spell(caster, regenerated, None, ability=""))
        return
    bare = _ABILITY.sub("", _SHOT.sub("", folded))
    typed = typed[len(typed) - len(bare) :]
    # The cost and the effect told pick which of the card's abilities (ability_fit.py).
    said_of = ToldAbility(tap=verb[-1].startswith(("tape", "gir")), life=_life_paid(t))
    purpose = _TOLD_EFFECT.search(bare)
    aimed_at: Thing | str | None = None
    if purpose is not None and MASK.search(bare[: purpose.start()]):
        what_typed, what = typed[purpose.start("what") :], purpose["what"]
        aim = list(_AIM.finditer(what))
        if aim:  # "para hacerle 1 a su Oso": what it does, then at whom
            rest_typed, rest = what_typed[aim[-1].end() :], what[aim[-1].end() :]
            aimed_at = player(rest) or (t._target(rest_typed, rest) if MASK.search(rest) else None)
            if aimed_at is not None:
                what = what[: aim[-1].start()]
        said_of.effect = what.strip(" ,.")
        typed, bare = typed[: purpose.start()], bare[: purpose.start()]
    used = _WITH_SOURCE.search(bare)
    if used is not None:  # "un disparo a su Oso con mi Pyromancer": the source after "con"
        one = thing(typed[used.start("source") :], bare[used.start("source") :])
        source: Thing | None = _owned(t._known(one) or _on_board(t, one), caster)
        rest_typed, rest = typed[: used.start()], bare[: used.start()]
        bare_rest = re.sub(r"^(?:a|al|sobre|contra)\s+", "", rest.strip())
        target: Thing | str | None = None
        if bare_rest:
            start = len(rest_typed) - len(bare_rest)
            target = player(bare_rest) or t._target(rest_typed[start:], bare_rest)
    else:
        source, target = _source_and_target(t, typed, bare, of=False)
    target = target if target is not None else aimed_at
    if target is None and verb[0] in {"le", "les"}:  # "le engancho un disparo con …"
        told = [one for one in t.told_objects() if one is not source]
        target = told[-1] if told else (OTHER if caster == ME else ME)
    if source is None:
        raise ScenarioQuestion(
            f"¿De qué permanente es la habilidad que activas tras «{clause.verb}»?",
            why="Dices que activas una habilidad sin decir de qué carta.",
            example="activo la habilidad de mi Prodigal Pyromancer sobre su Llanowar Elves",
        )
    if _a_spell(t, source):  # "uso un Giant Growth en mi Oso": an instant is cast
        t.board[:] = [one for one in t.board if one is not source]
        source.owner = None
        t.spells.append(Spell(caster, source, target))
        return
    which = _which(t, source, said_of, clause.verb)
    t.spells.append(Spell(caster, _owned(source, caster), target, ability=which))


def _without_own_ability(typed: str, folded: str) -> tuple[str, str]:
    """The words without «con su habilidad» after the source ("sacrifico mi Mogg Fanatic con
    su habilidad para …"): its own ability is what the verb activates anyway; left in, they
    were read as part of the card's name."""
    found = _OWN_ABILITY.search(folded)
    if found is None:
        return typed, folded
    return typed[: found.start()] + typed[found.end() :], folded[: found.start()] + folded[
        found.end() :
    ]


def _card_text(t: ToldSoFar, one: Thing) -> tuple[str, str] | None:
    """(name, Oracle text) of a thing told by one real card's name alone."""
    # "§0§ mareo:sí", "§0§ girado": the card with its told state (things.Thing.name); "§0§
    # equipado con §1§": with what it wears, whose quoted abilities it has (damage_sources.py)
    described = without_worn(t, one.description)
    names = list(MASK.finditer(described))
    if len(names) != 1 or (thing_named(described) or "").strip() != names[0][0]:
        return None
    at = int(names[0][1])
    texts, oracle = t.told.texts, t.told.oracle
    if at >= len(texts) or not (texts[at] or t.told.types[at]):  # not in the card data
        return None
    text = "\n".join(line for line in (texts[at], granted_text(t, one)) if line)
    return (oracle[at] if at < len(oracle) else t.told.cards[at]), text


def _which(t: ToldSoFar, source: Thing, told: ToldAbility, verb: str) -> str:
    """The ability the told cost and effect fit ("" when nothing told picks one)."""
    card = _card_text(t, source)
    if card is None:
        if told.effect:  # an effect told of a card whose text is not known: not read
            raise ScenarioError(
                f"No sé qué habilidad es la de «para {told.effect}»: no leo el texto de esa "
                "carta. Di su coste o escribe el nombre exacto de la carta.",
                fragment=told.effect,
                example="activo la habilidad de mi Prodigal Pyromancer sobre su Llanowar Elves",
            )
        return ""
    return chosen(card[0], card[1], told, verb) or ""


def _life_paid(t: ToldSoFar) -> int | None:
    """The life told paid just before ("pago 2 vidas y activo …"): part of the cost."""
    if not t._paid:
        return None
    clause = t._paid[-1]
    said = t.told.restore(clause.subject[1], clause.object[1])
    number = re.search(r"\d+", said)
    return int(number[0]) if number is not None else None


def _loyalty_printed(t: ToldSoFar, walker: Thing, cost: str, verb: str) -> None:
    """A loyalty cost the planeswalker's text does not print is named, never run."""
    card = _card_text(t, walker)
    if card is None:
        return
    printed = printed_abilities(card[1])
    costs = [re.sub(r"[\[\]\s]", "", one.cost).replace("−", "-") for one in printed]
    loyal = [c for c in costs if re.fullmatch(r"[+-]?\d+", c)]
    same = [one for one, c in zip(printed, costs, strict=True) if c.lstrip("+") == cost.lstrip("+")]
    told = f"«{verb}»"
    if len(same) > 1:  # Chandra, Torch of Defiance prints two +1s: which, every one offered
        ask_which(card[0], same, told, f"hago el {cost} de {card[0]}")
    if same:  # printed: run if the engine reads it, else named as unread (printed_reading.py)
        read = [c for one, c in zip(printed, costs, strict=True) if not is_unread(card[0], one)]
        shown = next((c for c in read if c in loyal), loyal[0])
        refuse_unread(card[0], same[0], told, f"hago el {shown} de {card[0]}")
    if loyal and cost.lstrip("+") not in {c.lstrip("+") for c in loyal}:
        raise ScenarioError(
            f"«{card[0]}» no tiene una habilidad de lealtad {cost} (tiene "
            f"{', '.join(loyal)}): no leo «{verb}» como una de ellas.",
            fragment=verb,
            example=f"hago el {loyal[0]} de {card[0]}",
        )


def _a_spell(t: ToldSoFar, one: Thing) -> bool:
    """An instant or a sorcery: used by casting it, it has no ability to activate."""
    types = [t.told.types[int(m[1])] for m in MASK.finditer(one.description)]
    return bool(types) and all(re.search(r"\b(?:Instant|Sorcery)\b", kind) for kind in types)


def _sacrifice(t: ToldSoFar, clause: Clause, caster: str, typed: str, folded: str) -> None:
    """ "sacrifico mi Mogg Fanatic para hacerle 1 a su elfo" (its own ability, the source
    sacrificed as its cost), "lo sacrifico con Ashnod's Altar" (another permanent's ability;
    what is sacrificed is the first name after the source, as the language writes it)."""
    outlet = _OUTLET.search(folded)
    purpose = _PURPOSE.search(folded)
    if outlet is not None and (purpose is None or outlet.start() < purpose.start()):
        end = purpose.start() if purpose is not None else len(folded)
        source = _owned(thing(typed[outlet.end() : end], folded[outlet.end() : end]), caster)
        source = t._known(source) or _on_board(t, source)
        sacrificed = _what(t, clause, typed[: outlet.start()], folded[: outlet.start()])
        sacrificed.owner = sacrificed.owner or caster  # one sacrifices one's own (701.21a)
        t.spells.append(Spell(caster, source, sacrificed, ability=""))
        return
    end = purpose.start() if purpose is not None else len(folded)
    source = _what(t, clause, typed[:end], folded[:end])
    target: Thing | str | None = None
    said_of = ToldAbility(sacrifice=True)  # its own ability, the source sacrificed as its cost
    if purpose is not None:
        what_typed, what = typed[purpose.start("what") :], purpose["what"]
        aim = list(_AIM.finditer(what))
        if aim:
            target = t._target(what_typed[aim[-1].end() :], what[aim[-1].end() :])
            what = what[: aim[-1].start()]
        elif isinstance(source, Thing):
            target = _clitic_target(t, what, source)
        said_of.effect = what.strip(" ,.")
    if isinstance(source, Thing):
        source.owner = source.owner or caster
    which = _which(t, source, said_of, clause.verb) if isinstance(source, Thing) else ""
    t.spells.append(Spell(caster, source, target, ability=which))


def _clitic_target(t: ToldSoFar, what: str, source: Thing) -> Thing | None:
    """The object a purpose's enclitic stands for ("para regenerarlo", "para destruirla"): the
    last object told before it other than the ability's source, the one the sentence is about
    (a pronoun refers back, never forward). "le" is left alone: it may be a player."""
    if _CLITIC_PURPOSE.match(what.strip()) is None:
        return None
    aimed = [s.target for s in t.spells if isinstance(s.target, Thing) and s.target is not source]
    told = [one for one in t.told_objects() if one is not source]
    return aimed[-1] if aimed else (told[-1] if told else None)


def _what(t: ToldSoFar, clause: Clause, typed: str, folded: str) -> Thing:
    """What the verb names: its words, or the object a clitic ("lo sacrifico", "lo regenero")
    stands for."""
    if folded.strip(" ,"):
        one = thing(typed, folded)
        return t._known(one) or t._same(one) or _on_board(t, one)
    if clause.verb.split()[-1].startswith("regener"):
        # "(lo) regenero" with no name: the one told creature whose card can regenerate is the
        # one (701.19a), not the last one told
        able = able_to(t, t.told_objects(), _REGENERATES)
        if len(able) == 1:
            return able[0]
    if clause.verb.split()[0] in {"lo", "la"}:
        aimed = [s.target for s in t.spells if isinstance(s.target, Thing)]
        told = t.told_objects()
        if aimed or told:
            return aimed[-1] if aimed else told[-1]
    raise ScenarioQuestion(
        f"¿Qué criatura es la de «{clause.verb}»?",
        why=f"Dices «{clause.verb}» sin decir qué criatura.",
        example="sacrifico mi Mogg Fanatic para hacerle 1 de daño a su Llanowar Elves",
    )


def _source_and_target(
    t: ToldSoFar, typed: str, folded: str, *, of: bool
) -> tuple[Thing | None, Thing | str | None]:
    """ "de Chandra a su Oso" (of: a loyalty ability's planeswalker after "de"), "mi Prodigal
    Pyromancer sobre su elfo": the source (a card told) and the target, if said."""
    aim = _AIM.search(folded)
    head_typed, head = (typed[: aim.start()], folded[: aim.start()]) if aim else (typed, folded)
    if of:
        lead = _OF.match(head)
        if lead is None and head.strip():
            aim = None  # not "de …": the words are the target ("hago el -3 a su Oso")
            head_typed, head = "", ""
        elif lead is not None:
            head_typed, head = head_typed[lead.end() :], head[lead.end() :]
    source = None
    if MASK.search(head):
        one = thing(head_typed, head)
        source = t._known(one) or _on_board(t, one)
    target: Thing | str | None = None
    rest_at = aim.end() if aim is not None else (0 if of and not head else None)
    if rest_at is not None and folded[rest_at:].strip():
        rest_typed, rest = typed[rest_at:], folded[rest_at:]
        rest_typed, rest = rest_typed[len(rest) - len(rest.lstrip()) :], rest.lstrip()
        rest = _RELATIVE.sub("", rest)
        rest_typed = rest_typed[: len(rest)]
        bare = re.sub(r"^(?:a|al|sobre|contra)\s+", "", rest)
        target = player(bare) or t._target(rest_typed[len(rest) - len(bare) :], bare)
    return source, target


def _the_planeswalker(t: ToldSoFar, caster: str, cost: str) -> Thing:
    """The planeswalker a loyalty ability told without one is of: the one told, else asked."""
    walkers = [
        one
        for one in t.told_objects()
        if one.owner in {None, caster}
        and any("Planeswalker" in t.told.types[int(m[1])] for m in MASK.finditer(one.description))
    ]
    if len(walkers) == 1:
        walkers[0].owner = walkers[0].owner or caster
        return walkers[0]
    raise ScenarioQuestion(
        f"¿De qué planeswalker es el {cost}?",
        why=f"Dices que se hace el {cost} sin decir de qué planeswalker.",
        example=f"hago el {cost} de Chandra, Torch of Defiance a su Grizzly Bears",
    )


def _owned(one: Thing, caster: str) -> Thing:
    one.owner = one.owner or caster
    return one


def _on_board(t: ToldSoFar, one: Thing) -> Thing:
    t.board.append(one)
    return one


def ask_what_fights(clause: Clause) -> None:
    """ "mi 3/3 y su 2/2 pelean": a fight is what a spell or an ability does (701.14); told
    without it, what makes them fight is asked."""
    raise ScenarioQuestion(
        "¿Qué hace que peleen (el hechizo o la habilidad, con su nombre)?",
        why=f"Dices «{clause.verb}» sin decir qué carta lo hace.",
        example="lanzo Prey Upon y mi Grizzly Bears pelea con su Llanowar Elves",
    )


def life_paid_for_nothing(t: ToldSoFar) -> None:
    """ "pago 2 vidas" is the cost of an ability told with it, which the engine pays from the
    card's own cost (602.2b); with no ability told (a spell's alternative cost, a card in hand),
    it is not read, and nothing is left unpaid in silence."""
    if not t._paid or any(spell.ability is not None for spell in t.spells):
        return
    clause = t._paid[0]
    said = t.told.restore(clause.subject[1], clause.object[1]).strip(" ,.;")
    raise ScenarioError(
        f"No sé contar «{said}»: solo leo vidas pagadas como coste de una habilidad activada "
        "de un permanente que cuentas (el motor paga el coste de su carta).",
        fragment=said,
        example="pago 2 vidas y activo la habilidad de mi Greed",
    )


def fight(t: ToldSoFar, clause: Clause, said: SaidSoFar) -> None:
    """ "lanzo Prey Upon y mi Oso pelea con su elfo": the fighters are the targets of the spell
    told just before (701.14); told with no spell, what makes them fight is asked."""
    typed, folded = said.typed, said.folded
    found = list(_FIGHT_BY.finditer(folded))
    by = found[-1] if found else None  # the last card told: "con su elfo por mi Prey Upon"
    if by is not None:  # "… por mi Prey Upon": the card told after the fighters
        maker = thing(typed[by.end() :], folded[by.end() :])
        if _makes_fight(t, maker, clause):
            fighters = things(said.subject_typed, said.subject) + things(
                typed[: by.start()], folded[: by.start()]
            )
            if fighters:
                caster = maker.owner or fighters[0].owner or ME
                maker.owner = None
                t.spells.append(Spell(caster, maker, None))
                typed, folded = typed[: by.start()], folded[: by.start()]
    fighters = things(said.subject_typed, said.subject) + things(typed, folded)
    last = t.spells[-1] if t.spells else None
    if last is None or last.ability is not None or last.target is not None or not fighters:
        ask_what_fights(clause)
        return
    known = [t._known(one) or t._same(one) or one for one in fighters]
    for one in known:
        if all(one is not told for told in t.told_objects()):
            t.board.append(one)
    last.target, last.also = known[0], known[1:]


def _makes_fight(t: ToldSoFar, maker: Thing, clause: Clause) -> bool:
    """Whether ``maker`` is a card whose text makes creatures fight (701.14): an instant or
    a sorcery cast for it. A card that says no such thing is named, never cast as if it did;
    words that are no card leave the question of what makes them fight to be asked."""
    card = _card_text(t, maker)
    if card is None or not _a_spell(t, maker):
        return False
    if not _FIGHTS.search(card[1]):
        raise ScenarioError(
            f"«{card[0]}» no hace pelear a ninguna criatura según su texto: no leo "
            f"«{clause.verb}» como su efecto.",
            fragment=clause.verb,
            example="lanzo Prey Upon y mi Grizzly Bears pelea con su Llanowar Elves",
        )
    return True


def pay_life(t: ToldSoFar, clause: Clause, said: SaidSoFar) -> bool:
    """ "pago 2 vidas para darle +2/+2 a mi Putrid Leech": the life paid is the cost of the
    ability of the card named after what it does (602.2b); the card's text decides which
    ability (ability_fit.py). False when no card is named for it (the life stays a cost of an
    ability told apart: "pago 2 vidas y activo …")."""
    purpose = _TOLD_EFFECT.search(said.folded)
    if purpose is None:
        return False
    what_typed, what = said.typed[purpose.start("what") :], purpose["what"]
    aims = list(_CARD_AIM.finditer(what))
    if not aims:
        return False
    one = thing(what_typed[aims[-1].end() :], what[aims[-1].end() :])
    if _card_text(t, one) is None:
        return False
    paid = re.search(r"\d+", clause.verb)
    first = clause.verb.split()[0] in {"pago", "pagamos", "pagando"} and said.player is None
    caster = ME if first else (said.player or OTHER)
    source = _owned(t._known(one) or _on_board(t, one), caster)
    told = ToldAbility(life=int(paid[0]) if paid else None, effect=what[: aims[-1].start()])
    told.effect = re.sub(r"^(?:darle|dar|le\s+da|hacerlo|ponerle)\s+", "", told.effect.strip())
    t.spells.append(Spell(caster, source, None, ability=_which(t, source, told, clause.verb)))
    return True


def pay_mana(t: ToldSoFar, clause: Clause, said: SaidSoFar) -> bool:
    """ "pago 3 y le quito defensor a mi Gargoyle Sentinel": the mana paid and what it does
    name an ability of the card told after «a» (602.2b); the card's text decides which
    (ability_fit.py: by the effect; the mana itself is not paid by the engine). False when
    no card or no effect is told (the words are then named as unread)."""
    found = re.match(r"^\s*(?:y|para)\s+(?:(?:le|se\s+lo|se\s+la)\s+)?(?P<what>.+)$", said.folded)
    if found is None:
        return False
    what_typed, what = said.typed[found.start("what") :], found["what"]
    aims = list(_CARD_AIM.finditer(what))
    if not aims or not what[: aims[-1].start()].strip():
        return False
    one = thing(what_typed[aims[-1].end() :], what[aims[-1].end() :])
    if _card_text(t, one) is None:
        return False
    first = clause.verb.split()[0] in {"pago", "pagamos"} and said.player is None
    caster = ME if first else (said.player or OTHER)
    source = _owned(t._known(one) or _on_board(t, one), caster)
    told = ToldAbility(effect=re.sub(r"^(?:darle|dar|ponerle)\s+", "", what[: aims[-1].start()]))
    told.mana = clause.verb.split()[-1]  # "3", "{R}": checked against the printed cost
    which = _which(t, source, told, clause.verb)
    t.spells.append(Spell(caster, source, None, ability=which))
    return True
