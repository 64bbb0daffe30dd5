"""The MTR, IPG and JAR parsed from the bundled text: sections with numbers, infractions with
their parts."""

from __future__ import annotations

from index.corpus import Corpus
from index.models import Infraction, PolicySection


def _sections(corpus: Corpus, document: str) -> dict[str, PolicySection]:
    return {
        r.id: r for r in corpus.records if isinstance(r, PolicySection) and r.document == document
    }


def test_mtr_sections_by_number_even_where_the_number_was_lost(corpus: Corpus) -> None:
    mtr = _sections(corpus, "MTR")
    assert mtr["mtr-4.9"].title == "Day/Night"
    assert "Night" in mtr["mtr-4.9"].text
    # 1.7's number is missing from the extracted text: found by its title, and reported.
    assert mtr["mtr-1.7"].title == "Head Judge"
    assert any(a.id == "mtr-1.7" for a in corpus.anomalies)
    assert "mtr-4.9" in mtr["mtr-4"].children
    assert "40 minutes" in mtr["mtr-appendix-b"].text


def test_ipg_infractions_carry_penalty_and_parts(corpus: Corpus) -> None:
    ipg = _sections(corpus, "IPG")
    hidden = ipg["ipg-2.3"]
    assert isinstance(hidden, Infraction)
    assert hidden.penalty == "Warning"
    assert hidden.category == "Game Play Error"
    assert hidden.definition.startswith("A player commits an error")
    assert hidden.remedy and hidden.upgrade.startswith("Upgrade")
    assert hidden.examples[0].startswith("A. ")
    penalties = {
        r.title.split(" — ")[1]: r.penalty for r in ipg.values() if isinstance(r, Infraction)
    }
    assert penalties["Tardiness"] == "Game Loss"
    assert penalties["Missed Trigger"] == "No Penalty"
    assert penalties["Cheating"] == "Disqualification"
    assert len(penalties) == 23  # every infraction of sections 2–4


def test_page_numbers_stay_out_of_the_text(corpus: Corpus) -> None:
    tardiness = _sections(corpus, "IPG")["ipg-3.1"]
    assert "\n15\n" not in tardiness.text and not tardiness.text.endswith("15")


def test_jar_sections_in_order(corpus: Corpus) -> None:
    jar = _sections(corpus, "JAR")
    assert jar["jar-1.3"].title.startswith("A player accidentally draws more cards")
    assert jar["jar-3"].title == "Serious Problems"
    assert jar["jar-1.3"].parent == "jar-1"


def test_policy_editions_never_become_the_rules_in_force(corpus: Corpus) -> None:
    assert corpus.current_edition.family == "rules"
    assert {e.family for e in corpus.editions.values()} >= {"mtr", "ipg", "jar"}
