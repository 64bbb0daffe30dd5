"""Protection from a quality that is not a colour (702.16a: a card type, or everything,
702.16j), and protection gained from an effect, which counts as much as a printed one."""

from __future__ import annotations

from engine_helpers import cited, died, run

from bot.engine.outcome import ILLEGAL_DECLARATION


def _damage(outcome, name: str) -> int:
    return next(p.damage for p in outcome.final.permanents if p.name == name)


def test_protection_from_creatures_prevents_the_attackers_damage_but_not_the_block():
    out = run('combate atacante:"Ogro 3/3" bloqueadores:"Monje 2/2 protección contra criaturas"')
    assert out.final.verdict != {"kind": ILLEGAL_DECLARATION}
    assert died(out) == []
    assert (_damage(out, "Monje"), _damage(out, "Ogro")) == (0, 2)
    assert "702.16e" in cited(out)


def test_an_attacker_with_protection_from_creatures_cant_be_blocked():
    out = run('combate atacante:"Monje 2/2 protection from creatures" bloqueadores:"Oso 2/2"')
    assert out.final.verdict == {"kind": ILLEGAL_DECLARATION}
    assert "702.16f" in cited(out)


def test_protection_from_enchantments_puts_an_aura_into_the_graveyard():
    out = run(
        'estado criaturas:"Oso 2/2 protección contra encantamientos" auras:"Grilletes encanta:1"'
    )
    assert died(out) == ["Grilletes"]
    assert {"704.5m", "702.16c"} <= cited(out)


def test_protection_from_artifacts_makes_an_artifacts_ability_lose_its_target():
    out = run(
        'pila permanentes:"Catapulta artefacto" criaturas_rival:"Monje 2/2 protección contra '
        'artefactos" habilidad:"Catapulta: 2 daños a Monje"'
    )
    assert died(out) == []
    assert _damage(out, "Monje") == 0
    assert "702.16b" in cited(out)


def test_protection_from_everything_prevents_damage_from_a_spell_that_does_not_target():
    out = run(
        'pila criaturas_rival:"Avatar 2/2 protección contra todo; Oso 2/2" '
        'hechizo:"Pirotecnia: 2 daños a cada criatura"'
    )
    assert died(out) == ["Oso"]
    assert _damage(out, "Avatar") == 0
    assert {"702.16e", "702.16j"} <= cited(out)


def test_protection_gained_from_an_event_sheds_an_opposing_aura():
    out = run(
        'estado criaturas_rival:"Lobo 3/3" auras:"Cadenas negra encanta:r1" '
        'eventos:"Lobo gana protección contra negro"'
    )
    assert died(out) == ["Cadenas"]
    assert "704.5m" in cited(out)


def test_protection_granted_in_response_makes_the_red_spell_lose_its_target():
    out = run(
        'pila criaturas:"Oso 2/2" hechizo:"Rayo rojo (rival): 3 daños a Oso" '
        'hechizo:"Gracia: Oso gana protección contra rojo hasta el final del turno"'
    )
    assert died(out) == []
    assert _damage(out, "Oso") == 0
    assert {"702.16b", "608.2b"} <= cited(out)


def test_a_creature_that_loses_all_abilities_loses_its_printed_protection_too():
    out = run(
        'pila criaturas_rival:"Paladín 2/2 protección contra rojo" '
        'hechizo:"Rayo rojo: 3 daños a Paladín" '
        'hechizo:"Silencio: Paladín pierde todas las habilidades"'
    )
    assert died(out) == ["Paladín"]


def test_an_artifact_creature_in_combat_keeps_its_card_type():
    # Combat creatures are read with their type words: "Estatua 3/3 artefacto" is an artifact
    # creature, so it can't block an attacker with protection from artifacts (702.16f).
    out = run(
        'combate atacante:"Caballero 2/2 protección contra artefactos" '
        'bloqueadores:"Estatua 3/3 artefacto"'
    )
    assert out.final.verdict == {"kind": ILLEGAL_DECLARATION}
    assert {"702.16f", "702.16a"} <= cited(out)
