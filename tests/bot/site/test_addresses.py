"""Where answers link to on the site."""

from __future__ import annotations

from bot.site.addresses import answer_link, rule_path, site_line

BASE = "https://reglas.example.org/"


def test_rule_paths_in_force_and_in_an_edition():
    assert rule_path("104.3c") == "reglas/104.html#104.3c"
    assert rule_path("104") == "reglas/104.html"
    assert rule_path("104.3", "es-2019-10-04") == "ediciones/es-2019-10-04/104.html#104.3"


def test_a_rule_answer_links_to_its_anchor(library):
    result = library.rule("104.3c")
    assert answer_link(result, BASE) == "https://reglas.example.org/reglas/104.html#104.3c"


def test_an_older_number_links_to_the_rule_in_force(library):
    result = library.rule("103.4", "es-2019-10-04")
    hit = result.results[0]
    assert hit.current_id and hit.current_id != "103.4"
    assert answer_link(result, BASE) == f"{BASE}reglas/103.html#{hit.current_id}"


def test_glossary_and_keyword_answers_link_to_their_entry(library):
    assert answer_link(library.glossary("trample"), BASE) == f"{BASE}glosario.html#g-trample"
    keyword = library.keyword("Afinidad")
    assert keyword.results and answer_link(keyword, BASE).startswith(f"{BASE}")
    # Spanish first, and the site shows the same Spanish text under the keyword's anchor: the
    # judge page, a card's reminder, Juez's explanation alike.
    assert answer_link(library.keyword("afinidad"), BASE).endswith("#k-afinidad")
    assert answer_link(library.keyword("arrollar"), BASE) == f"{BASE}palabras-clave.html#k-trample"
    assert answer_link(library.keyword("cascada"), BASE) == f"{BASE}palabras-clave.html#k-cascada"


def test_no_site_no_link(library):
    result = library.rule("104.3c")
    assert answer_link(result, None) is None and site_line(result, None) == ""
    assert site_line(result, BASE).startswith("En el sitio de reglas: https://")


def test_policy_answers_link_to_their_section(library):
    section = library.policy_lookup.section("MTR", "4.9")
    assert answer_link(section, BASE) == f"{BASE}normas/mtr.html#mtr-4.9"
    infraction = library.policy_lookup.infraction("se me olvidó un trigger obligatorio")
    first = infraction.results[0]
    assert first.id.startswith("ipg-")
    assert answer_link(infraction, BASE) == f"{BASE}normas/ipg.html#{first.id}"
