"""Which objects a continuous effect applies to, and the rules that say so: "artifact
creatures" are creatures that are also artifacts (205.2b), "white creatures" are white by their
mana cost (202.2); a dependency cites the dependency system (613.8); a state-based-action check
tells the P/T an Equipment or an anthem gives before reading it (613.4c, 704.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_helpers import cited, run

from bot.engine import run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _pt(out, name: str) -> tuple[int | None, int | None]:  # type: ignore[no-untyped-def]
    perm = next(p for p in out.final.permanents if p.name == name)
    return perm.power, perm.toughness


def test_artifact_creatures_are_creatures_that_are_also_artifacts() -> None:
    out = run(
        'capas objetos:"Señor 2/2 otorga:+1/+1 a otras criaturas artefacto que controlas; '
        'Gólem 2/2 artefacto criatura; Oso 2/2"'
    )
    assert (_pt(out, "Gólem"), _pt(out, "Oso"), _pt(out, "Señor")) == ((3, 3), (2, 2), (2, 2))


def test_a_card_that_pumps_other_artifact_creatures(cards: CardCatalog) -> None:
    out = run_scenario_text(
        'capas objetos:"Master of Etherium; Solemn Simulacrum; Grizzly Bears"', cards
    )
    pts = {n: _pt(out, n) for n in ("Master of Etherium", "Solemn Simulacrum", "Grizzly Bears")}
    # Two artifacts (7a) for the Master; +1/+1 (7c) only for the other artifact creature.
    assert pts == {
        "Master of Etherium": (2, 2),
        "Solemn Simulacrum": (3, 3),
        "Grizzly Bears": (2, 2),
    }
    master = next(c for c in out.cards if c.card == "Master of Etherium")
    assert master.unread == []


def test_a_colour_filter_cites_where_colour_comes_from(cards: CardCatalog) -> None:
    out = run_scenario_text('capas objetos:"Savannah Lions; Grizzly Bears; Crusade"', cards)
    assert (_pt(out, "Savannah Lions"), _pt(out, "Grizzly Bears")) == ((3, 2), (2, 2))
    lions = next(
        s for s in out.steps if s.kind == "layers.sublayer" and s.args.get("sublayer") == "c"
    )
    assert "202.2" in lions.rules


def test_a_dependency_cites_the_dependency_system(cards: CardCatalog) -> None:
    out = run_scenario_text(
        'capas objetos:"Nightmare; Urborg, Tomb of Yawgmoth; Forest; Blood Moon"', cards
    )
    assert {"613.8", "613.8a", "613.8b"} <= cited(out)


def test_a_state_check_tells_the_pt_an_equipment_gives(cards: CardCatalog) -> None:
    out = run_scenario_text(
        'estado criaturas:"Grizzly Bears" equipos:"Loxodon Warhammer equipa:1"', cards
    )
    told = next(s for s in out.steps if s.kind == "layers.brief")
    assert told.args["pt"] == [5, 2] and "613.4c" in told.rules


def test_target_player_or_planeswalker_names_the_player(cards: CardCatalog) -> None:
    out = run_scenario_text('pila vida_rival:3 hechizo:"Lava Spike: Jugador no activo"', cards)
    rival = next(p for p in out.final.players if p.name == "Jugador no activo")
    assert rival.lost and "704.5a" in cited(out)


def test_becoming_a_coloured_creature_with_base_pt(cards: CardCatalog) -> None:
    # Turn to Frog: layer 4 (a Frog), layer 5 (blue) and 7b (1/1); Giant Growth's +3/+3 is
    # 7c, applied after 7b whatever the timestamps (613.4).
    out = run_scenario_text(
        'pila criaturas:"Savannah Lions" permanentes:"Crusade" hechizo:"Giant Growth: '
        'Savannah Lions" hechizo:"Turn to Frog (rival): Savannah Lions"',
        cards,
    )
    # Blue now, so Crusade no longer pumps the white Lions (5/5 if the colour were kept).
    assert _pt(out, "Savannah Lions") == (4, 4)
    assert {"613.4b", "613.4c"} <= cited(out)
