"""Engine questions whose answer is two facts: which of two permanents leave the battlefield,
whether a creature survives a response and its spell still resolves, a creature land's P/T and
flying.

The options are the four combinations of each fact and its misconception (``balanced.square``),
written with phrases of equal length, so neither the most common answer shape nor the longest
text gives the answer away. Each fact's truth varies with the draw: sometimes the rule saves
the permanent, sometimes it does not.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from bot.engine import run_scenario_text
from bot.quiz.balanced import square
from bot.quiz.engine_made import Made
from bot.quiz.errors import NoQuestion
from bot.quiz.topics import Level
from bot.text.engine_steps import step_text

GOES, STAYS = "sí va al cementerio", "no va al cementerio"


def _count(n: int, singular: str, plural: str) -> str:
    """'1 contador -1/-1', '2 contadores -1/-1'."""
    return f"{n} {singular if n == 1 else plural}"


def _fact(name: str, gone: bool) -> str:
    return f"«{name}» {GOES if gone else STAYS}"


@dataclass(frozen=True)
class _Piece:
    """One permanent for a state-based-action check: how to write it and how to say it."""

    name: str
    creature: str = ""  # its description in `criaturas:`
    aura: str = ""  # an Aura (in `auras:`) on the creature just before it
    planeswalker: str = ""
    said: str = ""


def _indestructible(rng: random.Random) -> _Piece:
    # Mistake either way: "indestructible survives anything" (not toughness 0, 704.5f) or
    # "lethal damage destroys it" (indestructible is not destroyed, 702.12b).
    t = rng.randint(2, 4)
    if rng.random() < 0.5:
        d = rng.randint(t, t + 3)
        return _Piece(
            "Dios",
            creature=f"Dios {t}/{t} indestructible daño:{d}",
            said=f"«Dios», {t}/{t} indestructible con {_count(d, 'punto', 'puntos')} de daño "
            "marcados",
        )
    return _Piece("Dios", creature=f"Dios {t}/{t} indestructible contadores:-1/-1 x{t}",
                  said=f"«Dios», {t}/{t} indestructible con {t} contadores -1/-1")  # fmt: skip


def _deathtouch(rng: random.Random) -> _Piece:
    # Mistake: "1 damage can't kill a 5/5" (any deathtouch damage is lethal, 704.5h), or the
    # reverse: thinking a small amount of ordinary damage kills a big creature.
    t = rng.randint(3, 6)
    if rng.random() < 0.6:
        return _Piece(
            "Gigante",
            creature=f"Gigante {t}/{t} daño_mortal:1",
            said=f"«Gigante», {t}/{t}, al que una criatura con toque mortal hizo 1 punto de daño",
        )
    return _Piece("Gigante", creature=f"Gigante {t}/{t} daño:{t - 1}",
                  said=f"«Gigante», {t}/{t}, con {_count(t - 1, 'punto', 'puntos')} de daño "
                  "marcados de una criatura sin toque mortal")  # fmt: skip


def _regeneration(rng: random.Random) -> _Piece:
    # Mistake: "a regeneration shield saves it from anything" (it replaces destruction only,
    # not toughness 0, 701.19a vs 704.5f), or forgetting the shield with lethal damage.
    t = rng.randint(1, 3)
    if rng.random() < 0.5:
        return _Piece(
            "Muro",
            creature=f"Muro 0/{t} regenerar daño:{t + 1}",
            said=f"«Muro», 0/{t} con un escudo de regeneración y {t + 1} puntos de daño marcados",
        )
    return _Piece("Muro", creature=f"Muro 1/{t} regenerar contadores:-1/-1 x{t}",
                  said=f"«Muro», 1/{t} con un escudo de regeneración y "
                  f"{_count(t, 'contador', 'contadores')} -1/-1")  # fmt: skip


def _aura(rng: random.Random) -> _Piece:
    # Mistake: "any protection drops any Aura" (only an Aura of the protected quality, 704.5m
    # with 702.16c), or "an Aura already attached stays" (state-based actions check it).
    aura_colour = rng.choice(["blanca", "negra"])
    against = rng.choice(["blanco", "negro", "rojo"])
    return _Piece(
        "Grilletes",
        creature=f"Oso 2/2 protección contra {against}",
        aura=f"Grilletes {aura_colour}",
        said=f"«Grilletes», un Aura {aura_colour} que encanta a «Oso», una criatura 2/2 con "
        f"protección contra {against}",
    )


def _loyalty(rng: random.Random) -> _Piece:
    # Mistake: "a planeswalker stays with 0 loyalty until damaged" (704.5i), or thinking one
    # with loyalty left goes away after using its ability.
    n = rng.choice([0, 0, 1, 2])
    return _Piece("Jace", planeswalker=f"Jace lealtad:{n}",
                  said=f"«Jace», un planeswalker con {_count(n, 'contador', 'contadores')} de "
                  "lealtad")  # fmt: skip


_PIECES: tuple[Callable[[random.Random], _Piece], ...] = (
    _indestructible, _deathtouch, _regeneration, _aura, _loyalty,
)  # fmt: skip


def state_pair(rng: random.Random, level: Level) -> Made:
    """Two permanents under a state-based-action check: does each go to the graveyard?"""
    first, second = (make(rng) for make in rng.sample(_PIECES, 2))
    creatures, auras, walkers = [], [], []
    for piece in (first, second):
        if piece.creature:
            creatures.append(piece.creature)
        if piece.aura:
            auras.append(f"{piece.aura} encanta:{len(creatures)}")
        if piece.planeswalker:
            walkers.append(piece.planeswalker)
    text = "estado"
    if creatures:
        text += f' criaturas:"{"; ".join(creatures)}"'
    if auras:
        text += f' auras:"{"; ".join(auras)}"'
    if walkers:
        text += f' planeswalkers:"{"; ".join(walkers)}"'
    outcome = run_scenario_text(text)
    died = {d.name for d in outcome.final.died}
    truth = [p.name in died for p in (first, second)]
    options = square(
        [_fact(p.name, g) for p, g in zip((first, second), truth, strict=True)],
        [_fact(p.name, not g) for p, g in zip((first, second), truth, strict=True)],
        lambda a, b: f"{a}; {b}",
    )
    return Made(
        prompt=(
            f"Controlas {first.said}, y {second.said}. Se comprueban las acciones de estado. "
            "¿Qué ocurre?"
        ),
        answer=options[0],
        distractors=options[1:],
        outcome=outcome,
        scenario=text,
    )


# -- a response on the stack (405.5, 608.2b, 704.5g) ------------------------------------------
RESOLVES, FIZZLES = "sí hace su efecto", "no hace su efecto"


def stack_response(rng: random.Random, level: Level) -> Made:
    """A pump spell and a damage spell on the same creature, one cast in response to the other.

    Mistakes: resolving in the order cast instead of last in, first out (405.5); thinking the
    pump still resolves on a creature that is gone (608.2b); forgetting that damage stays
    marked after the pump (120.6).
    """
    p, t = rng.randint(1, 3), rng.randint(1, 4)
    n = rng.randint(1, 3)
    d = rng.randint(max(1, t - 1), t + n + 1)
    pump_first = rng.random() < 0.5  # cast first: at the bottom of the stack
    pump = f"Crecimiento: Oso obtiene +{n}/+{n} hasta el final del turno"
    bolt = f"Descarga (no activo): {d} daños a Oso"
    spells = [pump, bolt] if pump_first else [bolt, pump]
    text = f'pila criaturas:"Oso {p}/{t}" ' + " ".join(f'hechizo:"{s}"' for s in spells)
    outcome = run_scenario_text(text)
    died = "Oso" in {x.name for x in outcome.final.died}
    fizzled = any(
        "Crecimiento" in step_text(s) and "608.2b" in s.rules and "no se resuelve" in step_text(s)
        for s in outcome.steps
    )
    facts = [_fact("Oso", died), f"«Crecimiento» {FIZZLES if fizzled else RESOLVES}"]
    wrong = [_fact("Oso", not died), f"«Crecimiento» {RESOLVES if fizzled else FIZZLES}"]
    options = square(facts, wrong, lambda a, b: f"{a} y {b}")
    if pump_first:
        story = (
            f"Lanzas «Crecimiento» (+{n}/+{n} hasta el final del turno) sobre tu «Oso» "
            f"({p}/{t}). En respuesta, tu rival lanza «Descarga», que hace {d} puntos de daño "
            "a «Oso»."
        )
    else:
        story = (
            f"Tu rival lanza «Descarga», que hace {d} puntos de daño a tu «Oso» ({p}/{t}). En "
            f"respuesta, lanzas «Crecimiento» (+{n}/+{n} hasta el final del turno) sobre "
            "«Oso»."
        )
    return Made(
        prompt=f"{story} Nadie hace nada más. ¿Qué ocurre?",
        answer=options[0],
        distractors=options[1:],
        outcome=outcome,
        scenario=text,
    )


# -- a land that becomes a creature (613.1, 613.4, 611.3a) ------------------------------------
def animated_land(rng: random.Random, level: Level) -> Made:
    """A land becomes a creature after older static abilities already on the battlefield.

    Mistakes: "an older effect does not reach a newer creature" (a static ability applies to
    whatever it finds at each moment, 611.3a; layer 4 comes before 6 and 7, 613.1), and "an
    ability lost before it was granted stays lost" (in one layer, the later timestamp wins,
    613.7).
    """
    size = rng.randint(1, 4)
    anthem = rng.choice([1, -1, 0]) if size > 1 else rng.choice([1, 0])
    counters = anthem == 0 or rng.random() < 0.4  # something must change its P/T
    loses = rng.choice(["", "antes", "después"])
    objects = ["Yermo tierra" + (" contadores:+1/+1" if counters else "")]
    objects.append("Señor 2/2 otorga:las criaturas tuyas tienen volar")
    if anthem:
        objects.append(f"Rey 2/2 otorga:{anthem:+d}/{anthem:+d} a otras criaturas tuyas")
    effects = [f"Yermo se convierte en criatura {size}/{size}"]
    if loses == "antes":  # older than «Señor»: the story has «Señor» enter after it
        effects.insert(0, "Yermo pierde volar ts:1")
    elif loses == "después":
        effects.append("Yermo pierde volar")
    text = f'capas objetos:"{"; ".join(objects)}" efectos:"{"; ".join(effects)}"'
    outcome = run_scenario_text(text)
    land = next((x for x in outcome.final.permanents if x.name == "Yermo"), None)
    if land is None or land.power is None or land.toughness is None:
        raise NoQuestion(f"{text}: the land did not survive")
    flies = "flying" in land.keywords
    pt = f"{land.power}/{land.toughness}"
    # The misread P/T leaves out the older anthem, or the counters put while it was a land.
    misreads = [size, size + counters, size + anthem]
    naive = next(f"{v}/{v}" for v in misreads if f"{v}/{v}" != pt)
    facts = [f"es {pt}", "con volar" if flies else "sin volar"]
    wrong = [f"es {naive}", "sin volar" if flies else "con volar"]
    options = square(facts, wrong, lambda a, b: f"«Yermo» {a}, {b}")
    lord = "«Señor» (2/2), que dice «las criaturas que controlas tienen volar»"
    board = [lord] if loses != "antes" else []
    if anthem:
        board.append(
            f"«Rey» (2/2), que dice «las otras criaturas que controlas obtienen "
            f"{anthem:+d}/{anthem:+d}»"
        )
    land_said = "«Yermo», una tierra" + (" con un contador +1/+1" if counters else "")
    steps = []
    if loses == "antes":
        steps.append("un efecto hace que «Yermo» pierda volar hasta el final del turno")
        steps.append(f"después entra en el campo de batalla {lord}")
    steps.append(
        f"un hechizo convierte a «Yermo» en una criatura {size}/{size} hasta el final del turno"
    )
    if loses == "después":
        steps.append(
            "por último, otro efecto hace que «Yermo» pierda volar hasta el final del turno"
        )
    already = f", y desde antes {' y '.join(board)}" if board else ""
    return Made(
        prompt=(
            f"Controlas {land_said}{already}. Este turno"
            + (f", en este orden: {'; '.join(steps)}. " if len(steps) > 1 else f", {steps[0]}. ")
            + "¿Cómo queda «Yermo»?"
        ),
        answer=options[0],
        distractors=options[1:],
        outcome=outcome,
        scenario=text,
    )


# -- a lord leaves: its bonus ends, the damage stays (611.3b, 120.6, 704.5g) -------------------
_FOLLOWERS = ("Oso", "Lobo", "Elfo", "Trasgo", "Araña")


def lord_leaves(rng: random.Random, level: Level) -> Made:
    """Two damaged creatures survive thanks to a lord's bonus; then the lord is destroyed.

    Mistakes: "the damage goes away with the bonus", or "the bonus lasts until end of turn"
    (a static ability's effect ends the moment its source leaves, 611.3b, and damage stays
    marked until the cleanup step, 120.6); or the reverse, "any damaged creature dies once
    the bonus is gone" (only damage at least equal to its toughness is lethal, 704.5g).
    """
    bonus = rng.choice([1, 2])
    names = rng.sample(_FOLLOWERS, 2)
    board, said = [f"Señor 2/2 otorga:+{bonus}/+{bonus} a otras criaturas tuyas"], []
    for name in names:
        p, t = rng.randint(1, 4), rng.randint(1, 4)
        d = rng.randint(max(1, t - 1), t + bonus - 1)  # it survives while the lord is there
        board.append(f"{name} {p}/{t} daño:{d}")
        damage = "1 punto de daño marcado" if d == 1 else f"{d} puntos de daño marcados"
        said.append(
            f"«{name}», una criatura {p}/{t} ({p + bonus}/{t + bonus} con el bonus) con {damage}"
        )
    text = f'estado criaturas:"{"; ".join(board)}" eventos:"destruye Señor"'
    outcome = run_scenario_text(text)
    died = {d.name for d in outcome.final.died}
    if "Señor" not in died:
        raise NoQuestion(f"{text}: the lord stayed")
    truth = [n in died for n in names]
    options = square(
        [_fact(n, g) for n, g in zip(names, truth, strict=True)],
        [_fact(n, not g) for n, g in zip(names, truth, strict=True)],
        lambda a, b: f"{a}; {b}",
    )
    return Made(
        prompt=(
            f"Controlas «Señor» (2/2), que dice «las otras criaturas que controlas obtienen "
            f"+{bonus}/+{bonus}», {said[0]}, y {said[1]}. En tu fase principal, tu rival "
            "destruye «Señor». ¿Qué les ocurre a tus otras criaturas?"
        ),
        answer=options[0],
        distractors=options[1:],
        outcome=outcome,
        scenario=text,
    )
