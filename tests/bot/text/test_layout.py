"""Plain text is plain (issue 24, item 7): piped output carries no markup; Discord keeps bold."""

from __future__ import annotations

import re

from bot.text.layout import MARKDOWN, PLAIN, answer_blocks
from bot.text.render import render_result

MARKUP = re.compile(r"\*\*|__|~~|`")


def test_a_search_rendered_plain_has_no_markup(library):
    result = library.search("robar sin cartas")
    assert result.as_list and any("**" in (h.snippet or "") for h in result.results)
    text = render_result(result)
    assert not MARKUP.search(text)
    assert "robar" in text.lower()


def test_discord_keeps_its_bold(library):
    result = library.search("robar sin cartas")
    _, plain = answer_blocks(result, search=True, style=PLAIN)
    _, markdown = answer_blocks(result, search=True, style=MARKDOWN)
    assert "**robar**" in "\n".join(markdown).lower()
    assert "**" not in "\n".join(plain)
