"""Reading the event a phrase speaks of: a trigger condition ("whenever a creature you
control dies"), a replacement's "would" clause ("if a card would be put into a graveyard"), a
"can't" ("players can't gain life"). One table a use, in one vocabulary (Event).
"""

from __future__ import annotations

import re

from index.vocabulary.events import (  # the one event table, re-exported for the readers here
    FORBIDDEN_RULES,
    REPLACED_RULES,
    TRIGGER_RULES,
    Event,
)

__all__ = [
    "FORBIDDEN",
    "FORBIDDEN_RULES",
    "REPLACED_RULES",
    "STEPS",
    "TRIGGERS",
    "TRIGGER_RULES",
    "WOULD",
    "events_in",
    "trigger_events",
]

_P = re.compile

# "At the beginning of ..." (603.2b): the step or phase named.
STEPS: tuple[tuple[Event, re.Pattern[str]], ...] = (
    (Event.UPKEEP, _P(r"beginning of [\w' ]*?upkeep")),
    (Event.DRAW_STEP, _P(r"beginning of [\w' ]*?draw step")),
    (Event.COMBAT, _P(r"beginning of [\w' ]*?combat")),
    (Event.MAIN_PHASE, _P(r"beginning of [\w' ]*?main phase")),
    (Event.END_STEP, _P(r"beginning of [\w' ]*?end step|\bend of (?:turn|combat)\b")),
)

# Trigger conditions after "when"/"whenever": every event named is one trigger kind.
TRIGGERS: tuple[tuple[Event, re.Pattern[str]], ...] = (
    (
        Event.STATE,
        _P(
            r"^when(?:ever)? (?:you|a player|an opponent|that player) (?:control|controls|"
            r"has|have) no\b|^when(?:ever)? there (?:are|is) no\b"
        ),
    ),
    (
        Event.DIES,
        _P(
            r"\bdies\b|\bdie\b|put into (?:a|your|an opponent's|its owner's|their owners'?|"
            r"a player's) graveyards? from the battlefield"
        ),
    ),
    (
        Event.GRAVEYARD,
        _P(
            r"put into (?:a|your|an opponent's|its owner's|a player's|"
            r"their owners'?) graveyards?(?! from the battlefield)"
        ),
    ),
    (Event.ENTERS, _P(r"\benters?\b")),
    (Event.LEAVES, _P(r"\bleaves? the battlefield\b|\bleaves? (?:your|a) graveyard\b")),
    (Event.EXILE, _P(r"\b(?:is|are) (?:put into exile|exiled)\b|\byou exile\b")),
    (
        Event.ZONE_CHANGE,
        _P(
            r"returned to (?:its owner's|a player's|your) hand|put into (?:a|your|"
            r"its owner's) (?:hand|library)"
        ),
    ),
    (Event.ATTACKS, _P(r"\battacks?\b|\bis attacked\b")),
    (Event.BLOCKS, _P(r"\bblocks?\b|\bbecomes? blocked\b")),
    (Event.CAST, _P(r"\bcasts?\b")),
    (Event.ACTIVATE, _P(r"\bactivates?\b|\bactivated\b")),
    (Event.CYCLE, _P(r"\bcycles?\b")),
    (Event.DRAW, _P(r"\bdraws?\b(?! step)")),
    (Event.DISCARD, _P(r"\bdiscards?\b")),
    (Event.COMBAT_DAMAGE, _P(r"\bdeals? combat damage|\bdealt combat damage")),
    (
        Event.DAMAGE,
        _P(
            r"\bdeals? (?:noncombat )?damage|\bis dealt (?:noncombat )?damage|"
            r"\bdealt (?:noncombat )?damage"
        ),
    ),
    (Event.LIFE_GAIN, _P(r"\bgains? (?:\w+ )?life\b")),
    (Event.LIFE_LOSS, _P(r"\bloses? (?:\w+ )?life\b")),
    (
        Event.COUNTERS,
        _P(
            r"counters? (?:is|are) (?:put|placed)|\bputs? (?:one or more |a |an |"
            r"\w+ )?[^,]{0,25}counters?\b"
        ),
    ),
    (
        Event.TOKEN,
        _P(r"\bcreates? (?:one or more )?[^,]{0,30}\btokens?\b|\btokens? (?:is|are) created"),
    ),
    (Event.SACRIFICE, _P(r"\bsacrifices?\b")),
    (Event.DESTROY, _P(r"\b(?:is|are) destroyed\b")),
    (Event.COUNTERED, _P(r"\bcountered\b|\bcounters a spell\b")),
    (Event.TARGETED, _P(r"\bbecomes? the targets? of\b")),
    (Event.MANA, _P(r"\btapped for mana\b|\btaps? [^,]{0,40} for mana\b")),
    (Event.TAPPED, _P(r"\bbecomes? tapped\b")),
    (Event.UNTAP, _P(r"\bbecomes? untapped\b|\buntaps?\b")),
    (Event.SEARCH, _P(r"\bsearch(?:es)?\b")),
    (Event.MILL, _P(r"\bmills?\b")),
    (Event.TURN_FACE_UP, _P(r"\bturned face up\b")),
    (Event.LOSE_GAME, _P(r"\bloses the game\b")),
)

