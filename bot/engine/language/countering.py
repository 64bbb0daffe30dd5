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


def counter_effect(words: Words, refs: Refs) -> Effect:
    """After the verb: what is countered, and the cost that would stop it, if any."""
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
    spells_only = said in ("el hechizo objetivo", "el hechizo", "target spell")
    name = longest_name(words, refs.stack_names)
    unless = _unless(words, refs)
    if name is None and refs.unchosen and said in ("target spell", "el hechizo objetivo"):
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
