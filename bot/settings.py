"""Settings from the environment and a `.env` file (see .env.example for each one)."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationInfo, field_validator

# A bot token is three base64url parts separated by dots; checking the shape catches a pasted
# client secret or application id before Discord refuses it.
_TOKEN_SHAPE = re.compile(r"^[\w-]{20,}\.[\w-]{4,}\.[\w-]{20,}$")


_EDITION_SHAPE = re.compile(r"^(es|en|actual|vigente|current|\d{4}|(es|en)-[\w-]+)$")


def _default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "juez"


_DATABASE_URL_EXAMPLE = "postgresql://juez:clave@localhost:5432/juez"


def _download_url(value: str, variable: str, what: str, example: str) -> str:
    """An http(s) address for a download setting, or a Spanish error naming the variable."""
    value = value.strip()
    if not re.fullmatch(r"https?://[^\s/?#]+(/\S*)?", value):
        raise ValueError(
            f"{variable} debe ser la dirección de {what}, por ejemplo {example}; "
            f"no entiendo {value!r}"
        )
    return value


def _download_seconds(value: object, variable: str, example: float) -> float:
    """A time limit of more than 0 and at most 600 seconds, or a Spanish error with an example."""
    hint = f"(por ejemplo {variable}={example:g})"
    try:
        seconds = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise ValueError(f"{variable} debe ser un número de segundos {hint}") from None
    if not 0 < seconds <= 600:
        raise ValueError(f"{variable} va de más de 0 a 600 segundos {hint}")
    return seconds


def _environment(env_file: str | Path | None) -> dict[str, str]:
    """Every setting given, by lower-cased name: systemd's credentials over the process's
    environment over the .env file (all read case-insensitively; an empty value means "not
    set", so an empty variable lets the file's value through)."""
    found: dict[str, str] = {}
    if env_file is not None and Path(env_file).is_file():
        from dotenv import dotenv_values  # only with a file to read: most starts have none

        file_values = dotenv_values(env_file, encoding="utf-8")
        found.update({k.lower(): v for k, v in file_values.items() if v})  # None: "KEY" alone
    found.update({k.lower(): v for k, v in os.environ.items() if v})
    found.update(_credentials(os.environ.get(CREDENTIALS_VARIABLE)))
    return found


CREDENTIALS_VARIABLE = "CREDENTIALS_DIRECTORY"
_CREDENTIAL_MAX_BYTES = 64 * 1024  # a token or a URL; anything bigger is not a setting


def _credentials(folder: str | None) -> dict[str, str]:
    """The settings systemd handed over as credentials (LoadCredential=DISCORD_TOKEN:…): one
    file a setting, named like its variable, in $CREDENTIALS_DIRECTORY. They win over the
    environment because they are the way a service is given a secret: the environment is
    visible to every process of the same user, a credential only to this service."""
    if not folder:
        return {}
    found: dict[str, str] = {}
    try:
        entries = list(os.scandir(folder))
    except OSError:  # no such folder: a variable left from another service
        return {}
    for entry in entries:
        try:
            if not entry.is_file() or entry.stat().st_size > _CREDENTIAL_MAX_BYTES:
                continue
            value = Path(entry.path).read_text(encoding="utf-8").rstrip("\r\n")
        except (OSError, UnicodeDecodeError):
            continue  # not a setting of Juez's (another credential of the service)
        if value:
            found[entry.name.lower()] = value
    return found


class _FromEnvironment(BaseModel):
    """A settings group read from the environment and `.env`, by each field's alias.

    pydantic-settings did this until its import alone (its cloud secret sources, its own
    argument parser, asyncio) took a sixth of `juez regla`'s start; these are its rules for
    the settings Juez has: values given to the constructor win over the environment, which
    wins over `.env` (read from the working folder, ``_env_file=None`` to skip it), which
    wins over the defaults; names are matched without case; unknown names are ignored;
    defaults are validated like given values."""

    # defer_build: a group's validator is built when that group is first read, not when this
    # module is imported; a command reads Settings (every group at once), and building each
    # group's own validator besides cost a cold `juez buscar` some 10 ms for nothing.
    model_config = ConfigDict(extra="ignore", validate_default=True, defer_build=True)

    def __init__(self, _env_file: str | Path | None = ".env", **values: Any) -> None:
        fields = type(self).model_fields
        aliases = {(f.alias or name).lower(): f.alias or name for name, f in fields.items()}
        found = _environment(_env_file)
        given = {aliases[key]: value for key, value in found.items() if key in aliases}
        super().__init__(**{**given, **values})


class StoreSettings(_FromEnvironment):
    """Which store to use: the one setting the services read on their own (JuezService)."""

    database_url: str | None = Field(default=None, alias="JUEZ_DATABASE_URL")

    @field_validator("database_url")
    @classmethod
    def _postgres_url(cls, value: str | None) -> str | None:
        if value is None:
            return None
        value = value.strip()
        if not value.startswith(("postgresql://", "postgres://")):
            raise ValueError(
                "JUEZ_DATABASE_URL debe ser una URL de PostgreSQL, por ejemplo "
                f"{_DATABASE_URL_EXAMPLE}; déjala vacía para usar SQLite (JUEZ_DB_PATH)"
            )
        return value


_SCRYFALL_EXAMPLE = "https://api.scryfall.com"
MTGJSON_ATOMIC_URL = "https://mtgjson.com/api/v5/AtomicCards.json.gz"


class CardSettings(_FromEnvironment):
    """Where card data comes from and how long a saved card counts as current (bot.cards)."""

    scryfall_url: str = Field(default=_SCRYFALL_EXAMPLE, alias="JUEZ_SCRYFALL_URL")
    card_cache_days: float = Field(default=7.0, alias="JUEZ_CARD_CACHE_DAYS")
    # `juez cartas actualizar`: MTGJSON's AtomicCards (gzip or plain JSON), and the seconds
    # each read of it may wait (bot.cards.refresh).
    mtgjson_url: str = Field(default=MTGJSON_ATOMIC_URL, alias="JUEZ_MTGJSON_URL")
    mtgjson_timeout: float = Field(default=60.0, alias="JUEZ_MTGJSON_TIMEOUT")

    @field_validator("scryfall_url")
    @classmethod
    def _http_url(cls, value: str) -> str:
        value = value.strip().rstrip("/")
        if not re.fullmatch(r"https?://[^\s/?#]+(/[^\s?#]*)?", value):
            raise ValueError(
                "JUEZ_SCRYFALL_URL debe ser la dirección de la API de Scryfall, por ejemplo "
                f"{_SCRYFALL_EXAMPLE}; no entiendo {value!r}"
            )
        return value

    @field_validator("mtgjson_url")
    @classmethod
    def _file_url(cls, value: str) -> str:
        return _download_url(
            value, "JUEZ_MTGJSON_URL", "el archivo AtomicCards", MTGJSON_ATOMIC_URL
        )

    @field_validator("mtgjson_timeout", mode="before")
    @classmethod
    def _timeout(cls, value: object) -> object:
        return _download_seconds(value, "JUEZ_MTGJSON_TIMEOUT", 60)

    @field_validator("card_cache_days", mode="before")
    @classmethod
    def _days(cls, value: object) -> object:
        example = "(por ejemplo JUEZ_CARD_CACHE_DAYS=7)"
        try:
            days = float(value)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            raise ValueError(f"JUEZ_CARD_CACHE_DAYS debe ser un número de días {example}") from None
        if not 0 < days <= 365:
            raise ValueError(f"JUEZ_CARD_CACHE_DAYS va de más de 0 a 365 días {example}")
        return days


_RULES_PAGE = "https://magic.wizards.com/en/rules"


class RulesSettings(_FromEnvironment):
    """Where `juez actualizar` finds the rules in force (bot.rules_download)."""

    rules_url: str = Field(default=_RULES_PAGE, alias="JUEZ_RULES_URL")
    rules_timeout: float = Field(default=30.0, alias="JUEZ_RULES_TIMEOUT")

    @field_validator("rules_url")
    @classmethod
    def _page_url(cls, value: str) -> str:
        return _download_url(value, "JUEZ_RULES_URL", "la página de reglas", _RULES_PAGE)

    @field_validator("rules_timeout", mode="before")
    @classmethod
    def _seconds(cls, value: object) -> object:
        return _download_seconds(value, "JUEZ_RULES_TIMEOUT", 30)


_SITE_EXAMPLE = "https://reglas.example.org"


class SiteSettings(_FromEnvironment):
    """Where the rules site (`juez sitio construir`) is published: answers link to it."""

    site_url: str | None = Field(default=None, alias="JUEZ_SITIO_URL")

    @field_validator("site_url")
    @classmethod
    def _site_url(cls, value: str | None) -> str | None:
        if value is None:
            return None
        value = value.strip().rstrip("/")
        if not re.fullmatch(r"https?://[^\s/?#]+(/[^\s?#]*)?", value):
            raise ValueError(
                "JUEZ_SITIO_URL debe ser la dirección donde está publicado el sitio de reglas, "
                f"por ejemplo {_SITE_EXAMPLE}; déjala vacía si no lo publicas; no entiendo "
                f"{value!r}"
            )
        return value


def _no_guilds() -> list[int]:
    # A function, not ``list``: pydantic reads a default factory's signature, and a builtin's is
    # parsed from text by the tokenizer (its first use compiles its patterns: about 2 ms of
    # every command's start).
    return []


class Settings(StoreSettings, CardSettings, RulesSettings, SiteSettings):
    discord_token: SecretStr | None = Field(default=None, alias="DISCORD_TOKEN")
    guild_ids: list[int] = Field(default_factory=_no_guilds, alias="JUEZ_GUILD_IDS")
    data_dir: Path = Field(default_factory=_default_data_dir, alias="JUEZ_DATA_DIR")
    db_path: Path | None = Field(default=None, alias="JUEZ_DB_PATH")
    log_level: str = Field(default="INFO", alias="JUEZ_LOG_LEVEL")
    default_edition: str | None = Field(default=None, alias="JUEZ_DEFAULT_EDITION")
    # The shards this process runs and how many the bot has in all (discord.py's shard_ids and
    # shard_count); both empty: one process runs every shard, as many as Discord recommends.
    shards: list[int] | None = Field(default=None, alias="JUEZ_SHARDS")
    shard_count: int | None = Field(
        default=None, alias="JUEZ_SHARD_COUNT", validate_default=True
    )  # checked against shards (declared before it) even when left empty

    @field_validator("guild_ids", mode="before")
    @classmethod
    def _split_ids(cls, value: object) -> object:
        # "123, 456" in .env is friendlier than a JSON list.
        if isinstance(value, str):
            parts = [v for v in re.split(r"[,\s]+", value.strip()) if v]
            bad = [v for v in parts if not v.isdigit()]
            if bad:
                raise ValueError(
                    f"JUEZ_GUILD_IDS debe ser una lista de ids numéricos separados por comas "
                    f"(por ejemplo 123456789012345678, 987654321098765432); no entiendo {bad[0]!r}"
                )
            return [int(v) for v in parts]
        if isinstance(value, int):
            return [value]
        return value

    @field_validator("shards", mode="before")
    @classmethod
    def _shard_ranges(cls, value: object) -> object:
        # "0-3" or "0,1,4-5": the form a server admin writes in a unit file.
        if not isinstance(value, str):
            return value
        shards: list[int] = []
        for part in (p for p in re.split(r"[,\s]+", value.strip()) if p):
            match = re.fullmatch(r"(\d+)(?:-(\d+))?", part)
            if match is None or int(match[2] or match[1]) < int(match[1]):
                raise ValueError(
                    "JUEZ_SHARDS debe ser una lista de números de shard o rangos, por ejemplo "
                    f"0-3 o 0,2,4-5; no entiendo {part!r}"
                )
            shards += range(int(match[1]), int(match[2] or match[1]) + 1)
        return sorted(set(shards)) or None

    @field_validator("shard_count", mode="before")
    @classmethod
    def _count_fits_the_shards(cls, value: object, info: ValidationInfo) -> object:
        example = "(por ejemplo JUEZ_SHARDS=0-3 y JUEZ_SHARD_COUNT=8)"
        if isinstance(value, str):
            if not value.strip().isdigit():
                raise ValueError(f"JUEZ_SHARD_COUNT debe ser un número entero {example}")
            value = int(value)
        shards = info.data.get("shards")
        if value is None:
            if shards:
                raise ValueError(
                    f"JUEZ_SHARDS necesita JUEZ_SHARD_COUNT, el total de shards del bot {example}"
                )
            return None
        if not isinstance(value, int) or value < 1:
            raise ValueError(f"JUEZ_SHARD_COUNT debe ser 1 o más {example}")
        if shards and shards[-1] >= value:
            raise ValueError(
                f"JUEZ_SHARDS pide el shard {shards[-1]}, pero con JUEZ_SHARD_COUNT={value} "
                f"los shards van de 0 a {value - 1} {example}"
            )
        return value

    @field_validator("discord_token", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("default_edition")
    @classmethod
    def _edition(cls, value: str | None, info: ValidationInfo) -> str | None:
        # Checked by shape here (the corpus is not loaded yet): a typo would otherwise be
        # ignored silently by every lookup.
        if value is not None and not _EDITION_SHAPE.match(value.strip().lower()):
            from index.editions.edition_catalog import EditionCatalog

            data_dir = info.data.get("data_dir")
            catalog = EditionCatalog.read(data_dir if isinstance(data_dir, Path) else None)
            raise ValueError(
                f"JUEZ_DEFAULT_EDITION debe ser {catalog.option_help()}; no entiendo {value!r}"
            )
        return value

    @field_validator("log_level")
    @classmethod
    def _level(cls, value: str) -> str:
        level = value.upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError("JUEZ_LOG_LEVEL debe ser DEBUG, INFO, WARNING, ERROR o CRITICAL")
        return level

    @property
    def database(self) -> Path:
        """The SQLite file (used when JUEZ_DATABASE_URL is empty)."""
        return self.db_path or self.data_dir / "juez.sqlite3"

    @property
    def shard_options(self) -> dict[str, Any]:
        """discord.py's shard_ids and shard_count, only those set (it wants none, or both)."""
        options: dict[str, Any] = {}
        if self.shards is not None:
            options["shard_ids"] = self.shards
        if self.shard_count is not None:
            options["shard_count"] = self.shard_count
        return options

    @property
    def store(self) -> Path | str:
        """Where the data lives: the PostgreSQL URL when there is one, else the SQLite file."""
        return self.database_url or self.database

    def token_problem(self) -> str | None:
        """Why the token cannot be used, in Spanish; None when it looks right."""
        if self.discord_token is None:
            return "No hay DISCORD_TOKEN configurado."
        if not _TOKEN_SHAPE.match(self.discord_token.get_secret_value().strip()):
            return (
                "DISCORD_TOKEN no tiene forma de token de bot (tres partes separadas por puntos). "
                "Cópialo de la sección Bot del portal de desarrolladores de Discord."
            )
        return None
