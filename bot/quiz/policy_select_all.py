"""Select all that apply, from tournament policy (issue 43): four floor calls at one REL, and
which of them get a given penalty, according to the IPG (or, at Regular REL, the JAR).

Every call is one the single-answer policy questions ask at that level (bot.quiz.
policy_questions: the floor-call reader agrees with the IPG section the case was written
from, and no fact the penalty waits on is missing), so the key of each call is the reader's,
over the documents in force; the names drawn for each call are read again, as shown. A
subject is a REL and the penalty asked; a board of four calls is drawn where one, two or
three get that penalty, so the count of true options gives nothing away. The explanation
gives, call by call, the infraction, the penalty and the sentences of the documents that
decide it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator
from bot.quiz.models import Citation, Draft
from bot.quiz.policy_cases import CAST, NAMES, cast_for
from bot.quiz.policy_questions import PENALTY, Asked, PolicyQuestions
from bot.quiz.policy_steps import cite as _cite
from bot.quiz.policy_steps import step_lines
from bot.quiz.topics import Level, Topic
from index.calls import FloorCall, Rel, make_call
from index.calls.penalties import NO_PENALTY
from index.models import Language
from index.vocabulary.policy import spanish_penalty

CALLS = 4
TRIES = 60  # boards drawn for one subject before giving up


class PolicySelectAll(Generator):
    name = "norma-varias"
    topic = Topic.ESCENARIOS
    application = True
    policy = True

    def __init__(self, single: PolicyQuestions) -> None:
        self.single = single  # its reading of every case, made once

    def _calls(self, level: Level, rel: Rel) -> list[tuple[Asked, FloorCall]]:
        return [
            (asked, call)
            for asked, call in self.single._asked[level].values()
            if asked.asks == PENALTY and asked.rel is rel
        ]

    def subjects(self, level: Level) -> Sequence[str]:
        """'competitive:Warning': a REL and a penalty some calls of the level get and others
        do not (a penalty every call gets, or none, makes no question)."""
        out = []
        for rel in Rel:
            calls = self._calls(level, rel)
            cases = {asked.case.id for asked, _ in calls}
            penalties = {call.penalty for _, call in calls if call.penalty}
            for penalty in sorted(penalties):
                got = {a.case.id for a, c in calls if c.penalty == penalty}
                if len(cases) >= CALLS and got and cases - got:
                    out.append(f"{rel.value}:{penalty}")
        return out

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        rel_name, _, penalty = subject.partition(":")
        if rel_name not in Rel._value2member_map_:
            raise NoQuestion(f"unknown policy select-all subject {subject!r}")
        rel = Rel(rel_name)
        calls = self._calls(level, rel)
        for _ in range(TRIES):
            drawn = self._board(calls, penalty, rng)
            if drawn is not None:
                return self._draft(drawn, rel, penalty)
        raise NoQuestion(f"no board of calls for {subject} at {level.value}")

    def _board(
        self, calls: list[tuple[Asked, FloorCall]], penalty: str, rng: random.Random
    ) -> list[tuple[Asked, FloorCall, str, str]] | None:
        """Four calls of four cases, one to three of them with ``penalty``, each told with
        names of its own and read again as told."""
        by_case: dict[str, list[tuple[Asked, FloorCall]]] = {}
        for asked, call in calls:
            by_case.setdefault(asked.case.id, []).append((asked, call))
        cases = rng.sample(sorted(by_case), CALLS)
        chosen = [rng.choice(by_case[c]) for c in cases]
        if not 0 < sum(call.penalty == penalty for _, call in chosen) < CALLS:
            return None
        names = rng.sample(NAMES, len(CAST) * CALLS)
        out = []
        for n, (asked, call) in enumerate(chosen):
            cast = dict(zip(CAST, names[n * len(CAST) : (n + 1) * len(CAST)], strict=True))
            told = cast_for(asked.told, cast)
            again = make_call(told, self.single.sections, rel=asked.rel)
            if (again.infraction, again.penalty) != (call.infraction, call.penalty):
                return None  # the names change the reading: not this board
            out.append((asked, again, told, cast[asked.case.who]))
        return out

    def _draft(
        self, drawn: list[tuple[Asked, FloorCall, str, str]], rel: Rel, penalty: str
    ) -> Draft:
        document = "el JAR" if rel is Rel.REGULAR else "el IPG"
        asked_penalty = spanish_penalty(penalty)
        told = "\n".join(f"{n}. {text}" for n, (_, _, text, _) in enumerate(drawn, 1))
        what = (
            "no corresponde ninguna penalización"
            if penalty == NO_PENALTY
            else f"corresponde una {asked_penalty} a quien comete la infracción"
        )
        prompt = (
            f"Torneo de REL {rel.spanish}. Cuatro llamadas a un juez:\n\n{told}\n\n"
            f"¿En cuáles {what}, según {document}? Marca todas las que valgan."
        )
        options = [f"Llamada {n}: «{who}»" for n, (_, _, _, who) in enumerate(drawn, 1)]
        keys = [n for n, (_, call, _, _) in enumerate(drawn) if call.penalty == penalty]
        lines = [f"Respuesta: las llamadas con {asked_penalty}; solo cuenta marcarlas todas.", ""]
        citations: list[Citation] = []
        for n, (_, call, _, who) in enumerate(drawn, 1):
            assert call.infraction is not None and call.decision is not None
            got = spanish_penalty(call.penalty or "")
            verdict = "sí" if call.penalty == penalty else "no"
            lines.append(
                f"- Llamada {n} («{who}»): {verdict}; es {self.single._name(call.infraction)}"
                f" ({_cite(call.infraction)}) y le corresponde {got}."
            )
            lines += step_lines(call.decision, bullet="  ")
            citations += [c for c in self.single._citations(call) if c not in citations]
        editions = dict.fromkeys((_cite(c.id).split()[0], c.edition) for c in citations)
        shown = ", ".join(f"{doc} [{edition}]" for doc, edition in editions)
        lines += ["", f"Documentos citados, en inglés, en su edición vigente: {shown}."]
        return Draft(
            prompt=prompt,
            options=options,
            correct=keys[0],
            select_all=keys,
            explanation="\n".join(lines),
            citations=citations,
            language=Language.ES,
        )
