"""Situations about players: control against ownership, Commander, multiplayer games."""

from __future__ import annotations

import random
import weakref

from bot.engine.builder import MadeUp, Real, ScenarioBuilder, Spell, Zone
from bot.engine.scenario import Kind
from bot.quiz.errors import NoQuestion
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.effects import PLAIN_CREATURES
from bot.quiz.situations.fates import YOU, Fate, describe
from bot.quiz.situations.legends import LEGENDS
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.topics import Level

WURM = "Boneyard Wurm"
_RIVAL = "Jugador no activo"

COMMANDERS = (
    "Kenrith, the Returned King",
    "Atraxa, Praetors' Voice",
    "Edgar Markov",
    "Krenko, Mob Boss",
    "Ghalta, Primal Hunger",
)
# Any legendary creature can be a commander: for the tax, besides COMMANDERS, the legendary
# creatures of the card data whose Oracle text is empty or keywords only (found by that text,
# not chosen for their answers), so the engine reads them whole; _taxed keeps only those it
# does (issue 43: the commander tax came back too often with the same cards).
TAX_COMMANDERS = (
    *COMMANDERS, *LEGENDS, "Rorix Bladewing", "Zetalpa, Primal Dawn",
)  # fmt: skip


def stolen_sacrifice(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """A card goes to its owner's graveyard, whoever controlled it (400.3, 108.3): a card that
    counts the creature cards in your graveyard does not see a stolen creature you sacrificed."""
    steal = cards.get(rng.choice(("Act of Treason", "Threaten")), says="until end of turn")
    fling = cards.get("Fling", says="sacrifice a creature")
    wurm = cards.get(WURM, says="creature cards in your graveyard")
    names = rng.sample(PLAIN_CREATURES, 1 + rng.randint(1, 3))
    creature, buried = cards.creature(names[0]), [cards.creature(n) for n in names[1:]]
    k = len(buried)
    graveyard = ", ".join(c.shown for c in buried)
    setting = (
        f"Controlas {wurm.shown}; en tu cementerio hay {k} "
        f"{'carta' if k == 1 else 'cartas'} de criatura ({graveyard}). Lanzas {steal.shown} "
        f"sobre {creature.shown}, una criatura de tu rival, y atacas con ella. Después lanzas "
        f"{fling.shown} sacrificándola como coste adicional, con objetivo tu rival, y se "
        "resuelve."
    )
    key = Choice(
        f"{k}/{k}",
        f"La criatura sacrificada va al cementerio de su propietario, tu rival (400.3): "
        "controlarla no la hace tuya, su propietario es quien empezó la partida con ella "
        f"(108.3). En tu cementerio siguen {k} cartas de criatura; {fling.ref} también va a "
        "él (608.2n), pero no es una carta de criatura.",
    )
    yours = Choice(
        f"{k + 1}/{k + 1}",
        "Confunde control con propiedad: la controlabas al sacrificarla, pero va al "
        "cementerio de su propietario, tu rival (400.3, 108.3).",
    )
    wrong = (
        yours,
        Choice(
            f"{k + 2}/{k + 2}",
            f"Cuenta la criatura robada y {fling.ref}. La criatura va al cementerio de tu "
            f"rival (400.3), y {fling.ref} es un instantáneo, no una carta de criatura.",
        ),
        Choice(
            f"{k - 1}/{k - 1}" if k > 1 else "0/0: muere como acción basada en estado",
            "Supone que sacrificar una criatura quita una carta de tu cementerio; no quita "
            "nada, y la sacrificada va al de su propietario (400.3).",
        ),
    )

    def run(owner: str) -> EngineRun:
        return EngineRun(
            scenario=ScenarioBuilder("triggers")
            .creatures(Real(wurm.name), Real(creature.name))
            .graveyard(*(Real(c.name) for c in buried))
            .spells(Spell(fling.name, targets=(creature.name, _RIVAL)))
            .owned_by(creature.name, owner),
            asks="pt",
            about=wurm.name,
            cards=True,
        )

    return Situation(
        area=Area.CONTROL,
        setting=setting,
        ask=f"¿Qué fuerza y resistencia tiene {wurm.ref} después?",
        cards=(wurm, steal, creature, fling, *buried),
        key=key,
        wrong=wrong,
        rules=("400.3", "108.3", "608.2n"),
        difficulty=0.35,
        engine=run(_RIVAL),
        misread=((yours.text, run("Jugador activo")),),
    )


# Auras that say only "You control enchanted creature/permanent" (and their enchant line),
# sweepers that destroy all creatures, and spells that destroy one target creature: each
# checked against the card data where drawn, and every board read whole by the engine.
CONTROL_AURAS = ("Control Magic", "Mind Control", "Confiscate")
SWEEPERS = ("Wrath of God", "Day of Judgment", "Damnation", "Supreme Verdict")
REMOVAL = ("Murder", "Hero's Downfall", "Terminate", "Eviscerate")


def aura_control(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """A stolen creature and the Aura that stole it go to their own owners' graveyards; in a
    multiplayer game, a player who leaves takes what they own (800.4a). The engine reads the
    Aura's "You control enchanted creature." and says where each card goes."""
    aura = cards.get(rng.choice(CONTROL_AURAS), says="You control enchanted")
    creature = cards.creature(rng.choice(PLAIN_CREATURES))
    leaves = level_rank(level) > 0 and rng.random() < 0.5
    owner = "Ana" if leaves else "tu rival"
    # Who stole whose creature (issue 43: another board, the same rule): you the rival's, or
    # (two players) the rival yours; either player casts the spell that destroys it. The
    # engine's board is the thief's: its active player controls the Aura, and the words say
    # which player of the text that is.
    thief = leaves or rng.random() < 0.5
    players = ((_RIVAL, owner),) if thief else ((_RIVAL, YOU), ("Jugador activo", "tu rival"))
    words = ((creature.name, creature.ref), (aura.name, aura.ref), *players)

    def board(kind: Kind) -> ScenarioBuilder:
        table = ScenarioBuilder(kind).players("Beto", "Carla") if leaves else ScenarioBuilder(kind)
        return table.creatures(Real(creature.name), rival=True).auras(
            Real(aura.name, attached_to=creature.name)
        )

    def where(*fates: Fate) -> str:
        return describe(list(zip((creature.ref, aura.ref), fates, strict=True)))

    def run(scenario: ScenarioBuilder, creature_owner: str | None = None) -> EngineRun:
        return EngineRun(
            scenario=scenario.owned_by(creature.name, creature_owner)
            if creature_owner
            else scenario,
            asks="where",
            about=f"{creature.name}; {aura.name}",
            cards=True,
            words=words,
        )

    # The misreading both boards share: whoever controls a card is taken for its owner.
    stays, yours = Fate("battlefield"), Fate("graveyard")
    if leaves:
        setting = (
            f"En una partida de cuatro jugadores, controlas {creature.shown} de Ana gracias a "
            f"tu {aura.shown}. Ana pierde la partida."
        )
        engine = run(board("sba").life(0, rival=True))
        key = Choice(
            where(Fate("game", owner), yours),
            "Cuando un jugador deja la partida, todos los objetos que posee la dejan también "
            "(800.4a). El Aura queda sin encantar nada y va al cementerio de su propietario, tú, "
            "como acción basada en estado (704.5m).",
        )
        misread = Choice(
            where(stays, stays),
            "Confunde control con propiedad: la criatura sigue siendo de Ana, y los objetos que "
            "posee Ana dejan la partida con ella (800.4a).",
        )
        wrong: tuple[Choice, ...] = (
            misread,
            Choice(
                where(Fate("graveyard", owner), yours),
                "Ana ya no está en la partida: su carta no va a su cementerio, deja la partida "
                "(800.4a).",
            ),
            Choice(
                where(Fate("game", owner), Fate("game", owner)),
                "Solo dejan la partida los objetos que posee Ana (800.4a); el Aura es tuya y va "
                "a tu cementerio (704.5m).",
            ),
        )
        rules: tuple[str, ...] = ("800.4a", "704.5m", "108.3")
        shown: tuple[Card, ...] = (aura, creature)
    else:
        # Two board shapes: a sweeper, or a removal spell aimed at the stolen creature.
        you_cast = rng.random() < 0.5
        caster = "Lanzas" if you_cast else "Tu rival lanza"
        if rng.random() < 0.5:
            sweeper = cards.get(rng.choice(SWEEPERS), says="Destroy all creatures")
            cast = Spell(sweeper.name, rival=you_cast != thief)
            told = f"{caster} {sweeper.shown}."
        else:
            sweeper = cards.get(rng.choice(REMOVAL), says="Destroy target creature")
            cast = Spell(sweeper.name, targets=(creature.name,), rival=you_cast != thief)
            told = f"{caster} {sweeper.shown} sobre esa criatura."
        if thief:
            setting = f"Controlas {creature.shown} de tu rival gracias a tu {aura.shown}. {told}"
        else:
            setting = f"Tu rival controla tu {creature.shown} gracias a su {aura.shown}. {told}"
        shown = (aura, creature, sweeper)
        engine = run(board("triggers").spells(cast))
        # The creature's owner's graveyard and the Aura's owner's, as the text calls them.
        theirs = Fate("graveyard", owner)
        to_creature, to_aura = (theirs, yours) if thief else (yours, theirs)
        key = Choice(
            where(to_creature, to_aura),
            "Cada carta va al cementerio de su propietario (400.3): la criatura al "
            + ("de tu rival" if thief else "tuyo")
            + " y el Aura, que ya no encanta nada, al "
            + ("tuyo" if thief else "de tu rival")
            + " como acción basada en estado (704.5m).",
        )
        misread = Choice(
            where(to_aura, to_aura),
            (
                "Controlabas la criatura, pero no es tuya"
                if thief
                else "Tu rival controlaba la criatura, pero es tuya"
            )
            + ": va al cementerio de su propietario (400.3).",
        )
        wrong = (
            misread,
            Choice(
                where(to_creature, to_creature),
                (
                    "El Aura es tuya: va a tu cementerio"
                    if thief
                    else "El Aura es de tu rival: va a su cementerio"
                )
                + " (704.5m, 400.3).",
            ),
            Choice(
                where(to_aura, stays),
                "La criatura va al cementerio de su propietario (400.3), y un Aura que no "
                "encanta nada va al cementerio como acción basada en estado (704.5m).",
            ),
        )
        rules = ("400.3", "704.5m", "108.3")
    return Situation(
        area=Area.MULTIPLAYER if leaves else Area.CONTROL,
        setting=setting,
        ask=f"¿Qué pasa con {creature.ref} y con {aura.ref}?",
        cards=shown,
        key=key,
        wrong=wrong,
        rules=rules,
        difficulty=0.5 if leaves else 0.3,
        engine=engine,
        misread=((misread.text, run(engine.scenario, "Jugador activo")),),
    )


def commander_damage(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """21 combat damage from the same commander loses the game (903.10a, 704.6c): counted per
    commander, only combat damage, whatever the life total. The engine plays the attack."""
    names = rng.sample(COMMANDERS[:4], 2)  # Ghalta's 12 power would end it in two hits
    first, second = cards.creature(names[0]), cards.creature(names[1])
    power = first.power or 0
    earlier = 21 - power + rng.randint(0, 2)
    life = earlier + power + rng.randint(5, 15)
    same = rng.random() < 0.5
    kind = "same" if same else ("noncombat" if rng.random() < 0.5 else "separate")
    before = second if kind == "separate" else first
    how = (
        # Not "with an ability": the real commander may have none that deals damage. A spell
        # can make any creature the source of noncombat damage to a player ("Target creature
        # you control deals damage equal to its power to any target").
        "de daño fuera del combate: un hechizo hizo que ese comandante hiciera ese daño"
        if kind == "noncombat"
        else "de daño de combate"
    )
    # The same commander after a trip to the command zone (issue 43: another board): still
    # the same commander, its damage still counted (903.10a counts over the game, 903.3).
    recast = kind == "same" and rng.random() < 0.5
    again = (
        " Después murió, su propietario lo puso en la zona de mando y lo volvió a lanzar."
        if recast
        else ""
    )
    setting = (
        f"En una partida de Commander tienes {life} vidas. Durante la partida, el comandante "
        f"{before.shown} te ha hecho {earlier} puntos {how}.{again} Ahora el comandante "
        f"{first.shown} te ataca, no lo bloqueas y te hace {power} puntos de daño de combate."
    )
    left = life - power
    loses_same = Choice(
        "Pierdes la partida: has recibido 21 o más puntos de daño de combate de un mismo "
        "comandante.",
        "Un jugador que ha recibido 21 o más puntos de daño de combate del mismo comandante a "
        "lo largo de la partida pierde, tenga las vidas que tenga (903.10a, 704.6c).",
    )
    one_turn = Choice(
        f"Sigues en la partida con {left} vidas: el daño de comandante solo cuenta si se hace "
        "en un mismo turno.",
        "Se cuenta el daño de combate de todo lo que va de partida, no de un turno (903.10a).",
    )
    only_life = Choice(
        f"Sigues en la partida con {left} vidas: solo se pierde al llegar a 0 vidas.",
        "En Commander hay otra forma de perder: 21 puntos de daño de combate de un "
        "mismo comandante (704.6c).",
    )
    misread: tuple[tuple[str, EngineRun], ...]
    if kind == "same":
        key = loses_same
        wrong: tuple[Choice, ...] = (
            only_life,
            one_turn,
            Choice(
                "Pierdes la partida, pero al final del turno, cuando se cuenta el daño de "
                "comandante.",
                "Es una acción basada en estado (704.6c): se pierde en cuanto se comprueban, "
                "la próxima vez que un jugador fuera a recibir prioridad, no al final del turno.",
            ),
        )
        # Not knowing the rule: the same attack by a creature that is no commander; counting
        # one turn only: the commander with no damage before.
        misread = (
            (only_life.text, _commander_run(first, life)),
            (one_turn.text, _commander_run(first, life, commanders=(first,))),
        )
        if recast:  # the count started again with the new object: no damage before
            anew = Choice(
                f"Sigues en la partida con {left} vidas: al volver de la zona de mando es un "
                "objeto nuevo y su daño se cuenta desde cero.",
                "Es otro objeto (400.7), pero sigue siendo el mismo comandante (903.3), y el "
                "daño de combate de un comandante se cuenta a lo largo de toda la partida "
                "(903.10a).",
            )
            wrong = (only_life, anew, wrong[2])
            misread = (
                (only_life.text, _commander_run(first, life)),
                (anew.text, _commander_run(first, life, commanders=(first,))),
            )
    elif kind == "separate":
        key = Choice(
            f"Sigues en la partida con {left} vidas: el daño de cada comandante se cuenta por "
            "separado.",
            "El daño de comandante se cuenta por separado para cada comandante (903.10a): "
            "ninguno llega a 21.",
        )
        added = Choice(
            "Pierdes la partida: sumas 21 o más puntos de daño de combate entre los dos "
            "comandantes.",
            "El daño no se suma entre comandantes: cuenta el de cada uno (903.10a).",
        )
        late = Choice(
            "Pierdes la partida al final del turno: entre los dos comandantes suman 21 o más.",
            "El daño no se suma entre comandantes (903.10a), y la pérdida por daño de "
            "comandante es una acción basada en estado (704.6c), no algo del final del turno.",
        )
        # (Not "Sigues … en un mismo turno": the key's own answer with another reason.)
        wrong = (added, late)
        # Adding the two up: as if the earlier damage had come from the attacking commander.
        misread = ((added.text, _commander_run(first, life, earlier, (first,), first)),)
    else:
        key = Choice(
            f"Sigues en la partida con {left} vidas: solo cuenta el daño de combate del "
            "comandante.",
            "Solo el daño de combate de un mismo comandante cuenta para los 21 (903.10a): el "
            "de la habilidad no, y este ataque solo suma "
            f"{power}.",
        )
        counted = Choice(
            "Pierdes la partida: el comandante te ha hecho 21 o más puntos de daño en total.",
            "Cuenta también el daño que no es de combate; solo cuenta el daño de combate "
            "(903.10a, 704.6c).",
        )
        late = Choice(
            "Pierdes la partida al final del turno, cuando se suma todo el daño del comandante.",
            "Solo cuenta el daño de combate (903.10a), y la pérdida por daño de comandante es "
            "una acción basada en estado (704.6c), no algo del final del turno.",
        )
        wrong = (counted, late)
        # Counting the ability's damage as if it had been combat damage.
        misread = ((counted.text, _commander_run(first, life, earlier, (first,), first)),)
    engine = {
        "same": _commander_run(first, life, earlier, (first,), first),
        "separate": _commander_run(first, life, earlier, (first, second), second),
        "noncombat": _commander_run(first, life, commanders=(first,)),
    }[kind]
    if rng.random() < 0.5:  # your commanders attack your rival (issue 43: another board)
        setting, key, wrong = (
            _to_rival(setting),
            _rival_choice(key),
            tuple(map(_rival_choice, wrong)),
        )
        misread = tuple((_to_rival(text), run) for text, run in misread)
    return Situation(
        area=Area.MULTIPLAYER,
        setting=setting,
        ask="¿Qué pasa?",
        cards=(second, first) if kind == "separate" else (first,),
        key=key,
        wrong=wrong,
        rules=("903.10a", "704.6c", *(("903.3", "400.7") if recast else ())),
        difficulty=0.4 if recast else {"same": 0.3, "separate": 0.4, "noncombat": 0.45}[kind],
        engine=engine,
        misread=misread,
    )


# The commander damage board told from the attacker's side: the player hit is your rival (the
# engine's run is the same; only who the text calls "you" changes).
_RIVAL_WORDS = (
    ("En una partida de Commander tienes", "En una partida de Commander tu rival tiene"),
    ("te ha hecho", "le ha hecho"),
    ("te ataca, no lo bloqueas y te hace", "ataca a tu rival, que no lo bloquea, y le hace"),
    ("Pierdes la partida", "Tu rival pierde la partida"),
    ("Sigues en la partida", "Tu rival sigue en la partida"),
    ("has recibido", "ha recibido"),
    ("sumas 21", "suma 21"),
)


def _to_rival(text: str) -> str:
    for yours, theirs in _RIVAL_WORDS:
        text = text.replace(yours, theirs)
    return text


def _rival_choice(choice: Choice) -> Choice:
    return Choice(_to_rival(choice.text), _to_rival(choice.why))


def _short(card: Card) -> str:
    """A commander's name in the engine's scenario words: before its comma ("Kenrith")."""
    return card.name.partition(",")[0]


def _commander_run(
    attacker: Card,
    life: int,
    earlier: int = 0,
    commanders: tuple[Card, ...] = (),
    dealt_earlier: Card | None = None,
) -> EngineRun:
    """The attacker unblocked against you (the defender, with ``life``); ``commanders`` are
    marked as commanders; ``dealt_earlier`` dealt you ``earlier`` combat damage before."""

    def made_up(card: Card) -> MadeUp:
        return MadeUp(_short(card), card.power, card.toughness)

    others = [made_up(c) for c in commanders if c is not attacker]
    scenario = (
        ScenarioBuilder("combat")
        .attack(made_up(attacker))
        .permanents(*others)
        .commanders(*(_short(c) for c in commanders))
        .life(life, rival=True)
    )
    if dealt_earlier is not None:
        scenario = scenario.earlier(
            f"el comandante {_short(dealt_earlier)} le hizo {earlier} de daño de combate al rival"
        )
    return EngineRun(scenario=scenario, asks="game", about="Jugador defensor", cards=False)


def _tax_run(
    name: str, command_casts: int, hand_casts: int = 0, zone: Zone = "command"
) -> EngineRun:
    short = name.partition(",")[0]
    facts = [f"lanzaste a {short} {command_casts} veces desde la zona de mando"]
    facts += [f"lanzaste a {short} {hand_casts} vez desde la mano"] if hand_casts else []
    return EngineRun(
        scenario=ScenarioBuilder("timing").cast_now(name, zone).earlier(*facts),
        asks="cost",
        about=name,
        cards=True,
    )


_TAXED: weakref.WeakKeyDictionary[SituationCards, tuple[str, ...]] = weakref.WeakKeyDictionary()


def _taxed(cards: SituationCards) -> tuple[str, ...]:
    """The commanders whose cost the engine works out reading their whole text: a commander
    whose cost depends on a board (Ghalta) or with text the engine skips is left out, since a
    question rests on complete runs only (Outcome.complete). Checked once per card source."""
    from bot.quiz.situations.engine_runs import run

    found = _TAXED.get(cards)
    if found is None:
        found = tuple(n for n in TAX_COMMANDERS if run(_tax_run(n, 1), cards).complete)
        _TAXED[cards] = found
    if not found:
        raise NoQuestion("the engine reads no commander's text whole")
    return found


def commander_tax(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """{2} more for each previous cast from the command zone (903.8), and only from there.

    Board shapes by concept (issue 43: more set-ups, each a different question to a judge):
    básico, the plain count, or the commander back in its owner's hand (cast from the hand, no
    tax); intermedio adds a cast from the hand among the earlier ones, and moves to the command
    zone that were not casts (903.9a: a zone change, not a cast, adds nothing)."""
    commander = cards.creature(rng.choice(_taxed(cards)))
    value = commander.mana_value
    # With 1, adding up the taxes gives the right answer; up to 4, a long game's count (the
    # count is part of the board: more of them, fewer exact repeats, issue 43).
    before = rng.randint(2, 4)
    shapes = ["zona", "mano-ahora"] + (["mano-antes", "movido"] if level_rank(level) >= 1 else [])
    shape = rng.choice(shapes)
    # Whose commander it is (issue 43: another board, the same count): yours, or your
    # rival's, told in the third person; the tax does not depend on who pays it.
    yours = rng.random() < 0.5
    earlier = {
        "zona": "",
        "mano-antes": (f" y una vez desde {'tu' if yours else 'su'} mano, tras volver a ella"),
        "movido": (
            "; además, una vez que fue al cementerio "
            f"{'elegiste' if yours else 'eligió'} ponerlo en la zona de mando sin lanzarlo"
        ),
        "mano-ahora": "",
    }[shape]
    if yours:
        now = (
            "Ahora un rival lo devolvió a tu mano y vas a lanzarlo desde tu mano."
            if shape == "mano-ahora"
            else "Ahora está otra vez en la zona de mando y vas a lanzarlo."
        )
        setting = (
            f"Tu comandante es {commander.shown} (coste {commander.mana_cost}, valor de maná "
            f"{value}). En esta partida lo has lanzado {before} veces desde la zona de mando"
            f"{earlier}. {now}"
        )
    else:
        now = (
            "Ahora lo devolviste a su mano y tu rival va a lanzarlo desde su mano."
            if shape == "mano-ahora"
            else "Ahora está otra vez en la zona de mando y tu rival va a lanzarlo."
        )
        setting = (
            f"El comandante de tu rival es {commander.shown} (coste {commander.mana_cost}, "
            f"valor de maná {value}). En esta partida tu rival lo ha lanzado {before} veces "
            f"desde la zona de mando{earlier}. {now}"
        )

    def run(command_casts: int, hand_casts: int = 0, zone: Zone = "command") -> EngineRun:
        return _tax_run(commander.name, command_casts, hand_casts, zone)

    taxed = value + 2 * before
    forgot = Choice(
        f"{value} de maná",
        "Olvida el impuesto de comandante: desde la zona de mando cuesta {2} más por cada "
        "vez anterior que se lanzó desde allí (903.8).",
    )
    by_one = Choice(
        f"{value + before} de maná",
        "Cuenta {1} por vez; son {2} por cada vez anterior (903.8).",
    )
    piled = Choice(
        f"{value + before * (before + 1)} de maná",
        "Acumula el impuesto ({2}, luego {4}, luego {6}…); es {2} por cada vez anterior, "
        f"en total: 2 × {before} (903.8).",
    )
    if shape == "mano-ahora":
        key = Choice(
            f"{value} de maná",
            "El impuesto de comandante se paga solo al lanzarlo desde la zona de mando (903.8); "
            "desde la mano cuesta lo que dice la carta.",
        )
        home = Choice(
            f"{taxed} de maná",
            "Aplica el impuesto también desde la mano; 903.8 lo suma solo a los lanzamientos "
            "desde la zona de mando.",
        )
        wrong: list[Choice] = [
            home,
            Choice(
                f"{taxed + 2} de maná",
                "Cuenta el impuesto y además este lanzamiento; desde la mano no hay impuesto "
                "(903.8).",
            ),
            Choice(
                f"{value + before} de maná",
                "Cuenta {1} por vez y desde la mano; desde la mano no hay impuesto (903.8).",
            ),
        ]
        misread: tuple[tuple[str, EngineRun], ...] = ((home.text, run(before)),)
        engine = run(before, zone="hand")
    else:
        why = f"{value} + 2 × {before}"
        why += {
            "mano-antes": ". Lanzarlo desde la mano no cuenta.",
            "movido": ". Ponerlo en la zona de mando sin lanzarlo no cuenta (903.9a).",
        }.get(shape, ".")
        key = Choice(
            f"{taxed} de maná",
            "Cuesta {2} más por cada vez anterior que se lanzó desde la zona de mando "
            f"(903.8): {why}",
        )
        extra = {
            "mano-antes": "Cuenta también la vez que se lanzó desde la mano; solo cuentan "
            "los lanzamientos desde la zona de mando (903.8).",
            "movido": "Cuenta la vez que se puso en la zona de mando sin lanzarlo; solo "
            "cuentan los lanzamientos desde allí (903.8, 903.9a).",
        }.get(
            shape,
            "Cuenta también el lanzamiento de ahora; el impuesto cuenta solo las veces "
            "anteriores (903.8).",
        )
        one_more = Choice(f"{taxed + 2} de maná", extra)
        wrong = [one_more, by_one, piled, forgot]
        misread = ((one_more.text, run(before + 1)), (forgot.text, run(before, zone="hand")))
        engine = run(before, int(shape == "mano-antes"))

    return Situation(
        area=Area.MULTIPLAYER,
        setting=setting,
        ask="¿Cuánto maná cuesta lanzarlo ahora?",
        cards=(commander,),
        key=key,
        wrong=tuple(wrong),
        rules=("903.8", "903.9a") if shape == "movido" else ("903.8",),
        difficulty=0.3 if shape == "zona" else 0.45,
        engine=engine,
        misread=misread,
    )
