"""/escenario: the rules engine's explanation as paged embeds, cited rules, errors, translations."""

import logging
from unittest import mock

import discord
import pytest
from discord import app_commands
from discord_helpers import (
    GUILD_ID,
    embed_text,
    followup_embeds,
    mock_interaction,
)

from bot.engine import Outcome, ScenarioError, Step
from bot.engine.citations import CONCEPTS
from bot.engine.language.pairs import EXAMPLES
from bot.engine.outcome import FinalState
from bot.services import ServiceError
from cogs._app.errors import reply_error
from cogs._app.tree import JuezTranslator
from cogs._ui import embeds
from cogs._ui.requests import CitedRule, ScenarioAsked
from cogs._ui.views import Answer, PageButton, ReferenceMenu, answer_view
from cogs.escenario._buttons import CHOICE_PREFIX, ChoiceButton
from cogs.escenario._embeds import (
    footer,
    result_lines,
    scenario_pages,
    scenario_references,
    step_lines,
)

TRAMPLE = 'atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"'
MANY_BLOCKERS = 'atacante:"99/99 arrollar" bloqueadores:"' + "; ".join(["1/1"] * 60) + '"'
ASSIGNMENT = (
    "**1.** «Atacante» (5/5) asigna 2 daños a «Bloqueador 1» (2/2), 1 a «Bloqueador 2» (1/1) "
    "y 2 a Jugador defensor"
)


async def call(bot, **options):
    cog = bot.get_cog("Escenario")
    inter = mock_interaction(client=bot)
    await cog.escenario.callback(cog, inter, **options)
    return inter


def _words(text: str) -> str:
    return " ".join(text.split())


def _within_limits(page: discord.Embed) -> None:
    assert len(page.title or "") <= embeds.TITLE_MAX
    assert len(page.description or "") <= embeds.DESCRIPTION_MAX
    assert len(page.footer.text or "") <= embeds.FOOTER_MAX
    assert len(page) <= embeds.TOTAL_MAX


def _check_trample_answer(text: str) -> None:
    assert ASSIGNMENT in text
    first = text.index(ASSIGNMENT)
    assert text[first:].split("\n")[0].endswith("[reglas 510.1c, 702.19b]")
    result = text.index("**Resultado**")
    assert first < result
    after = text[result:]
    assert "• Jugador defensor: 18 vidas" in after and "• Jugador atacante: 20 vidas" in after
    for name in ("Bloqueador 1", "Bloqueador 2"):
        assert f"Fuera del campo de batalla: «{name}», porque tiene" in after
    assert "«Atacante», porque recibió daño de una fuente con toque mortal" in after
    assert footer() in text


# -- the done criterion ---------------------------------------------------------------------------
async def test_trample_over_deathtouch_through_the_callback(bot):
    inter = await call(bot, tipo="combate", situacion=TRAMPLE)
    inter.response.defer.assert_awaited_once_with(ephemeral=False, thinking=True)
    [embed] = followup_embeds(inter)
    _within_limits(embed)
    assert embed.title == "Escenario: Combate"
    assert embed.footer.text == "Motor de reglas de Juez · Reglas Completas 16/01/2026"
    _check_trample_answer(embed_text(embed))
    assert inter.followup.send.await_args.kwargs["ephemeral"] is False


async def test_trample_over_deathtouch_through_the_tree(fake):
    sent = await fake.command("escenario", {"tipo": "combate", "situacion": TRAMPLE})
    assert sent.response_types == [5]  # deferred before the engine runs
    [message] = sent.public()
    _check_trample_answer(message.text)
    [menu] = message.items()  # one page: no buttons, only the rules menu
    values = [o["value"] for o in menu["options"]]
    assert values[:2] == ["510.1c", "702.19b"] and "704.5g" in values
    assert sent.private() == []


async def test_a_told_situation_shows_how_it_was_read(fake):
    told = "mi 3/3 con arrollar ataca y lo bloquean con un 1/1 con toque mortal"
    sent = await fake.command("escenario", {"tipo": "combate", "situacion": told})
    [message] = sent.public()
    assert 'Lo he leído así:* `combate atacante:"3/3 con arrollar"' in message.text
    assert "702.19b" in message.text


