"""A rules-engine Outcome as Discord embeds: numbered steps with their rules, then the result.

Pure functions, like the lookup answers (cogs/_ui/answers.py): the same explanation as the
console's render_text (bot/text/outcome.py, which words it in Spanish or English), with Discord
markdown. Long explanations become pages instead of being
cut. Names come from what the user typed, so they are escaped: an asterisk must not turn a step
bold.
"""

from __future__ import annotations

import discord

from bot.engine import Outcome
from bot.engine.citations import CONCEPTS, cited_edition
from bot.text.engine_steps import step_text
from bot.text.engine_steps.words import say
from bot.text.outcome import (
    TABLES,
    cite,
    claim_lines,
    final_lines,
    result_heading,
    title,
    unanswered_lines,
    unread_warning,
)
from cogs._ui.answers import Reference
from cogs._ui.embeds import MAX_OPTIONS, OPTION_TEXT_MAX, paged_embeds, plain
from cogs._ui.text_split import clip
from index.editions.edition_catalog import short_date

ENGINE = "Motor de reglas de Juez"
COLOUR = discord.Colour.dark_teal()
# An answer about card text the engine did not read all of is conditional, and looks it.
CONDITIONAL_COLOUR = discord.Colour.orange()


def footer() -> str:
    """ "Motor de reglas de Juez · Reglas Completas 16/01/2026": the rules the engine cites."""
    return f"{ENGINE} · Reglas Completas {short_date(cited_edition())}"


def _asked(line: str, lang: str) -> str:
    scenario = say(TABLES[lang], "outcome.scenario")
    if "`" in line:
        return f"*{scenario}:* {plain(line)}"
    return f"*{scenario}:* `{line}`"


def step_lines(outcome: Outcome, lang: str = "es") -> list[str]:
    return [
        f"**{i}.** {plain(step_text(step, lang))}{cite(step.rules, lang)}"
        for i, step in enumerate(outcome.steps, 1)
    ]


def result_lines(outcome: Outcome, lang: str = "es") -> list[str]:
    """The final state, as the console shows it, with Discord bullets and escaping."""
    return final_lines(outcome, bullet="•", plain=plain, strong=lambda t: f"**{t}**", lang=lang)


def scenario_pages(outcome: Outcome, line: str, lang: str = "es") -> list[discord.Embed]:
    """Every page of the explanation of ``line`` (in ``lang``); one page when it fits."""
    table = TABLES[lang]
    told = [f"**{plain(q)}**" for q in unanswered_lines(outcome, lang)]  # not read: said first
    told += [f"*{say(table, 'outcome.told_as')}* `{outcome.told}`"] if outcome.told else []
    told += [plain(line) for line in claim_lines(outcome, lang)]  # the claims, checked
    warning = unread_warning(outcome, bullet="•", plain=plain, lang=lang)
    if warning:
        warning[0] = f"⚠️ **{warning[0]}**"
    blocks = [
        _asked(line, lang),
        *told,
        *warning,
        *step_lines(outcome, lang),
        f"**{result_heading(outcome, lang)}**",
        *result_lines(outcome, lang),
    ]
    heading = f"{say(table, 'outcome.scenario')}: {title(outcome, lang)}"
    if not outcome.complete:
        heading += f" ({say(table, 'outcome.conditional')})"
    colour = COLOUR if outcome.complete else CONDITIONAL_COLOUR
    return paged_embeds(blocks, title=heading, footer=footer(), colour=colour, joiner="\n")


def scenario_references(outcome: Outcome) -> list[Reference]:
    """The cited rules in the order they are first read, at most 25 (a menu's limit)."""
    seen = [r for s in outcome.steps for r in s.rules]
    seen += [r for d in outcome.final.died for r in d.rules] + list(outcome.rules)
    out = []
    for rule_id in list(dict.fromkeys(seen))[:MAX_OPTIONS]:
        phrase = CONCEPTS.get(rule_id)
        out.append(Reference(rule_id, clip(f"«{phrase}»", OPTION_TEXT_MAX) if phrase else None))
    return out
