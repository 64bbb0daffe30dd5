"""Game words that are also a common verb form, read as the verb where the grammar says so.

Spanish gives some of the game's words a second life as a verb form: "dado" is a die and the
participle of "dar" ("había dado la vuelta"); "robar" is to draw a card and to steal. The
infraction signs (situations.py) and the policy search behind them read words, so a call that
says "lo había dado por muerto" once became Improperly Determining a Winner (a die), and "su
carta le obliga a robar del mazo de su rival" became Theft.

The grammar decides, not the word:
- after a form of "haber" a word is a participle, a verb, never a noun: "había dado" is "dar";
- an infinitive governed by another verb ("le hace robar", "tiene que robar", "le obliga a
  robar") is the action the card or the rules make a player do: a draw, never a theft (a theft
  is told with its victim: "le robó la carpeta", "robó cartas de la mesa").

``read_verbs`` rewrites those constructions in folded text before the signs read it: the
participle becomes its verb's infinitive, the governed "robar" becomes "draw" (the rules' own
word, which no sign of theft reads).
"""

from __future__ import annotations

import re

# Every form of "haber" that makes a compound tense, and the clitics that may stand between
# it and the participle ("se lo había dado").
_HABER = (
    r"he|has|ha|hemos|habeis|han|habia|habias|habiamos|habiais|habian|hube|hubo|hubieron|"
    r"hubiera|hubieras|hubieramos|hubieran|hubiese|hubiesen|habra|habras|habran|habria|"
    r"habrias|habrian|haber|habiendo"
)
_CLITICS = r"(?:(?:me|te|se|le|les|lo|la|los|las|nos|os) ){0,2}"

# Game nouns that are also the participle of a common verb, with that verb.
PARTICIPLES = {"dado": "dar", "dados": "dar"}
# Conjunctions built on such a participle ("dado que": given that).
CONJUNCTIONS = {"dado que": "ya que"}

# Verbs that govern an infinitive: what a card, an effect or the rules make a player do.
_GOVERNING = (
    r"hace|hacen|hizo|hicieron|hacia|hacian|haga|hagan|hiciera|hicieran|hacer|haciendo|"
    r"obliga a|obligan a|obligo a|obligaba a|obligar a|permite|permiten|permitio|permitia|"
    r"deja|dejan|dejo|dejaba|puede|pueden|pudo|podia|podian|podria|debe|deben|debia|debio|"
    r"deberia|tiene que|tienen que|tenia que|tuvo que|tendria que|hay que|va a|iba a"
)
# Game actions whose infinitive has a second, non-game sense, with the rules' own word.
GAME_ACTIONS = {"robar": "draw"}

_PARTICIPLE = re.compile(rf"(?<!\w)((?:{_HABER}) {_CLITICS})({'|'.join(PARTICIPLES)})(?!\w)")
_CONJUNCTION = re.compile(rf"(?<!\w)({'|'.join(CONJUNCTIONS)})(?!\w)")
_GOVERNED = re.compile(
    rf"(?<!\w)((?:{_GOVERNING}) {_CLITICS})({'|'.join(GAME_ACTIONS)})"
    r"((?:me|te|se|le|les|lo|la|los|las|nos)?)(?!\w)"
)


def read_verbs(folded: str) -> str:
    """``folded`` with the verb forms of game words rewritten as the verb (see the module)."""
    text = _PARTICIPLE.sub(lambda m: m[1] + PARTICIPLES[m[2]], folded)
    text = _CONJUNCTION.sub(lambda m: CONJUNCTIONS[m[1]], text)
    return _GOVERNED.sub(lambda m: m[1] + GAME_ACTIONS[m[2]] + m[3], text)


def as_told(words: str, folded: str) -> str:
    """``words`` found in ``read_verbs(folded)`` as the user typed them (folded): what a call
    shows as "leído de" is always the user's own words."""
    if words in folded:
        return words
    back = {v: k for k, v in GAME_ACTIONS.items()} | {v: k for k, v in CONJUNCTIONS.items()}
    for verb in set(PARTICIPLES.values()):
        back.setdefault(verb, next(p for p, v in PARTICIPLES.items() if v == verb))
    for rewritten, typed in back.items():
        words = re.sub(rf"(?<!\w){rewritten}(?!\w)", typed, words)
    return words


__all__ = ["GAME_ACTIONS", "PARTICIPLES", "as_told", "read_verbs"]
