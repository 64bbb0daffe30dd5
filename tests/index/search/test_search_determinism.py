"""The same question gets the same answer in every process: nothing in the ranking may depend
on set or hash order (PYTHONHASHSEED changes it from one run to the next)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
# Two questions whose answers changed with the hash seed: two equal named concepts (a rule's
# title and a glossary entry, "Cascade") were kept in set order.
QUESTIONS = ["rebatir", "Bloodbraid Elf me cascadea a un Fireball, cuanto vale la X?"]
SCRIPT = """
import json, sys
from pathlib import Path
from index.library import Library
lib = Library.open(Path(sys.argv[1]))
print(json.dumps([[(h.id, h.edition, h.score) for h in lib.search(q).results]
                  for q in json.loads(sys.argv[2])]))
"""


def _answers(data_dir: Path, seed: int) -> list[list[list[object]]]:
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(data_dir), json.dumps(QUESTIONS)],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=300, check=True,
    )  # fmt: skip
    return json.loads(proc.stdout)


def test_answers_do_not_depend_on_the_hash_seed(library, data_dir):
    library.full_text.warm_up()  # the index is built before the processes open it
    first = _answers(data_dir, 1)
    assert all(first), first
    for seed in (2, 3):
        assert _answers(data_dir, seed) == first, seed
