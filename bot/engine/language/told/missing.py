"""What a told message left out, asked back once every clause is read: whose an object is,
whose life total, which creature a spell cast with "le tiro" goes to, whether what is put on a
creature is an Aura or an Equipment. One precise question each time, with its answers as
sentences the reader reads (``choices``: label, sentence added to the message)."""

from __future__ import annotations

from index.fold import fold

from ...errors import ScenarioQuestion
from .answered import fitting_targets, kind_from_card
from .so_far import ToldSoFar
from .state import pending
from .things import ME


def ask_what_is_missing(t: ToldSoFar) -> None:
    """One precise question for the first fact the message left out, with its answers as
    sentences the reader reads (``choices``: label, sentence to add to the message)."""
    pending(t)
    for one in t.board:
        said_owner = t._owners.get(fold(t.told_text(one.name or one.description), "words"))
        one.owner = (
            one.owner or said_owner or t._owners.get(fold(t.told_text(one.description), "words"))
        )
        if one.owner is None:  # "hay un Oso 2/2": whose decides who is hit and who acts
            name = t.told_text(one.name or one.description)
            said = t.told_text(one.description)
            raise ScenarioQuestion(
                f"¿De quién es «{name}»: tuyo o del rival?",
                why=f"Dices que hay «{said}», pero no de quién es.",
                example=f"el rival tiene {said}",
                choices=(
                    ("Mío", f"el {name} es mío"),
                    ("Del rival", f"el {name} es del rival"),
                ),
            )
    for amount in t._whose_life:
        if amount not in t.life.values():
            raise ScenarioQuestion(
                f"¿Quién está a {amount} vidas: tú o el rival?",
                why=f"Dices «a {amount} vidas» sin decir de quién.",
                example=f"el rival está a {amount} vidas",
                choices=(
                    ("Yo", f"estoy a {amount} vidas"),
                    ("El rival", f"el rival está a {amount} vidas"),
                ),
            )
    for spell in t._unaimed:
        name = t.told_text(spell.spell.description)
        aim = t._aims.get(fold(name, "words"))
        if aim is not None:
            spell.target = t._target(*aim)
            continue
        # In a combat, the combatants; with none told, the objects on the board.
        fighting = [one for _, objects in t.combat for one in objects] or t.told_objects()
        fits = fitting_targets(t, spell.spell, fighting)
        if len(fits) == 1:  # "target creature you control" and one of mine fights: that one
            spell.target = fits[0]
            continue
        fighting = (fits or fighting)[:3]
        choices = []
        for one in fighting:
            said = t.told_text(one.description)
            mine = one.owner == ME
            label = f"{'Tu' if mine else 'Su'} {said}"
            called = t.told_text(one.name) if one.name else said  # a name finds it again
            choices.append((label, f"{name} va a {'mi' if mine else 'su'} {called}"))
        raise ScenarioQuestion(
            f"¿A qué criatura va «{name}»?",
            why=f"Dices que le lanzas «{name}» sin decir a cuál, y hay varias "
            + ("en el combate." if t.combat else "a las que puede ir.")
            + " De cuál sea depende lo que pasa.",
            example=f"le tiro un {name} a mi {t.told_text(fighting[0].description)}",
            choices=tuple(choices),
        )
    for attached, target in t._unkinded:
        name = t.told_text(attached.description)
        key = t._kinds.get(fold(name, "words")) or kind_from_card(t, attached)
        if key is not None:
            t.attached.append((key, attached, target))
            continue
        raise ScenarioQuestion(
            f"¿«{name}» es un Aura o un Equipo?",
            why=f"Dices que «{name}» va en «{t.told_text(target.description)}».",
            example=f"le equipo {name} a mi Oso 2/2",
            choices=(("Aura", f"{name} es un Aura"), ("Equipo", f"{name} es un Equipo")),
        )


__all__ = ["ask_what_is_missing"]
