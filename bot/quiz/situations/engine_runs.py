"""The rules engine's answer to a situation (its EngineRun), in the words of the key.

The templates write each situation's key and its misreadings; the engine decides the answer:
tests/bot/quiz/test_situation_engine.py runs every board of every template and holds the key
to the engine's outcome, and the bench counts the share of situations the engine confirms.
"""

from __future__ import annotations

import re

from bot.engine import CardSource, Outcome, Scenario
from bot.engine.outcome import ILLEGAL_DECLARATION
from bot.engine.runner import run_fresh
from bot.quiz.situations.fates import YOU, Fate, describe
from bot.quiz.situations.model import EngineRun, Situation
from bot.text.engine_steps import phrase_text

_LIFE = re.compile(r"(-?\d+) vidas?\b")
# The basic land types and the mana each taps for (305.6).
_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}
_BECOMES = re.compile(r"pasa a ser (\w+)")
_LOST = "Pierde"  # what a "game" run says of a player who lost
_LOSES = ("Pierdes", "Tu rival pierde")  # how an option says the player asked about lost
DEATHS = {"Ninguno": "0", "Uno": "1", "Los": "2"}  # how a "deaths" option begins


def run(run: EngineRun, cards: CardSource | None) -> Outcome:
    """The engine's outcome of a run: its scenario built with the card data when the run
    reads the cards."""
    return run_fresh(scenario_of(run, cards))  # a new model each time: no copy needed


def scenario_of(run: EngineRun, cards: CardSource | None) -> Scenario:
    """The Scenario model the engine runs for ``run``."""
    return run.scenario.build(cards if run.cards else None)


def engine_answer(engine_run: EngineRun, cards: CardSource | None) -> str:
    """What the engine says of ``run.about``: its 'P/T', 'Muere' / 'Sobrevive', how many
    times its ability triggered, a player's life ('Pierde' if asked whether they lost the
    game and they did), or the mana a land taps for."""
    return answer_of(engine_run, run(engine_run, cards))


def answer_of(run: EngineRun, outcome: Outcome) -> str:
    died = {d.name for d in outcome.final.died} | {d.id for d in outcome.final.died}
    if run.asks == "triggers":
        return str(outcome.final.resolution_order.count(f"Disparo de {run.about}"))
    if run.asks == "fate":
        return "Muere" if run.about in died else "Sobrevive"
    if run.asks in ("life", "game"):
        player = next(p for p in outcome.final.players if p.name == run.about)
        return _LOST if run.asks == "game" and player.lost else str(player.life)
    if run.asks == "mana":
        return _mana(run.about, outcome)
    if run.asks == "where":
        return _where(run, outcome)
    if run.asks == "cost":
        return f"{outcome.final.cost} de maná"
    if run.asks == "deaths":
        return str(len(outcome.final.died))
    if run.asks == "saga":
        return saga_text(run.about, outcome)
    if run.asks == "face":
        return face_text(run, outcome)
    if run.asks == "block":
        illegal = (outcome.final.verdict or {}).get("kind") == ILLEGAL_DECLARATION
        return "ilegal" if illegal else "legal"
    if run.about in died:
        return "Muere"
    for permanent in outcome.final.permanents:
        if run.about in (permanent.name, permanent.id):
            return f"{permanent.power}/{permanent.toughness}"
    raise LookupError(f"the engine run has no {run.about!r}")


def saga_text(saga: str, outcome: Outcome) -> str:
    """The chapters of ``saga`` that resolved, in order, and whether it is still on the
    battlefield: «Se resuelve el capítulo II; la Saga sigue en el campo de batalla.»"""
    suffix = f" de {saga}"
    chapters = [
        c.removeprefix("Capítulo ").removesuffix(suffix)
        for c in outcome.final.resolution_order
        if c.startswith("Capítulo ") and c.endswith(suffix)
    ]
    stays = any(p.name == saga for p in outcome.final.permanents)
    if not chapters:
        return (
            "Ningún capítulo se dispara; la Saga sigue en el campo de batalla."
            if stays
            else "La Saga se sacrifica sin que se dispare ningún capítulo."
        )
    said = (
        f"Se resuelve el capítulo {chapters[0]}"
        if len(chapters) == 1
        else f"Se resuelven los capítulos {', '.join(chapters[:-1])} y {chapters[-1]}"
    )
    return said + ("; la Saga sigue en el campo de batalla." if stays else
                   " y después se sacrifica la Saga.")  # fmt: skip


