"""Hostile input: generated text that no member should be able to turn into a traceback or a
slow answer, pushed through every entry the Discord commands reach, in-process, timed.

    python -m bench.hostile_bench            # 10,000 inputs through every entry (a few minutes)
    python -m bench.hostile_bench --quick    # 1,000 inputs

The inputs (``hostile_inputs``, seeded, shared with tests/contracts/test_hostile_inputs.py)
mix what a crafted client can send: empty and huge text, lone surrogates, control and direction
characters, markdown and mentions, Whoosh syntax (fuzzy, wildcards, ranges), rule numbers and
ranges out of any range, paths and SQL, long lists of the commonest words, scenario fragments,
and random mixtures of all of them. Each entry is what a command does with its text option
once Discord has delivered it (the cog's cleaning and checks, then the service). Prints, per
entry, p50/p99/max and how many answers took over 300 ms, the slowest inputs, and every
traceback (there should be none). Nothing asserts: the test asserts on tracebacks.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import string
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from bench.stats import percentile

SLOW_MS = 300.0
SEED = 13

# fmt: off
COMMON_WORDS = (
    "criatura", "hechizo", "daño", "jugador", "turno", "carta", "habilidad", "combate",
    "ataque", "bloquear", "maná", "coste", "permanente", "biblioteca", "cementerio", "pila",
    "objetivo", "efecto", "robar", "descartar", "vida", "contador", "ficha", "fase", "paso",
    "mano", "exilio", "tierra", "artefacto", "encantamiento", "instantáneo", "conjuro", "de",
    "la", "el", "en", "que", "no", "sin", "otro", "cada", "si", "puede",
)
# fmt: on
WHOOSH = (
    "criatura~9",
    "**",
    "*a*",
    "body:[a TO z]",
    "a OR b",
    "NOT",
    "(",
    ")",
    '"sin cerrar',
    "title:*",
    "?",
    "a*b*c*d*",
    "[* TO *]",
    "{a TO b}",
    "~",
    "^2",
    "daño^100",
    "AND AND",
)
NUMBERS = (
    "100-999",
    "104.3a-z",
    "999999.9",
    "0",
    "-1",
    "1e309",
    "104.3a-104.3zz",
    "704.5k,704.5l",
    "١٠٤.٣",
    "１０４.３ａ",
    "100.1-100.1",
    "702",
    "702.19b",
    "99999999999999999999",
    "1.",
    ".1",
    "104.3a-c-d",
    "regla 104.3",
    "cr 704",
    "104..3",
    "104.3a" * 40,
)
ATTACKS = (
    "../../etc/passwd",
    "'; DROP TABLE guild_settings; --",
    "%s%s%n",
    "{0}{1}",
    "${jndi:x}",
    "<script>alert(1)</script>",
    "\\x00",
    "NULL",
    "None",
    "undefined",
    "@everyone",
    "@here",
    "<@123456789012345678>",
    "<#1>",
    "||spoiler||",
    "```code```",
    "**negrita**",
    "> cita",
    "[link](http://x)",
    "# título",
    "____",
    "`",
)
STRANGE = (
    "\ud800",
    "\udfff",
    "\ud83d",
    "\x00",
    "\x07",
    "\x1b[31m",
    "\u202e",
    "\u2066",
    "\u200b",
    "\ufeff",
    "\u0301",
    "🃏",
    "👨‍👩‍👧",
    "漢字",
    "مرحبا",
    "ẞ",
    "ﬁ",
    "Ⅻ",
    "\r\n",
    "\t",
)
SCENARIO = (
    'atacante:"',
    'atacante:"5/5 arrollar" bloqueadores:"',
    'bloqueadores:"' + "1/1; " * 200,
    'atacante:"99999999/99999999"',
    'base:"2/2" efectos:"',
    "vida:-99999999999",
    "::::",
)


def hostile_inputs(count: int, seed: int = SEED) -> list[str]:
    """``count`` hostile texts, the same for the same seed."""
    rng = random.Random(seed)
    makers: list[Callable[[random.Random], str]] = [
        lambda r: r.choice(["", " ", "\n", " \t \n ", "\u3000"]),
        lambda r: "".join(r.choices(string.ascii_letters + " ", k=r.randint(201, 10_000))),
        lambda r: " ".join(r.choices(COMMON_WORDS, k=r.randint(20, 60)))[:200],
        lambda r: " ".join(r.choices(COMMON_WORDS, k=r.randint(1, 6))),
        lambda r: r.choice(WHOOSH) + " " + r.choice(COMMON_WORDS),
        lambda r: r.choice(NUMBERS),
        lambda r: r.choice(ATTACKS),
        lambda r: r.choice(COMMON_WORDS) + r.choice(STRANGE) + r.choice(COMMON_WORDS),
        lambda r: "".join(r.choices(STRANGE, k=r.randint(1, 40))),
        lambda r: r.choice(SCENARIO) + r.choice(STRANGE + WHOOSH),
        lambda r: "".join(chr(r.randint(0x20, 0x2FFF)) for _ in range(r.randint(1, 120))),
        lambda r: r.choice(COMMON_WORDS)[: r.randint(1, 8)] * r.randint(1, 30),  # long words
    ]
    out = []
    for _ in range(count):
        parts = [rng.choice(makers)(rng) for _ in range(rng.choice((1, 1, 1, 2, 3)))]
        out.append(rng.choice(("", " ", "\n")).join(parts))
    return out


# -- the entries ---------------------------------------------------------------------------------
@dataclass
class Entry:
    name: str
    call: Callable[[str], Any]
    times: list[float] = field(default_factory=list)
    slowest: list[tuple[float, str]] = field(default_factory=list)
    # Answers whose own work (CPU time of this thread) passed SLOW_MS: what the code costs,
    # whatever else the machine was doing; the wall-clock count above also counts the wait.
    cpu_slow: int = 0
    errors: list[tuple[str, str]] = field(default_factory=list)


def entries(service: Any) -> list[Entry]:
    """What each command does with its text once Discord delivered it (its cog's cleaning and
    checks, then the service), without Discord around it."""
    from bot.quiz import QuizError
    from bot.quiz.rounds import RoundState
    from bot.services import UserError
    from bot.services.suggest import KeywordSuggester, RuleSuggester
    from cogs._ui.inputs import clean
    from cogs._ui.options import checked_edition
    from cogs._ui.requests import Request

    library = service.library
    rules = RuleSuggester(library.corpus, library.rules.preference)
    keywords = KeywordSuggester(library.names)
    lookups = service.lookups
    catalog = service.catalog

    def user_error(fn: Callable[[], Any]) -> Any:
        try:
            return fn()
        except (UserError, QuizError):
            return None  # a Spanish message: what the command would answer

    def decode(text: str) -> Any:
        for parse in (RoundState.decode, lambda t: Request.decode(t, {"r": 2, "b": 2})):
            with contextlib.suppress(ValueError):
                parse(text)

    return [
        Entry("/regla", lambda t: lookups.rule(clean(t))),
        Entry("/regla edicion", lambda t: user_error(lambda: checked_edition(clean(t), catalog))),
        Entry("/buscar", lambda t: lookups.search(clean(t))),
        Entry("/palabraclave", lambda t: lookups.keyword(clean(t))),
        Entry("/glosario", lambda t: lookups.glossary(clean(t))),
        Entry("/escenario", lambda t: user_error(lambda: service.scenarios.read(f"combate {t}"))),
        Entry("/quiz nueva tema", lambda t: user_error(lambda: service.quiz.options(clean(t)))),
        Entry("autocompletar regla", lambda t: rules.suggest(clean(t))),
        Entry("autocompletar palabraclave", lambda t: keywords.suggest(clean(t))),
        Entry("custom_id", decode),
    ]


# Each entry's first call loads what it needs (the engine, the quiz topics): a start-up cost,
# measured by bench.startup, not an answer's time. It runs once, untimed, before the inputs.
WARM_UP = "daño de combate"


def run(service: Any, inputs: list[str]) -> list[Entry]:
    measured = entries(service)
    for entry in measured:
        with contextlib.suppress(Exception):  # a traceback here shows again when timed
            entry.call(WARM_UP)
        for text in inputs:
            started, cpu = time.perf_counter(), time.thread_time()
            try:
                entry.call(text)
            except Exception:
                entry.errors.append((text, traceback.format_exc()))
            elapsed = time.perf_counter() - started
            entry.times.append(elapsed)
            if elapsed * 1000 > SLOW_MS:
                entry.slowest.append((elapsed, text))
            if (time.thread_time() - cpu) * 1000 > SLOW_MS:
                entry.cpu_slow += 1
    return measured


def _short(text: str, limit: int = 70) -> str:
    shown = text.encode("unicode_escape").decode("ascii")
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


class Outcome(NamedTuple):
    tracebacks: int
    slow: int  # answers over SLOW_MS, wall clock
    cpu_slow: int  # answers whose own work took over SLOW_MS of CPU time


def report(measured: list[Entry], inputs: int) -> Outcome:
    calls = sum(len(e.times) for e in measured)
    every = [t for e in measured for t in e.times]
    slow = sum(len(e.slowest) for e in measured)
    cpu_slow = sum(e.cpu_slow for e in measured)
    errors = sum(len(e.errors) for e in measured)
    print(f"{inputs} entradas hostiles × {len(measured)} puntos de entrada = {calls} llamadas")
    print(
        f"  global: p50 {percentile(every, 50) * 1000:.2f} ms · p99 "
        f"{percentile(every, 99) * 1000:.1f} ms · máx {max(every) * 1000:.0f} ms · "
        f"> {SLOW_MS:.0f} ms: {slow} (de trabajo propio, CPU: {cpu_slow}) · trazas: {errors}"
    )
    for e in measured:
        print(
            f"  {e.name:28} p50 {percentile(e.times, 50) * 1000:7.2f} ms  p99 "
            f"{percentile(e.times, 99) * 1000:7.1f} ms  máx {max(e.times) * 1000:6.0f} ms  "
            f"lentas {len(e.slowest):3}  trazas {len(e.errors)}"
        )
        for seconds, text in sorted(e.slowest, reverse=True)[:3]:
            print(f"      {seconds * 1000:6.0f} ms  {_short(text)}")
        for text, trace in e.errors[:3]:
            print(f"      TRAZA con {_short(text)}:\n{trace}")
    return Outcome(errors, slow, cpu_slow)


def run_section(quick: bool = False, data_dir: Any = None) -> Outcome:
    """Print the section; return the tracebacks and the answers over SLOW_MS."""
    import tempfile
    from pathlib import Path

    from bot.services import JuezService

    count = 1_000 if quick else 10_000
    with tempfile.TemporaryDirectory() as tmp:
        service = JuezService(Path(data_dir or tmp), database_url=False)
        service.library.warm_up()
        inputs = hostile_inputs(count)
        return report(run(service, inputs), count)


def iter_sample(inputs: list[str], every: int) -> Iterator[str]:
    yield from inputs[::every]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.hostile_bench")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--data-dir", help="carpeta con el índice ya construido")
    args = parser.parse_args(argv)
    return 1 if run_section(args.quick, args.data_dir).tracebacks else 0


if __name__ == "__main__":
    sys.exit(main())
