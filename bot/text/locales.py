"""English localizations of the slash commands, keyed by the Spanish string used in the code.

Commands are declared in Spanish (the default language); Discord shows these English names and
descriptions to users whose client is set to English. One flat table is enough because a Spanish
word means the same in every command ("consulta" is always "query"). Names follow Discord's
rules: lowercase, no spaces, at most 32 characters; descriptions at most 100.
"""

from __future__ import annotations

EN: dict[str, str] = {
    # command names
    "regla": "rule",
    "buscar": "search",
    "palabraclave": "keyword",
    "glosario": "glossary",
    "config": "settings",
    "escenario": "scenario",
    "mtr": "mtr",
    "ipg": "ipg",
    "jar": "jar",
    "infraccion": "infraction",
    # option names
    "consulta": "query",
    "edicion": "edition",
    "privado": "private",
    "fuente": "source",
    "nombre": "name",
    "termino": "term",
    "tipo": "type",
    "situacion": "situation",
    "idioma": "language",
    # command descriptions
    "Reglas de Torneo (MTR): número o palabras": "Magic Tournament Rules (MTR): number or words",
    "Guía de infracciones (IPG): número o palabras": (
        "Infraction Procedure Guide (IPG): number or words"
    ),
    "REL Regular (JAR): número o palabras": "Judging at Regular REL (JAR): number or words",
    "La infracción de una situación, su penalización y remedio": (
        "The infraction of a situation, its penalty and remedy"
    ),
    "Número (4.9) o palabras (tiempo de ronda)": "Number (4.9) or words (round time)",
    "Número (2.3) o palabras (carta oculta)": "Number (2.3) or words (hidden card)",
    "Número (1.3) o palabras (robó de más)": "Number (1.3) or words (drew extra)",
    "Qué pasó (llegó 12 minutos tarde a la mesa en un RCQ…)": (
        "What happened (they sat down 12 minutes late at an RCQ…)"
    ),
    "REL del torneo; si no, el que diga la situación (FNM, prerelease, RCQ…)": (
        "The event's REL; otherwise the one the situation tells (FNM, prerelease, RCQ…)"
    ),
    "rel": "rel",
    "Regular (FNM, prerelease…)": "Regular (FNM, prerelease…)",
    "Competitivo (RCQ, PTQ…)": "Competitive (RCQ, PTQ…)",
    "Profesional (Pro Tour, Mundial)": "Professional (Pro Tour, World Championship)",
    "Una regla por número (104.3c), rango (104.3a-c) o texto": (
        "A rule by number (104.3c), range (104.3a-c) or text"
    ),
    "Busca en todas las fuentes: reglas, palabras clave, glosario y clases": (
        "Search every source: rules, keywords, glossary and judge classes"
    ),
    "Una palabra clave explicada, por su nombre en español o en inglés": (
        "A keyword explained, by its Spanish or English name"
    ),
    "Una entrada del glosario de las Reglas Completas": (
        "An entry of the Comprehensive Rules glossary"
    ),
    "Ajustes de Juez en este servidor (sin opciones: ver los actuales)": (
        "Juez settings for this server (no options: show the current ones)"
    ),
    "Explica paso a paso un combate, acciones de estado, capas, momento o disparos": (
        "Explains step by step a combat, state-based actions, layers, timing or triggers"
    ),
    # option descriptions
    "Número de regla, rango o texto que buscar en las reglas": (
        "Rule number, range or text to look for in the rules"
    ),
    "Qué edición mostrar cuando la regla existe en varias": (
        "Which edition to show when the rule exists in several"
    ),
    "Responder solo para ti (por defecto: el ajuste del servidor)": (
        "Answer only to you (default: the server setting)"
    ),
    "Texto que buscar": "Text to search for",
    "Dónde buscar (por defecto: en todo)": "Where to search (default: everywhere)",
    "Nombre de la palabra clave (cascada, trample…)": "Keyword name (cascade, arrollar…)",
    "Término del glosario (trample, permanente…)": "Glossary term (trample, permanent…)",
    "Responder en privado por defecto en este servidor": (
        "Answer privately by default in this server"
    ),
    "Edición por defecto de las reglas en este servidor": (
        "Default edition of the rules in this server"
    ),
    "Qué clase de situación": "What kind of situation",
    "Idioma de la explicación (español si no se elige)": (
        "Language of the explanation (Spanish if none is chosen)"
    ),
    'El resto de la línea: atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"': (
        'The rest of the line: atacante:"5/5 trample" bloqueadores:"2/2; 1/1 deathtouch"'
    ),
    # choice names
    "Español": "Spanish",
    "Inglés": "English",
    "Vigente": "Current",
    "Reglas": "Rules",
    "Palabras clave": "Keywords",
    "Glosario": "Glossary",
    "Clases para jueces": "Judge classes",
    "Todo en español": "Everything in Spanish",
    "Todo en inglés": "Everything in English",
    "La del bot (quitar el ajuste)": "The bot's (clear the setting)",
    "Combate": "Combat",
    "Acciones de estado": "State-based actions",
    "Capas (fuerza y resistencia)": "Layers (power and toughness)",
    "Momento (¿puedo jugarla ahora?)": "Timing (can I play it now?)",
    "Disparos y pila": "Triggers and the stack",
    "Pila: hechizos y habilidades": "Stack: spells and abilities",
    "Escenario (tablero, pila y eventos)": "Scenario (board, stack and events)",
}

# -- /quiz (kept apart from the table above, which other commands extend) ---------------------
# "Reglas", "Palabras clave" and "Clases para jueces" are shared with /buscar's choices above.
EN.update(
    {
        # group and subcommand names
        "quiz": "quiz",
        "nueva": "new",
        "ranking": "ranking",
        "estadisticas": "stats",
        "repaso": "review",
        "borrar-mis-datos": "delete-my-data",
        # option names
        "tema": "topic",
        "nivel": "level",
        "preguntas": "questions",
        "grupo": "group",
        # descriptions
        "Preguntas de estudio para jueces: rondas, ranking, estadísticas y repaso": (
            "Judge study questions: rounds, ranking, stats and review"
        ),
        "Empieza una ronda de preguntas con botones (A, B, C, D)": (
            "Start a round of questions with buttons (A, B, C, D)"
        ),
        "Repasa las preguntas que fallaste y que ya toca repetir": (
            "Review the questions you missed that are due again"
        ),
        "Quién acierta más preguntas en este servidor (los 10 primeros)": (
            "Who gets the most questions right in this server (top 10)"
        ),
        "Tus aciertos por tema y tus rachas": "Your right answers by topic and your streaks",
        "Borra tus respuestas, estadísticas y repasos del quiz (pide confirmación)": (
            "Delete your quiz answers, stats and reviews (asks for confirmation)"
        ),
        "Tema de las preguntas (por defecto: todos)": "Topic of the questions (default: all)",
        "Dificultad (por defecto: básico)": "Difficulty (default: basic)",
        "Cuántas preguntas (1 a 10; por defecto 5)": "How many questions (1 to 10; default 5)",
        "En grupo: responde cualquiera del canal y gana quien acierte primero": (
            "Group: anyone in the channel may answer, the first right answer wins"
        ),
        # choice names
        "Todos": "All",
        "Escenarios": "Scenarios",
        "Básico": "Basic",
        "Intermedio": "Intermediate",
        "Avanzado": "Advanced",
    }
)
