"""A scenario: a game state plus the question asked about it; loading it from YAML or JSON.

The schema is documented with examples in SCHEMA.md next to this module.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic_core import ErrorDetails

from index.bounded_read import NotARegularFile, TooLarge, read_bounded

from .characteristics import board
from .earlier import Earlier, reference_problem
from .effects import CopyOf, Effect
from .errors import ScenarioError
from .outcome import ScenarioCard
from .state import GameState, StackItem
from .timeline import ActionEvent, Event, StackEvent
from .timing import TimingQuery
from .vocabulary import CARD_TYPE_ES, COLOR_ES, KEYWORD_ES, STEP_ES

Kind = Literal["combat", "sba", "layers", "timing", "triggers", "timeline"]

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
    events: list[Event] = Field(default_factory=list)
    # Names of triggered abilities in the order their controllers choose to stack them.
    trigger_order: list[str] = Field(default_factory=list)
    # The real cards the objects are (language/cards.py), in the order they were named.
    cards: list[ScenarioCard] = Field(default_factory=list)
    # What happened before the scenario starts that a rule looks back at (earlier.py).
    earlier: list[Earlier] = Field(default_factory=list)

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
    out += [p for p in (reference_problem(st, f) for f in sc.earlier) if p is not None]
    if st.turn.active_player is not None and st.turn.active_player not in players:
        out.append(f"el jugador activo «{st.turn.active_player}» no existe")
    for perm in st.permanents:
        for who in (perm.controller, perm.owner):
            if who is not None and who not in players:
                out.append(f"«{perm.id}» es de un jugador que no existe: «{who}»")
        if perm.attached_to is not None and perm.attached_to not in known | set(players):
            out.append(f"«{perm.id}» está anexada a «{perm.attached_to}», que no existe")
    out += [
        f"el efecto apunta a «{e.target}», que no existe" for e in st.effects if e.target not in ids
    ]
    out += [
        f"la pila tiene un objeto de «{i.controller}», que no es un jugador"
        for i in [*st.turn.stack, *sc.triggers]
        if i.controller not in players
    ]
    out += [
        f"«{pid}» en legend_keep no existe" for pid in sc.legend_keep.values() if pid not in ids
    ]
    out += [f"«{pid}» en layers no existe" for pid in sc.layers if pid not in ids]
    out += _effect_problems(sc, known | set(players))
    if sc.kind == "timing" and sc.events:
        out.append("una pregunta de momento (timing) no admite «events»")
    if sc.kind == "combat":
        out += _combat_problems(sc, players)
    if sc.kind == "timing":
        if sc.timing is None:
            out.append("una pregunta de momento (timing) necesita el apartado «timing»")
        elif sc.timing.player is not None and sc.timing.player not in players:
            out.append(f"el jugador «{sc.timing.player}» no existe")
    return out


def _effect_problems(sc: Scenario, known: set[str]) -> list[str]:
    """Every id or player an effect, a stack object or an event names must exist."""
    st = sc.state
    named: list[tuple[str, list[Effect]]] = []
    for perm in [*st.permanents, *st.graveyard]:
        for ability in perm.abilities:
            named.append((f"una habilidad de «{perm.id}»", list(ability.effects)))
    items = [*st.turn.stack, *sc.triggers]
    items += [e.item for e in sc.events if isinstance(e, StackEvent)]
    known = known | {i.permanent.id for i in items if i.permanent is not None}  # 608.3a
    out = [
        f"la fuente «{i.source}» de «{i.name}» no existe"
        for i in items
        if i.source is not None and i.source not in known
    ]
    named += [(f"«{i.name}»", i.effects) for i in items]
    named += [
        ("una acción de «events»", e.effects) for e in sc.events if isinstance(e, ActionEvent)
    ]
    out += [
        f"la fuente «{e.source}» de una acción de «events» no existe"
        for e in sc.events
        if isinstance(e, ActionEvent) and e.source is not None and e.source not in known
    ]
    on_stack = {i.name for i in items}
    for where, effects in named:
        for effect in effects:
            if effect.type in ("counter", "copy_spell"):  # a spell on the stack (707.10)
                out += [
                    f"{where} {'contrarresta' if effect.type == 'counter' else 'copia'} «{t}», "
                    "que no está en la pila"
                    for t in effect.targets
                    if t not in on_stack
                ]
                continue
            refs = [*effect.targets, *effect.objects]
            if isinstance(effect, CopyOf):
                refs.append(effect.original)
            out += [f"{where} nombra «{r}», que no existe" for r in refs if r not in known]
    for ce in st.continuous:
        out += [
            f"un efecto continuo afecta a «{r}», que no existe"
            for r in ce.affected
            if r not in known
        ]
    return out


def _combat_problems(sc: Scenario, players: list[str]) -> list[str]:
    st = sc.state
    if st.combat is None or not st.combat.attacks:
        return ["un combate necesita al menos un atacante en «state.combat.attacks»"]
    out = []
    creatures = {p.id for p in st.permanents if p.is_creature}
    named = {a.attacker for a in st.combat.attacks} | {
        b for a in st.combat.attacks for b in a.blockers
    }
    if any(not p.is_creature and p.abilities and p.id in named for p in st.permanents):
        # 721.2b, 613.1d: a permanent a static ability makes a creature (a stationed Spacecraft)
        creatures |= {pid for pid, ch in board(st).chars.items() if "creature" in ch.types}
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
        out += [
            f"el bloqueador «{b}» no es una criatura en el campo de batalla"
            for b in attack.blockers
            if b not in creatures
        ]
        if attack.attacker in attack.blockers:
            out.append(f"«{attack.attacker}» no puede bloquearse a sí misma")
    known = {p.id for p in st.permanents}
    out += [
        f"«{c.permanent}» (between_steps) no existe"
        for c in st.combat.between_steps
        if c.permanent not in known
    ]
    out += [
        f"«{b}» (blocker_assignments) no existe"
        for b in st.combat.blocker_assignments
        if b not in known
    ]
    return out


def load_scenario(path: str | Path) -> Scenario:
    """Read a ``.yaml``/``.yml``/``.json`` scenario; any problem becomes a ScenarioError."""
    path = Path(path)
    try:
        raw = _read_text(path)
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(
            f"No puedo leer el archivo de escenario «{path}»: {_read_problem(exc)}.",
            example=FILE_EXAMPLE,
        ) from exc
    is_json = path.suffix.lower() == ".json"
    try:
        data = json.loads(raw) if is_json else yaml.safe_load(raw)
    except json.JSONDecodeError as exc:
        raise ScenarioError(
            f"El archivo «{path.name}» no es JSON válido: {_json_problem(exc)}.",
            example=FILE_EXAMPLE,
        ) from exc
    except yaml.YAMLError as exc:
        raise ScenarioError(
            f"El archivo «{path.name}» no es YAML válido: {_yaml_problem(exc)}.",
            example=FILE_EXAMPLE,
        ) from exc
    return scenario_from_data(data, source=path.name)


# A scenario is a few dozen lines; anything past this is the wrong file (a log, a disk image)
# and would only cost memory and parse time before failing anyway.
MAX_SCENARIO_BYTES = 1 << 20


def _read_text(path: Path) -> str:
    """The file's text, read only if it is a regular file of at most MAX_SCENARIO_BYTES.

    A FIFO or a device (/dev/zero, /dev/stdin on a terminal) would block or never end.
    """
    return read_bounded(path, MAX_SCENARIO_BYTES).decode("utf-8-sig")


def _read_problem(exc: OSError | UnicodeDecodeError) -> str:
    # OSError.strerror comes from the C library in English ("No such file or directory").
    if isinstance(exc, UnicodeDecodeError):
        return f"no está guardado como texto UTF-8 (byte no válido en la posición {exc.start + 1})"
    if isinstance(exc, TooLarge):
        return f"ocupa más de {MAX_SCENARIO_BYTES // 1024} KiB; un escenario son unas pocas líneas"
    if isinstance(exc, NotARegularFile):
        return "no es un archivo normal (¿una tubería o un dispositivo?)"
    if isinstance(exc, FileNotFoundError):
        return "el archivo no existe (revisa la ruta y el nombre)"
    if isinstance(exc, IsADirectoryError):
        return "es una carpeta, no un archivo"
    if isinstance(exc, PermissionError):
        return "no tengo permiso para leerlo"
    code = f" (código {exc.errno})" if exc.errno else ""
    return f"el sistema no permitió leerlo{code}"


# json's messages, which are fixed English strings; the key is how each one starts.
_JSON_ES = {
    "Expecting value": "se esperaba un valor (¿sobra una coma o falta algo?)",
    "Expecting ',' delimiter": "falta una coma entre dos elementos",
    "Expecting ':' delimiter": "faltan los dos puntos «:» tras el nombre de un campo",
    "Expecting property name enclosed in double quotes": (
        "se esperaba un nombre de campo entre comillas dobles (¿sobra una coma al final?)"
    ),
    "Unterminated string": "un texto abre comillas y no las cierra",
    "Invalid control character": "hay un carácter de control dentro de un texto",
    "Invalid \\escape": "hay una secuencia de escape «\\» no válida",
    "Invalid \\uXXXX escape": "hay una secuencia de escape «\\u» no válida",
    "Extra data": "sobra contenido después del final del objeto",
}


def _json_problem(exc: json.JSONDecodeError) -> str:
    what = next((es for en, es in _JSON_ES.items() if exc.msg.startswith(en)), "error de sintaxis")
    return f"{what}, en la línea {exc.lineno}, columna {exc.colno}"


# PyYAML's problem texts (English); the key is a fragment of ``problem``.
_YAML_ES = {
    "cannot start any token": "hay un carácter que no puede empezar un valor (¿un tabulador? "
    "YAML solo admite espacios para sangrar)",
    "mapping values are not allowed": "aparece «:» donde no se espera (revisa la sangría, o pon "
    "el texto entre comillas)",
    "could not find expected ':'": "falta «:» tras el nombre de un campo",
    "expected ',' or ']'": "una lista abierta con «[» no se cierra con «]»",
    "expected ',' or '}'": "un objeto abierto con «{» no se cierra con «}»",
    "expected <block end>": "la sangría no cuadra con la de las líneas anteriores",
    "found unexpected end of stream": "el archivo termina antes de cerrar unas comillas",
    "found unknown escape character": "hay una secuencia de escape «\\» no válida",
    "found undefined alias": "se usa un alias «*» que no está definido",
    "could not determine a constructor": "usa una etiqueta «!!» que no se admite",
}


def _yaml_problem(exc: yaml.YAMLError) -> str:
    if isinstance(exc, yaml.reader.ReaderError):  # a control character; it has no line mark
        code = ord(exc.character) if isinstance(exc.character, str) else exc.character
        return f"contiene un carácter no permitido (U+{code:04X}) en la posición {exc.position + 1}"
    problem = getattr(exc, "problem", None) or ""
    what = next((es for en, es in _YAML_ES.items() if en in problem), "error de sintaxis")
    mark = getattr(exc, "problem_mark", None)
    if mark is None:
        return what
    # PyYAML counts lines and columns from 0; editors count from 1.
    return f"{what}, en la línea {mark.line + 1}, columna {mark.column + 1}"


def scenario_from_data(data: object, source: str = "escenario") -> Scenario:
    # A file with neither field is some other file (a password list, a log) read as YAML: its
    # lines would be quoted back as unknown fields, so nothing of it is said.
    if not isinstance(data, dict) or not {"kind", "state"} & set(data):
        raise ScenarioError(
            f"«{source}» no parece un escenario: debe contener un objeto con «kind» y «state».",
            example=FILE_EXAMPLE,
        )
    try:
        return Scenario.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError(
            f"«{source}» no es un escenario válido: " + explain_errors(exc) + ".",
            example=FILE_EXAMPLE,
        ) from exc


# pydantic's messages are English; each error type the schema can produce gets its own Spanish
# text (``ctx`` carries the limits), and anything else falls back to a generic one.
_ERRORS_ES: dict[str, str] = {
    "missing": "falta este campo, que es obligatorio",
    "extra_forbidden": "campo desconocido (revisa cómo se escribe; los campos van en inglés)",
    "int_parsing": "se esperaba un número entero",
    "int_type": "se esperaba un número entero",
    "int_from_float": "se esperaba un número entero, sin decimales",
    "bool_parsing": "se esperaba true o false",
    "bool_type": "se esperaba true o false",
    "string_type": "se esperaba un texto",
    "list_type": "se esperaba una lista",
    "set_type": "se esperaba una lista",
    "dict_type": "se esperaba un objeto con campos",
    "model_type": "se esperaba un objeto con campos",
    "model_attributes_type": "se esperaba un objeto con campos",
    "greater_than_equal": "debe ser {ge} o más",
    "greater_than": "debe ser mayor que {gt}",
    "less_than_equal": "debe ser {le} o menos",
    "less_than": "debe ser menor que {lt}",
    "too_short": "necesita al menos {min_length} elementos",
    "too_long": "admite como mucho {max_length} elementos",
    "string_too_short": "necesita al menos {min_length} caracteres",
    "string_too_long": "admite como mucho {max_length} caracteres",
}

# Spanish names for the schema's English values, shown next to each allowed option.
_VALUE_ES: dict[str, str] = {
    **STEP_ES,
    **CARD_TYPE_ES,
    **COLOR_ES,
    **KEYWORD_ES,
    "combat": "combate",
    "sba": "acciones de estado",
    "layers": "capas",
    "timing": "momento de juego",
    "triggers": "habilidades disparadas",
    "timeline": "sucesos en orden",
    "damage": "daño",
    "gain_life": "ganar vidas",
    "lose_life": "perder vidas",
    "draw": "robar",
    "discard": "descartar",
    "shuffle_graveyard": "barajar el cementerio en la biblioteca",
    "reveal_hand": "revelar la mano",
    "scry": "adivinar",
    "surveil": "vigilar",
    "no_max_hand_size": "sin tamaño máximo de mano",
    "mill": "moler",
    "add_counters": "poner contadores",
    "remove_counters": "quitar contadores",
    "destroy": "destruir",
    "exile": "exiliar",
    "sacrifice": "sacrificar",
    "to_graveyard": "al cementerio",
    "return_to_hand": "devolver a la mano",
    "return_to_battlefield": "volver del cementerio",
    "from_graveyard": "sacar del cementerio",
    "create_token": "crear fichas",
    "pump": "+N/+N",
    "set_pt": "fijar F/R",
    "switch_pt": "intercambiar F/R",
    "gain_ability": "ganar habilidad",
    "lose_ability": "perder habilidad",
    "become": "cambiar tipos",
    "set_color": "cambiar color",
    "gain_control": "ganar el control",
    "copy": "copia",
    "cant_lose": "no puede perder",
    "cant_win": "no puede ganar",
    "prevent_damage": "prevenir daño",
    "counter": "contrarrestar",
    "triggered": "disparada",
    "activated": "activada",
    "static": "estática",
    "step": "ir a un paso",
    "cast": "lanzar",
    "activate": "activar",
    "resolve": "resolver",
    "action": "acción",
    "permanent": "permanente",
    "player": "jugador",
    "legendary": "legendario",
    "basic": "básico",
    "snow": "nevado",
    "world": "mundial",
    "extra_turn": "un turno adicional",
    "set_life": "fijar el total de vidas",
    "class_level": "subir de nivel una Clase",
    "proliferate": "proliferar",
    "become_monarch": "convertirse en el monarca",
    "renown": "renombre",
    "living_weapon": "arma viviente",
    "monstrosity": "monstruosidad",
    "increase_speed": "subir la velocidad",
}


def explain_errors(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors(include_url=False)[:5]:
        where = ".".join(_place(x) for x in err["loc"]) or "(raíz)"
        parts.append(f"en «{where}»: {_error_es(err)}")
    return "; ".join(parts)


# What a field name looks like; anything else in a path (a line of some other file taken as a
# key) is not quoted back.
_FIELD_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_-]{0,39}")


def _place(part: object) -> str:
    if isinstance(part, int) or _FIELD_NAME.fullmatch(str(part)):
        return str(part)
    return "(un campo con un nombre no válido)"


def _error_es(err: ErrorDetails) -> str:
    kind, ctx = err["type"], err.get("ctx") or {}
    if kind == "value_error":
        return str(ctx.get("error", ""))  # our own validators already write Spanish
    if kind == "union_tag_invalid":
        field = _field(ctx.get("discriminator"))
        return f"«{field}» no admite {_shown(ctx.get('tag'))}; debe ser " + _options(
            str(ctx.get("expected_tags", ""))
        )
    if kind == "union_tag_not_found":
        return f"falta el campo «{_field(ctx.get('discriminator'))}», que dice de qué clase es"
    if kind in ("literal_error", "enum"):
        return f"valor no permitido {_shown(err.get('input'))}; debe ser " + _options(
            str(ctx.get("expected", ""))
        )
    if kind == "too_short" and ctx.get("min_length") == 1:
        return "no puede estar vacío"
    if kind == "greater_than_equal" and ctx.get("ge") == 0:
        return "no puede ser negativo " + _received(err)
    template = _ERRORS_ES.get(kind)
    if template is None:
        return "valor no válido " + _received(err)
    try:
        what = template.format(**ctx)
    except (KeyError, IndexError):
        what = template.split("{")[0].rstrip()
    if kind in ("missing", "extra_forbidden"):
        return what
    return f"{what} {_received(err)}"


def _field(quoted: object) -> str:
    return str(quoted).strip("'")


def _options(expected: str) -> str:
    """pydantic lists the allowed values as English text ("'white', 'blue' or 'green'"); it
    gives no list, so the quoted values are read back from that text."""
    values = re.findall(r"'([^']*)'", expected)
    if not values:
        return expected.replace(" or ", " o ")
    shown = [f"«{v}» ({_VALUE_ES[v]})" if v in _VALUE_ES else f"«{v}»" for v in values]
    if len(shown) == 1:
        return shown[0]
    return "uno de estos: " + ", ".join(shown[:-1]) + " o " + shown[-1]


def _received(err: ErrorDetails) -> str:
    return f"(recibido: {_shown(err.get('input'))})"


def _shown(value: object) -> str:
    """The offending input as the person wrote it in YAML/JSON, not as a Python repr."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return f"«{value if len(value) <= 40 else value[:39] + '…'}»"
    if isinstance(value, dict):
        return "un objeto"
    if isinstance(value, list | tuple | set):
        return "una lista"
    return f"«{str(value)[:40]}»"
