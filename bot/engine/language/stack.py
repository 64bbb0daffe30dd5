"""Spells and abilities written as "Nombre: efectos" (SCHEMA.md, 1.9):

    hechizo:"Terremoto X=2: X daños a cada criatura sin volar y a cada jugador"
    hechizo:"Rayo (rival): 3 daños a Oso"          (the rival's spell; Oso is its target)
    habilidad:"Pinger: 1 daño a Oso"                (an activated ability of the permanent Pinger)
    activo:"Disparo de Sangrador: el rival pierde 1 vida"

Before the ":" come the name, ``X=N``, an owner tag in parentheses and, for a spell, its
colours and keywords ("Rayo rojo", "Drenaje vínculo vital"). For ``habilidad`` the name is the
source permanent on the board. A name alone (no ":") is an object whose effects are not given.
"""

from __future__ import annotations

import re
from dataclasses import replace

from index.fold import fold

from ..effects import CopySpell, Effect
from ..errors import ScenarioError
from ..rebound import EXAMPLE as REBOUND_EXAMPLE
from ..spell_copies import STORM_EXAMPLE
from ..state import ReboundCast, StackItem
from .abilities import parse_ability
from .aliases import COLOR_ALIASES, KEYWORD_ALIASES
from .alternative_casts import alternative_cast, alternative_said
from .anaphora import carried, glued
from .buyback import buyback_said
from .cards import CardFacts, facts, find_card, require_in_play
from .cascade_told import cascade_hits, cascade_said
from .copying import copies_told, rebound_told, storm_told, with_new_targets
from .countering import payment_said, with_payment
from .effects import parse_effects
from .entering_choice import spell_choice, take_choice
from .graveyard_returns import GraveyardQuestion, names_aimed
from .library_search import found_said
from .ninjutsu import ninjutsu_item
from .permanent_spells import aura_target, becomes_permanent, spell_permanent
from .recipients import Refs
from .sacrificed import paid_sacrifice
from .spell_modes import (
    Chosen,
    choose,
    entwine_said,
    is_header,
    joined_draws,
    mode_text,
    trigger_modes_told,
)
from .target_counts import TargetCountError, names_counted
from .x_value import announces_x, ask_x

SPELL_EXAMPLE = 'hechizo:"Terremoto X=2: X daños a cada criatura sin volar y a cada jugador"'
ABILITY_EXAMPLE = 'habilidad:"Pinger: 1 daño a Oso"'
_OWNER = re.compile(
    r"\((activo|active|no activo|noactivo|no_activo|rival|nonactive|opponent|"
    r"oponente|tuyo|tuya|mio|mia)\)"
)
_X = re.compile(r"\bx\s*=\s*(\d+)\b")
# The modes chosen for a modal spell (700.2a): "Abrade modo 2", "Charm modos 1 y 3".
_MODES = re.compile(r"\b(?:modos?|modes?)\s+(\d+(?:\s*(?:,|\+|y|and)\s*\d+)*)\b", re.IGNORECASE)


