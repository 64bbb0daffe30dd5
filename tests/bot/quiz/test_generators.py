"""What each generator asks and how its wrong options are chosen."""

from __future__ import annotations

import random
import re

import pytest

from bot.quiz import Level, QuestionBank, Topic
from bot.quiz.blanks import BLANK, hide, mentions, sentences, shorten, stem
from bot.quiz.keyword_questions import ability_kinds
from bot.quiz.models import LETTERS
from index.corpus import Corpus
from index.models import Language


# -- hiding names ---------------------------------------------------------------------------
def test_hide_is_case_and_accent_insensitive_and_catches_inflections():
    text = "Combinar es una acción. Las cartas COMBINADAS y la combinación; combina."
    assert (
        hide(text, ["Combinar"])
        == f"{BLANK} es una acción. Las cartas {BLANK} y la {BLANK}; {BLANK}."
    )
    assert hide("Estímulo y ESTIMULO y Multiestímulo", ["Estímulo", "Multiestímulo"]) == (
        f"{BLANK} y {BLANK} y {BLANK}"
    )
    assert hide("Sed de  sangre X es sed de sangre", ["Sed de sangre"]) == f"{BLANK} X es {BLANK}"
    assert hide("la carta ciclada", ["Ciclo"]) == f"la carta {BLANK}"
    assert not mentions(hide("Vacío, vacía", ["Vacío"]), ["Vacío"])


def test_stem_never_gets_too_short():
    assert stem("Combinar") == "combin"
    assert stem("Rapidez") == "rapidez"
    assert len(stem("Eco")) == 3 and stem("Eco") == "eco"


def test_sentences_split_on_bullets_dashes_and_full_stops():
    text = "• Primera frase. Segunda frase.\n– Tercera, con guion.\nCuarta"
    assert sentences(text) == ["Primera frase.", "Segunda frase.", "Tercera, con guion.", "Cuarta"]


def test_shorten_cuts_at_a_word():
    assert shorten("uno dos tres cuatro", 12) == "uno dos…"
    assert shorten("corto", 12) == "corto"


# -- keywords -------------------------------------------------------------------------------
def test_ability_kinds_are_read_from_the_explanation(corpus: Corpus):
    text = {kw.id: kw.text for kw in corpus.keywords}
    assert ability_kinds(text["Cascada"]) == {"disparada"}
    assert ability_kinds(text["Ciclo"]) == {"activada"}
    assert ability_kinds(text["Amenaza"]) == {"evasión"}
    assert ability_kinds(text["Demencia"]) == {"estática", "disparada"}


@pytest.mark.parametrize("level", list(Level))
def test_keyword_distractors_share_the_kind_of_ability(bank: QuestionBank, level: Level):
    gen = bank.generators["palabraclave"]
    for answer in ("Cascada", "Retrospectiva", "Amenaza"):
        q = bank.build("palabraclave", answer, level)
        kinds = gen.kinds[answer]  # type: ignore[attr-defined]
        same = [o for o in q.options if o != answer and gen.kinds[o] & kinds]  # type: ignore[attr-defined]
        pool = sum(1 for k in gen.kinds.values() if k & kinds) - 1  # type: ignore[attr-defined]
        assert len(same) == min(3, pool), (answer, q.options)


def test_keyword_question_explains_and_cites_judge_material_and_rule(bank: QuestionBank):
    q = bank.build("palabraclave", "Retrospectiva", Level.BASICO)
    assert q.answer == "Retrospectiva" and "Flashback" in q.explanation
    assert [(c.kind.value, c.id) for c in q.citations] == [
        ("keyword", "Retrospectiva"),
        ("rule", "702.34"),
    ]
    assert BLANK in q.prompt and "etrospectiva" not in q.prompt


def test_advanced_keyword_prompt_drops_the_kind_sentence(bank: QuestionBank):
    basic = bank.build("palabraclave", "Persistir", Level.BASICO).prompt
    advanced = bank.build("palabraclave", "Persistir", Level.AVANZADO).prompt
    assert "habilidad disparada" in basic and "habilidad disparada" not in advanced


