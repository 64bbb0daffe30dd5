"""THE command table: every command the terminal and Discord share, defined once.

`juez` (bot/terminal/cli.py) builds its subcommands from it, the offline console
(bot/terminal/console.py, completion.py) its option splitting, help and Tab completion, and the
cogs their descriptions, choices and option checks; a contract test
(tests/contracts/test_command_table.py) compares each cog's slash command with its row here.
Commands of one front end only (`juez indice`, `juez sitio`, /config) stay with that front end.

Cheap on purpose: `juez --help` imports it. Limits are the services' own
(index.search.query.MAX_QUERY_CHARS and MAX_NAME_CHARS, bot.cards.errors.MAX_NAME); a test
checks they are the same numbers, since importing those modules here would load pydantic.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.commands.model import ALL, TERMINAL, Choice, Command, Front, Kind, Option
from bot.quiz.topics import DEFAULT_QUESTIONS, LEVEL_CHOICES, MAX_QUESTIONS, TOPIC_CHOICES

MAX_QUERY_CHARS = 1500  # index.search.query.MAX_QUERY_CHARS: a question, read whole
MAX_NAME_CHARS = 200  # index.search.query.MAX_NAME_CHARS: a keyword or a glossary term
MAX_CARD_NAME = 150  # bot.cards.errors.MAX_NAME
MAX_CHANGES_QUERY = 40  # a rule or section number for /cambios
MAX_SITUATION = 1000  # a scenario line on Discord

PRIVATE = "Responder solo para ti (por defecto: el ajuste del servidor)"
SOURCES = (
    Choice("reglas", "Reglas"),
    Choice("palabrasclave", "Palabras clave"),
    Choice("glosario", "Glosario"),
    Choice("clase", "Clases para jueces"),
    Choice("es", "Todo en español"),
    Choice("en", "Todo en inglés"),
)
RELS = (
    Choice("regular", "Regular (FNM, prerelease…)"),
    Choice("competitivo", "Competitivo (RCQ, PTQ…)"),
    Choice("profesional", "Profesional (Pro Tour, Mundial)"),
)
SCENARIO_KINDS = (
    Choice("combate", "Combate"),
    Choice("estado", "Acciones de estado"),
    Choice("capas", "Capas (fuerza y resistencia)"),
    Choice("momento", "Momento (¿puedo jugarla ahora?)"),
    Choice("disparos", "Disparos y pila"),
    Choice("pila", "Pila: hechizos y habilidades"),
    Choice("escenario", "Escenario (tablero, pila y eventos)"),
)
LANGUAGES = (Choice("es", "Español"), Choice("en", "Inglés"))
TOPICS = (
    Choice("todos", "Todos"),
    Choice("reglas", "Reglas"),
    Choice("palabrasclave", "Palabras clave"),
    Choice("clase", "Clases para jueces"),
    Choice("escenarios", "Escenarios"),
)
LEVELS = (
    Choice("basico", "Básico"),
    Choice("intermedio", "Intermedio"),
    Choice("avanzado", "Avanzado"),
)
# bot/text/locales.py translates this exact text: change both together.
COUNT = f"Cuántas preguntas (1 a {MAX_QUESTIONS}; por defecto {DEFAULT_QUESTIONS})"
LINES = 'texto de la consulta; "-" lee una por línea'
LOOKUP_JSON = "salida JSON (un objeto por consulta)"


def _private() -> Option:
    return Option("privado", Kind.FLAG, PRIVATE, fronts=frozenset({Front.DISCORD}))


def _json(help_text: str) -> Option:
    return Option("json", Kind.FLAG, help_text, fronts=frozenset({Front.CLI}))


def _query(name: str, help_text: str, high: int, *, cli_name: str = "consulta") -> Option:
    return Option(
        name,
        Kind.TEXT,
        help_text,
        LINES,
        free=True,
        cli_name=cli_name,
        low=1,
        high=high,
        required=True,
    )


def _policy(document: str) -> Any:
    return lambda service, options: lambda q: service.lookups.policy(document, q)


def _policy_command(name: str, help_text: str, description: str, example: str) -> Command:
    return Command(
        name,
        help_text,
        description,
        (_query("consulta", example, MAX_QUERY_CHARS), _json(LOOKUP_JSON), _private()),
        discord=(name,),
        lookup=_policy(name.upper()),
        usage="<número o palabras>",
    )


def _rows() -> tuple[Command, ...]:
    lookup_json = _json(LOOKUP_JSON)
    return (
        Command(
            "regla",
            "Una regla por número (104.3c, 104.3a-c) o por texto.",
            "Una regla por número (104.3c), rango (104.3a-c) o texto",
            (
                _query(
                    "consulta",
                    "Número de regla, rango o texto que buscar en las reglas",
                    MAX_QUERY_CHARS,
                ),
                lookup_json,
                Option(
                    "edicion",
                    Kind.EDITION,
                    "Qué edición mostrar cuando la regla existe en varias",
                    fronts=ALL,
                    unknown="Edición desconocida",
                ),
                _private(),
            ),
            aliases=("rule",),
            discord=("regla",),
            lookup=lambda service, o: lambda q: service.lookups.rule(q, o.get("edicion")),
            example="104.3c",
            usage="<número o texto>",
        ),
        Command(
            "buscar",
            "Búsqueda de texto en todas las fuentes.",
            "Busca en todas las fuentes: reglas, palabras clave, glosario y clases",
            (
                _query("consulta", "Texto que buscar", MAX_QUERY_CHARS),
                lookup_json,
                Option(
                    "fuente",
                    Kind.CHOICE,
                    "Dónde buscar (por defecto: en todo)",
                    "reglas, palabrasclave, glosario, clase, es, en o una edición",
                    choices=SOURCES,
                    unknown="Fuente desconocida",
                ),
                _private(),
            ),
            aliases=("search",),
            discord=("buscar",),
            lookup=lambda service, o: lambda q: service.lookups.search(q, o.get("fuente")),
            example='"robar sin cartas"',
            usage="<texto>",
        ),
        Command(
            "palabraclave",
            "Una palabra clave explicada, en español o inglés.",
            "Una palabra clave explicada, por su nombre en español o en inglés",
            (
                _query("nombre", "Nombre de la palabra clave (cascada, trample…)", MAX_NAME_CHARS),
                lookup_json,
                _private(),
            ),
            aliases=("keyword",),
            discord=("palabraclave",),
            lookup=lambda service, o: service.lookups.keyword,
            example="retrospectiva",
            usage="<nombre>",
        ),
        Command(
            "glosario",
            "Una entrada del glosario de las Reglas Completas.",
            "Una entrada del glosario de las Reglas Completas",
            (
                _query("termino", "Término del glosario (trample, permanente…)", MAX_NAME_CHARS),
                lookup_json,
                _private(),
            ),
            aliases=("glossary",),
            discord=("glosario",),
            lookup=lambda service, o: service.lookups.glossary,
            example="trample",
            usage="<término>",
        ),
        # Tournament policy (index.lookups.policy): the MTR, the IPG and the JAR in force.
        _policy_command(
            "mtr",
            "Una sección de las Reglas de Torneo (MTR) por número (4.9) o por palabras.",
            "Reglas de Torneo (MTR): número o palabras",
            "Número (4.9) o palabras (tiempo de ronda)",
        ),
        _policy_command(
            "ipg",
            "Una sección de la Guía de Procedimiento de Infracciones (IPG) por número o palabras.",
            "Guía de infracciones (IPG): número o palabras",
            "Número (2.3) o palabras (carta oculta)",
        ),
        _policy_command(
            "jar",
            "Una sección de Judging at Regular REL (JAR) por número o palabras.",
            "REL Regular (JAR): número o palabras",
            "Número (1.3) o palabras (robó de más)",
        ),
        Command(
            "infraccion",
            "La infracción de una situación: penalización, remedio y qué hacer en REL Regular.",
            "La infracción de una situación, su penalización y remedio",
            (
                _query(
                    "situacion",
                    "Qué pasó (llegó 12 minutos tarde a la mesa en un RCQ…)",
                    MAX_QUERY_CHARS,
                ),
                lookup_json,
                Option(
                    "rel",
                    Kind.CHOICE,
                    "REL del torneo; si no, el que diga la situación (FNM, prerelease, RCQ…)",
                    "REL del torneo: regular, competitivo o profesional (si no, el que diga el "
                    "texto: FNM, prerelease, RCQ…)",
                    choices=RELS,
                    fronts=frozenset({Front.CLI, Front.DISCORD}),
                    unknown="REL desconocido",
                ),
                _private(),
            ),
            aliases=("infraction",),
            discord=("infraccion",),
            lookup=lambda service, o: lambda q: service.lookups.infraction(q, o.get("rel")),
            example='"llegó 12 minutos tarde"',
            usage="<situación>",
        ),
        Command(
            "cambios",
            "Qué cambió en una regla o sección entre 2019 y las reglas vigentes.",
            "Qué cambió en una regla o sección entre 2019 y las reglas vigentes",
            (
                Option(
                    "consulta",
                    Kind.TEXT,
                    "Regla (110.4) o sección (103); vacío: el resumen por secciones",
                    "regla (110.4) o sección (103); sin ella, resumen",
                    free=True,
                    low=0,
                    high=MAX_CHANGES_QUERY,
                    nargs="?",
                ),
                Option("resumen", Kind.FLAG, "Solo los recuentos", "solo los recuentos"),
                _private(),
                _json("salida JSON"),
            ),
            aliases=("changes",),
            discord=("cambios",),
            example="110.4",
            usage="[regla o sección]",
            cli_description="Qué cambió en una regla o sección entre 2019 y las reglas vigentes. "
            "Ejemplos: juez cambios 103 (una sección), juez cambios 110.4 (una regla), "
            "juez cambios --resumen (por secciones).",
        ),
        Command(
            "carta",
            "Una carta por su nombre en inglés o en español (datos de Scryfall).",
            "Una carta por su nombre en español o en inglés (datos de Scryfall)",
            (
                Option(
                    "nombre",
                    Kind.TEXT,
                    "Nombre de la carta, en español o en inglés "
                    "(Llanowar Elves, Elfos de Llanowar)",
                    "nombre de la carta (se toleran erratas)",
                    free=True,
                    low=1,
                    high=MAX_CARD_NAME,
                    required=True,
                ),
                Option(
                    "reglas",
                    Kind.FLAG,
                    "Mostrar también sus fallos oficiales y en qué formatos es legal",
                    "también sus fallos y formatos",
                ),
                _private(),
                _json("salida JSON con los campos de la carta"),
            ),
            aliases=("card",),
            discord=("carta",),
            example='"Llanowar Elves"',
            usage="<nombre>",
            cli_description="Una carta por su nombre en inglés o en español (datos de Scryfall). "
            'Ejemplos: juez carta "Llanowar Elves", juez carta elfos de llanowar --reglas. Sin '
            "conexión responden las cartas ya consultadas.",
        ),
        Command(
            "escenario",
            "Comprobar una situación de juego con el motor de reglas.",
            "Explica paso a paso un combate, acciones de estado, capas, momento o disparos",
            (
                Option(
                    "tipo",
                    Kind.CHOICE,
                    "Qué clase de situación",
                    choices=SCENARIO_KINDS,
                    required=True,
                    fronts=frozenset({Front.DISCORD}),
                    unknown="Clase de situación desconocida",
                ),
                Option(
                    "situacion",
                    Kind.TEXT,
                    'El resto de la línea: atacante:"5/5 arrollar" '
                    'bloqueadores:"2/2; 1/1 toque mortal"',
                    "el escenario en el lenguaje de escenarios, o contado con palabras",
                    free=True,
                    cli_name="texto",
                    low=1,
                    high=MAX_SITUATION,
                    required=True,
                ),
                Option(
                    "archivo",
                    Kind.PATH,
                    "un escenario en YAML o JSON",
                    fronts=frozenset({Front.CLI}),
                ),
                _json('salida {"steps", "final", "rules"}'),
                _private(),
                Option(
                    "idioma",
                    Kind.CHOICE,
                    "Idioma de la explicación (español si no se elige)",
                    "idioma de la explicación: es (por defecto) o en (inglés)",
                    choices=LANGUAGES,
                    default="es",
                    fronts=frozenset({Front.CLI, Front.DISCORD}),
                    unknown="Idioma desconocido",
                ),
            ),
            aliases=("scenario",),
            discord=("escenario",),
            example='combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"',
            usage="<situación>",
            cli_description='Ejemplo: juez escenario combate atacante:"5/5 arrollar" '
            'bloqueadores:"2/2; 1/1 toque mortal", o contado: juez escenario "mi 3/3 con arrollar '
            'ataca y lo bloquean con un 1/1". Formatos en bot/engine/SCHEMA.md.',
            notes=(
                "    por ejemplo:",
                '      /escenario combate atacante:"5/5 arrollar" '
                'bloqueadores:"2/2; 1/1 toque mortal"',
                "      /escenario mi 3/3 con arrollar ataca y lo bloquean con un 1/1 con toque "
                "mortal",
            ),
        ),
        Command(
            "quiz",
            "Preguntas de estudio para jueces (se guardan tus respuestas y rachas).",
            "Empieza una ronda de preguntas con botones (A, B, C, D)",
            (
                Option(
                    "tema",
                    Kind.CHOICE,
                    "Tema de las preguntas (por defecto: todos)",
                    f"tema: {', '.join(TOPIC_CHOICES)} (por defecto, todos)",
                    choices=TOPICS,
                    unknown="Tema desconocido",
                ),
                Option(
                    "nivel",
                    Kind.CHOICE,
                    "Dificultad (por defecto: básico)",
                    f"nivel: {', '.join(LEVEL_CHOICES)} (por defecto, básico)",
                    choices=LEVELS,
                    unknown="Nivel desconocido",
                ),
                Option(
                    "preguntas",
                    Kind.INT,
                    COUNT,
                    COUNT[0].lower() + COUNT[1:],
                    low=1,
                    high=MAX_QUESTIONS,
                    default=DEFAULT_QUESTIONS,
                    metavar="K",
                ),
                Option(
                    "grupo",
                    Kind.FLAG,
                    "En grupo: responde cualquiera del canal y gana quien acierte primero",
                    default=False,
                    fronts=frozenset({Front.DISCORD}),
                ),
                Option(
                    "semilla",
                    Kind.INT,
                    "repite una ronda concreta",
                    metavar="S",
                    fronts=TERMINAL,
                ),
                _json("imprime las preguntas en JSON, sin jugar"),
                Option(
                    "repaso",
                    Kind.FLAG,
                    "repasa las preguntas pendientes",
                    fronts=frozenset({Front.CLI}),
                    exclusive="which",
                ),
                Option(
                    "pregunta",
                    Kind.TEXT,
                    "solo la pregunta de ese id (se muestra junto a cada pregunta, p. ej. "
                    "palabraclave:basico:7:0); el id fija tema, nivel y semilla",
                    metavar="ID",
                    fronts=frozenset({Front.CLI}),
                    exclusive="which",
                ),
                Option(
                    "jugador",
                    Kind.TEXT,
                    "nombre del jugador local (por defecto, tu usuario)",
                    fronts=frozenset({Front.CLI}),
                ),
            ),
            discord=("quiz", "nueva"),
            usage="[nueva]",
            notes=(
                "  /quiz repaso [preguntas:<1-10>]   las que fallaste, cuando les toca",
                "  /quiz estadisticas · /quiz ranking   tus aciertos; los jugadores de este equipo",
            ),
        ),
    )


class Table(Mapping[str, Command]):
    """Commands by name. Refuses two commands (or aliases) with one name: a second would
    silently replace the first in every front end."""

    def __init__(self, commands: tuple[Command, ...]) -> None:
        self._rows: dict[str, Command] = {}
        self._aliases: dict[str, str] = {}
        for command in commands:
            self.add(command)

    def add(self, command: Command) -> None:
        for name in (command.name, *command.aliases):
            if name in self._rows or name in self._aliases:
                raise ValueError(f"command name used twice: {name}")
        self._rows[command.name] = command
        for alias in command.aliases:
            self._aliases[alias] = command.name

    def remove(self, name: str) -> None:
        command = self._rows.pop(name)
        for alias in command.aliases:
            del self._aliases[alias]

    def named(self, name: str) -> Command | None:
        """The command ``name`` or an alias stands for."""
        name = name.lower()
        return self._rows.get(self._aliases.get(name, name))

    def __getitem__(self, name: str) -> Command:
        return self._rows[name]

    def __iter__(self) -> Any:
        return iter(self._rows)

    def __len__(self) -> int:
        return len(self._rows)


COMMANDS = Table(_rows())
