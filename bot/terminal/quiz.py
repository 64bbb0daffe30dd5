"""`juez quiz`: a round of questions played in a terminal, answers saved in the local database.

Interactive use asks again after an unreadable answer; piped input (one letter per line) counts
an unreadable line as a skipped question and says so, so scripts never hang. `--json` prints the
generated questions without playing; `--pregunta ID` plays (or prints) the one question an id
names. The player is the local user (guild 0 in the database). The round is the same
bot.quiz.rounds.Round as on Discord, without deadlines: a player at a terminal takes their time.
"""

from __future__ import annotations

import asyncio
import getpass
import hashlib
import json
import signal
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from bot.quiz import DEFAULT_QUESTIONS, Question
from bot.quiz.models import LETTERS
from bot.quiz.rounds import Round
from bot.services import JuezService
from bot.storage.interface import DatabaseError
from bot.storage.records import LOCAL_GUILD
from bot.terminal.output import show
from bot.text.quiz_render import (
    render_feedback,
    render_question,
    render_ranking,
    render_score,
    render_stats,
)
from index.errors import UserError

QUIT_WORDS = {"salir", "/salir", "q", "quit", "exit"}


def local_player(name: str | None = None) -> tuple[int, str]:
    """(user id, name) of the person at the terminal: a stable id derived from the name."""
    if not name:
        try:
            name = getpass.getuser()
        except (KeyError, OSError):  # no user name in some containers
            name = "local"
    digest = hashlib.sha256(name.encode()).digest()
    return int.from_bytes(digest[:6], "big"), name


@dataclass(frozen=True)
class QuizOptions:
    """What a terminal round is asked for: `juez quiz`'s flags or the console's /quiz options.

    topic and level are the words typed (the quiz service checks them and says what is valid);
    question is a --pregunta id, which fixes topic, level and seed by itself.
    """

    topic: str | None = None
    level: str | None = None
    count: int = DEFAULT_QUESTIONS
    seed: int | None = None
    review: bool = False
    player: str | None = None  # None: the user name of the session
    question: str | None = None


def run_quiz(options: QuizOptions, service: JuezService, db_path: Path, *, as_json: bool) -> int:
    """`juez quiz`: 0 after a round (or its JSON), 1 when some answers were not saved.

    Everything else raises: bot.terminal.exits says it in Spanish and chooses the exit code.
    """
    # The same checks and messages as the console and Discord, before opening anything.
    service.quiz.options(options.topic, options.level, options.count)
    single = None
    if options.question:
        if options.topic or options.level or options.seed is not None:
            raise UserError("--pregunta ya fija el tema, el nivel y la semilla: no los añadas.")
        single = _question(service, options.question)  # an unknown id fails here, not later
    if as_json:
        if single is not None:
            questions = [single]
        else:
            questions = service.quiz.questions(
                options.topic, options.level, options.count, options.seed
            )
        print(json.dumps(round_json(questions), ensure_ascii=False, indent=2))
        return 0
    from bot.terminal.streams import safe_streams

    safe_streams()  # a byte that is not UTF-8 is read as U+FFFD, whatever the locale says
    answers = Answers.from_stream(sys.stdin)
    return asyncio.run(play(options, service, db_path, answers, sys.stdout))


# The console's /quiz subcommands, as on Discord (/quiz nueva, repaso, estadisticas, ranking).
# borrar-mis-datos is Discord's: here the data is the user's own file.
QUIZ_SUBCOMMANDS = ("nueva", "repaso", "estadisticas", "ranking")
_SUBCOMMAND_SPELLINGS = {"estadísticas": "estadisticas", "estadistica": "estadisticas"}
QUIZ_USAGE = (
    "Usa /quiz [nueva|repaso|estadisticas|ranking] [tema:…] [nivel:…] [preguntas:…]. "
    "Ejemplos: /quiz tema:escenarios preguntas:3 · /quiz estadisticas"
)