# -- options --------------------------------------------------------------------------------------
async def test_privado_and_the_server_default(bot):
    # The server's settings are read once a minute at most (before the defer): set them first.
    await bot.service.guilds.update(GUILD_ID, private_by_default=True)
    inter = await call(bot, tipo="combate", situacion=TRAMPLE, privado=True)
    inter.response.defer.assert_awaited_once_with(ephemeral=True, thinking=True)
    assert inter.followup.send.await_args.kwargs["ephemeral"] is True

    inter = await call(bot, tipo="combate", situacion=TRAMPLE)
    inter.response.defer.assert_awaited_once_with(ephemeral=True, thinking=True)
    inter = await call(bot, tipo="combate", situacion=TRAMPLE, privado=False)
    inter.response.defer.assert_awaited_once_with(ephemeral=False, thinking=True)


@pytest.mark.parametrize(
    ("kind", "title"),
    [
        ("sba", "Acciones de estado"),
        ("layers", "Capas: fuerza y resistencia"),
        ("timing", "¿Se puede jugar ahora?"),
        ("triggers", "Disparos y pila"),
    ],
)
async def test_every_kind_of_scenario(fake, kind, title):
    tipo, situacion = EXAMPLES[kind].split(" ", 1)
    sent = await fake.command("escenario", {"tipo": tipo, "situacion": situacion})
    [text] = sent.public_texts()
    assert text.startswith(f"Escenario: {title}")
    assert "**1.**" in text and "**Resultado**\n• " in text


async def test_idioma_words_the_explanation_in_english_and_its_pages_stay_english(fake):
    sent = await fake.command(
        "escenario", {"tipo": "combate", "situacion": TRAMPLE, "idioma": "en"}
    )
    [message] = sent.public()
    text = message.text
    assert text.startswith("Scenario: Combat")
    assert "assigns 2 damage to “Bloqueador 1” (2/2)" in text and "**Result**" in text
    assert "asigna" not in text
    spanish = (await fake.command("escenario", {"tipo": "combate", "situacion": TRAMPLE})).message
    assert spanish.text.startswith("Escenario: Combate") and "asigna 2 daños" in spanish.text


async def test_idioma_in_english_turns_pages_in_english(fake):
    sent = await fake.command(
        "escenario", {"tipo": "combate", "situacion": MANY_BLOCKERS, "idioma": "en"}
    )
    [message] = sent.public()
    first = message.text
    await fake.click(message, "▶")  # the page is rebuilt from the request: still in English
    assert message.text != first
    assert "Scenario: Combat" in message.text and "damage" in message.text
    assert "daño" not in message.text


async def test_an_unknown_idioma_is_refused_in_spanish(fake):
    sent = await fake.command(
        "escenario", {"tipo": "combate", "situacion": TRAMPLE, "idioma": "fr"}
    )
    assert sent.public() == []
    assert sent.private_texts()[0].startswith("Idioma desconocido: «fr». Usa una de: es, en")


async def test_names_typed_by_the_user_cannot_format_the_answer(bot):
    inter = await call(bot, tipo="combate", situacion='atacante:"*Gran* Bestia 3/3"')
    text = embed_text(followup_embeds(inter)[0])
    assert r"«\*Gran\* Bestia»" in text


# -- bad input ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("tipo", "situacion", "named"),
    [
        ("combate", 'atacante:"5/5 arrolar" bloqueadores:"2/2"', "«arrolar»"),
        ("combate", "atacante:5/5 foo:bar", "«foo»"),
        ("combate", 'atacante:"Xyzzy"', "fuerza/resistencia"),  # no card has that name
        ("capas", 'base:"2/2" efectos:"zz"', "«zz»"),
        ("estado", "vida:muchas", "muchas"),
    ],
)
async def test_bad_input_is_a_private_spanish_message_with_an_example(
    fake, tipo, situacion, named, caplog
):
    with caplog.at_level(logging.ERROR, logger="juez.bot"):
        sent = await fake.command("escenario", {"tipo": tipo, "situacion": situacion})
    # Answered before deferring, so the message really is private.
    assert sent.response_types == [4]
    [text] = sent.private_texts()
    assert named in text and "Ejemplo válido: " in text
    assert "Traceback" not in text and not caplog.records  # not logged as a bug


