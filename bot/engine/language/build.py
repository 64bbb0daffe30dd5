"""Turning parsed descriptions of the Spanish language into state models."""

from __future__ import annotations

from pydantic import ValidationError

from ..errors import ScenarioError
from ..scenario import Kind, Scenario, explain_errors
from ..state import KeywordChange, Permanent
from .chapter_lines import printed_final_chapter
from .entering import starting_counters
from .specs import ObjectSpec


def permanent_from_spec(
    spec: ObjectSpec,
    pid: str,
    default_name: str,
    controller: str,
    timestamp: int,
    types: set[str] | None = None,
    example: str = "",
) -> Permanent:
    try:
        return _permanent(spec, pid, default_name, controller, timestamp, types)
    except ValidationError as exc:
        raise ScenarioError(
            f"«{spec.name or default_name}» no es válida: " + explain_errors(exc) + ".",
            example=example or None,
        ) from exc


def _permanent(
    spec: ObjectSpec,
    pid: str,
    default_name: str,
    controller: str,
    timestamp: int,
    types: set[str] | None,
) -> Permanent:
    entering = spec.card.enters_with if spec.card else None
    bars = bool(spec.card and spec.card.class_bars)
    plus, minus, from_text = starting_counters(
        entering, spec.plus, spec.minus, spec.name or default_name
    )
    return Permanent(
        id=pid,
        name=spec.name or default_name,
        controller=controller,
        types=types or spec.types or {"creature"},
        subtypes=set(spec.subtypes),
        supertypes=({"legendary"} if spec.legendary else set()) | spec.supertypes,
        mana_value=spec.card.reading.mana_value if spec.card else None,
        token=spec.token,
        tapped=spec.tapped,
        saddled=spec.saddled,
        renowned=spec.renowned,
        monstrous=spec.monstrous,
        sick=spec.sick,
        trigger_modes=spec.modes,
        enters_tapped=spec.card.enters_tapped if spec.card else False,
        ward=list(spec.card.ward) if spec.card else [],
        flanking=spec.card.flanking if spec.card else 0,
        evolve=spec.card.evolve if spec.card else 0,
        bloodthirst=spec.card.bloodthirst if spec.card else 0,
        living_weapon=spec.card.living_weapon if spec.card else 0,
        start_your_engines=spec.card.start_your_engines if spec.card else False,
        combat_keywords=list(spec.card.combat_keywords) if spec.card else [],
        enchant="player"
        if spec.enchant is not None and spec.enchant.kind == "player"
        else "creature",
        enchant_filter=spec.enchant,
        colors=spec.colors,
        power=spec.power,
        toughness=spec.toughness,
        loyalty=spec.loyalty,
        lore=spec.lore,
        # nivel:N: a Class's level (716.2b, a designation) or a leveler's level counters (711).
        level=0 if bars else spec.level,
        class_level=(spec.level or None) if bars else None,
        daybound=spec.card.daybound if spec.card else False,
        nightbound=spec.card.nightbound if spec.card else False,
        printed_final_chapter=printed_final_chapter(spec.card.lines) if spec.card else 0,
        keywords=spec.keywords,
        toxic=spec.toxic,
        protection_from=spec.protection,
        plus_counters=plus,
        minus_counters=minus,
        enters_with_plus=entering.plus if entering else 0,
        enters_with_minus=entering.minus if entering else 0,
        counters_from_text=from_text,
        damage=spec.damage,
        damaged_by_deathtouch=spec.deathtouch_damage,
        regeneration_shields=spec.regen,
        timestamp=timestamp,
        upkeep_costs=list(spec.card.upkeep_costs) if spec.card else [],
        age_counters=spec.age,
        echo_due=spec.echo_due,
        upkeep_pays=spec.upkeep_pays,
        face_up_cost=spec.card.face_up_cost if spec.card else None,
        charge=spec.charge,
    )


def keyword_change(spec: ObjectSpec, pid: str) -> KeywordChange | None:
    if not (spec.gain_later or spec.lose_later):
        return None
    return KeywordChange(permanent=pid, gain=spec.gain_later, lose=spec.lose_later)


def finish(kind: Kind, example: str, **parts: object) -> Scenario:
    """Validate the assembled scenario; a failure here is reported like any input error."""
    try:
        return Scenario(kind=kind, **parts)
    except ValidationError as exc:
        raise ScenarioError(
            "El escenario no es coherente: " + explain_errors(exc) + ".", example=example
        ) from exc