def quiz_subcommand(free: str) -> tuple[str, str | None]:
    """(subcommand, topic typed without «tema:») from the free words of a console /quiz.

    A word that is no subcommand nor topic is refused here, before anything starts: a round
    started by mistake would read the next lines as answers.
    """
    from bot.quiz.topics import ALL_TOPICS, Topic

    words = free.lower().split()
    sub, topic = "nueva", None
    for word in words:
        word = _SUBCOMMAND_SPELLINGS.get(word, word)
        if word in QUIZ_SUBCOMMANDS and sub == "nueva":
            sub = word
        elif word in Topic._value2member_map_ or word == ALL_TOPICS:
            topic = word
        elif word == "borrar-mis-datos":
            raise UserError(
                "/quiz borrar-mis-datos es de Discord. En la terminal tus respuestas están en tu "
                "base de datos local: bórrala o usa «juez datos exportar» para verlas."
            )
        else:
            raise UserError(f"«{word}» no es un subcomando de /quiz. {QUIZ_USAGE}")
    if topic is not None and sub in ("estadisticas", "ranking", "repaso"):
        raise UserError(f"/quiz {sub} no lleva tema. {QUIZ_USAGE}")
    return sub, topic


async def show_stats(
    service: JuezService, db_path: Path, out: TextIO, player: str | None = None
) -> None:
    """The local player's totals, without starting a round."""
    user_id, name = local_player(player)
    await service.open_database(db_path)
    try:
        stats = await service.quiz.stats(LOCAL_GUILD, user_id)
    finally:
        await service.close_database()
    if not stats.answered:
        print(f"{name}: aún no has respondido ninguna pregunta. Empieza con /quiz.", file=out)
        return
    print(f"Jugador: {name}.", file=out)
    show(stats, render_stats(stats), stream=out)


async def show_ranking(
    service: JuezService, db_path: Path, out: TextIO, player: str | None = None
) -> None:
    """The ranking of the players of this database (local names are not stored: the
    player at the terminal is marked)."""
    user_id, _ = local_player(player)
    await service.open_database(db_path)
    try:
        entries = await service.quiz.ranking(LOCAL_GUILD)
    finally:
        await service.close_database()
    print(render_ranking(entries, you=user_id), file=out)


def _question(service: JuezService, key: str) -> Question:
    try:
        return service.quiz.question(key)
    except ValueError as err:  # a number past Python's digit limit, from a pasted id
        raise UserError(
            f"Clave de pregunta no válida: {key[:40]!r}…: sus números son demasiado largos. "
            "Ejemplo: --pregunta palabraclave:basico:7:0"
        ) from err


def unsaved_message(
    where: str, unsaved: int, *, sqlite: bool = True, cause: BaseException | None = None
) -> str:
    """Said once at the end of a round (stderr) when some answers could not be stored;
    ``cause`` is the last write's error: a damaged page, a full disk or a read-only file each
    say so (without it, the cause is guessed from the disk and the permissions)."""
    said = f"{unsaved} respuesta(s) de esta ronda no se guardaron."
    if cause is not None:
        from bot.terminal.exits import backend_failure

        cause = backend_failure(cause)  # the file's own words, not a member's short reason
    if isinstance(cause, DatabaseError):  # already Spanish (a store call that timed out)
        return f"{said} {cause}"
    if not sqlite:  # PostgreSQL: the server's disk and permissions are not visible from here
        return f"{said} La base de datos {where} no aceptó la escritura (detalle en juez.log)."
    from bot.storage.sqlite.database import failure_message, unwritable_message

    if cause is not None:
        return f"{said} {failure_message(where, cause)}"
    return f"{said} {unwritable_message(where)}"


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

    def next(self, letters: str, *, several: bool = False) -> str | None:
        """The next answer line, or None at the end of the input (or a Ctrl-C at the prompt).

        input() runs on the event loop's own thread, blocking it: nothing else runs during a
        terminal round. In a worker thread (asyncio.to_thread) a Ctrl-C would reach the main
        thread and asyncio.run would wait for the worker, still stuck in input(), until Enter.
        """
        if self.interactive:
            try:
                if several:  # a select-all question: every true letter on one line
                    return _read_line(
                        f"Tus respuestas (todas las que valgan, p. ej. {letters[0]}{letters[2]}): "
                    )
                return _read_line(f"Tu respuesta ({'/'.join(letters)}): ")
            except (EOFError, KeyboardInterrupt):
                print()
                return None
        line = next(self._lines, None)
        return None if line is None else line.rstrip("\n")


def _read_line(prompt: str) -> str:
    """input() that the first Ctrl-C interrupts.

    Inside asyncio.run, SIGINT's handler only cancels the main task, which a blocking input()
    never notices: the prompt would still wait for Enter. Python's default handler raises
    KeyboardInterrupt right in input(), so it is put back while the prompt waits. Only the main
    thread may change signal handlers; elsewhere Ctrl-C does not reach input() anyway.
    """
    if threading.current_thread() is not threading.main_thread():
        return input(prompt)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        return input(prompt)
    finally:
        signal.signal(signal.SIGINT, previous)


