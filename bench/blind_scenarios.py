"""The blind round of issue 49 (tests/eval/escenarios-ciegos-49.jsonl): judged situations told as
Spanish players tell them in chat, written by someone who never saw the engine, scored as
``juez escenario`` answers them.

Each item runs twice through ``JuezService.scenarios`` (the path of the console, the CLI and
/escenario), with the card data open:

- **mensaje**: the message exactly as the player told it;
- **línea**: the best faithful translation into the scenario language, as an expert user would
  write it (tests/eval/escenarios-ciegos-49-lineas.tsv; ``-`` where the language cannot say it).

Each run gets one class, compared with the item's ``outcome``:

- ``RIGHT``: a complete answer, and every key of ``outcome`` that this answer can be compared
  with matches (dies/survives/exiled by card name against ``final.died`` and the battlefield,
  life and poison by role, legal against the verdict, +1/+1 and -1/-1 counters);
- ``HONEST``: the answer is marked incomplete (``complete: false``: some card text was not read)
  or the input was refused with a Spanish ScenarioError;
- ``WRONG``: a complete answer with a key that contradicts the expected outcome;
- ``UNCHECKABLE``: a complete answer with no key of ``outcome`` it can be compared with (only
  ``notes``, a legality question the answer does not ask, loyalty told in words…);
- ``CRASH``: any other exception (a user would have seen no answer);
- ``-``: no line (the language cannot express the situation).

Roles in ``outcome.life``/``poison``: in a combat answer ``atacante``/``defensor`` are the
attacking and defending players; in any other answer the teller (``jugador``, ``lanzador``,
``atacante``) is the first player of the scenario (``tú``: "Jugador activo", "Jugador A") and
``rival``/``defensor`` the second. An engine older than issue 49.1 has no ``complete`` field:
its answers are all stated as fact, so they count as complete. The file runs against another
checkout by path, e.g. the engine before a change:

    python -m bench.blind_scenarios [--json] [--fallos]
    PYTHONPATH=/work/wt-before python /path/to/bench/blind_scenarios.py --json
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from index.fold import fold

ROOT = Path(__file__).resolve().parents[1]
SET_FILE = ROOT / "tests" / "eval" / "escenarios-ciegos-49.jsonl"
LINES_FILE = ROOT / "tests" / "eval" / "escenarios-ciegos-49-lineas.tsv"

CLASSES = ("RIGHT", "HONEST", "WRONG", "UNCHECKABLE", "CRASH", "-")
RUNS = ("mensaje", "línea")
OUTCOME_KEYS = {"dies", "survives", "exiled", "life", "poison", "legal", "counters", "notes"}
TELLER = {"jugador", "lanzador", "atacante"}
OTHER = {"rival", "defensor"}
_COUNTERS = re.compile(r"([+-])1/[+-]1 x(\d+)")


@dataclass(frozen=True)
class Item:
    id: str
    message: str
    cards: tuple[str, ...]
    outcome: dict[str, Any]
    rules: tuple[str, ...]
    category: str


@dataclass
class Run:
    """One item run one way (the message or the line) and its class."""

    item: Item
    how: str  # "mensaje" | "línea"
    text: str | None
    klass: str = "-"
    complete: bool | None = None
    refused: bool = False
    read_as: str | None = None
    checked: list[str] = field(default_factory=list)  # outcome keys compared
    wrong: list[str] = field(default_factory=list)  # what contradicts the expected outcome
    cited: tuple[str, ...] = ()  # deciding rules among the cited ones
    detail: str = ""

    @property
    def cites_all(self) -> bool:
        return bool(self.item.rules) and set(self.item.rules) <= set(self.cited)


def load_items(path: Path = SET_FILE) -> list[Item]:
    items = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip():
            continue
        data = json.loads(raw)
        unknown = set(data["outcome"]) - OUTCOME_KEYS
        if unknown:  # a key the scorer does not know would silently check nothing
            raise ValueError(f"{path.name}:{number}: unknown outcome keys {sorted(unknown)}")
        items.append(
            Item(
                id=data["id"],
                message=data["message"],
                cards=tuple(data["cards"]),
                outcome=data["outcome"],
                rules=tuple(str(rule) for rule in data["rules"]),
                category=data.get("category", ""),
            )
        )
    return items


def load_lines(path: Path = LINES_FILE) -> dict[str, str | None]:
    """id -> the line in the scenario language, None where it is ``-``."""
    lines: dict[str, str | None] = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.startswith("#"):
            continue
        ident, _, line = raw.partition("\t")
        if ident == "id":  # the header
            continue
        line = line.strip()
        lines[ident.strip()] = None if line in ("", "-") else line
    return lines


# -- comparing an answer with the expected outcome ---------------------------------------------
def name_key(text: str) -> str:
    """A name as compared: the project's fold (index.translate), without what is in
    parentheses, spaces collapsed."""
    return " ".join(fold(re.sub(r"\([^)]*\)", " ", text)).split())


def counters_wanted(text: str) -> tuple[int, int] | None:
    """ "+1/+1 x3" -> (3, 0), "-1/-1 x4" -> (0, 4); None for what is told in words."""
    m = _COUNTERS.fullmatch(text.strip())
    if m is None:
        return None
    count = int(m[2])
    return (count, 0) if m[1] == "+" else (0, count)


def comparable_keys(outcome: dict[str, Any]) -> list[str]:
    """The keys of an expected outcome an answer can be compared with at all."""
    keys: list[str] = [
        k for k in ("dies", "survives", "exiled", "life", "poison", "legal") if k in outcome
    ]
    counters = outcome.get("counters") or {}
    if any(counters_wanted(str(v)) is not None for v in counters.values()):
        keys.append("counters")
    return keys


def _player(role: str, final: dict[str, Any]) -> dict[str, Any] | None:
    players: list[dict[str, Any]] = final.get("players") or []
    if final.get("kind") == "combat" and role in ("atacante", "defensor"):
        named = [p for p in players if role in name_key(p["name"])]
        if named:
            return named[0]
    if role in TELLER and players:
        return players[0]
    if role in OTHER and len(players) > 1:
        return players[1]
    return None


def _legal(final: dict[str, Any]) -> bool | None:
    """What the answer says of the declaration or cast; None when it does not ask."""
    verdict = final.get("verdict") or ""
    if not verdict and final.get("kind") not in ("combat", "timing"):
        return None
    # Timing answers "Sí, …"/"No, …"; combat names an illegal declaration and stops.
    return verdict.startswith("Sí") or (not verdict.startswith("No") and "ilegal" not in verdict)


def compare(
    outcome: dict[str, Any], answer: dict[str, Any], english: Callable[[str], str]
) -> tuple[list[str], list[str]]:
    """(keys compared, what contradicts the expected outcome). ``english`` gives the English
    card name an object of the answer is (or the name itself)."""
    final = answer["final"]
    died: dict[str, list[dict[str, Any]]] = {}
    for gone in final.get("died") or []:
        died.setdefault(name_key(english(gone["name"])), []).append(gone)
    board: dict[str, list[dict[str, Any]]] = {}
    for perm in final.get("permanents") or []:
        board.setdefault(name_key(english(perm["name"])), []).append(perm)
    checked: list[str] = []
    wrong: list[str] = []

    def where(card: str) -> str:
        gone = [d.get("to", "graveyard") for d in died.get(name_key(card), [])]
        if "exile" in gone:
            return "exiliada"
        if gone:
            return "muere"
        return "en el campo" if name_key(card) in board else "no aparece en la respuesta"

    for key, wanted in (("dies", "muere"), ("exiled", "exiliada")):
        if key in outcome:
            checked.append(key)
            for card in outcome[key]:
                if where(card) != wanted:
                    wrong.append(f"{card}: esperado {wanted}, obtenido {where(card)}")
    if "survives" in outcome:
        checked.append("survives")
        for card in outcome["survives"]:
            if where(card) != "en el campo":
                wrong.append(f"{card}: esperado sigue en el campo, obtenido {where(card)}")
    for key, field_name, label in (("life", "life", "vidas"), ("poison", "poison", "venenos")):
        for role, value in (outcome.get(key) or {}).items():
            player = _player(role, final)
            if player is None:
                continue
            if key not in checked:
                checked.append(key)
            if player.get(field_name) != value:
                wrong.append(
                    f"{label} de {role} ({player['name']}): esperado {value}, "
                    f"obtenido {player.get(field_name)}"
                )
    if "legal" in outcome:
        said = _legal(final)
        if said is not None:
            checked.append("legal")
            if said != outcome["legal"]:
                wrong.append(f"¿legal?: esperado {outcome['legal']}, obtenido {said}")
    for card, text in (outcome.get("counters") or {}).items():
        want = counters_wanted(str(text))
        if want is None:
            continue
        found = board.get(name_key(card)) or died.get(name_key(card))
        if "counters" not in checked:
            checked.append("counters")
        if not found:
            wrong.append(f"contadores de {card}: no aparece en la respuesta")
            continue
        got = (found[0].get("plus_counters", 0), found[0].get("minus_counters", 0))
        if got != want:
            wrong.append(
                f"contadores de {card}: esperado {text}, obtenido +1/+1 x{got[0]}, -1/-1 x{got[1]}"
            )
    return checked, wrong


# -- running -----------------------------------------------------------------------------------
def judge(
    item: Item, how: str, text: str | None, run: Callable[[str], Any], english: Callable[[str], str]
) -> Run:
    """Run ``text`` (the message or the line) with ``run`` (text -> Outcome) and classify it."""
    from bot.engine import ScenarioError
    from bot.text.outcome import outcome_json

    result = Run(item, how, text)
    if text is None:
        return result
    try:
        outcome = run(text)
    except ScenarioError as error:
        result.klass, result.refused, result.detail = "HONEST", True, str(error)
        return result
    except Exception as error:  # noqa: BLE001 - the bench reports every crash as a finding
        result.klass, result.detail = "CRASH", f"{type(error).__name__}: {error}"
        return result
    answer = outcome_json(outcome)
    return classify(result, answer, english)


def classify(result: Run, answer: dict[str, Any], english: Callable[[str], str]) -> Run:
    """The class of an answer (its ``outcome_json`` form) against the item's outcome."""
    result.complete = answer.get("complete", True)  # before issue 49.1: all stated as fact
    result.read_as = answer.get("read_as")
    result.cited = tuple(r for r in result.item.rules if r in set(answer.get("rules", ())))
    result.checked, result.wrong = compare(result.item.outcome, answer, english)
    unread = answer.get("unread") or []
    if not result.complete:
        result.klass = "HONEST"
        result.detail = "sin leer: " + "; ".join(
            f"{u.get('card')}: «{u.get('text', '')[:60]}»" for u in unread
        )
    elif not result.checked:
        result.klass = "UNCHECKABLE"
    else:
        result.klass = "WRONG" if result.wrong else "RIGHT"
    if result.klass in ("UNCHECKABLE", "RIGHT", "WRONG"):
        result.detail = " ".join(answer.get("summary") or []) or _result_line(answer["final"])
    return result


