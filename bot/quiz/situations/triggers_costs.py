"""Situations about triggers that look back in time, costs, and mana abilities."""

from __future__ import annotations

import random

from bot.quiz.situations.cards import SituationCards, mana_value
from bot.quiz.situations.effects import PLAIN_CREATURES
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.topics import Level


def _times(n: int) -> str:
    return "1 vez" if n == 1 else f"{n} veces"


def look_back(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """Dies triggers look back (603.10a): the creature dying with the others sees them all."""
    sweeper = cards.get(rng.choice(("Wrath of God", "Damnation")), says="Destroy all creatures")
    yours_only = level_rank(level) > 0 and rng.random() < 0.5
    if yours_only:
        watcher = cards.get("Zulaport Cutthroat", says="another creature you control dies")
    else:
        watcher = cards.get("Blood Artist", says="this creature or another creature dies")
    mine, theirs = rng.randint(1, 3), rng.randint(2, 3)  # 1 would make two options equal
    names = rng.sample(PLAIN_CREATURES, 2)
    mine_card, theirs_card = cards.creature(names[0]), cards.creature(names[1])
    setting = (
        f"Controlas {watcher.shown} y {mine} "
        f"{'criatura' if mine == 1 else 'criaturas'} más (copias de {mine_card.shown}); tu rival "
        f"controla {theirs} {'criatura' if theirs == 1 else 'criaturas'} (copias de "
        f"{theirs_card.shown}). Tu rival lanza {sweeper.shown}."
    )
    total = 1 + mine + (0 if yours_only else theirs)
    counted = "tuyas " if yours_only else ""
    key = Choice(
        _times(total),
        f"Las habilidades que se disparan al morir una criatura «miran hacia atrás» (603.10a): "
        f"se comprueba el juego justo antes del suceso, cuando {watcher.ref} aún estaba en el "
        f"campo de batalla, así que ve morir a todas las criaturas {counted}a la vez, ella "
        "incluida.",
    )
    wrong = [
        Choice(
            "Ninguna vez",
            f"Supone que {watcher.ref}, al morir a la vez, no ve las muertes. Las habilidades de "
            "dejar el campo de batalla miran hacia atrás en el tiempo (603.10a).",
        ),
        Choice(
            _times(total - 1),
            f"Olvida la propia {watcher.ref}: su texto dice «esta criatura u otra criatura».",
        ),
    ]
    if yours_only:
        wrong.append(
            Choice(
                _times(1 + mine + theirs),
                "Cuenta también las criaturas del rival, pero el texto dice «otra criatura que "
                "controles».",
            )
        )
    else:
        wrong.append(
            Choice(
                _times(1 + mine),
                "Cuenta solo tus criaturas, pero el texto dice «otra criatura», de cualquier "
                "jugador.",
            )
        )
    # For the engine: the sweeper and the creatures are the real cards, which it reads; the
    # watcher's trigger is written in its words (it cannot read Blood Artist's text), one
    # trigger per kind of death the card names.
    deaths = ["muere", "muere otra criatura tuya"] + (
        [] if yours_only else ["muere una criatura rival"]
    )

    def run(seen: list[str]) -> EngineRun:
        watcher_said = "Vigía 0/1 " + " ".join(
            f"disparo:cuando {d}, el rival pierde 1 vida" for d in seen
        )
        return EngineRun(
            scenario=f'pila criaturas:"{"; ".join([watcher_said, *[mine_card.name] * mine])}" '
            f'criaturas_rival:"{"; ".join([theirs_card.name] * theirs)}" '
            f'hechizo:"{sweeper.name} (rival)"',
            asks="triggers",
            about="Vigía",
            cards=True,
        )

    engine = run(deaths)
    # The card misread, each the run with its text so read: "this creature" left out; the
    # other player's creatures left out, or counted although it says "you control".
    rival = "muere una criatura rival"
    misread = (
        (wrong[1].text, run(deaths[1:])),
        (wrong[2].text, run([*deaths, rival] if yours_only else deaths[:2])),
    )
    return Situation(
        area=Area.LOOK_BACK,
        setting=setting,
        ask=f"¿Cuántas veces se dispara la habilidad de {watcher.ref}?",
        cards=(watcher, mine_card, theirs_card, sweeper),
        key=key,
        wrong=tuple(wrong),
        rules=("603.10a", "603.10", "603.2"),
        difficulty=0.45,
        engine=engine,
        misread=misread,
    )


def mana_ability(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """A mana ability does not use the stack: nobody can respond to it (605.3b)."""
    elf = cards.get(rng.choice(("Llanowar Elves", "Elvish Mystic")), says="{T}: Add {G}.")
    burn = cards.get(rng.choice(("Shock", "Lightning Bolt")), says="damage to any target")
    spell = cards.get("Giant Growth", says="+3/+3")
    setting = (
        f"Tu rival controla {elf.shown} desde el turno anterior. Gira {elf.ref} para pagar "
        f"{spell.shown}. Quieres responder a la habilidad con {burn.shown} sobre {elf.ref} "
        "para que no produzca el maná."
    )
    key = Choice(
        "No: nadie puede responder a ella.",
        "Una habilidad activada sin objetivo que produce maná es una habilidad de maná "
        "(605.1a): no va a la pila y no se puede responder a ella (605.3b).",
    )
    wrong = (
        Choice(
            f"Sí: {burn.ref} se resuelve antes y no hay maná.",
            "Supone que toda habilidad activada usa la pila; las de maná no (605.3b).",
        ),
        Choice(
            "No: la habilidad ya no depende de su fuente.",
            "Es cierto de una habilidad que está en la pila (113.7a), pero esta nunca llega a "
            "ella: el motivo es que no hay momento para responder (605.3b).",
        ),
        Choice(
            "No hace falta: tiene mareo de invocación.",
            "Lleva desde el turno anterior bajo el control de tu rival: puede usar habilidades "
            "con {T} (302.6).",
        ),
    )
    return Situation(
        area=Area.COSTS,
        setting=setting,
        ask="¿Puedes impedir que produzca el maná?",
        cards=(elf, spell, burn),
        key=key,
        wrong=wrong,
        rules=("605.3b", "605.1a", "113.7a", "302.6"),
        difficulty=0.3,
    )


def _paid(total: int, value: int) -> str:
    return f"Paga {total} de maná en total; el valor de maná del hechizo es {value}."


def cost_increase(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """The total cost (601.2f) is not the mana value (202.3); a tax applies to everyone."""
    thalia = cards.get("Thalia, Guardian of Thraben", says="Noncreature spells cost {1} more")
    creature_spell = level_rank(level) > 0 and rng.random() < 0.35
    if creature_spell:
        spell = cards.creature(rng.choice(PLAIN_CREATURES))
    else:
        spell = cards.get(
            rng.choice(("Lightning Bolt", "Shock", "Negate", "Counterspell", "Giant Growth"))
        )
    value = mana_value(spell.mana_cost)
    you_cast = rng.random() < 0.5
    who = "Controlas" if you_cast else "Tu rival controla"
    caster = "Lanzas" if you_cast else "Tu rival lanza"
    setting = f"{who} {thalia.shown}. {caster} {spell.shown} (coste de maná {spell.mana_cost})."
    mv_rule = "El valor de maná sale solo del coste de maná impreso (202.3)"
    if creature_spell:
        key = Choice(
            _paid(value, value),
            "Thalia solo encarece los hechizos que no son de criatura; el coste total es el "
            f"coste de maná (601.2f). {mv_rule}.",
        )
        wrong: tuple[Choice, ...] = (
            Choice(
                _paid(value + 1, value),
                "Aplica el aumento de Thalia a un hechizo de criatura; su texto dice «hechizos "
                "que no sean de criatura».",
            ),
            Choice(
                _paid(value + 1, value + 1),
                "Aplica el aumento a un hechizo de criatura y además lo suma al valor de maná "
                "(202.3).",
            ),
        )
    else:
        key = Choice(
            _paid(value + 1, value),
            "El coste total es el coste de maná más los aumentos (601.2f), y Thalia encarece "
            f"todos los hechizos que no son de criatura, de cualquier jugador. {mv_rule}, así "
            "que no cambia.",
        )
        wrong = (
            Choice(
                _paid(value + 1, value + 1),
                "Confunde el coste total con el valor de maná: los aumentos cambian lo que se "
                "paga, no el valor de maná (202.3).",
            ),
            Choice(
                _paid(value, value),
                "Supone que Thalia solo encarece los hechizos de sus oponentes, o los de "
                "criatura; su texto dice «hechizos que no sean de criatura», de cualquiera.",
            ),
            Choice(
                "No se puede lanzar mientras Thalia esté en el campo de batalla.",
                "Thalia no prohíbe nada: solo aumenta en {1} el coste total (601.2f).",
            ),
        )
    return Situation(
        area=Area.COSTS,
        setting=setting,
        ask="¿Cuánto se paga y cuál es el valor de maná del hechizo en la pila?",
        cards=(thalia, spell),
        key=key,
        wrong=wrong,
        rules=("601.2f", "202.3"),
        difficulty=0.35,
    )
