"""A question seen again in review: the same question, its options in another order.

A player who missed a question must answer it from the rules, not from the letter or the place
remembered from last time. The new order is drawn from the question's key, so a review is the
same on every front end and after a restart (the bank rebuilds it from the review key,
'clase:basico:7:0:repaso'); the right answer never keeps its letter (a select-all question:
its true options are never the same letters again).
"""

from __future__ import annotations

import random

from bot.quiz.models import Question


def for_review(question: Question, salt: str = "") -> Question:
    rng = random.Random(f"repaso:{question.id}:{salt}")
    order = list(range(len(question.options)))
    while {order.index(i) for i in question.keys} == question.keys:
        rng.shuffle(order)
    keys = tuple(sorted(order.index(i) for i in question.select_all))
    return question.model_copy(
        update={
            "options": tuple(question.options[i] for i in order),
            "correct": keys[0] if keys else order.index(question.correct),
            "select_all": keys,
        }
    )
