"""A spell cast after blocks, before combat damage: the active player gets priority in the
declare blockers step (509.2), and the damage step then reads the board as it is (510.1):
the new power counts, a blocker that is gone neither deals nor is dealt damage (506.4), and
the attacker stays blocked (509.1h) unless trample lets it hit the player (702.19d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_helpers import cited, died, run

from bot.engine import run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _life(out, name: str) -> int:  # type: ignore[no-untyped-def]
    return next(p.life for p in out.final.players if p.name == name)


def test_a_pump_after_blocks_changes_the_damage() -> None:
    out = run(
        'combate atacante:"Oso 2/2" bloqueador:"Lobo 3/3" '
        'hechizo:"Crecimiento: Oso obtiene +3/+3 hasta el final del turno"'
    )
    assert died(out) == ["Lobo"]
    kinds = [s.kind for s in out.steps]
    assert kinds.index("combat.after_blocks") < kinds.index("combat.damage_from_board_now")
    assert kinds.index("combat.damage_from_board_now") < kinds.index("damage.to_creature")
    assert {"509.2", "510.1"} <= cited(out)


def test_a_blocker_removed_before_damage_leaves_the_attacker_blocked() -> None:
    out = run(
        'combate atacante:"Oso 2/2" bloqueador:"Lobo 2/2" hechizo:"Choque (rival): 2 daños a Lobo"'
    )
    assert died(out) == ["Lobo"] and _life(out, "Jugador defensor") == 20
    assert {"509.1h", "510.1c"} <= cited(out)


def test_with_trample_the_damage_goes_to_the_player(cards: CardCatalog) -> None:
    out = run_scenario_text(
        'combate atacante:"Oso 3/3 arrollar" bloqueador:"Grizzly Bears" '
        'hechizo:"Lightning Bolt (rival): Grizzly Bears"',
        cards,
    )
    assert died(out) == ["Grizzly Bears"] and _life(out, "Jugador defensor") == 17
    assert "702.19d" in cited(out)
