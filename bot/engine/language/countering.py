"""Countering as effect text writes it: "contrarresta Rayo", "Counter target spell", and
"Counter target spell unless its controller pays {3}" (118.12a: its controller may pay that
cost as the spell resolves; if they don't, it is countered).

Whether they paid is a fact of the game the text can't know: a scenario says it after the
spell's targets (``hechizo:"Mana Leak: Lightning Bolt, no paga"``); without it the answer
asks (``unless_question``) rather than choose for the player.
"""

from __future__ import annotations

import re

from index.fold import fold

from ..effects import Counter, Effect
from ..selectors import Filter
from ..unless import unless_question
from .effect_build import build
from .recipients import Refs, longest_name
from .words import Words

_UNLESS = (
    "unless its controller pays",
    "unless that spell's controller pays",
    "unless that player pays",
    "a menos que su controlador pague",
    "salvo que su controlador pague",
)
_COST = re.compile(r"^(?:\{[^}]+\})+$")


_ABILITIES = {
    "target activated or triggered ability": "any",
    "target activated ability": "activated",
    "target triggered ability": "triggered",
    "la habilidad activada o disparada objetivo": "any",
    "la habilidad activada objetivo": "activated",
    "la habilidad disparada objetivo": "triggered",
}


def counter_effect(words: Words, refs: Refs) -> Effect:
    """After the verb: what is countered, and the cost that would stop it, if any."""
    kind = words.accept(*_ABILITIES)
    if kind is not None:
        return _ability(words, refs, _ABILITIES[kind])
    said = words.accept(
        "el hechizo objetivo",
        "la habilidad objetivo",
        "el hechizo",
        "la habilidad",
        "target spell",
        "target ability",
        "objetivo",
        "target",
        "a",
        "al",
    )
    wanted = spell_filter(words) if said == "target" else None  # "target creature spell"
    spells_only = (
        said in ("el hechizo objetivo", "el hechizo", "target spell") or wanted is not None
    )
    name = longest_name(words, refs.stack_names)
    unless: dict[str, object] = dict(_unless(words, refs))
    if wanted is not None:
        unless["target_filter"] = wanted
    if name is None and refs.unchosen and spells_only:
        # Read alone, its target is chosen when it is cast (601.2c), as a scenario writes it.
        return build(
            refs,
            words,
            {"type": "counter", "unchosen_target": True, "spells_only": True, **unless},
        )
    if name is None:
        raise refs.error(
            words,
            "qué contrarresta: el nombre de un hechizo o habilidad que ya "
            "esté en la pila, debajo de este («contrarresta Rayo»)",
        )
    data = {"type": "counter", "targets": [name], "spells_only": spells_only, **unless}
    return build(refs, words, data)


_SPELL_TYPES = frozenset(
    ("creature", "artifact", "enchantment", "instant", "sorcery", "planeswalker", "battle")
)
_COLOURS = frozenset(("white", "blue", "black", "red", "green"))


def spell_filter(words: Words) -> Filter | None:
    """ "creature spell", "noncreature spell", "instant or sorcery spell", "blue spell": what a
    targeted spell must be (115.1: the text says what may be chosen), as a Filter of card types
    (any of ``any_types``, none of ``not_types``) and colours; None, nothing read, otherwise."""
    mark = words.i
    types: set[str] = set()
    not_types: set[str] = set()
    colours: set[str] = set()
    while True:
        word = words.peek()
        bare = word.removeprefix("non-").removeprefix("non")
        if word in _SPELL_TYPES:
            types.add(word)
        elif bare != word and bare in _SPELL_TYPES:
            not_types.add(bare)
        elif word in _COLOURS:
            colours.add(word)
        else:
            break
        words.take()
        words.accept(",")
        words.accept("or")
    if not (types or not_types or colours) or not words.accept("spell"):
        words.i = mark
        return None
    return Filter.model_validate(
        {"kind": "permanent", "any_types": types, "not_types": not_types, "colors": colours}
    )


def _unless(words: Words, refs: Refs) -> dict[str, str]:
    """ "unless its controller pays {3}": the cost, as printed (mana symbols only)."""
    if not words.accept(*_UNLESS):
        return {}
    start = words.i
    cost = ""
    # The tokenizer keeps "{3}{U}" together as one word when nothing separates the symbols.
    while not words.done() and _COST.match(words.raw[words.i]):
        cost += words.raw[words.i]
        words.take()
    if not cost:
        raise refs.error(words, f"qué coste paga («{words.original(start) or '…'}»)")
    if refs.x is not None:  # "pays {X}": the X the spell was cast with (107.3a)
        cost = cost.replace("{X}", f"{{{refs.x}}}")
    return {"unless_pays": cost}


# What a scenario writes after a spell's targets to say whether the cost was paid.
_PAID = {"paga": True, "pago": True, "pays": True, "paid": True}
_NOT_PAID = {"no paga", "no pago", "doesn't pay", "didn't pay", "does not pay", "did not pay"}


def payment_said(body: str) -> tuple[bool | None, str]:
    """(whether the cost was paid, the rest): "Lightning Bolt, no paga" -> (False, "Lightning
    Bolt"); (None, body) when the last item of the list says nothing about paying."""
    head, sep, last = body.replace(";", ",").rpartition(",")
    said = fold(last, "words").strip()
    if said in _PAID or said in _NOT_PAID:
        return said in _PAID, head.strip() if sep else ""
    return None, body


def with_payment(effects: list[Effect], paid: bool | None, spell: str, unchosen: bool) -> None:
    """Each "unless … pays" counter of ``effects`` told whether the cost was paid; asked back
    (118.12a: the player chooses as it resolves) when the scenario does not say."""
    for n, effect in enumerate(effects):
        if not isinstance(effect, Counter) or effect.unless_pays is None:
            continue
        if paid is None and not unchosen:
            raise unless_question(spell, effect)
        effects[n] = effect.model_copy(update={"paid": paid})


def _ability(words: Words, refs: Refs, which: str) -> Effect:
    """ "Counter target activated or triggered ability": an ability on the stack, named in a
    scenario after the card (``hechizo:"Stifle: Disparo de Oso"``), or chosen as it is cast
    when the card is read alone (601.2c)."""
    name = longest_name(words, refs.stack_names)
    if name is None and refs.unchosen:
        data: dict[str, object] = {"type": "counter", "unchosen_target": True}
    elif name is None:
        raise refs.error(
            words,
            "qué habilidad contrarresta: el nombre de una habilidad que ya esté en la pila, "
            "debajo de este («contrarresta Disparo de Oso»)",
        )
    else:
        data = {"type": "counter", "targets": [name]}
    words.accept(".")
    return build(refs, words, {**data, "abilities": which})
