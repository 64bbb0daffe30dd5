"""Scenario files (YAML/JSON), the Outcome JSON shape and the text renderer."""

from __future__ import annotations

import json

import pytest
from engine_helpers import run

from bot.engine import ScenarioError, load_scenario, run_scenario
from bot.engine.scenario import explain_errors, scenario_from_data
from bot.text.outcome import outcome_json, render_text
from index import bounded_read

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
    assert "Ejemplo válido:" in info.value.message
    return info.value.message


def test_file_errors_are_spanish_and_point_at_the_field(tmp_path):
    msg = _load_error(
        tmp_path,
        "kind: combat\nstate:\n  permanents:\n"
        "    - {id: a, name: X, controller: Jugador A, power: dos}\n",
    )
    assert "state.permanents.0.power" in msg and "número entero" in msg


def test_file_error_unknown_kind(tmp_path):
    assert "kind" in _load_error(tmp_path, "kind: pelea\n")


def test_file_error_dangling_reference(tmp_path):
    msg = _load_error(
        tmp_path,
        "kind: combat\nstate:\n  combat:\n    attacks: [{attacker: zz, target: Jugador B}]\n",
    )
    assert "«zz»" in msg


def test_file_error_unknown_field(tmp_path):
    assert "campo desconocido" in _load_error(tmp_path, "kind: sba\nvida: 3\n")


# pydantic's and the standard library's English must never reach the user.
_ENGLISH = (
    "Input should",
    "Field required",
    "Extra inputs",
    "valid integer",
    "No such file",
    "Permission denied",
    "Expecting",
    "expected",
    "found",
    "while parsing",
    "or 'green'",
)


def _spanish(msg: str) -> str:
    assert not [w for w in _ENGLISH if w in msg], msg
    return msg


def _data_error(data) -> str:
    with pytest.raises(ScenarioError) as info:
        scenario_from_data(data)
    return _spanish(info.value.message)


def _perm(**fields) -> dict:
    base = {"id": "a", "name": "X", "controller": "Jugador A"}
    return {"kind": "sba", "state": {"permanents": [{**base, **fields}]}}


def test_error_missing_field():
    msg = _data_error({"kind": "sba", "state": {"permanents": [{"name": "X"}]}})
    assert "en «state.permanents.0.id»: falta este campo" in msg
    assert "en «state.permanents.0.controller»: falta este campo" in msg


def test_error_unknown_field_names_it():
    assert "en «vida»: campo desconocido" in _data_error({"kind": "sba", "vida": 3})


def test_error_integer_and_decimal():
    msg = _data_error(_perm(power="dos", timestamp=1.5))
    assert "en «state.permanents.0.power»: se esperaba un número entero (recibido: «dos»)" in msg
    assert "sin decimales (recibido: 1.5)" in msg


def test_error_boolean():
    msg = _data_error(_perm(token="quizá"))
    assert "en «state.permanents.0.token»: se esperaba true o false (recibido: «quizá»)" in msg


def test_error_choice_lists_the_values_with_their_spanish_names():
    msg = _data_error(_perm(colors=["rojo"]))
    assert "en «state.permanents.0.colors.0»: valor no permitido «rojo»" in msg
    assert "«white» (blanco), «blue» (azul), «black» (negro), «red» (rojo) o «green» (verde)" in msg
    msg = _data_error({"kind": "pelea"})
    assert "«combat» (combate)" in msg and " o «timeline» (sucesos en orden)" in msg
    assert "«legendary» (legendario)" in _data_error(_perm(supertypes=["mítico"]))


def test_error_bounds():
    assert "en «state.permanents.0.damage»: no puede ser negativo (recibido: -1)" in _data_error(
        _perm(damage=-1)
    )
    assert "en «timing.card_types»: no puede estar vacío" in _data_error(
        {"kind": "timing", "timing": {"card_types": []}}
    )


def test_error_wrong_shapes():
    assert "en «state»: se esperaba un objeto con campos (recibido: una lista)" in _data_error(
        {"kind": "sba", "state": []}
    )
    assert "en «state.players»: se esperaba una lista (recibido: «x»)" in _data_error(
        {"kind": "sba", "state": {"players": "x"}}
    )
    msg = _data_error({"kind": "sba", "state": {"players": [{"name": 3, "life": None}]}})
    assert "en «state.players.0.name»: se esperaba un texto (recibido: 3)" in msg
    assert "en «state.players.0.life»: se esperaba un número entero (recibido: null)" in msg


def test_error_other_types_get_a_generic_spanish_message_with_the_path():
    from pydantic import BaseModel, ValidationError

    class Odd(BaseModel):
        ratio: float

    with pytest.raises(ValidationError) as info:
        Odd.model_validate({"ratio": "mucho"})
    assert info.value.errors()[0]["type"] == "float_parsing"  # not in the Spanish table
    assert _spanish(explain_errors(info.value)) == "en «ratio»: valor no válido (recibido: «mucho»)"


