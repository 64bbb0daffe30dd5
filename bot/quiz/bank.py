"""The question bank: every generator, and the mapping from a question key to its question.

Question ``index`` of generator ``g`` at level ``L`` with seed ``s`` asks about subject
``perm[index % n]``, where ``perm`` is the generator's subject pool shuffled by
``Random(f"{g}:{L}:{s}")`` (for a generator whose subjects have strata, the situations'
areas, that order then takes the strata in turns: bot.quiz.strata); the question itself is
then built with ``Random(key)``. Both are
string seeds, which Python hashes with SHA-512 (stable across runs and machines, unlike
``hash()``), so a key stored today rebuilds the same question tomorrow as long as the corpus
and the generators do not change. Distinct indexes below ``n`` never repeat a subject.
"""

from __future__ import annotations

import math
import random
import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence

from bot.quiz.bank_measure import setup_of
from bot.quiz.choices import check_count
from bot.quiz.class_questions import ClassQuestions
from bot.quiz.engine_questions import EngineQuestions
from bot.quiz.errors import NoQuestion, QuizError
from bot.quiz.example_questions import ExampleQuestions
from bot.quiz.generator import Generator
from bot.quiz.keyword_questions import KeywordQuestions
from bot.quiz.keyword_rules import KeywordRuleQuestions
from bot.quiz.models import Question, QuestionKey
from bot.quiz.policy_questions import PolicyQuestions
from bot.quiz.policy_select_all import PolicySelectAll
from bot.quiz.review import for_review
from bot.quiz.rule_questions import RuleNumberQuestions, RulePool, RuleTextQuestions
from bot.quiz.scenario_questions import ScenarioQuestions
from bot.quiz.select_all import SelectAllQuestions
from bot.quiz.situation_questions import SituationQuestions
from bot.quiz.spanish import polished
from bot.quiz.strata import stratified
from bot.quiz.topics import Level, Topic
from index.corpus import Corpus

_PERMUTATIONS_KEPT = 256
_QUESTIONS_KEPT = 4096  # built questions kept: a round's set-ups are read twice
SETUP_TRIES = 12  # next indexes a round tries for a set-up it has not asked yet
SITUATIONS = "situacion"  # the generator of situations with real cards
APPLICATION_SHARE = 0.75  # of a default round, at least (issues 26 and 43)
# Of a default avanzado round (the L2 level), kept for tournament policy: a fifth (issue 43).
POLICY_SHARE = {Level.AVANZADO: 0.2}
# Of a default round, on average, recall (the words a judge must know): one question every
# other round of five. The class's 312 blanks drawn once a round came back by chance in 4 to 5
# of 300 questions (issue 43: exact repeats ≤ 2 %); the slot left goes to application.
RECALL_SHARE = 0.1
# Of a default avanzado round, on average, situations with real cards (at least half, rounded
# up, at every level): a round of five asks three or four, by its seed. Half exactly held real
# cards at 60 % of an avanzado round by construction, with no margin (issue 43: ≥ 62 % at every
# level); básico and intermedio have real cards in their other application questions too
# (`varias`), and more situations there made more of them come back by chance.
SITUATION_SHARE = {Level.AVANZADO: 0.66}
SEEDS = 10**9  # random round seeds are below this (short enough to type with --semilla)
FRESH_TRIES = 32  # seeds tried to avoid a player's recent questions (each costs ~1 ms)
# While every seed tried still asks a set-up seen again (issue 43 forbids it within a player's
# last 20 rounds: 0.3-0.7 % of questions at básico after 32 tries), up to this many times more.
AGAIN_TRIES = 4