def stack_item(text: str, kind: str | None, refs: Refs, active: str, nonactive: str) -> StackItem:
    """A spell (kind "spell"), an activated ability ("activated") or a trigger."""
    said_choice, text = take_choice(text)  # "elegido:rojo" (614.1c), before its own ":"
    head, sep, body = text.partition(":")
    cascaded, body = cascade_said(body)  # "…, cascada Lightning Bolt a Oso" (702.85a)
    again, body = rebound_told(body)  # "…, rebote a Lobo" (702.88a)
    new_targets, body = copies_told(body, refs)  # "…, copia a Lobo" (707.10c)
    cast_before, head = storm_told(head)  # "Grapeshot tormenta 3" (702.40a)
    paid, body = payment_said(body)  # "Mana Leak: Lightning Bolt, no paga" (118.12a)
    folded = fold(head, "words")
    controller = active
    owner = _OWNER.search(folded)
    if owner is not None:
        controller = (
            active if owner[1] in ("activo", "active", "tuyo", "tuya", "mio", "mia") else nonactive
        )
        folded = _OWNER.sub(" ", folded)
        head = re.sub(r"\([^)]*\)", " ", head)
    x = _X.search(folded)
    head = re.sub(r"\b[xX]\s*=\s*\d+\b", " ", head).strip()
    chosen_modes = _MODES.search(head)
    modes = [int(n) for n in re.findall(r"\d+", chosen_modes[1])] if chosen_modes else None
    head = _MODES.sub(" ", head).strip()
    head, entwined = entwine_said(head)  # "Abuna's Chant entrelazado" (702.42a)
    head, found = found_said(head)  # "Rampant Growth encuentra Forest" (701.23b)
    head, bought = buyback_said(head)  # "Capsize con recompra" (702.27a)
    head, alternative = alternative_said(head)  # "Mulldrifter con evocar" (118.9)
    example = ABILITY_EXAMPLE if kind == "activated" else SPELL_EXAMPLE
    if not head:
        raise ScenarioError(f"Falta el nombre en «{text}».", fragment=text, example=example)
    if kind == "activated" and (ninja := ninjutsu_item(head, body, refs, controller)):
        return ninja  # "ninjutsu Ninja of the Deep Hours: Oso" (702.49a), from a hand
    source = None
    if kind == "activated":
        source = refs.names.get(fold(head, "words"))
        if source is None or source in refs.player_names:
            raise ScenarioError(
                f"«{head}» no es un permanente del escenario: en "
                'habilidad:"Fuente: efectos" la fuente es el nombre de un '
                "permanente que esté en él.",
                fragment=head,
                example=example,
            )
        controller = refs.owner_of.get(source, controller)
    # A card's whole name first: "Bestial Menace" is a card, not "Bestial" with menace.
    card = _spell_card(head, kind, body, refs)
    colors: set[str] = set()
    keywords: set[str] = set()
    if card is not None:
        name = head
    elif kind == "activated":
        name = f"Habilidad de {head}"
    else:
        name, colors, keywords = _characteristics(head)
        card = _spell_card(name, kind, body, refs)
    if card is not None:
        require_in_play(card, "la pila", example)
        name = card.reading.shown
        colors |= card.colors
        keywords |= card.keywords
    refs.stack_names[fold(name, "words")] = name  # what a later "contrarresta" may name
    told = modes if kind == "activated" and modes else []  # 700.2a: activated_modes.py
    if not sep and card is None:
        return StackItem(
            name=name, controller=controller, kind=kind, source=source, mode_numbers=told
        )
    targets = _targets(body)
    if kind == "activated" and targets and all(fold(t, "words") in refs.names for t in targets):
        # "Bonesplitter: Oso": only targets, for the ability its source's text gives.
        chosen = [refs.names[fold(t, "words")] for t in targets]
        return StackItem(
            name=name,
            controller=controller,
            kind=kind,
            source=source,
            chosen=chosen,
            pays=paid,
            mode_numbers=told,
        )
    mine = replace(
        refs,
        read_ability=refs.read_ability or parse_ability,
        you=controller,
        source=source,
        targeting=True,
        x=int(x[1]) if x else None,
        where=f"«{name}»",
        example=example,
        own_name=fold(name, "words") if source is None else None,
        found=list(found or []) if kind == "spell" else None,
        found_told=found is not None,
    )
    if card is not None and x is None and not refs.unchosen and announces_x(card):
        aimed = f": {body.strip()}" if body.strip() else ""
        raise ask_x(name, f'hechizo:"{name} X=3{aimed}"')  # 107.3a: never guessed
    if (modes is not None or entwined) and not trigger_modes_told(card, modes, entwined):
        raise ScenarioError(
            f"«{name}» no es un hechizo modal de los datos de cartas («Choose one —», regla "
            "700.2): no tiene modos que elegir.",
            fragment=head,
            example='hechizo:"Abrade modo 2: Ornithopter"',
        )
    picked = None  # what the modes written made of the card's modes (700.2a)
    if card is not None:
        effects, picked = card_modes(card, _targets(body), mine, modes, entwined)
    else:
        effects = parse_effects(body, mine)
    with_payment(effects, paid, name, refs.unchosen)
    with_new_targets(effects, new_targets)
    storm = card.storm if card is not None and kind == "spell" else 0
    rebound = card is not None and kind == "spell" and card.rebound
    cast_again = _cast_again(again, rebound, card, name, refs, controller) if again else None
    cascade = card.cascade if card is not None and kind == "spell" else 0
    hits = None
    if cascaded is not None:
        hits = cascade_hits(
            cascaded,
            name,
            card.reading.mana_value if card is not None else 0,
            cascade,
            lambda text: stack_item(text, "spell", refs, controller, controller),
        )
    copies = any(isinstance(e, CopySpell) and e.retarget for e in effects)
    if new_targets is not None and not (storm or copies):
        raise ScenarioError(
            f"«{name}» no copia ningún hechizo con nuevos objetivos (regla 707.10c): «copia a "
            "…» y «mismos objetivos» dicen qué objetivos eligió quien copia.",
            fragment=body,
            example=STORM_EXAMPLE,
        )
    if cast_before is not None and not storm:
        raise ScenarioError(
            f"«{name}» no tiene tormenta (regla 702.40a): «tormenta N» dice cuántos hechizos "
            "se lanzaron antes que él en el turno, y solo cuenta para un hechizo con tormenta.",
            fragment=f"tormenta {cast_before}",
            example=STORM_EXAMPLE,
        )
    permanent = None  # 608.3a: what a permanent spell becomes as it resolves
    entering_choice = None
    if card is not None and kind == "spell" and becomes_permanent(card, _targets(body)):
        card.chosen = entering_choice = spell_choice(card, said_choice)  # 614.1c, 614.12a
        effects = aura_target(card, _targets(body), refs)  # 608.3b-c: what it will enchant
        chosen_later = [] if effects else _targets(body)  # otherwise: its triggers' (603.3d)
        permanent = spell_permanent(card, controller, refs, chosen_later, mine.x)
    return StackItem(
        name=name,
        controller=controller,
        kind=kind,
        source=source,
        effects=effects,
        colors=colors,
        keywords=keywords,
        types=card.types if card is not None else set(),
        sacrifice=card.sacrifice if card is not None else None,
        modes=picked.lines if picked is not None else [],
        uncounterable=card is not None and card.uncounterable,
        pays=paid,  # also ward's cost, asked of whoever targets (702.21a, bot/engine/ward.py)
        split_second=card is not None and card.split_second,  # 702.61a
        permanent=permanent,
        entering_choice=entering_choice,
        buyback=_buyback(card, bought, name),
        storm=storm,
        cast_before=cast_before,
        copy_targets=new_targets if storm else None,
        rebound=rebound,
        rebound_cast=cast_again,
        cascade=cascade,
        mana_value=card.reading.mana_value if card is not None else 0,
        cascade_hits=hits,
        alternative=alternative_cast(card if kind == "spell" else None, alternative, name),
        mode_cost=picked.cost if picked is not None else None,
    )


