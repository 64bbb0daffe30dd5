"""Bursts through the fake Discord: 48 members sending /buscar at the same moment.

    python -m bench.discord_bench                  # builds the index in a temporary folder
    python -m bench.discord_bench --data-dir DIR   # an index already built there

Three bursts of 48 simultaneous /buscar, each through the real command tree, cogs and error
handler on tests/discord_fake.py: 24 common words asked twice each, 24 Spanish typos twice
each, and 48 different three-word questions. Per answer: the time from the command to its
answer (p50, p99, max), how many were a timeout message and how many interactions went
unanswered. Each burst runs twice: "antes" as the bot was (asyncio's default executor, the
2-second limit counted from the submission, every request computed on its own) and "ahora"
(the bounded pool of bot/services/threads.py, the limit counted once running, identical
requests answered once). Nothing asserts; the target is 0 timeouts.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from unittest import mock

from bench.stats import percentile

ROOT = Path(__file__).resolve().parents[1]
BURST = 48
# fmt: off
COMMON = (
    "criatura", "hechizo", "daño", "jugador", "turno", "carta", "habilidad", "combate",
    "ataque", "bloquear", "maná", "coste", "permanente", "biblioteca", "cementerio", "pila",
    "objetivo", "efecto", "robar", "descartar", "vida", "contador", "ficha", "fase",
)
# fmt: on
# fmt: off
TYPOS = (
    "criatra", "hechiso", "dano", "jugadro", "turnno", "cartta", "habilidd", "conbate",
    "atacke", "bloqear", "manna", "coaste", "permanete", "bibloteca", "cementrio", "pilla",
    "objetibo", "efeto", "robbar", "descatar", "vidda", "contadr", "ficah", "fasse",
)
# fmt: on
SLOW_MARKS = ("tardó demasiado", "muchas consultas")


def bursts() -> dict[str, list[str]]:
    rng = random.Random(48)
    phrases = [" ".join(rng.sample(COMMON, 3)) for _ in range(BURST)]
    return {
        "24 palabras comunes ×2": COMMON * 2,
        "24 erratas ×2": TYPOS * 2,
        "48 preguntas distintas": phrases,
    }


async def _old_in_thread(
    fn: Callable[..., Any], *args: Any, timeout: float = 2.0, **kw: Any
) -> Any:
    """bot/services/threads.in_thread before issue 13: the default executor, one deadline from
    the submission."""
    from bot.services.errors import TOO_SLOW, ServiceError

    try:
        return await asyncio.wait_for(asyncio.to_thread(fn, *args, **kw), timeout)
    except TimeoutError as err:
        raise ServiceError(TOO_SLOW) from err


@contextlib.contextmanager
def as_before() -> Iterator[None]:
    from cogs._ui.views import Answers

    async def uncached(self: Any, request: Any) -> Any:
        _, source = self.sources[self.check(request).kind]
        return await source(request)

    with (
        mock.patch("cogs.reglas._cog.in_thread", _old_in_thread),
        mock.patch.object(Answers, "get", uncached),
    ):
        yield


async def _burst(fake: Any, queries: list[str]) -> tuple[list[float], int, int]:
    async def one(query: str) -> tuple[float, bool, bool]:
        started = time.perf_counter()
        sent = await fake.command("buscar", {"consulta": query})
        slow = any(mark in t for t in sent.texts() for mark in SLOW_MARKS)
        return time.perf_counter() - started, slow, sent.failed

    results = await asyncio.gather(*(one(q) for q in queries))
    return [r[0] for r in results], sum(r[1] for r in results), sum(r[2] for r in results)


async def measure(data_dir: Path) -> dict[tuple[str, str], tuple[list[float], int, int]]:
    sys.path.insert(0, str(ROOT / "tests"))
    from discord_fake import FakeDiscord

    from bot.services import JuezService
    from bot.settings import Settings
    from cogs._app.client import JuezBot
    from cogs._ui.views import answers_of

    with tempfile.TemporaryDirectory() as state:
        settings = Settings(_env_file=None, JUEZ_DATA_DIR=Path(state), DISCORD_TOKEN=None)
        service = JuezService(data_dir, database_url=False)
        bot = JuezBot(settings, service)
        await bot.prepare()
        fake = FakeDiscord()
        out = {}
        try:
            with fake.installed():
                await fake.attach(bot)
                await fake.command("buscar", {"consulta": "calentamiento"})  # warm caches
                for name, queries in bursts().items():
                    for label in ("antes", "ahora"):
                        answers_of(bot)._recent.clear()
                        context = as_before() if label == "antes" else contextlib.nullcontext()
                        with context:
                            out[(name, label)] = await _burst(fake, queries)
                        fake.messages.clear()
        finally:
            await service.close_database()
        return out


def run_section(quick: bool = False, data_dir: Path | None = None) -> int:
    """Print the section; return the timeouts of the "ahora" runs."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = data_dir or Path(tmp)
        results = asyncio.run(measure(folder))
    print(f"{BURST} /buscar simultáneos por ráfaga, a través del Discord simulado")
    late = 0
    for (name, label), (times, slow, failed) in results.items():
        print(
            f"  {name:24} {label:5}  p50 {percentile(times, 50):5.2f} s  p99 "
            f"{percentile(times, 99):5.2f} s  máx {max(times):5.2f} s  "
            f"tiempo agotado {slow:2}/{len(times)}  sin respuesta {failed}"
        )
        if label == "ahora":
            late += slow + failed
    print(f"tiempos agotados o sin respuesta (ahora): {late} (objetivo 0)")
    return late


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.discord_bench")
    parser.add_argument("--quick", action="store_true", help="(igual: tres ráfagas)")
    parser.add_argument("--data-dir", type=Path, help="carpeta con el índice ya construido")
    args = parser.parse_args(argv)
    run_section(args.quick, args.data_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
