"""Judged scenarios (tests/eval/scenarios.yaml) through the path /escenario takes.

Each scenario line goes to ``JuezService.scenarios.run``, as the console, the CLI and the cog
send it. Its outcome is compared with the one the rules give (only the facts the file lists),
and its citations with the rules that decide it. A failure gets one cause:

- ``lenguaje``: the line was refused (a ScenarioError): the scenario language did not read it;
- ``motor sin la regla``: the outcome is wrong and the answer cites none of the deciding rules:
  the engine does not model what decides it;
- ``motor equivocado``: the outcome is wrong although a deciding rule is cited;
- ``sin cita``: the outcome is right but a deciding rule is not cited;
- ``fallo interno``: any other exception (a bug: a user would have seen no answer).

    python -m bench.scenarios [--fallos] [--json] [--ronda r8-] [--archivo OTRO.yaml]

``--archivo`` scores another set of the same format, e.g. the scenarios told the way players
tell them (tests/eval/told-scenarios.yaml and its blind twin told-scenarios-validacion.yaml).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS_FILE = ROOT / "tests" / "eval" / "scenarios.yaml"

CAUSES = ("lenguaje", "motor sin la regla", "motor equivocado", "sin cita", "fallo interno")
EXPECT_KEYS = {"life", "poison", "lost", "died", "pt", "damage", "counters", "order", "legal"}


@dataclass(frozen=True)
class Case:
    id: str
    topic: str
    text: str
    expect: dict[str, Any]
    rules: tuple[str, ...]
    source: str


@dataclass
class Result:
    case: Case
    parsed: bool = False
    outcome_ok: bool = False
    cited: bool = False
    cause: str | None = None  # None = passed
    detail: list[str] = field(default_factory=list)


def load_cases(path: Path = SCENARIOS_FILE) -> list[Case]:
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    cases = []
    for item in raw:
        unknown = set(item["expect"]) - EXPECT_KEYS
        if unknown:  # a typo in the set would silently check nothing
            raise ValueError(f"{item['id']}: unknown expect keys {sorted(unknown)}")
        cases.append(
            Case(
                id=item["id"],
                topic=item["topic"],
                text=item["text"],
                expect=item["expect"],
                # YAML reads 613.7 as a float and 702.19b as a string: keep the text.
                rules=tuple(str(rule) for rule in item["rules"]),
                source=item["source"],
            )
        )
    return cases


# -- comparing an outcome with what the rules give ---------------------------------------------
def _counters_text(permanent: dict[str, Any]) -> str:
    plus, minus = permanent["plus_counters"], permanent["minus_counters"]
    if plus and minus:
        return f"+1/+1 x{plus}, -1/-1 x{minus}"
    if plus:
        return f"+1/+1 x{plus}"
    if minus:
        return f"-1/-1 x{minus}"
    return "ninguno"


def mismatches(expect: dict[str, Any], final: dict[str, Any]) -> list[str]:
    """What differs between the expected facts and the outcome's ``final`` (its JSON form)."""
    wrong: list[str] = []
    players = {p["name"]: p for p in final["players"]}
    on_board = {p["name"]: p for p in final["permanents"]}

    def check(what: str, want: object, got: object) -> None:
        if want != got:
            wrong.append(f"{what}: esperado {want}, obtenido {got}")

    for name, life in expect.get("life", {}).items():
        check(f"vida de {name}", life, players.get(name, {}).get("life"))
    for name, poison in expect.get("poison", {}).items():
        check(f"veneno de {name}", poison, players.get(name, {}).get("poison"))
    if "lost" in expect:
        check(
            "perdieron", sorted(expect["lost"]), sorted(n for n, p in players.items() if p["lost"])
        )
    if "died" in expect:
        check("al cementerio", sorted(expect["died"]), sorted(d["name"] for d in final["died"]))
    for name, pt in expect.get("pt", {}).items():
        permanent = on_board.get(name)
        got = f"{permanent['power']}/{permanent['toughness']}" if permanent else "fuera del campo"
        check(f"F/R de {name}", str(pt), got)
    for name, damage in expect.get("damage", {}).items():
        permanent = on_board.get(name)
        check(f"daño en {name}", damage, permanent["damage"] if permanent else "fuera del campo")
    for name, counters in expect.get("counters", {}).items():
        permanent = on_board.get(name)
        check(f"contadores de {name}", counters, _counters_text(permanent) if permanent else None)
    if "order" in expect:
        check("orden de resolución", list(expect["order"]), list(final["resolution_order"]))
    if "legal" in expect:
        verdict = final.get("verdict") or ""
        # Timing answers "Sí, …"/"No, …"; combat names an illegal declaration and stops.
        legal = verdict.startswith("Sí") or (
            not verdict.startswith("No") and "ilegal" not in verdict
        )
        check("¿legal?", expect["legal"], legal)
    return wrong


