"""Scenario files (YAML/JSON), the Outcome JSON shape and the text renderer."""

from __future__ import annotations

import json

import pytest
from engine_helpers import run

from bot.engine import ScenarioError, load_scenario, render_text, run_scenario

YAML_COMBAT = """
kind: combat
state:
  players: [{name: Ana}, {name: Beto}]
  turn: {active_player: Ana}
  permanents:
    - {id: a, name: Bestia, controller: Ana, power: 5, toughness: 5, keywords: [trample]}
    - {id: b, name: Muro, controller: Beto, power: 0, toughness: 4}
  combat:
    attacks: [{attacker: a, target: Beto, blockers: [b]}]
"""


def test_yaml_file_round_trip(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text(YAML_COMBAT, encoding="utf-8")
    out = run_scenario(load_scenario(path))
    assert next(p for p in out.final.players if p.name == "Beto").life == 19


def test_json_file(tmp_path):
    data = {"kind": "sba", "state": {"players": [{"name": "A", "life": 0}, {"name": "B"}]}}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = run_scenario(load_scenario(path))
    assert out.final.players[0].lost


def _load_error(tmp_path, content: str, name: str = "x.yaml") -> str:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert "Ejemplo válido:" in info.value.message_es
    return info.value.message_es


def test_file_errors_are_spanish_and_point_at_the_field(tmp_path):
    msg = _load_error(tmp_path, "kind: combat\nstate:\n  permanents:\n"
                      "    - {id: a, name: X, controller: Jugador A, power: dos}\n")
    assert "state.permanents.0.power" in msg and "número entero" in msg


def test_file_error_unknown_kind(tmp_path):
    assert "kind" in _load_error(tmp_path, "kind: pelea\n")


def test_file_error_dangling_reference(tmp_path):
    msg = _load_error(tmp_path, "kind: combat\nstate:\n  combat:\n"
                      "    attacks: [{attacker: zz, target: Jugador B}]\n")
    assert "«zz»" in msg


def test_file_error_unknown_field(tmp_path):
    assert "campo desconocido" in _load_error(tmp_path, "kind: sba\nvida: 3\n")


def test_file_error_bad_yaml_and_missing_file(tmp_path):
    assert "YAML/JSON" in _load_error(tmp_path, "kind: [sba\n")
    with pytest.raises(ScenarioError):
        load_scenario(tmp_path / "no-existe.yaml")


def test_to_json_dict_shape():
    out = run('combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"')
    data = out.to_json_dict()
    assert set(data) == {"steps", "final", "rules"}
    assert all(set(step) == {"text", "rules"} for step in data["steps"])
    assert data["rules"] == sorted(set(data["rules"]), key=data["rules"].index)
    assert len(data["rules"]) == len(set(data["rules"]))
    cited = {r for step in data["steps"] for r in step["rules"]}
    assert cited == set(data["rules"])
    assert {p["name"]: p["life"] for p in data["final"]["players"]}["Jugador defensor"] == 18
    json.dumps(data)  # serialisable as-is


def test_render_text_numbers_steps_and_cites_rules():
    text = render_text(run('combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"'))
    lines = text.splitlines()
    assert lines[0].startswith("1. ")
    assert "[reglas 510.1c, 702.19b]" in lines[0]
    assert "Resultado:" in lines
    assert "- Jugador defensor: 18 vidas" in lines
    assert any(line.startswith("- Fuera del campo de batalla: «Bloqueador 2»") for line in lines)


def test_render_text_for_other_kinds():
    assert "Sí, se puede jugar ahora." in render_text(run('momento carta:"instantáneo"'))
    assert "- «Criatura»: 3/3" in render_text(run('capas base:"2/2" efectos:"+1/+1"'))
    assert "Orden de resolución: 1) B, 2) A" in render_text(run('disparos activo:"A; B"'))


def test_engine_does_not_import_discord():
    import ast
    from pathlib import Path

    import bot.engine

    for path in Path(bot.engine.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert not any(n.split(".")[0] == "discord" for n in names), path.name
