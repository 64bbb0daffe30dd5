"""/cambios through the fake Discord: the renumbering of a section, a rule's word diff, the
summary, autocomplete, pages and bad input (issue 9)."""

from __future__ import annotations

from bot.services.suggest import ChangeSuggester
from cogs.cambios._cog import ENGLISH


async def test_cambios_103_shows_the_renumbering(fake):
    sent = await fake.command("cambios", {"consulta": "103"})
    assert sent.response_types == [5]  # deferred: the report is built in a thread
    text = "\n".join(sent.texts())
    assert "Cambios en la sección 103 · Starting the Game" in text
    assert "103.4 → 103.5" in text and "103.2 → 103.1" in text


async def test_cambios_110_4_marks_battle_added_for_discord(fake):
    sent = await fake.command("cambios", {"consulta": "110.4", "privado": True})
    assert sent.public() == []
    text = sent.private()[0].text
    assert "~~five~~ __six__" in text and "__battle,__" in text


async def test_cambios_summary_and_a_query_that_is_not_a_rule(fake):
    text = "\n".join((await fake.command("cambios", {"resumen": True})).texts())
    assert "Cambios por sección" in text and "103" in text
    text = "\n".join((await fake.command("cambios", {"consulta": "hola"})).texts())
    assert "no es una regla, una sección ni el nombre" in text


async def test_a_long_report_is_paged(fake):
    message = (await fake.command("cambios", {"consulta": "702"})).message
    labels = [item.get("label") for item in message.items()]
    assert "◀" in labels and "▶" in labels


async def test_autocomplete_offers_sections_then_numbers_in_force(fake, library):
    sent = await fake.command("cambios", {"consulta": ""}, focused="consulta")
    assert sent.response_types == [8] and sent.choices[0]["value"] == "100"
    sent = await fake.command("cambios", {"consulta": "103.5"}, focused="consulta")
    assert sent.choices[0]["value"] == "103.5" and "starting hand size" in sent.choices[0]["name"]
    suggester = ChangeSuggester(library.corpus)
    assert [s.value for s in suggester.suggest("comb")][:1] == ["506"]  # by section title


async def test_english_names_are_registered(bot):
    from bot.text.locales import EN

    assert all(EN[spanish] == english for spanish, english in ENGLISH.items())
    command = bot.tree.get_command("cambios")
    payload = await command.get_translated_payload(bot.tree, bot.tree.translator)
    assert payload["name_localizations"]["en-US"] == "changes"
    assert all(o["name_localizations"]["en-US"] for o in payload["options"])


async def test_a_masked_link_typed_in_cambios_is_shown_as_text(fake):
    """A public answer quotes what the member typed: a masked link must not become a link
    (its text hiding where it goes), nor a mention ping anyone."""
    typed = "[pulsa aquí](https://malo.example) @everyone"
    sent = await fake.command("cambios", {"consulta": typed})
    [message] = sent.public()
    assert "\\[pulsa aquí](https://malo.example)" in message.text  # escaped: shown, not linked
    assert "[pulsa aquí](" not in message.text.replace("\\[", "")
    assert fake.bot.allowed_mentions.everyone is False and fake.bot.allowed_mentions.users is False
