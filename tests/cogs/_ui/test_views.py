"""◀ ▶ paging (only for the asker), the menu that opens cited rules, and both after a restart."""

import discord
import pytest

from cogs._app.client import JuezBot
from cogs._ui.requests import GlossaryAsked, OpenedRule, RuleAsked, SearchAsked
from cogs._ui.views import FORGOTTEN, NOT_YOURS, PageButton, ReferenceMenu, answer_view, answers_of

OWNER = 1


async def test_buttons_turn_pages_and_stop_at_the_ends(fake):
    message = (await fake.command("regla", {"consulta": "702"}, user_id=OWNER)).message
    total = int(message.labels()[1].split("/")[1])
    assert total >= 2 and message.labels()[1] == f"1/{total}"
    first_page = message.text

    turned = await fake.click(message, "▶", user_id=OWNER)
    assert turned.response_types == [6]  # acknowledged before the page is rebuilt
    assert message.labels()[1] == f"2/{total}" and message.text != first_page
    assert not message.find("◀").get("disabled")

    for _ in range(total - 2):
        await fake.click(message, "▶", user_id=OWNER)
    assert message.labels()[1] == f"{total}/{total}" and message.find("▶")["disabled"]

    await fake.click(message, "◀", user_id=OWNER)
    assert message.labels()[1] == f"{total - 1}/{total}"


async def test_someone_else_cannot_turn_the_pages(fake):
    message = (await fake.command("regla", {"consulta": "702"}, user_id=OWNER)).message
    before = message.text
    refused = await fake.click(message, "▶", user_id=OWNER + 1)
    assert refused.response_types == [4] and refused.private_texts() == [NOT_YOURS]
    assert message.text == before and message.labels()[1].startswith("1/")


async def test_the_controls_never_time_out_and_keep_working_for_an_hour(fake):
    """Finding 4: no view timer to restart, no disabling edit through an old token."""
    message = (await fake.command("regla", {"consulta": "702"}, user_id=OWNER)).message
    for _ in range(6):
        await fake.clock.advance(10 * 60)
        await fake.click(message, "▶", user_id=OWNER + 1)  # refused presses change nothing
    assert fake.clock.now >= 3600
    turned = await fake.click(message, "▶", user_id=OWNER)
    assert not turned.failed and message.labels()[1].startswith("2/")
    assert fake.clock.pending() == []  # nothing left to fire with an expired token


async def test_paging_works_after_a_restart(fake, settings, service):
    """Finding 1: the message outlives the process; the new one answers its buttons."""
    message = (await fake.command("regla", {"consulta": "702"}, user_id=OWNER)).message
    await fake.click(message, "▶", user_id=OWNER)

    assert message.labels()[1].startswith("2/")

    restarted = JuezBot(settings, service)
    await restarted.prepare()
    await fake.attach(restarted)
    turned = await fake.click(message, "◀", user_id=OWNER)
    assert not turned.failed and message.labels()[1].startswith("1/")
    refused = await fake.click(message, "▶", user_id=OWNER + 1)
    assert refused.private_texts() == [NOT_YOURS]


async def test_a_long_search_keeps_paging_after_a_restart(fake, settings, service, bot):
    """Finding 1: a request too long for the custom_id is a key; the store keeps its text."""
    long_query = "criatura que hace daño de combate a un jugador con arrollar y toque mortal"
    sent = await fake.command("buscar", {"consulta": long_query}, user_id=OWNER)
    message = sent.message
    assert "▶" in message.labels(), "the test needs a search of several pages"
    assert "#" in message.find("▶")["custom_id"]  # too long for the custom_id: a key
    assert not (await fake.click(message, "▶", user_id=OWNER)).failed
    await answers_of(bot).saved()

    restarted = JuezBot(settings, service)
    await restarted.prepare()
    await fake.attach(restarted)
    press = await fake.click(message, "◀", user_id=OWNER)
    assert not press.failed and press.private_texts() == []
    assert message.labels()[1].startswith("1/")


