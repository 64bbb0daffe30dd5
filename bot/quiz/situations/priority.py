"""Situations about the stack and the turn: last in, first out; what a spell does before it
resolves; what ends in the cleanup step."""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder, Spell
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.topics import Level

# Creatures and burn spells where the burn kills the creature but not after a pump: every
# one of these (issue 43: many boards, few exact repeats); response() checks each against the
# card data. Not Llanowar Elves: the engine skips its mana ability, so no run of it is complete.
_TOUGHNESS = {
    "Grizzly Bears": 2, "Gray Ogre": 2, "Centaur Courser": 3, "Hill Giant": 3,
    "Walking Corpse": 2, "Savannah Lions": 1, "Trained Armodon": 3, "Barony Vampire": 2,
    "Alpine Grizzly": 2, "Canyon Minotaur": 3, "Glory Seeker": 2, "Elvish Warrior": 3,
    "Hurloon Minotaur": 3,
}  # fmt: skip
_DAMAGE = {
    "Lightning Bolt": 3, "Shock": 2, "Lightning Strike": 3, "Searing Spear": 3, "Open Fire": 3,
    "Lightning Blast": 4,
}  # fmt: skip
# Instants that give +N/+M until end of turn and nothing else the answer could hang on (no
# hexproof, no protection): (power, toughness) added; response() checks each card's text.
PUMP_BONUS = {
    "Giant Growth": (3, 3), "Brute Force": (3, 3), "Titanic Growth": (4, 4),
    "Infuriate": (3, 2), "Mighty Leap": (2, 2),
}  # fmt: skip
PUMPS_WITH_MORE = frozenset({"Mighty Leap"})  # it also gives flying: not a bare +X/+Y
CREATURES = tuple(_TOUGHNESS)
BURN = tuple(_DAMAGE)
PUMPS = tuple(PUMP_BONUS)
# Every (creature, burn spell, pump) where the burn kills the creature but not after the
# pump: the more of them, the fewer exact repeats (issue 43).
_TRIPLES = tuple(
    (c, b, g)
    for c in CREATURES
    for b in BURN
    for g in PUMPS
    if _TOUGHNESS[c] <= _DAMAGE[b] < _TOUGHNESS[c] + PUMP_BONUS[g][1]
)


def _damage(oracle: str) -> int:
    for n in range(1, 10):
        if f"deals {n} damage" in oracle:
            return n
    return 0


