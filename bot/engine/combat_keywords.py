"""Triggered keyword abilities of attacking creatures, each as its rule in 702 says:

* Battle cry (702.91a): "Whenever this creature attacks, each other attacking creature gets
  +1/+0 until end of turn."
* Rampage N (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of
  turn for each creature blocking it beyond the first." The bonus is counted once, as it
  resolves (702.23b).
* Afflict N (702.130a): "Whenever this creature becomes blocked, defending player loses N
  life."
* Melee (702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for each
  opponent you attacked with a creature this combat." (A planeswalker or battle attacked is
  not its controller attacked.)
* Training (702.149a): "Whenever this creature and at least one other creature with power
  greater than this creature's power attack, put a +1/+1 counter on this creature."
* Dethrone (702.105a): "Whenever this creature attacks the player with the most life or tied
  for most life, put a +1/+1 counter on this creature."
* Mentor (702.134a): "Whenever this creature attacks, put a +1/+1 counter on target attacking
  creature with power less than this creature's power." (bot/engine/mentor.py: its target.)
* Myriad (702.116a): "Whenever this creature attacks, for each opponent other than defending
  player, you may create a token that's a copy of this creature that's tapped and attacking
  that player or a planeswalker they control. …" With two players there is no such opponent
  and it creates nothing; with more, what its controller chooses is not modelled, and the
  scenario is refused saying so rather than guessed.

Each instance triggers separately (702.91b, 702.23c, 702.130b). They are read from the
permanent's ``combat_keywords`` (its card's keyword lines) while it has its abilities.
"""

from __future__ import annotations

from . import citations as C
from .characteristics import board
from .effects import AddCounters, Effect, LoseLife, ModifyPT
from .errors import ScenarioError
from .events import Attacked, BlockDeclared
from .layers import effective_power
from .mentor import mentor_effects
from .state import GameState, Permanent, StackItem

# The Spanish Oracle words, as the trigger's name ("Grito de batalla de …").
NAMES = {
    "battle cry": "Grito de batalla",
    "rampage": "Desenfreno",
    "afflict": "Afligir",
    "melee": "Refriega",
    "training": "Entrenamiento",
    "dethrone": "Destronar",
    "myriad": "Miríada",
    "renown": "Renombre",
    "mentor": "Mentor",
}
RULES = {
    "battle cry": C.BATTLE_CRY,
    "rampage": C.RAMPAGE,
    "afflict": C.AFFLICT,
    "melee": C.MELEE,
    "training": C.TRAINING,
    "dethrone": C.DETHRONE,
    "myriad": C.MYRIAD,
    "renown": C.RENOWN,
    "mentor": C.MENTOR,
}
ATTACK_KEYWORDS = {"battle cry", "melee", "training", "dethrone", "myriad", "mentor"}
_BLOCKED = {"rampage", "afflict"}


def _defending(state: GameState, attack_target: str) -> str | None:
    """The defending player (506.2): the player attacked, or the controller of the
    planeswalker or battle attacked (a battle's protector)."""
    if state.player(attack_target) is not None:
        return attack_target
    chars = board(state).chars.get(attack_target)
    return chars.controller if chars is not None else None


def _effects(state: GameState, perm: Permanent, word: str, n: int) -> list[Effect] | None:
    """What the ability does; None when it does not trigger (training, dethrone)."""
    combat = state.combat
    if combat is None:
        return None
    attack = next((a for a in combat.attacks if a.attacker == perm.id), None)
    if attack is None:
        return None
    if word == "myriad":
        defending = _defending(state, attack.target)
        gone = (perm.controller, defending)
        others = [p.name for p in state.players if not p.lost and p.name not in gone]
        if others:
            raise ScenarioError(
                f"«{perm.name}» tiene miríada (myriad): al atacar, su controlador puede crear "
                "copias atacando a cada otro oponente (regla 702.116a), y esa elección no la "
                "modelo; con dos jugadores no crea nada.",
                fragment=perm.name,
                example='combate atacante:"Oso 2/2"',
            )
        return None  # 702.116a: no opponent other than the defending player, no token
    if word == "mentor":
        return mentor_effects(state, perm, combat.attacks)  # 702.134a (mentor.py)
    if word == "melee":
        players = {a.target for a in combat.attacks if state.player(a.target) is not None}
        return [ModifyPT(power=len(players), toughness=len(players), objects=[perm.id])]
    if word == "training":
        mine = effective_power(state, perm)
        stronger = any(
            effective_power(state, other) > mine
            for a in combat.attacks
            if a.attacker != perm.id and (other := state.permanent(a.attacker)) is not None
        )
        return [AddCounters(counter="+1/+1", amount=1, objects=[perm.id])] if stronger else None
    if word == "dethrone":
        most = max(p.life for p in state.players if not p.lost)
        attacked = state.player(attack.target)
        if attacked is None or attacked.life < most:
            return None
        return [AddCounters(counter="+1/+1", amount=1, objects=[perm.id])]
    if word == "battle cry":
        others = [a.attacker for a in combat.attacks if a.attacker != perm.id]
        return [ModifyPT(power=1, toughness=0, objects=others)]
    if word == "rampage":  # +N/+N for each blocker beyond the first (+0/+0 with one)
        beyond = max(0, len(attack.blockers) - 1)
        return [ModifyPT(power=n * beyond, toughness=n * beyond, objects=[perm.id])]
    defending = _defending(state, attack.target)
    return [LoseLife(amount=n, objects=[defending])] if defending is not None else []


def combat_keyword_triggers(state: GameState, event: Attacked | BlockDeclared) -> list[StackItem]:
    """The battle cry, melee, training and dethrone abilities an attack triggers, and the
    rampage and afflict abilities a creature becoming blocked triggers."""
    if isinstance(event, Attacked):
        pid, wanted = event.attacker, ATTACK_KEYWORDS
    elif event.role == "blocked":
        pid, wanted = event.permanent, _BLOCKED
    else:
        return []
    perm = state.permanent(pid)
    chars = board(state).chars.get(pid)
    if perm is None or chars is None or chars.lost_all:
        return []
    out = []
    for word, n in perm.combat_keywords:
        if word not in wanted:
            continue
        effects = _effects(state, perm, word, n)
        if effects is None:
            continue
        out.append(
            StackItem(
                name=f"{NAMES[word]} de {chars.name}",
                controller=chars.controller,
                kind="triggered",
                source=perm.id,
                effects=effects,
            )
        )
    return out
