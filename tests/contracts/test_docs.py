"""The documentation stays true: a short README, a guide naming every command, option and
setting, and quoted scores that are what the search measures today."""

from __future__ import annotations

import argparse
import re
import tomllib
import unicodedata
from pathlib import Path

import pytest

from bench.evaluate import evaluate, load_queries
from bench.fts5_baseline import Fts5Baseline
from bench.questions import WITH_CARDS
from index.corpus import Corpus

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs"


def _guide_text() -> str:
    """Every page of the guide, and the same without accents (the CLI takes `anadir` for
    `añadir`)."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(GUIDE.rglob("*.md")))
    bare = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return text + "\n" + bare


def test_the_readme_is_short() -> None:
    assert (ROOT / "README.md").stat().st_size <= 12 * 1024


def _commands() -> list[tuple[str, argparse.ArgumentParser]]:
    from bot.terminal.cli import _parser

    parser = _parser()
    found = [("juez", parser)]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            found += [(f"juez {name}", sub) for name, sub in action.choices.items()]
    return found


def test_the_guide_names_every_command_option_and_action() -> None:
    text = _guide_text()
    missing = []
    for name, parser in _commands():
        if f"`{name}" not in text:
            missing.append(name)
        for action in parser._actions:
            missing += [
                o for o in action.option_strings if o not in ("-h", "--help") and o not in text
            ]
            if (
                not action.option_strings
                and action.choices
                and not isinstance(action, argparse._SubParsersAction)
            ):
                missing += [f"{name} {c}" for c in action.choices if str(c) not in text]
    assert not missing, missing


def test_the_guide_explains_every_setting() -> None:
    settings = re.findall(r"^([A-Z][A-Z_]+)=", (ROOT / ".env.example").read_text(), re.M)
    assert len(settings) >= 10
    text = (GUIDE / "administrar.md").read_text(encoding="utf-8")
    assert [s for s in settings if f"`{s}`" not in text] == []


def _number(cell: str) -> float:
    return float(cell.replace("%", "").replace(",", ".").strip())


def _table_rows(page: str, first_cell: str) -> list[list[str]]:
    rows = []
    for line in (GUIDE / page).read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and cells[0].startswith(first_cell):
            rows.append(cells)
    return rows


def _measured(n: int, *shares: float, mrr: float) -> list[float]:
    """As a page quotes them: percentages to one decimal, the MRR to three."""
    return [
        n,
        *(round(s * 100, 1) for s in shares[:2]),
        round(mrr, 3),
        *(round(s * 100, 1) for s in shares[2:]),
    ]


def _quoted(cells: list[str]) -> list[float]:
    return [_number(c) for c in cells[1:]]


@pytest.fixture
def untimed(monkeypatch):
    """Scores measured in full: on a loaded machine a search past its time limit (0.25 s)
    answers with what it found so far, which is the limit's test, not the ranking's."""
    monkeypatch.setattr("index.search.candidates.TIME_LIMIT_S", 60.0)


def test_question_scores_quoted_are_measured_today(question_scores) -> None:
    rows = [
        *_table_rows("preguntas.md", "desarrollo"),
        *_table_rows("preguntas.md", "validación"),
        *_table_rows("preguntas.md", "segunda validación"),
        *_table_rows("preguntas.md", "tercera validación"),
    ]
    cards = _table_rows("preguntas.md", "— las que nombran cartas")
    assert len(rows) == 4 and len(cards) == 4
    names = ("development", "blind", "second blind", "third blind")
    for row, card_row, name in zip(rows, cards, names, strict=True):
        measured = question_scores[name]
        for cells, pick in (
            (row, lambda r: r.overall),
            (card_row, lambda r: r.by_type[WITH_CARDS]),
        ):
            j, w, b = pick(measured.juez), pick(measured.without_cards), pick(measured.fts5)
            figures = _measured(j.n, j.top1, j.top3, w.top3, b.top3, mrr=j.mrr)
            assert _quoted(cells) == figures, (cells, figures)


@pytest.mark.slow
def test_lookup_scores_quoted_are_measured_today(library, untimed) -> None:
    from bench.lookups import BLIND_FILE, DESCRIPTIONS_FILE, LOOKUPS_FILE, routes

    rows = [
        row
        for first in ("consultas", "descripciones", "ciegas")
        for row in _table_rows("preguntas.md", first)
    ]
    assert len(rows) == 3
    for cells, path in zip(rows, (LOOKUPS_FILE, DESCRIPTIONS_FILE, BLIND_FILE), strict=True):
        queries = load_queries(path)
        j = evaluate(routes(library), queries).overall
        with Fts5Baseline(library.corpus.records) as fts:
            b = evaluate(fts.routes(), queries).overall  # type: ignore[arg-type]
        measured = _measured(j.n, j.top1, j.top3, b.top3, mrr=j.mrr)
        assert _quoted(cells) == measured, (cells, measured)


def _figures(page: str, pattern: str) -> list[float]:
    """The numbers a page quotes where ``pattern`` matches (its groups), as the page writes
    them: ``34.632`` and ``20.000`` are thousands, ``0,98`` a decimal."""
    text = (ROOT / page).read_text(encoding="utf-8")
    found = re.search(pattern, " ".join(text.split()))
    assert found, f"{page}: {pattern!r} is no longer quoted"
    return [_number(re.sub(r"\.(?=\d{3}\b)", "", g)) for g in found.groups()]


def _figures_in_force() -> list[tuple[str, str, float | list[float]]]:
    """(page, pattern, the value the code uses today), one per figure a page quotes."""
    from bench.store_bench import ANSWERS_PER_PROCESS, LOADS
    from bot.cards.refresh import MIN_CARDS
    from bot.invite import permissions_value
    from bot.logs import BACKUPS, MAX_BYTES
    from bot.quiz.bank import FRESH_TRIES
    from bot.quiz.leitner import INTERVAL_DAYS
    from bot.quiz.topics import DEFAULT_QUESTIONS, MAX_QUESTIONS
    from bot.services.quiz import RECENT_KEPT
    from bot.settings import Settings
    from bot.storage.bounded import STORE_CALL_LIMIT_S
    from bot.storage.postgres.retry import RETRY_WITHIN_S
    from bot.storage.transfer import MAX_IMPORT_CHARS
    from bot.terminal.console import HISTORY_LINES
    from bot.terminal.site import DEFAULT_PORT
    from cogs._app.shutdown import SHUTDOWN_LIMIT_S
    from cogs._ui.timing import FIRST_RESPONSE_S, TOKEN_LIFETIME_S
    from index.search.candidates import TIME_LIMIT_S
    from index.search.query import MAX_NAME_CHARS, MAX_QUERY_CHARS

    fields = Settings.model_fields
    python = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"]
    return [
        ("docs/preguntas.md", r"hasta (\d+) caracteres", MAX_QUERY_CHARS),
        ("docs/preguntas.md", r"de glosario, hasta (\d+)\)", MAX_NAME_CHARS),
        ("docs/preguntas.md", r"se corta a los (\d+) ms", TIME_LIMIT_S * 1000),
        ("docs/cartas.md", r"al menos ([\d.]+) cartas", MIN_CARDS),
        ("docs/cartas.md", r"días \(por defecto (\d+)\)", fields["card_cache_days"].default),
        ("docs/cartas.md", r"\(por defecto (\d+)\) son los", fields["mtgjson_timeout"].default),
        ("docs/administrar.md", r"permisos mínimos, valor (\d+)", permissions_value()),
        ("docs/administrar.md", r"ronda de `/quiz` de más de (\d+) minutos", TOKEN_LIFETIME_S / 60),
        ("docs/administrar.md", r"pendientes \(hasta (\d+) s;", SHUTDOWN_LIMIT_S),
        ("docs/administrar.md", r"\(([\d,]+) MB × (\d+)\)", [MAX_BYTES / 1e6, BACKUPS]),
        ("docs/administrar.md", r"tiene un límite de (\d+) s", STORE_CALL_LIMIT_S),
        ("docs/problemas.md", r"espera como mucho (\d+) s", STORE_CALL_LIMIT_S),
        ("docs/administrar.md", r"una respuesta espera hasta (\d+) s", RETRY_WITHIN_S),
        ("docs/administrar.md", r"una entrada de\s+más de (\d+) GB", MAX_IMPORT_CHARS >> 30),
        ("docs/administrar.md", r"(\d+) procesos × (\d+) respuestas .*? y (\d+) sobre un SQLite",
         [LOADS["postgresql"], ANSWERS_PER_PROCESS, LOADS["sqlite"]]),
        ("docs/comandos.md", r"las últimas (\d+) líneas", HISTORY_LINES),
        ("docs/sitio.md", r"http://127\.0\.0\.1:(\d+)/", DEFAULT_PORT),
        ("docs/comandos.md", r"pasa de los (\d+) segundos que da Discord", FIRST_RESPONSE_S),
        ("README.md", r"Python (\d+\.\d+) o más reciente", float(python.removeprefix(">="))),
        ("README.md", r"una ronda de (\d+) preguntas", DEFAULT_QUESTIONS),
        ("docs/quiz.md", r"en sus últimas (\d+) preguntas", RECENT_KEPT),
        ("docs/quiz.md", r"\(de (\d+) semillas al azar", FRESH_TRIES),
        ("docs/quiz.md", r"`--preguntas` va de 1 a (\d+) \(por defecto (\d+)\)",
         [MAX_QUESTIONS, DEFAULT_QUESTIONS]),
        ("docs/quiz.md", r"tocan tras (\d+), (\d+), (\d+), (\d+) y (\d+) días",
         sorted(INTERVAL_DAYS.values())),
    ]  # fmt: skip


@pytest.mark.parametrize("page, pattern, value", _figures_in_force())
def test_limits_and_defaults_quoted_are_the_codes(
    page: str, pattern: str, value: float | list[float]
) -> None:
    expected = value if isinstance(value, list) else [value]
    assert _figures(page, pattern) == [float(v) for v in expected]


def test_card_data_figures_quoted_are_the_bundled_data(tmp_path: Path) -> None:
    from bot.cards.refresh import card_data_status

    status = card_data_status(tmp_path)  # an empty data folder: the bundled cards
    share = round(100 * status.with_name_es / status.cards)
    quoted = _figures(
        "docs/cartas.md", r"(\d+) cartas; con nombre en español (\d+) \((\d+)%\)"
    ) + _figures("docs/cartas.md", r"todas las cartas de Magic \(([\d.]+),")
    assert quoted == [status.cards, status.with_name_es, share, status.cards]


def test_question_set_sizes_quoted_are_the_sets() -> None:
    from bench.policy import load as policy_questions

    assert _figures("docs/politica.md", r"sobre (\d+) preguntas de torneo") == [
        len(policy_questions())
    ]


@pytest.mark.slow
def test_scenario_scores_quoted_are_measured_today() -> None:
    """The table of docs/escenarios.md: per topic, the judged scenarios and how many the
    engine gets right with their rules cited (as python -m bench.scenarios counts them)."""
    from collections import Counter

    from bench.scenarios import load_cases, run_cases

    results = run_cases(load_cases())
    total = Counter(r.case.topic for r in results)
    right = Counter(r.case.topic for r in results if r.cause is None)
    rows = [r for t in total for r in _table_rows("escenarios.md", f"`{t}`")]
    assert len(rows) == len(total), (list(total), rows)
    for topic, cells in zip(total, rows, strict=True):
        assert _quoted(cells) == [total[topic], right[topic]], (topic, cells)
    (everything,) = _table_rows("escenarios.md", "todos")
    assert _quoted(everything) == [len(results), sum(right.values())]


def test_corpus_figures_quoted_are_the_bundled_corpus(corpus: Corpus) -> None:
    from bot.quiz import Level
    from bot.quiz.keyword_rules import KeywordRuleQuestions
    from index.vocabulary.learn import OUT, translation_pairs

    kept = [line for line in OUT.read_text(encoding="utf-8").splitlines()[1:] if line.strip()]
    pattern = r"de las (\d+) parejas de reglas .*?; (\d+) parejas guardadas"
    assert _figures("docs/preguntas.md", pattern) == [len(translation_pairs(corpus)), len(kept)]
    keywords = KeywordRuleQuestions(corpus)
    asked = max(len(keywords.subjects(level)) for level in Level)
    assert _figures("docs/quiz.md", r"las (\d+) palabras clave de las reglas vigentes") == [asked]


def test_the_difficulty_weights_quoted_are_the_codes() -> None:
    from bot.quiz.difficulty import FAMILY_WEIGHT, LEVEL_PRIOR, LEVEL_WEIGHT, PRIOR_WEIGHT
    from bot.quiz.topics import Level

    pattern = r"(\d+) % en básico, (\d+) % en intermedio y (\d+) % en avanzado"
    assert _figures("docs/quiz.md", pattern) == [100 * LEVEL_PRIOR[level] for level in Level]
    pattern = r"la estimación cuenta como (\d+) respuestas.*plantilla cuenta como (\d+) respuestas"
    assert _figures("docs/quiz.md", pattern) == [PRIOR_WEIGHT, FAMILY_WEIGHT]
    pattern = r"nivel básico (\S+), intermedio (\S+) y avanzado (\d+);"
    assert _figures("docs/quiz.md", pattern) == [LEVEL_WEIGHT[level] for level in Level]


def test_the_quiz_share_and_margins_quoted_are_the_codes() -> None:
    from bot.quiz.bank import APPLICATION_SHARE, RECALL_SHARE
    from bot.quiz.giveaways import BANK_MARGIN, GENERATOR_MARGIN

    assert _figures("docs/quiz.md", r"memoria en un (\d+) % como mucho") == [
        round(100 * (1 - APPLICATION_SHARE))
    ]
    assert _figures("docs/quiz.md", r"de media, un (\d+) %") == [round(100 * RECALL_SHARE)]
    pattern = r"a ciegas más (\d+) puntos en el conjunto, ni más (\d+) puntos"
    assert _figures("docs/quiz.md", pattern) == [100 * BANK_MARGIN, 100 * GENERATOR_MARGIN]
