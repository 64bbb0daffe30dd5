"""Every example in SCHEMA.md runs: the documentation cannot drift from the parser."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

import bot.engine
from bot.engine import run_scenario, run_scenario_text
from bot.engine.scenario import scenario_from_data

SCHEMA = Path(bot.engine.__file__).parent / "SCHEMA.md"
_BLOCK = re.compile(r"```(\w*)\n(.*?)```", re.S)
_ORDERS = ("combate ", "estado ", "capas ", "momento ", "disparos ")


def _blocks(kind: str) -> list[str]:
    return [body for lang, body in _BLOCK.findall(SCHEMA.read_text(encoding="utf-8"))
            if lang == kind]


LINES = [line for body in _blocks("") for line in body.splitlines() if line.startswith(_ORDERS)]


@pytest.mark.parametrize("line", LINES)
def test_language_examples_run(line):
    assert run_scenario_text(line).steps


def test_there_are_examples_for_every_order():
    assert {line.split()[0] for line in LINES} == {o.strip() for o in _ORDERS}


@pytest.mark.parametrize("body", _blocks("yaml") + _blocks("json"))
def test_file_examples_load_and_run(body):
    data = yaml.safe_load(body)  # JSON is valid YAML
    if "steps" in data:  # the Outcome shape sample, not a scenario
        assert set(data) == {"steps", "final", "rules"}
        return
    json.dumps(data)
    assert run_scenario(scenario_from_data(data)).steps