# The "would" clause of a replacement effect (614.1a; 614.16 tokens and counters).
WOULD: tuple[tuple[Event, re.Pattern[str]], ...] = (
    (Event.DIES, _P(r"would die\b|would be put into [\w' ]*?graveyards? from the battlefield")),
    (Event.GRAVEYARD, _P(r"would be put into [\w' ]*?graveyards?(?! from the battlefield)")),
    (Event.DESTROY, _P(r"would be destroyed|would destroy")),
    (Event.EXILE, _P(r"would be exiled|would exile")),
    (Event.LEAVES, _P(r"would leave the battlefield")),
    (
        Event.ENTERS,
        _P(r"would enter\b|would be put onto the battlefield|would put [^,]* onto the battlefield"),
    ),
    (
        Event.ZONE_CHANGE,
        _P(
            r"would be returned|would be put into [\w' ]*?(?:hand|library)|"
            r"would leave [\w' ]*?graveyard|would be put into exile"
        ),
    ),
    (Event.DRAW, _P(r"would draw")),
    (Event.DISCARD, _P(r"would discard|would be discarded")),
    (
        Event.DAMAGE,
        _P(r"would deal [^,]*?damage|damage would be dealt|would be dealt [^,]*?damage"),
    ),
    (Event.LOSE_GAME, _P(r"would lose the game")),
    (Event.WIN_GAME, _P(r"would win the game")),
    (Event.LIFE_GAIN, _P(r"would gain [^,]*?life")),
    (Event.LIFE_LOSS, _P(r"would lose [^,]*?life")),
    (
        Event.COUNTERS,
        _P(
            r"counters? would be (?:put|placed)|would put [^,]*?counters?|would (?:get|"
            r"receive) [^,]*?counters?"
        ),
    ),
    (Event.TOKEN, _P(r"would create|tokens? would be created")),
    (Event.UNTAP, _P(r"would untap")),
    (Event.MILL, _P(r"would mill")),
    (Event.SACRIFICE, _P(r"would sacrifice")),
    (Event.SEARCH, _P(r"would search")),
    (Event.MANA, _P(r"\btaps? [^,]*? for mana|would add|would produce")),
    (Event.COUNTERED, _P(r"would be countered|would counter")),
    (Event.ATTACKS, _P(r"would attack")),
    (Event.DRAW_STEP, _P(r"would begin")),
)

# What a "can't" forbids (101.2; 614.17).
FORBIDDEN: tuple[tuple[Event, re.Pattern[str]], ...] = (
    (Event.ATTACKS, _P(r"can't attack")),
    (Event.BLOCKS, _P(r"can't (?:attack or )?block|can't be blocked|blocked only|block only")),
    (Event.CAST, _P(r"can't cast|can't be cast|can't play")),
    (Event.ACTIVATE, _P(r"can't be activated|can't activate")),
    (Event.COUNTERED, _P(r"can't be countered")),
    (Event.LOSE_GAME, _P(r"can't lose the game|(?:don't|doesn't) lose the game")),
    (Event.WIN_GAME, _P(r"can't win the game")),
    (Event.LIFE_GAIN, _P(r"can't gain life")),
    (Event.LIFE_LOSS, _P(r"can't lose life")),
    (Event.DRAW, _P(r"can't draw")),
    (Event.UNTAP, _P(r"can't untap|(?:doesn't|don't) untap during")),
    (Event.TARGETED, _P(r"can't be the targets? of|can't target")),
    (Event.DAMAGE, _P(r"can't be prevented|can't deal damage|can't be dealt damage|damage can't")),
    (Event.DESTROY, _P(r"can't be destroyed|can't be regenerated")),
    (Event.SACRIFICE, _P(r"can't be sacrificed|can't sacrifice")),
    (Event.ENTERS, _P(r"can't enter|can't be put onto the battlefield")),
    (Event.SEARCH, _P(r"can't search")),
    (Event.COUNTERS, _P(r"can't have [^.]*counters|counters can't be put|can't get counters")),
)


def events_in(text: str, table: tuple[tuple[Event, re.Pattern[str]], ...]) -> list[Event]:
    found = [event for event, pattern in table if pattern.search(text)]
    if Event.COMBAT_DAMAGE in found and Event.DAMAGE in found:
        found.remove(Event.DAMAGE)
    if Event.DIES in found and Event.GRAVEYARD in found:
        found.remove(Event.GRAVEYARD)
    return found


def trigger_events(condition: str) -> list[Event]:
    if condition.startswith("at ") and " if " in condition:
        condition = condition.split(" if ")[0]
    if condition.startswith("at "):
        return [event for event, pattern in STEPS if pattern.search(condition)] or [Event.OTHER]
    return events_in(condition, TRIGGERS) or [Event.OTHER]