async def test_a_long_search_the_store_lost_says_so_after_a_restart(fake, settings, service, bot):
    long_query = "criatura que hace daño de combate a un jugador con arrollar y toque mortal"
    message = (await fake.command("buscar", {"consulta": long_query}, user_id=OWNER)).message
    await answers_of(bot).saved()
    await service.interactions.purge(float("inf"))  # the store forgot it

    restarted = JuezBot(settings, service)
    await restarted.prepare()
    await fake.attach(restarted)
    press = await fake.click(message, "▶", user_id=OWNER)
    assert press.private_texts() == [FORGOTTEN]
    assert all(c.get("disabled") for c in message.items())


async def test_choosing_a_reference_opens_that_rule_privately(fake):
    message = (await fake.command("regla", {"consulta": "303.4"}, user_id=OWNER)).message
    [menu] = [c for c in message.items() if c["type"] == 3]
    assert "702.5" in [o["value"] for o in menu["options"]]

    opened = await fake.select(message, "702.5", user_id=OWNER + 7)  # anyone may open one
    assert opened.response_types == [5] and opened.public() == []
    [private] = opened.private()
    assert private.text.startswith("Regla 702.5") and "[en-2026-01-16]" in private.text
    assert "Enchant" in private.text


async def test_a_reference_keeps_the_edition_asked_for(fake, settings, service):
    message = (await fake.command("regla", {"consulta": "104.3", "edicion": "2019"})).message
    restarted = JuezBot(settings, service)  # and after a restart too: it is in the menu's id
    await restarted.prepare()
    await fake.attach(restarted)
    opened = await fake.select(message, "104.3a")
    assert "[es-2019-10-04]" in opened.private_texts()[0]


@pytest.mark.parametrize(
    "custom_id",
    ["jz:pg:n:1:1:=zz" + "x" * 10, "jz:pg:n:1:1:=r9Z104.3", "jz:pg:p:0:1:#0123456789abcdef"],
)
async def test_controls_no_version_wrote_are_answered_without_a_traceback(fake, custom_id):
    button = {"type": 2, "style": 2, "label": "▶", "custom_id": custom_id}
    message = fake.post(components=[{"type": 1, "components": [button]}])
    press = await fake.click(message, "▶", user_id=OWNER)
    assert not press.failed and press.private_texts()
    assert fake.tracebacks == []


async def test_a_short_answer_without_references_has_no_view(bot):
    hit = bot.service.lookups.glossary("trample").results[0].model_copy(update={"refs": []})
    from cogs._ui.answers import answer_pages
    from cogs._ui.views import Answer

    answer = Answer(answer_pages_of(hit, answer_pages))
    assert answer_view(bot, answer, GlossaryAsked("trample"), page=0, owner=1) is None


def answer_pages_of(hit, answer_pages):
    from index.lookups.answers import LookupResult

    return answer_pages(LookupResult(query="x", results=[hit]))


async def test_every_control_fits_discord_limits(bot):
    answers = answers_of(bot)
    request = SearchAsked("x" * 200)
    ref = answers.reference(request)
    assert ref.startswith("#") and answers.resolve(ref) == request
    button = PageButton("n", 999, 2**64 - 1, answers.reference(RuleAsked("y" * 60, "2027", "2050")))
    assert len(button.custom_id) <= 100
    menu = ReferenceMenu(OpenedRule(preferred="actual"))
    assert isinstance(menu.item, discord.ui.Select) and len(menu.custom_id) <= 100


async def test_no_control_carries_a_timer_a_press_could_restart(bot, fake):
    """Finding 4: discord.py restarts a View's timer on every press that reaches it; none of
    the views the bot sends has one (the quiz's deadlines run on the bot's clock instead)."""
    await fake.command("regla", {"consulta": "702"})
    await fake.command("quiz", {}, sub="nueva")
    await fake.command("quiz", {}, sub="borrar-mis-datos")
    store = bot._connection._view_store
    views = [item.view for items in store._views.values() for item in items.values()]
    views += list(store._synced_message_views.values())
    assert all(view is None or view.timeout is None for view in views)
