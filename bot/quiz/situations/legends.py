"""The legend rule (704.5j): a player who controls two or more legendary permanents with the
same name chooses one and puts the rest into their owners' graveyards; each player's
legendary permanents count apart, and a nonlegendary card is never affected. The engine reads
the cards whole (a legendary creature with no other text, and a vanilla one for contrast).

Levels by concept: básico, two copies under one player or one under each; intermedio, a
nonlegendary pair too; avanzado, a copy stolen from the rival (control, not ownership, decides
the rule; the one put away goes to its owner's graveyard).
"""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.topics import Level

# Legendary creatures with no rules text (the engine reads them whole): many, so a board's
# cards vary from one question to the next (issue 43: exact repeats).
LEGENDS = (
    "Isamaru, Hound of Konda", "Jasmine Boreal", "Sir Shandlar of Eberyn", "Tobias Andrion",
    "Torsten Von Ursus", "Yargle, Glutton of Urborg", "Kasimir the Lone Wolf", "Jedit Ojanen",
    "Barktooth Warbeard", "Caelorna, Coral Tyrant", "Jerrard of the Closed Fist",
    "Kalakscion, Hunger Tyrant", "Lady Orca", "Sivitri Scarzam", "Terrian, World Tyrant",
    "The Lady of the Mountain", "Tyrox, Saurid Tyrant", "Yargle and Multani",
)  # fmt: skip
PLAIN = ("Grizzly Bears", "Walking Corpse", "Savannah Lions")
STEAL = ("Act of Treason", "Threaten")
CARDS = (*LEGENDS, *PLAIN, *STEAL)
_RIVAL = "Jugador no activo"


def legend_rule(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    kinds = ["mine", "split"] + (["plain"] if rank >= 1 else []) + (["stolen"] if rank >= 2 else [])
    kind = rng.choice(kinds)
    plain = kind == "plain"
    card = cards.creature(rng.choice(PLAIN if plain else LEGENDS))
    if plain == ("legendari" in card.type_line):  # the Spanish type line says it
        raise AssertionError(f"{card.name} is not what the situation says")
    steal = cards.get(rng.choice(STEAL), says="until end of turn") if kind == "stolen" else None
    # Whose board it is (issue 43: another board, the same rule): the first copy is yours or
    # your rival's, and the other player's turns and spells follow; the engine counts the
    # permanents that go to a graveyard, the same whichever player the text calls "you".
    yours = rng.random() < 0.5
    first_cast = rng.random() < 0.5
    if yours:
        cast = "lanzas la segunda copia" if first_cast else "entra la segunda copia"
        has, turn = "Controlas", "tu fase principal"
    else:
        cast = "tu rival lanza la segunda copia" if first_cast else "entra la segunda copia"
        has, turn = "Tu rival controla", "su fase principal"
    if kind == "mine":
        setting = f"{has} {card.shown}. En {turn} {cast} de {card.ref}."
    elif kind == "plain":
        setting = f"{has} {card.shown}, una criatura que no es legendaria. En {turn} " \
                  f"{cast} de {card.ref}."  # fmt: skip
    elif kind == "split":
        if yours:
            arrives = (
                f"lanza otra copia de {card.ref} y se resuelve"
                if rng.random() < 0.5
                else f"pone en el campo de batalla otra copia de {card.ref}"
            )
            setting = f"Controlas {card.shown}. Tu rival, en su fase principal, {arrives}."
        else:
            arrives = (
                f"lanzas otra copia de {card.ref} y se resuelve"
                if rng.random() < 0.5
                else f"pones en el campo de batalla otra copia de {card.ref}"
            )
            setting = f"Tu rival controla {card.shown}. En tu fase principal, {arrives}."
    else:
        assert steal is not None
        if yours:
            setting = (
                f"Controlas {card.shown}. Tu rival controla otra copia de {card.ref}, y lanzas "
                f"{steal.shown} sobre ella. Se resuelve."
            )
        else:
            setting = (
                f"Tu rival controla {card.shown}. Controlas otra copia de {card.ref}, y tu "
                f"rival lanza {steal.shown} sobre ella. Se resuelve."
            )
    one = Choice(
        "Uno va al cementerio: su controlador elige cuál se queda.",
        "Si un jugador controla dos o más permanentes legendarios con el mismo nombre, elige "
        "uno y pone los demás en el cementerio de sus propietarios, como acción basada en "
        "estado (704.5j). No es destruir ni sacrificar.",
    )
    none = Choice(
        "Ninguno va al cementerio: los dos se quedan.",
        "La regla de leyendas solo mira los permanentes legendarios de un mismo jugador "
        "(704.5j): cada jugador puede tener el suyo, y una carta que no es legendaria nunca "
        "se ve afectada.",
    )
    both = Choice(
        "Los dos van al cementerio.",
        "Era la regla antigua de leyendas; hoy el jugador elige uno y solo los demás van al "
        "cementerio (704.5j).",
    )
    if kind in ("mine", "stolen"):
        key = one
        wrong: tuple[Choice, ...] = (none, both)
        if kind == "stolen":
            none = Choice(
                none.text,
                "Cuenta quién controla los permanentes, no quién es su propietario (704.5j): "
                + (
                    "al ganar el control, controlas"
                    if yours
                    else "al ganar el control, tu rival controla"
                )
                + " dos con el mismo nombre.",
            )
            wrong = (none, both)
    else:
        key = none
        wrong = (one, both)
        if kind == "plain":
            wrong = (
                Choice(
                    one.text,
                    "La regla de leyendas solo se aplica a permanentes legendarios (704.5j); "
                    "se pueden controlar varias copias de una criatura que no lo es.",
                ),
                both,
            )

    def run(together: bool) -> EngineRun:
        mine = ScenarioBuilder("sba").creatures(Real(card.name))
        board = (
            mine.creatures(Real(card.name))
            if together
            else mine.creatures(Real(card.name), rival=True)
        )
        return EngineRun(
            scenario=board.owned_by(card.name, _RIVAL) if kind == "stolen" and together else board,
            asks="deaths",
            about=card.name,
            cards=True,
        )

    together = kind in ("mine", "plain", "stolen")
    # Each misreading run: ownership read for control, or the copies as if under two players
    # (as if each kept their own); the rule read over both players (as if one controlled
    # both); a nonlegendary card read as legendary.
    misread: list[tuple[str, EngineRun]] = []
    if kind in ("stolen", "mine"):
        misread.append((none.text, run(False)))
    elif kind == "split":
        misread.append((one.text, run(True)))
    else:
        legend = cards.creature(LEGENDS[0])
        misread.append(
            (
                one.text,
                EngineRun(
                    ScenarioBuilder("sba").creatures(Real(legend.name), Real(legend.name)),
                    "deaths",
                    legend.name,
                    True,
                ),
            )
        )
    rules = ("704.5j", "704.3") if kind != "stolen" else ("704.5j", "108.3", "400.3")
    return Situation(
        area=Area.CONTROL,
        setting=setting,
        ask="¿Qué pasa con las dos copias cuando se comprueban las acciones basadas en estado?",
        cards=(card, steal) if steal else (card,),
        key=key,
        wrong=wrong,
        rules=rules,
        difficulty={"mine": 0.2, "split": 0.3, "plain": 0.3, "stolen": 0.45}[kind],
        engine=run(together),
        misread=tuple(misread),
    )
