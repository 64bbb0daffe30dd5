"""What well-known cards do, read from their bundled Oracle text, and the rules cited exist."""

from __future__ import annotations

import time
from functools import cache

import pytest

from index.cards.kinds import Event, Kind, Layer, kinds_of, kinds_summary
from index.cards.kinds.keywords import ABILITY_WORDS, KEYWORD_RULES
from index.cards.records import CardRecord, read_cards
from index.corpus import Corpus


@cache
def _cards() -> dict[str, CardRecord]:
    return {card.name: card for card in read_cards()}


def _kinds(name: str) -> tuple[Kind, ...]:
    return kinds_of(_cards()[name])


def _has(kinds: tuple[Kind, ...], key: str, **fields: object) -> bool:
    return any(k.key == key and all(getattr(k, f) == v for f, v in fields.items()) for k in kinds)


def test_blood_moon_changes_land_types_in_layer_4_under_305_7() -> None:
    kinds = _kinds("Blood Moon")
    kind = next(k for k in kinds if k.layer is Layer.TYPE)
    assert "305.7" in kind.rules and "613.1d" in kind.rules
    assert kind.evidence == "Nonbasic lands are Mountains."


def test_leyline_of_the_void_replaces_going_to_a_graveyard() -> None:
    kinds = _kinds("Leyline of the Void")
    assert _has(kinds, "replacement", event=Event.GRAVEYARD)
    assert _has(kinds, "opening_hand")
    assert Event.GRAVEYARD in kinds_summary(kinds).replaced


def test_humility_removes_abilities_in_layer_6_and_sets_power_in_7b() -> None:
    assert kinds_summary(_kinds("Humility")).layers == (Layer.ABILITY, Layer.PT_SET)


def test_clone_is_a_copy_and_an_as_enters_replacement() -> None:
    kinds = _kinds("Clone")
    assert _has(kinds, "copy", layer=Layer.COPY)
    assert _has(kinds, "replacement", event=Event.ENTERS)


def test_keywords_an_effect_gives_are_that_keyword_beside_layer_6() -> None:
    greaves = _kinds("Lightning Greaves")
    assert _has(greaves, "keyword:haste", layer=Layer.ABILITY)
    assert _has(greaves, "keyword:shroud", layer=Layer.ABILITY)
    embercleave = _kinds("Embercleave")
    assert _has(embercleave, "keyword:double_strike") and _has(embercleave, "keyword:trample")
    protection = next(k for k in _kinds("Teferi's Protection") if k.key == "keyword:protection")
    assert protection.rules[0] == "702.16j"  # from everything: its own variant
    assert "613.1f" in protection.rules


def test_as_though_it_had_a_keyword_is_that_keyword_without_a_layer() -> None:
    infect = next(k for k in _kinds("Phyrexian Unlife") if k.key == "keyword:infect")
    assert infect.layer is None and infect.rules == ("702.90",)
    # "as though they had flash" stays a permission to cast, not the keyword
    assert not _has(_kinds("Vedalken Orrery"), "keyword:flash")


def test_a_keyword_in_a_filter_or_taken_away_is_not_given() -> None:
    # "creatures with flying" and "lose first strike" give nothing
    assert not _has(_kinds("Hurricane"), "keyword:flying")
    archetype = _kinds("Archetype of Courage")
    assert sum(k.key == "keyword:first_strike" for k in archetype) == 1  # only the grant


def test_the_chosen_color_or_type_is_a_colour_or_type_change() -> None:
    assert _has(_kinds("Painter's Servant"), "layer:5", layer=Layer.COLOR)
    assert _has(_kinds("Conspiracy"), "layer:4", layer=Layer.TYPE)
    assert _has(_kinds("Xenograft"), "layer:4", layer=Layer.TYPE)


def test_a_cost_an_effect_sets_is_a_cost_change() -> None:
    trinisphere = next(k for k in _kinds("Trinisphere") if k.key == "cost_change")
    assert trinisphere.rules == ("601.2f",)


def test_dont_lose_the_game_is_a_cant_lose() -> None:
    unlife = [k for k in _kinds("Phyrexian Unlife") if k.key == "cant"]
    assert unlife and unlife[0].event is Event.LOSE_GAME


def test_an_ability_that_moves_its_own_card_works_from_that_zone() -> None:
    bloodghast = next(k for k in _kinds("Bloodghast") if k.key == "zone_function")
    assert bloodghast.rules[0] == "113.6m"
    gravecrawler = next(k for k in _kinds("Gravecrawler") if k.key == "cast_from_zone")
    assert gravecrawler.rules[0] == "113.6f"
    assert not _has(_kinds("Llanowar Elves"), "zone_function")


def test_a_mana_ability_with_a_target_is_no_mana_ability() -> None:
    deathrite = _kinds("Deathrite Shaman")
    assert not _has(deathrite, "mana_ability")
    assert any(k.key == "activated" and k.rules[0] == "605.5a" for k in deathrite)
    assert _has(_kinds("Llanowar Elves"), "mana_ability")


def test_creatures_able_to_block_do_so_is_a_blocking_requirement() -> None:
    assert _has(_kinds("Lure"), "requirement", event=Event.BLOCKS)


def test_rules_text_with_a_rule_of_its_own() -> None:
    assert _has(_kinds("Bolt Bend"), "change_target")
    assert _has(_kinds("Reliquary Tower"), "hand_size")
    assert _has(_kinds("Palace Jailer"), "monarch")
    assert not _has(_kinds("Lightning Bolt"), "change_target")


def test_control_magic_changes_control_in_layer_2() -> None:
    kinds = _kinds("Control Magic")
    assert _has(kinds, "control_change", layer=Layer.CONTROL)
    assert _has(kinds, "aura") and _has(kinds, "keyword:enchant")


