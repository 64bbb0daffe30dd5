"""A rules-engine Outcome as Discord embeds: numbered steps with their rules, then the result.

Pure functions, like the lookup answers (cogs/_ui/answers.py): the same explanation as the
console's render_text, with Discord markdown. Long explanations become pages instead of being
cut. Names come from what the user typed, so they are escaped: an asterisk must not turn a step
bold.
"""

from __future__ import annotations

import discord

from bot.engine import Outcome
from bot.engine.citations import CONCEPTS, cited_edition
from bot.engine.render import cite, final_lines, result_heading, unread_warning
from cogs._ui.answers import Reference
from cogs._ui.embeds import MAX_OPTIONS, OPTION_TEXT_MAX, paged_embeds, plain
from cogs._ui.text_split import clip
from index.editions.edition_catalog import short_date

ENGINE = "Motor de reglas de Juez"
COLOUR = discord.Colour.dark_teal()
# An answer about card text the engine did not read all of is conditional, and looks it.
CONDITIONAL_COLOUR = discord.Colour.orange()
TITLES = {
    "combat": "Combate",
    "sba": "Acciones de estado",
    "layers": "Capas: fuerza y resistencia",
    "timing": "¿Se puede jugar ahora?",
    "triggers": "Disparos y pila",
    "timeline": "Escenario con eventos",
}


def footer() -> str:
    """ "Motor de reglas de Juez · Reglas Completas 16/01/2026": the rules the engine cites."""
    return f"{ENGINE} · Reglas Completas {short_date(cited_edition())}"


def _asked(line: str) -> str:
    if "`" in line:
        return f"*Escenario:* {plain(line)}"
    return f"*Escenario:* `{line}`"


def step_lines(outcome: Outcome) -> list[str]:
    return [
        f"**{i}.** {plain(step.text)}{cite(step.rules)}" for i, step in enumerate(outcome.steps, 1)
    ]


def result_lines(outcome: Outcome) -> list[str]:
    """The final state, as the console shows it, with Discord bullets and escaping."""
    return final_lines(outcome, bullet="•", plain=plain, strong=lambda t: f"**{t}**")


def scenario_pages(outcome: Outcome, line: str) -> list[discord.Embed]:
    """Every page of the explanation of ``line``; one page when it fits."""
    told = [f"*Lo he leído así:* `{outcome.told}`"] if outcome.told else []
    warning = unread_warning(outcome, bullet="•", plain=plain)
    if warning:
        warning[0] = f"⚠️ **{warning[0]}**"
    blocks = [
        _asked(line),
        *told,
        *warning,
        *step_lines(outcome),
        f"**{result_heading(outcome)}**",
        *result_lines(outcome),
    ]
    title = f"Escenario: {TITLES.get(outcome.final.kind, outcome.final.kind)}"
    if not outcome.complete:
        title += " (condicional)"
    colour = COLOUR if outcome.complete else CONDITIONAL_COLOUR
    return paged_embeds(blocks, title=title, footer=footer(), colour=colour, joiner="\n")


def scenario_references(outcome: Outcome) -> list[Reference]:
    """The cited rules in the order they are first read, at most 25 (a menu's limit)."""
    seen = [r for s in outcome.steps for r in s.rules]
    seen += [r for d in outcome.final.died for r in d.rules] + list(outcome.rules)
    out = []
    for rule_id in list(dict.fromkeys(seen))[:MAX_OPTIONS]:
        phrase = CONCEPTS.get(rule_id)
        out.append(Reference(rule_id, clip(f"«{phrase}»", OPTION_TEXT_MAX) if phrase else None))
    return out
