"""SQLite's numbered schema migrations. Append only: a released migration is never edited.

The database records the last applied number in ``PRAGMA user_version``; opening applies the
missing ones in order, each in its own transaction, so a crash leaves a consistent version.
PostgreSQL has its own list (bot/storage/postgres/migrations.py) with the same numbers for the
same tables; bot/storage/tables.py lists the columns both must have.
"""

from __future__ import annotations

MIGRATIONS: list[tuple[int, str, str]] = [
    (
        1,
        "per-server settings",
        """
        CREATE TABLE guild_settings (
            guild_id           INTEGER PRIMARY KEY,
            private_by_default INTEGER NOT NULL DEFAULT 0,
            default_edition    TEXT
        );
        """,
    ),
    (
        2,
        "quizzes: answers, totals, streaks and Leitner boxes",
        # One INSERT into quiz_answers is the whole write: the trigger updates totals, streak and
        # box in the same statement, so an answer is recorded entirely or not at all, without a
        # lock and without read-then-write. Times are UTC seconds since the epoch.
        # WITHOUT ROWID and no secondary indexes on the per-player tables: their primary key
        # already serves every query, and each index page less per answer means fewer and
        # shorter WAL checkpoints, which are what the slowest writes wait for.
        """
        CREATE TABLE quiz_answers (
            id           INTEGER PRIMARY KEY,
            guild_id     INTEGER NOT NULL,
            user_id      INTEGER NOT NULL,
            question_key TEXT    NOT NULL,
            topic        TEXT    NOT NULL,
            correct      INTEGER NOT NULL CHECK (correct IN (0, 1)),
            answered_at  REAL    NOT NULL
        );
        CREATE INDEX quiz_answers_by_user ON quiz_answers (user_id, guild_id);

        CREATE TABLE quiz_players (
            guild_id         INTEGER NOT NULL,
            user_id          INTEGER NOT NULL,
            answered         INTEGER NOT NULL DEFAULT 0,
            correct          INTEGER NOT NULL DEFAULT 0,
            streak           INTEGER NOT NULL DEFAULT 0,
            best_streak      INTEGER NOT NULL DEFAULT 0,
            last_answered_at REAL,
            PRIMARY KEY (guild_id, user_id)
        ) WITHOUT ROWID;


        CREATE TABLE quiz_topic_totals (
            guild_id INTEGER NOT NULL,
            user_id  INTEGER NOT NULL,
            topic    TEXT    NOT NULL,
            answered INTEGER NOT NULL DEFAULT 0,
            correct  INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (guild_id, user_id, topic)
        ) WITHOUT ROWID;


        CREATE TABLE quiz_leitner_intervals (
            box  INTEGER PRIMARY KEY CHECK (box BETWEEN 1 AND 5),
            days REAL    NOT NULL
        );
        INSERT INTO quiz_leitner_intervals (box, days)
            VALUES (1, 0), (2, 1), (3, 3), (4, 7), (5, 14);

        CREATE TABLE quiz_boxes (
            guild_id     INTEGER NOT NULL,
            user_id      INTEGER NOT NULL,
            question_key TEXT    NOT NULL,
            topic        TEXT    NOT NULL,
            box          INTEGER NOT NULL CHECK (box BETWEEN 1 AND 5),
            due_at       REAL    NOT NULL,
            last_correct INTEGER NOT NULL,
            answers      INTEGER NOT NULL DEFAULT 1,
            PRIMARY KEY (guild_id, user_id, question_key)
        ) WITHOUT ROWID;


        CREATE TRIGGER quiz_answer_recorded AFTER INSERT ON quiz_answers
        BEGIN
            INSERT INTO quiz_players
                (guild_id, user_id, answered, correct, streak, best_streak, last_answered_at)
            VALUES
                (NEW.guild_id, NEW.user_id, 1, NEW.correct, NEW.correct, NEW.correct,
                 NEW.answered_at)
            ON CONFLICT (guild_id, user_id) DO UPDATE SET
                answered = answered + 1,
                correct = correct + NEW.correct,
                streak = CASE WHEN NEW.correct = 1 THEN streak + 1 ELSE 0 END,
                best_streak = MAX(best_streak,
                                  CASE WHEN NEW.correct = 1 THEN streak + 1 ELSE 0 END),
                last_answered_at = MAX(COALESCE(last_answered_at, NEW.answered_at),
                                       NEW.answered_at);

            INSERT INTO quiz_topic_totals (guild_id, user_id, topic, answered, correct)
            VALUES (NEW.guild_id, NEW.user_id, NEW.topic, 1, NEW.correct)
            ON CONFLICT (guild_id, user_id, topic) DO UPDATE SET
                answered = answered + 1,
                correct = correct + NEW.correct;

            INSERT INTO quiz_boxes
                (guild_id, user_id, question_key, topic, box, due_at, last_correct, answers)
            VALUES (
                NEW.guild_id, NEW.user_id, NEW.question_key, NEW.topic,
                CASE WHEN NEW.correct = 1 THEN 2 ELSE 1 END,
                NEW.answered_at + 86400 * (SELECT days FROM quiz_leitner_intervals
                                           WHERE box = CASE WHEN NEW.correct = 1 THEN 2 ELSE 1 END),
                NEW.correct, 1)
            ON CONFLICT (guild_id, user_id, question_key) DO UPDATE SET
                box = CASE WHEN NEW.correct = 1 THEN MIN(box + 1, 5) ELSE 1 END,
                due_at = NEW.answered_at + 86400 * (
                    SELECT days FROM quiz_leitner_intervals
                    WHERE quiz_leitner_intervals.box =
                        CASE WHEN NEW.correct = 1 THEN MIN(quiz_boxes.box + 1, 5) ELSE 1 END),
                last_correct = NEW.correct,
                answers = answers + 1;
        END;
        """,
    ),
    (
        3,
        "card cache",
        # Card data fetched from Scryfall (bot.cards): one JSON body per key ("card:<oracle
        # id>", "name:<folded name>", "rulings:<oracle id>"), with the moment it was fetched.
        """
        CREATE TABLE card_cache (
            key        TEXT PRIMARY KEY,
            kind       TEXT NOT NULL,
            body       TEXT NOT NULL,
            fetched_at REAL NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX card_cache_by_kind ON card_cache (kind);
        """,
    ),
    (
        4,
        "interaction state",
        # What a button's custom_id cannot carry and a restart must not lose: one row per
        # element of a scope ("quiz:<round>:<question>" -> each player who had their one try),
        # meaningless after expires_at (UTC epoch seconds). Rows are only ever inserted or
        # purged, so concurrent writers lose nothing.
        """
        CREATE TABLE interaction_state (
            scope      TEXT NOT NULL,
            member     TEXT NOT NULL,
            expires_at REAL NOT NULL,
            PRIMARY KEY (scope, member)
        ) WITHOUT ROWID;
        """,
    ),
    (
        5,
        "group rounds' answers",
        # Each accepted answer of a group round (bot/quiz/rounds.py): who had their one try at
        # a question and whether it was right. A round resumed after a restart reads its
        # scoreboard and its tries from here. Insert only (the first answer stands), purged
        # once the round can no longer go on (expires_at, UTC epoch seconds).
        """
        CREATE TABLE quiz_round_answers (
            round_id   TEXT    NOT NULL,
            position   INTEGER NOT NULL,
            user_id    INTEGER NOT NULL,
            correct    INTEGER NOT NULL CHECK (correct IN (0, 1)),
            expires_at REAL    NOT NULL,
            PRIMARY KEY (round_id, position, user_id)
        ) WITHOUT ROWID;
        """,
    ),
    (
        6,
        "command sync state",
        # Where each application (bot token) last synced its slash commands and the hash of
        # what it sent (cogs/_app/sync.py). In the store rather than in a data folder, so that
        # shards and new machines share it. targets is a JSON list (null: global).
        """
        CREATE TABLE command_sync (
            application_id INTEGER PRIMARY KEY,
            digest         TEXT    NOT NULL,
            targets        TEXT    NOT NULL
        );
        """,
    ),
    (
        7,
        "question difficulty and level-weighted points",
        # quiz_difficulty counts answers per question subject and per template (keys of
        # bot.quiz.difficulty: "pregunta:…", "familia:…"): anonymous counts, no user in them,
        # from which a question's difficulty is estimated. Each player's points (every right
        # answer weighted by its level and difficulty), the answers measured and the sum of
        # their difficulties go beside the totals. Points of earlier answers are their level's
        # weight (their difficulty unknown, taken as 0.5).
        """
        CREATE TABLE quiz_difficulty (
            item     TEXT    PRIMARY KEY,
            answered INTEGER NOT NULL DEFAULT 0,
            correct  INTEGER NOT NULL DEFAULT 0
        ) WITHOUT ROWID;
        ALTER TABLE quiz_players ADD COLUMN points REAL NOT NULL DEFAULT 0;
        ALTER TABLE quiz_players ADD COLUMN measured INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE quiz_players ADD COLUMN difficulty_sum REAL NOT NULL DEFAULT 0;
        UPDATE quiz_players SET points = COALESCE((
            SELECT SUM(CASE WHEN a.question_key LIKE '%:avanzado:%' THEN 2.0
                            WHEN a.question_key LIKE '%:intermedio:%' THEN 1.5 ELSE 1.0 END)
            FROM quiz_answers a
            WHERE a.guild_id = quiz_players.guild_id AND a.user_id = quiz_players.user_id
              AND a.correct = 1), 0);
        """,
    ),
]


def latest_version() -> int:
    return MIGRATIONS[-1][0]
