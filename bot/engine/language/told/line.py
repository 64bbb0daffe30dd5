"""What the clauses told (a Telling) written as one line of the scenario language."""

from __future__ import annotations

from ...errors import ScenarioError
from ..cards import card_data_open, find_card
from .glued import refuse_glued
from .spell import Spell
from .telling import EXAMPLE, Telling
from .things import ME, OTHER, Thing

_PLAYERS = {
    "combat": {True: "Jugador atacante", False: "Jugador defensor"},
    "plain": {True: "Jugador activo", False: "Jugador no activo"},
}


# Names for unnamed objects a spell or damage refers to: players' word for a creature, with
# neither a digit nor a card-type word, which a card's "any target …" would read as its text.
_UNNAMED = {
    ME: ("Mi bicho", "Mi otro bicho", "Mi tercer bicho"),
    OTHER: ("Bicho rival", "Otro bicho rival", "Tercer bicho rival"),
}


_SPELL_EXAMPLE = "tiro un Lightning Bolt al Oso del rival"


def _quote(value: str) -> str:
    return f'"{value}"'


class Line:
    """The pairs of the line, in the order a person would write them."""

    def __init__(self, telling: Telling) -> None:
        self.t = telling
        self.combat = bool(telling.combat)
        self.activations = any(spell.ability is not None for spell in telling.spells)
        self.order = "combate" if self.combat else ("pila" if telling.spells else "estado")
        if self.activations and not self.combat:
            self.order = "estado"  # the stack is built by the events (SCHEMA.md 1.10)
        self.pairs: list[tuple[str, str]] = []
        # The names of objects a spell or damage refers to, once they are on the board.
        self.names: dict[int, str] = {}

    def player(self, who: str) -> str:
        if self.combat:
            attacker = self.t.attacker or ME
            return _PLAYERS["combat"][who == attacker]
        return _PLAYERS["plain"][who == ME]

    def _text(self, one: Thing) -> str:
        return self.t.told_text(one.description)

    def write(self) -> str:
        # A card named with words glued to it: named as unread before anything is written.
        for one in [*self.t.told_objects(), *(spell.spell for spell in self.t.spells)]:
            refuse_glued(one.description, self.t.told.cards, EXAMPLE)
        if self.t.play is not None:
            return self._timing()
        if self.combat:
            self._marked_in_combat()
            self._combat()
        self._board()
        self._players()
        self._spells()  # in a combat: cast before combat damage (the step's priority, 510.3)
        self._events()
        self._earlier()
        if not self.pairs:
            raise ScenarioError(
                "No encuentro nada que ejecutar en lo que cuentas: ni criaturas, ni vidas, ni "
                "hechizos.",
                example=EXAMPLE,
            )
        return " ".join([self.order, *(f"{k}:{v}" for k, v in self.pairs)])

    def _marked_in_combat(self) -> None:
        """Damage told in a combat to an attacker or a blocker was dealt before combat damage
        ("antes le hice 2 de daño a su Kalitas"): it is marked on it (120.6) as combat begins."""
        fighting = {id(one) for _, objects in self.t.combat for one in objects}
        kept = []
        for amount, target in self.t.damage:
            if not isinstance(target, str) and id(target) in fighting:
                word = "daño marcado" if amount == 1 else "daños marcados"
                target.description = f"{target.description} con {amount} {word}"
            else:
                kept.append((amount, target))
        self.t.damage[:] = kept

    def _timing(self) -> str:
        """ "¿puedo jugar …?": a ``momento`` line; only what happened earlier goes with it."""
        told = self.t
        if told.combat or told.spells or told.board or told.damage or told.life or told.poison:
            raise ScenarioError(
                "Una pregunta de «¿puedo jugar …?» se cuenta sola, con lo que pasó antes "
                "(«ya jugué una tierra este turno»): el resto cuéntalo por separado.",
                example="ya jugué una tierra este turno, ¿puedo jugar un Forest?",
            )
        self.order = "momento"
        self.pairs.append(("carta", _quote(told.play or "")))
        moment = told.moment
        if moment.step:
            self.pairs.append(("paso", _quote(moment.step)))
        if moment.turn:
            self.pairs.append(("turno", moment.turn))
        if moment.stack:
            self.pairs.append(("pila", moment.stack))
        self._earlier()
        return " ".join([self.order, *(f"{k}:{v}" for k, v in self.pairs)])

    def _earlier(self) -> None:
        if not self.t.earlier:
            return
        if self.combat:
            raise ScenarioError(
                "Lo que pasó antes (robar de una biblioteca vacía, tierras jugadas) no se "
                "puede contar con un combate: cuéntalo por separado.",
                example="antes intenté robar con la biblioteca vacía",
            )
        said = []
        for kind, who, n in self.t.earlier:
            lead = "" if who == ME else "el rival "
            if kind == "empty_draw":
                said.append(f"{lead}intentó robar con la biblioteca vacía")
            else:
                said.append(f"{lead}jugó {n} {'tierra' if n == 1 else 'tierras'}")
        self.pairs.append(("antes", _quote("; ".join(said))))

    def _referred(self) -> set[int]:
        """The objects a spell, an attachment or damage names."""
        referred = {id(s.target) for s in self.t.spells}
        referred |= {id(one) for s in self.t.spells for one in s.also}
        referred |= {id(s.spell) for s in self.t.spells if s.ability is not None}
        referred |= {id(s.effect[1]) for s in self.t.spells if s.effect}
        referred |= {id(on) for _, _, on in self.t.attached}
        return referred | {id(target) for _, target in self.t.damage}

    def _combat(self) -> None:
        attacker = self.t.attacker or ME
        defender = OTHER if attacker == ME else ME
        unnamed = {ME: 0, OTHER: 0}
        referred = self._referred()

        def shown(one: Thing, side: str) -> str:
            text = self._text(one)
            if one.name is None and id(one) in referred:  # a spell names it: it needs a name
                name = _UNNAMED[side][min(unnamed[side], 2)]
                unnamed[side] += 1
                self.names[id(one)] = name
                return f"{name} {text}"
            return text

        for kind, objects in self.t.combat:
            if kind == "attack":
                for one in objects:
                    self.pairs += [("atacante", _quote(shown(one, attacker)))] * one.count
            elif not objects:
                self.pairs.append(("bloqueadores", "ninguno"))
            else:
                listed = [shown(one, defender) for one in objects for _ in range(one.count)]
                self.pairs.append(("bloqueadores", _quote("; ".join(listed))))

    def _board(self) -> None:
        unnamed = {ME: 0, OTHER: 0}
        lists: dict[str, list[str]] = {ME: [], OTHER: []}
        attacker = self.t.attacker or ME
        referred = self._referred()
        for one in self.t.board:
            owner = one.owner or (OTHER if referred and not self.combat else ME)
            for _ in range(one.count):
                text = self._text(one)
                if one.name is None and id(one) in referred:
                    name = _UNNAMED[owner][min(unnamed[owner], 2)]
                    unnamed[owner] += 1
                    text = f"{name} {text}"
                    self.names[id(one)] = name
                lists[owner].append(text)
        mine = "criaturas" if not self.combat or attacker == ME else "criaturas_rival"
        theirs = "criaturas_rival" if mine == "criaturas" else "criaturas"
        for key, objects in ((mine, lists[ME]), (theirs, lists[OTHER])):
            if objects:
                self.pairs.append((key, _quote("; ".join(objects))))
        self.pairs.sort(key=lambda p: p[0] == "criaturas_rival")  # stable: criaturas first
        self._graveyards(attacker)
        self._attached(lists, mine)

    def _graveyards(self, attacker: str) -> None:
        for who, key in ((ME, "cementerio"), (OTHER, "cementerio_rival")):
            if self.combat and attacker != ME:
                key = "cementerio_rival" if who == ME else "cementerio"
            cards = [self._text(one) for one in self.t.graveyard if one.owner == who]
            if cards:
                self.pairs.append((key, _quote("; ".join(cards))))

    def _attached(self, lists: dict[str, list[str]], mine: str) -> None:
        """ "equipos:"Bonesplitter equipa:1"": the creature by its place in its list (r1… for
        the other player's), as the language numbers them (SCHEMA.md 1.3); in a combat, where
        attackers and blockers have no place in a list, by its name (``equipa:Grizzly_Bears``).
        An Equipment's list is its controller's (the teller's unless told as the other
        player's); an Aura's is always ``auras:``, the language having no other player's list
        for them (its controller changes none of what it gives its creature)."""
        if not self.t.attached:
            return
        places = self._names_in_combat() if self.combat else self._places(mine)
        attacker = self.t.attacker or ME
        by_key: dict[str, list[str]] = {}
        for key, one, on in self.t.attached:
            verb = "encanta" if key == "auras" else "equipa"
            side = one.owner or ME
            theirs = side != attacker if self.combat else side == OTHER
            listed = f"{key}_rival" if theirs and key == "equipos" else key
            by_key.setdefault(listed, []).append(f"{self._text(one)} {verb}:{places[id(on)]}")
        for key in ("auras", "equipos", "equipos_rival"):
            if key in by_key:
                self.pairs.append((key, _quote("; ".join(by_key[key]))))
        del lists

    def _names_in_combat(self) -> dict[int, str]:
        """Each told creature's name as ``encanta:``/``equipa:`` write it (words joined by
        "_"); a name two of them share says neither, so it is refused, never guessed."""
        names: dict[int, str] = {}
        for one in self.t.told_objects():
            name = self.names.get(id(one)) or (self.t.told_text(one.name) if one.name else "")
            names[id(one)] = name.strip().replace(" ", "_")
        for _, worn, on in self.t.attached:
            shared = [one for one in self.t.told_objects() if names[id(one)] == names[id(on)]]
            if not names[id(on)] or len(shared) > 1 or on.count > 1:
                raise ScenarioError(
                    f"«{self._text(worn)}» va en una criatura del combate, pero no sé en cuál: "
                    "dale un nombre que solo tenga ella.",
                    example=EXAMPLE,
                )
        return names

    def _places(self, mine: str) -> dict[int, str]:
        places: dict[int, str] = {}
        count = {ME: 0, OTHER: 0}
        for one in self.t.board:
            owner = one.owner or ME
            for _ in range(one.count):
                count[owner] += 1
                mark = "" if (owner == ME) == (mine == "criaturas") else "r"
                places.setdefault(id(one), f"{mark}{count[owner]}")
        return places

    def _players(self) -> None:
        said = [
            (self._player_key(key, who), str(amount))
            for values, key in ((self.t.life, "vida"), (self.t.poison, "veneno"))
            for who, amount in values.items()
        ]
        # The attacked player's totals first, as the language lists its keys (SCHEMA.md 1.2).
        self.pairs += sorted(said, key=lambda pair: pair[0] == "vida_atacante")
        if (self.t.cards or self.t.draws) and self.combat:
            raise ScenarioError(
                "Las cartas de la mano o de la biblioteca no se cuentan en un combate: cuéntalo "
                "por separado.",
                example="no me quedan cartas en la biblioteca y tengo que robar",
            )
        for (who, zone), amount in self.t.cards.items():
            key = "mano" if zone == "mano" else "biblioteca"
            self.pairs.append((key if who == ME else f"{key}_rival", str(amount)))
        for who in sorted(self.t.draws):
            if self.t.cards.get((who, "biblioteca")) == 0:  # a draw matters only from an empty one
                self.pairs.append(("robo_vacío" if who == ME else "robo_vacío_rival", "sí"))

    def _player_key(self, key: str, who: str) -> str:
        if self.combat:
            if self.player(who) == "Jugador defensor":
                return key
            if key == "veneno":
                raise ScenarioError(
                    "Solo sé contar el veneno del jugador atacado en un combate.", example=EXAMPLE
                )
            return "vida_atacante"
        return key if who == ME else f"{key}_rival"

    def _ref(self, target: Thing | str) -> str:
        if isinstance(target, str):
            return self.player(target)
        name = self.names.get(id(target)) or target.name
        if name is None:
            raise ScenarioError("No sé a qué criatura se refiere.", example=EXAMPLE)
        return self.t.told_text(name)

    def _spells(self) -> None:
        if self.activations:  # told as events: cast and activated in told order (stack order)
            return
        for spell in self.t.spells:
            self.pairs.append(("hechizo", _quote(self._spell(spell))))

    def _activated(self) -> list[str]:
        """ "activa el -3 de Chandra: Oso", "lanza Rayo (rival): Oso": what is cast and
        activated, in the order told (each one above the one before it)."""
        if not self.activations:
            return []
        if self.combat:
            raise ScenarioError(
                "Una habilidad activada en la misma jugada que un combate (antes del ataque o "
                "durante él) todavía no la sé contar: cuenta el combate y la habilidad por "
                "separado.",
                example="activo la habilidad de mi Prodigal Pyromancer sobre su Llanowar Elves",
            )
        said = []
        for spell in self.t.spells:
            if spell.ability is None:
                said.append(f"lanza {self._spell(spell)}")
                continue
            source = self._ref(spell.spell)
            head = f"el {spell.ability} de {source}" if spell.ability else source
            aimed = [spell.target, *spell.also] if spell.target is not None else []
            target = f": {', '.join(self._ref(one) for one in aimed)}" if aimed else ""
            said.append(f"activa {head}{target}")
        return said

    def _spell(self, spell: Spell) -> str:
        head = self.t.told_text(spell.spell.description)
        if spell.effect is None and _unknown_card(head):
            # A card named inside it: the words around the name are what was not read.
            refuse_glued(spell.spell.description, self.t.told.cards, _SPELL_EXAMPLE, spell=True)
            # A spell told by a name the card data does not hold, and nothing said of what it
            # does: running it would resolve it doing nothing and state that as the result.
            raise ScenarioError(
                f"No sé qué hace «{head}»: no es el nombre de una carta de los datos de "
                "cartas. Escribe el nombre exacto de la carta o lo que hace.",
                example=_SPELL_EXAMPLE,
            )
        if spell.x is not None:  # the X chosen as it is cast, next to its name (SCHEMA 1.9)
            head += f" X={spell.x}"
        if spell.mode is not None:  # the mode chosen as it is cast (SCHEMA 1.9)
            head += f" modo {spell.mode}"
        if self.combat:  # the active player attacks; a label says the other one cast it
            if spell.caster != (self.t.attacker or ME):
                head += " (no activo)"
        elif spell.caster != ME:
            head += " (rival)"
        if spell.effect is not None:
            amount, target = spell.effect
            return f"{head}: {amount} daños a {self._ref(target)}"
        if spell.target is None:
            return head
        targets = [spell.target, *spell.also]
        return f"{head}: {', '.join(self._ref(one) for one in targets)}"

    def _events(self) -> None:
        events = self._activated()
        events += [f"{amount} daños a {self._ref(target)}" for amount, target in self.t.damage]
        if events:
            self.pairs.append(("eventos", _quote("; ".join(events))))


def _unknown_card(description: str) -> bool:
    """A description that should name a card and names none, when the card data is open."""
    return card_data_open() and find_card(description, short=True) is None