def _cast_again(
    again: tuple[bool, str, list[str]],
    rebound: bool,
    card: CardFacts | None,
    name: str,
    refs: Refs,
    controller: str,
) -> ReboundCast:
    """What the scenario told about casting a rebound spell again from exile (702.88a): the
    spell it then is, read by the one spell reader (``stack_item``) as any cast spell is, its
    modes and targets chosen anew (601.2b-c). It is cast without paying its mana cost, so an
    X in that cost is 0 (107.3b); cast from exile, it does not rebound again."""
    if not rebound or card is None:
        raise ScenarioError(
            f"«{name}» no tiene rebote (regla 702.88a): «rebote a …» y «no relanza» dicen si "
            "quien lo lanzó lo vuelve a lanzar desde el exilio en su próximo mantenimiento.",
            fragment=name,
            example=REBOUND_EXAMPLE,
        )
    casts, how, targets = again
    if not casts:
        return ReboundCast(casts=False)
    free_x = " X=0" if announces_x(card) else ""
    written = f"{name}{free_x} {how}".strip() + (f": {', '.join(targets)}" if targets else "")
    spell = stack_item(written, "spell", refs, controller, controller)
    spell = spell.model_copy(update={"rebound": False, "rebound_cast": None})
    return ReboundCast(casts=True, spell=spell.model_dump())


