"""Chat phrasing written the way the clauses read it, before they are found.

Each rewrite keeps what was said and only changes how: a relative clause for a quality ("un
2/2 que ya tiene 1 daño" is "un 2/2 con 1 daño"), reported speech ("el rival dice que no
bloquea" is "el rival no bloquea"), a life total said without the word ("está a 3" is "está
a 3 vidas") or for both players at once ("los dos estamos a 2 vidas"), and the teller's own
doubt ("…y la verdad no sé cómo se hace"), which says nothing about the game, "solo con" (how
few block is the block itself), damage told with where it came from ("2 daños del combate":
damage marked) and an object's state said first ("con su Grizzly Bears 3/3 le tiro …").
"""

from __future__ import annotations

import re
from dataclasses import replace

from index.fold import fold

from .text import Told

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "… y no hay otras criaturas en el campo": no other creature, the language's default.
    (
        re.compile(
            r"(?:(?:\s+(?:y|e)|,)?\s+|^\s*)no\s+hay\s+(?:otras\s+|mas\s+|ninguna\s+)?criaturas?"
            r"(?:\s+(?:en\s+(?:el\s+campo(?:\s+de\s+batalla)?|mesa|juego)))?(?=\s*(?:$|[,.;?!]))"
        ),
        "",
    ),
    # "mi única criatura es un Oso": the board told (the attack then names no creature).
    (re.compile(r"(?<![\w§])(?:mi\s+)?unica\s+criatura\s+(?:es|era)\s+"), "tengo "),
    # "un 2/2 que ya tiene 1 daño marcado", "su 5/5, que lleva 2 contadores": qualities.
    (
        re.compile(r",?\s+(?:que|q)\s+(?:ya\s+)?(?:tiene|tenia|lleva|llevaba)\s+(?=[\w§+\-])"),
        " con ",
    ),
    # "su Tarmogoyf, que ahora mismo es 4/5,": what it is now is the object's P/T.
    (
        re.compile(
            r",?\s+(?:que|q)\s+(?:ahora\s+(?:mismo\s+)?|ya\s+|en\s+este\s+momento\s+)?es\s+"
            r"(?:un\s+|una\s+)?(?=\d+/\d+)"
        ),
        " ",
    ),
    # Whose several objects told just before are: "(los dos del rival)", "ambos son míos".
    (
        re.compile(
            r"(?<![\w§])(?P<all>los\s+dos|las\s+dos|ambos|ambas|todos|todas)\s+(?:son\s+)?"
            r"(?P<whose>del\s+rival|del\s+oponente|suy[oa]s|tuy[oa]s|mi[oa]s|nuestr[oa]s)(?![\w§])"
        ),
        r"\g<all> son \g<whose>",
    ),
    # What a player says they do is what they do ("el rival dice que no bloquea").
    (re.compile(r"(?<![\w§])(?:dice|dicen|decide|deciden|decido)\s+(?:que|q)\s+"), ""),
    # Both players at once: "los dos estamos a 2 vidas", "ambos tenemos 5 vidas".
    (
        re.compile(
            r"(?<![\w§])(?:(?:los\s+dos|ambos)\s+(?P<verb>estamos\s+a|tenemos)"
            r"|(?:estamos|tenemos)\s+(?:los\s+dos|ambos)(?:\s+a)?)\s+(?P<n>\d+)\s+"
            r"(?P<what>vidas?|venenos?|contadores\s+de\s+veneno)"
        ),
        r"estoy a \g<n> \g<what> y el rival también",
    ),
    # A life total told in the past of a story ("el rival estaba a 2 vidas") is the one the
    # situation starts from.
    (re.compile(r"(?<![\w§])estaba(?P<n>n|s|mos)?(?=\s+a\s+\d)"), "esta\\g<n>"),
    # "y antes del daño le tiro …": a spell told inside a combat is already cast before its
    # damage (the reader's hechizo in a combate line), so the phrase adds nothing to read.
    (
        re.compile(
            r"(?<![\w§])antes\s+(?:del|de\s+que\s+(?:haya|se\s+haga)\s+el)\s+(?:paso\s+de\s+)?"
            r"dano(?:\s+de\s+combate)?(?![\w§])\s*,?"
        ),
        "",
    ),
    # A life total said without "vidas": "el rival está a 3", "estoy a 2 y el rival a 3".
    (
        re.compile(
            r"(?<![\w§])(?P<verb>estoy|esta|estas|estamos|estan)\s+a\s+(?P<n>\d+)"
            r"(?!\s*(?:vidas?|de\s+vida|puntos|/|\d|cartas|contadores|venenos?))"
        ),
        r"\g<verb> a \g<n> vidas",
    ),
    (
        re.compile(
            r"(?P<lead>(?:,|\s+y)\s+(?:el\s+rival|el|ella|yo))\s+a\s+(?P<n>\d+)"
            r"(?!\s*(?:vidas?|de\s+vida|/|\d|cartas|contadores))"
        ),
        r"\g<lead> a \g<n> vidas",
    ),
    # "le hago 3 de daño con un Lightning Bolt": the damage is the spell's; it is cast.
    (
        re.compile(
            r"(?<![\w§])(?P<cl>le|les|me|te)\s+(?:hago|hace|hice|hizo)\s+\d+\s+(?:de\s+)?danos?\s+"
            r"con\s+(?:un|una|el|la|mi|su)\s+(?P<card>§\d+§)"
        ),
        r"\g<cl> tiro un \g<card>",
    ),
    # "me lo bloquea solo con un 2/2": how few blockers is the block itself, not a quality.
    (re.compile(r"(?<![\w§])(?:solo|solamente|unicamente|nada\s+mas)\s+(?=con\s)"), ""),
    # "2 daños del combate", "1 de daño de antes": damage marked, wherever it came from.
    (
        re.compile(
            r"(?<![\w§])(?P<n>\d+|un|dos|tres)\s+(?:de\s+)?danos?\s+(?:del\s+(?:combate|ataque"
            r"|bloqueo|turno)|de\s+antes|de\s+un\s+combate\s+anterior)(?![\w§])"
        ),
        "\\g<n> daños marcados",
    ),
    # "con su Grizzly Bears 3/3 le tiro un Bolt": an object and its state said first, then
    # pointed at by the clitic of what is done to it: the object is told on its owner's side.
    (
        re.compile(
            r"(?:^|(?<=[.;!:]\s))con\s+(?P<obj>su\s+(?:§\d+§|[^\s,]+)(?:\s+\d+/\d+)?)"
            r"(?=\s*,?\s*(?:le|les|lo|la|los|las)\s)"
        ),
        "el rival tiene \\g<obj>,",
    ),
    (
        re.compile(
            r"(?:^|(?<=[.;!:]\s))con\s+(?P<obj>mi\s+(?:§\d+§|[^\s,]+)(?:\s+\d+/\d+)?)"
            r"(?=\s*,?\s*(?:le|les|lo|la|los|las)\s)"
        ),
        "tengo \\g<obj>,",
    ),
    # "giro mi Oso y mi Elfo para tripular mi Copter": the creatures tapped told first, then
    # the keyword whose cost they pay (Crew 702.122a, Saddle 702.171a): its verb, then them.
    (
        re.compile(
            r"(?<![\w§])(?:giro|tapeo)\s+(?P<crew>[^.;?!]+?)\s+para\s+(?P<verb>tripul|ensill)ar"
            r"\s+(?P<what>(?:(?:a\s+)?(?:mi|el|la|su)\s+)?§\d+§)"
        ),
        "tengo \\g<crew>. \\g<verb>o \\g<what> con \\g<crew>",
    ),
    # The teller's doubt closing the message.
    (
        re.compile(
            r"(?:,|\s+y|\s+pero)?\s+(?:la\s+verdad\s+|es\s+que\s+)?no\s+se\s+(?:como|que|si|bien)\b.*$"
        ),
        "",
    ),
)


def plain(told: Told) -> Told:
    """``told`` with each chat phrasing written as the clauses read it (cards stay masked)."""
    typed = told.typed
    for pattern, replacement in _REWRITES:
        typed = _sub_folded(pattern, replacement, typed)
    return replace(told, typed=typed, folded=fold(typed, "aligned"))


def _filled(replacement: str, groups: dict[str, str]) -> str:
    """``replacement`` with each ``\\g<name>`` written as that group's typed words."""
    return re.sub(r"\\g<(\w+)>", lambda g: groups.get(g[1], ""), replacement)


def _sub_folded(pattern: re.Pattern[str], replacement: str, typed: str) -> str:
    """``pattern`` matched on the folded text (no accents, lower case), replaced in ``typed``;
    the kept words stay as typed."""
    out, pos = [], 0
    folded = fold(typed, "aligned")
    for match in pattern.finditer(folded):
        out.append(typed[pos : match.start()])
        # Group values come from the typed text, at the folded match's spans (same length).
        groups = {
            name: typed[match.start(name) : match.end(name)]
            for name in match.groupdict()
            if match[name] is not None
        }
        out.append(_filled(replacement, groups))
        pos = match.end()
    out.append(typed[pos:])
    return "".join(out)
