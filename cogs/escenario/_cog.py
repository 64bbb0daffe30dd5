"""/escenario: a game situation in, the rules engine's step-by-step explanation out.

The scenario is read before deferring: a line the engine cannot read is answered with a
private message straight away. An error after a public defer (the engine too slow) is still
private: the one handler removes the public "thinking…" placeholder first (cogs/_ui/replies).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice, Range
from discord.ext import commands

from bot.engine.citations import cited_edition
from bot.services import UserError, in_thread
from cogs._ui.answers import answer_pages, references
from cogs._ui.inputs import clean
from cogs._ui.options import PRIVATE, checked_choice, guild_defaults
from cogs._ui.requests import Request, code, value
from cogs._ui.views import Answer, answers_of
from cogs.escenario._buttons import answer_or_ask
from cogs.escenario._embeds import scenario_pages, scenario_references

if TYPE_CHECKING:
    from cogs._app.client import JuezBot

# Discord does not re-check the announced maximum, so it is checked here too.
MAX_SITUATION = 1000
SITUATION = 'El resto de la línea: atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"'

KINDS = [
    Choice(name="Combate", value="combate"),
    Choice(name="Acciones de estado", value="estado"),
    Choice(name="Capas (fuerza y resistencia)", value="capas"),
    Choice(name="Momento (¿puedo jugarla ahora?)", value="momento"),
    Choice(name="Disparos y pila", value="disparos"),
    Choice(name="Pila: hechizos y habilidades", value="pila"),
    Choice(name="Escenario (tablero, pila y eventos)", value="escenario"),
]
KIND_VALUES = tuple(str(c.value) for c in KINDS)
# Request kinds (cogs/_ui/requests.py): a scenario line (explained in Spanish), the same in a
# language of LANGUAGE_VALUES (its one option), and a rule it cites (always in the edition the
# engine cites, whatever the server prefers).
SCENARIO, WORDED, CITED = "e", "l", "s"
# The explanation's languages (bot/text/engine_steps has a table for each). Append only.
LANGUAGE_VALUES = ("es", "en")
LANGUAGES = [Choice(name="Español", value="es"), Choice(name="Inglés", value="en")]


class Escenario(commands.Cog):
    def __init__(self, bot: JuezBot) -> None:
        self.bot = bot
        self.service = bot.service
        answers = answers_of(bot)
        answers.register(SCENARIO, self._scenario)
        answers.register(WORDED, self._scenario, LANGUAGE_VALUES)
        answers.register(CITED, self._cited)

    async def _scenario(self, request: Request) -> Answer:
        outcome = await in_thread(self.service.scenarios.run, request.text)
        lang = value(request.options, LANGUAGE_VALUES) if request.options else "es"
        pages = scenario_pages(outcome, request.text, lang or "es")
        return Answer(pages, scenario_references(outcome), opens=Request(CITED, "", ""))

    async def _cited(self, request: Request) -> Answer:
        result = await in_thread(self.service.lookups.rule, request.text, cited_edition().id)
        return Answer(answer_pages(result), references(result), opens=Request(CITED, "", ""))

    @app_commands.command(
        name="escenario",
        description="Explica paso a paso un combate, acciones de estado, capas, momento o disparos",
    )
    @app_commands.describe(
        tipo="Qué clase de situación",
        situacion=SITUATION,
        privado=PRIVATE,
        idioma="Idioma de la explicación (español si no se elige)",
    )
    @app_commands.choices(tipo=KINDS, idioma=LANGUAGES)
    async def escenario(
        self,
        interaction: discord.Interaction,
        tipo: str,
        situacion: Range[str, 1, MAX_SITUATION],
        privado: bool | None = None,
        idioma: str = "es",
    ) -> None:
        checked_choice(tipo, KIND_VALUES, "Clase de situación desconocida")
        checked_choice(idioma, LANGUAGE_VALUES, "Idioma desconocido")
        situacion = clean(situacion)
        if len(situacion) > MAX_SITUATION:
            raise UserError(
                f"La situación es demasiado larga ({len(situacion)} caracteres; "
                f"máximo {MAX_SITUATION})."
            )
        line = f"{tipo} {situacion}"
        private, _ = await guild_defaults(self.service.guilds, interaction, privado)
        # Spanish keeps the request it always had: buttons of older answers still open.
        request = (
            Request(SCENARIO, "", line)
            if idioma == "es"
            else Request(WORDED, code(idioma, LANGUAGE_VALUES) or "", line)
        )
        # Read first (milliseconds at this length): a question asked back gets its answers as
        # buttons, another ScenarioError goes to on_error privately, else the answer is sent.
        await answer_or_ask(interaction, request, private=private)