async def call_raising(bot, **options):
    cog = bot.get_cog("Escenario")
    inter = mock_interaction(client=bot)
    with pytest.raises(ScenarioError) as raised:
        await cog.escenario.callback(cog, inter, **options)
    await reply_error(inter, raised.value)
    return inter


async def test_bad_input_through_the_callback_reaches_the_one_handler(bot):
    inter = await call_raising(bot, tipo="combate", situacion='atacante:"5/5 arrolar"')
    inter.response.defer.assert_not_awaited()
    message = inter.response.send_message.await_args
    assert "«arrolar»" in message.args[0] and "Ejemplo válido: combate atacante:" in message.args[0]
    assert message.kwargs == {"ephemeral": True}


async def test_a_situation_longer_than_announced_is_refused(fake):
    sent = await fake.command("escenario", {"tipo": "combate", "situacion": "x" * 1001})
    [text] = sent.private_texts()
    assert "demasiado larga" in text and "1000" in text and sent.public() == []


async def test_an_engine_timeout_is_the_service_message_and_private(bot, fake, monkeypatch):
    def slow(_scenario):
        raise ServiceError("La búsqueda tardó demasiado y se canceló. Prueba con menos palabras.")

    monkeypatch.setattr(bot.service.scenarios, "run", slow)
    sent = await fake.command("escenario", {"tipo": "combate", "situacion": TRAMPLE})
    assert sent.response_types == [5]  # public "thinking…", then the error, privately
    assert sent.public() == []
    assert sent.private_texts()[0].startswith("La búsqueda tardó demasiado")


# -- questions asked back -------------------------------------------------------------------------
async def test_a_question_asked_back_gets_a_button_for_each_answer(bot):
    inter = await call(bot, tipo="pila", situacion="hay un Oso 2/2 y le tiro un Shock")
    inter.response.defer.assert_not_awaited()  # nothing runs until it is answered
    sent = inter.response.send_message.await_args
    assert "¿De quién es «Oso»: tuyo o del rival?" in sent.args[0]
    assert sent.kwargs["ephemeral"] is True
    buttons = sent.kwargs["view"].children
    assert [b.item.label for b in buttons] == ["Mío", "Del rival"]
    # By name and custom_id, not isinstance: a test elsewhere reloads the cog's extension,
    # which makes a new ChoiceButton class object.
    assert all(type(b).__name__ == "ChoiceButton" for b in buttons)
    assert all(b.item.custom_id.startswith(CHOICE_PREFIX) for b in buttons)

    # A click, in a process that never saw the question: the custom_id carries the request.
    clicked = buttons[1].item
    match = ChoiceButton.__discord_ui_compiled_template__.fullmatch(clicked.custom_id)
    button = await ChoiceButton.from_custom_id(mock_interaction(client=bot), clicked, match)
    click = mock_interaction(client=bot)
    await button.callback(click)
    click.response.defer.assert_awaited_once()
    text = embed_text(followup_embeds(click)[0])
    assert 'criaturas_rival:"Oso 2/2"' in text and "«Oso»" in text


async def test_a_question_with_no_answers_to_offer_goes_to_the_one_handler(bot):
    inter = await call_raising(bot, tipo="combate", situacion="mi 3/3 ataca y lo bloquean")
    message = inter.response.send_message.await_args
    assert "¿Con qué criatura lo bloquean" in message.args[0]
    assert "view" not in message.kwargs


# -- long explanations ----------------------------------------------------------------------------
async def test_a_long_scenario_is_paged_within_limits_and_nothing_is_lost(bot):
    inter = await call(bot, tipo="combate", situacion=MANY_BLOCKERS)
    view = inter.followup.send.await_args.kwargs["view"]
    outcome = bot.service.scenarios.run(f"combate {MANY_BLOCKERS}")
    pages = scenario_pages(outcome, f"combate {MANY_BLOCKERS}")
    assert isinstance(view.children[0], PageButton) and len(pages) > 2
    assert view.children[1].label == f"1/{len(pages)}"
    assert [e.to_dict() for e in followup_embeds(inter)] == [pages[0].to_dict()]
    for i, page in enumerate(pages, 1):
        _within_limits(page)
        assert page.footer.text == f"{footer()} · página {i}/{len(pages)}"

    whole = "\n".join(p.description for p in pages)
    lines = step_lines(outcome) + ["**Resultado**"] + result_lines(outcome)
    assert _words(whole).endswith(_words("\n".join(lines)))
    assert f"**{len(outcome.steps)}.**" in whole and "Bloqueador 60" in whole


