"""The shape of the code, checked on its import graph: cogs -> bot -> index, never back, no
circles, and nothing under bot/ or index/ imports discord.

The graph is read from the source with ast, every ``import`` wherever it is (module level,
inside a function, under ``if TYPE_CHECKING:``), so an import made lazily to keep a start cheap
is an arrow all the same. Modules are found by walking the folders, not listed by hand.
Direction counts every import; circles count the imports that run (a type-only import is a
string annotation at run time: a store and the repositories that name its type are no circle).
The discord check imports every module of bot/ and index/ in a fresh interpreter (it replaces
tests/test_domain_imports.py).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Who may import whom: a package imports its own modules and the packages below it only.
LAYERS = {"index": 0, "bot": 1, "cogs": 2}

# The one arrow from bot to cogs: `juez bot` starts the Discord client, which lives with the
# cogs. The launcher names it in a string (importlib.import_module) and imports it only when the
# bot really starts, so the terminal never loads discord; no other bot module may reach cogs.
LATE_BOUND_HOOK = "cogs._app.client"


@dataclass(frozen=True)
class Arrow:
    source: str
    target: str
    line: int
    type_only: bool  # under `if TYPE_CHECKING:`: never runs, still a dependency
    by_name: bool = False  # importlib.import_module("…"): a late-bound hook


def project_modules() -> dict[str, Path]:
    found = {}
    for package in LAYERS:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _resolve(name: str, modules: dict[str, Path]) -> str | None:
    """The project module an imported name runs: the longest known prefix of it."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in modules:
            return candidate
        parts.pop()
    return None


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


