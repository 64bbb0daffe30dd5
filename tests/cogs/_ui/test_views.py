"""◀ ▶ paging (only for the asker), the timeout, and the menu that opens referenced rules."""

from unittest import mock

import discord
from discord_helpers import choose, embed_text, followup_embeds, mock_interaction

from cogs._ui.answers import answer_pages, references
from cogs._ui.views import NOT_YOURS, AnswerView, ReferenceSelect, send_answer
from index.answers import LookupResult

OWNER = 1


def _view(service, query="702", **kwargs):
    pages = answer_pages(service.lookups.rule(query))
    return AnswerView(pages, owner_id=OWNER, **kwargs), pages


async def test_buttons_turn_pages_and_stop_at_the_ends(service):
    view, pages = _view(service)
    assert len(pages) >= 2
    assert view.previous.disabled and not view.next.disabled
    assert view.counter.label == f"1/{len(pages)}"

    inter = mock_interaction(user_id=OWNER)
    await view.next.callback(inter)
    inter.response.edit_message.assert_awaited_once_with(embed=pages[1], view=view)
    assert view.counter.label == f"2/{len(pages)}" and not view.previous.disabled

    for _ in range(len(pages)):  # past the end stays on the last page
        inter = mock_interaction(user_id=OWNER)
        await view.next.callback(inter)
    inter.response.edit_message.assert_awaited_once_with(embed=pages[-1], view=view)
    assert view.next.disabled

    inter = mock_interaction(user_id=OWNER)
    await view.previous.callback(inter)
    inter.response.edit_message.assert_awaited_once_with(embed=pages[-2], view=view)


async def test_someone_else_cannot_turn_the_pages(service):
    view, _ = _view(service)
    inter = mock_interaction(user_id=OWNER + 1)
    await view.next.callback(inter)
    inter.response.send_message.assert_awaited_once_with(NOT_YOURS, ephemeral=True)
    inter.response.edit_message.assert_not_awaited()
    assert view.index == 0


async def test_timeout_disables_every_control(service):
    refs = references(service.lookups.rule("702"))
    view, _ = _view(service, refs=refs, opener=mock.AsyncMock())
    view.message = mock.MagicMock(spec=discord.WebhookMessage)
    await view.on_timeout()
    assert all(item.disabled for item in view.children)
    view.message.edit.assert_awaited_once_with(view=view)


async def test_timeout_survives_a_deleted_message(service):
    view, _ = _view(service)
    view.message = mock.MagicMock(spec=discord.WebhookMessage)
    view.message.edit.side_effect = discord.NotFound(mock.MagicMock(status=404), "gone")
    await view.on_timeout()  # no exception


async def test_a_short_answer_without_references_has_no_view(service):
    hit = service.lookups.glossary("trample").results[0].model_copy(update={"refs": []})
    inter = mock_interaction()
    await send_answer(inter, LookupResult(query="x", results=[hit]), private=False, opener=None)
    assert "view" not in inter.followup.send.await_args.kwargs


async def test_choosing_a_reference_opens_that_rule_privately(bot):
    cog = bot.get_cog("Reglas")
    asker = mock_interaction(client=bot, user_id=OWNER)
    await cog.regla.callback(cog, asker, consulta="303.4")
    view = asker.followup.send.await_args.kwargs["view"]
    [select] = [c for c in view.children if isinstance(c, ReferenceSelect)]
    assert "702.5" in [o.value for o in select.options]

    clicker = mock_interaction(client=bot, user_id=OWNER + 7)  # anyone may open a reference
    choose(select, "702.5")
    await select.callback(clicker)
    clicker.response.defer.assert_awaited_once_with(ephemeral=True, thinking=True)
    [embed] = followup_embeds(clicker)
    assert embed.title.startswith("Regla 702.5") and "[en-2026-01-16]" in embed.footer.text
    assert clicker.followup.send.await_args.kwargs["ephemeral"] is True
    assert "Enchant" in embed_text(embed)


async def test_a_reference_keeps_the_edition_asked_for(bot):
    cog = bot.get_cog("Reglas")
    asker = mock_interaction(client=bot)
    await cog.regla.callback(cog, asker, consulta="104.3", edicion="2019")
    view = asker.followup.send.await_args.kwargs["view"]
    [select] = [c for c in view.children if isinstance(c, ReferenceSelect)]
    clicker = mock_interaction(client=bot)
    choose(select, "104.3a")
    await select.callback(clicker)
    assert "[es-2019-10-04]" in followup_embeds(clicker)[0].footer.text


async def test_errors_in_a_view_go_to_the_one_handler(bot):
    view, _ = _view(bot.service)
    inter = mock_interaction(client=bot)
    with mock.patch.object(bot.tree, "on_error", mock.AsyncMock()) as handler:
        error = RuntimeError("boom")
        await view.on_error(inter, error, view.next)
    handler.assert_awaited_once_with(inter, error)
