"""Small game situations drawn from a seed, each with the wrong answers people usually give.

A template returns the scenario in the engine's Spanish language, the question in plain Spanish,
what is asked and a list of "mistake" values: what you get by forgetting a rule (trample,
already-marked damage, that deathtouch makes 1 damage lethal, that lifelink counts all damage
dealt…). The engine, not the template, decides the right answer; a mistake that happens to equal
it is simply dropped.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.quiz.models import ScenarioAsk
from bot.quiz.topics import Level

Value = int | tuple[int, int] | frozenset[str]

# The 2026 rules dropped the damage assignment order (510.1c): the attacker divides its damage
# among its blockers as it likes, and with trample only lethal damage must go to each blocker.
ASSIGNMENT_NOTE = (
    "El atacante asigna a cada bloqueador solo el daño letal y, si puede, el resto al jugador "
    "defensor."
)


@dataclass(frozen=True)
class Setup:
    text: str
    asks: ScenarioAsk
    prompt: str
    mistakes: list[Value] = field(default_factory=list)
    creatures: tuple[str, ...] = ()  # every creature that could die, for "mueren"
    about: str | None = None


def _life(n: int) -> str:
    return f"{n} vida" if abs(n) == 1 else f"{n} vidas"


def _with(abilities: list[str]) -> str:
    if not abilities:
        return ""
    return " con " + (
        abilities[0] if len(abilities) == 1 else ", ".join(abilities[:-1]) + " y " + abilities[-1]
    )


def _damage(n: int) -> str:
    """'1 punto de daño', '3 puntos de daño': Spanish counts damage in points."""
    return f"{n} punto de daño" if n == 1 else f"{n} puntos de daño"


def _counters(n: int, kind: str) -> str:
    return f"{n} contador {kind}" if n == 1 else f"{n} contadores {kind}"


def _listing(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " y " + items[-1]


def _blockers_phrase(blockers: list[str]) -> str:
    if len(blockers) == 1:
        return f"la bloquea «Bloqueador 1» ({blockers[0]})"
    return "la bloquean " + _listing([f"«Bloqueador {i}» ({b})" for i, b in enumerate(blockers, 1)])


# -- básico -------------------------------------------------------------------------------------
def unblocked(rng: random.Random, level: Level) -> Setup:
    p, t = rng.randint(1, 7), rng.randint(1, 7)
    extra = rng.choice(["", "vínculo vital", "daña primero"])
    life = rng.choice([life for life in (20, 20, 15, 12, 8, 5) if life > p])
    return Setup(
        text=f'combate atacante:"{p}/{t}{" " + extra if extra else ""}" '
        f"bloqueadores:ninguno vida:{life}",
        asks="vida_defensor",
        prompt=(
            f"«Atacante», una criatura {p}/{t}{_with([extra] if extra else [])}, ataca y nadie "
            f"la bloquea. El jugador defensor tiene {_life(life)}. "
            "¿Con cuántas vidas queda tras el daño de combate?"
        ),
        mistakes=[life, life - 2 * p, life - t, life + p],
    )


def simple_block(rng: random.Random, level: Level) -> Setup:
    a, b, c, d = (rng.randint(1, 6) for _ in range(4))
    return Setup(
        text=f'combate atacante:"{a}/{b}" bloqueadores:"{c}/{d}"',
        asks="mueren",
        prompt=(
            f"«Atacante» ({a}/{b}) ataca y la bloquea «Bloqueador 1» ({c}/{d}). "
            "¿Qué criaturas van al cementerio tras el daño de combate?"
        ),
        creatures=("Atacante", "Bloqueador 1"),
    )


def _creature_state(rng: random.Random, counters: bool) -> tuple[str, str]:
    """(scenario description, Spanish description) of one creature for `estado`."""
    p, t = rng.randint(1, 4), rng.randint(1, 5)
    parts, words = [f"{p}/{t}"], []
    plus = rng.randint(0, 2) if counters else 0
    minus = rng.randint(0, 3) if counters or rng.random() < 0.4 else 0
    damage = rng.randint(0, t + plus)
    if plus:
        parts.append(f"contadores:+1/+1 x{plus}")
        words.append(_counters(plus, "+1/+1"))
    if minus:
        parts.append(f"contadores:-1/-1 x{minus}")
        words.append(_counters(minus, "-1/-1"))
    if damage:
        parts.append(f"daño:{damage}")
        words.append(f"{_damage(damage)} marcado{'s' if damage > 1 else ''}")
    said = f"{p}/{t}" + (" con " + _listing(words) if words else " sin daño ni contadores")
    return " ".join(parts), said


def _state_check(rng: random.Random, counters: bool) -> Setup:
    n = 3
    pieces = [_creature_state(rng, counters) for _ in range(n)]
    names = tuple(f"Criatura {i}" for i in range(1, n + 1))
    described = "; ".join(f"«{name}» {said}" for name, (_, said) in zip(names, pieces, strict=True))
    return Setup(
        text='estado criaturas:"' + "; ".join(text for text, _ in pieces) + '"',
        asks="mueren",
        prompt=(
            f"Se comprueban las acciones de estado. Tus criaturas: {described}. "
            "¿Cuáles van al cementerio?"
        ),
        creatures=names,
    )


def state_damage(rng: random.Random, level: Level) -> Setup:
    return _state_check(rng, counters=False)


# -- intermedio ---------------------------------------------------------------------------------
def state_counters(rng: random.Random, level: Level) -> Setup:
    return _state_check(rng, counters=True)


def trample(rng: random.Random, level: Level) -> Setup:
    p = rng.randint(4, 9)
    count = rng.choice([1, 2]) if level is not Level.BASICO else 1
    toughness = [rng.randint(1, 4) for _ in range(count)]
    marked = [
        rng.randint(0, t - 1) if level is Level.AVANZADO and rng.random() < 0.6 else 0
        for t in toughness
    ]
    blockers = [
        f"{rng.randint(1, 4)}/{t}" + (f" daño:{m}" if m else "")
        for t, m in zip(toughness, marked, strict=True)
    ]
    said = [
        b.split()[0] + (f", con {_damage(m)} ya marcado{'s' if m > 1 else ''}" if m else "")
        for b, m in zip(blockers, marked, strict=True)
    ]
    life = rng.choice([20, 16, 12, 10])
    lethal = sum(toughness) - sum(marked)
    return Setup(
        text=(
            f'combate atacante:"{p}/{p} arrollar" bloqueadores:"{"; ".join(blockers)}" vida:{life}'
        ),
        asks="vida_defensor",
        prompt=(
            f"«Atacante», una criatura {p}/{p} con arrollar, ataca y {_blockers_phrase(said)}. "
            f"El jugador defensor tiene {_life(life)}. {ASSIGNMENT_NOTE} "
            "¿Con cuántas vidas queda el jugador defensor?"
        ),
        mistakes=[
            life,  # trample forgotten
            life - p,  # blockers forgotten
            life - max(0, p - sum(toughness)),  # marked damage forgotten
            life - max(0, p - lethal) - 1,
        ],
    )


def first_strike(rng: random.Random, level: Level) -> Setup:
    a, b, c, d = (rng.randint(1, 5) for _ in range(4))
    who = rng.choice(["atacante", "bloqueador"])
    strike = "daña dos veces" if level is Level.AVANZADO and rng.random() < 0.5 else "daña primero"
    attacker = f"{a}/{b}" + (f" {strike}" if who == "atacante" else "")
    blocker = f"{c}/{d}" + (f" {strike}" if who == "bloqueador" else "")
    return Setup(
        text=f'combate atacante:"{attacker}" bloqueadores:"{blocker}"',
        asks="mueren",
        prompt=(
            f"«Atacante» ({a}/{b}{_with([strike] if who == 'atacante' else [])}) ataca y la "
            f"bloquea «Bloqueador 1» ({c}/{d}{_with([strike] if who == 'bloqueador' else [])}). "
            "¿Qué criaturas van al cementerio al terminar el combate?"
        ),
        creatures=("Atacante", "Bloqueador 1"),
    )


def lifelink_blocked(rng: random.Random, level: Level) -> Setup:
    p = rng.randint(2, 7)
    d = rng.randint(1, 6)
    life = rng.choice([20, 14, 9, 5])
    if rng.random() < 0.5:  # the blocker has lifelink (issue 43: another board, one rule)
        return Setup(
            text=(
                f'combate atacante:"{rng.randint(0, 4)}/{d}" '
                f'bloqueadores:"{p}/{rng.randint(5, 8)} vínculo vital" vida_defensor:{life}'
            ),
            asks="vida_defensor",
            prompt=(
                f"Tienes {_life(life)}. «Atacante», una criatura de resistencia {d}, te ataca "
                f"y la bloqueas con tu «Bloqueador 1», una criatura de fuerza {p} con vínculo "
                "vital. ¿Cuántas vidas tienes tras el daño de combate?"
            ),
            mistakes=[life + min(p, d), life, life + p + 1, life - p],
        )
    return Setup(
        text=(
            f'combate atacante:"{p}/{rng.randint(2, 6)} vínculo vital" '
            f'bloqueadores:"{rng.randint(0, 4)}/{d}" vida_atacante:{life}'
        ),
        asks="vida_atacante",
        prompt=(
            f"Tienes {_life(life)}. Tu «Atacante», una criatura de fuerza {p} con vínculo vital, "
            f"ataca y la bloquea «Bloqueador 1», de resistencia {d}. Todo su daño va al "
            "bloqueador. ¿Cuántas vidas tienes tras el daño de combate?"
        ),
        mistakes=[life + min(p, d), life, life + p + 1, life - p],
    )


def infect(rng: random.Random, level: Level) -> Setup:
    # Its toughness and the defender's life are told too: with power and poison alone, 35
    # prompts came back within a few hundred questions (issue 43: exact repeats).
    p, t = rng.randint(1, 6), rng.randint(1, 6)
    poison = rng.randint(0, 7)
    life = rng.choice((20, 17, 14, 11, 8))
    return Setup(
        text=f'combate atacante:"{p}/{t} infectar" bloqueadores:ninguno '
        f"veneno:{poison} vida_defensor:{life}",
        asks="veneno",
        prompt=(
            f"«Atacante», una criatura {p}/{t} con infectar, ataca y nadie la bloquea. "
            f"El jugador defensor tiene {life} vidas y {_counters(poison, 'de veneno')}. "
            "¿Cuántos contadores de veneno tiene tras el daño de combate?"
        ),
        mistakes=[poison, p, poison + p + 1, poison + 2 * p],
    )


_EFFECTS_SIMPLE = ("mod", "set", "plus", "minus")
_EFFECTS_ALL = ("mod", "set", "plus", "minus", "switch", "switch")


PT = tuple[int, int]


def _effect(rng: random.Random, kind: str) -> tuple[str, str, Callable[[int, int], PT]]:
    """(scenario text, Spanish words, the naive 'apply in order' function) of one effect."""
    if kind == "mod":
        dp, dt = rng.choice([(2, 2), (1, 1), (3, 0), (-1, 2), (2, -1), (0, 3)])
        text = f"{dp:+d}/{dt:+d}"
        return text, f"un efecto que da {text}", lambda p, t: (p + dp, t + dt)
    if kind == "set":
        sp, st = rng.choice([(0, 1), (1, 1), (4, 4), (3, 2), (0, 4)])
        return (
            f"{sp}/{st} fijar",
            f"un efecto que la convierte en {sp}/{st}",
            lambda p, t: (sp, st),
        )
    if kind == "plus":
        n = rng.randint(1, 2)
        return (
            f"+1/+1 contador x{n}",
            _counters(n, "+1/+1"),
            lambda p, t: (p + n, t + n),
        )
    if kind == "minus":
        return "-1/-1 contador", "un contador -1/-1", lambda p, t: (p - 1, t - 1)
    return (
        "intercambiar",
        "un efecto que intercambia su fuerza y su resistencia",
        (lambda p, t: (t, p)),
    )


def layers(rng: random.Random, level: Level) -> Setup:
    """The final power/toughness of a creature that survives its effects.

    The engine checks state-based actions after the layers (a creature left with toughness 0
    or less goes to the graveyard), so draws that leave it dead are drawn again.
    """
    setup = _layers(rng, level)
    for _ in range(20):
        if _survives(setup.text):
            break
        setup = _layers(rng, level)
    return setup


def _survives(text: str) -> bool:
    from bot.engine import run_scenario_text  # the engine decides, as for every answer

    return bool(run_scenario_text(text).final.permanents)


def _layers(rng: random.Random, level: Level) -> Setup:
    base = (rng.randint(0, 4), rng.randint(1, 5))
    kinds = _EFFECTS_ALL if level is Level.AVANZADO else _EFFECTS_SIMPLE
    count = 3 if level is Level.AVANZADO else 2
    chosen = [rng.choice(kinds) for _ in range(count)]
    if level is Level.AVANZADO and "switch" not in chosen:
        chosen[rng.randrange(count)] = "switch"
    effects = [_effect(rng, k) for k in chosen]
    naive = base
    for _, _, apply in effects:
        naive = apply(*naive)
    without_sets = base
    for kind, (_, _, apply) in zip(chosen, effects, strict=True):
        if kind != "set":
            without_sets = apply(*without_sets)
    said = "; ".join(f"{i}) {words}" for i, (_, words, _) in enumerate(effects, 1))
    return Setup(
        text=f'capas base:"{base[0]}/{base[1]}" efectos:"{"; ".join(e[0] for e in effects)}"',
        asks="fr",
        about="Criatura",
        prompt=(
            f"«Criatura» es una criatura {base[0]}/{base[1]}. En este orden (de más antiguo a "
            f"más reciente) le afectan: {said}. ¿Cuál es su fuerza/resistencia final?"
        ),
        mistakes=[naive, without_sets, (naive[1], naive[0]), base],
    )


# -- avanzado -----------------------------------------------------------------------------------
def deathtouch_trample(rng: random.Random, level: Level) -> Setup:
    p = rng.randint(3, 8)
    count = rng.randint(1, 3)
    toughness = [rng.randint(2, 5) for _ in range(count)]
    blockers = [f"{rng.randint(1, 3)}/{t}" for t in toughness]
    life = rng.choice([20, 15, 10, 6])
    return Setup(
        text=(
            f'combate atacante:"{p}/{rng.randint(2, 6)} toque mortal arrollar" '
            f'bloqueadores:"{"; ".join(blockers)}" vida:{life}'
        ),
        asks="vida_defensor",
        prompt=(
            f"«Atacante», una criatura de fuerza {p} con toque mortal y arrollar, ataca y "
            f"{_blockers_phrase(blockers)}. El jugador defensor tiene {_life(life)}. "
            f"{ASSIGNMENT_NOTE} ¿Con cuántas vidas queda el jugador defensor?"
        ),
        mistakes=[
            life - max(0, p - sum(toughness)),  # lethal taken as full toughness
            life,  # trample forgotten
            life - p,
            life - max(0, p - count) + 1,
        ],
    )


def double_strike_trample(rng: random.Random, level: Level) -> Setup:
    p = rng.randint(2, 6)
    t = rng.randint(1, 6)
    life = rng.choice([20, 15, 12])
    return Setup(
        text=(
            f'combate atacante:"{p}/{rng.randint(2, 6)} daña dos veces arrollar" '
            f'bloqueadores:"{rng.randint(0, 3)}/{t}" vida:{life}'
        ),
        asks="vida_defensor",
        prompt=(
            f"«Atacante», una criatura de fuerza {p} con daña dos veces y arrollar, ataca y la "
            f"bloquea una criatura de resistencia {t}. El jugador defensor tiene {_life(life)}. "
            f"{ASSIGNMENT_NOTE} ¿Con cuántas vidas queda tras los dos pasos de daño?"
        ),
        mistakes=[
            life - max(0, p - t),  # only one combat damage step
            life - 2 * max(0, p - t),  # lethal assigned again in the second step
            life - 2 * p,
            life,
        ],
    )


Template = Callable[[random.Random, Level], Setup]

TEMPLATES: dict[str, Template] = {
    "golpe-directo": unblocked,
    "bloqueo-simple": simple_block,
    "estado-daño": state_damage,
    "estado-contadores": state_counters,
    "arrollar": trample,
    "daña-primero": first_strike,
    "vínculo-vital": lifelink_blocked,
    "infectar": infect,
    "capas": layers,
    "toque-mortal-arrollar": deathtouch_trample,
    "doble-golpe-arrollar": double_strike_trample,
}

# básico: one keyword and the basic combat rules; intermedio: blocks with first strike or
# trample and state-based actions; avanzado: layers and situations of several steps (two damage
# steps, deathtouch with trample, damage already marked).
BY_LEVEL: dict[Level, tuple[str, ...]] = {
    Level.BASICO: ("golpe-directo", "bloqueo-simple", "vínculo-vital", "infectar"),
    Level.INTERMEDIO: ("arrollar", "daña-primero", "estado-daño", "estado-contadores"),
    Level.AVANZADO: (
        "capas", "toque-mortal-arrollar", "doble-golpe-arrollar", "arrollar", "daña-primero",
    ),
}  # fmt: skip
