"""Rules-engine speed: one scenario check (parse the Spanish line, simulate, explain).

    python -m bench.engine_bench [--quick]

Each scenario is run warm several times and its median kept; p50/p99 are taken over the
scenarios. As a machine-speed reference measured in the same run, the same loop times building
a small pydantic model and dumping it (the engine's unit of work is pydantic models): the ratio
says how many such operations one check costs, which stays comparable across noisy machines.
Nothing asserts; the target is printed next to the result.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable

from bench.stats import percentile

TARGET_P99_MS = 5.0

SCENARIOS = [
    'combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"',
    'combate atacante:"2/2 toque mortal arrollar" bloqueadores:"3/3; 4/4"',
    'combate atacante:"3/3 daña primero" bloqueadores:"2/2 pierde:daña primero"',
    'combate atacante:"4/4 daña dos veces vínculo vital" bloqueadores:"2/2; 1/1"',
    'combate atacante:"4/4 arrollar" bloqueadores:retirados',
    'combate atacante:"3/3 infectar" vida:20 veneno:8',
    'combate atacante:"3/3" planeswalker:"Jace lealtad:3"',
    'combate atacante:"5/5 arrollar" bloqueadores:"2/2; 2/2" reparto:"3,2,0"',
    'combate atacante:"6/6 arrollar" bloqueadores:"2/2 daño:1; 3/3 indestructible; 1/1"',
    'combate atacante:"2/2 protección contra rojo" bloqueadores:"3/3 roja"',
    'estado criaturas:"3/3 daño:3; 2/2 contadores:-1/-1 x2" vida:0',
    'estado criaturas:"Thalia 2/1 legendaria; Thalia 2/1 legendaria" conservar:1',
    'estado criaturas:"2/2 protección contra blanco" auras:"Pacifismo blanca encanta:1"',
    'estado criaturas:"1/1 resiliencia contadores:+1/+1 contadores:-1/-1 x3"',
    "estado vida:0 no_puede_perder:sí veneno_rival:10",
    'capas base:"2/2" efectos:"+1/+1 contador; 0/1 fijar; intercambiar"',
    'capas base:"1/3" efectos:"+0/+1; intercambiar; +5/+0"',
    'momento carta:"instantáneo" paso:"combate" pila:vacía turno:propio',
    'momento carta:"criatura destello" paso:"final" turno:ajeno',
    'momento carta:"tierra" paso:"principal" tierras:1',
    'disparos activo:"Disparo A; Disparo B" noactivo:"Disparo C"',
    # Effects, abilities, the stack resolving, layers 1-7 and timelines (issue 11).
    'capas base:"1/4 daño:2" efectos:"intercambiar"',
    'momento carta:"instantáneo" paso:"limpieza"',
    'pila criaturas:"Oso 2/2; Pájaro 1/1 vuela" criaturas_rival:"Lobo 3/3" vida:3 '
    'hechizo:"Terremoto X=2: X daños a cada criatura sin volar y a cada jugador"',
    'pila biblioteca:1 hechizo:"Divinación: robas dos cartas"',
    'pila criaturas:"Pinger 1/1 toque mortal vínculo vital" criaturas_rival:"Gigante 5/5" '
    'habilidad:"Pinger: 1 daño a Gigante" hechizo:"Rayo (rival): 3 daños a Pinger"',
    'pila criaturas:"Oso 2/2" hechizo:"Rayo: 3 daños a Oso" hechizo:"Edicto: sacrifica Oso"',
    'estado criaturas:"Sangrador 2/2 disparo:cuando muere otra criatura tuya, el rival pierde 1 '
    'vida; Oso 2/2 daño:2; Lobo 2/2 daño:3"',
    'estado criaturas:"Señor 2/2 otorga:+1/+1 a otras; Oso 2/2 daño:2" eventos:"muere Señor"',
    'escenario permanentes:"Ángel 4/4 otorga:no puedes perder la partida" vida:0 '
    'eventos:"principal 2: destruye Ángel"',
    'escenario criaturas:"Oso 2/2 daño:1" hechizo:"Crecimiento: Oso obtiene +2/+2 hasta el '
    'final del turno" eventos:"2 daños a Oso; fin del turno"',
    'escenario paso:"principal 2" criaturas:"Demonio 5/5 disparo:al comienzo de tu paso final, '
    'pierdes 2 vidas" vida:2 eventos:"fin del turno"',
    'capas objetos:"Yermo tierra; Señor 2/2 otorga:las criaturas tuyas tienen volar" '
    'efectos:"Yermo se convierte en criatura 3/3"',
    'capas objetos:"Fábrica artefacto otorga:cada artefacto es una criatura 2/2; Yermo tierra" '
    'efectos:"Yermo se convierte en artefacto"',
    'disparos criaturas:"A 1/1" activo:"Uno: ganas 1 vida; Dos: robas 1 carta" '
    'noactivo:"Tres: pierdes 1 vida" orden:"Dos; Uno"',
    'combate atacante:"Espía 1/1 vínculo vital disparo:cuando esta criatura hace daño de combate '
    'a un jugador, robas una carta" bloqueadores:ninguno',
]


def _median_time(fn: Callable[[], object], repeat: int) -> float:
    fn()  # warm
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _reference() -> Callable[[], object]:
    from pydantic import BaseModel

    class Probe(BaseModel):
        name: str
        power: int
        toughness: int
        keywords: list[str]

    return lambda: Probe(name="x", power=2, toughness=2, keywords=["trample"]).model_dump()


def run_section(quick: bool = False) -> float:
    """Print the engine section; return the p99 in milliseconds."""
    from bot.engine import run_scenario_text

    repeat = 5 if quick else 25
    per_scenario = {s: _median_time(lambda s=s: run_scenario_text(s), repeat) for s in SCENARIOS}
    reference = _median_time(_reference(), repeat * 20)
    values = list(per_scenario.values())
    p50, p99 = percentile(values, 50), percentile(values, 99)
    print(f"{len(SCENARIOS)} escenarios, mediana de {repeat} repeticiones en caliente cada uno")
    print(f"  p50 {p50 * 1000:.3f} ms · p99 {p99 * 1000:.3f} ms · máx {max(values) * 1000:.3f} ms")
    print(
        f"  referencia (modelo pydantic pequeño): {reference * 1e6:.1f} µs; "
        f"un escenario ≈ {p50 / reference:.0f} referencias (p50)"
    )
    slowest = sorted(per_scenario.items(), key=lambda kv: -kv[1])[:3]
    for text, seconds in slowest:
        print(f"  {seconds * 1000:7.3f} ms  {text}")
    verdict = "cumple" if p99 * 1000 < TARGET_P99_MS else "NO cumple"
    print(f"p99 escenario: {p99 * 1000:.2f} ms (objetivo < {TARGET_P99_MS:.0f} ms): {verdict}")
    return p99 * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.engine_bench")
    parser.add_argument("--quick", action="store_true")
    run_section(parser.parse_args(argv).quick)
    return 0


if __name__ == "__main__":
    sys.exit(main())
