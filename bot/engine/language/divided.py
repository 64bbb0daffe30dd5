"""Damage divided among targets: "Forked Bolt deals 2 damage divided as you choose among one
or two targets", "Arc Lightning deals 3 damage divided as you choose among one, two, or three
targets", "deals X damage divided as you choose among any number of target creatures".

601.2d: the player who casts the spell announces the division as it is cast, each target
getting at least 1. The scenario writes each target's part after its name
(`hechizo:"Forked Bolt: Grizzly Bears 1, Hill Giant 1"`); one target gets it all. Several
targets without their parts are asked, never split for the player. 608.2b: a target illegal
as the spell resolves is not dealt its part, and the others keep theirs. Only a spell's text
is read: a scenario has no way yet to tell the division of an ability's (left unread).
"""

from __future__ import annotations

from ..effects import Effect
from .effect_build import build
from .recipients import Refs, recipients
from .target_counts import TargetCountError
from .words import Words

DIVIDED = ("divided as you choose among", "repartido como elijas entre", "dividido entre")
EXAMPLE = 'hechizo:"Forked Bolt: Grizzly Bears 1, Hill Giant 1"'


def divided_damage(words: Words, refs: Refs, amount: int) -> Effect:
    """After "N damage": the divided targets and their parts ("… among one or two targets")."""
    if refs.source is not None:  # an ability: its division can't be written yet
        raise refs.error(words, "cómo reparte el daño una habilidad (solo se lee en hechizos)")
    words.accept(*DIVIDED)
    who = recipients(words, refs)
    if not (who.targets or who.unchosen) or who.objects or who.each:
        raise refs.error(words, "entre qué objetivos se reparte el daño")
    shares, who.shares = who.shares, []
    data = {"type": "damage", "amount": amount, **who.fields()}
    if who.unchosen:  # the targets and the division are chosen as it is cast
        return build(refs, words, data | {"divide": True})
    if not shares and len(who.targets) == 1:
        shares = [amount]  # one target: it is dealt it all
    text = words.text.strip()
    if len(shares) != len(who.targets):
        raise TargetCountError(
            f"En {refs.where} falta cómo se reparten los {amount} daños entre los objetivos: "
            f"«{text}». Lo anuncia quien lo lanza (601.2d): escribe tras cada objetivo su parte.",
            fragment=text,
            example=EXAMPLE,
        )
    if sum(shares) != amount or min(shares) < 1:
        raise TargetCountError(
            f"En {refs.where} el reparto {'+'.join(map(str, shares))} no suma {amount} daños o da "
            f"0 a algún objetivo: «{text}». Cada objetivo recibe al menos 1 (601.2d).",
            fragment=text,
            example=EXAMPLE,
        )
    return build(refs, words, data | {"divided": shares})
