"""The one pydantic base every scenario model shares: unknown fields are errors, and
assignments are validated too (the engine mutates its copy of the state)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)