def test_short_lines_are_never_cut_between_pages(bot):
    line = f"combate {MANY_BLOCKERS}"
    outcome = bot.service.scenarios.run(line)
    pages = scenario_pages(outcome, line)
    blocks = set(step_lines(outcome) + ["**Resultado**"] + result_lines(outcome))
    for page in pages[1:]:
        assert set(page.description.split("\n")) <= blocks


# -- cited rules ----------------------------------------------------------------------------------
async def test_a_cited_rule_opens_from_the_2026_edition(bot, fake, monkeypatch):
    # Even where the server prefers Spanish: the engine cites the 2026 numbering.
    await bot.service.guilds.update(GUILD_ID, default_edition="es")
    asked = []
    lookup = bot.service.lookups.rule

    def spy(query, edition=None):
        asked.append((query, edition))
        return lookup(query, edition)

    monkeypatch.setattr(bot.service.lookups, "rule", spy)
    message = (await fake.command("escenario", {"tipo": "combate", "situacion": TRAMPLE})).message
    [menu] = [c for c in message.items() if c["type"] == 3]
    assert len(menu["options"]) <= 25
    option = next(o for o in menu["options"] if o["value"] == "702.19b")
    assert option["description"]  # the phrase of the rule the engine relies on

    opened = await fake.select(message, "702.19b", user_id=99)
    assert opened.response_types == [5] and opened.public() == []
    [text] = opened.private_texts()
    assert text.startswith("Regla 702.19b") and "[en-2026-01-16]" in text
    assert "trample" in text.lower()
    assert asked == [("702.19b", "en-2026-01-16")]


async def test_a_scenario_citing_more_than_25_rules_offers_the_first_25_read():
    cited = list(CONCEPTS)[:30]
    steps = [
        Step(kind="turn.draw", args={"player": f"J{i}"}, rules=[rule])
        for i, rule in enumerate(cited, 1)
    ]
    outcome = Outcome(steps=steps, final=FinalState(kind="combat"), rules=sorted(cited))
    refs = scenario_references(outcome)
    assert [r.rule_id for r in refs] == cited[:25]
    pages = scenario_pages(outcome, "combate")
    answer = Answer(pages, refs, opens=CitedRule())
    view = answer_view(mock.MagicMock(), answer, ScenarioAsked("combate"), page=0, owner=1)
    [select] = [c for c in view.children if isinstance(c, ReferenceMenu)]
    assert len(select.options) == 25
    assert all(len(o.description or "") <= 100 for o in select.options)


# -- translations ---------------------------------------------------------------------------------
async def test_english_clients_see_scenario(bot):
    translator = JuezTranslator()
    english = discord.Locale.american_english
    assert await translator.translate(app_commands.locale_str("escenario"), english, None) == (
        "scenario"
    )
    payload = await bot.tree.get_command("escenario").get_translated_payload(
        bot.tree, bot.tree.translator
    )
    assert payload["name"] == "escenario"
    assert payload["name_localizations"]["en-US"] == "scenario"
    assert payload["description_localizations"]["en-GB"].startswith("Explains step by step")
    options = {o["name"]: o for o in payload["options"]}
    assert [o["name"] for o in payload["options"]] == ["tipo", "situacion", "privado", "idioma"]
    assert options["idioma"]["name_localizations"]["en-US"] == "language"
    languages = {c["value"]: c["name_localizations"]["en-US"] for c in options["idioma"]["choices"]}
    assert languages == {"es": "Spanish", "en": "English"}
    assert options["tipo"]["name_localizations"]["en-US"] == "type"
    assert options["situacion"]["name_localizations"]["en-US"] == "situation"
    assert options["privado"]["name_localizations"]["en-US"] == "private"
    choices = {c["value"]: c["name_localizations"]["en-US"] for c in options["tipo"]["choices"]}
    assert choices == {
        "combate": "Combat",
        "estado": "State-based actions",
        "capas": "Layers (power and toughness)",
        "momento": "Timing (can I play it now?)",
        "disparos": "Triggers and the stack",
        "pila": "Stack: spells and abilities",
        "escenario": "Scenario (board, stack and events)",
    }
    assert options["situacion"]["max_length"] == 1000
