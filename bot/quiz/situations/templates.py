"""Every situation template, with its area, the cards it reads and the levels that ask it
(by concept: timestamps and dependency at avanzado only, the commander tax, sublayers and a
sacrifice's last known power up to intermedio). A new template is one line here (and its
tests run over it by themselves)."""

from __future__ import annotations

from bot.quiz.situations import (
    blocks,
    combat,
    counter_replacements,
    effects,
    equipment_moves,
    evolve_checks,
    flanking_blocks,
    hexproof_responses,
    legends,
    locked_stack,
    players,
    priority,
    prowess_casts,
    sacrifice,
    saga_chapters,
    shields,
    stack_responses,
    state_checks,
    tokens_gone,
    total_cost,
    transform,
    triggers_costs,
    unpreventable_damage,
)
from bot.quiz.situations.model import Area, TemplateInfo
from bot.quiz.topics import Level

_CREATURES = effects.PLAIN_CREATURES

TEMPLATES: tuple[TemplateInfo, ...] = (
    TemplateInfo("niebla", Area.REPLACEMENT, effects.fog, (*_CREATURES, *effects.FOGS)),
    # "regenerar" (regeneration.regeneration) waits for the engine to read "{B}: Regenerate
    # this creature.": its runs are not complete, and a question rests on complete runs only.
    TemplateInfo(
        "clon", Area.COPIES, effects.clone,
        (*_CREATURES, "Clone", *priority.PUMPS, *effects.SETTERS),
    ),
    TemplateInfo(
        "capas-7b-7c", Area.LAYERS, effects.layer_order,
        (*_CREATURES, "Turn to Frog", *effects.PUMPS), Level.BASICO, Level.INTERMEDIO,
    ),
    TemplateInfo(
        "marcas-de-tiempo", Area.LAYERS, effects.timestamps,
        (*_CREATURES, *effects.SETTERS), Level.AVANZADO,
    ),
    TemplateInfo(
        "dependencia", Area.LAYERS, effects.dependency,
        (*effects.MOONS, *effects.ADDERS, *effects.LAND_TYPES), Level.AVANZADO,
    ),
    TemplateInfo(
        "mirar-atras", Area.LOOK_BACK, triggers_costs.look_back,
        (*_CREATURES, "Wrath of God", "Damnation", "Blood Artist", "Zulaport Cutthroat"),
    ),
    TemplateInfo(
        "coste-de-sacrificio", Area.COSTS, sacrifice.last_known_power,
        (*_CREATURES, "Fling", "Giant Growth"), Level.BASICO, Level.INTERMEDIO,
    ),
    TemplateInfo(
        "coste-pagado", Area.COSTS, sacrifice.paid_cost,
        (*_CREATURES, "Fling", *sacrifice.COUNTERS), Level.INTERMEDIO,
    ),
    TemplateInfo(
        "control-y-propiedad", Area.CONTROL, players.stolen_sacrifice,
        (*_CREATURES, "Act of Treason", "Threaten", "Fling", players.WURM), Level.INTERMEDIO,
    ),
    TemplateInfo(
        "aura-de-control", Area.CONTROL, players.aura_control,
        (*_CREATURES, *players.CONTROL_AURAS, *players.SWEEPERS, *players.REMOVAL),
    ),
    TemplateInfo(
        "dano-de-comandante", Area.MULTIPLAYER, players.commander_damage, players.COMMANDERS
    ),
    TemplateInfo(
        "impuesto-de-comandante", Area.MULTIPLAYER, players.commander_tax,
        players.TAX_COMMANDERS, Level.BASICO, Level.INTERMEDIO,
    ),
    TemplateInfo(
        "en-respuesta", Area.PRIORITY, priority.response,
        (*priority.CREATURES, *priority.PUMPS, *priority.BURN),
    ),
    TemplateInfo("combate-cartas", Area.COMBAT, combat.fates, combat.CARDS),
    TemplateInfo(
        "combate-contadores", Area.COUNTERS, combat.counters, combat.CARDS, Level.INTERMEDIO,
    ),
    TemplateInfo(
        "combate-proteccion", Area.PROTECTION, combat.protection, combat.CARDS, Level.AVANZADO,
    ),
    TemplateInfo("regla-de-leyendas", Area.CONTROL, legends.legend_rule, legends.CARDS),
    TemplateInfo(
        "acciones-de-estado", Area.COUNTERS, state_checks.state_checks, state_checks.CARDS
    ),
    TemplateInfo(
        "bloqueos", Area.COMBAT, blocks.blocks, blocks.CARDS, Level.BASICO, Level.INTERMEDIO,
    ),
    TemplateInfo("escudos", Area.REPLACEMENT, shields.shields, shields.CARDS),
    TemplateInfo(
        "pila-de-respuestas", Area.PRIORITY, stack_responses.stack_responses,
        stack_responses.CARDS, Level.INTERMEDIO,
    ),
    TemplateInfo(
        "reemplazos-de-contadores", Area.REPLACEMENT, counter_replacements.counter_replacements,
        (*_CREATURES, *counter_replacements.CARDS),
    ),
    TemplateInfo("evolucionar", Area.COUNTERS, evolve_checks.evolve_checks, evolve_checks.CARDS),
    TemplateInfo("coste-total", Area.COSTS, total_cost.total_cost, total_cost.CARDS),
    TemplateInfo(
        "a-menos-que", Area.PRIORITY, locked_stack.counter_unless, locked_stack.CARDS,
    ),
    TemplateInfo(
        "fraccion-de-segundo", Area.PRIORITY, locked_stack.split_second, locked_stack.CARDS,
        Level.INTERMEDIO,
    ),
    TemplateInfo("custodia", Area.PRIORITY, locked_stack.ward, locked_stack.WARD_CARDS),
    TemplateInfo(
        "flanquear", Area.COMBAT, flanking_blocks.flanking,
        (*_CREATURES, *flanking_blocks.CARDS),
    ),
    TemplateInfo(
        "no-se-puede-prevenir", Area.REPLACEMENT, unpreventable_damage.unpreventable,
        unpreventable_damage.CARDS,
    ),
    TemplateInfo(
        "antimaleficio", Area.PROTECTION, hexproof_responses.hexproof_response,
        (*_CREATURES, *hexproof_responses.CARDS),
    ),
    TemplateInfo(
        "equipo", Area.LAYERS, equipment_moves.equipment, (*_CREATURES, *equipment_moves.CARDS),
    ),
    TemplateInfo("sagas", Area.COUNTERS, saga_chapters.saga_chapters, saga_chapters.CARDS),
    TemplateInfo("destreza", Area.PRIORITY, prowess_casts.prowess, ()),
    TemplateInfo("fichas", Area.COUNTERS, tokens_gone.tokens_gone, tokens_gone.CARDS),
    TemplateInfo("transformar", Area.COUNTERS, transform.transform, transform.CARDS),
)  # fmt: skip

BY_NAME = {t.name: t for t in TEMPLATES}
CARD_NAMES = frozenset(name for t in TEMPLATES for name in t.cards)


def areas_at(*levels: Level) -> set[Area]:
    """The areas some template asks at one of ``levels``."""
    return {t.area for t in TEMPLATES if any(t.asked_at(level) for level in levels)}