def face_text(run: EngineRun, outcome: Outcome) -> str:
    """The face a double-faced permanent shows after the run, by its Spanish name (the run's
    words), with its power and toughness, its +1/+1 counters and the damage marked on it:
    «Terror del Paso Kruin» 4/4, con 1 contador +1/+1 y 1 daño marcado». ``run.about``: its faces'
    names, "front; back"."""
    words = dict(run.words)
    names = run.about.split("; ")
    permanent = next(p for p in outcome.final.permanents if p.name in names)
    counters = permanent.plus_counters
    has = [f"{counters} contador{'es' if counters != 1 else ''} +1/+1"] if counters else []
    has += [f"{permanent.damage} de daño marcado"] if permanent.damage else []
    name = words.get(permanent.name, f"«{permanent.name}»")
    shown = f"{name} {permanent.power}/{permanent.toughness}"
    return shown + (f", con {' y '.join(has)}" if has else ", sin contadores ni daño marcado")


def _where(run: EngineRun, outcome: Outcome) -> str:
    """Each card's zone after the run, worded as the options are: where it left to and its
    owner (the engine's record of what left), or the battlefield if it is still there."""
    words = dict(run.words)
    ceased = {s.args.get("who", {}).get("name") for s in outcome.steps
              if s.kind == "sba.token_ceases"}  # fmt: skip
    parts = []
    for name in run.about.split("; "):
        gone = [d for d in outcome.final.died if name in (d.name, d.id)]
        back = bool(gone) and any(p.id == gone[-1].id for p in outcome.final.permanents)
        if gone and name in ceased:  # a token: it left and ceased to exist (704.5d)
            fate = Fate("ceased")
        elif back:  # died and returned: persist, undying (a new object, 400.7)
            fate = Fate("back")
        elif gone:
            fate = Fate(gone[-1].to, words.get(gone[-1].owner or "", YOU))  # type: ignore[arg-type]
        else:
            fate = Fate("battlefield")
        parts.append((words.get(name, name), fate))
    return describe(parts)


def _mana(land: str, outcome: Outcome) -> str:
    """The mana symbols of the land's basic land types after layer 4, as the engine applied
    its effects (the step that lists them, in the order applied): a type set "en lugar de"
    its land types replaces them (305.7), any other is added. The printed types come from the
    card data the engine read."""
    printed = next((c.type_line for c in outcome.cards if c.card == land), "")
    types = [t for t in _MANA if t in printed.partition("—")[2].split()]
    for step in outcome.steps:
        if step.kind != "layers.one_to_six" or step.args.get("who", {}).get("name") != land:
            continue
        for note in step.args.get("notes", []):
            if note.get("kind") != "layers.note" or note.get("layer") != "4":
                continue
            said = phrase_text(note["effect"]) if note.get("effect") else ""  # data: worded
            named = _BECOMES.search(said)
            if named is None or named[1] not in _MANA:
                continue
            if "en lugar de" in said:
                types = []
            types = [*types, named[1]] if named[1] not in types else types
    return " o ".join(_MANA[t] for t in types)  # printed first, then as the layers add


def states(run: EngineRun, option: str, cards: CardSource | None) -> bool:
    """Whether an option says what the engine's run gives."""
    said = engine_answer(run, cards)
    if run.asks == "block":  # an option names a block: the run declares it, and it is legal
        return said == "legal"
    if run.asks == "deaths":  # "Ninguno va…", "Uno va…", "Los dos van…"
        return DEATHS.get(option.split()[0]) == said
    if run.asks == "triggers":  # "3 veces", "1 vez", "Ninguna vez"
        first = option.split()[0]
        return (first if first.isdigit() else "0") == said
    if run.asks == "game":  # "Pierdes la partida: …", "Sigues en la partida con 12 vidas: …"
        lost = option.startswith(_LOSES)  # or "Tu rival pierde…", told from the other side
        if said == _LOST:
            return lost
        found = _LIFE.search(option)
        return not lost and found is not None and found[1] == said
    if run.asks == "life":  # "Se previene el daño: sigues con 12 vidas."
        found = _LIFE.search(option)
        return found is not None and found[1] == said
    if run.asks == "mana":  # "Solo {G}: …", "{G} o {B}: …", "Ningún maná: …"
        if not said:
            return option.startswith("Ningún maná")
        return option.startswith(f"Solo {said}:" if " o " not in said else f"{said}:")
    if run.asks == "fate" or said == "Muere":  # "Muere: …", "0/0: muere como acción…"
        return option.startswith(said) or (said == "Muere" and "muere" in option.lower())
    return option == said


def agrees(situation: Situation, cards: CardSource | None) -> bool | None:
    """Whether the key states the engine's outcome; None when the engine cannot run it."""
    run = situation.engine
    return None if run is None else states(run, situation.key.text, cards)


def misreadings_agree(situation: Situation, cards: CardSource | None) -> list[str]:
    """The misread options whose text is not the engine's outcome of their misreading (empty
    when every one is)."""
    return [text for text, run in situation.misread if not states(run, text, cards)]