class _Imports(ast.NodeVisitor):
    def __init__(self, module: str, is_package: bool, modules: dict[str, Path]) -> None:
        self.module = module
        self.package = module if is_package else module.rpartition(".")[0]
        self.modules = modules
        self.arrows: list[Arrow] = []
        self.type_only = False

    def _add(self, name: str, node: ast.AST, *, by_name: bool = False) -> None:
        target = _resolve(name, self.modules)
        if target is not None and target != self.module:
            line = getattr(node, "lineno", 0)
            self.arrows.append(Arrow(self.module, target, line, self.type_only, by_name))

    def visit_If(self, node: ast.If) -> None:
        if not _is_type_checking(node.test):
            self.generic_visit(node)
            return
        before, self.type_only = self.type_only, True
        for child in node.body:
            self.visit(child)
        self.type_only = before
        for child in node.orelse:
            self.visit(child)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._add(alias.name, node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            anchor = self.package.split(".")[: len(self.package.split(".")) - node.level + 1]
            base = ".".join([*anchor, base] if base else anchor)
        for alias in node.names:
            # `from bot.storage import sqlite` imports the submodule, not the package.
            submodule = f"{base}.{alias.name}"
            self._add(submodule if submodule in self.modules else base, node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if (
            name in ("import_module", "__import__")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            self._add(node.args[0].value, node, by_name=True)
        self.generic_visit(node)


def import_graph() -> list[Arrow]:
    modules = project_modules()
    arrows = []
    for module, path in modules.items():
        visitor = _Imports(module, path.name == "__init__.py", modules)
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        arrows.extend(visitor.arrows)
    return arrows


def circles(arrows: list[Arrow]) -> list[tuple[set[str], list[str]]]:
    """The modules that import each other round in a circle: each strongly connected group of
    more than one module (Tarjan), with one way round it, e.g. [a, b, c, a], so a failure shows
    the circle. Type-only imports count too: a module that names another's type depends on it
    (a repository names a protocol of what it uses, not the store that builds it)."""
    graph: dict[str, set[str]] = {}
    for arrow in arrows:
        graph.setdefault(arrow.source, set())
        graph.setdefault(arrow.target, set())
        graph[arrow.source].add(arrow.target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        for node in sorted(graph):
            if node not in index:
                visit(node)
    finally:
        sys.setrecursionlimit(limit)
    return [(group, _one_way_round(group, graph)) for group in groups]


def _one_way_round(group: set[str], graph: dict[str, set[str]]) -> list[str]:
    """A shortest circle from the group's first module back to itself (breadth first)."""
    start = min(group)
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for nxt in sorted(graph[node] & group):
            if nxt == start:
                return [*paths[node], start]
            if nxt not in paths:
                paths[nxt] = [*paths[node], nxt]
                queue.append(nxt)
    raise AssertionError(f"no circle through {start}")  # a strongly connected group has one


def _layer(module: str) -> int:
    return LAYERS[module.split(".")[0]]


def _upward(arrows: list[Arrow]) -> list[Arrow]:
    return [a for a in arrows if _layer(a.target) > _layer(a.source)]


# -- the graph ------------------------------------------------------------------------------------
def test_the_graph_sees_every_kind_of_import():
    arrows = import_graph()
    found = {(a.source, a.target) for a in arrows}
    # Module level, inside a function (JuezService opens the store lazily), under TYPE_CHECKING.
    assert ("bot.services.quiz", "bot.quiz") in found
    assert ("bot.services", "bot.storage") in found
    assert ("cogs.carta", "cogs._app.client") in found
    assert len(project_modules()) > 150


def test_no_import_circles():
    found = circles(import_graph())
    assert not found, "import circles:\n" + "\n".join(" -> ".join(way) for _, way in found)


def test_the_circle_finder_finds_a_circle():
    arrows = [
        Arrow("a", "b", 1, False),
        Arrow("b", "c", 1, False),
        Arrow("c", "a", 1, False),
        Arrow("c", "e", 1, False),
    ]
    assert circles(arrows) == [({"a", "b", "c"}, ["a", "b", "c", "a"])]
    assert circles([a for a in arrows if a.target != "a"]) == []
    # A type-only import closes a circle too: the module depends on the other's names.
    typed = [*arrows[:2], Arrow("c", "a", 1, True)]
    assert circles(typed) == [({"a", "b", "c"}, ["a", "b", "c", "a"])]


def test_arrows_run_cogs_to_bot_to_index_only():
    wrong = [a for a in _upward(import_graph()) if a.target != LATE_BOUND_HOOK]
    assert not wrong, "\n".join(f"{a.source}:{a.line} imports {a.target}" for a in wrong)


def test_bot_reaches_cogs_only_through_the_one_late_bound_hook():
    hooks = [a for a in _upward(import_graph()) if a.target == LATE_BOUND_HOOK]
    assert len(hooks) == 1, hooks
    (hook,) = hooks
    assert hook.source.startswith("bot.") and hook.by_name and not hook.type_only


def _inside(module: str, packages: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def test_renderers_and_the_domain_do_not_import_the_services_facade():
    """bot/text renders answer models (bot.services.models); the domain packages know nothing
    of the facade that uses them: arrows inside bot run down too."""
    below = ("bot.text", "bot.quiz", "bot.engine", "bot.cards", "bot.storage")
    wrong = [
        a
        for a in import_graph()
        if _inside(a.source, below)
        and _inside(a.target, ("bot.services",))
        and a.target != "bot.services.models"
    ]
    assert not wrong, "\n".join(f"{a.source}:{a.line} imports {a.target}" for a in wrong)


def test_the_engine_emits_data_and_never_imports_its_wording():
    """bot/engine answers with data (steps, verdict, summary as phrases); their words, in every
    language, are bot/text's, which reads the engine's models: the arrow runs one way only."""
    wrong = [
        a
        for a in import_graph()
        if _inside(a.source, ("bot.engine",)) and _inside(a.target, ("bot.text",))
    ]
    assert not wrong, "\n".join(f"{a.source}:{a.line} imports {a.target}" for a in wrong)


# -- discord --------------------------------------------------------------------------------------
def domain_modules() -> list[str]:
    return sorted(m for m in project_modules() if m.split(".")[0] in ("bot", "index"))


def test_the_walk_finds_lazily_imported_modules():
    modules = domain_modules()
    # Imported only inside functions: a hand-written list used to miss modules like these.
    assert {
        "bot.terminal.launcher",
        "bot.terminal.console",
        "bot.services.quiz",
        "index.library",
    } <= set(modules)
    assert len(modules) > 60


def test_domain_modules_do_not_import_discord():
    code = (
        "import importlib, sys\n"
        f"for name in {domain_modules()!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m == 'discord' or m.startswith('discord.')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False,
        cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_check_would_notice_discord():
    done = subprocess.run(
        [sys.executable, "-c", f"import {LATE_BOUND_HOOK}, sys; print('discord' in sys.modules)"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    assert done.stdout.strip() == "True", done.stderr
