"""/regla, /buscar, /palabraclave and /glosario: options in, the service, embeds out.

Options are checked and cleaned first (a bad one is a private message at once), then every
command defers, privately when the answer will be private, because a lookup runs in a worker
thread and Discord wants a reply within 3 seconds. The answer is built from a Request
(cogs/_ui/requests.py): the same request rebuilds any page later, from a button, in this
process or in the next one.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Choice, Range
from discord.ext import commands

from bot.services import in_thread
from bot.services.models import Suggestion
from bot.services.suggest import KeywordSuggester, RuleSuggester
from bot.site.addresses import answer_link
from cogs._ui import replies
from cogs._ui.answers import answer_pages, references
from cogs._ui.inputs import clean
from cogs._ui.options import (
    checked_edition,
    checked_option,
    choices_of,
    described,
    description_of,
    edition_choices,
    guild_defaults,
)
from cogs._ui.requests import (
    GlossaryAsked,
    KeywordAsked,
    OpenedRule,
    Request,
    RuleAsked,
    SearchAsked,
)
from cogs._ui.views import Answer, answers_of, send_answer
from cogs.reglas._embeds import with_cards
from index.search.query import MAX_NAME_CHARS, MAX_QUERY_CHARS

if TYPE_CHECKING:
    from cogs._app.client import JuezBot
    from index.lookups.answers import LookupResult

MAX_QUERY = MAX_NAME_CHARS  # a name (keyword, glossary term): what Discord announces for it
# A question as people write it (real ones run to 400 characters), read whole: the search's
# own limit, announced to Discord so a longer one is stopped as it is typed.
MAX_QUESTION = MAX_QUERY_CHARS

SOURCES = choices_of("buscar", "fuente")
SOURCE_NAMES = {c.value: c.name.lower() for c in SOURCES}


def _choices(found: list[Suggestion]) -> list[Choice[str]]:
    return [Choice(name=s.name, value=s.value) for s in found]


class Reglas(commands.Cog):
    def __init__(self, bot: JuezBot) -> None:
        self.bot = bot
        self.service = bot.service
        library = self.service.library  # opened by setup_hook before the cogs load
        self.rule_names = RuleSuggester(
            library.corpus, library.rules.preference, library.rules.shown_version
        )
        self.keyword_names = KeywordSuggester(library.names)
        answers = answers_of(bot)
        answers.register(RuleAsked, self._rule)
        answers.register(SearchAsked, self._search)
        answers.register(KeywordAsked, self._keyword)
        answers.register(GlossaryAsked, self._glossary)
        answers.register(OpenedRule, self._opened)  # a rule picked from an answer's menu

    # -- answers, rebuilt from their requests ----------------------------------------------------
    def _answer(
        self,
        result: LookupResult,
        preferred: str | None,
        *,
        search: bool = False,
        scope: str | None = None,
    ) -> Answer:
        return Answer(
            answer_pages(result, search=search, scope=scope),
            references(result, search=search),
            opens=OpenedRule(preferred=preferred),
            link=answer_link(result, self.bot.settings.site_url),
        )

    async def _rule(self, request: RuleAsked) -> Answer:
        edition, preferred = request.edition, request.preferred
        # Text searches the rules, with the cards it names beside them (service.cards).
        found = await self.service.cards.rule(request.text, edition, preferred)
        result = found.result
        # The rules a rule points to open in the edition asked for, else the server's.
        opens = edition or preferred
        answer = self._answer(result, opens, search=result.as_list, scope="las reglas")
        return dataclasses.replace(answer, pages=with_cards(answer.pages, found))

    async def _search(self, request: SearchAsked) -> Answer:
        source = request.source
        found = await self.service.cards.search(request.text, source)
        result = found.result
        scope = SOURCE_NAMES.get(source or "")
        answer = self._answer(result, request.preferred, search=result.as_list, scope=scope)
        return dataclasses.replace(answer, pages=with_cards(answer.pages, found))

    async def _keyword(self, request: KeywordAsked) -> Answer:
        result = await in_thread(self.service.lookups.keyword, request.text)
        return self._answer(result, request.preferred)

    async def _glossary(self, request: GlossaryAsked) -> Answer:
        result = await in_thread(self.service.lookups.glossary, request.text)
        return self._answer(result, request.preferred)

    async def _opened(self, request: OpenedRule) -> Answer:
        preferred = request.preferred
        result = await in_thread(self.service.lookups.rule, request.text, preferred=preferred)
        return self._answer(result, request.preferred)

    async def _reply(
        self, interaction: discord.Interaction, request: Request, private: bool
    ) -> None:
        await replies.defer(interaction, private=private)
        await send_answer(interaction, request, private=private)

    # -- the commands ----------------------------------------------------------------------------
    @app_commands.command(name="regla", description=description_of("regla"))
    @app_commands.describe(**described("regla"))
    async def regla(
        self,
        interaction: discord.Interaction,
        consulta: Range[str, 1, MAX_QUESTION],
        edicion: str | None = None,
        privado: bool | None = None,
    ) -> None:
        edition = checked_edition(edicion, self.service.catalog)
        private, preferred = await guild_defaults(self.service.guilds, interaction, privado)
        # A number, or text to search; the edition asked is strict, the server's a preference.
        await self._reply(interaction, RuleAsked(clean(consulta), edition, preferred), private)

    @regla.autocomplete("consulta")
    async def _regla_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[Choice[str]]:
        # Past the option's announced length nothing can be sent anyway: not worth a scan.
        return _choices(self.rule_names.suggest(clean(current[: MAX_QUERY + 1])))

    @regla.autocomplete("edicion")
    async def _regla_editions(
        self, interaction: discord.Interaction, current: str
    ) -> list[Choice[str]]:
        # From the editions in use: one added since the bot started is offered too.
        return edition_choices(self.service.catalog, current[:MAX_QUERY])

    @app_commands.command(name="buscar", description=description_of("buscar"))
    @app_commands.describe(**described("buscar"))
    @app_commands.choices(fuente=SOURCES)
    async def buscar(
        self,
        interaction: discord.Interaction,
        consulta: Range[str, 1, MAX_QUESTION],
        fuente: str | None = None,
        privado: bool | None = None,
    ) -> None:
        source = checked_option("buscar", "fuente", fuente)
        private, edition = await guild_defaults(self.service.guilds, interaction, privado)
        await self._reply(interaction, SearchAsked(clean(consulta), source, edition), private)

    @app_commands.command(name="palabraclave", description=description_of("palabraclave"))
    @app_commands.describe(**described("palabraclave"))
    async def palabraclave(
        self,
        interaction: discord.Interaction,
        nombre: Range[str, 1, MAX_QUERY],
        privado: bool | None = None,
    ) -> None:
        private, edition = await guild_defaults(self.service.guilds, interaction, privado)
        await self._reply(interaction, KeywordAsked(clean(nombre), edition), private)

    @palabraclave.autocomplete("nombre")
    async def _keyword_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[Choice[str]]:
        return _choices(self.keyword_names.suggest(clean(current[: MAX_QUERY + 1])))

    @app_commands.command(name="glosario", description=description_of("glosario"))
    @app_commands.describe(**described("glosario"))
    async def glosario(
        self,
        interaction: discord.Interaction,
        termino: Range[str, 1, MAX_QUERY],
        privado: bool | None = None,
    ) -> None:
        private, edition = await guild_defaults(self.service.guilds, interaction, privado)
        await self._reply(interaction, GlossaryAsked(clean(termino), edition), private)