def test_file_error_bad_yaml_and_json_say_where(tmp_path):
    msg = _spanish(_load_error(tmp_path, "kind: [sba\n"))
    assert "no es YAML válido" in msg and "no se cierra con «]»" in msg and "línea 2" in msg
    msg = _spanish(_load_error(tmp_path, "kind: sba\nstate: a: b\n"))
    assert "aparece «:» donde no se espera" in msg and "línea 2, columna 9" in msg
    msg = _spanish(_load_error(tmp_path, "\tkind: sba\n"))
    assert "tabulador" in msg and "línea 1, columna 1" in msg
    msg = _spanish(_load_error(tmp_path, "kind: sba\x07\n"))
    assert "carácter no permitido (U+0007)" in msg
    msg = _spanish(_load_error(tmp_path, '{"kind": "sba",}', name="x.json"))
    assert "no es JSON válido" in msg and "comillas dobles" in msg
    assert "línea 1, columna 16" in msg
    msg = _spanish(_load_error(tmp_path, '{"kind": "sba"\n "state": {}}', name="x.json"))
    assert "falta una coma" in msg and "línea 2, columna 2" in msg
    msg = _spanish(_load_error(tmp_path, '{"kind": "sba"} sobra', name="x.json"))
    assert "sobra contenido" in msg


def test_file_error_unreadable_files(tmp_path, monkeypatch):
    def read_error(path) -> str:
        with pytest.raises(ScenarioError) as info:
            load_scenario(path)
        assert "Ejemplo válido:" in info.value.message
        return _spanish(info.value.message)

    assert "el archivo no existe" in read_error(tmp_path / "no-existe.yaml")
    assert "es una carpeta" in read_error(tmp_path)
    latin1 = tmp_path / "latin1.yaml"
    latin1.write_bytes("kind: sba # versión\n".encode("latin-1"))
    assert "no está guardado como texto UTF-8" in read_error(latin1)
    locked = tmp_path / "locked.yaml"
    locked.write_text("kind: sba\n", encoding="utf-8")

    def refuse(path, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(path))

    # chmod does not stop root, so simulate; the file is opened by index.bounded_read
    monkeypatch.setattr(bounded_read.os, "open", refuse)
    assert "no tengo permiso para leerlo" in read_error(locked)


def test_file_error_a_huge_file_is_refused_before_it_is_parsed(tmp_path):
    from bot.engine.scenario import MAX_SCENARIO_BYTES

    path = tmp_path / "enorme.yaml"
    path.write_text(YAML_COMBAT + "#" * MAX_SCENARIO_BYTES, encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert "ocupa más de 1024 KiB" in str(err.value)
    # right at the limit it is still read (the comment padding is valid YAML)
    path.write_text(YAML_COMBAT + "#" * (MAX_SCENARIO_BYTES - len(YAML_COMBAT) - 1) + "\n")
    assert path.stat().st_size == MAX_SCENARIO_BYTES
    assert load_scenario(path).kind == "combat"


def test_file_error_a_fifo_is_refused_instead_of_blocking(tmp_path):
    import os

    fifo = tmp_path / "tuberia.yaml"
    os.mkfifo(fifo)  # opening it to read would wait for a writer forever
    with pytest.raises(ScenarioError) as err:
        load_scenario(fifo)
    assert "no es un archivo normal" in str(err.value)


def test_to_json_dict_shape():
    out = run('combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"')
    data = outcome_json(out)
    assert set(data) == {
        "complete",
        "unread",
        "summary",
        "steps",
        "final",
        "rules",
        "edition",
        "cards",
    }
    assert data["complete"] is True and data["unread"] == []  # made-up objects: all read
    assert data["edition"] == "en-2026-01-16"
    assert data["summary"][0] == "Jugador defensor: 20 → 18 vidas."  # 16 steps: a long one
    # Steps are data: a kind, its args (objects, numbers), rules; the text is their wording.
    assert all(set(step) == {"kind", "args", "text", "rules"} for step in data["steps"])
    assigns = next(s for s in data["steps"] if s["kind"] == "combat.assigns")
    assert assigns["args"]["who"]["pt"] == [5, 5]
    assert sorted(n for n, _ in assigns["args"]["shares"]) == [1, 2, 2]
    assert data["rules"] == sorted(set(data["rules"]), key=data["rules"].index)
    assert len(data["rules"]) == len(set(data["rules"]))
    cited = {r for step in data["steps"] for r in step["rules"]}
    assert cited == set(data["rules"])
    assert {p["name"]: p["life"] for p in data["final"]["players"]}["Jugador defensor"] == 18
    json.dumps(data)  # serialisable as-is


def test_render_text_numbers_steps_and_cites_rules():
    text = render_text(run('combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"'))
    lines = text.splitlines()
    # 16 steps: a long explanation starts with its summary, then the numbered steps.
    assert lines[:2] == ["En resumen:", "- Jugador defensor: 20 → 18 vidas."]
    first = lines.index("Paso a paso:") + 1
    assert lines[first].startswith("1. ")
    assert "[reglas 510.1c, 702.19b]" in lines[first]
    assert lines[-1] == (
        "Reglas citadas según las Reglas Completas de Magic del 16 de enero de "
        "2026 (en-2026-01-16)."
    )
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

    for path in Path(bot.engine.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert not any(n.split(".")[0] == "discord" for n in names), path.name
