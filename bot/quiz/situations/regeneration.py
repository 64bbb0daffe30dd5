"""Regeneration, a replacement effect (614.8): a shield that replaces the next destruction,
unless the effect says the creature can't be regenerated (701.19c). The engine decides each
board: the shield is the creature's `regenerar` mark, the spells are the real cards it reads."""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder, Spell
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.topics import Level

REGENERATOR = "Drudge Skeletons"
# Spell -> what the template relies on in its Oracle text.
SPELLS = {
    "Wrath of God": "can't be regenerated",
    "Day of Judgment": "Destroy all creatures.",
    "Lightning Bolt": "deals 3 damage",
    "Shock": "deals 2 damage",
}


def regeneration(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    skeletons = cards.creature(REGENERATOR)
    if "Regenerate this creature" not in skeletons.oracle:
        raise AssertionError(f"{REGENERATOR} no longer regenerates")
    name = rng.choice(tuple(SPELLS))
    spell = cards.get(name, says=SPELLS[name])
    burn = "damage" in SPELLS[name]
    in_response = level_rank(level) > 0 and burn and rng.random() < 0.5
    target = (skeletons.name,) if burn else ()
    if in_response:
        setting = (
            f"Tu rival lanza {spell.shown} sobre tu {skeletons.shown}. En respuesta activas "
            f"la habilidad de {skeletons.ref} ({{B}}: regenerarla) y se resuelve; después se "
            f"resuelve {spell.ref}."
        )
    else:
        setting = (
            f"En tu fase principal activas la habilidad de tu {skeletons.shown} ({{B}}: "
            f"regenerarla) y se resuelve. Más tarde, en ese mismo turno, tu rival lanza "
            f"{spell.shown}{' sobre ella' if burn else ''}."
        )

    def run(shield: bool = True, spell_said: Spell | None = None) -> EngineRun:
        cast = spell_said or Spell(spell.name, targets=target, rival=True)
        return EngineRun(
            scenario=ScenarioBuilder("triggers")
            .creatures(Real(skeletons.name, regenerate=int(shield)))
            .spells(cast),
            asks="fate",
            about=skeletons.name,
            cards=True,
        )

    no_shield = run(shield=False)
    misread: list[tuple[str, EngineRun]] = []
    if name == "Wrath of God":
        key = Choice(
            f"Muere: {spell.ref} dice que no pueden ser regeneradas.",
            "Regenerar crea un escudo que reemplaza la próxima destrucción (701.19a, 614.8), "
            "pero un efecto que dice que la criatura «no puede ser regenerada» hace que el "
            "escudo no se aplique (701.19c).",
        )
        ignored = Choice(
            "Sobrevive: el escudo de regeneración reemplaza la destrucción.",
            "Supone que el escudo se aplica siempre. «No pueden ser regeneradas» hace que no "
            "se aplique (701.19c).",
        )
        wrong = [
            ignored,
            Choice(
                "Sobrevive: la regeneración la devuelve al campo de batalla desde el cementerio.",
                "Regenerar no devuelve nada: reemplaza la destrucción y la criatura no llega a "
                "dejar el campo de batalla (701.19a). Aquí, además, no se aplica (701.19c).",
            ),
            Choice(
                "Muere: la regeneración solo sirve contra el daño letal.",
                "Regenerar reemplaza cualquier destrucción, por daño letal o por un efecto que "
                "destruye (701.19a). Lo que la impide es el texto «no pueden ser regeneradas» "
                "(701.19c).",
            ),
        ]
        # The misreading: the spell read without its last sentence.
        misread.append(
            (ignored.text, run(spell_said=Spell("Ira", rival=True, says="destruye cada criatura")))
        )
        difficulty, rules = 0.35, ("701.19c", "701.19a", "614.8")
    elif not burn:
        key = Choice(
            "Sobrevive: se regenera; queda girada y sale del combate.",
            f"{spell.ref} destruye sin decir que no puedan ser regeneradas: el escudo "
            "reemplaza la destrucción (701.19a, 614.8). La criatura se gira, se le quita todo "
            "el daño y sale del combate, sin dejar el campo de batalla.",
        )
        forgotten = Choice(
            f"Muere: {spell.ref} destruye todas las criaturas.",
            "Olvida el escudo: regenerar reemplaza la destrucción (701.19a); solo no se aplica "
            f"si el efecto dice que no puede ser regenerada (701.19c), y {spell.ref} no lo dice.",
        )
        wrong = [
            forgotten,
            Choice(
                "Muere: la regeneración solo sirve contra el daño letal.",
                "Regenerar reemplaza cualquier destrucción, por daño letal o por un efecto que "
                "destruye (701.19a).",
            ),
            Choice(
                "Deja el campo de batalla y vuelve a él girada.",
                "Regenerar no la saca del campo de batalla: reemplaza la destrucción y sigue "
                "siendo el mismo objeto, girado (701.19a).",
            ),
        ]
        misread.append((forgotten.text, no_shield))
        difficulty, rules = 0.4, ("701.19a", "614.8", "701.19c")
    else:
        key = Choice(
            "Sobrevive: se regenera cuando el daño letal la iba a destruir.",
            "El daño letal hace que la criatura sea destruida como acción basada en estado "
            "(704.5g); el escudo reemplaza esa destrucción (701.19a, 614.8): se le quita todo "
            "el daño, se gira y sale del combate.",
        )
        forgotten = Choice(
            "Muere: la regeneración no evita el daño.",
            "No evita el daño, pero reemplaza la destrucción que causa el daño letal (704.5g, "
            "701.19a).",
        )
        wrong = [
            forgotten,
            Choice(
                "Queda con el daño marcado y la destruye la siguiente comprobación.",
                "Regenerar quita todo el daño marcado (701.19a): no queda daño que la destruya.",
            ),
        ]
        if not in_response:
            wrong.append(
                Choice(
                    f"Muere: tenías que activar la regeneración en respuesta a {spell.ref}.",
                    "El escudo vale para la próxima vez que fuera a ser destruida este turno "
                    "(701.19a), aunque se creara antes.",
                )
            )
        misread.append((forgotten.text, no_shield))
        difficulty, rules = 0.3, ("701.19a", "704.5g", "614.8")
    return Situation(
        area=Area.REPLACEMENT,
        setting=setting,
        ask=f"¿Qué le pasa a {skeletons.ref}?",
        cards=(skeletons, spell),
        key=key,
        wrong=tuple(wrong),
        rules=rules,
        difficulty=difficulty,
        engine=run(),
        misread=tuple(misread),
    )
