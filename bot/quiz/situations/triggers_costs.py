"""Situations about triggers that look back in time."""

from __future__ import annotations

import random

from bot.engine.builder import Ability, MadeUp, Real, ScenarioBuilder, Spell
from bot.quiz.situations.cards import SituationCards
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
    # Other boards for the same rule (issue 43): the watcher may be the rival's, and either
    # player may cast the sweeper; who controls what is all the count reads.
    watcher_yours, you_cast = rng.random() < 0.5, rng.random() < 0.5
    more = f"{mine} {'criatura' if mine == 1 else 'criaturas'} más (copias de {mine_card.shown})"
    others = (
        f"{theirs} {'criatura' if theirs == 1 else 'criaturas'} (copias de {theirs_card.shown})"
    )
    cast = f"Lanzas {sweeper.shown}." if you_cast else f"Tu rival lanza {sweeper.shown}."
    if watcher_yours:
        setting = f"Controlas {watcher.shown} y {more}; tu rival controla {others}. {cast}"
    else:
        setting = f"Tu rival controla {watcher.shown} y {more}; tú controlas {others}. {cast}"
    total = 1 + mine + (0 if yours_only else theirs)
    counted = ("tuyas " if watcher_yours else "de tu rival ") if yours_only else ""
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
    # "Yours" and "the other player's" as the watcher's controller reads them.
    its, other = (
        ("tus criaturas", "de tu rival")
        if watcher_yours
        else ("las criaturas de tu rival", "tuyas")
    )
    if yours_only:
        wrong.append(
            Choice(
                _times(1 + mine + theirs),
                f"Cuenta también las criaturas {other}, pero el texto dice «otra criatura que "
                "controles»: solo las de quien controla la habilidad.",
            )
        )
    else:
        wrong.append(
            Choice(
                _times(1 + mine),
                f"Cuenta solo {its}, pero el texto dice «otra criatura», de cualquier jugador.",
            )
        )
    # For the engine: the sweeper and the creatures are the real cards, which it reads; the
    # watcher's trigger is written in its words (it cannot read Blood Artist's text), one
    # trigger per kind of death the card names.
    deaths = ["muere", "muere otra criatura tuya"] + (
        [] if yours_only else ["muere una criatura rival"]
    )

    def run(seen: list[str]) -> EngineRun:
        said = tuple(Ability("triggered", f"cuando {d}, el rival pierde 1 vida") for d in seen)
        return EngineRun(
            scenario=ScenarioBuilder("triggers")
            .creatures(
                MadeUp("Vigía", 0, 1, abilities=said),
                *[Real(mine_card.name)] * mine,
                rival=not watcher_yours,
            )
            .creatures(*[Real(theirs_card.name)] * theirs, rival=watcher_yours)
            .spells(Spell(sweeper.name, rival=not you_cast)),
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
