"""Where cards end up, worded once for the key, the wrong options and the engine's answer."""

from __future__ import annotations

from bot.quiz.situations.fates import Fate, describe

BEARS, MAGIC = "«Osos pardos»", "«Magia de control»"


def test_each_card_gets_its_owners_zone_in_the_order_named():
    said = describe([(BEARS, Fate("graveyard", "tu rival")), (MAGIC, Fate("graveyard"))])
    assert said == f"{BEARS} va al cementerio de tu rival; {MAGIC} va a tu cementerio."


def test_cards_with_the_same_fate_share_one_plural_verb():
    assert describe([(BEARS, Fate("battlefield")), (MAGIC, Fate("battlefield"))]) == (
        f"{BEARS} y {MAGIC} se quedan en el campo de batalla."
    )
    assert describe([(BEARS, Fate("game", "Ana")), (MAGIC, Fate("game", "Ana"))]) == (
        f"{BEARS} y {MAGIC} salen de la partida con Ana."
    )


def test_different_owners_are_different_fates():
    said = describe([(BEARS, Fate("game", "Ana")), (MAGIC, Fate("game"))])
    assert said == f"{BEARS} sale de la partida con Ana; {MAGIC} sale de la partida contigo."
    assert describe([(BEARS, Fate("exile", "Ana"))]) == f"{BEARS} va al exilio."
