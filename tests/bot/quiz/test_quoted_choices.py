"""A refused topic or level is quoted back short (issue 13, finding 8): a crafted request can
send thousands of characters, and the refusal must still fit in a reply and be read."""

import pytest

from bot.quiz import QuizError
from bot.quiz.choices import QUOTED_CHARS, parse_round


@pytest.mark.parametrize("field", ["topic", "level"])
def test_a_long_refused_value_is_clipped_in_the_message(field):
    typed = "mazo " * 2000
    with pytest.raises(QuizError) as refused:
        parse_round(**{field: typed})
    message = str(refused.value)
    quoted = message.split("«", 1)[1].split("»", 1)[0]
    assert quoted.startswith("mazo mazo") and len(quoted) <= QUOTED_CHARS
    assert "válidos:" in message  # the valid values are still listed
