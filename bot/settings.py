"""Settings from the environment and a `.env` file (see .env.example for each one)."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Annotated

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

# A bot token is three base64url parts separated by dots; checking the shape catches a pasted
# client secret or application id before Discord refuses it.
_TOKEN_SHAPE = re.compile(r"^[\w-]{20,}\.[\w-]{4,}\.[\w-]{20,}$")


_EDITION_SHAPE = re.compile(r"^(es|en|actual|vigente|current|\d{4}|(es|en)-[\w-]+)$")


def _default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "juez"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    discord_token: SecretStr | None = Field(default=None, alias="DISCORD_TOKEN")
    guild_ids: Annotated[list[int], NoDecode] = Field(default_factory=list, alias="JUEZ_GUILD_IDS")
    data_dir: Path = Field(default_factory=_default_data_dir, alias="JUEZ_DATA_DIR")
    db_path: Path | None = Field(default=None, alias="JUEZ_DB_PATH")
    log_level: str = Field(default="INFO", alias="JUEZ_LOG_LEVEL")
    default_edition: str | None = Field(default=None, alias="JUEZ_DEFAULT_EDITION")

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

    @field_validator("discord_token", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("default_edition")
    @classmethod
    def _edition(cls, value: str | None) -> str | None:
        # Checked by shape here (the corpus is not loaded yet): a typo would otherwise be
        # ignored silently by every lookup.
        if value is not None and not _EDITION_SHAPE.match(value.strip().lower()):
            raise ValueError(
                "JUEZ_DEFAULT_EDITION debe ser es, en, 2019, 2026, actual o un id de edición "
                f"como en-2026-01-16; no entiendo {value!r}"
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
        return self.db_path or self.data_dir / "juez.sqlite3"

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
