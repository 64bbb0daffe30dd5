"""How often one member, and one server, may use Juez's commands: one place for every command.

Issue 44: one member could send 1,000 commands in a burst, and each took its share of the two
cores every other server waits on. A token bucket per member and one per server: a burst up to
``burst`` commands, then one every ``every_s`` seconds. A command over either limit is answered
privately, in Spanish, with how long to wait, and costs nothing (it neither searches nor counts
against the other bucket). Autocomplete (one request a keystroke) and buttons are not counted:
they are cheap, and a refused autocomplete would only show an empty list.

The buckets live in the process (a restart forgets them, which only lets a member in sooner);
an idle bucket is full, so it is dropped when the table grows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import discord

from bot.services import ServiceError
from cogs._app.errors import reply_error

MEMBER_WAIT = (
    "Vas demasiado deprisa: espera {seconds} s antes de usar otro comando. "
    "(Cada persona puede hacer {burst} consultas seguidas y luego una cada {every} s.)"
)
SERVER_WAIT = (
    "Este servidor está usando el bot más deprisa de lo que puede responder: espera "
    "{seconds} s y vuelve a intentarlo."
)
KEPT_BUCKETS = 10_000  # past this, the full (idle) ones are forgotten


@dataclass(frozen=True)
class Limit:
    burst: int  # commands in a row
    every_s: float  # then one each this many seconds


MEMBER_LIMIT = Limit(burst=8, every_s=3.0)  # 20 a minute sustained: a judge answering fast
SERVER_LIMIT = Limit(burst=60, every_s=0.2)  # 5 a second: a large event's channel at its peak


class Buckets:
    """Token buckets by key (a member's or a server's id), on a clock the caller passes."""

    def __init__(self, limit: Limit) -> None:
        self.limit = limit
        self._left: dict[int, tuple[float, float]] = {}  # key -> (tokens, when counted)

    def wait(self, key: int, now: float) -> float:
        """Seconds until ``key`` may use one more command; 0 when it may now."""
        tokens = self._tokens(key, now)
        return 0.0 if tokens >= 1 else (1 - tokens) * self.limit.every_s

    def take(self, key: int, now: float) -> None:
        self._left[key] = (self._tokens(key, now) - 1, now)
        if len(self._left) > KEPT_BUCKETS:
            self._forget_idle(now)

    def _tokens(self, key: int, now: float) -> float:
        tokens, then = self._left.get(key, (float(self.limit.burst), now))
        refilled = tokens + max(0.0, now - then) / self.limit.every_s
        return min(float(self.limit.burst), refilled)

    def _forget_idle(self, now: float) -> None:
        full = [k for k in self._left if self._tokens(k, now) >= self.limit.burst]
        for key in full:
            del self._left[key]


class Cooldowns:
    """The member's and the server's buckets, checked together."""

    def __init__(self, member: Limit = MEMBER_LIMIT, server: Limit = SERVER_LIMIT) -> None:
        self.members = Buckets(member)
        self.servers = Buckets(server)

    def refusal(self, member: int, server: int | None, now: float) -> str | None:
        """The Spanish reply when this command must wait (nothing is taken then); else None,
        and the command is counted in both buckets."""
        wait = self.members.wait(member, now)
        if wait > 0:
            limit = self.members.limit
            return MEMBER_WAIT.format(
                seconds=_seconds(wait), burst=limit.burst, every=f"{limit.every_s:g}"
            )
        if server is not None and (wait := self.servers.wait(server, now)) > 0:
            return SERVER_WAIT.format(seconds=_seconds(wait))
        self.members.take(member, now)
        if server is not None:
            self.servers.take(server, now)
        return None


def _seconds(wait: float) -> int:
    return max(1, math.ceil(wait))


async def over_the_limit(interaction: discord.Interaction) -> bool:
    """True (and the member told how long to wait, privately) when this command must wait.
    The bot's ``cooldowns`` and ``clock`` (the tests' fake clock) decide."""
    if interaction.type is not discord.InteractionType.application_command:
        return False
    cooldowns = getattr(interaction.client, "cooldowns", None)
    clock = getattr(interaction.client, "clock", None)
    if not isinstance(cooldowns, Cooldowns) or clock is None:
        return False
    said = cooldowns.refusal(interaction.user.id, interaction.guild_id, clock.monotonic())
    if said is None:
        return False
    await reply_error(interaction, ServiceError(said))
    return True
