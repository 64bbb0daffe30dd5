"""A scenario: a game state plus the question asked about it; loading it from YAML or JSON.

The schema is documented with examples in SCHEMA.md next to this module.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .errors import ScenarioError
from .state import GameState, StackItem
from .timing import TimingQuery

Kind = Literal["combat", "sba", "layers", "timing", "triggers"]

FILE_EXAMPLE = (
    '{"kind": "combat", "state": {"permanents": [{"id": "a", "name": "Osos", "controller": '
    '"Jugador A", "power": 2, "toughness": 2}], "combat": {"attacks": [{"attacker": "a", '
    '"target": "Jugador B"}]}}}'
)


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kind: Kind
    state: GameState = Field(default_factory=GameState)
    timing: TimingQuery | None = None
    layers: list[str] = Field(default_factory=list)
    triggers: list[StackItem] = Field(default_factory=list)
    legend_keep: dict[str, str] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _references(self) -> Scenario:
        problems = _reference_problems(self)
        if problems:
            raise ValueError("; ".join(problems))
        return self


def _reference_problems(sc: Scenario) -> list[str]:
    st = sc.state
    out: list[str] = []
    players = [p.name for p in st.players]
    ids = [p.id for p in st.permanents]
    known = set(ids) | {p.id for p in st.graveyard}
    if not players:
        out.append("hace falta al menos un jugador")
    if len(set(players)) != len(players):
        out.append("hay jugadores con el mismo nombre")
    if len(set(ids)) != len(ids):
        out.append("hay permanentes con el mismo id")
    if st.turn.active_player is not None and st.turn.active_player not in players:
        out.append(f"el jugador activo «{st.turn.active_player}» no existe")
    for perm in st.permanents:
        for who in (perm.controller, perm.owner):
            if who is not None and who not in players:
                out.append(f"«{perm.id}» es de un jugador que no existe: «{who}»")
        if perm.attached_to is not None and perm.attached_to not in known | set(players):
            out.append(f"«{perm.id}» está anexada a «{perm.attached_to}», que no existe")
    out += [f"el efecto apunta a «{e.target}», que no existe" for e in st.effects
            if e.target not in ids]
    out += [f"la pila tiene un objeto de «{i.controller}», que no es un jugador"
            for i in [*st.turn.stack, *sc.triggers] if i.controller not in players]
    out += [f"«{pid}» en legend_keep no existe" for pid in sc.legend_keep.values()
            if pid not in ids]
    out += [f"«{pid}» en layers no existe" for pid in sc.layers if pid not in ids]
    if sc.kind == "combat":
        out += _combat_problems(sc, players)
    if sc.kind == "timing":
        if sc.timing is None:
            out.append("una pregunta de momento (timing) necesita el apartado «timing»")
        elif sc.timing.player is not None and sc.timing.player not in players:
            out.append(f"el jugador «{sc.timing.player}» no existe")
    return out


def _combat_problems(sc: Scenario, players: list[str]) -> list[str]:
    st = sc.state
    if st.combat is None or not st.combat.attacks:
        return ["un combate necesita al menos un atacante en «state.combat.attacks»"]
    out = []
    creatures = {p.id for p in st.permanents if p.is_creature}
    walkers = {p.id for p in [*st.permanents, *st.graveyard] if "planeswalker" in p.types}
    seen = set()
    for attack in st.combat.attacks:
        if attack.attacker not in creatures:
            out.append(f"el atacante «{attack.attacker}» no es una criatura en el campo de batalla")
        if attack.attacker in seen:
            out.append(f"«{attack.attacker}» ataca dos veces")
        seen.add(attack.attacker)
        if attack.target not in players and attack.target not in walkers:
            out.append(f"«{attack.target}» no es un jugador ni un planeswalker")
        out += [f"el bloqueador «{b}» no es una criatura en el campo de batalla"
                for b in attack.blockers if b not in creatures]
        if attack.attacker in attack.blockers:
            out.append(f"«{attack.attacker}» no puede bloquearse a sí misma")
    known = {p.id for p in st.permanents}
    out += [f"«{c.permanent}» (between_steps) no existe" for c in st.combat.between_steps
            if c.permanent not in known]
    out += [f"«{b}» (blocker_assignments) no existe" for b in st.combat.blocker_assignments
            if b not in known]
    return out


def load_scenario(path: str | Path) -> Scenario:
    """Read a ``.yaml``/``.yml``/``.json`` scenario; any problem becomes a ScenarioError."""
    path = Path(path)
    try:
        raw = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise ScenarioError(f"No puedo leer el archivo de escenario «{path}»: {exc.strerror}.",
                            example=FILE_EXAMPLE) from exc
    try:
        data = json.loads(raw) if path.suffix.lower() == ".json" else yaml.safe_load(raw)
    except (json.JSONDecodeError, yaml.YAMLError) as exc:
        raise ScenarioError(f"El archivo «{path.name}» no es YAML/JSON válido: {exc}.",
                            example=FILE_EXAMPLE) from exc
    return scenario_from_data(data, source=path.name)


def scenario_from_data(data: object, source: str = "escenario") -> Scenario:
    if not isinstance(data, dict):
        raise ScenarioError(f"«{source}» debe contener un objeto con «kind» y «state».",
                            example=FILE_EXAMPLE)
    try:
        return Scenario.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError(f"«{source}» no es un escenario válido: " + explain_errors(exc) + ".",
                            example=FILE_EXAMPLE) from exc


_ERRORS_ES = {
    "missing": "falta este campo",
    "extra_forbidden": "campo desconocido",
    "int_parsing": "se esperaba un número entero",
    "int_type": "se esperaba un número entero",
    "bool_parsing": "se esperaba true/false",
    "bool_type": "se esperaba true/false",
    "string_type": "se esperaba un texto",
    "greater_than_equal": "no puede ser negativo",
    "too_short": "no puede estar vacío",
    "list_type": "se esperaba una lista",
    "set_type": "se esperaba una lista",
    "dict_type": "se esperaba un objeto",
    "model_type": "se esperaba un objeto",
}


def explain_errors(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors(include_url=False)[:5]:
        where = ".".join(str(x) for x in err["loc"]) or "(raíz)"
        if err["type"] == "literal_error":
            what = f"valor no permitido «{err.get('input')}»; opciones: {err['ctx']['expected']}"
        elif err["type"] == "value_error":
            what = str(err["ctx"]["error"])
        else:
            what = _ERRORS_ES.get(err["type"], err["msg"])
            if err["type"] not in ("missing", "extra_forbidden"):
                what += f" (recibido {err.get('input')!r})"
        parts.append(f"en «{where}»: {what}")
    return "; ".join(parts)
