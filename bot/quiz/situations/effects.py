"""Situations about continuous and replacement effects: prevention and its timing, copies,
and the layer system (sublayers, timestamps, dependency)."""

from __future__ import annotations

import random
import re

from bot.engine.builder import Ability, MadeUp, Real, ScenarioBuilder, Spell
from bot.quiz.errors import NoQuestion
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.situations.priority import PUMP_BONUS, PUMPS_WITH_MORE
from bot.quiz.topics import Level

# Vanilla creatures with power and toughness of 2 or more: "+3/+3" never meets another
# option's value, and each is a plain card whose whole text is its numbers. Many of them, so
# one board seldom comes back word for word (issue 43: exact repeats).
PLAIN_CREATURES = (
    "Grizzly Bears", "Hill Giant", "Centaur Courser", "Gray Ogre", "Craw Wurm",
    "Alpine Grizzly", "Barony Vampire", "Bonebreaker Giant", "Canyon Minotaur",
    "Giant Octopus", "Hurloon Minotaur", "Elvish Warrior", "Fire Elemental", "Axebane Beast",
    "Glory Seeker", "Earth Elemental",
)  # fmt: skip


def _creature(cards: SituationCards, rng: random.Random) -> Card:
    return cards.creature(rng.choice(PLAIN_CREATURES))


def _pt(power: int, toughness: int) -> str:
    return f"{power}/{toughness}"


# Instants whose whole text is Fog's: any of them is the same question with another card.
FOGS = ("Fog", "Holy Day", "Darkness")
FOG_TEXT = "Prevent all combat damage that would be dealt this turn."