# -- rules ----------------------------------------------------------------------------------
def test_spanish_rules_are_asked_in_spanish(bank: QuestionBank):
    q = bank.build("regla-numero", "es-2019-10-04/104.3a", Level.AVANZADO)
    assert q.language is Language.ES and q.answer == "104.3a"
    assert "104.3a" not in q.prompt and "conceder" in q.prompt
    assert "español" in q.explanation
    assert set(q.options) <= {"104.3a", "104.3b", "104.3c", "104.3d", "104.3e", "104.3f"}


def test_english_rules_say_they_are_english_and_siblings_are_the_hard_options(bank: QuestionBank):
    q = bank.build("regla-numero", "en-2026-01-16/704.5g", Level.AVANZADO)
    assert q.language is Language.EN and "inglés" in q.prompt and "inglés" in q.explanation
    assert all(re.fullmatch(r"704\.5[a-z]", o) for o in q.options)
    basic = bank.build("regla-numero", "en-2026-01-16/704.5g", Level.BASICO)
    assert sum(re.fullmatch(r"704\.5[a-z]", o) is not None for o in basic.options) < 4


def test_a_rule_with_a_spanish_text_is_not_asked_in_english(bank: QuestionBank):
    subjects = set(bank.subjects("regla-texto", Level.AVANZADO))
    assert "es-2019-10-04/104.3a" in subjects and "en-2026-01-16/104.3a" not in subjects
    assert bank.exclusions()["regla-texto"]["en-2026-01-16/104.3a"].startswith("se pregunta")


def test_number_to_text_options_are_texts_of_the_same_edition(bank: QuestionBank, corpus: Corpus):
    q = bank.build("regla-texto", "es-web/303.4c", Level.AVANZADO)
    assert "303.4c" in q.prompt
    texts = {
        shorten(r.text, 240) for r in corpus.records if r.kind == "rule" and r.edition == "es-web"
    }
    assert set(q.options) <= texts
    # every option cited in its edition, and the rule asked in force as well
    assert {c.edition for c in q.citations if c.id != "303.4c"} == {"es-web"}
    current = corpus.current_edition.id
    assert {c.edition for c in q.citations if c.id == "303.4c"} == {"es-web", current}


def test_basic_rules_are_the_spanish_ones(bank: QuestionBank):
    assert all(not s.startswith("en-") for s in bank.subjects("regla-numero", Level.BASICO))


# -- judge class ----------------------------------------------------------------------------
def test_class_question_blanks_a_term_and_options_are_not_in_the_sentence(bank: QuestionBank):
    gen = bank.generators["clase"]
    for subject in list(gen.subjects(Level.BASICO))[:60]:
        q = bank.build("clase", subject, Level.AVANZADO)
        sentence = q.prompt.rsplit("«", 1)[1]
        assert BLANK in sentence
        for option in q.options:
            assert not mentions(sentence, [option]) or option == q.answer
        assert f"Falta «{q.answer}»" in q.explanation


def test_class_terms_come_from_glossary_keywords_and_headings(bank: QuestionBank):
    terms = bank.generators["clase"].terms.terms  # type: ignore[attr-defined]
    origins = {t.origin for t in terms.values()}
    assert origins == {"glosario", "palabra clave", "título"}
    assert terms["biblioteca"].meaning == "library" and terms["biblioteca"].blankable
    assert not terms["cascada"].blankable  # keyword names are options only
    assert "vacio" not in terms or not terms["vacio"].blankable


# -- a round of one topic -------------------------------------------------------------------
@pytest.mark.parametrize("topic", list(Topic))
def test_a_topic_round_only_has_that_topic(bank: QuestionBank, topic: Topic):
    allowed = {g.name for g in bank.generators_for(topic)}
    for q in bank.round(topic, Level.INTERMEDIO, 9, 6):
        assert q.generator in allowed and q.keys <= set(range(len(q.options)))
        assert q.correct_letter in LETTERS or q.select_all  # several letters: select-all
        # "definiciones" selects the recall generators; each keeps its own topic
        assert q.topic is topic or topic is Topic.DEFINICIONES  # recall keeps its own topic
    if topic is Topic.DEFINICIONES:
        assert not any(bank.generators[name].application for name in allowed)


def test_building_is_seeded(bank: QuestionBank):
    a = bank.generators["clase"].build("class-2-es/2-mano#0", Level.BASICO, random.Random(1))
    b = bank.generators["clase"].build("class-2-es/2-mano#0", Level.BASICO, random.Random(1))
    assert a == b