_SHARE = re.compile(r"\s+\d+$")  # 601.2d, language/divided.py


def _targets(body: str) -> list[str]:
    return [t.strip() for t in re.split(r";|,|\s+y\s+|\s+and\s+", body) if t.strip()]


def _spell_card(name: str, kind: str | None, body: str, refs: Refs) -> CardFacts | None:
    """The card a spell names, when what follows its ":" is nothing or only its targets
    ("Lightning Bolt: Grizzly Bears"); written effects ("Rayo: 3 daños a Oso") stay as typed."""
    if kind != "spell":
        return None
    targets = _targets(body)
    own = {fold(name, "words"): name}  # a permanent spell's trigger may target it (603.3d)
    names = [_SHARE.sub("", t) for t in targets]  # "Oso 2": its part of divided damage
    if any(fold(t, "words") not in refs.names | refs.stack_names | own for t in names):
        return None
    record = find_card(name, short=True)
    return facts(record, name) if record is not None else None


_TARGET = re.compile(
    # "target noncreature spell", "target instant or sorcery spell": the name after "spell".
    # "among one or two targets.": several of "any target" (language/target_counts.py).
    r"\b(target (?:[\w-]+,? ){0,4}?spell\b|any target|targets(?=[.,]|$)|"
    r"(?:another )?target (?:[\w-]+ ){0,3}?"
    r"(?:creature|player|planeswalker|permanent|opponent|artifact|enchantment|land|spell|"
    r"ability|card)s?)\b"
    # "or planeswalker", "artifact, enchantment, or land": the name goes after them all.
    r"(?:(?:,\s+(?:(?:or|and/or)\s+)?|\s+(?:or|and/or)\s+)"
    r"(?:planeswalker|player|creature|artifact|enchantment|land|battle)s?\b)*",
    re.IGNORECASE,
)


_UNCOUNTERABLE = re.compile(r"^This spell can't be countered\.$")
_SACRIFICE_COST = re.compile(
    r"^As an additional cost to cast this spell, sacrifice an? "
    r"(creature|artifact|permanent|land|enchantment)\.$"
)


def card_effects(
    card: CardFacts, targets: list[str], refs: Refs, modes: list[int] | None = None
) -> list[Effect]:
    """A spell card's text as effects: each "target …" takes the next target written after
    the card's name. A sentence the language does not read is noted as unread, not guessed.
    A modal spell does only the modes chosen, in the order printed (700.2a)."""
    return card_modes(card, targets, refs, modes)[0]


