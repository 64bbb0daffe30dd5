"""bench.startup_phases: callgrind's dumps read back as phases (no valgrind run here)."""

from bench.startup_phases import by_phase, making_classes


def test_each_phase_is_what_ran_up_to_its_mark_and_class_marks_only_split_a_phase():
    # Dumps in order: each one ends at the mark of the same place; the last, after the last.
    names = ["pila", "+dataclass", "-dataclass", "importar", "antes: corpus", "corpus"]
    counts = [100, 5, 7, 3, 2, 40, 1]
    assert by_phase(counts, names) == {
        "pila": 100,
        "importar": 15,  # 5 before the class, 7 making it, 3 after
        "entre etapas": 2,
        "corpus": 40,
        "salir (tras la respuesta)": 1,
    }
    assert sum(by_phase(counts, names).values()) == sum(counts)


def test_the_classes_count_what_ran_between_their_marks_only():
    names = ["+dataclass", "+dataclass", "-dataclass", "x", "+pydantic", "-pydantic"]
    counts = [1, 10, 20, 3, 4, 30, 5]
    assert making_classes(counts, names) == {"dataclass": 30, "pydantic": 30}
