"""What the teller claims about how the play ends, checked against the run (issue 42).

A told message carries claims: reported ("el rival dice que se matan los dos"), the teller's
own account ("le asigno 1 y 3 arrollan", "me quedo a 0") or how a story ended. The engine never
obeys them: it runs the play, then each claim whose meaning is certain is checked against the
result here, as data (``outcome.ClaimCheck``: the claim, whether it holds, what the run says,
the rules).
A claim this module cannot read is left unchecked: the result above it answers it, and no
verdict is given on words not understood.

The shapes read, each against the run alone (never against what the teller meant by "me"):
- both fighting creatures die / neither dies ("se matan los dos", "no muere ninguno"), when
  exactly two creatures dealt or were dealt damage;
- how much damage reaches a player ("3 arrollan", "le entran 2", "pasan 4"), when one player
  was dealt damage or none;
- the life total one ends at ("me quedo a 0", "se queda a 2"), when exactly one player was
  dealt damage.
"""

from __future__ import annotations

import re

from index.fold import fold

from .outcome import ClaimCheck, Outcome

_BOTH_DIE = re.compile(
    r"(?<!\w)(?:(?:se\s+)?(?:matan|mueren|murieron)\s+(?:los|las)\s+dos"
    r"|(?:los|las)\s+dos\s+(?:se\s+)?(?:mueren|murieron)|se\s+matan(?:\s+entre\s+(?:si|ellos))?$)"
)
_NONE_DIES = re.compile(
    r"(?<!\w)(?:no\s+(?:se\s+)?muere\s+(?:ninguno|ninguna|nadie)|(?:ninguno|ninguna)\s+(?:se\s+)?"
    r"muere|sobreviven\s+(?:los|las)\s+dos|(?:los|las)\s+dos\s+sobreviven)(?!\w)"
)
_THROUGH = re.compile(
    r"(?<!\w)(?:(?P<a>\d+)\s+(?:arrollan|pasan|entran|llegan)"
    r"|(?:me|le|te|les|nos)\s+(?:entran|pasan|llegan)\s+(?P<b>\d+)"
    r"|(?:pasan|entran|llegan)\s+(?P<c>\d+))(?![\w/])"
)
_ENDS_AT = re.compile(
    r"(?<!\w)(?:(?:me|se|le|nos)\s+)?(?:quedo|queda|quedamos)\s+(?:a|en)\s+(?P<n>\d+)(?![\w/])"
)


def _is_player(name: str) -> bool:
    return name.startswith("Jugador")


def check_claims(claims: list[str], outcome: Outcome) -> list[ClaimCheck]:
    """Each claim of ``claims`` whose meaning is certain, checked against ``outcome``."""
    return [check for claim in claims if (check := _check(claim, outcome)) is not None]


def _check(claim: str, outcome: Outcome) -> ClaimCheck | None:
    folded = fold(claim, "words")
    final = outcome.final
    records = [d for d in final.damage if d.dealt > 0 or d.prevented > 0]
    fighting = {n for d in records for n in (d.source, d.target) if not _is_player(n)}
    died = [d for d in final.died if d.id in fighting]
    death_rules = tuple(dict.fromkeys(r for d in died for r in d.rules)) or ("704.5g",)
    names = [d.name for d in died]
    deaths = {"kind": "claim.died", "names": names}
    if _BOTH_DIE.search(folded) and len(fighting) == 2:
        return ClaimCheck(claim=claim, holds=len(died) == 2, found=deaths, rules=death_rules)
    if _NONE_DIES.search(folded) and len(fighting) == 2:
        return ClaimCheck(claim=claim, holds=not died, found=deaths, rules=death_rules)
    to_players = [d for d in final.damage if _is_player(d.target) and d.dealt > 0]
    hit = {d.target for d in to_players}
    through = _THROUGH.search(folded)
    if through is not None and len(hit) <= 1:
        said = int(next(g for g in through.groups() if g is not None))
        dealt = sum(d.dealt for d in to_players)
        found = {"kind": "claim.through", "amount": dealt}
        return ClaimCheck(claim=claim, holds=dealt == said, found=found, rules=("510.1", "120.3"))
    ends = _ENDS_AT.search(folded)
    if ends is not None and len(hit) == 1:
        player = next(p for p in final.players if p.name in hit)
        found = {"kind": "claim.life", "player": player.name, "life": player.life}
        holds = player.life == int(ends["n"])
        return ClaimCheck(claim=claim, holds=holds, found=found, rules=("120.3", "119.3"))
    return None


__all__ = ["ClaimCheck", "check_claims"]