def _result_line(final: dict[str, Any]) -> str:
    parts = [f"{p['name']}: {p['life']} vidas" for p in final.get("players") or []]
    parts += [f"fuera: {d['name']} ({d.get('to', 'graveyard')})" for d in final.get("died") or []]
    if final.get("verdict"):
        parts.append(final["verdict"])
    return "; ".join(parts)


def english_names(catalog: Any) -> Callable[[str], str]:
    """Object name -> the English card name it means (any language, short names), else itself."""
    cache: dict[str, str] = {}

    def english(name: str) -> str:
        if name not in cache:
            hit = catalog.exact(re.sub(r"\([^)]*\)", "", name).strip()) if catalog else None
            cache[name] = hit.english if hit is not None else name
        return cache[name]

    return english


def run_all(items: Iterable[Item], lines: dict[str, str | None]) -> list[Run]:
    """Every item, its message and its line, through ``JuezService.scenarios``."""
    from bot.services import JuezService
    from index.cards.catalog import CardCatalog

    with tempfile.TemporaryDirectory(prefix="juez-blind49-") as tmp:
        # Scenarios never open the corpus or the index; the card catalog builds its cache here.
        catalog = CardCatalog.open(Path(tmp))
        try:
            service = JuezService(Path(tmp))
            english = english_names(catalog)
            runs = []
            for item in items:
                runs.append(judge(item, "mensaje", item.message, service.scenarios.run, english))
                runs.append(
                    judge(item, "línea", lines.get(item.id), service.scenarios.run, english)
                )
            return runs
        finally:
            catalog.close()


