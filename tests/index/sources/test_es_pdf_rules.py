"""The Spanish PDF-extracted rules parser, on the bundled file and on small synthetic inputs."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from index.models import AnomalyKind, Language, ParseResult, Rule
from index.numbers import RULE_ID, parent_of, sort_key
from index.sources import SourceContext, get_parser
from index.sources.es_pdf_rules import parse

DATA = Path(__file__).resolve().parents[3] / "index" / "data"
SOURCE = "es/reglas-completas-2019-10-04-parcial.txt"
CTX = SourceContext(
    edition="es-2019-10-04",
    language=Language.ES,
    source=SOURCE,
    link="https://magic.wizards.com/es/rules",
)


@pytest.fixture(scope="module")
def result() -> ParseResult:
    return parse((DATA / SOURCE).read_text(encoding="utf-8"), CTX)


@pytest.fixture(scope="module")
def rules(result: ParseResult) -> dict[str, Rule]:
    return {r.id: r for r in result.records}


def anomalies(result: ParseResult, kind: AnomalyKind) -> dict[str, str | None]:
    return {a.id: a.found for a in result.anomalies if a.kind == kind}


def synthetic(body: str) -> ParseResult:
    return parse(body, CTX)


# --- the bundled file --------------------------------------------------------------------------


def test_registered_under_its_name() -> None:
    assert get_parser("es_pdf_rules") is parse


def test_counts(result: ParseResult, rules: dict[str, Rule]) -> None:
    headings = [rid for rid in rules if "." not in rid]
    assert headings == [str(n) for n in range(100, 114)]
    assert len(rules) == len(result.records) == 262  # 14 headings + 248 rules and subrules
    assert result.records[0].id == "100" and result.records[-1].id == "113.10a"


def test_matches_the_english_numbering_except_the_missing_rules(rules: dict[str, Rule]) -> None:
    # The English text of the same release numbers rules one to one with the Spanish one.
    english = (DATA / "en/MagicCompRules-2019-10-04.txt").read_text(encoding="utf-8-sig")
    expected = set()
    for line in english.splitlines():
        m = re.match(r"(\d{3})\.(?:(\d+)([a-z]?)\.?)?\s", line)
        if m and 100 <= int(m[1]) <= 113:
            expected.add(m[1] + (f".{m[2]}{m[3]}" if m[2] else ""))
    expected = {rid for rid in expected if sort_key(rid) <= sort_key("113.10a")}
    # 108.6 is the last rule of its section: nothing after it shows it is missing.
    assert expected - set(rules) == {"103.3c", "104.3e", "108.6"}
    assert set(rules) - expected == set()


def test_rule_starting_mid_line_does_not_bleed(rules: dict[str, Rule]) -> None:
    assert rules["100.4a"].text.endswith("cartas de mazo y sideboard combinados.")
    assert rules["100.4b"].text == (
        "Al jugar Limitado en formatos individuales, todas las cartas en el conjunto de cartas de "
        "un jugador no incluidas en su mazo conforman el sideboard del jugador."
    )
    # Three subrules on one line.
    assert rules["105.2a"].text == (
        "Los objetos monocolores son aquellos que son de exactamente uno de los cinco colores."
    )
    assert rules["105.2b"].text.startswith("Los objetos multicolores")
    assert rules["105.2c"].text == "Los objetos incoloros son aquellos que no tienen ningún color."


def test_wrapped_lines_rejoined(rules: dict[str, Rule]) -> None:
    assert rules["100.2a"].text == (
        "Al jugar Construido (forma de jugar donde cada jugador arma su propio mazo con "
        "anticipación), el mazo debe tener por lo menos sesenta cartas. Un mazo Construido puede "
        "tener cualquier número de tierras básicas y no más de cuatro cartas con el mismo nombre "
        "en inglés que no sean tierras básicas."
    )
    assert rules["101.2a"].text.endswith("no entran bajo esta regla. (Ver la regla 113.10.)")
    for rule in rules.values():
        assert "\n" not in rule.text and "  " not in rule.text
        assert rule.text == rule.text.strip()


def test_subrule_after_an_example_on_the_same_line(rules: dict[str, Rule]) -> None:
    assert rules["113.6m"].text.startswith("Las habilidades que modifiquen las reglas")
    assert rules["113.6m"].text.endswith("WPN.Wizards.com/en/resources/rules-documents.")
    assert rules["113.6k"].examples == (
        "Ejemplo: El Esqueleto reconstruyéndose dice “{1}{B}: Regresa el Esqueleto "
        "reconstruyéndose de tu cementerio al campo de batalla girado”. Un jugador puede activar "
        "esta habilidad solo si un Esqueleto reconstruyéndose está en su cementerio.",
    )


def test_rule_without_period_after_number(rules: dict[str, Rule]) -> None:
    assert rules["111.2"].text.startswith("El jugador que crea una ficha es su propietario.")
    assert rules["111.1"].text.endswith("que no está representado por una carta.")


def test_headings(rules: dict[str, Rule]) -> None:
    assert (rules["100"].title, rules["100"].text) == ("General", "")  # glued: "General100.1."
    assert rules["100.1"].text.startswith("Estas reglas de Magic se aplican")
    # Headings glued at the end of the previous section's last rule.
    assert rules["101"].title == "Las reglas de oro de Magic"
    assert rules["100.7"].text.endswith("que no están mencionadas en estas reglas.")
    assert rules["111"].title == "Fichas"
    assert rules["110.5d"].text.endswith("la posición física en la que se encuentren.")
    assert rules["108"].title == "Cartas" and "108" not in rules["107.15b"].text
    assert rules["100"].children == tuple(f"100.{n}" for n in range(1, 8))


def test_rules_carry_their_section_title(rules: dict[str, Rule]) -> None:
    assert rules["100.1"].title == "General"
    assert rules["113.6m"].title == "Habilidades"
    for rid, rule in rules.items():
        assert rule.title == rules[rid.split(".")[0]].title


def test_no_phantom_rules_from_references(rules: dict[str, Rule]) -> None:
    for phantom in ("704", "704.5k", "704.5m", "303", "702", "809.5", "905.5", "903.6", "1", "8"):
        assert phantom not in rules
    assert all(sort_key(rid) <= sort_key("113.10a") for rid in rules)
    # "(ver la regla 104.3a)" in 101.1 stays text; 104.3a is the real rule, once.
    assert "(ver la regla 104.3a)" in rules["101.1"].text
    assert rules["104.3a"].text.startswith("Un jugador puede conceder un juego")
    assert "Ver la regla 704.) " not in rules["104.3b"].text  # next rule cut off there
    assert rules["104.3b"].text.endswith("es una acción basada en estado. Ver la regla 704.)")
    assert rules["111.8"].text.endswith("ver la regla 704.")  # "704." at a line end, then 111.9.
    assert rules["111.9"].text.startswith("Algunos efectos le indican")
    assert rules["101.4b"].text.endswith("excepto lo especificado en 101.4a.")


def test_repairs(result: ParseResult, rules: dict[str, Rule]) -> None:
    assert anomalies(result, AnomalyKind.REPAIRED) == {"103.3d": "103.1d", "109.4e": "109.4c"}
    assert rules["103.3d"].text.startswith("En un juego de Brawl de dos jugadores")
    assert rules["103.1c"].text.endswith("Ver la regla 905.4.")  # the misprint did not land here
    assert rules["109.4c"].text.startswith("En un juego Vanguard")
    assert rules["109.4e"].text.startswith("En un juego Draft de Conspiracy")
    assert rules["103.3"].children == ("103.3a", "103.3b", "103.3d", "103.3e")


def test_gaps_and_nothing_else(result: ParseResult, rules: dict[str, Rule]) -> None:
    assert anomalies(result, AnomalyKind.GAP) == {"103.3c": None, "104.3e": None}
    assert [(a.kind, a.id) for a in result.anomalies] == [
        (AnomalyKind.GAP, "103.3c"),
        (AnomalyKind.REPAIRED, "103.3d"),
        (AnomalyKind.GAP, "104.3e"),
        (AnomalyKind.REPAIRED, "109.4e"),
    ]
    # The corpus notes call 110.5a/b and the 111 heading missing; this file prints them mid-line.
    assert rules["110.5a"].text.startswith("Estatus no es una característica")
    assert rules["110.5b"].text.endswith("a menos que un hechizo o habilidad diga lo contrario.")
    for anomaly in result.anomalies:
        assert anomaly.edition == CTX.edition and anomaly.source == SOURCE and anomaly.detail


def test_examples_kept_apart(rules: dict[str, Rule]) -> None:
    rule = rules["113.6j"]
    assert "Ejemplo" not in rule.text
    assert rule.text.endswith("pueden funcionar en zonas distintas.")
    assert len(rule.examples) == 1
    assert rule.examples[0].startswith("Ejemplo: El Absolutor thrull tiene la habilidad")
    assert rule.examples[0].endswith("(Ver la regla 702.54, “Acechar”.)")
    assert "702.54" in rule.refs
    # Three examples printed on one line.
    assert [e[:20] for e in rules["107.1b"].examples] == [
        "Ejemplo: Si una cria",
        "Ejemplo: El Unificad",
        "Ejemplo: El Coloso c",
    ]
    # An example printed just before the next rule on the same line.
    assert rules["101.2"].examples[0].endswith("que juegues tierras tiene precedencia.")


def test_ids_ordered_and_well_formed(result: ParseResult) -> None:
    ids = [r.id for r in result.records]
    assert all(RULE_ID.match(rid) for rid in ids)
    assert all(sort_key(a) < sort_key(b) for a, b in itertools.pairwise(ids))


def test_family_links(rules: dict[str, Rule]) -> None:
    for rule in rules.values():
        assert rule.parent == parent_of(rule.id)
        if rule.parent is not None:
            assert rule.id in rules[rule.parent].children
        for child in rule.children:
            assert rules[child].parent == rule.id
        assert list(rule.children) == sorted(rule.children, key=sort_key)
    assert rules["107.3"].children[-3:] == ("107.3j", "107.3k", "107.3m")  # no "l"


def test_refs_and_metadata(rules: dict[str, Rule]) -> None:
    assert rules["104.3b"].refs == ("704",)
    assert rules["113.7"].refs == ("603.7d", "603.7e", "603.7f")
    assert rules["104.3j"].refs == ("704", "903.10")
    for rule in rules.values():
        assert (rule.edition, rule.language, rule.source) == (CTX.edition, Language.ES, SOURCE)
        assert rule.link == CTX.link


# --- synthetic inputs ----------------------------------------------------------------------------

TOC = "Contenido\n1. Conceptos de juego 100. General 110. Permanentes 111. Fichas 113. Otras\n"


def ids(result: ParseResult) -> list[str]:
    return [r.id for r in result.records]


def test_number_split_across_lines() -> None:
    out = synthetic("113. Habilidades113.1. Una habilidad.\n113.1a Algo uno. 113.\n1b Algo dos.\n")
    rules = {r.id: r for r in out.records}
    assert ids(out) == ["113", "113.1", "113.1a", "113.1b"]
    assert rules["113.1a"].text == "Algo uno."
    assert rules["113.1b"].text == "Algo dos."


def test_toc_gives_the_title_of_a_missing_heading() -> None:
    out = synthetic(TOC + "110. Permanentes\n110.1. Uno. 111.1. Algunos efectos.\n111.2 Dos.\n")
    rules = {r.id: r for r in out.records}
    assert ids(out) == ["110", "110.1", "111", "111.1", "111.2"]
    assert rules["111"].title == rules["111.2"].title == "Fichas"
    assert rules["111"].children == ("111.1", "111.2")
    gap = [a for a in out.anomalies if a.id == "111"]
    assert [a.kind for a in gap] == [AnomalyKind.GAP] and "índice" in gap[0].detail
    assert "110" not in [a.id for a in out.anomalies]  # the TOC entry is not the heading


def test_missing_subrules_are_gaps() -> None:
    out = synthetic("110.5. Estatus. 110.5c Tres.\n110.5d Cuatro.\n110.6. Seis.\n")
    assert {a.id for a in out.anomalies if a.kind == AnomalyKind.GAP} == {"110", "110.5a", "110.5b"}


def test_letters_skip_l_and_o_and_rules_may_lack_subrules() -> None:
    out = synthetic(
        "107.3k Ka. 107.3m Eme.\n107.3n Ene. 107.3p Pe.\n107.4. Sin subreglas.\n"
        "107.5. Otra. 108. Cartas\n108.1. Una.\n"
    )
    assert ids(out) == [
        "107", "107.3k", "107.3m", "107.3n", "107.3p", "107.4", "107.5", "108", "108.1"
    ]  # fmt: skip
    # The excerpt starts at 107.3k: only its missing ancestors are reported, not 107.1-107.3j.
    assert [(a.kind, a.id) for a in out.anomalies] == [
        (AnomalyKind.GAP, "107"),
        (AnomalyKind.GAP, "107.3"),
    ]


def test_citation_without_citing_word_is_decided_by_the_sequence() -> None:
    out = synthetic(
        "101.4. Uno.\n101.4a Dos, como dice 101.4c. Tres.\n101.4b Cuatro.\n101.4c Cinco.\n"
    )
    rules = {r.id: r for r in out.records}
    assert rules["101.4a"].text == "Dos, como dice 101.4c. Tres."
    assert rules["101.4c"].text == "Cinco."


def test_misprinted_subrules_repaired_from_neighbours() -> None:
    wrong_rule = synthetic("103.3a Uno. 103.3b Dos.\n103.1d Cuatro.\n103.3e Cinco.\n")
    wrong_letter = synthetic("109.4b Be.\n109.4c Ce.\n109.4d De.\n109.4c Efe.\n109.5. Otra.\n")
    for out, fixed, printed, text in [
        (wrong_rule, "103.3d", "103.1d", "Cuatro."),
        (wrong_letter, "109.4e", "109.4c", "Efe."),
    ]:
        rules = {r.id: r for r in out.records}
        assert rules[fixed].text == text
        repaired = [(a.id, a.found) for a in out.anomalies if a.kind == AnomalyKind.REPAIRED]
        assert repaired == [(fixed, printed)]
    assert {r.id: r.text for r in wrong_letter.records}["109.4d"] == "De."


def test_no_repair_to_a_number_printed_further_on() -> None:
    # "107.3h" is a citation, not a misprinted 107.3j: the real 107.3j follows.
    out = synthetic("107.3h Hache.\n107.3i Igual que 107.3h. Esto sigue.\n107.3j Jota.\n")
    rules = {r.id: r for r in out.records}
    assert rules["107.3i"].text == "Igual que 107.3h. Esto sigue."
    assert rules["107.3j"].text == "Jota."
    assert AnomalyKind.REPAIRED not in {a.kind for a in out.anomalies}


@pytest.mark.parametrize(
    "stray",
    [
        "104.3d Uno.",  # several parts differ from the neighbours
        "104.2b Uno.",  # another section: not a one-part misprint
        "111.1e Uno.",  # as 111.2e it would invent 111.2b-d
    ],
)
def test_no_repair_without_a_single_clear_reading(stray: str) -> None:
    out = synthetic(f"111.1. Algo.\n111.2. Dos.\n111.2a Otra. {stray}\n111.3. Tres.\n")
    assert ids(out) == ["111", "111.1", "111.2", "111.2a", "111.3"]
    assert out.records[3].text == f"Otra. {stray}"
    assert AnomalyKind.REPAIRED not in {a.kind for a in out.anomalies}


@pytest.mark.parametrize(
    "citation",
    [
        "Ver la regla 704.",
        "(ver la regla 104.3a) Y",
        "ver las reglas 603.7d–f. El",
        "reglas 702.5 y 303.4 Como",
        "Ver la regla 104.3b. Esto",  # the next number in sequence: only the word "regla" tells
    ],
)
def test_citations_stay_in_the_text(citation: str) -> None:
    out = synthetic(f"104.3. Hay maneras.\n104.3a Uno. {citation} Fin.\n104.3b Dos.\n")
    assert ids(out) == ["104", "104.3", "104.3a", "104.3b"]
    assert citation in out.records[2].text


def test_fragment_that_lost_its_number_is_an_orphan() -> None:
    out = synthetic(
        "104.3d Si un jugador tiene veneno.\nUn jugador sin número pierde.\n"
        "104.3f Otra.\nEjemplo: Uno.\nOtro fragmento suelto.\n104.3g Fin.\n"
    )
    rules = {r.id: r for r in out.records}
    assert rules["104.3d"].text == "Si un jugador tiene veneno. Un jugador sin número pierde."
    # After an example the fragment is rule text again, not part of the example.
    assert rules["104.3f"].text == "Otra. Otro fragmento suelto."
    assert rules["104.3f"].examples == ("Ejemplo: Uno.",)
    orphans = [a for a in out.anomalies if a.kind == AnomalyKind.ORPHAN]
    assert [a.id for a in orphans] == ["104.3d", "104.3f"]
    assert "Un jugador sin número" in orphans[0].detail
    assert "104.3e" in {a.id for a in out.anomalies if a.kind == AnomalyKind.GAP}


def test_wrapped_sentence_is_not_an_orphan() -> None:
    out = synthetic("100.6b Busca torneos en\nWizards.com/Locator para tu área.\n100.7. Otra.\n")
    assert out.records[1].text == "Busca torneos en Wizards.com/Locator para tu área."
    assert AnomalyKind.ORPHAN not in {a.kind for a in out.anomalies}


def test_hyphenation_at_line_end() -> None:
    out = synthetic("107.3a Usa los recur-\nsos de la habilidad de entra-al-\ncampo-de-batalla.\n")
    assert out.records[-1].text == "Usa los recursos de la habilidad de entra-al-campo-de-batalla."


def test_intro_and_table_of_contents_are_not_rules() -> None:
    out = synthetic(
        "Introducción\nla subregla 704.5k es seguida de la 704.5m.\n"
        + TOC
        + "1. Conceptos de juego\n100. General100.1. Estas reglas.\n"
    )
    assert ids(out) == ["100", "100.1"]
    assert out.records[0].title == "General"
    assert out.anomalies == []


def test_empty_input() -> None:
    assert synthetic("") == ParseResult()
