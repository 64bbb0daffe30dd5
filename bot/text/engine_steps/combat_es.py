"""Spanish wording of the combat damage step(s) and of a player's damage division."""

from __future__ import annotations

from bot.engine.vocabulary import KEYWORD_ES

from .words import Args, Table, join, qty


def _shares(a: Args) -> str:
    """[[3, A], [1, B], [2, C]] -> "3 daños a A, 1 a B y 2 a C": the unit is said once."""
    parts = [
        f"{qty(n, 'daño') if i == 0 else n} a {a.say(to)}"
        for i, (n, to) in enumerate(a.raw["shares"])
    ]
    return join(parts)


def _changes(a: Args) -> str:
    bits = [f"gana {KEYWORD_ES[k]}" for k in a.raw["gain"]]
    bits += [f"pierde {KEYWORD_ES[k]}" for k in a.raw["lose"]]
    return " y ".join(bits)


def _notes(a: Args) -> str:
    notes = a.each("notes")
    return " (" + "; ".join(notes) + ")" if notes else ""


def _expected(a: Args) -> str:
    blockers = a.raw["blockers"]
    extra = f" o {blockers + 1} (el último para el jugador)" if a.raw["trample"] else ""
    return f"{blockers}{extra}"


COMBAT: Table = {
    "combat.one_step_between_ignored": lambda a: (
        "Nadie tiene daña primero ni daña dos veces, así que hay un solo paso de "
        "daño y los cambios indicados «entre pasos» no llegan a aplicarse."
    ),
    "combat.two_steps": lambda a: (
        "Al empezar el paso de daño hay criaturas con daña primero o daña dos veces, así que "
        "hay dos pasos de daño de combate. En el primero solo asignan daño: "
        f"{', '.join(a.each('first'))}."
    ),
    "combat.second_step": lambda a: (
        "Segundo paso de daño: asignan daño las criaturas que siguen en combate y no tenían "
        "daña primero ni daña dos veces al empezar el primer paso, más las que ahora tienen "
        f"daña dos veces: {', '.join(a.each('second')) or 'ninguna'}."
    ),
    "combat.between_steps": lambda a: (
        f"Entre los pasos de daño, {a['who']} {_changes(a)}: "
        f"{'sí asignará' if a.raw['deals_again'] else 'no asignará'} daño en el segundo paso."
    ),
    "combat.no_power": lambda a: (
        f"{a['who']} tiene fuerza {a['power']}: no asigna daño de combate."
    ),
    "combat.target_gone": lambda a: (
        f"{a['who']} no está bloqueada, pero lo que atacaba ya no está en combate: no asigna daño."
    ),
    "combat.unblocked": lambda a: (
        f"{a['who']} no está bloqueada: asigna {qty(a.raw['amount'], 'daño')} a {a['to']}."
    ),
    "combat.blocked_none_left_trample": lambda a: (
        f"{a['who']} sigue bloqueada aunque ya no la bloquea ninguna criatura; como tiene "
        f"arrollar, asigna todo su daño ({a['amount']}) a {a['to']}."
    ),
    "combat.after_blocks": lambda a: (
        "Declarados los bloqueos, el jugador activo recibe prioridad en el paso de declarar "
        f"bloqueadores, y se juega antes del daño: {', '.join(a.each('items'))}."
    ),
    "combat.damage_from_board_now": lambda a: (
        "Empieza el paso de daño de combate: el daño se asigna con el campo de batalla tal "
        "como ha quedado (fuerza de ahora; una criatura que ya no está no hace ni recibe daño)."
    ),
    "combat.blocked_none_left": lambda a: (
        f"{a['who']} sigue bloqueada aunque ya no la bloquea ninguna criatura; sin arrollar, "
        "no asigna daño de combate."
    ),
    "combat.assigns": lambda a: f"{a['who']} asigna {_shares(a)}{_notes(a)}.",
    "combat.note.chosen_split": lambda a: (
        "reparto elegido por su controlador; no hay orden de asignación de daño"
    ),
    "combat.note.one_blocker": lambda a: "un solo bloqueador: recibe todo el daño",
    "combat.note.deathtouch": lambda a: "con toque mortal, 1 daño ya cuenta como letal",
    "combat.note.marked": lambda a: (
        f"{a['who']} ya tiene {qty(a.raw['damage'], 'daño marcado', 'daños marcados')}"
    ),
    "combat.note.trample": lambda a: (
        "con arrollar, lo que sobra tras asignar daño letal a los bloqueadores puede "
        "ir a lo que ataca"
    ),
    "combat.note.no_trample": lambda a: (
        "sin arrollar, todo el daño se reparte entre los bloqueadores"
    ),
    "combat.split_illegal": lambda a: (
        f"El reparto indicado para {a['who']} no es legal: {a['problem']}. "
        "Se usa el reparto por defecto."
    ),
    "combat.blocks_nothing": lambda a: (
        f"{a['who']} ya no bloquea a ninguna criatura: no asigna daño."
    ),
    "combat.blocker_assigns": lambda a: (
        f"{a['who']} asigna {qty(a.raw['amount'], 'daño')} a {a['to']}."
    ),
    "combat.blocker_split_illegal": lambda a: (
        f"El reparto indicado para {a['who']} no es legal (debe repartir "
        f"exactamente {a['power']} entre {a['count']} criaturas); se usa el reparto "
        "por defecto."
    ),
    "combat.blocker_splits": lambda a: (
        f"{a['who']} bloquea a varias criaturas y reparte su daño como elige su "
        "controlador: "
        + join([f"{qty(n, 'daño')} a {a.say(to)}" for n, to in a.raw["shares"]])
        + "."
    ),
    "split.count": lambda a: f"da {a['got']} cantidades y se esperaban {_expected(a)}",
    "split.sum": lambda a: f"reparte {a['total']} daños pero su fuerza es {a['power']}",
    "split.blocker_gone": lambda a: "asigna daño a un bloqueador que ya no está en combate",
    "split.no_trample": lambda a: (
        "una criatura bloqueada sin arrollar solo asigna daño a sus bloqueadores"
    ),
    "split.short": lambda a: f"asigna daño al jugador sin asignar daño letal a {a['who']}",
}
