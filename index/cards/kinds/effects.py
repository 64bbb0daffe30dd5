"""What an ability's effect does, read sentence by sentence: replacement (614) and
prevention (615) effects with the event they modify, "can't" (101.2) with what it forbids,
continuous effects with their layer (613) and the keywords they give (index.cards.kinds.granted),
copy (707), costs changed (118.7-118.9), keyword actions (701) the text performs, and rules text
with a rule of its own (the monarch, hand size, changing targets).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from index.vocabulary.effects import KINDS as EFFECT_TABLE

from .events import FORBIDDEN, FORBIDDEN_RULES, REPLACED_RULES, WOULD, events_in
from .granted import FILTERED as _FILTERED
from .granted import KEYWORDS as _KEYWORDS
from .granted import as_though, granted
from .model import EVENT_ES, LAYER_ES, LAYER_RULES, Event, Kind, Layer
from .text import sentences

_P = re.compile
Make = Callable[..., Kind]

# Replacement effects (614.1a-e, 614.10) ------------------------------------------------------
_ENTERS_REPLACED = _P(
    r"\benters? (?:the battlefield )?(?:tapped|untapped|with|as|transformed|face down|attached|"
    r"under)\b|\bas [^,.]{0,60} enters\b|\bhave ~ enter\b|"
    r"\benter (?:the battlefield )?(?:tapped|with)\b"
)
_SKIP = _P(r"\bskips?\b")
_INSTEAD = _P(r"\binstead\b")
_WOULD = _P(r"\bwould\b")
_IF_WOULD = _P(r"^(?:if|each time) [^,]*\bwould\b")
_FACE_UP = _P(r"\bas ~ is turned face up\b")
_REGENERATE = _P(r"\bregenerate")
_PREVENT = _P(r"\bprevent\b[^.]*\bdamage\b|\bdamage\b[^.]*\bis prevented\b")
_CANT = _P(
    r"\bcan't\b|\bcannot\b|\b(?:doesn't|don't) untap during\b|\bcan be blocked only\b|"
    r"\b(?:doesn't|don't) lose the game\b|"
    r"\bcan block only\b"
)
_AS_THOUGH_FLASH = _P(r"\bas though (?:it|they) had flash\b")
_PHASING = _P(r"\bphases? (?:out|in)\b")
# "each opponent can cast spells only any time they could cast a sorcery": a restriction on
# when spells are cast (307.5), which beats any permission (101.2).
_SORCERY_ONLY = _P(r"\bcan cast [^.]*\bonly any time (?:they|you|he or she) could cast a sorcery\b")
_REQUIREMENT_ATTACK = _P(r"\battacks? [^.]*\bif able\b|\bmust attack\b")
_REQUIREMENT_BLOCK = _P(
    r"\bblocks? [^.]*\bif able\b|\bmust be blocked\b|\bmust block\b|"
    r"\bable to block [^.]* do so\b"
)

# Layers (613.1, 613.4) -------------------------------------------------------------------------
_CONDITION = _P(r"^(?:as long as|if|during|unless|while|for as long as)\b[^,]*, ")
_PT_MODIFY = _P(r"\bgets? (?:twice )?[+−-](?:\d+|x)/[+−-](?:\d+|x)\b")
_PT_COUNTERS = _P(r"[+−-]\d+/[+−-]\d+ counters?\b")
_PT_SET = _P(
    r"\bbase power and toughness\b|\bbase (?:power|toughness)\b|"
    r"\bbecomes? (?:an? )?(?:\d+|x)/(?:\d+|x)\b|"
    r"\b(?:is|are) (?:an? )?(?:\d+|x)/(?:\d+|x) \b|\bpower and toughness (?:are )?each equal to\b|"
    r"\bwith power and toughness\b"
)
_PT_CDA = _P(
    r"^~'s (?:power|toughness)(?: and toughness)? (?:is|are) (?:each )?equal to\b|"
    r"^~'s power is equal to\b"
)
_PT_SWITCH = _P(r"\bswitch(?:es)? [^.]{0,40}power and toughness\b")
_ABILITY = _P(
    rf"\b(?:has|have|gains?|gain)\b(?: [^.;]{{0,50}}?)? (?:{_KEYWORDS}|"
    rf"protection from|hexproof from|\"…\"|"
    rf"all (?:activated |triggered )?abilities of)|\blos(?:e|"
    rf"es) (?:all (?:other )?(?:activated |triggered )?abilities|"
    rf"{_KEYWORDS})\b|\bcan't have (?:or gain )?(?:{_KEYWORDS}|abilities)|\bhas no abilities\b"
)
_COLORS = r"(?:white|blue|black|red|green)"
_COLOR = _P(
    rf"\b(?:is|are|becomes?)\b (?:the color of your choice|the chosen colou?r|the colors? of|"
    rf"all colors|"
    rf"every color|colorless|"
    rf"{_COLORS}(?:,? (?:and )?{_COLORS})*)\b(?! mana)|\b(?:becomes?|"
    rf"is) (?:the )?colors? of your choice|\bin addition to (?:its|their) other colors\b"
)
_BASIC = r"(?:plains|islands?|swamps?|mountains?|forests?)"
_LAND_TYPE = _P(
    rf"\b(?:is|are|becomes?)\b (?:a |an |the )?(?:(?:basic )?land type of (?:your|"
    rf"its controller's) choice|"
    rf"every basic land type|{_BASIC}(?:,? (?:and |or )?{_BASIC})*)\b"
)
_TYPE = _P(
    r"\b(?:is|are|becomes?)\b (?:also |still )?(?:an? |the )?(?:(?:legendary|basic|"
    r"snow|[\w-]+|\d+/\d+|x/x) ){0,5}?"
    r"(?:artifact|creature|enchantment|land|planeswalker|battle)s?\b(?! cards?\b| spells?\b)|"
    r"\bin addition to (?:its|their) other (?:card |creature )?types\b|\bis every creature type\b|"
    r"\b(?:is|are|becomes?) (?:the chosen|that) (?:creature )?type\b|"
    r"\ball creature types\b|"
    r"\blos(?:e|es) all (?:other )?(?:card |creature )?types\b|\bisn't a creature\b|"
    r"\bare no longer\b"
)
_CONTROL = _P(
    r"\bgains? control\b|\bgain control\b|\bexchange control\b|\byou control enchanted\b|"
    r"\bcontrols? enchanted (?:creature|permanent|artifact|land)\b"
)
_TEXT = _P(r"\bchange the text\b|\breplacing all instances\b|\btext of target\b")
_COPY_SPELL = _P(
    r"\bcop(?:y|ies) (?:of )?(?:target|that|it|the|this|each|"
    r"those)\b[^.]*\b(?:spell|ability|abilities)\b|\bcopy it\b|\bcopy that\b"
)
_COPY = _P(r"\bcop(?:y|ies) of\b|\bas a copy\b|\bbecomes? a copy\b")
_COPY_EXCEPT = _P(r"\bexcept\b")

_WHERE = _P(r",? where x is [^.]*")  # "where X is the number of lands" changes nothing
_MODAL = _P(r"\bchoose (?:one|two|three|four|one or more|one or both|any number|up to \w+) —")

# Costs (118.7-118.9) ---------------------------------------------------------------------------
_COST_LESS = _P(
    r"\bcosts? (?:\{[^}]+\})+ less\b|\bcosts? (?:x|\w+) less\b|\bless to (?:cast|"
    r"activate)\b|\breduce[sd]? [^.]{0,30}\bcosts?\b"
)
_COST_MORE = _P(
    r"\bcosts? (?:\{[^}]+\})+ more\b|\bcosts? (?:x|\w+) more\b|\bmore to (?:cast|activate)\b"
)
# "each spell that would cost less than three mana to cast costs three mana to cast": a cost
# the effect sets, applied where increases are (601.2f).
_COST_SET = _P(r"\bcosts? (?:x|\w+) mana to cast\b")
_ALTERNATIVE = _P(r"\brather than pay\b|\bwithout paying\b")
_ADDITIONAL = _P(r"\bas an additional cost\b")

# Other rules text ------------------------------------------------------------------------------
_OPENING = _P(r"\bopening hand\b")
# Rules text with a rule of its own, each a few words every card says alike: the rule is what
# a question about the card is decided by (table: pattern, key, rules, Spanish label).
_PHRASES: tuple[tuple[re.Pattern[str], str, tuple[str, ...], str], ...] = (
    (_P(r"\bchange the targets? of\b|\bchoose new targets? for\b"), "change_target",
     ("115.7", "115.7a", "115.7d"), "cambia los objetivos"),
    (_P(r"\bmaximum hand size\b"), "hand_size", ("402.2", "514.1"), "tamaño máximo de mano"),
    (_P(r"\bas though (?:it|they) were mana of any\b"), "spend_as_though", ("609.4b",),
     "gastar maná como si fuera de otro tipo"),
    (_P(r"\bthe monarch\b"), "monarch", ("724.1", "724.2"), "el monarca"),
    (_P(r"\bthe initiative\b"), "initiative", ("725.1", "725.2"), "la iniciativa"),
)  # fmt: skip
# "return this card from your graveyard to the battlefield", "exile this card from your
# graveyard": the ability moves its own card out of a zone, so it works there (113.6m).
_OWN_ZONE = _P(
    r"\b(?:return|exile|put|shuffle)s? (?:this card|~) from (?:your|its owner's|a) "
    r"(?:graveyard|hand)\b|\b(?:this card|~) is in your graveyard\b"
)
# "you may cast this card from your graveyard": a permission on where it is cast from, which
# works everywhere (113.6f) and lets it be cast from there (601.3).
_CAST_FROM = _P(r"\b(?:cast|play) (?:this card|~) from (?:your|a) (?:graveyard|exile|library)\b")
# "exile target creature until ~ leaves the battlefield": a second effect returns it (610.3).
_UNTIL = _P(r"\buntil [^.]*\bleaves the battlefield\b")
# "can't attack you unless their controller pays": a cost to attack or block (508.1h, 509.1d).
_ATTACK_COST = _P(r"\bcan't (attack|block)\b[^.]*\bunless\b[^.]*\bpays?\b")
_LAND_PLAYS = _P(r"\bplay (?:an|two|three) additional lands?\b|\bplay any number of lands\b")
_COMMANDER = _P(r"\bcan be your commander\b")
_FACE_DOWN = _P(r"\bface down\b|\bface-down\b")
# Text that changes whether, or how many times, other abilities trigger (Panharmonicon: "triggers
# an additional time", 603.2d; Torpor Orb: "creatures entering don't cause abilities to
# trigger"): what a question about the card asks is whether an ability triggers (603.2), and
# for the event named, the rule of abilities that trigger on it.
_TRIGGERS_MORE = _P(
    r"\btriggers? an additional time\b|\btriggers? (?:twice|\w+ additional times)\b"
)
_TRIGGERS_NOT = _P(
    r"\b(?:don't|doesn't|can't) cause (?:triggered )?abilities to trigger\b|"
    r"\babilities (?:[^.]{0,40} )?(?:don't|doesn't|can't) trigger\b"
)
_TRIGGER_EVENTS: tuple[tuple[re.Pattern[str], Event, str], ...] = (
    (_P(r"\benter(?:s|ing)?\b"), Event.ENTERS, "603.6a"),
    (_P(r"\b(?:dies|dying|die)\b"), Event.DIES, "603.6c"),
    (_P(r"\battack(?:s|ing)?\b"), Event.ATTACKS, "508.3a"),
    (_P(r"\bcast(?:s|ing)?\b"), Event.CAST, "601.2i"),
)
# The keyword actions an effect does (701): their rules and labels are the one effect table's.
_ACTIONS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("action:sacrifice", _P(r"\bsacrific(?:e|es|ed)\b")),
    ("action:destroy", _P(r"\bdestroy(?:s)?\b")),
    ("action:exile", _P(r"\bexiles?\b")),
    (
        "action:counter",
        _P(r"\bcounter (?:target|that|it|up to|all|each)\b[^.]*\b(?:spell|ability)"),
    ),
    ("action:create", _P(r"\bcreates? [^.]*\btokens?\b")),
    ("action:discard", _P(r"\bdiscards?\b")),
    ("action:regenerate", _P(r"\bregenerate\b")),
    ("action:attach", _P(r"\battach(?:es)?\b")),
    (
        "action:search",
        _P(
            r"\bsearch(?:es)? (?:your|their|its owner's|target player's|that player's|a|"
            r"his or her) library"
        ),
    ),
)
_TARGET = _P(r"\btargets?\b")
# What an effect makes happen that another card's replacement or trigger may meet: gaining life
# (119.9, 119.10) and putting a card onto the battlefield (110.2a: it enters, a new object 400.7).
_GAIN_LIFE = _P(r"\bgains? (?:[\dx]+ |that much |life equal|\w+ )?life\b")
_ONTO_BATTLEFIELD = _P(r"\b(?:put|puts|return|returns)\b[^.]*\b(?:onto|to) the battlefield\b")
_DAMAGE = _P(r"\bdeals? (?:[\dx]+ |that much |damage equal|twice|double|excess |\w+ )?damage\b")
_DRAW = _P(
    r"\bdraws? (?:(?:a|an|one|two|three|four|five|six|seven|x|that many|"
    r"\w+) )?(?:additional )?cards?\b"
)


def effect_kinds(effect: str, whole: str, static: bool, make: Make) -> list[Kind]:
    """``effect`` is the part after a cost or trigger condition; ``whole`` the whole line (a
    sacrifice in a cost is still a sacrifice)."""
    kinds: list[Kind] = []
    parts = sentences(effect)
    for index, sentence in enumerate(parts):
        previous = parts[index - 1] if index else ""
        kinds += _replacements(sentence, previous, static, make)
        kinds += _restrictions(sentence, make)
        kinds += _layers(sentence, static, make)
        kinds += _costs(sentence, make)
    kinds += _others(effect, whole, make)
    return kinds


def _replacements(sentence: str, previous: str, static: bool, make: Make) -> list[Kind]:
    kinds: list[Kind] = []

    def replacement(event: Event, rules: tuple[str, ...]) -> None:
        specific = REPLACED_RULES.get(event, ())
        ordered = tuple(dict.fromkeys((*rules, *specific, "614.1", "616.1")))
        kinds.append(
            make("replacement", ordered, f"efecto de reemplazo ({EVENT_ES[event]})", event=event)
        )

    if _PREVENT.search(sentence) and not re.search(r"can't be prevented", sentence):
        kinds.append(
            make(
                "prevention",
                ("615.1a", "615.1", "616.1"),
                "efecto de prevención (daño)",
                event=Event.DAMAGE,
            )
        )
    if sentence.startswith(("when ", "whenever ")):
        return kinds
    if _ENTERS_REPLACED.search(sentence) and not re.search(
        r"\bput (?:it |them |that card )?onto\b", sentence
    ):
        rule = "614.1c" if re.search(r"\bwith\b|\bas\b", sentence) else "614.1d"
        replacement(Event.ENTERS, (rule,))
    if _FACE_UP.search(sentence):
        replacement(Event.TURN_FACE_UP, ("614.1e", "708.8"))
    if _SKIP.search(sentence):
        replacement(Event.STEP, ("614.10", "614.1b"))
    if _REGENERATE.search(sentence) and "can't be regenerated" not in sentence:
        replacement(Event.DESTROY, ("614.8", "701.19a"))
    would = _WOULD.search(sentence) or (_INSTEAD.search(sentence) and _IF_WOULD.search(previous))
    if _INSTEAD.search(sentence) or _IF_WOULD.search(sentence):
        if would and not _PREVENT.search(sentence):
            events = events_in(sentence if _WOULD.search(sentence) else previous, WOULD) or [
                Event.OTHER
            ]
            for event in events:
                replacement(event, ("614.1a",))
        elif _INSTEAD.search(sentence) and not would and not static:
            kinds.append(make("self_replacement", ("614.15",), "efecto de autorreemplazo"))
    return kinds


def _restrictions(sentence: str, make: Make) -> list[Kind]:
    kinds: list[Kind] = []
    if _CANT.search(sentence):
        for event in events_in(sentence, FORBIDDEN) or [Event.OTHER]:
            rules = (*FORBIDDEN_RULES.get(event, ()), "101.2", "614.17")
            label = f"«no puede» ({EVENT_ES[event]})" if event is not Event.OTHER else "«no puede»"
            kinds.append(make("cant", rules, label, event=event))
    if _SORCERY_ONLY.search(sentence):
        kinds.append(
            make("cant", ("307.5", "101.2"), "«solo como un conjuro» (lanzar)", event=Event.CAST)
        )
    if _REQUIREMENT_ATTACK.search(sentence):
        kinds.append(make("requirement", ("508.1d",), "requisito de ataque", event=Event.ATTACKS))
    if _REQUIREMENT_BLOCK.search(sentence):
        kinds.append(make("requirement", ("509.1c",), "requisito de bloqueo", event=Event.BLOCKS))
    return kinds


def _clean(pattern: re.Pattern[str], text: str) -> bool:
    """A match that is not inside a filter ("a creature that is red", "with flying")."""
    return any(not _FILTERED.search(text[: m.start()]) for m in pattern.finditer(text))


def _layers(sentence: str, static: bool, make: Make) -> list[Kind]:
    text = _WHERE.sub("", _CONDITION.sub("", sentence))
    if _WOULD.search(text) or text.startswith(("when ", "whenever ", "at the beginning")):
        return []
    origin = ("611.3a",) if static else ("611.2a", "611.2c")
    kinds: list[Kind] = []

    def layer(
        layer: Layer, key: str | None = None, extra: tuple[str, ...] = (), label: str | None = None
    ) -> None:
        rules = tuple(dict.fromkeys((*extra, *LAYER_RULES[layer], *origin, "613.7")))
        kinds.append(
            make(key or f"layer:{layer.value}", rules, label or LAYER_ES[layer], layer=layer)
        )

    is_cda = static and text.startswith("~")
    if _COPY_SPELL.search(text):
        kinds.append(make("copy", ("707.10", "707.10c"), "copia de un hechizo o habilidad"))
    elif _COPY.search(text) and _COPY_EXCEPT.search(text):
        # "except it's an artifact", "except it has flying": exceptions are part of the copy
        # effect and copiable values (707.9, 707.9b).
        layer(Layer.COPY, "copy", ("707.9b", "707.9", "707.2"), "copia con excepciones (capa 1)")
    elif _COPY.search(text):
        layer(Layer.COPY, "copy", ("707.2", "707.1"), "copia (capa 1)")
    if _CONTROL.search(text):
        layer(Layer.CONTROL, "control_change", (), "cambio de control (capa 2)")
    if _TEXT.search(text):
        layer(Layer.TEXT)
    if _clean(_LAND_TYPE, text):
        layer(Layer.TYPE, extra=("305.7",), label="capa 4: cambio de tipo de tierra")
    elif _clean(_TYPE, text) and "token" not in text.split(" is ")[0]:
        layer(
            Layer.TYPE,
            "cda" if is_cda and "every creature type" in text else None,
            ("604.3",) if is_cda and "every creature type" in text else (),
        )
    if _clean(_COLOR, text):
        layer(Layer.COLOR, "cda" if is_cda else None, ("604.3",) if is_cda else ())
    if _clean(_ABILITY, text):
        layer(Layer.ABILITY)
        kinds.extend(granted(text, make))
    else:
        kinds.extend(as_though(text, make))
    if _PT_CDA.search(text) and static:
        layer(Layer.PT_CDA, "cda", ("604.3",), "capacidad definidora de características (capa 7a)")
    elif _clean(_PT_SET, text):
        layer(Layer.PT_SET)
    if _clean(_PT_MODIFY, text):
        layer(Layer.PT_MODIFY)
    if _PT_COUNTERS.search(text):
        rules = ("122.1a", "613.4c")
        kinds.append(
            make("counters", rules, "contadores +1/+1 o −1/−1 (capa 7c)", layer=Layer.PT_MODIFY)
        )
    if _PT_SWITCH.search(text):
        layer(Layer.PT_SWITCH)
    return kinds


def _costs(sentence: str, make: Make) -> list[Kind]:
    kinds: list[Kind] = []
    if _COST_LESS.search(sentence):
        kinds.append(make("cost_change", ("118.7", "601.2f"), "reducción de coste"))
    if _COST_MORE.search(sentence):
        kinds.append(make("cost_change", ("601.2f", "118.8"), "aumento de coste"))
    elif _COST_SET.search(sentence):
        kinds.append(make("cost_change", ("601.2f",), "coste fijado por un efecto"))
    if _ALTERNATIVE.search(sentence):
        kinds.append(make("alternative_cost", ("118.9", "118.9a"), "coste alternativo"))
    if _ADDITIONAL.search(sentence):
        kinds.append(make("additional_cost", ("118.8", "601.2b"), "coste adicional"))
    return kinds


def _others(effect: str, whole: str, make: Make) -> list[Kind]:
    kinds: list[Kind] = []
    if _OPENING.search(whole):
        kinds.append(make("opening_hand", ("103.6", "103.6a"), "acción desde la mano inicial"))
    if _OWN_ZONE.search(whole):
        kinds.append(
            make("zone_function", ("113.6m", "113.6b"), "funciona desde el cementerio o la mano")
        )
    if _CAST_FROM.search(whole):
        kinds.append(make("cast_from_zone", ("113.6f", "601.3"), "se lanza desde otra zona"))
    for pattern, key, rules, label in _PHRASES:
        if pattern.search(whole):
            kinds.append(make(key, rules, label))
    if _COMMANDER.search(whole):
        kinds.append(make("commander", ("903.3a",), "puede ser tu comandante"))
    if _UNTIL.search(whole):
        kinds.append(make("until", ("610.3", "610.3b", "610.3a"), "exilia hasta que deje el campo"))
    if found := _ATTACK_COST.search(whole):
        rules = ("508.1h", "509.1d") if found.group(1) == "attack" else ("509.1d", "508.1h")
        kinds.append(make("attack_cost", rules, "coste para atacar o bloquear"))
    if _LAND_PLAYS.search(whole):
        kinds.append(make("land_plays", ("305.2", "305.2a", "305.2b"), "tierras adicionales"))
    kinds += _trigger_changes(whole, make)
    if _FACE_DOWN.search(whole):
        kinds.append(make("face_down", ("708.2",), "boca abajo"))
    if _AS_THOUGH_FLASH.search(whole):
        kinds.append(
            make(
                "timing_permission",
                ("601.3", "702.8a"),
                "permiso para lanzar como si tuviera destello",
            )
        )
    if _PHASING.search(whole):
        kinds.append(make("keyword:phasing", ("702.26a",), "palabra clave: Cambio de fase"))
    if _MODAL.search(whole):
        kinds.append(make("modal", ("700.2", "700.2a"), "hechizo o habilidad modal"))
    if _TARGET.search(effect):
        kinds.append(make("targets", ("115.1", "608.2b"), "objetivos"))
    kinds += [effect_kind(key, make) for key in effect_keys(effect, whole)]
    return kinds


def effect_keys(effect: str, whole: str) -> list[str]:
    """What the effect does, as keys of the one effect table (index.vocabulary.effects): the
    damage, cards drawn, life gained, permanents put onto the battlefield of ``effect``, and the
    keyword actions of ``whole`` (a sacrifice in a cost is still a sacrifice)."""
    keys = []
    if _DAMAGE.search(effect):
        keys.append("damage")
    if _DRAW.search(effect):
        keys.append("draw")
    # What a replacement says would happen is not something the card makes happen.
    if _GAIN_LIFE.search(effect) and "would" not in effect:
        keys.append("gain_life")
    if _ONTO_BATTLEFIELD.search(effect) and "would" not in effect:
        keys.append("onto_battlefield")
    return keys + [key for key, pattern in _ACTIONS if pattern.search(whole)]


def effect_kind(key: str, make: Make) -> Kind:
    found = EFFECT_TABLE[key]
    return make(key, found.rules, found.label_es, event=found.event)


def _trigger_changes(whole: str, make: Make) -> list[Kind]:
    """Text that makes other abilities trigger more times, or not at all, on an event."""
    more, never = _TRIGGERS_MORE.search(whole), _TRIGGERS_NOT.search(whole)
    if not (more or never):
        return []
    named: list[tuple[Event | None, str | None]] = [
        (e, r) for pattern, e, r in _TRIGGER_EVENTS if pattern.search(whole)
    ] or [(None, None)]
    kinds = []
    for event, rule in named:
        own = (rule,) if rule else ()
        if more:
            rules = ("603.2d", *own, "603.2", "603.2c")
            label = "hace que otras habilidades se disparen más veces"
        else:
            rules = ("603.2", *own, "603.2g")
            label = "impide que otras habilidades se disparen"
        kinds.append(make("trigger_change", rules, label, event=event))
    return kinds
