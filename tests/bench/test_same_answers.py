"""bench.same_answers: the development questions only, and every answer that changed listed."""

from bench.same_answers import _SEPARATOR, EVAL, SETS, differing, questions

_BLIND = ("validacion", "blind", "ciego")


def test_only_development_sets_are_read_and_each_question_once():
    assert not [name for name in SETS if any(word in name for word in _BLIND)]
    assert all((EVAL / name).is_file() for name in SETS)
    asked = questions()
    assert len(asked) == len(set(asked)) > 800
    assert all(q and "\t" not in q for q in asked)


def test_a_changed_answer_is_listed_by_its_question():
    before = _SEPARATOR.join(["uno\n[0]\nA", "dos\n[0]\nB", "tres\n[0]\nC"])
    after = _SEPARATOR.join(["uno\n[0]\nA", "dos\n[1]\nB", "tres\n[0]\nC"])
    assert differing(before, before) == []
    assert differing(before, after) == ["dos"]
    assert differing(before, _SEPARATOR.join(["uno\n[0]\nA"])) == ["3 respuestas antes, 1 después"]
