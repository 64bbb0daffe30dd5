"""/escenario: a game situation in, the rules engine's step-by-step explanation out.

The scenario is read before deferring: a line the engine cannot read is answered with a
private message straight away. An error after a public defer (the engine too slow) is still
private: the one handler removes the public "thinking…" placeholder first (cogs/_ui/replies).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Range
from discord.ext import commands

from bot.engine.citations import cited_edition
from bot.services import UserError, in_thread
from cogs._ui.answers import answer_pages, references
from cogs._ui.inputs import clean
from cogs._ui.options import checked_option, choices_of, described, description_of, guild_defaults
from cogs._ui.requests import CitedRule, ScenarioAsked, WordedScenario
from cogs._ui.views import Answer, answers_of
from cogs.escenario._buttons import answer_or_ask
from cogs.escenario._embeds import scenario_pages, scenario_references

if TYPE_CHECKING:
    from cogs._app.client import JuezBot

# Discord does not re-check the announced maximum, so it is checked here too.
MAX_SITUATION = 1000
SITUATION = 'El resto de la línea: atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"'

KINDS = choices_of("escenario", "tipo")
LANGUAGES = choices_of("escenario", "idioma")


class Escenario(commands.Cog):
    def __init__(self, bot: JuezBot) -> None:
        self.bot = bot
        self.service = bot.service
        answers = answers_of(bot)
        # The request kinds (cogs/_ui/requests.py): a scenario line explained in Spanish, the
        # same in another language, and a rule it cites (always in the edition the engine
        # cites, whatever the server prefers).
        answers.register(ScenarioAsked, self._scenario)
        answers.register(WordedScenario, self._scenario)
        answers.register(CitedRule, self._cited)

    async def _scenario(self, request: ScenarioAsked | WordedScenario) -> Answer:
        outcome = await in_thread(self.service.scenarios.run, request.text)
        lang = request.language if isinstance(request, WordedScenario) else "es"
        pages = scenario_pages(outcome, request.text, lang or "es")
        return Answer(pages, scenario_references(outcome), opens=CitedRule())

    async def _cited(self, request: CitedRule) -> Answer:
        result = await in_thread(self.service.lookups.rule, request.text, cited_edition().id)
        return Answer(answer_pages(result), references(result), opens=CitedRule())

    @app_commands.command(name="escenario", description=description_of("escenario"))
    @app_commands.describe(**described("escenario"))
    @app_commands.choices(tipo=KINDS, idioma=LANGUAGES)
    async def escenario(
        self,
        interaction: discord.Interaction,
        tipo: str,
        situacion: Range[str, 1, MAX_SITUATION],
        privado: bool | None = None,
        idioma: str = "es",
    ) -> None:
        checked_option("escenario", "tipo", tipo)
        checked_option("escenario", "idioma", idioma)
        situacion = clean(situacion)
        if len(situacion) > MAX_SITUATION:
            raise UserError(
                f"La situación es demasiado larga ({len(situacion)} caracteres; "
                f"máximo {MAX_SITUATION})."
            )
        line = f"{tipo} {situacion}"
        private, _ = await guild_defaults(self.service.guilds, interaction, privado)
        # Spanish keeps the request it always had: buttons of older answers still open.
        request = ScenarioAsked(line) if idioma == "es" else WordedScenario(line, idioma)
        # Read first (milliseconds at this length): a question asked back gets its answers as
        # buttons, another ScenarioError goes to on_error privately, else the answer is sent.
        await answer_or_ask(interaction, request, private=private)
