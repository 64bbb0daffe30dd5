"""A told sentence turned into one line of the scenario language, clause by clause.

The teller is one player ("yo", "mi", "ataco"), the opponent the other ("el rival", "su",
"tú"). An attack or a block makes the line a ``combate`` (the teller is the attacking or the
defending player), a spell cast a ``pila``, anything else (creatures, life, damage) an
``estado``. Names are the engine's defaults for what the teller leaves unnamed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from index.fold import fold

from ...errors import ScenarioError, ScenarioQuestion
from .activating import activate, fight, life_paid_for_nothing, pay_life, pay_mana
from .after_name import after_name
from .answered import fitting_targets, targets_nothing
from .attaching import attach, attach_told
from .blocks import put_blocked_last, tapped_aside
from .clauses import Clause, find_clauses
from .damage_sources import sourced
from .keyword_told import told_keyword
from .missing import ask_what_is_missing
from .referents import pointed_at, resolved
from .sentences import glued_clause, unread_sentence
from .spell import Spell
from .state import from_board, owned_all, pt_said
from .text import MASK, Told
from .things import ME, OTHER, PT, Thing, player, thing, things
from .when import Moment
from .worn import take_worn

EXAMPLE = "mi 3/3 con arrollar ataca y lo bloquean con un 1/1 con toque mortal"
STRUCTURED_EXAMPLE = 'combate atacante:"3/3 arrollar" bloqueadores:"1/1 toque mortal"'
# Words that say nothing about the game: they may stand anywhere a clause leaves words over.
_FILLER = frozenset(
    (  # noqa: SIM905 (one string reads better than many quoted words)
        "yo nosotros entonces bueno y pues luego despues ahora que si cuando i then and antes ya"
    ).split()
) | {""}
_TARGET = re.compile(r"\s(?:a|al|sobre|contra|en|targeting|at|to|on)\s")
# Verbs whose subject, when there is one, is a player ("el rival bloquea con …").
_PLAYER_SUBJECT = {"attack", "block", "board", "life", "poison", "cast", "no_block"}
_PLAYER_SUBJECT |= {"earlier_draw", "earlier_land", "activate", "pay_life"}
# "y el rival también", "y el rival 5 también" (the number said again, or another one).
_ALSO = re.compile(
    r"(?:y\s+|,\s*)?(?P<who>[\w ]+?)(?:\s+(?:a\s+)?(?P<n>\d+)(?:\s+vidas?)?)?"
    r"\s+(?:tambien|igual|too|as well)$"
)
# Words that join several cards, or name a card type: not one card's description.
_SEVERAL = re.compile(
    r"(?<![\w§])(?:y|e|and|tierras?|instantaneos?|conjuros?|artefactos?|encantamientos?"
    r"|criaturas?|planeswalkers?|batallas?)(?![\w§])"
)
_FACE = frozenset(("la cara", "cara", "the face", "face"))
_PLAY_FILLER = frozenset(
    ("otra", "otro", "un", "una", "a", "an", "another", "ahora", "now", "este", "turno", "this")
) | {"con", "with"}  # "una criatura con destello": the language writes "criatura destello"


def _an_object(said: Said) -> bool:
    return PT.search(said.subject) is not None or MASK.search(said.subject) is not None


def _opposed(said: Said) -> bool:
    """A subject and an object that are objects of different players ("mi 2/2 bloquea su
    3/3"): the subject acts on the object, whoever's it is; no "a" is needed to say so."""
    if not (said.subject and said.folded and _an_object(said)):
        return False
    subject, object_ = things(said.subject_typed, said.subject), things(said.typed, said.folded)
    owners = {one.owner for one in subject[:1] + object_[:1]}
    return len(subject) == 1 and len(object_) == 1 and None not in owners and len(owners) == 2


@dataclass(frozen=True)
class Said:
    """A clause's words: its object and its subject, typed and folded."""

    typed: str
    folded: str
    subject_typed: str
    subject: str

    @property
    def player(self) -> str | None:
        return player(self.subject) if self.subject else None


@dataclass
class Telling:
    """What the clauses told, before it becomes a line."""

    told: Told
    attacker: str | None = None  # ME or OTHER: whose creatures attack
    combat: list[tuple[str, list[Thing]]] = field(default_factory=list)  # attack/block/none
    board: list[Thing] = field(default_factory=list)
    graveyard: list[Thing] = field(default_factory=list)  # "tengo un Oso en el cementerio"
    spells: list[Spell] = field(default_factory=list)
    damage: list[tuple[int, Thing | str]] = field(default_factory=list)
    life: dict[str, int] = field(default_factory=dict)
    poison: dict[str, int] = field(default_factory=dict)
    # What happened earlier that a rule looks back at: (kind, player, how many).
    earlier: list[tuple[str, str, int]] = field(default_factory=list)
    play: str | None = None  # "¿puedo jugar …?": the card (or card type) asked about
    moment: Moment = field(default_factory=Moment)  # when it happens (when.py)
    # Cards in a hand or a library, by (player, "mano" | "biblioteca"); who must draw.
    cards: dict[tuple[str, str], int] = field(default_factory=dict)
    draws: set[str] = field(default_factory=set)
    # Auras and Equipment: (key "auras" | "equipos", the attached object, what it is on).
    attached: list[tuple[str, Thing, Thing]] = field(default_factory=list)
    _last_who: str | None = None  # the player the last clause was about (gapping: "y 2 cartas")
    # What is asked back once every clause is read (an answer may come later in the message).
    _whose_life: list[int] = field(default_factory=list)  # "…, a 2 vidas"
    _unkinded: list[tuple[Thing, Thing]] = field(default_factory=list)  # Aura or Equipment?
    _kinds: dict[str, str] = field(default_factory=dict)  # "Pacifism es un Aura"
    _owners: dict[str, str] = field(default_factory=dict)  # "el Oso es del rival", said first
    _unaimed: list[Spell] = field(default_factory=list)  # "le tiro …" with two combatants
    _aims: dict[str, tuple[str, str]] = field(default_factory=dict)  # "Giant Growth va a mi 3/3"
    # A spell told as "un Rayo que …": the damage clause after it is its effect.
    _effect_of: Spell | None = None
    # An ability told without a target, whose damage the next clause tells ("y le hago 1 a …").
    _aimed_by: Spell | None = None
    # Creatures tapped to pay a told Crew or Saddle cost (crewing.py): no attacker «él» means.
    _tapped_for_costs: list[Thing] = field(default_factory=list)
    _paid: list[Clause] = field(default_factory=list)  # "pago 2 vidas": a cost said
    _pts: dict[str, str] = field(default_factory=dict)  # "el goyf es 4/5", said before it
    _last_things: list[Thing] = field(default_factory=list)  # what the last clause told
    _unblocked: bool = False  # "no tengo bloqueadores", told before the attack
    # (card, words): what the teller says a card does, after its name; its text decides
    # (after_name.py). Set aside and named to the user, never read as part of the name.
    said_of_cards: list[tuple[str, str]] = field(default_factory=list)

    def told_text(self, text: str) -> str:
        """``text`` of a Thing with its masked card names written back."""
        return MASK.sub(lambda m: self.told.cards[int(m[1])], text)

    # -- reading the clauses -----------------------------------------------------------------
    def read(self) -> None:
        clauses = find_clauses(self.told.folded)
        if not clauses:
            raise ScenarioError(
                f"No entiendo «{self.told.restore(0, len(self.told.typed))}» como situación: no "
                "encuentro qué ocurre (un ataque, un bloqueo, un hechizo, las vidas o las "
                f"criaturas que hay). Escríbela en el lenguaje de escenarios ({STRUCTURED_EXAMPLE})"
                " o cuéntala como en el ejemplo.",
                example=EXAMPLE,
            )
        unverbed = unread_sentence(self.told.folded, clauses)
        if unverbed is not None:  # "… un 4/4. yo dije 1 al bloqueador": not a play read
            self._unread(unverbed)
        for i, clause in enumerate(clauses):
            following = clauses[i + 1] if i + 1 < len(clauses) else None
            glued = glued_clause(self.told.folded[clause.object[0] : clause.object[1]])
            if glued is not None:  # "lanzo una criatura y el me la remandea"
                self._unread((clause.object[0] + glued.start(), clause.object[1]))
            self._clause(clause, following)
        life_paid_for_nothing(self)
        take_worn(self)  # "mi Oso equipado con Bonesplitter": attached (worn.py)
        self._ask_what_is_missing()

    def _ask_what_is_missing(self) -> None:
        ask_what_is_missing(self)  # missing.py

    def _on_owned(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "el Oso es del rival": whose an object told before is."""
        self._unread(clause.object)
        one = thing(said.subject_typed, said.subject)
        owner = OTHER if re.search(r"rival|oponente|suy|tuy", clause.verb) else ME
        if owned_all(self, said.subject, owner):  # "(los dos del rival)"
            return
        known = self._known(one) or self._same(one)
        if known is None:  # said before the object (an answer goes first): kept for it
            self._owners[fold(self.told_text(one.name or one.description), "words")] = owner
            self._owners[fold(self.told_text(one.description), "words")] = owner
            return
        known.owner = owner

    def _on_is_pt(self, clause: Clause, said: Said, _: Clause | None) -> None:
        pt_said(self, clause, said.subject_typed, said.subject)

    def _on_aims(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "Giant Growth va a mi 3/3": the target of a spell told without one."""
        name = self.told_text(thing(said.subject_typed, said.subject).description)
        self._aims[fold(name, "words")] = (said.typed, said.folded)

    def _on_kind_is(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "Pacifism es un Aura": how what was put on a creature is attached."""
        self._unread(clause.object)
        name = self.told_text(thing(said.subject_typed, said.subject).description)
        self._kinds[fold(name, "words")] = "auras" if clause.verb.endswith("aura") else "equipos"

    def _text(self, span: tuple[int, int]) -> tuple[str, str]:
        a, b = span
        typed, folded = self.told.typed[a:b], self.told.folded[a:b]
        strip = len(typed) - len(typed.lstrip(" ,.;"))
        end = len(typed.rstrip(" ,.;"))
        return typed[strip:end], folded[strip:end]

    def _unread(self, span: tuple[int, int]) -> None:
        _, folded = self._text(span)
        if " ".join(w for w in folded.split() if w not in _FILLER):
            part = self.told.restore(span[0], span[1]).strip(" ,.;")
            raise ScenarioError(
                f"No entiendo «{part}» en «{self.told.restore(0, len(self.told.typed))}».",
                fragment=part,
                example=EXAMPLE,
            )

    def _clause(self, clause: Clause, following: Clause | None) -> None:
        said = Said(*self._text(clause.object), *self._text(clause.subject))
        # "mi Oso tiene dos contadores": an object's qualities, read by _on_board.
        has = clause.cue.kind == "board" and clause.cue.actor == "subject" and _an_object(said)
        if clause.cue.kind in _PLAYER_SUBJECT and said.subject and said.player is None and not has:
            self._unread(clause.subject)  # "el perro ladra y bloqueo con…"
        getattr(self, f"_on_{clause.cue.kind}")(clause, said, following)

    def _on_attack(self, clause: Clause, said: Said, _: Clause | None) -> None:
        side = ME if clause.cue.actor == "me" else (said.player or OTHER)
        self._attackers(side, things(said.typed, said.folded))

    def _on_attack_alone(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "ataco y me bloquea …": the teller attacks with no creature named."""
        self._attackers(ME, [self._the_one_able(ME, clause.verb)])

    def _the_one_able(self, side: str, verb: str) -> Thing:
        """The one creature told on ``side``'s board, when an attack names none: only it can
        be the attacker (asking would ask what the message says). None told, or several:
        which one attacks decides the outcome, so it is asked back, naming them."""
        sided = [b for b in self.board if b.owner == side and b.count == 1]
        if len(sided) == 1:
            return sided[0]
        able = sided + [b for b in self.board if b.owner is None]
        shown = " o ".join(f"«{self.told_text(b.description)}»" for b in able)
        raise ScenarioQuestion(
            f"¿Con qué criatura se ataca: {shown}?"
            if len(able) > 1
            else "¿Con qué criatura se ataca (su fuerza/resistencia o su nombre, y de quién es)?",
            why=f"Dices «{verb}» sin decir con qué criatura.",
            example=EXAMPLE,
        )

    def _on_attacked(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "mi 3/3 ataca", "su 4/4 me ataca": the subject is the attacker ("… ataca al rival":
        the player attacked is the other one, as the language has it)."""
        if player(self._text(clause.object)[1]) is None:
            self._unread(clause.object)
        attackers = things(said.subject_typed, said.subject)
        if not attackers and clause.verb.split()[0] in {"me", "nos"} and self.board:
            attackers = [self._the_one_able(OTHER, clause.verb)]  # "me ataca y …"
        if not attackers:
            raise ScenarioError(
                f"¿Qué criatura ataca? Falta antes de «{clause.verb}».", example=EXAMPLE
            )
        side = OTHER if clause.verb.split()[0] in {"me", "nos"} else attackers[0].owner
        self._attackers(side, attackers)

    def _on_block(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "bloqueo con …", "lo bloquean con …", "lo bloquea un 1/1", "un 1/1 lo bloquea",
        "mi 3/3 bloquea a su 5/5" (the subject blocks the object after "a")."""
        named = re.match(r"(?:a|al)\s+", said.folded)
        if clause.cue.kind == "blocked_by" and named and said.player is None and _an_object(said):
            self._blocks_named(said, named.end())
            return
        if clause.cue.kind == "blocked_by" and said.player is None and _opposed(said):
            self._blocks_named(said, 0)  # "mi 2/2 bloquea su 3/3": chat drops the "a"
            return
        if said.folded:
            blockers = things(said.typed, said.folded)
            if clause.cue.kind == "blocked_by" and said.subject and said.player is None:
                self._unread(clause.subject)
        else:
            blockers = things(said.subject_typed, said.subject)
        if not blockers:  # "… y lo bloquean, ¿qué pasa?": with what decides it
            raise ScenarioQuestion(
                "¿Con qué criatura lo bloquean (su fuerza/resistencia y sus habilidades)?",
                why=f"Dices «{clause.verb}» sin decir con qué.",
                example="mi 3/3 ataca y lo bloquean con un 2/2 con toque mortal",
            )
        side = ME if clause.cue.actor == "me" else said.player
        if side is None and self.attacker is not None:
            side = OTHER if self.attacker == ME else ME
        blockers = resolved(self, blockers, side)  # "bloqueo con los dos"
        blockers = tapped_aside(self, self._from_board(blockers))  # "…, con mi lobo girado"
        if clause.cue.actor == "me":
            self._defender(ME)
        elif said.player is not None:
            self._defender(said.player)
        elif blockers and blockers[0].owner is not None:
            self._defender(blockers[0].owner)
        if clause.cue.kind == "block":
            verb_at = self.told.folded.rfind(clause.verb, 0, clause.object[0])
            typed = self.told.typed[verb_at : verb_at + len(clause.verb)]
            put_blocked_last(self, clause.verb, typed, blockers)
        self._block(blockers)

    _on_blocked_by = _on_block

    def _blocks_named(self, said: Said, cut: int) -> None:
        """ "mi 3/3 bloquea a su 5/5": the subject blocks; the object is the attacker it
        blocks, one told before (moved last, blocks.py) or, when no attack was told, the
        attack itself (the other player's creature attacks)."""
        blockers = things(said.subject_typed, said.subject)
        typed, folded = said.typed[cut:], said.folded[cut:]
        if any(kind == "attack" for kind, _ in self.combat):
            put_blocked_last(self, f"bloquea a {folded} con", f"bloquea a {typed} con", blockers)
        else:
            attacked = thing(typed, folded)
            mine = blockers[0].owner if blockers else None
            side = attacked.owner or (None if mine is None else OTHER if mine == ME else ME)
            self._attackers(side, [attacked])
        blockers = tapped_aside(self, self._from_board(resolved(self, blockers, None)))
        if blockers and blockers[0].owner is not None:
            self._defender(blockers[0].owner)
        self._block(blockers)

    def _on_no_block(self, clause: Clause, _: Said, __: Clause | None) -> None:
        self._unread(clause.object)
        if not any(kind == "attack" for kind, _ in self.combat):
            self._unblocked = True  # "no tengo bloqueadores y el rival ataca con …"
            return
        self._block([])

    def _on_life(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "estoy a 3 vidas", "el rival tiene 5 vidas", "le quedan 2 vidas"; "… y el rival
        también": the other player has the same."""
        rest = self._text(clause.object)[1]
        also = _ALSO.match(rest)
        if also is None:
            self._unread(clause.object)
        verb = clause.verb.split()[0]
        # "estoy a 3", "me quedan 2", "at 3 life": the teller, unless a player is named.
        mine = verb in {"estoy", "estamos", "tengo", "tenemos", "me", "am", "have", "at", "with"}
        who = said.player or (ME if mine else OTHER)
        assert clause.number is not None  # a life or poison verb holds its number
        if verb == "a" and said.player is None:  # "…, a 2 vidas": whose life is not said
            self._whose_life.append(clause.number)  # asked at the end, unless said later
            return
        totals = self.life if clause.cue.kind == "life" else self.poison
        totals[who] = clause.number
        self._last_who = who
        if also is not None:
            other = player(also["who"])
            if other is None or other == who:
                self._unread(clause.object)
            totals[other or who] = int(also["n"]) if also["n"] else clause.number

    _on_poison = _on_life

    def _on_earlier_draw(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "antes intenté robar con la biblioteca vacía" (704.5b looks back at it)."""
        self._unread(clause.object)
        who = ME if clause.cue.actor == "me" else (said.player or OTHER)
        self.earlier.append(("empty_draw", who, 1))

    def _on_earlier_land(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "ya jugué una tierra este turno" (305.2 counts the lands played this turn)."""
        self._unread(clause.object)
        who = ME if clause.cue.actor == "me" else (said.player or OTHER)
        self.earlier.append(("land_played", who, clause.number or 1))

    def _on_play(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "¿puedo jugar otra tierra?", "¿puedo jugar un Forest?": a timing question."""
        words = [w for w in said.typed.strip(" ¿?").split() if fold(w, "words") not in _PLAY_FILLER]
        if not words and any(kind == "land_played" for kind, _, _ in self.earlier):
            words = ["tierra"]  # "ya jugué una tierra, ¿puedo jugar otra?"
        if not words:
            raise ScenarioError(
                f"¿Qué quieres jugar? Dilo tras «{clause.verb}».",
                example="ya jugué una tierra este turno, ¿puedo jugar un Forest?",
            )
        self.play = self.told_text(" ".join(words))

    def _on_board(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "tengo un Oso 2/2", "el rival tiene un Lobo 3/3"; a possessive wins. "mi Oso tiene
        dos contadores -1/-1", "el 2/2 tiene vínculo vital": what an object has."""
        owner = ME if clause.cue.actor == "me" else said.player
        if said.subject and owner is None and clause.cue.actor == "subject":
            self._qualities(said.subject_typed, said.subject, said.typed, said.folded)
            return
        self._last_who = owner
        if owner is None and clause.cue.actor != "nobody":
            owner = OTHER
        self._last_things = things(said.typed, said.folded)
        _zone_of_all(self, self._last_things)
        for one in self._last_things:
            one.owner = one.owner or owner
            if one.zone == "graveyard":
                one.owner = one.owner or ME
                several = _SEVERAL.search(fold(MASK.sub("", one.description), "aligned"))
                if several is not None:  # "un Tarmogoyf y una tierra y un instantáneo"
                    said_cards = self.told_text(one.description)
                    raise ScenarioQuestion(
                        f"¿Qué cartas hay en el cementerio, cada una por su nombre? En "
                        f"«{said_cards}» no sé cuáles son cartas ni si todas están en el "
                        "cementerio.",
                        why="Un tipo de carta («una tierra», «un instantáneo») no es una carta: "
                        "para contarla necesito su nombre.",
                        example="tengo un Forest en el cementerio y un Lightning Bolt en el "
                        "cementerio",
                    )
                if not MASK.search(one.description) and not one.has_pt:
                    said_card = self.told_text(one.description)
                    raise ScenarioQuestion(
                        f"¿Qué carta es «{said_card}» (su nombre, o su fuerza/resistencia)?",
                        why=f"En el cementerio cuento cartas con su nombre; «{said_card}» no "
                        "lo es.",
                        example="tengo un Grizzly Bears en el cementerio",
                    )
                self.graveyard.append(one)
                continue
            self.board.append(one)  # an owner not said is asked at the end, unless said later

    def _qualities(self, typed: str, folded: str, what: str, what_folded: str) -> None:
        """ "X tiene Y": Y is more of X's description (an object told before, or a new one)."""
        one = thing(typed, folded)
        known = self._known(one) or self._same(one)
        if known is None:
            self.board.append(one)
            known = one
        known.description = f"{known.description} con {what.strip()}"

    def _on_cards(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "tengo 3 cartas en la mano", "no me quedan cartas en la biblioteca"; "… y un Oso
        2/2": what the same verb has besides (its words left out)."""
        words = clause.verb.split()
        if {"tengo", "tenemos", "me"} & set(words):
            who = said.player or ME
        elif {"tiene", "tienes", "tienen", "le", "te"} & set(words):
            who = said.player or OTHER
        else:  # "y 2 cartas en la mano": whose the clause before was about
            who = said.player or self._last_who or ME
        zone = "mano" if clause.verb.endswith("mano") else "biblioteca"
        none = bool({"no", "ninguna"} & set(words))
        self.cards[(who, zone)] = 0 if none else (clause.number or 0)
        typed, folded = self._text(clause.object)
        rest = re.match(r"^(?:y|,)\s+", folded)
        besides = things(typed[rest.end() :], folded[rest.end() :]) if rest else []
        if not besides or not all(
            PT.search(b.description) or MASK.search(b.description) for b in besides
        ):
            self._unread(clause.object)
        for one in besides:
            one.owner = one.owner or who
            self.board.append(one)
        self._last_who = who

    def _on_draw(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "tengo que robar", "le toca robar": matters when that library is empty."""
        self._unread(clause.object)
        first = clause.verb.split()[0]
        mine = first in {"tengo", "me", "debo"}
        self.draws.add(said.player or (ME if mine else (self._last_who or OTHER)))

    def _on_attach(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "le equipo una Bonesplitter a mi Oso", "le pongo 2 contadores +1/+1 a mi Oso"."""
        attach_told(self, clause, said)  # attaching.py

    def _on_wears(self, clause: Clause, said: Said, _: Clause | None) -> None:
        """ "mi Oso 2/2 lleva una Bonesplitter": the subject wears what follows."""
        one = thing(said.subject_typed, said.subject)
        known = self._known(one) or self._same(one)
        if known is None:
            self.board.append(one)
            known = one
        self._attach(said.typed, said.folded, known, clause.verb)

    def _attach(self, typed: str, folded: str, target: Thing, verb: str) -> None:
        attach(self, typed, folded, target, verb)  # attaching.py

    def _on_respond(self, clause: Clause, _: Said, __: Clause | None) -> None:
        """ "en respuesta": what is cast next goes above (written order is stack order)."""
        self._unread(clause.object)

    def _on_cast(self, clause: Clause, said: Said, following: Clause | None) -> None:
        self._cast(clause, said.typed, said.folded, said.player, following)

    _on_respond_to = _on_cast

    def _on_activate(self, clause: Clause, said: Said, following: Clause | None) -> None:
        activate(self, clause, said, following)  # activating.py

    def _on_pay_life(self, clause: Clause, said: Said, _: Clause | None) -> None:
        if pay_life(self, clause, said):  # "… para darle +2/+2 a mi Putrid Leech"
            return
        self._unread(clause.object)
        self._paid.append(clause)  # checked once every clause is read (activating.py)

    def _on_fight(self, clause: Clause, said: Said, _: Clause | None) -> None:
        fight(self, clause, said)  # activating.py

    def _on_pay_mana(self, clause: Clause, said: Said, _: Clause | None) -> None:
        if not pay_mana(self, clause, said):  # "pago 3 y le quito defensor a mi …"
            self._unread((clause.subject[1], clause.object[1]))

    def _on_keyword(self, clause: Clause, said: Said, _: Clause | None) -> None:
        told_keyword(self, clause, said)  # keyword_told.py

    def _on_damage(self, clause: Clause, said: Said, _: Clause | None) -> None:
        self._damage(clause, said.typed, said.folded)

    # -- combat ------------------------------------------------------------------------------
    def _from_board(self, ones: list[Thing]) -> list[Thing]:
        return from_board(self, ones)  # state.py

    def _attackers(self, side: str | None, attackers: list[Thing]) -> None:
        if not attackers:
            raise ScenarioError(
                "¿Con qué criatura se ataca? Dila tras «ataco con».", example=EXAMPLE
            )
        attackers = self._from_board(resolved(self, attackers, side))  # "ataco con él"
        for one in attackers:
            one.owner = one.owner or side
        if side is not None:
            if self.attacker is not None and self.attacker != side:
                raise ScenarioError(
                    "Atacan criaturas de los dos jugadores: en un combate ataca uno solo.",
                    example=EXAMPLE,
                )
            self.attacker = side
        self.combat.append(("attack", attackers))
        self._last_things = attackers
        if self._unblocked:
            self._unblocked = False
            self._block([])

    def _defender(self, side: str) -> None:
        attacker = OTHER if side == ME else ME
        if self.attacker is not None and self.attacker != attacker:
            raise ScenarioError(
                "Bloquea el mismo jugador que ataca: los bloqueadores son del jugador atacado.",
                example=EXAMPLE,
            )
        self.attacker = attacker

    def _block(self, blockers: list[Thing]) -> None:
        if not any(kind == "attack" for kind, _ in self.combat):  # a real gap: asked
            raise ScenarioQuestion(
                "¿Qué criatura ataca (su fuerza/resistencia y sus habilidades), y de quién es?",
                why="Hay un bloqueo pero no dice qué criatura ataca (p. ej. «mi 3/3 ataca»).",
                example=EXAMPLE,
            )
        if self.attacker is not None:
            for one in blockers:
                one.owner = one.owner or (OTHER if self.attacker == ME else ME)
        self.combat.append(("block", blockers))
        self._last_things = blockers

    # -- spells and damage -------------------------------------------------------------------
    def _cast(
        self,
        clause: Clause,
        typed: str,
        folded: str,
        subject_player: str | None,
        following: Clause | None,
    ) -> None:
        if clause.cue.kind == "respond_to":
            caster = None
        elif clause.cue.actor == "me":
            caster = ME
        else:
            caster = subject_player or OTHER
        effect_follows = folded.endswith(" que") or folded == "que"
        if effect_follows:
            typed, folded = typed[: -len("que")].rstrip(), folded[: -len("que")].rstrip()
        cut = _TARGET.search(folded)
        spell_typed, spell_folded = (
            (typed[: cut.start()], folded[: cut.start()]) if cut else (typed, folded)
        )
        # "… con X=2", "… q destruye todas": what follows the card's name (after_name.py)
        read = after_name(thing(spell_typed, spell_folded), self.told.cards)
        spell = read.spell
        if read.aside:
            self.said_of_cards.append((self.told_text(spell.description), read.aside))
        if not spell.description and self.spells and re.match(r"\s*otr[oa]\b", spell_folded):
            spell = Thing(spell.owner, self.spells[-1].spell.description)  # "le tiro otro"
        if not spell.description:
            raise ScenarioError(
                f"¿Qué hechizo se lanza? Falta su nombre tras «{clause.verb}».",
                example="le tiro un Lightning Bolt a su Grizzly Bears",
            )
        if caster is None:  # "en respuesta a su Lightning Bolt": whose spell says who cast it
            caster = spell.owner or OTHER
        target = None
        if cut is not None:
            target = self._target(typed[cut.end() :], folded[cut.end() :], spell)
            face = re.sub(r"^(?:a|al)\s+", "", folded[cut.end() :].strip())
            if face in _FACE and clause.verb.split()[0] in {"me", "te"}:
                # "me tira un Rayo a la cara": the face is the one the clitic names, the teller.
                target = ME
        elif clause.verb.split()[0] in {"me", "te", "le", "les"} and not effect_follows:
            # "me tira…": at the teller. "le tiro …": at what the last spell aimed at (the one
            # it answers), else at the creature told last, else at the other player.
            aimed = [s.target for s in self.spells if s.target is not None]
            told = self.told_objects()
            if clause.verb.split()[0] == "me":
                target = ME
            elif aimed or told:
                target = aimed[-1] if aimed else told[-1]
                fighting = [one for _, objects in self.combat for one in objects]
                if not aimed and len(fighting) > 1:  # "le" could be any of them: asked
                    target = None
                elif not aimed and not self.combat and len(fitting_targets(self, spell, told)) > 1:
                    target = None  # "le" of two creatures on the board: which one, asked
            else:
                target = OTHER if caster == ME else ME
        if targets_nothing(self, spell):  # a sweeper "a su Oso": the Oso is told, no target
            target = None
        told_first = not self.combat  # told before any attack or block (cast_moment.py)
        self.spells.append(
            Spell(caster, spell, target, x=read.x, before_combat=told_first, mode=read.mode)
        )
        if (
            target is None
            and clause.verb.split()[0] == "le"
            and (self.combat or self.told_objects())
            and not targets_nothing(self, spell)
        ):
            self._unaimed.append(self.spells[-1])
        if effect_follows:
            if following is None or following.cue.kind != "damage":
                shown = self.told_text(spell.description)
                raise ScenarioError(
                    f"¿Qué hace «{shown}»? Tras «que» va su efecto, p. ej. «que hace 3 de daño "
                    "a su Oso».",
                    example="le tiro un Rayo que hace 3 de daño a su Oso 2/2",
                )
            self._effect_of = self.spells[-1]

    def _target(self, typed: str, folded: str, spell: Thing | None = None) -> Thing | str:
        said = player(folded)
        if said is not None:
            return said
        pointed = pointed_at(self, folded, spell)  # "… a eso": what the last spell aimed at
        if pointed is not None:
            return pointed
        target = thing(typed, folded)
        known = self._known(target) or self._same(target)
        if known is not None:
            return known
        self.board.append(target)
        return target

    def told_objects(self) -> list[Thing]:
        """Every object told so far: the board's, then the attackers' and blockers'."""
        return [*self.board, *(one for _, objects in self.combat for one in objects)]

    def _same(self, target: Thing) -> Thing | None:
        """An unnamed object told before with the same description ("a mi 3/3" after "mi 3/3
        ataca"), whose owner does not say otherwise."""
        if target.name is not None or not target.has_pt:
            return None
        said = fold(self.told_text(target.description), "words")
        for one in reversed(self.told_objects()):
            if fold(self.told_text(one.description), "words") == said and (
                target.owner is None or one.owner in {None, target.owner}
            ):
                return one
        return None

    def _known(self, target: Thing) -> Thing | None:
        """The object already told with the same name ("… a Grizzly Bears" after "su
        Grizzly Bears"), when ``target`` says nothing new."""
        if target.has_pt or target.name is None:
            return None
        said = fold(self.told_text(target.name), "words")
        for one in self.told_objects():
            if one.name is not None and fold(self.told_text(one.name), "words") == said:
                return one
        # "sus Elves" after "su Llanowar Elves": the words of one name told before, and of
        # no other, are that object (a short name the card data would not find again).
        words = set(said.replace(",", " ").split())
        named = [
            one
            for one in self.told_objects()
            if one.name is not None
            and words <= set(fold(self.told_text(one.name), "words").replace(",", " ").split())
        ]
        return named[0] if len(named) == 1 else None

    def _damage(self, clause: Clause, typed: str, folded: str) -> None:
        assert clause.number is not None
        clitic = clause.verb.split()[0]
        if folded:
            bare = re.sub(r"^(?:a|al)\s+", "", folded)
            target: Thing | str = self._target(typed[len(folded) - len(bare) :], bare)
        elif clitic == "me":
            target = ME
        elif clitic in {"le", "les", "te"}:
            # "tiene un Lobo 3/3 y le hago 3 de daño": the object told last, else the player;
            # after one of the teller's own ("tengo un Lobo y le hago 3"), either: asked.
            told = self.told_objects()
            target = told[-1] if told and clitic != "te" else OTHER
            if not isinstance(target, str) and target.owner == ME:
                raise ScenarioQuestion(
                    f"¿A quién le haces {clause.number} de daño: a tu "
                    f"«{self.told_text(target.description)}» o al rival?",
                    why=f"Dices «{clause.verb}» sin decir a quién.",
                    example=f"le hago {clause.number} de daño al rival",
                )
        else:
            raise ScenarioError(
                f"¿A quién o a qué hace daño «{clause.verb}»? Dilo después: «… a su Oso».",
                example="le tiro un Rayo que hace 3 de daño a su Oso 2/2",
            )
        if self._effect_of is not None:
            self._effect_of.effect = (clause.number, target)
            self._effect_of = None
            return
        if self._aimed_by is not None:  # "activo mi Pyromancer y le hago 1 al rival"
            self._aimed_by.target, self._aimed_by = target, None
            return
        subject_typed, subject = self._text(clause.subject)
        if self._by_an_ability(clause, subject_typed, subject, target):  # damage_sources.py
            return
        if subject and player(subject) is None:
            self._unread(clause.subject)
        self.damage.append((clause.number, target))

    def _by_an_ability(
        self, clause: Clause, subject_typed: str, subject: str, target: Thing | str
    ) -> bool:
        """ "le hago 1 a su Elfo" with a told Prodigal Pyromancer, "mi Oso equipado con Bow
        of the Hunter le hace 2 a …": the one ability that deals it, activated."""
        assert clause.number is not None
        first_person = re.search(r"(?<![\w§])(?:hago|hacemos|hice|hicimos)(?![\w§])", clause.verb)
        source: Thing | None = None
        if subject and player(subject) is None and MASK.search(subject):
            told = thing(subject_typed, subject)
            source = self._known(told) or self._same(told) or told
        if source is None and not first_person:
            return False
        caster = (source.owner or ME) if source is not None else ME
        return sourced(self, clause.number, target, source, caster)


def _zone_of_all(t: Telling, ones: list[Thing]) -> None:
    """ "tengo un Forest y un Lightning Bolt en el cementerio": the graveyard said once after
    several objects may be of the last one or of all; which decides what is on the
    battlefield, so it is asked back, naming them."""
    if len(ones) < 2 or ones[-1].zone != "graveyard" or all(o.zone_said for o in ones[:-1]):
        return
    first = t.told_text(ones[0].description)
    raise ScenarioQuestion(
        f"¿«{first}» también está en el cementerio, o en el campo de batalla?",
        why="Dices «en el cementerio» al final de varias cartas.",
        example=f"tengo {first} en el campo y {t.told_text(ones[-1].description)} en el cementerio",
    )