def test_platinum_angel_says_cant_lose_and_cant_win() -> None:
    summary = kinds_summary(_kinds("Platinum Angel"))
    assert set(summary.forbidden) == {Event.LOSE_GAME, Event.WIN_GAME}
    assert "101.2" in summary.rules and "keyword:flying" in summary.keys


def test_hellrider_triggers_on_attacks() -> None:
    kind = next(k for k in _kinds("Hellrider") if k.key.startswith("trigger:"))
    assert kind.event is Event.ATTACKS and kind.rules[0].startswith("508.")


def test_solemn_simulacrum_triggers_on_entering_and_dying() -> None:
    kinds = _kinds("Solemn Simulacrum")
    dies = next(k for k in kinds if k.key == "trigger:dies")
    assert "700.4" in dies.rules and "603.10a" in dies.rules
    assert _has(kinds, "trigger:enters", event=Event.ENTERS)


def test_a_saga_has_chapter_abilities_and_its_back_face_is_read() -> None:
    kinds = _kinds("Fable of the Mirror-Breaker // Reflection of Kiki-Jiki")
    assert _has(kinds, "saga") and _has(kinds, "double_faced") and _has(kinds, "chapter_ability")
    back = [k for k in kinds if k.face == "Reflection of Kiki-Jiki"]
    assert any(k.key == "activated" for k in back) and any(k.key == "copy" for k in back)


def test_an_adventure_is_read_on_both_faces() -> None:
    kinds = _kinds("Bonecrusher Giant // Stomp")
    assert _has(kinds, "adventure")
    assert _has(kinds, "trigger:targeted", face="Bonecrusher Giant")
    assert _has(kinds, "cant", face="Stomp", event=Event.DAMAGE)


def test_a_modal_double_faced_card() -> None:
    kinds = _kinds("Valki, God of Lies // Tibalt, Cosmic Impostor")
    double = next(k for k in kinds if k.key == "double_faced")
    assert double.rules[0] == "712.3"
    assert _has(kinds, "loyalty", face="Tibalt, Cosmic Impostor")


def test_a_planeswalker_has_loyalty_abilities() -> None:
    kinds = _kinds("Liliana of the Veil")
    assert sum(k.key == "loyalty_ability" for k in kinds) == 1  # one kind a face, text order
    assert _has(kinds, "legendary") and _has(kinds, "loyalty")


def test_the_own_name_and_reminder_text_are_read_as_the_card() -> None:
    # "Tarmogoyf's power is ..." is its own characteristic-defining ability (604.3, 7a).
    assert _has(_kinds("Tarmogoyf"), "cda", layer=Layer.PT_CDA)
    # A basic land's only text is reminder text; its mana ability comes from its type (305.6).
    kinds = _kinds("Forest")
    assert [k.key for k in kinds] == ["mana_ability"] and "305.6" in kinds[0].rules


def test_kinds_carry_spanish_labels_and_the_face_they_are_on() -> None:
    kinds = _kinds("Serra Angel")
    assert {k.label_es for k in kinds} == {"palabra clave: Vuela", "palabra clave: Vigilancia"}
    assert {k.face for k in kinds} == {"Serra Angel"}


def _rule_text(corpus: Corpus, number: str) -> str:
    rule = corpus.rule(number, corpus.current_edition.id)
    assert rule is not None, number
    return f"{rule.title} {rule.text}".lower()


def test_keyword_table_matches_the_2026_headings(corpus: Corpus) -> None:
    for name, number in KEYWORD_RULES.items():
        assert name in _rule_text(corpus, number), (name, number)
    ability_words = _rule_text(corpus, "207.2c").replace("’", "'")
    assert all(word in ability_words for word in ABILITY_WORDS)


@pytest.mark.slow
def test_every_card_classifies_and_every_rule_cited_exists(corpus: Corpus) -> None:
    cards = list(_cards().values())
    started = time.perf_counter()
    every = [kinds_of(card) for card in cards]
    elapsed = time.perf_counter() - started
    print(f"classified {len(cards)} cards in {elapsed:.1f} s")  # shown with -s; never asserted
    assert len(every) == len(cards) == 34_632
    edition = corpus.current_edition.id
    cited = {rule for kinds in every for kind in kinds for rule in kind.rules}
    missing = sorted(r for r in cited if corpus.rule(r, edition) is None)
    assert missing == []
    assert sum(bool(kinds) for kinds in every) / len(every) > 0.95  # vanilla creatures have none


@pytest.mark.parametrize("name", ["Rest in Peace", "Doubling Season", "Hardened Scales"])
def test_replacement_effects_name_their_event(name: str) -> None:
    expected = {
        "Rest in Peace": Event.GRAVEYARD,
        "Doubling Season": Event.TOKEN,
        "Hardened Scales": Event.COUNTERS,
    }[name]
    assert expected in kinds_summary(_kinds(name)).replaced


def test_text_that_changes_whether_abilities_trigger(cards) -> None:
    """Torpor Orb and Panharmonicon change whether (and how many times) abilities trigger:
    603.2 and 603.2d, and 603.6a for the event they name (entering)."""
    from index.cards.kinds.classify import kinds_of

    orb = [k for k in kinds_of(cards.card_named("Torpor Orb")) if k.key == "trigger_change"]
    pan = [k for k in kinds_of(cards.card_named("Panharmonicon")) if k.key == "trigger_change"]
    assert orb and orb[0].rules[:2] == ("603.2", "603.6a")
    assert pan and pan[0].rules[:2] == ("603.2d", "603.6a")
    assert not [k for k in kinds_of(cards.card_named("Serra Angel")) if k.key == "trigger_change"]
