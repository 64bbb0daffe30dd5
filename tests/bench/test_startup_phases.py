"""bench.startup_phases: callgrind's dumps read back as phases (no valgrind run here)."""

from bench.startup_phases import by_module, by_phase, making_classes


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


def test_a_module_counts_its_own_body_and_not_the_modules_it_imports():
    names = ["pila", "+mod:a", "+mod:b", "-mod:b", "+dataclass", "-dataclass", "-mod:a", "fin"]
    counts = [100, 1, 2, 30, 4, 5, 6, 7, 8]
    # a: 2 before importing b, 4 + 5 + 6 after it (its class included); b: its 30 alone.
    assert by_module(counts, names) == {"a": 17, "b": 30}
    # The module marks split no phase, and are not classes.
    assert by_phase(counts, names) == {"pila": 100, "fin": 55, "salir (tras la respuesta)": 8}
    assert making_classes(counts, names) == {"dataclass": 5}
