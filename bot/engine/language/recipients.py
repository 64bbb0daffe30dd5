"""Who or what an effect acts on, as a judge writes it: "a cada criatura sin volar y a cada
jugador", "a Oso objetivo", "otras criaturas tuyas", "ti", "el rival".

``Refs`` knows the names on the board (permanents and players) and whose effect it is;
``recipients`` reads a list of recipients joined by "y" / "," and returns them as the
effect's ``targets`` / ``objects`` / ``each`` (SCHEMA.md, 1.7).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, cast

from index.fold import fold
from index.vocabulary.game import spelled

from ..errors import ScenarioError
from ..selectors import Filter, FilterKind
from ..vocabulary import CardType
from .aliases import COLOR_ALIASES, KEYWORD_ALIASES
from .creature_types import creature_type
from .earlier_choice import Earlier
from .selfref import SELF_KINDS
from .target_counts import TargetCountError, counted_target
from .target_groups import targets_whose
from .words import Words

if TYPE_CHECKING:
    from ..effects import Effect

EFFECT_EXAMPLE = '"Terremoto X=2: X daños a cada criatura sin volar y a cada jugador"'


@dataclass
class Refs:
    """The names an effect text may use, and the context it is read in."""

    names: dict[str, str]  # folded name or id -> permanent id or player name
    you: str
    source: str | None = None  # the permanent whose ability this is ("esta criatura")
    targeting: bool = False  # in a spell or ability: a named object is a target
    static: bool = False  # a static ability: effects last while the source is there
    unchosen: bool = False  # an activated ability's text: "any target" without a name
    x: int | None = None
    where: str = "el efecto"
    example: str = EFFECT_EXAMPLE
    player_names: set[str] = field(default_factory=set)
    owner_of: dict[str, str] = field(default_factory=dict)  # permanent id -> controller
    # permanent id -> (name, card types): an unnamed target with one candidate is that one.
    kinds_of: dict[str, tuple[str, frozenset[str]]] = field(default_factory=dict)
    own_name: str | None = None  # a spell's own name, as the subject of its text ("Rayo hace")
    shown: list[str] = field(default_factory=list)  # the board's names, for error messages
    # Names of what is on the stack so far (folded -> as written): what "contrarresta" names.
    stack_names: dict[str, str] = field(default_factory=dict)
    # What an earlier instruction of the text chose: "that creature", "it" (anaphora.py).
    earlier: Earlier | None = None
    # A trigger about another object ("whenever a creature you control attacks"): its text's
    # "that creature" is the object of the trigger event (603.7c).
    event_object: bool = False
    # Reads the ability quoted in an emblem (emblems.py): set by abilities.parse_ability.
    read_ability: Callable[[str, str, Refs], object] | None = None
    # A spell's library search (library_search.py): the cards the scenario says it found
    # ("Rampant Growth encuentra Forest"), [] when it says none; None outside a spell, where
    # nothing can say it (a search with a stated quality is then left unread).
    found: list[str] | None = None
    found_told: bool = False
    # The effects of the words "target" after the first in one list ("Destroy target nonblack
    # creature and target land"), one effect a word (target_words.py); None: not split here.
    split: list[Effect] | None = None

    def unknown_name(self, words: Words) -> ScenarioError | None:
        """An error naming the word if it looks like a name that is not on the board."""
        word = words.raw[words.i] if not words.done() else ""
        if not word[:1].isupper() or word.lower() in ("x", "t"):
            return None
        names = ", ".join(f"«{n}»" for n in self.shown) or "ninguno"
        return ScenarioError(
            f"«{word}» no es un nombre del escenario (en {self.where}). Nombres que puedes usar: "
            f"{names}.",
            fragment=word,
            example=self.example,
        )

    def error(self, words: Words, what: str) -> ScenarioError:
        text = words.text.strip()
        return ScenarioError(
            f"No entiendo {what} en {self.where}: «{text}».", fragment=text, example=self.example
        )


@dataclass
class Recipients:
    targets: list[str] = field(default_factory=list)
    objects: list[str] = field(default_factory=list)
    each: list[Filter] = field(default_factory=list)
    target_filter: Filter | None = None
    unchosen: bool = False
    event_ref: str | None = None  # "the player or planeswalker it's attacking"
    same_as: int | None = None  # "that creature": the effect this many places earlier chose it
    up_to: bool = False  # "up to one target …" (115.6): ``_up_to_one``
    # "up to two target creatures": (least, most) for one word "target" (target_counts.py).
    count: tuple[int, int | None] | None = None
    # "Oso 2, Lobo 1": how a divided effect is split among the targets (601.2d; divided.py).
    shares: list[int] = field(default_factory=list)
    # Each word "target" of the list with what it asks ("target nonblack creature and target
    # land": two words, two filters, 115.3); with two or more the effect is one per word
    # (target_words.py).
    words: list[Recipients] = field(default_factory=list)

    def empty(self) -> bool:
        return not (self.targets or self.objects or self.each or self.unchosen or self.event_ref)

    def fields(self) -> dict[str, object]:
        if self.shares:  # only a divided effect reads them (divided.py)
            raise TargetCountError(
                "Un reparto tras el nombre de un objetivo («Grizzly Bears 2») solo se escribe "
                "para un efecto que se divide entre sus objetivos («divided as you choose», "
                "regla 601.2d).",
                example='hechizo:"Forked Bolt: Grizzly Bears 1, Hill Giant 1"',
            )
        return {
            "targets": self.targets,
            "objects": self.objects,
            "each": self.each,
            "target_filter": self.target_filter,
            "unchosen_target": self.unchosen,
            **({"event_ref": self.event_ref} if self.event_ref else {}),
            **({"same_targets_as": self.same_as} if self.same_as else {}),
            **({"up_to_one": True} if self.up_to else {}),
            **(
                {"target_count": {"least": self.count[0], "most": self.count[1]}}
                if self.count
                else {}
            ),
            **({"target_words": [w.fields() for w in self.words]} if len(self.words) > 1 else {}),
        }


_NOUNS = cast(
    dict[str, FilterKind],
    spelled(
        ("creature", "permanent", "artifact", "land", "enchantment", "planeswalker", "player"),
        ("es", "es_plural", "en", "en_plural"),
    ),
)
_OPPONENT_NOUNS = {"oponente", "oponentes", "rival", "rivales", "opponent", "opponents"}
_EACH = ("cada", "todas las", "todos los", "todas", "todos", "each", "all", "every")
_OTHER = ("otra", "otras", "otro", "otros", "demas", "other", "another")
_YOU = ("ti", "ti mismo", "ti misma", "you", "yourself", "mi", "mismo jugador")
_THE_OPPONENT = (
    "tus oponentes",
    "tus rivales",
    "your opponents",
    "oponentes",
    "rivales",
    "opponents",
    "el rival",
    "tu rival",
    "tu oponente",
    "el oponente",
    "rival",
    "oponente",
    "an opponent",
    "opponent",
    "target opponent",
    "your opponent",
    "el adversario",
)
_SELF = (
    "esta criatura",
    "este permanente",
    "esta",
    "este",
    "si misma",
    "si mismo",
    "this creature",
    "this permanent",
    "itself",
    "it",
    "~",
    *SELF_KINDS,  # "this enchantment", "esta Aura": the card names itself by its kind
)
# What an Aura or Equipment with the ability is attached to (301.5a, 303.4), by its kind.
_ATTACHED: dict[str, FilterKind] = {
    "criatura encantada": "creature",
    "criatura equipada": "creature",
    "enchanted creature": "creature",
    "equipped creature": "creature",
    "permanente encantado": "permanent",
    "enchanted permanent": "permanent",
    "tierra encantada": "land",
    "enchanted land": "land",
    "artefacto encantado": "artifact",
    "enchanted artifact": "artifact",
}
_TARGET = ("objetivo", "target")
_ANY_TARGET = ("cualquier objetivo", "any target", "un objetivo cualquiera")
_YOURS = (
    "tuya",
    "tuyas",
    "tuyo",
    "tuyos",
    "que controlas",
    "you control",
    "bajo tu control",
    "de tu propiedad",
)
_THEIRS = (
    "rival",
    "rivales",
    "de tu rival",
    "de tus rivales",
    "del rival",
    "que controla tu rival",
    "que controlan tus oponentes",
    "que controla un oponente",
    "de un oponente",
    "de tus oponentes",
    "an opponent controls",
    "your opponents control",
    "enemiga",
    "enemigas",
    "enemigo",
    "enemigos",
    "del oponente",
)
_PREPOSITIONS = ("a", "al", "en", "sobre", "de", "del", "to", "on", "from", "para")
_ARTICLES = ("la", "las", "el", "los", "the", "a la", "a las", "a los", "a el")
JOINERS = ("y", ",", "and", "e")
# Verbs that start a clause of their own: after "and you" / "y tú" they mean a new sentence
# whose subject is that player, not one more recipient of the sentence before.
CLAUSE_VERBS = frozenset(
    [
        "gana",
        "ganas",
        "gain",
        "gains",
        "pierde",
        "pierdes",
        "lose",
        "loses",
        "roba",
        "robas",
        "draw",
        "draws",
        "pon",
        "pones",
        "put",
        "puts",
        "sacrifica",
        "sacrificas",
        "sacrifice",
        "sacrifices",
        "crea",
        "creas",
        "create",
        "creates",
        "control",
        "controlas",
    ]
)
SUBJECT_PRONOUNS = ("tu", "yo", "you")


def _is_you(probe: Recipients) -> bool:
    return probe.each == [Filter(kind="player", controller="you")] and not probe.targets


def skip_subject_pronoun(words: Words) -> None:
    """ "tú ganas 2 vidas", "you gain 3 life": the verb already says who; read it alone."""
    if words.at(*SUBJECT_PRONOUNS) and words.peek(1) in CLAUSE_VERBS:
        words.take()


_ABILITY_WORDS = ("la habilidad de", "la habilidad", "habilidad de", "la capacidad de")


def skip_articles(words: Words) -> None:
    while words.accept(*_PREPOSITIONS, *_ARTICLES):
        pass


def match_keyword(words: Words) -> str | None:
    for size in (3, 2, 1):
        phrase = " ".join(words.low[words.i : words.i + size])
        if len(words.low[words.i : words.i + size]) == size and phrase in KEYWORD_ALIASES:
            words.i += size
            return KEYWORD_ALIASES[phrase]
    return None


def keywords(words: Words) -> set[str]:
    """ "volar y alcance", "vuela, arrolla": keywords joined by y / , / ni / o."""
    found: set[str] = set()
    while True:
        keyword = match_keyword(words)
        if keyword is None:
            return found
        found.add(keyword)
        mark = words.i
        if not (words.accept(*JOINERS, "ni", "o", "or") and words.at(*KEYWORD_ALIASES)):
            words.i = mark
            return found


def _name(words: Words, refs: Refs) -> str | None:
    return longest_name(words, refs.names)


def longest_name(words: Words, names: dict[str, str]) -> str | None:
    """The longest name (up to six words) starting here; the words are read if found."""
    for size in range(6, 0, -1):
        phrase = " ".join(words.low[words.i : words.i + size])
        if len(words.low[words.i : words.i + size]) == size and phrase in names:
            words.i += size
            return names[phrase]
    return None


# Card types that, before "creatures", say what else the creatures are ("artifact creatures");
# after it in Spanish ("criaturas artefacto").
_ALSO: dict[str, CardType] = {"artifact": "artifact", "enchantment": "enchantment", "land": "land"}
_ALSO_AFTER = spelled(("artifact", "enchantment", "land"), ("es", "es_plural"))


def _modifiers(words: Words, flt: Filter) -> Filter:
    data = flt.model_dump()
    while not words.done():
        mark = words.i
        if words.accept(*_YOURS):
            data["controller"] = "you"
        elif words.accept(*_THEIRS):
            data["controller"] = "opponent"
        elif words.accept(
            "sin", "without", "que no tenga", "que no tengan", "que no tiene", "que no tienen"
        ):
            words.accept(*_ABILITY_WORDS)
            data["without_keywords"] = set(data["without_keywords"]) | keywords(words)
        elif words.accept("con", "with", "que tenga", "que tengan", "que tiene", "que tienen"):
            words.accept(*_ABILITY_WORDS)
            found = keywords(words)
            if not found:  # "with power 4 or greater": a quality read after it (208.1)
                words.i = mark
                break
            data["with_keywords"] = set(data["with_keywords"]) | found
        elif words.peek() in COLOR_ALIASES:
            data["colors"] = set(data["colors"]) | {COLOR_ALIASES[words.take()]}
        elif words.accept("no basica", "no basicas", "no basico", "no basicos"):
            data["not_supertype"] = "basic"
        elif data["kind"] == "creature" and words.peek() in _ALSO_AFTER:
            data["also_types"] = set(data["also_types"]) | {_ALSO_AFTER[words.take()]}
        else:
            break
    return Filter.model_validate(data)


def _group(words: Words, other: bool) -> Filter | None:
    word = words.peek()
    if word in _OPPONENT_NOUNS:
        words.take()
        return Filter(kind="player", controller="opponent")
    if word not in _NOUNS:
        described = described_group(words, other)
        if described is not None:
            return described
        return Filter(kind="creature", other=True) if other else None
    words.take()
    kind = _NOUNS[word]
    if kind in _ALSO and _NOUNS.get(words.peek()) == "creature":
        words.take()  # "artifact creatures": creatures that are also artifacts (205.2b)
        also = {_ALSO[kind]}
        return _modifiers(words, Filter(kind="creature", other=other, also_types=also))
    return _modifiers(words, Filter(kind=kind, other=other))


def described_group(words: Words, other: bool) -> Filter | None:
    """ "green creatures", "Elves", "Sliver creatures", "white Soldiers": a group named by its
    colours and creature type (205.3m) before or instead of the noun; None, nothing read, when
    the words are not that."""
    mark = words.i
    colors = set()
    while words.peek() in COLOR_ALIASES and words.peek(1) not in JOINERS:
        colors.add(COLOR_ALIASES[words.take()])
        if words.peek() == "or" and words.peek(1) in COLOR_ALIASES:
            words.take()  # "red or green creature": either colour (any of ``colors``)
    not_types = _negated_types(words)  # "nonland permanent" (205.4b)
    typed = None if not_types else creature_type(words)
    noun = _NOUNS.get(words.peek())
    if typed is None:
        if (colors or not_types) and noun not in (None, "player"):
            words.take()
            flt = Filter(kind=noun, other=other, colors=colors, not_types=not_types)
            return _modifiers(words, flt)
        words.i = mark
        return None
    subtype, plural = typed
    if noun == "creature":
        words.take()
    elif not (plural or other or words.at(*_YOURS)):
        words.i = mark
        return None
    flt = Filter(kind="creature", other=other, colors=colors, subtype=subtype)
    return _modifiers(words, flt)


def group_alternatives(words: Words) -> Filter | None:
    """ "land", "creature you control", "artifact or enchantment", "player": one kind of
    object (or player), or several card types joined by "or", with their modifiers."""
    mark = words.i
    found = _group(words, other=False)
    if found is None:
        words.i = mark
        return None
    if found.kind not in ("player", "permanent") and not words.done():
        found = _alternatives(words, found)
        found = _modifiers(words, found)
    return found


def blocker_group(words: Words) -> Filter | None:
    """A group of creatures after "can't be blocked by" ("artifact creatures", "creatures
    with flying"); None when the words name no group of creatures."""
    mark = words.i
    found = _group(words, other=False)
    if found is None or found.kind != "creature":
        words.i = mark
        return None
    return found


UP_TO_ONE = ("up to one", "hasta un", "hasta una")


def _up_to_one(words: Words, refs: Refs, out: Recipients) -> bool:
    """ "up to one target …" (115.6): the target read next, which may be left unchosen."""
    words.accept(*UP_TO_ONE)
    had = (len(out.targets), out.unchosen)
    if not one_recipient(words, refs, out) or (len(out.targets), out.unchosen) == had:
        raise refs.error(words, "el objetivo que sigue a «up to one» («up to one target creature»)")
    out.up_to = True
    out.words[-1].up_to = True
    return True


def one_recipient(words: Words, refs: Refs, out: Recipients) -> bool:
    """Read one recipient into ``out``; False (and nothing read) if there is none here."""
    skip_articles(words)
    if counted_target(words, refs, out, target_phrase):  # "up to two target creatures" (115.3)
        return True
    if words.at(*UP_TO_ONE):
        return _up_to_one(words, refs, out)
    if words.accept(*_EACH):
        skip_articles(words)
        flt = _group(words, other=bool(words.accept(*_OTHER)))
        if flt is None:
            raise refs.error(words, "qué grupo sigue a «cada»")
        # "all creatures with power 4 or greater" (208.1): as a target's qualities are read,
        # and only in a one-shot effect (a static one's group by power is not modelled)
        bounded = target_qualities(words, flt) or flt
        if bounded is not flt and refs.static:
            raise refs.error(words, "un grupo por fuerza o resistencia en una habilidad estática")
        flt = bounded
        out.each.append(targets_whose(words, refs, out, flt))  # "… target player controls"
        return True
    if words.at("another target", "another up to one target") and refs.source is not None:
        return _another_target(words, refs, out)
    if words.accept(*_OTHER):
        flt = _group(words, other=True)
        assert flt is not None
        out.each.append(flt)
        return True
    if words.accept(*_ANY_TARGET):
        return _target(words, refs, out, None)
    if words.accept(*_ATTACKED):  # what the attack of the trigger event was aimed at
        out.event_ref = "attacked"
        return True
    earlier = refs.earlier
    back = earlier.referred_by(words) if earlier is not None else None
    if earlier is not None and back == "group":  # "Those creatures gain …" (608.2h)
        out.each += earlier.group
        return True
    if earlier is not None and back == "choice":  # "Untap that creature" (608.2c)
        out.targets += earlier.targets
        out.objects += earlier.objects
        out.target_filter = earlier.target_filter
        out.unchosen = earlier.unchosen
        out.up_to = out.up_to or earlier.up_to
        out.same_as = earlier.distance()  # the effect that chose it, counted back
        return True
    if refs.event_object and words.accept(*_THAT_CREATURE):
        out.event_ref = "event_object"  # the creature of the trigger event (603.7c)
        return True
    if words.at(*_THAT_PLAYER) and words.peek(2) not in ("controls", "controla"):
        words.accept(*_THAT_PLAYER)  # the player of the trigger event (603.7c)
        out.event_ref = "event_player"
        return True
    named = _name(words, refs)  # a name on the board wins over the words below
    if named is not None:
        if words.accept(*_TARGET) or refs.targeting:
            out.targets.append(named)
        else:
            out.objects.append(named)
        return True
    if words.at(*_SELF) and refs.source is not None:
        words.accept(*_SELF)
        out.objects.append(refs.source)
        return True
    attached = words.accept(*_ATTACHED) if refs.source is not None else None
    if attached is not None:
        out.each.append(Filter(kind=_ATTACHED[attached], attached=True))
        return True
    if words.accept(*_THE_OPPONENT):
        out.each.append(Filter(kind="player", controller="opponent"))
        return True
    if words.accept(*_YOU):
        out.each.append(Filter(kind="player", controller="you"))
        return True
    if words.peek() in COLOR_ALIASES and words.peek(1) in _NOUNS:  # "White creatures get"
        color = COLOR_ALIASES[words.take()]
        flt = _group(words, other=False)
        assert flt is not None
        out.each.append(flt.model_copy(update={"colors": flt.colors | {color}}))
        return True
    described = described_group(words, other=False)
    if described is not None:  # "Sliver creatures you control", "Elves you control"
        out.each.append(described)
        return True
    if words.accept("nonbasic", "non-basic") and words.peek() in _NOUNS:
        flt = _group(words, other=False)
        assert flt is not None
        out.each.append(flt.model_copy(update={"not_supertype": "basic"}))
        return True
    if words.peek() in _NOUNS:
        mark = words.i
        noun = _NOUNS[words.take()]
        role = _COMBAT_ROLES.get(words.accept(*_COMBAT_ROLES) or "")  # "criatura atacante"
        if words.accept(*_TARGET):
            flt = None if noun == "player" else Filter(kind=noun, in_combat=role)
            return _target(words, refs, out, flt)
        words.i = mark
        flt = _group(words, other=False)
        assert flt is not None
        out.each.append(flt)
        return True
    if words.accept(*_TARGET):
        return _target(words, refs, out, None)
    return False


def _negated_colours(words: Words) -> set[str]:
    """ "nonblack", "non-black", "no negra", "que no sea negra": colours a target must lack."""
    found: set[str] = set()
    while not words.done():
        word = words.peek()
        bare = word.removeprefix("non-").removeprefix("non")
        if bare != word and bare in COLOR_ALIASES:
            words.take()
            found.add(COLOR_ALIASES[bare])
        elif words.at("que no sea", "que no sean", "que no es", "no") and (
            words.peek(
                len((words.at("que no sea", "que no sean", "que no es", "no") or "").split())
            )
            in COLOR_ALIASES
        ):
            words.accept("que no sea", "que no sean", "que no es", "no")
            found.add(COLOR_ALIASES[words.take()])
        else:
            return found
    return found


def _negated_types(words: Words) -> set[str]:
    """ "nonland", "noncreature" (205.4b): card types a target must not have."""
    found: set[str] = set()
    while (bare := words.peek().removeprefix("non-").removeprefix("non")) != words.peek() and (
        _NOUNS.get(bare) not in (None, "player", "permanent")
    ):
        words.take()
        found.add(_NOUNS[bare])
    return found


def _alternatives(words: Words, flt: Filter) -> Filter:
    """ "target artifact or enchantment", "criatura o planeswalker objetivo": a permanent of
    any of the card types named."""
    kinds = {flt.kind}
    while True:
        mark = words.i
        comma = bool(words.accept(","))  # "artifact, enchantment, or land"
        if not words.accept("or", "o", "and/or", "y/o") and not comma:
            break
        words.accept("a", "an", "un", "una")
        noun = _NOUNS.get(words.peek())
        if noun in (None, "player", "permanent"):
            words.i = mark
            break
        words.take()
        kinds.add(noun)
    if len(kinds) == 1 or "permanent" in kinds or "player" in kinds:
        return flt
    return flt.model_copy(update={"kind": "permanent", "any_types": kinds})


_TAPPED = {
    "tapped": True,
    "untapped": False,
    "girada": True,
    "girado": True,
    "enderezada": False,
    "enderezado": False,
}
# "target attacking or blocking creature", "la criatura atacante objetivo" (506.4, 508.1, 509.1).
_COMBAT_ROLES: dict[str, Literal["attacking", "blocking", "attacking_or_blocking"]] = {
    "attacking": "attacking",
    "blocking": "blocking",
    "attacking or blocking": "attacking_or_blocking",
    "atacante": "attacking",
    "bloqueadora": "blocking",
    "atacante o bloqueadora": "attacking_or_blocking",
}
_STATS = {"power": "power", "fuerza": "power", "toughness": "toughness", "resistencia": "toughness"}
_AT_LEAST = ("or greater", "or more", "o mas", "o mayor")
_AT_MOST = ("or less", "o menos", "o menor")


def _quantity(words: Words) -> int | None:
    word = words.peek()
    if word.isdigit():
        words.take()
        return int(word)
    return None


def target_qualities(words: Words, flt: Filter | None) -> Filter | None:
    """What a target must be besides its kind, read after it: "tapped" (110.5), "with flying",
    "without flying" (a keyword it has or lacks), "with power 4 or greater", "with toughness 3
    or less" (208.1); None, nothing read, when none follows. All are checked as it is chosen
    (601.2c) and again as the spell resolves (608.2b)."""
    data: dict[str, object] = {}
    having: set[str] = set()
    lacking: set[str] = set()
    while not words.done():
        mark = words.i
        tapped = words.accept(*_TAPPED)
        if tapped is not None:
            data["tapped"] = _TAPPED[tapped]
            continue
        said = words.accept("with", "without", "con", "sin")
        if said is None:
            break
        stat = words.accept(*_STATS)
        if stat is not None and said in ("with", "con"):
            amount = _quantity(words)
            bound = words.accept(*_AT_LEAST, *_AT_MOST) if amount is not None else None
            if bound is None:
                words.i = mark
                break
            side = "at_least" if bound in _AT_LEAST else "at_most"
            data[f"{_STATS[stat]}_{side}"] = amount
            continue
        found = keywords(words) if stat is None else set()
        if not found:
            words.i = mark
            break
        (having if said in ("with", "con") else lacking).update(found)
    if not data and not having and not lacking:
        return flt
    base = flt or Filter(kind="creature")
    if having:
        data["with_keywords"] = base.with_keywords | having
    if lacking:
        data["without_keywords"] = base.without_keywords | lacking
    return base.model_copy(update=data)


def _another_target(words: Words, refs: Refs, out: Recipients) -> bool:
    """ "another target creature": a target that is not the ability's own source (its filter
    says so, checked as it is chosen and again as it resolves: 601.2c, 608.2b)."""
    words.accept("another")
    had = out.target_filter
    if not one_recipient(words, refs, out) or out.target_filter is had:
        raise refs.error(words, "el objetivo que sigue a «another» («another target creature»)")
    assert out.target_filter is not None
    out.target_filter = out.target_filter.model_copy(update={"other": True})
    out.words[-1].target_filter = out.target_filter
    return True


def target_phrase(
    words: Words, refs: Refs, out: Recipients, *, many: bool = False, spanish: bool = False
) -> bool:
    """The rest of a target phrase after "target" ("creatures you control Oso and Lobo") or,
    with ``spanish``, a noun and "objetivo" ("criaturas objetivo Oso y Lobo"); with ``many``
    every name written after it is a target of that one word (target_counts.py)."""
    if not spanish:
        return _target(words, refs, out, None, many=many)
    noun = _NOUNS.get(words.peek())
    if noun is None or words.peek(1) not in _TARGET:
        return False
    words.i += 2
    return _target(words, refs, out, None if noun == "player" else Filter(kind=noun), many=many)


def _more_names(words: Words, refs: Refs, out: Recipients) -> list[str]:
    """ "… Oso, Lobo and Elfo": the names after the first one, joined by "," / "and" / "y",
    each with the share of a divided effect written after it, if any (``_share``)."""
    found: list[str] = []
    while True:
        mark = words.i
        if not words.accept(*JOINERS):
            return found
        named = _name(words, refs)
        if named is None:
            words.i = mark
            return found
        _share(words, out)
        found.append(named)


def _share(words: Words, out: Recipients) -> None:
    """ "Oso 2": the part of a divided effect a target gets (601.2d), read into ``out.shares``
    for the reader of that effect (divided.py), which refuses it anywhere else."""
    if words.peek().isdigit():
        out.shares.append(int(words.take()))


def _target(
    words: Words, refs: Refs, out: Recipients, flt: Filter | None, *, many: bool = False
) -> bool:
    skip_articles(words)
    tapped = words.accept(*_TAPPED)  # "target tapped creature"
    role = _COMBAT_ROLES.get(words.accept(*_COMBAT_ROLES) or "")  # "target attacking creature"
    excluded = _negated_colours(words)
    not_types = _negated_types(words)
    if flt is None and words.peek() in _NOUNS and _NOUNS[words.peek()] != "player":
        flt = Filter(kind=_NOUNS[words.take()])  # "target nonblack creature Zombi"
        flt = _alternatives(words, flt)
        if not_types:
            flt = flt.model_copy(update={"not_types": not_types})
        excluded |= _negated_colours(words)
    elif not_types:
        raise refs.error(words, "qué tipo de permanente no es («nonland permanent»)")
    elif flt is None and _NOUNS.get(words.peek()) == "player":
        mark = words.i
        if _name(words, refs) is None:  # "target player Jugador no activo": a name follows
            words.take()
            # "target player or planeswalker": the name says which it is
            either = words.accept("or planeswalker", "o planeswalker", "or battle")
            if either is None and refs.unchosen:  # chosen later: only a player (115.1)
                flt = Filter(kind="player")
        else:
            words.i = mark
    flt = target_qualities(words, flt)
    if tapped is not None:
        flt = (flt or Filter(kind="creature")).model_copy(update={"tapped": _TAPPED[tapped]})
    named = _name(words, refs)
    if many and named is not None:
        _share(words, out)
    more = _more_names(words, refs, out) if many and named is not None else []
    flt = target_qualities(words, flt)  # "la criatura objetivo Oso girada"
    excluded |= _negated_colours(words)  # "la criatura objetivo Zombi que no sea negra"
    whose = _TARGET_WHOSE.get(words.accept(*_TARGET_WHOSE) or "")
    if whose is not None:  # "target creature Oso you don't control": checked again (608.2b)
        flt = (flt or Filter(kind="creature")).model_copy(update={"controller": whose})
    if excluded:
        flt = (flt or Filter(kind="creature")).model_copy(update={"not_colors": excluded})
    if role is not None:  # what it does in the combat (combat_roles.py)
        flt = (flt or Filter(kind="creature")).model_copy(update={"in_combat": role})
    if named is None and refs.unchosen:
        out.unchosen = True
        out.target_filter = flt if flt is not None else out.target_filter
        out.words.append(Recipients(target_filter=flt, unchosen=True))  # one word "target"
        return True
    if named is None and many:  # how many of them is the player's choice: never guessed
        raise _names_wanted(words, refs)
    if named is None:
        named = _only_candidate(words, refs, flt)
    out.targets += [named, *more]
    if flt is not None:
        out.target_filter = flt
    out.words.append(Recipients(targets=[named, *more], target_filter=flt))
    return True


_THAT_PLAYER = ("that player", "ese jugador")
_THAT_CREATURE = ("that creature", "esa criatura", "it")
_ATTACKED = (
    "the player or planeswalker it's attacking",
    "player or planeswalker it's attacking",
    "the player or planeswalker its attacking",
    "el jugador o planeswalker al que ataca",
    "jugador o planeswalker al que ataca",
    "al jugador o planeswalker al que ataca",
    "lo que ataca",
)
_TARGET_WHOSE = {
    "you control": "you",
    "que controlas": "you",
    "you don't control": "opponent",
    "you do not control": "opponent",
    "que no controlas": "opponent",
    "an opponent controls": "opponent",
    "que controla un oponente": "opponent",
    # After "whenever … deals combat damage to an opponent": that opponent.
    "that player controls": "opponent",
    "que controla ese jugador": "opponent",
    "your opponents control": "opponent",
    "que controlan tus oponentes": "opponent",
}


def _names_wanted(words: Words, refs: Refs) -> ScenarioError:
    text = words.text.strip()
    return TargetCountError(
        f"En {refs.where} faltan los objetivos: «{text}». Cuántos y cuáles se eligen lo decide "
        "quien lo lanza o lo activa (601.2c): escribe sus nombres tras el nombre de la carta, "
        "separados por comas.",
        fragment=text,
        example='hechizo:"Frost Breath: Oso, Lobo"',
    )


def _only_candidate(words: Words, refs: Refs, flt: Filter | None) -> str:
    """An unnamed target ("la criatura objetivo", copied from a card) is the only object on
    the board that could be it; with several, the error lists them so the user names one."""
    kind = "any" if flt is None else flt.kind
    candidates = [
        pid
        for pid, (_, types) in refs.kinds_of.items()
        if kind == "permanent"
        or kind in types
        or (kind == "any" and types & {"creature", "planeswalker", "battle"})
    ]
    if kind in ("any", "player"):
        candidates += sorted(refs.player_names)
    if len(candidates) == 1:
        return candidates[0]
    shown = [refs.kinds_of[c][0] if c in refs.kinds_of else c for c in candidates]
    listed = f" Puede ser: {', '.join(f'«{n}»' for n in shown)}." if shown else ""
    text = words.text.strip()
    raise ScenarioError(
        f"En {refs.where} falta el nombre del objetivo: «{text}». Escríbelo tras «objetivo» "
        f"(«a la criatura objetivo Oso»).{listed}",
        fragment=text,
        example=refs.example,
    )


def recipients(words: Words, refs: Refs) -> Recipients:
    """A list of recipients; empty if none starts here."""
    out = Recipients()
    while True:
        mark = words.i
        if not one_recipient(words, refs, out):
            words.i = mark
            return out
        mark = words.i
        if not words.accept(*JOINERS):
            return out
        if words.low[words.i - 1] == ",":  # "target artifact, target creature, and target land"
            words.accept("and", "y", "and/or")
        probe = Recipients()
        look = words.i
        try:
            more = one_recipient(words, refs, probe)
        except ScenarioError:
            more = False
        if more and _is_you(probe) and words.peek() in CLAUSE_VERBS:
            more = False  # "3 daños a Oso y ganas…" / "… to Oso and you gain 3 life"
        words.i = look
        if not more:
            words.i = mark
            return out


def folded_names(pairs: list[tuple[str, str]]) -> dict[str, str]:
    """{folded name or id: reference}; the first of two objects with one name keeps it."""
    out: dict[str, str] = {}
    for name, ref in pairs:
        out.setdefault(fold(name, "words"), ref)
    return out