def response(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """A spell cast in response resolves first (405.5); "until end of turn" and damage end
    together in the cleanup step (514.2)."""
    creature_name, burn_name, pump_name = rng.choice(_TRIPLES)
    creature = cards.creature(creature_name)
    burn = cards.get(burn_name, says="damage to any target")
    bp, bt = PUMP_BONUS[pump_name]
    growth = cards.get(pump_name, says=f"+{bp}/+{bt} ")
    damage = _damage(burn.oracle)
    p, t = creature.power or 0, creature.toughness or 0
    if not t <= damage < t + bt:
        raise AssertionError(f"{creature_name} and {burn_name} do not fit this situation")
    growth_first = level_rank(level) > 0 and rng.random() < 0.5
    # Whose creature it is (issue 43: another board for the same rule): yours, defended from
    # the rival's burn, or the rival's, which you burn and the rival defends.
    yours = rng.random() < 0.5
    # The stack from the bottom up, as the engine reads it (the cards' own Oracle text): the
    # pump is cast by the creature's controller, the burn by the other player.
    spells = [
        Spell(growth.name, targets=(creature.name,), rival=not yours),
        Spell(burn.name, targets=(creature.name,), rival=yours),
    ]
    stack = spells if growth_first else spells[::-1]

    def run(order: list[Spell]) -> EngineRun:
        return EngineRun(
            scenario=ScenarioBuilder("triggers")
            .creatures(Real(creature.name), rival=not yours)
            .spells(*order),
            asks="fate",
            about=creature.name,
            cards=True,
        )

    engine = run(stack)
    queue = run(stack[::-1])  # the misreading: the stack resolved first in, first out
    if growth_first:
        if yours:
            setting = (
                f"En el turno de tu rival, lanzas {growth.shown} sobre tu criatura "
                f"{creature.shown}. En respuesta, tu rival lanza {burn.shown} sobre ella. Los "
                "dos jugadores pasan la prioridad cada vez."
            )
            early = f"No puedes lanzar {growth.ref} en el turno de tu rival: solo muere."
        else:
            setting = (
                f"En tu turno, tu rival lanza {growth.shown} sobre su criatura "
                f"{creature.shown}. En respuesta, lanzas {burn.shown} sobre ella. Los dos "
                "jugadores pasan la prioridad cada vez."
            )
            early = f"Tu rival no puede lanzar {growth.ref} en tu turno: solo muere."
        key = Choice(
            f"Muere: {burn.ref} se resuelve antes.",
            "La pila resuelve primero lo último que se lanzó (405.5): el daño la mata antes de "
            f"que {growth.ref} se resuelva, y este, sin objetivo legal, no hace nada "
            "(608.2b).",
        )
        # Each option a different answer, not the key's with another reason (issue 43).
        wrong: tuple[Choice, ...] = (
            Choice(
                f"Sobrevive: {growth.ref} se lanzó antes.",
                "La pila no es una cola: se resuelve primero lo último que se añadió (405.5).",
            ),
            Choice(
                "Sobrevive hasta el paso de limpieza y entonces muere.",
                f"{burn.ref} se resuelve antes (405.5) y la mata entonces; y aunque el "
                f"+{bp}/+{bt} se hubiera resuelto antes, el daño se quita a la vez que termina "
                "(514.2).",
            ),
            Choice(
                early,
                "Es un instantáneo: se puede lanzar siempre que se tenga prioridad (117.1a).",
            ),
        )
        difficulty = 0.3
    else:
        if yours:
            setting = (
                f"Tu rival lanza {burn.shown} sobre tu criatura {creature.shown}. En "
                f"respuesta, lanzas {growth.shown} sobre ella. Los dos jugadores pasan la "
                "prioridad cada vez."
            )
        else:
            setting = (
                f"Lanzas {burn.shown} sobre {creature.shown}, una criatura de tu rival. En "
                f"respuesta, tu rival lanza {growth.shown} sobre ella. Los dos jugadores pasan "
                "la prioridad cada vez."
            )
        key = Choice(
            f"Sobrevive: {growth.ref} se resuelve antes.",
            "Lo último que se lanzó se resuelve primero (405.5): la criatura ya es "
            f"{p + bp}/{t + bt} cuando recibe {damage} puntos de daño. En el paso de limpieza "
            "el daño marcado y los efectos «hasta el final del turno» terminan a la vez "
            "(514.2), así que no muere después.",
        )
        wrong = (
            Choice(
                f"Muere: {burn.ref} se lanzó antes.",
                "La pila no es una cola: se resuelve primero lo último que se añadió (405.5).",
            ),
            Choice(
                "Sobrevive, pero muere en el paso de limpieza.",
                "El daño marcado se quita a la vez que terminan los efectos «hasta el final "
                "del turno» (514.2): nunca hay un momento en que sea "
                f"{p}/{t} con {damage} puntos de daño.",
            ),
            Choice(
                f"No se puede responder a {burn.ref}: muere.",
                "Con un hechizo en la pila, cada jugador recibe prioridad y puede lanzar "
                "instantáneos en respuesta (117.1a, 117.3).",
            ),
        )
        difficulty = 0.2
    return Situation(
        area=Area.PRIORITY,
        setting=setting,
        ask=f"¿Qué le pasa a {creature.ref}?",
        cards=(creature, burn, growth),
        key=key,
        wrong=wrong,
        rules=("405.5", "514.2", "608.2b", "117.1a")
        if not growth_first
        else ("405.5", "608.2b", "608.2", "117.1a"),
        difficulty=difficulty,
        engine=engine,
        misread=((wrong[0].text, queue),),
    )
