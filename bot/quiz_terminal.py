"""`juez quiz`: a round of questions played in a terminal, answers saved in the local database.

Interactive use asks again after an unreadable answer; piped input (one letter per line) counts
an unreadable line as a skipped question and says so, so scripts never hang. `--json` prints the
generated questions without playing. The player is the local user (guild 0 in the database).
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from bot.quiz import LEVEL_CHOICES, MAX_QUESTIONS, TOPIC_CHOICES, Question, QuizSession
from bot.quiz.models import LETTERS
from bot.services import JuezService, ServiceError
from bot.storage.database import DatabaseError
from bot.storage.quiz_repo import LOCAL_GUILD
from bot.text.quiz_render import render_feedback, render_question, render_score, render_stats

QUIT_WORDS = {"salir", "/salir", "q", "quit", "exit"}


def add_quiz_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    help_text = "Preguntas de estudio para jueces (se guardan tus respuestas y rachas)."
    p = sub.add_parser("quiz", help=help_text, description=help_text)
    p.add_argument("--tema", help=f"tema: {', '.join(TOPIC_CHOICES)} (por defecto, todos)")
    p.add_argument("--nivel", help=f"nivel: {', '.join(LEVEL_CHOICES)} (por defecto, básico)")
    p.add_argument(
        "--preguntas", type=int, default=5, metavar="K",
        help=f"cuántas preguntas (1 a {MAX_QUESTIONS}; por defecto 5)",
    )  # fmt: skip
    p.add_argument("--semilla", type=int, metavar="S", help="repite una ronda concreta")
    p.add_argument("--json", action="store_true", help="imprime las preguntas en JSON, sin jugar")
    p.add_argument("--repaso", action="store_true", help="repasa las preguntas pendientes")
    p.add_argument("--jugador", help="nombre del jugador local (por defecto, tu usuario)")


def local_player(name: str | None = None) -> tuple[int, str]:
    """(user id, name) of the person at the terminal: a stable id derived from the name."""
    if not name:
        try:
            name = getpass.getuser()
        except (KeyError, OSError):  # no user name in some containers
            name = "local"
    digest = hashlib.sha256(name.encode()).digest()
    return int.from_bytes(digest[:6], "big"), name


def run_quiz(args: argparse.Namespace, service: JuezService, db_path: Path) -> int:
    if not 1 <= args.preguntas <= MAX_QUESTIONS:
        print(f"--preguntas debe estar entre 1 y {MAX_QUESTIONS}.", file=sys.stderr)
        return 2
    if args.json:
        try:
            questions = service.quiz_questions(args.tema, args.nivel, args.preguntas, args.semilla)
        except ServiceError as err:
            print(err, file=sys.stderr)
            return 2
        print(json.dumps(round_json(questions), ensure_ascii=False, indent=2))
        return 0
    try:
        answers = Answers.from_stream(sys.stdin)
        return asyncio.run(play(args, service, db_path, answers, sys.stdout))
    except ServiceError as err:
        print(err, file=sys.stderr)
        return 2
    except DatabaseError as err:
        print(err, file=sys.stderr)
        return 1


def round_json(questions: list[Question]) -> dict[str, object]:
    first = questions[0]
    return {
        "semilla": first.seed,
        "nivel": first.level.value,
        "preguntas": [q.to_json_dict() for q in questions],
    }


class Answers:
    """Where answers come from: a prompt on a terminal, one line per answer on a pipe.

    The offline console passes its own line iterator, so a `/quiz` typed there reads its
    answers from the same input as the commands around it.
    """

    def __init__(self, lines: Iterator[str], interactive: bool) -> None:
        self.interactive = interactive
        self._lines = lines

    @classmethod
    def from_stream(cls, stream: TextIO) -> Answers:
        return cls(iter(stream), stream.isatty())

    async def next(self, letters: str) -> str | None:
        """The next answer line, or None at the end of the input."""
        if self.interactive:
            try:
                return await asyncio.to_thread(input, f"Tu respuesta ({'/'.join(letters)}): ")
            except (EOFError, KeyboardInterrupt):
                print()
                return None
        line = next(self._lines, None)
        return None if line is None else line.rstrip("\n")


async def play(
    args: argparse.Namespace, service: JuezService, db_path: Path, answers: Answers, out: TextIO
) -> int:
    user_id, name = local_player(args.jugador)
    await service.open_database(db_path)
    try:
        if args.repaso:
            questions = await service.quiz_review(LOCAL_GUILD, user_id, args.preguntas)
            if not questions:
                print("No tienes preguntas pendientes de repaso.", file=out)
                return 0
            session = service.start_quiz(owner_id=user_id, questions=questions)
        else:
            session = service.start_quiz(
                owner_id=user_id, tema=args.tema, nivel=args.nivel, cantidad=args.preguntas,
                semilla=args.semilla,
            )  # fmt: skip
        first = session.questions[0]
        kind = "Repaso" if args.repaso else f"Semilla {first.seed}"
        print(f"Jugador: {name}. {kind} · {len(session.questions)} preguntas.\n", file=out)
        skipped = await _round(service, session, user_id, answers, out)
        total = len(session.questions)
        print(render_score(session.score(), total, skipped), file=out)
        print(render_stats(await service.quiz_stats(LOCAL_GUILD, user_id)), file=out)
        if not args.repaso:
            print(f"Repite esta ronda con --semilla {first.seed}.", file=out)
        return 0
    finally:
        await service.close_database()


async def _round(
    service: JuezService, session: QuizSession, user_id: int, answers: Answers, out: TextIO
) -> int:
    skipped = 0
    total = len(session.questions)
    while (question := session.current) is not None:
        print(render_question(question, session.number, total), file=out, flush=True)
        letters = LETTERS[: len(question.options)]
        while True:
            line = await answers.next(letters)
            if line is None or (answers.interactive and line.strip().lower() in QUIT_WORDS):
                left = total - session.position
                skipped += left
                why = "Fin de la entrada" if line is None else "Ronda terminada"
                print(f"\n{why}: {left} pregunta(s) sin responder.\n", file=out)
                return skipped
            result = await service.answer_quiz(session, user_id, line)
            if result.accepted:
                assert result.feedback is not None  # solo mode: an answer closes the question
                print("\n" + render_feedback(result.feedback, result.message) + "\n", file=out)
                break
            if answers.interactive:
                print(f"{result.message} Inténtalo de nuevo.", file=out)
                continue
            feedback = session.skip()
            skipped += 1
            assert feedback is not None
            shown = line.strip() or "(línea vacía)"
            print(
                "\n" + render_feedback(
                    feedback, f"«{shown}» no es una respuesta válida ({', '.join(letters)}): "
                    "pregunta omitida."
                ) + "\n",
                file=out,
            )  # fmt: skip
            break
        session.advance()
    return skipped