# -- reporting ---------------------------------------------------------------------------------
def counts(runs: list[Run], how: str) -> dict[str, int]:
    tally = Counter(r.klass for r in runs if r.how == how)
    return {klass: tally[klass] for klass in CLASSES}


def summary(runs: list[Run]) -> dict[str, Any]:
    out: dict[str, Any] = {"items": len({r.item.id for r in runs})}
    for how in RUNS:
        mine = [r for r in runs if r.how == how]
        out[how] = {
            "clases": counts(runs, how),
            "rechazadas": sum(r.refused for r in mine),
            "condicionales": sum(r.klass == "HONEST" and not r.refused for r in mine),
            "condicionales_que_contradicen": sum(
                r.klass == "HONEST" and not r.refused and bool(r.wrong) for r in mine
            ),
            "right_citan_todas": sum(r.klass == "RIGHT" and r.cites_all for r in mine),
            "citan_alguna": sum(bool(r.cited) for r in mine),
            "WRONG": [r.item.id for r in mine if r.klass == "WRONG"],
            "UNCHECKABLE": [r.item.id for r in mine if r.klass == "UNCHECKABLE"],
        }
    out["sin_clave_comparable"] = sorted(
        {r.item.id for r in runs if not comparable_keys(r.item.outcome)}
    )
    return out


