"""`juez regla` by numbers in force, `juez cambios` and `juez indice alineacion` (issue 9)."""

import io
import json
import sys

import pytest

from bot.terminal import cli


@pytest.fixture
def juez(library, data_dir, capsys, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)

    def run(*args, stdin=None):
        if stdin is not None:
            monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        code = cli.main(["--datos", str(data_dir), *args])
        out, err = capsys.readouterr()
        return code, out + err

    return run


def test_regla_103_5_shows_the_mulligan_and_its_translation(juez):
    code, out = juez("regla", "103.5")
    assert code == 0
    assert out.startswith("Regla 103.5 (en 2019: 103.4) · Comenzando el juego")
    assert "Traducción de 2019, regla 103.4: hoy es la 103.5 y dice lo mismo." in out
    assert "mulligan" in out
    assert "También en: en-2019-10-04 (103.4), en-2026-01-16 (103.5)" in out


def test_regla_103_4_is_the_starting_life_total(juez):
    _, out = juez("regla", "103.4")
    assert out.startswith("Regla 103.4 (en 2019: 103.3)")
    assert "total inicial de vidas de 20" in out
    assert "Ojo: en 2019, la regla 103.4 era otra (hoy es la 103.5)." in out


def test_regla_110_4_leads_with_the_text_in_force_then_the_translation(juez):
    _, out = juez("regla", "110.4")
    assert out.startswith("Regla 110.4 · Permanents")
    assert out.index("There are six permanent types") < out.index("Existen cinco tipos")
    assert "Texto de 2019, ya no vigente: Regla 110.4 · Permanentes" in out
    assert "hoy sigue siendo la 110.4, pero su texto cambió" in out


def test_regla_613_3_in_the_2019_edition_is_strict_and_says_what_it_is_now(juez):
    _, out = juez("regla", "613.3", "--edicion", "2019")
    assert out.startswith("Regla 613.4 (en 2019: 613.3)")
    assert "Texto de 2019, regla 613.3: hoy es la 613.4 y dice lo mismo." in out
    assert "Within layer 7" in out
    assert "Ver también: 613.7 (en el texto, 613.6), 613.8 (en el texto, 613.7)" in out


def test_palabraclave_cascada_warns_that_the_2016_text_no_longer_holds(juez):
    _, out = juez("palabraclave", "cascada")
    warning = out.index("Ya no vale del todo:")
    assert warning < out.index("Cascada es una habilidad disparada")
    assert "«valor de maná»" in out and "juez cambios 702.85" in out


def test_json_adds_current_id_and_status(juez):
    _, out = juez("regla", "--json", "103.5")
    first = json.loads(out)["results"][0]
    assert (first["id"], first["current_id"], first["status"]) == ("103.4", "103.5", "renumbered")
    assert first["edition"] == "es-2019-10-04"
    _, out = juez("regla", "--json", "704.5k")
    first = json.loads(out)["results"][0]
    assert (first["current_id"], first["status"]) == ("704.5k", "same")


def test_cambios_103_shows_the_renumbering(juez):
    code, out = juez("cambios", "103")
    assert code == 0
    assert out.startswith("Cambios en la sección 103 · Starting the Game")
    assert "103.4 → 103.5" in out and "103.3 → 103.4" in out and "103.2 → 103.1" in out
    assert "Nuevas:" in out and "103.2b · nueva" in out


def test_cambios_110_4_shows_battle_added(juez):
    _, out = juez("cambios", "110.4")
    assert out.startswith("Cambios en la regla 110.4 · Permanents")
    assert "There are [-five-] {+six+} permanent types: artifact, {+battle,+} creature" in out
    assert "110.4c · igual" in out


def test_cambios_json_summary_and_errors(juez):
    _, out = juez("cambios", "110.4", "--json")
    data = json.loads(out)
    assert data["scope"] == "rule" and data["changes"][0]["status"] == "reworded"
    assert {p["change"] for p in data["changes"][0]["diff"]} == {"same", "added", "removed"}
    _, out = juez("cambios", "--resumen")
    assert out.startswith("Cambios por sección") and "103 Starting the Game:" in out
    _, out = juez("cambios", "103", "--resumen", "--json")
    data = json.loads(out)
    assert data["counts"]["renumbered"] >= 20 and data["changes"] == []
    code, out = juez("cambios", "hola")
    assert code == 2 and "no es una regla, una sección ni el nombre" in out and "Ejemplo" in out


def test_indice_alineacion_reports_counts_and_every_doubtful_link(juez, library):
    code, out = juez("indice", "alineacion")
    assert code == 0
    assert "en-2019-10-04:" in out and "renumeradas" in out
    doubtful = library.alignment.doubtful("en-2019-10-04")
    assert f"Enlaces dudosos: {len(doubtful)}" in out
    for link in doubtful:
        assert f"- {link.old} → {link.new or '—'} ·" in out
    assert "es-2019-10-04 (traducción: usa los enlaces de en-2019-10-04)" in out
    _, out = juez("indice", "alineacion", "--json")
    data = json.loads(out)
    assert data["current"] == "en-2026-01-16" and data["editions"][0]["counts"]["same"] > 1000
