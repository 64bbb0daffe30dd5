"""The domain never imports discord: every module of it, in a fresh interpreter.

The modules are found by walking the packages, not listed by hand, so a module imported lazily
(inside a function) or added later is checked too. Only bot/client.py and cogs/ may import
discord.
"""

import pkgutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAY_IMPORT_DISCORD = {"bot.client"}


def domain_modules() -> list[str]:
    found = []
    for package in ("index", "bot"):
        found.append(package)
        for info in pkgutil.walk_packages([str(ROOT / package)], prefix=f"{package}."):
            if info.name not in MAY_IMPORT_DISCORD and not info.name.endswith("__main__"):
                found.append(info.name)
    return sorted(found)


def test_the_walk_finds_lazily_imported_modules():
    modules = domain_modules()
    # Imported only inside functions: a hand-written list used to miss modules like these.
    assert {
        "bot.terminal.launcher",
        "bot.terminal.console",
        "bot.services.quiz",
        "index.library",
    } <= set(modules)
    assert "bot.client" not in modules
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
        [sys.executable, "-c", "import bot.client, sys; print('discord' in sys.modules)"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    assert done.stdout.strip() == "True", done.stderr
