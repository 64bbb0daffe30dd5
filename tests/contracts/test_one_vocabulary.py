"""One fold and one game vocabulary (issue 41): the words of the game are folded by one function,
index.fold.fold, and paired Spanish <-> English in one table, index/data/vocabulary/
game-words.tsv (keyword names: aliases/keywords-en-es.tsv). A second fold, or a literal that
pairs a game word's Spanish and English names again, fails here."""

from __future__ import annotations

import ast
from pathlib import Path

from index.fold import fold
from index.vocabulary.game import game_words

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("index", "bot", "cogs", "bench")
THE_FOLD = Path("index/fold.py")


def _sources() -> list[tuple[Path, ast.Module]]:
    return [
        (path.relative_to(ROOT), ast.parse(path.read_text(encoding="utf-8")))
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
    ]


def _is_fold(name: str) -> bool:
    """ "fold", "_fold", "fold_keep", "_fold_word"; not "folded_names" nor "_folder"."""
    return "fold" in name.lower().split("_")


def test_the_sources_are_found() -> None:
    paths = {path for path, _ in _sources()}
    assert THE_FOLD in paths and len(paths) > 300


def test_one_fold_function() -> None:
    found = [
        f"{path}:{node.lineno} {node.name}"
        for path, tree in _sources()
        if path != THE_FOLD
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and _is_fold(node.name)
    ]
    assert not found, "fold text only with index.fold.fold (a form of it if needed): " + str(found)


def test_the_scan_would_see_a_second_fold() -> None:
    tree = ast.parse("def fold_aligned(text):\n    return text\n")
    assert any(isinstance(n, ast.FunctionDef) and _is_fold(n.name) for n in ast.walk(tree))
    assert not _is_fold("folded_names") and not _is_fold("index_folder")


def _pairs() -> list[tuple[str, frozenset[str], frozenset[str]]]:
    """Each card type and keyword: its id, its Spanish name and its English one (folded). A word
    spelled alike in both languages ("planeswalker", "indestructible") pairs nothing."""
    pairs = []
    for word in game_words().values():
        spanish, english = frozenset({fold(word.es)}), frozenset({fold(word.en)})
        if word.kind in ("type", "keyword") and not spanish & english:
            pairs.append((word.id, spanish, english))
    return pairs


def _held(node: ast.expr | None) -> set[str]:
    """The strings a literal holds as keys, values or items, nested literals included (never
    the words of a sentence built inside it: f-strings and functions are not entries)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {fold(node.value)}
    if isinstance(node, ast.Dict):
        return set().union(*map(_held, node.keys), *map(_held, node.values))
    if isinstance(node, ast.Set | ast.List | ast.Tuple):
        return set().union(*map(_held, node.elts))
    return set()


def _tables(tree: ast.Module) -> list[tuple[ast.expr, set[str]]]:
    """Every dict or set literal with the strings it holds."""
    return [(n, _held(n)) for n in ast.walk(tree) if isinstance(n, ast.Dict | ast.Set)]


def _second_tables(sources: list[tuple[Path, ast.Module]]) -> list[str]:
    pairs = _pairs()
    found = []
    for path, tree in sources:
        for node, strings in _tables(tree):
            for word, spanish, english in pairs:
                if spanish & strings and english & strings:
                    found.append(f"{path}:{node.lineno} {word}")
                    break
    return sorted(set(found))


def test_no_second_table_pairs_a_game_word_in_both_languages() -> None:
    found = _second_tables(_sources())
    assert not found, (
        "take Spanish and English game words from index/vocabulary/game.py "
        "(index/data/vocabulary/game-words.tsv): " + str(found)
    )


def test_the_scan_would_see_a_second_table() -> None:
    sources = [
        (Path("x.py"), ast.parse('_NOUNS = {"criatura": "creature"}')),
        (Path("y.py"), ast.parse('_KW = {"arrollar": "trample", "vuela": "flying"}')),
        (Path("z.py"), ast.parse('_ES = {"creature": ("Criatura", "criaturas")}')),
    ]
    assert len(_second_tables(sources)) == 3
