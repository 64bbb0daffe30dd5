"""Casting windows (117.1a, 307.1, 702.8a) and land drops (305)."""

from __future__ import annotations

from engine_helpers import cited, run


def _ok(text: str) -> bool:
    return run(text).final.playable is True


def test_instant_in_combat_with_empty_stack():
    assert _ok('momento carta:"instantáneo" paso:"combate" pila:vacía turno:propio')


def test_instant_on_opponents_turn_with_stack():
    out = run('momento carta:"instant" paso:"final" pila:2 turno:ajeno')
    assert out.final.playable
    assert {"117.1a", "304.1"} <= cited(out)


def test_sorcery_needs_own_main_phase_and_empty_stack():
    assert _ok('momento carta:"conjuro" paso:"principal" pila:vacía turno:propio')
    assert not _ok('momento carta:"conjuro" paso:"principal" pila:ocupada turno:propio')
    assert not _ok('momento carta:"conjuro" paso:"principal 2" turno:ajeno')
    out = run('momento carta:"conjuro" paso:"combate"')
    assert out.final.playable is False
    assert "307.1" in cited(out)


def test_creature_without_flash_is_sorcery_speed():
    out = run('momento carta:"criatura" paso:"mantenimiento"')
    assert out.final.playable is False
    assert "302.1" in cited(out)


def test_creature_with_flash_at_instant_speed():
    out = run('momento carta:"criatura destello" paso:"final" turno:ajeno')
    assert out.final.playable
    assert "702.8a" in cited(out)


def test_nothing_can_be_cast_without_priority_or_in_untap():
    assert not _ok('momento carta:"instantáneo" paso:"combate" prioridad:no')
    out = run('momento carta:"instantáneo" paso:"enderezar"')
    assert out.final.playable is False
    assert "502.4" in cited(out)


def test_land_once_per_turn_in_own_main_phase():
    assert _ok('momento carta:"tierra" paso:"principal"')
    out = run('momento carta:"tierra" paso:"principal" tierras:1')
    assert out.final.playable is False
    assert "305.2b" in cited(out)
    assert _ok('momento carta:"tierra" paso:"principal 2" tierras:1 max_tierras:2')


def test_land_not_on_opponents_turn_even_with_flash_like_timing():
    out = run('momento carta:"tierra" paso:"principal" turno:ajeno')
    assert out.final.playable is False
    assert "305.3" in cited(out)


def test_land_not_with_a_spell_on_the_stack():
    assert not _ok('momento carta:"tierra" paso:"principal" pila:1')