# -- running the set ---------------------------------------------------------------------------
def judge(case: Case, run: Callable[[str], Any]) -> Result:
    """Run one case with ``run`` (text -> Outcome) and give its result and failure cause."""
    from bot.engine import ScenarioError
    from bot.text.outcome import outcome_json

    result = Result(case)
    try:
        outcome = run(case.text)
    except ScenarioError as error:
        result.cause, result.detail = "lenguaje", [str(error)]
        return result
    except Exception as error:  # noqa: BLE001 - the bench reports every crash as a finding
        result.cause, result.detail = "fallo interno", [f"{type(error).__name__}: {error}"]
        return result
    result.parsed = True
    answer = outcome_json(outcome)
    cited_rules = set(answer["rules"])
    missing = [rule for rule in case.rules if rule not in cited_rules]
    result.detail = mismatches(case.expect, answer["final"])
    result.outcome_ok = not result.detail
    result.cited = not missing
    if not result.outcome_ok:
        result.cause = (
            "motor equivocado" if len(missing) < len(case.rules) else "motor sin la regla"
        )
    elif missing:
        result.cause = "sin cita"
    if missing:
        result.detail.append(f"reglas decisivas sin citar: {', '.join(missing)}")
    return result


def run_cases(cases: Iterable[Case], run: Callable[[str], Any] | None = None) -> list[Result]:
    """Every case through ``JuezService.scenarios`` (the facade /escenario calls) by default."""
    if run is None:
        from bot.services import JuezService

        with tempfile.TemporaryDirectory(prefix="juez-scenarios-") as tmp:
            # Scenarios never open the corpus or the index: the folder stays empty.
            run = JuezService(Path(tmp)).scenarios.run
            return [judge(case, run) for case in cases]
    return [judge(case, run) for case in cases]


@dataclass(frozen=True)
class Summary:
    total: int
    parsed: int
    outcome_ok: int
    cited: int
    passed: int
    causes: dict[str, int]

    def share(self, count: int) -> float:
        return count / self.total if self.total else 0.0


def summarize(results: list[Result]) -> Summary:
    causes = Counter(r.cause for r in results if r.cause)
    return Summary(
        total=len(results),
        parsed=sum(r.parsed for r in results),
        outcome_ok=sum(r.outcome_ok for r in results),
        cited=sum(r.parsed and r.cited for r in results),
        passed=sum(r.cause is None for r in results),
        causes={cause: causes[cause] for cause in CAUSES if causes[cause]},
    )


def report(results: list[Result], *, failures: bool) -> str:
    summary = summarize(results)
    lines = [f"Escenarios juzgados: {summary.total}"]
    for label, count in (
        ("leídos", summary.parsed),
        ("resultado correcto", summary.outcome_ok),
        ("citan la regla decisiva", summary.cited),
        ("todo bien", summary.passed),
    ):
        lines.append(f"  {label:<24} {count:>3}  {summary.share(count):6.1%}")
    lines.append("Fallos por causa:")
    for cause, count in summary.causes.items() or {"ninguno": 0}.items():
        lines.append(f"  {cause:<24} {count:>3}")
    by_topic = Counter(r.case.topic for r in results)
    ok_topic = Counter(r.case.topic for r in results if r.cause is None)
    lines.append("Por tema: " + ", ".join(f"{t} {ok_topic[t]}/{n}" for t, n in by_topic.items()))
    if failures:
        for result in results:
            if result.cause:
                lines.append(f"\n[{result.cause}] {result.case.id}: {result.case.text}")
                lines.extend(f"    {line}" for line in result.detail)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.scenarios", description=__doc__)
    parser.add_argument("--fallos", action="store_true", help="listar cada fallo y su detalle")
    parser.add_argument("--json", action="store_true", help="resumen en JSON")
    parser.add_argument(
        "--ronda", default="", help="solo los casos cuyo id empieza así (p. ej. r8-)"
    )
    parser.add_argument(
        "--archivo", type=Path, default=SCENARIOS_FILE, help="otro conjunto con el mismo formato"
    )
    args = parser.parse_args(argv)
    cases = load_cases(args.archivo)
    results = run_cases(case for case in cases if case.id.startswith(args.ronda))
    if args.json:
        print(json.dumps(summarize(results).__dict__, ensure_ascii=False))
    else:
        print(report(results, failures=args.fallos))
    return 0


if __name__ == "__main__":
    sys.exit(main())
