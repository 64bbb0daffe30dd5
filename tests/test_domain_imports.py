"""The domain never imports discord: checked in a fresh interpreter, where nothing is cached."""

import importlib.util
import subprocess
import sys

DOMAIN = [
    "index",
    "index.library",
    "index.search",
    "bot.services",
    "bot.settings",
    "bot.cli",
    "bot.console",
    "bot.launcher",
    "bot.text.render",
    "bot.text.layout",
    "bot.text.locales",
    "bot.engine",
    "bot.quiz",
    "bot.storage",
    "bot.storage.database",
    "bot.storage.guild_settings",
    "cogs.suggest",  # autocomplete matching is pure too
    "cogs.text_split",
]


def _present(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:  # a parent package that does not exist (yet)
        return False


def test_domain_modules_do_not_import_discord():
    modules = [m for m in DOMAIN if _present(m)]
    assert {"index.library", "bot.services", "bot.cli", "bot.storage"} <= set(modules)
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m == 'discord' or m.startswith('discord.')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_check_would_notice_discord():
    done = subprocess.run(
        [sys.executable, "-c", "import bot.client, sys; print('discord' in sys.modules)"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.stdout.strip() == "True", done.stderr
