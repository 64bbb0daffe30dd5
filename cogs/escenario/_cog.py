"""/escenario: a game situation in, the rules engine's step-by-step explanation out.

The scenario is read before deferring: a line the engine cannot read is answered with a
private message straight away. After a public defer Discord shows the first followup in place
of the "thinking…" message whatever its ephemeral flag, so a late error would be public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice, Range
from discord.ext import commands

from bot.engine.citations import RULES_EDITION
from bot.services import UserError, in_thread
from cogs._ui.options import PRIVATE, guild_defaults
from cogs._ui.views import send_answer, send_pages
from cogs.escenario._embeds import scenario_pages, scenario_references

if TYPE_CHECKING:
    from bot.client import JuezBot

# Discord does not re-check the announced maximum, so it is checked here too.
MAX_SITUATION = 1000
SITUATION = 'El resto de la línea: atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"'

KINDS = [
    Choice(name="Combate", value="combate"),
    Choice(name="Acciones de estado", value="estado"),
    Choice(name="Capas (fuerza y resistencia)", value="capas"),
    Choice(name="Momento (¿puedo jugarla ahora?)", value="momento"),
    Choice(name="Disparos y pila", value="disparos"),
]


class Escenario(commands.Cog):
    def __init__(self, bot: JuezBot) -> None:
        self.bot = bot
        self.service = bot.service

    async def open_reference(self, interaction: discord.Interaction, rule_id: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        result = await in_thread(self.service.lookups.rule, rule_id, RULES_EDITION)
        await send_answer(interaction, result, private=True, opener=self.open_reference)

    @app_commands.command(
        name="escenario",
        description="Explica paso a paso un combate, acciones de estado, capas, momento o disparos",
    )
    @app_commands.describe(
        tipo="Qué clase de situación",
        situacion=SITUATION,
        privado=PRIVATE,
    )
    @app_commands.choices(tipo=KINDS)
    async def escenario(
        self,
        interaction: discord.Interaction,
        tipo: str,
        situacion: Range[str, 1, MAX_SITUATION],
        privado: bool | None = None,
    ) -> None:
        if len(situacion) > MAX_SITUATION:
            raise UserError(
                f"La situación es demasiado larga ({len(situacion)} caracteres; "
                f"máximo {MAX_SITUATION})."
            )
        line = f"{tipo} {situacion}"
        # Read now (milliseconds at this length): a ScenarioError goes to on_error privately.
        scenario = self.service.scenarios.read(line)
        private, _ = await guild_defaults(self.service.guilds, interaction, privado)
        await interaction.response.defer(ephemeral=private, thinking=True)
        outcome = await in_thread(self.service.scenarios.run, scenario)
        await send_pages(
            interaction,
            scenario_pages(outcome, line),
            private=private,
            refs=scenario_references(outcome),
            opener=self.open_reference,
        )
