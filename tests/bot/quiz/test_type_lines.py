"""Issue 43, the judge's 60-question sample: Giant Octopus shown as «Criatura — Cefálido». Every
type line a stem shows names the card's own Oracle subtypes in Spanish, as the newest Spanish
printing of each subtype words it, and no two creature types (rule 205.3m) share a word."""

from __future__ import annotations

import gzip
import json
import re
from collections import defaultdict

import pytest

from bot.engine.language.creature_types import creature_types
from bot.quiz import Level, Question, QuestionBank
from bot.quiz.bank_measure import CARDS_LABEL
from bot.quiz.situations.cards import printed_date
from bot.quiz.situations.type_lines import DASH, TypeLines
from index.cards.records import BUNDLED

# "- «Pulpo gigante» (Giant Octopus): Criatura — Pulpo, {4}{U}, 8/8." or "- «Island»: …"
_LISTED = re.compile(r"^- «(?P<shown>[^»]+)»(?: \((?P<english>[^)]+)\))?: (?P<type>[^,.]+)")


@pytest.fixture(scope="module")
def printed() -> dict:
    """From the bundled cards: each card's Oracle type line, and for each English subtype the
    Spanish word of its newest Spanish printing on a one-subtype line (what a judge would find
    on the newest card), read here without the code under test."""
    oracle: dict[str, str] = {}
    newest: dict[str, tuple[str, str]] = {}
    with gzip.open(BUNDLED, "rt", encoding="utf-8") as lines:
        for line in lines:
            data = json.loads(line)
            english, spanish = data.get("type_line") or "", data.get("type_line_es") or ""
            oracle[data["name"]] = english
            words, words_es = english.partition(DASH)[2].split(), spanish.partition(DASH)[2]
            if "//" in english or len(words) != 1 or len(words_es.split()) != 1:
                continue
            seen = (printed_date(data), words_es.strip().casefold())
            newest[words[0]] = max(newest.get(words[0], seen), seen)
    return {"oracle": oracle, "newest": {en: es for en, (_, es) in newest.items()}}


@pytest.fixture(scope="module")
def situations(bank: QuestionBank) -> list[Question]:
    """Every board of every situation subject at every level, two seeds each."""
    gen = bank.generators["situacion"]
    return [
        bank.build("situacion", subject, level, seed=seed)
        for level in Level
        for subject in gen.subjects(level)
        for seed in range(2)
    ]


def test_every_shown_type_line_names_the_cards_own_subtypes(
    generated: list[Question], situations: list[Question], printed: dict
) -> None:
    checked = 0
    for question in [*generated, *situations]:
        if CARDS_LABEL not in question.prompt:
            continue
        for line in question.prompt.split(CARDS_LABEL, 1)[1].splitlines():
            m = _LISTED.match(line)
            if m is None:
                continue
            name = m["english"] or m["shown"]
            english = printed["oracle"].get(name)
            if english is None or "//" in english or DASH not in m["type"]:
                continue
            subtypes = english.partition(DASH)[2].split()
            shown = [w.casefold() for w in m["type"].partition(DASH)[2].split()]
            assert len(shown) == len(subtypes), (name, english, m["type"])
            for subtype in subtypes:
                word = printed["newest"].get(subtype)
                if word is not None:
                    assert word in shown, (name, subtype, word, m["type"], question.id)
            checked += 1
    assert checked >= 500, checked


def test_no_two_creature_types_share_a_spanish_word() -> None:
    types = TypeLines()
    with gzip.open(BUNDLED, "rt", encoding="utf-8") as lines:
        for line in lines:
            data = json.loads(line)
            if data.get("type_line") and data.get("type_line_es"):
                types.learn(data["type_line"], data["type_line_es"], printed_date(data))
    by_word: defaultdict[str, list[str]] = defaultdict(list)
    for creature_type in creature_types().values():
        if (word := types.subtype(creature_type)) is not None:
            by_word[word.casefold()].append(creature_type)
    assert len(by_word) >= 200
    assert not {w: t for w, t in by_word.items() if len(t) > 1}
    assert types.spanish("Creature — Octopus") == "Criatura — Pulpo"
