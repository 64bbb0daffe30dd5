"""The concepts of the L1/L2 blueprint a question makes a candidate apply (issue 43), counted
from what the question cites, not from what a template claims.

A concept is a rules idea a candidate must apply (the legend rule, a shield that is used up,
trample), named after the blueprint area it belongs to. A question applies a concept when the
rules its key rests on (its rule citations) include one of the concept's rules: a template
re-skinned with other cards cites the same rules and adds no concept; a combat board whose
creature has deathtouch instead of trample makes the candidate apply another rule, and does.
Rules every question of a kind cites in passing (704.3, when state-based actions are checked;
603.2, that an ability triggers) belong to no concept, so they never count one.

Policy questions are counted apart (``infractions_of``): one IPG infraction (or JAR section)
is one policy concept, and the bench reports the two counts separately.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from bot.quiz.models import Question
from bot.quiz.topics import Level
from index.models import Kind


@dataclass(frozen=True)
class Concept:
    key: str
    name: str  # what a candidate reads, in Spanish
    area: str  # the blueprint area (issue 43's list), in Spanish
    rules: tuple[str, ...]  # a citation of one of them (or of a subrule) applies the concept


# The blueprint areas of issue 43, in its order, and the two areas every L1 exam adds.
REPLACEMENT = "efectos de reemplazo y prevención"
TRIGGERS = "habilidades disparadas («si» intermedio, mirar atrás, APNAP)"
PROTECTION = "protección, indestructible y antimaleficio"
LEGEND = "la regla de leyendas"
CASTING = "lanzar hechizos y costes"
COPIES = "copias y fichas"
DOUBLE_FACED = "cartas de dos caras"
SAGAS = "sagas"
STACK = "la pila y la prioridad"
COMBAT = "combate"
LAYERS = "capas"
CONTROL = "control y propiedad"
COMMANDER = "commander y multijugador"
RECENT = "mecánicas recientes"
STATE = "acciones basadas en estado y contadores"

AREAS = (
    REPLACEMENT, TRIGGERS, PROTECTION, LEGEND, CASTING, COPIES, DOUBLE_FACED, SAGAS, STACK,
    COMBAT, LAYERS, CONTROL, COMMANDER, RECENT, STATE,
)  # fmt: skip

CONCEPTS: tuple[Concept, ...] = (
    Concept("niebla", "prevenir el daño de combate a tiempo (niebla)", REPLACEMENT,
            ("615.1a", "508.2", "509.2", "510.3")),
    Concept("escudos", "escudos «previene los próximos N daños»", REPLACEMENT,
            ("615.7", "615.3", "615.4")),
    Concept("no-se-puede-prevenir", "daño que no se puede prevenir", REPLACEMENT, ("615.12",)),
    Concept("regeneracion", "regeneración", REPLACEMENT, ("701.19",)),
    Concept("reemplazo-cantidad", "reemplazos que cambian cuánto (cada uno una vez)",
            REPLACEMENT, ("614.1a", "614.5")),
    Concept("orden-reemplazos", "orden de varios efectos de reemplazo", REPLACEMENT, ("616.1",)),
    Concept("mirar-atras", "habilidades que miran hacia atrás", TRIGGERS, ("603.10",)),
    Concept("apnap", "orden de disparos de varios jugadores (APNAP)", TRIGGERS,
            ("101.4", "603.3b")),
    Concept("si-intermedio", "disparos con «si» intermedio", TRIGGERS, ("603.4",)),
    Concept("proteccion", "protección (DEBT)", PROTECTION, ("702.16",)),
    Concept("indestructible", "destruir e indestructible", PROTECTION, ("702.12", "701.8")),
    Concept("custodia", "custodia", RECENT, ("702.21",)),
    Concept("antimaleficio", "antimaleficio", PROTECTION, ("702.11",)),
    Concept("leyendas", "la regla de leyendas", LEGEND, ("704.5j",)),
    Concept("momento", "cuándo se puede lanzar (instantáneo o conjuro)", CASTING,
            ("117.1a", "505.6a", "307.1")),
    Concept("tierra", "jugar una tierra", CASTING, ("305.1", "305.2")),
    Concept("costes-pagados", "los costes se pagan al lanzar", CASTING, ("601.2h",)),
    Concept("informacion-anterior", "la última información conocida", CASTING, ("608.2h",)),
    Concept("contrarrestar", "contrarrestar un hechizo", CASTING, ("701.6",)),
    Concept("a-menos-que", "«a menos que pague»: quién decide pagar", CASTING, ("118.12",)),
    Concept("afinidad", "afinidad", CASTING, ("702.41",)),
    Concept("delve", "delve: pagar exiliando del cementerio", CASTING, ("702.66",)),
    Concept("coste-total", "el coste total: aumentos y reducciones", CASTING,
            ("601.2f", "118.7a")),
    Concept("copia", "valores copiables", COPIES, ("707.2",)),
    Concept("equipar", "equipar: anexado a una criatura a la vez", CONTROL, ("702.6", "701.3")),
    Concept("fichas", "fichas fuera del campo de batalla", COPIES, ("111.7", "704.5d")),
    Concept("pila", "la pila: el último en entrar, el primero en resolverse", STACK, ("405.5",)),
    Concept("objetivo-ilegal", "objetivos ilegales al resolverse", STACK, ("608.2b",)),
    Concept("prioridad", "quién recibe la prioridad y pasarla", STACK,
            ("117.3c", "117.3d", "117.4", "117.7")),
    Concept("limpieza", "el paso de limpieza: daño y «hasta el final del turno»", STACK,
            ("514.2",)),
    Concept("fraccion-de-segundo", "fracción de segundo", STACK, ("702.61",)),
    Concept("dano-de-combate", "asignar y hacer el daño de combate", COMBAT,
            ("510.1c", "510.1d", "510.2")),
    Concept("dana-primero", "daña primero y daña dos veces", COMBAT, ("510.4", "702.7", "702.4")),
    Concept("arrollar", "arrollar", COMBAT, ("702.19",)),
    Concept("toque-mortal", "toque mortal", COMBAT, ("702.2b", "704.5h")),
    Concept("toque-mortal-asignar", "toque mortal al asignar el daño (con arrollar)", COMBAT,
            ("702.2c",)),
    Concept("vinculo-vital", "vínculo vital", COMBAT, ("702.15",)),
    Concept("infectar", "daño en forma de contadores (infectar, marchitar, veneno)", COMBAT,
            ("702.90", "702.80", "120.3b", "120.3d", "704.5c")),
    Concept("persistir", "volver con un contador (persistir, resiliencia)", COMBAT,
            ("702.79", "702.93")),
    Concept("volar", "volar y alcance", COMBAT, ("702.9", "702.17")),
    Concept("amenaza", "amenaza", COMBAT, ("702.111",)),
    Concept("defensor", "defensor", COMBAT, ("702.3",)),
    Concept("flanquear", "flanquear", COMBAT, ("702.25",)),
    Concept("bloquear", "declarar bloqueadores: quién puede bloquear", COMBAT,
            ("509.1a", "509.1b")),
    Concept("capas-7", "capas 7b y 7c: fijar y modificar la fuerza y resistencia", LAYERS,
            ("613.4b", "613.4c")),
    Concept("marcas-de-tiempo", "marcas de tiempo", LAYERS, ("613.7",)),
    Concept("dependencia", "dependencia", LAYERS, ("613.8",)),
    Concept("capas-4-6", "capas 4 a 6: tipos y habilidades", LAYERS, ("613.1d", "613.1f")),
    Concept("efectos-fijos", "efectos de una resolución frente a efectos estáticos", LAYERS,
            ("611.2", "611.3")),
    Concept("propietario", "propietario y controlador", CONTROL, ("108.3", "400.3")),
    Concept("multijugador", "un jugador que deja una partida multijugador", CONTROL, ("800.4a",)),
    Concept("dano-de-comandante", "daño de comandante", COMMANDER, ("903.10a", "704.6c")),
    Concept("impuesto", "el impuesto de comandante", COMMANDER, ("903.8",)),
    Concept("zona-de-mando", "el comandante a la zona de mando", COMMANDER, ("903.9",)),
    Concept("objeto-nuevo", "un objeto que cambia de zona es un objeto nuevo", COMMANDER,
            ("400.7", "903.3")),
    Concept("evolucionar", "evolucionar", TRIGGERS, ("702.100",)),
    Concept("dano-letal", "daño letal marcado", STATE, ("704.5g", "120.6")),
    Concept("resistencia-cero", "resistencia 0 o menos", STATE, ("704.5f",)),
    Concept("contadores-anulan", "contadores +1/+1 y -1/-1 se anulan", STATE, ("704.5q",)),
    Concept("aura-ilegal", "un Aura sin objeto legal", STATE, ("704.5m", "303.4c")),
    Concept("lealtad", "lealtad 0", STATE, ("704.5i",)),
    Concept("saga-capitulos", "capítulos de una Saga: un contador de sabiduría por turno, tras "
            "robar", SAGAS, ("714.2b", "714.3b")),
    Concept("saga-sacrificio", "la Saga se sacrifica cuando su último capítulo deja la pila",
            SAGAS, ("714.4", "704.5s")),
    Concept("destreza", "destreza: un disparo por cada hechizo que no es de criatura",
            TRIGGERS, ("702.108",)),
    Concept("transformar", "transformar: el mismo objeto con la otra cara, que conserva "
            "contadores y daño", DOUBLE_FACED, ("712.18", "712.8e")),
)  # fmt: skip

BY_KEY = {c.key: c for c in CONCEPTS}


def _covers(rule: str, cited: str) -> bool:
    """Whether citing ``cited`` applies ``rule``: the rule itself or one of its subrules
    ("702.19" covers "702.19b", never "702.190"; "611.3" covers "611.3a")."""
    if not cited.startswith(rule):
        return False
    rest = cited[len(rule) :]
    return not rest or not (rest[0].isdigit() or (rule[-1].isalpha() and rest[0].isalpha()))


_RULE = re.compile(r"^\d{3}\.\d+[a-z]?$")


def concepts_of_rules(rules: Iterable[str]) -> frozenset[str]:
    cited = [r for r in rules if _RULE.match(r)]
    return frozenset(c.key for c in CONCEPTS if any(_covers(r, x) for r in c.rules for x in cited))


def concepts_of(question: Question) -> frozenset[str]:
    """The concepts a question applies: those of the rules it cites."""
    return concepts_of_rules(c.id for c in question.citations if c.kind is Kind.RULE)


def infractions_of(question: Question) -> frozenset[str]:
    """The policy concepts of a policy question: each IPG infraction or policy section it
    cites (what the call decides)."""
    return frozenset(
        f"{c.kind.value}:{c.id}" for c in question.citations
        if c.kind in (Kind.INFRACTION, Kind.POLICY)
    )  # fmt: skip


@dataclass(frozen=True)
class LevelConcepts:
    """What a level asks, over every subject of every application generator (a few boards
    each): rules concepts and policy concepts (infractions) apart."""

    concepts: frozenset[str]
    infractions: frozenset[str]


def level_concepts(bank: Any, level: Level, seeds: int = 2) -> LevelConcepts:
    """Every concept the bank's application questions apply at ``level``: each subject built
    at ``seeds`` seeds (a board is drawn from its seed, so a template's shapes show up)."""
    concepts: set[str] = set()
    infractions: set[str] = set()
    for name, generator in bank.generators.items():
        if not generator.application:
            continue
        for subject in generator.subjects(level):
            for seed in range(seeds):
                question = bank.build(name, subject, level, seed)
                concepts |= concepts_of(question)
                if generator.policy:
                    infractions |= infractions_of(question)
    return LevelConcepts(frozenset(concepts), frozenset(infractions))


def names(keys: Iterable[str]) -> list[str]:
    """The concepts' Spanish names, in the registry's order."""
    wanted = set(keys)
    return [c.name for c in CONCEPTS if c.key in wanted]
