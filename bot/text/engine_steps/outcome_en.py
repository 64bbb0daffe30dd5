"""English wording of what frames the steps: the verdict, the summary of a long explanation,
the final state, the warning about card text not read, the headings and the cited edition
(the Spanish ones: outcome_es.py)."""

from __future__ import annotations

from .vocabulary_en import and_, keywords_en, label_en, n
from .words import Args, Table

IF_UNREAD = "only if the text not read changes nothing"


def _player(a: Args) -> str:
    poison = a.raw["poison"]
    library = a.raw["library"]
    return (
        f"{a['name']}: {a.raw['life']} life"
        + (f", {n(poison, 'poison counter')}" if poison else "")
        + (f", {n(library, 'card')} in library" if library is not None else "")
        + (f" — {a['lost']}" if a.get("lost") else "")
    )


def _remains(a: Args) -> str:
    bits = []
    if a.raw["damage"]:
        bits.append(n(a.raw["damage"], "damage", "damage") + " marked")
    if a.raw["minus"]:
        bits.append(n(a.raw["minus"], "-1/-1 counter"))
    if a.raw["plus"]:
        bits.append(n(a.raw["plus"], "+1/+1 counter"))
    if a.raw["loyalty"] is not None:
        bits.append(f"loyalty {a.raw['loyalty']}")
    pt = f" ({a.raw['pt'][0]}/{a.raw['pt'][1]})" if a.raw["pt"] else ""
    return f"“{a['name']}”{pt} is still on the battlefield: " + ", ".join(bits)


def _summary_player(a: Args) -> str:
    bits = []
    if a.raw["life_before"] != a.raw["life"]:
        bits.append(f"{a.raw['life_before']} → {a.raw['life']} life")
    if a.raw["poison"] is not None:
        bits.append(n(a.raw["poison"], "poison counter"))
    return f"{a['player']}: {', '.join(bits)}."


def _keywords(a: Args) -> str:
    """The card's keywords read as the rule of 702 that defines each says."""
    said = [f"“{line}” (rule {rule})" for line, rule in a.raw.get("keywords") or ()]
    return f" Reads {and_(said)} as its rule says." if said else ""


def _also(a: Args) -> str:
    return f" ({a['card']})" if a.get("card") else ""


def _quoted(a: Args, key: str) -> str:
    return and_([f"“{name}”" for name in a.each(key)])


OUTCOME: Table = {
    "object": lambda a: label_en(a.raw),
    "verdict.can_play": lambda a: "Yes, it can be played now.",
    "verdict.cannot_play": lambda a: "No, it can't be played now.",
    "verdict.illegal_declaration": lambda a: "The attack or block declaration is illegal.",
    "summary.lost": lambda a: f"{a['player']} loses the game.",
    "summary.player": _summary_player,
    "summary.died": lambda a: (
        f"{_quoted(a, 'names')} {'leave' if len(a.raw['names']) > 1 else 'leaves'} the battlefield."
    ),
    "summary.came_back": lambda a: (
        f"{_quoted(a, 'names')} {'leave' if len(a.raw['names']) > 1 else 'leaves'} the "
        f"battlefield and {'come' if len(a.raw['names']) > 1 else 'comes'} back to it."
    ),
    "summary.order": lambda a: f"They resolve in this order: {_quoted(a, 'names')}.",
    "summary.pt": lambda a: f"“{a['name']}” is {a.raw['pt'][0]}/{a.raw['pt'][1]}.",
    "summary.nothing": lambda a: "Nothing changes.",
    "final.cost": lambda a: f"Total cost: {a['cost']} mana.",
    "final.player": _player,
    "final.lost": lambda a: "has lost the game",
    "final.died": lambda a: f"Off the battlefield: “{a['name']}”, because it {a['reason']}",
    "final.came_back": lambda a: (
        f"“{a['name']}” leaves the battlefield, because it {a['reason']}, and comes back"
        + (
            f"; at the end it is on the battlefield under the control of {a['now']}"
            if a.get("now")
            else ""
        )
    ),
    "final.remains": _remains,
    "final.pt": lambda a: (
        f"“{a['name']}”: {a.raw['pt'][0]}/{a.raw['pt'][1]}"
        + (f", with {keywords_en(a.raw['keywords'])}" if a.raw["keywords"] else "")
    ),
    "final.order": lambda a: (
        "Resolution order: "
        + ", ".join(f"{i}) {name}" for i, name in enumerate(a.each("names"), 1))
    ),
    "final.unresolved": lambda a: (
        "Left on the stack unresolved (top to bottom): "
        + ", ".join(f"“{name}”" for name in a.each("names"))
    ),
    "final.unchanged": lambda a: "No changes.",
    "final.card": lambda a: (
        f"“{a['shown']}”{_also(a)}: {a['type_line']}, mana value {a['mana_value']}, "
        f"from the card data.{_keywords(a)}"
    ),
    "outcome.cite": lambda a: (
        f" [{'rule' if len(a.raw['rules']) == 1 else 'rules'} {', '.join(a.raw['rules'])}]"
    ),
    "outcome.edition": lambda a: f"Rules cited from the {a['name']} ({a['edition']}).",
    "outcome.told": lambda a: f"I read it as: {a['line']}",
    "outcome.said_of_card": lambda a: (
        f"I do not read “{a['words']}”, said of “{a['card']}”: what it does I read from its text."
    ),
    "outcome.purpose": lambda a: (
        f"I do not read “{a['words']}”: it is what is sought; the run says what happens."
    ),
    "outcome.reason": lambda a: (
        f"I do not read “{a['words']}”: it is your reasoning, not a fact of the game; the run "
        "says what happens."
    ),
    "outcome.unanswered": lambda a: (
        f"I do not read the question “{a['question']}?” and do not answer it; this is what "
        "happens when what you tell is run:"
    ),
    # A claim of the message checked against the run (bot/engine/claims.py).
    "outcome.claim": lambda a: (
        f"What is claimed, “{a['claim']}”: "
        + ("it holds" if a.raw["holds"] else "it does not hold")
        + (f" ({IF_UNREAD})" if a.raw["conditional"] else "")
        + f"; {a['found']}."
    ),
    "claim.died": lambda a: (
        f"{and_(a.each('names'))} {'dies' if len(a.raw['names']) == 1 else 'die'}"
        if a.raw["names"]
        else "none dies"
    ),
    "claim.through": lambda a: f"{a.raw['amount']} damage reaches the player",
    "claim.life": lambda a: f"{a['player']} ends at {a.raw['life']} life",
    "outcome.unread": lambda a: (
        "Warning: I have not read all the text of the cards. What follows holds "
        f"{IF_UNREAD}; check it before taking it as right."
    ),
    "outcome.unread_line": lambda a: f"Not read, from “{a['card']}”: “{a['text']}”",
    "outcome.summary": lambda a: "In short",
    "outcome.summary_conditional": lambda a: f"In short, {IF_UNREAD}",
    "outcome.step_by_step": lambda a: "Step by step:",
    "outcome.result": lambda a: "Result",
    "outcome.result_conditional": lambda a: f"Result, {IF_UNREAD}",
    "outcome.scenario": lambda a: "Scenario",
    "outcome.conditional": lambda a: "conditional",
    "outcome.told_as": lambda a: "I read it as:",
    "title.combat": lambda a: "Combat",
    "title.sba": lambda a: "State-based actions",
    "title.layers": lambda a: "Layers: power and toughness",
    "title.timing": lambda a: "Can it be played now?",
    "title.triggers": lambda a: "Triggers and the stack",
    "title.timeline": lambda a: "Scenario with events",
}