def report(runs: list[Run], *, failures: bool) -> str:
    data = summary(runs)
    lines = [f"Ronda a ciegas 49: {data['items']} situaciones"]
    lines.append(f"  {'clase':<12}" + "".join(f"{how:>10}" for how in RUNS))
    for klass in CLASSES:
        lines.append(
            f"  {klass:<12}" + "".join(f"{data[how]['clases'][klass]:>10}" for how in RUNS)
        )
    for label, key in (
        ("HONEST: rechazadas", "rechazadas"),
        ("HONEST: condicionales", "condicionales"),
        ("  …cuyo resultado condicional contradice", "condicionales_que_contradicen"),
        ("RIGHT que citan todas las reglas decisivas", "right_citan_todas"),
        ("citan alguna regla decisiva", "citan_alguna"),
    ):
        lines.append(f"  {label:<44}" + "".join(f"{data[how][key]:>6}" for how in RUNS))
    lines.append(
        "Sin ninguna clave comparable: " + (", ".join(data["sin_clave_comparable"]) or "-")
    )
    for how in RUNS:
        for klass in ("WRONG", "UNCHECKABLE"):
            lines.append(f"{klass} ({how}): " + (", ".join(data[how][klass]) or "ninguno"))
    if failures:
        for run in runs:
            if run.klass in ("WRONG", "UNCHECKABLE", "CRASH") or (
                run.klass == "HONEST" and run.wrong
            ):
                lines.append(f"\n[{run.klass}] {run.item.id} ({run.how}): {run.text}")
                if run.read_as:
                    lines.append(f"    leído así: {run.read_as}")
                lines.extend(f"    {w}" for w in run.wrong)
                lines.append(f"    {run.detail[:300]}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.blind_scenarios",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--json", action="store_true", help="cada ejecución y el resumen en JSON")
    parser.add_argument("--fallos", action="store_true", help="detalle de WRONG y UNCHECKABLE")
    args = parser.parse_args(argv)
    runs = run_all(load_items(), load_lines())
    if args.json:
        print(
            json.dumps(
                {
                    "summary": summary(runs),
                    "runs": [
                        {
                            "id": r.item.id,
                            "how": r.how,
                            "class": r.klass,
                            "complete": r.complete,
                            "refused": r.refused,
                            "checked": r.checked,
                            "wrong": r.wrong,
                            "cited": list(r.cited),
                            "rules": list(r.item.rules),
                            "read_as": r.read_as,
                            "detail": r.detail,
                        }
                        for r in runs
                    ],
                },
                ensure_ascii=False,
                indent=1,
            )
        )
    else:
        print(report(runs, failures=args.fallos))
    return 0


if __name__ == "__main__":
    sys.exit(main())