def fog(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """Prevention works ahead of the event: too late once combat damage has been dealt.

    Board shapes: the spell cast in the declare attackers step or the declare blockers step
    (in time), and from intermedio in the combat damage step (too late); the card is any of
    those whose whole text is Fog's."""
    attacker = _creature(cards, rng)
    fog_card = cards.get(rng.choice(FOGS), says="Prevent all combat damage")
    if fog_card.oracle.strip() != FOG_TEXT:
        raise NoQuestion(f"{fog_card.name} says more than Fog")
    life = rng.randint(8, 20)
    late = level_rank(level) > 0 and rng.random() < 0.5
    power = attacker.power or 0
    # Who is attacked (issue 43: another board for the same rule): you, casting the fog on
    # the rival's turn, or the rival, casting it on yours; and when it is cast: any moment
    # with priority before the combat damage step is in time (the effect lasts the turn),
    # any moment in that step or after it is too late. Each moment as the defender says it.
    you_defend = rng.random() < 0.5
    moments: tuple[tuple[str, str], ...]
    if late:
        moments = (
            ("esperas al paso de daño de combate para lanzar", "espera al paso de daño de "
             "combate para lanzar"),
            ("esperas al paso de final del combate, después del daño, para lanzar",
             "espera al paso de final del combate, después del daño, para lanzar"),
        )  # fmt: skip
    else:
        moments = (
            ("no bloqueas y, en el paso de declarar bloqueadores, lanzas",
             "no bloquea y, en el paso de declarar bloqueadores, lanza"),
            ("en el paso de declarar atacantes, en cuanto recibes prioridad, lanzas",
             "en el paso de declarar atacantes, en cuanto recibe prioridad, lanza"),
            ("en el paso de inicio del combate, antes de que tu rival declare atacantes, lanzas",
             "en el paso de inicio del combate, antes de que declares atacantes, lanza"),
            ("en la fase principal precombate de tu rival, cuando te pasa la prioridad con la "
             "pila vacía, lanzas",
             "en tu fase principal precombate, cuando le pasas la prioridad con la pila vacía, "
             "lanza"),
        )  # fmt: skip
    yours_said, theirs_said = rng.choice(moments)
    if you_defend:
        setting = (
            f"Tu rival ataca con {attacker.shown}. Tienes {life} vidas. "
            f"{yours_said.capitalize()} {fog_card.shown}."
        )
        stays, falls = f"sigues con {life} vidas", f"quedas con {life - power} vidas"
    else:
        setting = (
            f"Atacas con {attacker.shown}. Tu rival tiene {life} vidas. "
            f"{theirs_said.capitalize()} {fog_card.shown}."
        )
        stays = f"tu rival sigue con {life} vidas"
        falls = f"tu rival queda con {life - power} vidas"
    prevented = Choice(
        f"Se previene el daño: {stays}.",
        f"{fog_card.ref} crea un efecto de prevención (615.1a) que existe desde que se "
        "resuelve hasta el final del turno: si se resuelve antes del paso de daño de combate, "
        "el daño que se fuera a hacer en él se previene.",
    )
    dealt = Choice(
        f"Se hace el daño: {falls}.",
        "El daño de combate se hace al empezar el paso de daño, como acción basada en turno "
        "que no usa la pila (510.2); nadie recibe prioridad hasta después (510.3). Un efecto de "
        "prevención creado entonces ya no encuentra daño que prevenir.",
    )
    cannot = Choice(
        f"No se puede lanzar {fog_card.ref} en ese momento: {falls}.",
        "Es un instantáneo: se puede lanzar siempre que se tenga prioridad (117.1a); el "
        "jugador activo la recibe en cada paso del combate (507.2, 508.2, 509.2, 510.3, "
        "511.1) y, cuando la pasa, la recibe el otro jugador (117.3d), también en su fase "
        "principal.",
    )
    # For the engine: the attacker is the real card; Fog's effect is a prevention shield on
    # the defending player, there from the start when Fog resolved before the combat damage
    # step, or created by an event after the damage when it was cast in that step.
    defender = "Jugador defensor"

    def run(shield_first: bool) -> EngineRun:
        plan = ScenarioBuilder("combat").attack(Real(attacker.name)).life(life, rival=True)
        return EngineRun(
            scenario=plan.shield(defender)
            if shield_first
            else plan.events(f"previene todo el daño a {defender}"),
            asks="life",
            about=defender,
            cards=True,
        )

    if late:
        key = dealt
        prevented = Choice(
            prevented.text,
            f"Sería así si {fog_card.ref} se hubiera resuelto antes del paso de daño de "
            "combate. En ese paso el daño se hace primero (510.2) y la prioridad llega después "
            "(510.3).",
        )
        wrong = (prevented, cannot)
    else:
        key = prevented
        dealt = Choice(
            dealt.text,
            f"Supone que la prevención llega tarde, pero {fog_card.ref} se resolvió antes del "
            "paso de daño de combate, y el daño se hace en ese paso (510.2).",
        )
        wrong = (dealt, cannot)
    return Situation(
        area=Area.REPLACEMENT,
        setting=setting,
        ask="¿Qué pasa con el daño de combate?",
        cards=(attacker, fog_card),
        key=key,
        wrong=wrong,
        rules=("510.2", "510.3", "615.1a", "117.1a", "117.3d", "509.2", "508.2"),
        difficulty=0.45 if late else 0.25,
        engine=run(shield_first=not late),
        misread=((wrong[0].text, run(shield_first=late)),),
    )


def clone(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """A copy takes the copiable values only: not counters, not other effects (707.2).

    Board shapes (issue 43: more set-ups): the original with +1/+1 counters and pumped by
    an instant (+X/+Y until end of turn), or with +1/+1 counters and its base P/T set by an
    instant (Turn to Frog, Ovinize…: a set base P/T is not copiable either); from
    intermedio, with a -1/-1 counter and pumped."""
    copier = cards.get("Clone", says="enter as a copy of any creature")
    original = _creature(cards, rng)
    p, t = original.power or 0, original.toughness or 0
    shapes = ["crecimiento", "rana"] + (["menos"] if level_rank(level) >= 1 else [])
    shape = rng.choice(shapes)
    frog = shape == "rana"
    # The spell on the original: any instant that sets its base P/T until end of turn (the
    # "rana" shape), or any that gives +X/+Y until end of turn and nothing else.
    if frog:
        spell_name = rng.choice(sorted(n for n, (_, aura) in SETTERS.items() if not aura))
        (sp, st), (bp, bt) = SETTERS[spell_name][0], (0, 0)
        spell = cards.get(spell_name, says=f"base power and toughness {sp}/{st}")
    else:
        spell_name = rng.choice(sorted(n for n in PUMP_BONUS if n not in PUMPS_WITH_MORE))
        (sp, st), (bp, bt) = (0, 0), PUMP_BONUS[spell_name]
        spell = cards.get(spell_name, says=f"+{bp}/+{bt} until end of turn")
    sign = -1 if shape == "menos" else 1
    counters = 1 if shape == "menos" else rng.randint(1, 2)
    kind = "-1/-1" if sign < 0 else "+1/+1"
    does = (
        f"pierde sus habilidades y tiene fuerza y resistencia base {sp}/{st}"
        if frog
        else f"+{bp}/+{bt}"
    )
    # Whose the original is and who casts the Clone (issue 43: other boards, the same rule):
    # a pump is cast by the original's controller, a spell that sets its base by the other
    # player; neither changes what a copy copies.
    original_yours, clone_yours = rng.random() < 0.5, rng.random() < 0.5
    spell_yours = original_yours != frog
    whose = (
        f"Tu criatura {original.shown}" if original_yours
        else f"La criatura {original.shown} de tu rival"
    )  # fmt: skip
    cast = "lanzaste" if spell_yours else "tu rival lanzó"
    copied = "Ahora lanzas" if clone_yours else "Ahora tu rival lanza"
    setting = (
        f"{whose} tiene {counters} {'contador' if counters == 1 else 'contadores'} {kind}, y "
        f"este turno {cast} {spell.shown} sobre ella ({does} hasta el final del turno). "
        f"{copied} {copier.shown} y entra como copia de {original.ref}."
    )
    key = Choice(
        _pt(p, t),
        "Una copia toma solo los valores copiables del original (707.2): lo que está impreso, "
        f"modificado solo por otros efectos de copia. Ni los contadores ni el efecto de "
        f"{spell.ref} se copian.",
    )
    c = sign * counters
    counted = Choice(
        _pt(p + c, t + c),
        "Cuenta los contadores del original, pero los contadores no son valores copiables "
        "(707.2): se quedan en el original.",
    )
    dies = Choice(
        "0/0: muere como acción basada en estado",
        "El Clon no entra como 0/0: entra ya como copia, con la fuerza y la resistencia "
        "copiadas (707.2).",
    )
    name = original.name
    pumped = f"{name} obtiene +{bp}/+{bt} hasta el final del turno"
    based = f"{name} tiene fuerza y resistencia base {sp}/{st} hasta el final del turno"
    on_clone = ("Clone" + pumped[len(name) :], "Clone" + based[len(name) :])[frog]
    as_seen = (sp + c, st + c) if frog else (p + bp + c, t + bt + c)
    spell_only = (sp, st) if frog else (p + bp, t + bt)
    candidates = [
        counted,
        Choice(
            _pt(*spell_only),
            f"Copia el efecto de {spell.ref}, pero ese efecto se aplica al original, no es un "
            "valor copiable (707.2).",
        ),
        Choice(
            _pt(*as_seen),
            "Copia la criatura tal como se ve en el campo de batalla; la copia toma solo los "
            "valores copiables (707.2).",
        ),
        dies,
    ]
    # A misreading that lands on the key (a 1/1 with a counter beside a printed 2/2) is no
    # wrong option; two misreadings on one value are one option (the first one's reason).
    candidates = list({w.text: w for w in reversed(candidates) if w.text != key.text}.values())
    rng.shuffle(candidates)
    # For the engine: the copy is its first object (p1), since it takes the original's name;
    # Clone's text is written as the copy effect, layer 1.

    def run(clone_counters: int = 0, also: str = "", copy: bool = True) -> EngineRun:
        effects = [based if frog else pumped]
        effects += [f"Clone se convierte en una copia de {name}"] if copy else []
        effects += [also] if also else []
        plus, minus = (counters, 0) if sign > 0 else (0, counters)
        clone = MadeUp(
            "Clone", 0, 0, plus=clone_counters if sign > 0 else 0,
            minus=clone_counters if sign < 0 else 0,
        )  # fmt: skip
        return EngineRun(
            scenario=ScenarioBuilder("layers")
            .permanents(clone, MadeUp(name, p, t, plus=plus, minus=minus))
            .effects(*effects),
            asks="pt",
            about="p1",
            cards=False,
        )

    engine = run()
    # Each misreading is the run with what it wrongly copies given to the copy itself, or
    # without the copy at all (a 0/0 Clone), keyed by the wrong option it gives.
    misread = {
        counted.text: run(counters),
        _pt(*spell_only): run(0, on_clone),
        _pt(*as_seen): run(counters, on_clone),
        dies.text: run(0, copy=False),
    }
    return Situation(
        area=Area.COPIES,
        setting=setting,
        ask=f"¿Qué fuerza y resistencia tiene {'tu' if clone_yours else 'la'} copia de "
        f"{original.ref}{'' if clone_yours else ' que controla tu rival'}?",
        cards=(original, spell, copier),
        key=key,
        wrong=tuple(candidates[:3]),
        rules=("707.2",),
        difficulty=0.35 if shape == "crecimiento" else 0.45,
        engine=engine,
        misread=tuple((w.text, misread[w.text]) for w in candidates[:3]),
    )


# The instants of the card data whose whole Oracle text is "Target creature gets +N/+N until
# end of turn." with a Spanish name (found by that text): the modification of layer 7c, so
# the board's numbers vary (issue 43: exact repeats). _pump_bonus reads N from the text.
PUMPS = ("Giant Growth", "Brute Force", "Titanic Growth", "Might of Oaks")
_PUMP = re.compile(r"gets \+(\d+)/\+\1 until end of turn")


def _pump_bonus(oracle: str) -> int:
    found = _PUMP.search(oracle)
    if found is None:
        raise NoQuestion("a pump spell whose text gives no +N/+N")
    return int(found[1])


def layer_order(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """Layer 7b before 7c whatever the timestamps: a set base, then modifications."""
    frog = cards.get("Turn to Frog", says="base power and toughness 1/1")
    growth = cards.get(rng.choice(PUMPS), says="until end of turn")
    bonus = _pump_bonus(growth.oracle)
    target = _creature(cards, rng)
    p, t = target.power or 0, target.toughness or 0
    counters = rng.randint(1, 2) if level_rank(level) > 0 else 0
    growth_first = rng.random() < 0.5
    has = (
        f", que tiene {counters} {'contador' if counters == 1 else 'contadores'} +1/+1"
        if counters
        else ""
    )
    first, second = (growth, frog) if growth_first else (frog, growth)
    # Whose creature it is (issue 43: another board, the same layers): its controller casts
    # the pump, the other player the frog; the order of the casts is the board's.
    yours = rng.random() < 0.5
    whose = "Controlas" if yours else "Tu rival controla"

    def casts(card: Card, first_word: bool = False) -> str:
        verb = "lanzas" if yours == (card is growth) else "tu rival lanza"
        verb = verb[0].upper() + verb[1:] if first_word else verb
        return f"{verb} {card.shown}"

    setting = (
        f"{whose} la criatura {target.shown}{has}. {casts(first, True)} sobre ella y "
        f"se resuelve; después {casts(second)} sobre ella y también se resuelve."
    )
    n = 1 + bonus + counters
    key = Choice(
        _pt(n, n),
        f"Convertir en rana fija la fuerza y resistencia base en la capa 7b; {growth.name_es} "
        + ("y los contadores modifican" if counters else "modifica")
        + " en la capa 7c, que se aplica después (613.4b, 613.4c). El orden de las capas manda "
        "antes que las marcas de tiempo, que solo ordenan dentro de una misma capa (613.7).",
    )
    wrong = [
        Choice(
            "1/1",
            "Supone que el efecto que fija 1/1 borra los modificadores, o que el último efecto "
            "en resolverse manda. Los modificadores de la capa 7c se aplican siempre después de "
            "la 7b (613.4).",
        ),
        Choice(
            _pt(p + bonus + counters, t + bonus + counters),
            f"Suma el +{bonus}/+{bonus} a la fuerza y resistencia impresas, pero Convertir en "
            "rana cambió la base a 1/1 (613.4b).",
        ),
    ]
    if counters:
        wrong.append(
            Choice(
                _pt(1 + bonus, 1 + bonus),
                "Olvida los contadores: siguen en la criatura y se aplican en la capa 7c (613.4c).",
            )
        )
    # The same layers for the engine: the counters were there first, then the two spells in
    # the order they resolved (the engine cannot read Turn to Frog's text: its effect is
    # written in the scenario's words, 1/1 set in 7b).
    said = {frog.name: "1/1 fijar", growth.name: f"+{bonus}/+{bonus}"}
    kept = [f"+1/+1 contador x{counters}"] if counters else []

    def run(effects: list[str]) -> EngineRun:
        return EngineRun(
            scenario=ScenarioBuilder("layers").base(MadeUp(target.name, p, t)).effects(*effects),
            asks="pt",
            about=target.name,
            cards=False,
        )

    engine: EngineRun | None = run([*kept, said[first.name], said[second.name]])
    # Each misreading is the run without what it forgets: the set base wiping the
    # modifications (1/1 alone), the set base left out, the counters left out.
    misread = [
        (wrong[0].text, run(["1/1 fijar"])),
        (wrong[1].text, run([*kept, said[growth.name]])),
    ]
    if counters:
        misread.append((wrong[2].text, run([said[first.name], said[second.name]])))
    rules: tuple[str, ...] = ("613.4", "613.4b", "613.4c", "613.7")
    if rng.random() < 0.4:  # the same board after the cleanup step (514.2)
        rules = ("514.2", *rules)  # what decides it: the effects end in the cleanup step
        key, wrong = _after_cleanup(p, t, counters, bonus, growth.name_es)
        ask = f"¿Qué fuerza y resistencia tiene {target.ref} en el turno siguiente?"
        engine, misread = _next_turn(
            target.name, p, t, counters, wrong, frog_first=not growth_first, bonus=bonus
        )
    else:
        ask = f"¿Qué fuerza y resistencia tiene ahora {target.ref}?"
    return Situation(
        area=Area.LAYERS,
        setting=setting,
        ask=ask,
        cards=(target, frog, growth),
        key=key,
        wrong=tuple(wrong),
        rules=rules,
        difficulty=0.5 if counters else 0.4,
        engine=engine,
        misread=tuple(misread),
    )


def _next_turn(
    name: str, p: int, t: int, counters: int, wrong: list[Choice], frog_first: bool, bonus: int
) -> tuple[EngineRun, list[tuple[str, EngineRun]]]:
    """The layer situation played on to the next turn in the engine (a timeline through the
    cleanup step, 514.2), and each misreading as the run where the effect it keeps lasts."""

    def run(frog_lasts: bool = False, growth_lasts: bool = False) -> EngineRun:
        def until(lasts: bool) -> str:
            return "para siempre" if lasts else "hasta el final del turno"

        spells = [
            Spell(
                "Convertir", says=f"{name} tiene fuerza y resistencia base 1/1 " + until(frog_lasts)
            ),
            Spell("Crecimiento", says=f"{name} obtiene +{bonus}/+{bonus} {until(growth_lasts)}"),
        ]
        if not frog_first:
            spells.reverse()
        return EngineRun(
            scenario=ScenarioBuilder("timeline")
            .creatures(MadeUp(name, p, t, plus=counters))
            .events(spells[0], "resuelve", spells[1], "resuelve", "siguiente turno"),
            asks="pt",
            about=name,
            cards=False,
        )

    # _after_cleanup's order: the frog kept, both kept, the growth kept.
    misread = [
        (wrong[0].text, run(frog_lasts=True)),
        (wrong[1].text, run(frog_lasts=True, growth_lasts=True)),
        (wrong[2].text, run(growth_lasts=True)),
    ]
    return run(), misread


def _after_cleanup(
    p: int, t: int, counters: int, bonus: int, growth: str
) -> tuple[Choice, list[Choice]]:
    """The layer situation a turn later: the effects "until end of turn" are gone, the
    counters stay (``bonus``: the pump's +N/+N, ``growth`` its Spanish name)."""
    key = Choice(
        _pt(p + counters, t + counters),
        "Los dos efectos duran «hasta el final del turno» y terminan en el paso de limpieza "
        "(514.2); "
        + (
            "los contadores se quedan y siguen sumando (613.4c)."
            if counters
            else "queda lo impreso."
        ),
    )
    wrong = [
        Choice(
            _pt(1 + counters, 1 + counters),
            f"Supone que Convertir en rana dura más que {growth}; los dos terminan "
            "en el paso de limpieza (514.2).",
        ),
        Choice(
            _pt(1 + bonus + counters, 1 + bonus + counters),
            "Supone que los efectos siguen; los dos duran «hasta el final del turno» (514.2).",
        ),
        Choice(
            _pt(p + bonus + counters, t + bonus + counters),
            f"Supone que el +{bonus}/+{bonus} sigue; termina en el paso de limpieza (514.2).",
        ),
    ]
    if counters:
        wrong.append(
            Choice(
                _pt(p, t),
                "Supone que los contadores se van con los efectos; los contadores se quedan "
                "(122.1).",
            )
        )
    return key, wrong


# Spells and Auras that set a creature's base power and toughness (layer 7b) and nothing the
# answer could hang on besides: (power, toughness), and whether it is an Aura (it stays: its
# timestamp is when it entered, 613.7e). Each is checked against the card data.
SETTERS = {
    "Turn to Frog": ((1, 1), False), "Ovinize": ((0, 1), False), "Snakeform": ((1, 1), False),
    "Humble": ((0, 1), False), "Frogify": ((1, 1), True), "Eaten by Piranhas": ((1, 1), True),
    "Ichthyomorphosis": ((0, 1), True), "Lignify": ((0, 4), True),
    "Kenrith's Transformation": ((3, 3), True),
}  # fmt: skip
_TRIES = 30


def timestamps(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """Effects in one sublayer apply in timestamp order: the latest one wins (613.7).

    Board shapes (issue 43: more than one per concept): two spells in one turn; an Aura that
    has been on the creature since an earlier turn, then a spell (the Aura is older: its
    timestamp is when it entered); and three of them, the last deciding."""
    shape = rng.choice(("mismo-turno", "aura-antes", "tres"))
    for _ in range(_TRIES):
        names = rng.sample(sorted(SETTERS), 3 if shape == "tres" else 2)
        if shape == "aura-antes":
            auras = sorted(n for n in SETTERS if SETTERS[n][1])
            spells = sorted(n for n in SETTERS if not SETTERS[n][1])
            names = [rng.choice(auras), rng.choice(spells)]
        target = _creature(cards, rng)
        values = [SETTERS[n][0] for n in names]
        original = (target.power or 0, target.toughness or 0)
        summed = (values[-1][0] + values[-2][0], values[-1][1] + values[-2][1])
        shown = [*values, original] + ([] if shape == "tres" else [summed])
        if len(set(shown)) == len(shown):
            break
    else:
        raise NoQuestion("no board of distinct values")
    played = [cards.get(n, says=f"base power and toughness {_pt(*SETTERS[n][0])}") for n in names]
    if shape == "aura-antes":
        setting = (
            f"Tu criatura {target.shown} lleva desde hace dos turnos el Aura de tu rival "
            f"{played[0].shown}. Este turno, tu rival lanza {played[1].shown} sobre ella y se "
            "resuelve."
        )
    elif shape == "tres":
        setting = (
            f"Tu rival lanza {played[0].shown} sobre tu criatura {target.shown} y se resuelve. "
            f"Después, en el mismo turno, lanza {played[1].shown} sobre ella y, por último, "
            f"{played[2].shown}; los tres se resuelven."
        )
    else:
        setting = (
            f"Tu rival lanza {played[0].shown} sobre tu criatura {target.shown} y se resuelve. "
            f"Más tarde, en el mismo turno, lanza {played[1].shown} sobre ella y también se "
            "resuelve."
        )
    later, last = values[-1], played[-1]

    # All set the base in 7b; the engine applies them by timestamp (their text written in the
    # scenario's words: it cannot read these cards).
    def run(order: list[tuple[int, int]]) -> EngineRun:
        effects = [f"{_pt(*v)} fijar" for v in order]
        base = MadeUp(target.name, target.power, target.toughness)
        return EngineRun(
            scenario=ScenarioBuilder("layers").base(base).effects(*effects),
            asks="pt",
            about=target.name,
            cards=False,
        )

    engine = run(values)
    first_wins = run(values[::-1])  # the misreading: the first effect keeps its value
    key = Choice(
        _pt(*later),
        "Todos fijan la fuerza y resistencia base en la capa 7b y ninguno depende de otro: "
        "se aplican por orden de marca de tiempo (613.4, 613.7) y el posterior, "
        f"{last.ref}, deja el valor final."
        + (
            " El efecto de un Aura tiene la marca de tiempo del Aura (613.7a), la que recibió"
            " al entrar y unirse a la criatura (613.7d, 613.7e): la suya es anterior."
            if shape == "aura-antes"
            else ""
        ),
    )
    wrong = [
        Choice(
            _pt(*values[0]),
            "Supone que el primer efecto manda. En la misma subcapa se aplican por marca de "
            "tiempo y el posterior sobrescribe al anterior (613.7)."
            + (
                " Un Aura no gana por seguir en el campo de batalla."
                if shape == "aura-antes"
                else ""
            ),
        ),
        Choice(
            _pt(*original),
            "Supone que dos efectos que fijan valores se anulan. Se aplican todos, uno tras "
            "otro (613.7).",
        ),
    ]
    if shape == "tres":
        wrong.append(
            Choice(
                _pt(*values[1]),
                f"Se queda en el segundo efecto, pero {last.ref} se lanzó después y su marca "
                "de tiempo es la última (613.7).",
            )
        )
    else:
        wrong.append(
            Choice(
                _pt(*summed),
                "Suma los dos valores, pero estos efectos fijan la base, no la modifican (613.4b).",
            )
        )
    aura = ("613.7a", "613.7d", "613.7e") if shape == "aura-antes" else ()
    rules = ("613.4b", "613.7", "613.4", *aura)
    return Situation(
        area=Area.LAYERS,
        setting=setting,
        ask=f"¿Qué fuerza y resistencia tiene {target.ref}?",
        cards=(target, *played),
        key=key,
        wrong=tuple(wrong),
        rules=rules,
        difficulty=0.45 if shape == "tres" else 0.4,
        engine=engine,
        misread=((wrong[0].text, first_wins),),
    )


# Dependency (613.8): the cards of the data saying "Nonbasic lands are Mountains", and the
# nonbasic lands saying "Each land is a <type> in addition to its other land types" (found by
# that Oracle text), each land type with its Spanish name and mana.
MOONS = ("Blood Moon", "Magus of the Moon")
ADDERS = {"Urborg, Tomb of Yawgmoth": "Swamp", "Yavimaya, Cradle of Growth": "Forest"}
LAND_TYPES = {
    "Plains": ("Llanura", "W"), "Island": ("Isla", "U"), "Swamp": ("Pantano", "B"),
    "Mountain": ("Montaña", "R"), "Forest": ("Bosque", "G"),
}  # fmt: skip


def dependency(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """613.8: the land type adder's effect depends on the moon's, which removes it.

    Board shapes: which one entered last, and whether the question asks about a basic land or
    the adder itself; the cards vary among those of the same text (MOONS, ADDERS) and the
    basic land among the types neither effect gives."""
    moon = cards.get(rng.choice(MOONS), says="Nonbasic lands are Mountains")
    adder_name, added = rng.choice(sorted(ADDERS.items()))
    adder = cards.get(adder_name, says=f"Each land is a {added}")
    basic_type = rng.choice(sorted(t for t in LAND_TYPES if t not in (added, "Mountain")))
    forest = cards.get(basic_type)
    added_es, added_mana = LAND_TYPES[added]
    basic_es, basic_mana = LAND_TYPES[basic_type]
    urborg = adder
    short = adder.ref
    moon_later = rng.random() < 0.5
    a_basic = f"una tierra básica, {forest.shown}"
    order = (
        f"Controlas {urborg.shown} y {a_basic}. Después tu rival lanza {moon.shown}."
        if moon_later
        else f"Tu rival controla {moon.shown}. Después juegas {urborg.shown}; ya controlabas "
        f"{a_basic}."
    )
    ask_forest = rng.random() < 0.5
    later_word = moon.ref if moon_later else short
    dependent = (
        f"El efecto de {short} depende del de {moon.ref}: los dos son de la capa 4, y aplicar "
        f"{moon.ref} hace que {short} pierda la habilidad que lo crea (613.8a, 305.7). Se "
        f"aplica primero {moon.ref} y el efecto de {short} ya no existe, sea cual sea la "
        "marca de tiempo (613.8b)."
    )
    timestamp = Choice(
        f"{{{basic_mana}}} o {{{added_mana}}}: es {basic_es} y {added_es}."
        if ask_forest
        else f"{{R}} o {{{added_mana}}}: es Montaña y {added_es}.",
        f"Ordena por marca de tiempo ({later_word} entró después), pero aquí manda la "
        f"dependencia (613.8b): {short} pierde su habilidad antes de que se aplique.",
    )
    # For the engine: the three real cards, read whole, in the order they entered. The
    # misreading (timestamps only, no dependency) is the adder's effect given by a source the
    # moon does not touch, with the adder's timestamp.
    about = forest.name if ask_forest else urborg.name
    each = f"cada tierra es un {added_es} además de sus otros tipos de tierra"
    plain = MadeUp("Tumba", types=("encantamiento",), abilities=(Ability("static", each),))
    urborg_card, forest_card = Real(urborg.name), Real(forest.name)

    def run(mine: list[Real | MadeUp]) -> EngineRun:
        layers = ScenarioBuilder("layers")
        return EngineRun(
            scenario=layers.permanents(*mine).permanents(Real(moon.name), rival=True)
            if moon_later
            else layers.permanents(Real(moon.name), rival=True).permanents(*mine),
            asks="mana",
            about=about,
            cards=True,
        )

    engine = run([urborg_card, forest_card])
    no_dependency = run(
        [plain, urborg_card, forest_card] if moon_later else [urborg_card, forest_card, plain]
    )
    misread: list[tuple[str, EngineRun]] = []
    if ask_forest or not moon_later:  # with the moon later, timestamps give {R} too
        misread.append((timestamp.text, no_dependency))
    if ask_forest:
        key = Choice(f"Solo {{{basic_mana}}}: es solo {basic_es}.", dependent)
        wrong: tuple[Choice, ...] = (
            timestamp,
            Choice(
                f"Solo {{R}}: {moon.ref} lo convierte en Montaña.",
                f"{moon.ref} solo afecta a las tierras no básicas; {forest.ref} es una tierra "
                "básica.",
            ),
            Choice(
                f"{{{basic_mana}}} o {{{added_mana}}}: {moon.ref} solo afecta a tierras no "
                f"básicas, así que {short} sigue haciendo tierras de tipo {added_es}.",
                f"{short} es no básica: es una Montaña y pierde la habilidad de su texto "
                f"(305.7), así que no da a ninguna tierra el tipo {added_es}.",
            ),
        )
        ask = f"¿Qué maná puede producir tu {forest.ref}?"
    else:
        key = Choice("Solo {R}: es una Montaña sin habilidades.", dependent)
        wrong = (
            *([timestamp] if misread else []),
            Choice(
                "Ningún maná: pierde sus tipos y no gana ninguno.",
                f"{moon.ref} le da el subtipo Montaña (613.1d, 305.7), y una Montaña tiene "
                "la habilidad de producir {R}.",
            ),
            Choice(
                f"Solo {{{added_mana}}}: {short} es legendaria y {moon.ref} no le afecta.",
                f"Ser legendaria no la protege: es una tierra no básica y {moon.ref} la "
                "convierte en Montaña.",
            ),
        )
        ask = f"¿Qué es {urborg.ref} y qué maná puede producir?"
        # The misreading "the moon does not touch a legendary land": the board without it.
        untouched = EngineRun(
            scenario=ScenarioBuilder("layers").permanents(urborg_card, forest_card),
            asks="mana",
            about=urborg.name,
            cards=True,
        )
        misread.append((wrong[-1].text, untouched))
    return Situation(
        area=Area.LAYERS,
        setting=order,
        ask=ask,
        cards=(urborg, forest, moon),
        key=key,
        wrong=wrong,
        rules=("613.8a", "613.8b", "305.7", "613.1d"),
        difficulty=0.7,
        engine=engine,
        misread=tuple(misread),
    )
