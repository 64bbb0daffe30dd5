"""What the clauses told (a Telling) written as one line of the scenario language."""

from __future__ import annotations

from ...errors import ScenarioError
from .telling import EXAMPLE, Spell, Telling
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


def _quote(value: str) -> str:
    return f'"{value}"'


class Line:
    """The pairs of the line, in the order a person would write them."""

    def __init__(self, telling: Telling) -> None:
        self.t = telling
        self.combat = bool(telling.combat)
        self.order = "combate" if self.combat else ("pila" if telling.spells else "estado")
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
        if self.combat and self.t.spells:
            spell = self.t.told_text(self.t.spells[0].spell.description)
            raise ScenarioError(
                f"Un combate con hechizos («{spell}») todavía no se puede contar: el combate "
                "calcula el daño de los atacantes y bloqueadores que digas. Cuenta el combate y "
                "el hechizo por separado.",
                fragment=spell,
                example=EXAMPLE,
            )
        if self.t.play is not None:
            return self._timing()
        if self.combat:
            self._combat()
        self._board()
        self._players()
        self._spells()
        self._events()
        self._earlier()
        return " ".join([self.order, *(f"{k}:{v}" for k, v in self.pairs)])

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

    def _combat(self) -> None:
        for kind, objects in self.t.combat:
            if kind == "attack":
                for one in objects:
                    self.pairs += [("atacante", _quote(self._text(one)))] * one.count
            elif not objects:
                self.pairs.append(("bloqueadores", "ninguno"))
            else:
                listed = [self._text(one) for one in objects for _ in range(one.count)]
                self.pairs.append(("bloqueadores", _quote("; ".join(listed))))

    def _board(self) -> None:
        unnamed = {ME: 0, OTHER: 0}
        lists: dict[str, list[str]] = {ME: [], OTHER: []}
        attacker = self.t.attacker or ME
        referred = {id(s.target) for s in self.t.spells} | {
            id(s.effect[1]) for s in self.t.spells if s.effect
        }
        referred |= {id(target) for _, target in self.t.damage}
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

    def _players(self) -> None:
        for values, key in ((self.t.life, "vida"), (self.t.poison, "veneno")):
            for who, amount in values.items():
                self.pairs.append((self._player_key(key, who), str(amount)))

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
        for spell in self.t.spells:
            self.pairs.append(("hechizo", _quote(self._spell(spell))))

    def _spell(self, spell: Spell) -> str:
        head = self.t.told_text(spell.spell.description)
        if spell.caster != ME:
            head += " (rival)"
        if spell.effect is not None:
            amount, target = spell.effect
            return f"{head}: {amount} daños a {self._ref(target)}"
        if spell.target is None:
            return head
        return f"{head}: {self._ref(spell.target)}"

    def _events(self) -> None:
        events = [f"{amount} daños a {self._ref(target)}" for amount, target in self.t.damage]
        if events:
            self.pairs.append(("eventos", _quote("; ".join(events))))