class QuestionBank:
    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        pool = RulePool(corpus)
        situations = SituationQuestions(corpus)
        policy = PolicyQuestions(corpus)
        generators: list[Generator] = [
            KeywordQuestions(corpus),
            KeywordRuleQuestions(corpus),
            RuleNumberQuestions(pool),
            RuleTextQuestions(pool),
            ClassQuestions(corpus),
            ScenarioQuestions(corpus),
            ExampleQuestions(corpus),
            EngineQuestions(corpus, situations.cards),
            situations,
            policy,
            SelectAllQuestions(corpus, situations.cards),
            PolicySelectAll(policy),
        ]
        self.generators: dict[str, Generator] = {g.name: g for g in generators}
        self._permutations: OrderedDict[tuple[str, Level, int], list[str]] = OrderedDict()
        self._questions: OrderedDict[QuestionKey, Question] = OrderedDict()
        self._lock = threading.Lock()  # the service builds questions from worker threads

    def generators_for(self, topic: Topic | None) -> list[Generator]:
        if topic is Topic.DEFINICIONES:
            return [g for g in self.generators.values() if not g.application]
        return [g for g in self.generators.values() if topic is None or g.topic is topic]

    # -- one question ---------------------------------------------------------------------
    def _permutation(self, generator: Generator, level: Level, seed: int) -> list[str]:
        cache_key = (generator.name, level, seed)
        with self._lock:
            if cache_key in self._permutations:
                self._permutations.move_to_end(cache_key)
                return self._permutations[cache_key]
        order = list(generator.subjects(level))
        random.Random(f"{generator.name}:{level.value}:{seed}").shuffle(order)
        strata = generator.strata(level)
        if strata:  # every area early in a round, and in turn from one seed to the next
            base = random.Random(f"{generator.name}:{level.value}:estratos")
            order = stratified(order, strata, seed, base)
        with self._lock:
            self._permutations[cache_key] = order
            while len(self._permutations) > _PERMUTATIONS_KEPT:
                self._permutations.popitem(last=False)
        return order

    def subject_of(self, key: QuestionKey) -> str:
        generator = self._generator(key.generator)
        order = self._permutation(generator, key.level, key.seed)
        return order[key.index % len(order)]

    def _generator(self, name: str) -> Generator:
        generator = self.generators.get(name)
        if generator is None:
            raise QuizError(f"No existe el generador de preguntas «{name}».")
        return generator

    def question(self, key: QuestionKey | str) -> Question:
        """The question of a key (rebuilds exactly the one stored for spaced repetition); a
        review key gives it with its options reordered (bot.quiz.review)."""
        if isinstance(key, str):
            key = QuestionKey.parse(key)
        if key.review:
            return for_review(self.question(key.plain)).model_copy(update={"id": str(key)})
        with self._lock:
            kept = self._questions.get(key)
            if kept is not None:
                self._questions.move_to_end(key)
                return kept
        question = self._build_key(key)
        with self._lock:
            self._questions[key] = question
            while len(self._questions) > _QUESTIONS_KEPT:
                self._questions.popitem(last=False)
        return question

    def _build_key(self, key: QuestionKey) -> Question:
        generator = self._generator(key.generator)
        order = self._permutation(generator, key.level, key.seed)
        if not order:
            raise QuizError(f"No hay preguntas de «{generator.name}» en este nivel.")
        # A subject that cannot make a question (should not happen: the tests build every one)
        # falls through to the next in the same shuffled order, so the key stays reproducible.
        for attempt in range(len(order)):
            subject = order[(key.index + attempt) % len(order)]
            rng = random.Random(f"{key}:{attempt}" if attempt else str(key))
            try:
                draft = generator.build(subject, key.level, rng)
            except NoQuestion:
                continue
            return Question(
                id=str(key),
                generator=generator.name,
                topic=generator.topic,
                level=key.level,
                seed=key.seed,
                index=key.index,
                **polished(draft).model_dump(),
            )
        raise QuizError(f"No se pudo generar ninguna pregunta de «{generator.name}».")

    def build(self, generator: str, subject: str, level: Level, seed: int = 0) -> Question:
        """A question about a given subject, for tests and tools (its id is not a real key)."""
        gen = self._generator(generator)
        draft = gen.build(subject, level, random.Random(f"{generator}:{subject}:{seed}"))
        key = QuestionKey(generator, level, seed, 0)
        return Question(
            id=str(key), generator=gen.name, topic=gen.topic, level=level, seed=seed, index=0,
            **polished(draft).model_dump(),
        )  # fmt: skip

    # -- a round --------------------------------------------------------------------------
    def round_keys(
        self, topic: Topic | None, level: Level, seed: int, count: int
    ) -> list[QuestionKey]:
        """The keys of a round: topics interleave ("todos"), each generator counts its own index.

        Generators of one topic alternate in a seeded order, so two rounds with different seeds
        do not always open with the same kind of question.
        """
        check_count(count)
        rng = random.Random(f"ronda:{topic.value if topic else 'todos'}:{level.value}:{seed}")
        if topic is None:
            return self._mixed_keys(level, seed, count, rng)
        by_topic: dict[Topic, list[Generator]] = {}
        for g in self.generators_for(topic):
            if g.subjects(level):
                by_topic.setdefault(g.topic, []).append(g)
        if not by_topic:
            raise QuizError("No hay preguntas para ese tema y nivel.")
        topics = list(by_topic)
        rng.shuffle(topics)
        for gens in by_topic.values():
            rng.shuffle(gens)
        counters: dict[str, int] = {}
        asked: set[str] = set()
        keys = []
        for i in range(count):
            t = topics[i % len(topics)]
            gens = by_topic[t]
            g = gens[(i // len(topics)) % len(gens)]
            keys.append(self._next_key(g, level, seed, counters, asked))
        return keys

    def _mixed_keys(
        self, level: Level, seed: int, count: int, rng: random.Random
    ) -> list[QuestionKey]:
        """A default round: situations with real cards first (at least half, rounded up; at
        avanzado SITUATION_SHARE of the round on average),
        tournament policy for POLICY_SHARE of it (avanzado), other application questions up
        to APPLICATION_SHARE, recall of the words a judge must know (Generator.judge_words,
        in Spanish) for RECALL_SHARE of it on average, application for the rest; the kinds
        in a seeded order, each kind's generators taking turns."""
        usable = [g for g in self.generators.values() if g.subjects(level)]
        situations = [g for g in usable if g.name == SITUATIONS]
        policy = [g for g in usable if g.policy]
        applied = [g for g in usable if g.application and g.name != SITUATIONS]
        recall = [g for g in usable if not g.application and g.judge_words]
        n_situations = 0
        if situations:
            drawn = random.Random(f"situaciones:{level.value}:{seed}").random()
            share_of = SITUATION_SHARE.get(level, 0.0)
            n_situations = max(math.ceil(count / 2), math.floor(count * share_of + drawn))
        n_policy = math.ceil(count * POLICY_SHARE.get(level, 0.0)) if policy else 0
        n_policy = min(n_policy, count - n_situations)
        n_applied = max(math.ceil(count * APPLICATION_SHARE) - n_situations - n_policy, 0)
        slots = [situations] * n_situations + [policy] * n_policy
        slots += [applied or situations] * n_applied
        # How many recall slots: RECALL_SHARE of the round on average, drawn from the seed
        # (a round of five asks one or none), never more than the slots left.
        share = random.Random(f"memoria:{level.value}:{seed}").random()
        n_recall = min(math.floor(count * RECALL_SHARE + share), count - len(slots))
        slots += [recall or applied or situations] * n_recall
        slots += [applied or situations] * (count - len(slots))
        rng.shuffle(slots)
        for gens in (applied, recall, policy):  # each kind's generators take turns
            rng.shuffle(gens)
        counters: dict[str, int] = {}
        turns: dict[int, int] = {}
        asked: set[str] = set()
        keys = []
        # A recall slot draws its generator in proportion to the questions each holds, so
        # the small pool (39 keyword explanations) is not asked as often as the class's 312 blanks
        # (of 112 sentences) and does not come back sooner (issue 43: exact repeats).
        sizes = [len(g.subjects(level)) for g in recall]
        for gens in slots:
            turn = turns.get(id(gens), 0)
            turns[id(gens)] = turn + 1
            if gens is recall and len(recall) > 1:
                g = rng.choices(recall, weights=sizes)[0]
            else:
                g = gens[turn % len(gens)]
            keys.append(self._next_key(g, level, seed, counters, asked))
        return keys

    def _next_key(
        self,
        g: Generator,
        level: Level,
        seed: int,
        counters: dict[str, int],
        asked: set[str] | None = None,
    ) -> QuestionKey:
        """The generator's next index in the round; with ``asked`` (the set-ups of the round
        so far), the first of the next few whose set-up the round has not asked yet (issue 43:
        no set-up twice in a round, names and numbers aside)."""
        index = counters.get(g.name, 0)
        key = QuestionKey(g.name, level, seed, index)
        if asked is not None:
            for tried in range(SETUP_TRIES):
                candidate = QuestionKey(g.name, level, seed, index + tried)
                setup = setup_of(self.question(candidate))
                if setup not in asked:
                    key = candidate
                    break
            asked.add(setup_of(self.question(key)))
        counters[g.name] = key.index + 1
        return key

    def round(self, topic: Topic | None, level: Level, seed: int, count: int) -> list[Question]:
        return [self.question(k) for k in self.round_keys(topic, level, seed, count)]

    def fresh_seed(
        self,
        topic: Topic | None,
        level: Level,
        count: int,
        seen: Iterable[str],
        rng: random.Random,
        tries: int = FRESH_TRIES,
    ) -> int:
        """A seed whose round asks as few as possible of the set-ups of ``seen`` (a player's
        recent question keys; a set-up is a question with its names and numbers aside,
        bot.quiz.bank_measure.setup_of), and above all of its subjects and very questions: of
        ``tries`` random seeds (up to AGAIN_TRIES times as many while each asks a set-up seen
        again), the first with the fewest subjects or questions seen again
        and, among those, the fewest set-ups seen again.

        Choosing the seed, rather than skipping keys, keeps a round what its seed says: the
        player can replay it with the same seed, and a stored key still rebuilds its question.
        """
        asked: set[str] = set()
        prompts: set[str] = set()
        subjects: set[tuple[str, str]] = set()
        for text in seen:
            try:
                key = QuestionKey.parse(text)
                subjects.add((key.generator, self.subject_of(key)))
                question = self.question(key)
            except (QuizError, NoQuestion, ValueError, ZeroDivisionError):
                continue  # an old generator, or none at that level
            asked.add(setup_of(question))
            prompts.add(question.prompt)
        best, fewest = 0, (count + 1, count + 1)
        for n in range(tries * AGAIN_TRIES):
            if n >= tries and fewest[0] == 0:
                break  # no set-up seen again: the subjects alone are not worth more tries
            seed = rng.randrange(SEEDS)
            # Set-ups (and so questions) seen again first, which issue 43 forbids within a
            # player's last 20 rounds; then subjects seen again (the same board or entry told
            # in a new shape is a new situation for the player).
            again = setups = 0
            for k in self.round_keys(topic, level, seed, count):
                question = self.question(k)
                if question.prompt in prompts or setup_of(question) in asked:
                    again += 1
                elif (k.generator, self.subject_of(k)) in subjects:
                    setups += 1
            if (again, setups) < fewest:
                best, fewest = seed, (again, setups)
            if fewest == (0, 0):
                break
        return best

    # -- coverage -------------------------------------------------------------------------
    def exclusions(self) -> dict[str, dict[str, str]]:
        return {name: g.exclusions() for name, g in self.generators.items()}

    def counts(self) -> dict[str, dict[str, int]]:
        """Subjects per generator and level: how many distinct questions a round can draw."""
        return {
            name: {level.value: len(g.subjects(level)) for level in Level}
            for name, g in self.generators.items()
        }

    def subjects(self, generator: str, level: Level) -> Sequence[str]:
        return self._generator(generator).subjects(level)