def card_modes(
    card: CardFacts,
    targets: list[str],
    refs: Refs,
    modes: list[int] | None = None,
    entwined: bool = False,
) -> tuple[list[Effect], Chosen]:
    """``card_effects``, and what the modes written made of the card's modes (spell_modes.py):
    a mode chosen twice happens twice in sequence, taking the next targets (700.2d)."""
    left = list(targets)
    # An ability in quotes in a spell's text (a token's, a creature's) is read as abilities are.
    refs = replace(refs, read_ability=refs.read_ability or parse_ability)
    chosen = choose(card, modes, refs, entwined)
    skip = chosen.skip

    def aim(match: re.Match[str]) -> str:
        # "up to two target creature cards": the next two names (graveyard_returns.py).
        wanted = max(names_aimed(match), names_counted(match, len(left)))  # 115.3
        names = [left.pop(0) for _ in range(min(wanted, len(left)))]
        return f"{match[0]} {' and '.join(names)}" if names else match[0]

    effects: list[Effect] = []
    in_order = [(k, t, line) for k, t, line in card.lines for _ in range(chosen.times.get(line, 1))]
    for kind, _, line in in_order:
        if kind != "spell" or line in skip or is_header(line):
            continue
        if _UNCOUNTERABLE.match(line):  # 113.6g: it works on the stack
            card.uncounterable = True
            card.reading.note_read(line)
            continue
        cost = _SACRIFICE_COST.match(line)
        if cost:  # 601.2h: the first name written is what was paid
            if left and fold(left[0], "words") in refs.names:
                card.sacrifice = paid_sacrifice(refs, left.pop(0), cost[1], card.reading.shown)
                card.reading.note_read(line)
            elif refs.unchosen:  # the card alone: what is sacrificed is chosen as it is cast
                card.reading.note_read(line)
            else:
                card.reading.note_unread(line)
            continue
        aimed = _TARGET.sub(aim, mode_text(line))  # a mode chosen (700.2a)
        try:
            read = parse_effects(aimed, refs)
        except (GraveyardQuestion, TargetCountError):
            raise  # which card of a graveyard it chose, or targets it can't take: said
        except ScenarioError:
            pass
        else:
            effects += read
            card.reading.note_read(line, effects=read)
            continue
        # Sentence by sentence: the ones read count, each other one is said as unread; the
        # line itself is no longer waiting for a reader.
        if line in card.reading.pending:
            card.reading.pending.remove(line)
        first = len(effects)  # "that creature" refers back within the line only
        for sentence in glued(re.split(r"(?<=\.)\s+", aimed)):
            try:
                effects += parse_effects(sentence, carried(refs, effects[first:]))
            except ScenarioError:
                card.reading.note_unread(sentence)
            else:  # each sentence of a glued pair is read
                for part in re.split(r"(?<=\.)\s+", sentence):
                    card.reading.note_read(part)
    if any(times > 1 for times in chosen.times.values()):
        effects = joined_draws(effects)  # 700.2d, 121.2
    return effects, chosen


def _characteristics(head: str) -> tuple[str, set[str], set[str]]:
    """ "Rayo rojo" -> ("Rayo", {red}, {}): colour and keyword words after the name."""
    words = head.split()
    colors: set[str] = set()
    keywords: set[str] = set()
    while len(words) > 1:
        last = fold(words[-1], "words")
        pair = fold(" ".join(words[-2:]), "words")
        if pair in KEYWORD_ALIASES and len(words) > 2:
            keywords.add(KEYWORD_ALIASES[pair])
            words = words[:-2]
        elif last in COLOR_ALIASES:
            colors.add(COLOR_ALIASES[last])
            words = words[:-1]
        elif last in KEYWORD_ALIASES:
            keywords.add(KEYWORD_ALIASES[last])
            words = words[:-1]
        else:
            break
    return " ".join(words), colors, keywords


def _buyback(
    card: CardFacts | None, bought: bool | None, name: str
) -> tuple[str, bool | None] | None:
    """702.27a: the card's buyback cost and whether it was paid; words about a buyback on a
    spell without one are an error."""
    if card is not None and card.buyback is not None:
        return card.buyback, bought
    if bought is not None:
        raise ScenarioError(
            f"«{name}» no tiene recompra (buyback, regla 702.27a): «con recompra» solo va tras "
            "un hechizo de los datos de cartas que la tenga.",
            fragment=name,
            example='hechizo:"Capsize con recompra: Grizzly Bears"',
        )
    return None
