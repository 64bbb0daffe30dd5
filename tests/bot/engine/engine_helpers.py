"""Helpers shared by the rules-engine tests: the text of the rules the engine cites (the
bundled rules in force) and short runners."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from bot.engine import Outcome, run_scenario_text
from bot.engine.citations import cited_edition

DATA = Path(__file__).resolve().parents[3] / "index" / "data"


def _cited_rules_file() -> Path:
    """The bundled file of the edition the engine cites (the rules in force it ships with)."""
    edition = cited_edition().id
    sources = tomllib.loads((DATA / "SOURCES.toml").read_text(encoding="utf-8"))["source"]
    [source] = [s for s in sources if s["edition"] == edition]
    return DATA / source["files"]


RULES_FILE = _cited_rules_file()
_RULE_LINE = re.compile(r"^(\d{3}(?:\.\d{1,3}[a-z]?)?)\.? (.+)$")


def load_rules() -> dict[str, str]:
    """Rule id -> its text, from the bundled Comprehensive Rules (first occurrence wins)."""
    text = RULES_FILE.read_text(encoding="utf-8-sig")
    rules: dict[str, str] = {}
    for line in text.splitlines():
        m = _RULE_LINE.match(line.strip())
        if m and m[1] not in rules:
            rules[m[1]] = m[2]
    return rules


def run(text: str) -> Outcome:
    return run_scenario_text(text)


def player(outcome: Outcome, name: str):
    return next(p for p in outcome.final.players if p.name == name)


def died(outcome: Outcome) -> list[str]:
    return [d.name for d in outcome.final.died]


def assigned(outcome: Outcome, step: int | None = None) -> dict[tuple[str, str], int]:
    out: dict[tuple[str, str], int] = {}
    for rec in outcome.final.damage:
        if step is None or rec.step == step:
            out[(rec.source, rec.target)] = out.get((rec.source, rec.target), 0) + rec.assigned
    return out


def cited(outcome: Outcome) -> set[str]:
    return set(outcome.rules)