async def play(
    options: QuizOptions, service: JuezService, db_path: Path, answers: Answers, out: TextIO
) -> int:
    """Play one round; 0, or 1 when some answers could not be saved (said on stderr)."""
    user_id, name = local_player(options.player)
    key = options.question
    await service.open_database(db_path)
    try:
        if key:
            session = service.quiz.start(owner_id=user_id, questions=[service.quiz.question(key)])
        elif options.review:
            questions = await service.quiz.review(LOCAL_GUILD, user_id, options.count)
            if not questions:
                print("No tienes preguntas pendientes de repaso.", file=out)
                return 0
            session = service.quiz.start(owner_id=user_id, questions=questions)
        else:
            # A new round (no --semilla) avoids what this player answered lately.
            recent = await service.quiz.recent(LOCAL_GUILD, user_id) if options.seed is None else []
            session = service.quiz.start(
                owner_id=user_id, topic=options.topic, level=options.level, count=options.count,
                seed=options.seed, recent=recent,
            )  # fmt: skip
        session.questions = await service.quiz.measured(session.questions)  # with difficulty
        first = session.questions[0]
        kind = "Repaso" if options.review else f"Semilla {first.seed}"
        if key:
            kind = f"Pregunta {first.id}"
        print(f"Jugador: {name}. {kind} · {len(session.questions)} preguntas.\n", file=out)
        # The nonce names the round; a terminal round is never resumed, so any number does.
        played = Round(service.quiz, session, nonce=first.seed, review=bool(options.review))
        unsaved = await _play(played, user_id, answers, out)
        total = len(session.questions)
        print(render_score(session.score(), total, played.unanswered), file=out)
        stats = await service.quiz.stats(LOCAL_GUILD, user_id)
        show(stats, render_stats(stats), stream=out)  # a table on a terminal, text elsewhere
        if key:
            print(f"Repite esta pregunta con --pregunta {first.id}.", file=out)
        elif not options.review:
            print(f"Repite esta ronda con --semilla {first.seed}.", file=out)
        if unsaved:  # the answers were judged and shown; the exit code says they were not kept
            store = service.database
            where = store.where if store is not None else str(db_path)
            sqlite = store is None or store.kind == "sqlite"
            cause = service.quiz.last_failure
            print(unsaved_message(where, unsaved, sqlite=sqlite, cause=cause), file=sys.stderr)
            return 1
        return 0
    finally:
        await service.close_database()


async def _play(round_: Round, user_id: int, answers: Answers, out: TextIO) -> int:
    """Play every question of the round; how many answers could not be saved. The questions
    closed without an answer are the round's ``unanswered``."""
    unsaved = 0
    session = round_.session
    total = len(session.questions)
    while not round_.finished:
        question = session.current
        assert question is not None  # a round ends on its last question
        print(render_question(question, session.number, total), file=out, flush=True)
        letters = LETTERS[: len(question.options)]
        while True:
            line = answers.next(letters, several=bool(question.select_all))
            if line is None or (answers.interactive and line.strip().lower() in QUIT_WORDS):
                left = await round_.quit()  # the question on screen goes to review
                why = "Fin de la entrada" if line is None else "Ronda terminada"
                unit = "pregunta" if left == 1 else "preguntas"
                print(f"\n{why}: {left} {unit} sin responder.\n", file=out)
                return unsaved
            result = await round_.judge(user_id, line, time.time())
            if result.accepted:
                assert result.feedback is not None  # solo mode: an answer closes the question
                print("\n" + render_feedback(result.feedback, result.message), file=out)
                if result.warning:
                    print(result.warning, file=out)
                    unsaved += 1
                print(file=out)
                break
            if answers.interactive:
                print(f"{result.message} Inténtalo de nuevo.", file=out)
                continue
            feedback = await round_.skip()  # unanswered: it goes to review
            shown = line.strip() or "(línea vacía)"
            print(
                "\n" + render_feedback(
                    feedback, f"«{shown}» no es una respuesta válida ({', '.join(letters)}): "
                    "pregunta omitida."
                ) + "\n",
                file=out,
            )  # fmt: skip
            break
        round_.solve(time.time())  # after the last question the round is over
        if not round_.finished:
            round_.next(time.time())
    return unsaved
