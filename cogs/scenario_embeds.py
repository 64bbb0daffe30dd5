"""A rules-engine Outcome as Discord embeds: numbered steps with their rules, then the result.

Pure functions, like cogs/embeds.py: the same explanation as the console's render_text, with
Discord markdown. Long explanations become pages instead of being cut.
"""

from __future__ import annotations

import discord

from bot.engine import Outcome
from bot.engine.citations import CONCEPTS
from bot.engine.render import cite, final_lines
from cogs.embeds import (
    FOOTER_MAX,
    MAX_OPTIONS,
    OPTION_TEXT_MAX,
    PAGE_BUDGET,
    TITLE_MAX,
    Reference,
)
from cogs.text_split import clip, paginate

FOOTER = "Motor de reglas de Juez · Reglas Completas 16/01/2026"
COLOUR = discord.Colour.dark_teal()
TITLES = {
    "combat": "Combate",
    "sba": "Acciones de estado",
    "layers": "Capas: fuerza y resistencia",
    "timing": "¿Se puede jugar ahora?",
    "triggers": "Disparos y pila",
}


def _plain(text: str) -> str:
    # Names come from what the user typed: an asterisk in one must not turn a step bold.
    return discord.utils.escape_markdown(text)


def _asked(line: str) -> str:
    if "`" in line:
        return f"*Escenario:* {_plain(line)}"
    return f"*Escenario:* `{line}`"


def step_lines(outcome: Outcome) -> list[str]:
    return [
        f"**{i}.** {_plain(step.text)}{cite(step.rules)}" for i, step in enumerate(outcome.steps, 1)
    ]


def result_lines(outcome: Outcome) -> list[str]:
    """The final state, as the console shows it, with Discord bullets and escaping."""
    return final_lines(outcome, bullet="•", plain=_plain, strong=lambda t: f"**{t}**")


def scenario_pages(outcome: Outcome, line: str) -> list[discord.Embed]:
    """Every page of the explanation of ``line``; one page when it fits."""
    blocks = [_asked(line), *step_lines(outcome), "**Resultado**", *result_lines(outcome)]
    texts = paginate(blocks, PAGE_BUDGET, joiner="\n")
    title = f"Escenario: {TITLES.get(outcome.final.kind, outcome.final.kind)}"
    pages = []
    for i, text in enumerate(texts, 1):
        embed = discord.Embed(title=clip(title, TITLE_MAX), description=text, colour=COLOUR)
        suffix = f" · página {i}/{len(texts)}" if len(texts) > 1 else ""
        embed.set_footer(text=clip(FOOTER, FOOTER_MAX - len(suffix)) + suffix)
        pages.append(embed)
    return pages


def scenario_references(outcome: Outcome) -> list[Reference]:
    """The cited rules in the order they are first read, at most 25 (a menu's limit)."""
    seen = [r for s in outcome.steps for r in s.rules]
    seen += [r for d in outcome.final.died for r in d.rules] + list(outcome.rules)
    out = []
    for rule_id in list(dict.fromkeys(seen))[:MAX_OPTIONS]:
        phrase = CONCEPTS.get(rule_id)
        out.append(Reference(rule_id, clip(f"«{phrase}»", OPTION_TEXT_MAX) if phrase else None))
    return out
