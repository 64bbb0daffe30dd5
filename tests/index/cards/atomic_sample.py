"""A small AtomicCards file (MTGJSON v5's documented shape) for the tests of its conversion and
of `juez cartas actualizar`: a plain card with Spanish data, a transform card, a split card, an
adventure without Spanish, a battle, a card with only a French name, two variants under one
name, and a token entry (which the conversion leaves out)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

META = {"date": "2026-07-01", "version": "5.2.2+20260701"}


def _es(
    name: str, type_: str | None = None, text: str | None = None, **more: str
) -> dict[str, Any]:
    entry: dict[str, Any] = {"language": "Spanish", "name": name, **more}
    if type_ is not None:
        entry["type"] = type_
    if text is not None:
        entry["text"] = text
    return entry


def _face(name: str, type_: str, **fields: Any) -> dict[str, Any]:
    face: dict[str, Any] = {
        "name": name, "type": type_, "layout": "normal", "colorIdentity": [],
        "colors": [], "manaValue": 0.0, "identifiers": {}, "legalities": {},
        "purchaseUrls": {}, "subtypes": [], "supertypes": [], "types": [],
    }  # fmt: skip
    face.update(fields)
    return face


def sample_cards() -> dict[str, list[dict[str, Any]]]:
    delver = "Delver of Secrets // Insectile Aberration"
    fire_ice = "Fire // Ice"
    giant = "Bonecrusher Giant // Stomp"
    invasion = "Invasion of Zendikar // Awakened Skyclave"
    delver_es = "Acechador de secretos // Aberración insectoide"
    return {
        "Serra Angel": [
            _face(
                "Serra Angel",
                "Creature — Angel",
                manaCost="{3}{W}{W}",
                text="Flying\nVigilance (Attacking doesn't cause this creature to tap.)",
                power="4",
                toughness="4",
                keywords=["Flying", "Vigilance"],
                colorIdentity=["W"],
                foreignData=[
                    {"language": "French", "name": "Ange de Serra"},
                    _es("Ángel de Serra", "Criatura — Ángel", "Vuela, vigilancia."),
                    _es("Ángel de Serra"),
                    _es("Angel de Serra"),
                ],
                rulings=[{"date": "2020-01-01", "text": "A sample ruling."}],
            )
        ],
        delver: [
            _face(
                delver,
                "Creature — Human Wizard",
                faceName="Delver of Secrets",
                side="a",
                layout="transform",
                manaCost="{U}",
                power="1",
                toughness="1",
                text="At the beginning of your upkeep, look at the top card of your library. "
                "You may reveal that card. If an instant or sorcery card is revealed this way, "
                "transform Delver of Secrets.",
                keywords=["Transform"],
                colorIdentity=["U"],
                foreignData=[
                    _es(
                        delver_es,
                        "Criatura — Hechicero humano",
                        "Al comienzo de tu mantenimiento…",
                        faceName="Acechador de secretos",
                    )
                ],
                rulings=[{"date": "2021-09-24", "text": "Delver ruling."}],
            ),
            _face(
                delver,
                "Creature — Human Insect",
                faceName="Insectile Aberration",
                side="b",
                layout="transform",
                power="3",
                toughness="2",
                text="Flying",
                keywords=["Flying"],
                colorIdentity=["U"],
                foreignData=[
                    _es(
                        delver_es,
                        "Criatura — Insecto humano",
                        "Vuela.",
                        faceName="Aberración insectoide",
                    )
                ],
                rulings=[{"date": "2021-09-24", "text": "Delver ruling."}],
            ),
        ],
        fire_ice: [
            _face(
                fire_ice,
                "Instant",
                faceName="Fire",
                side="a",
                layout="split",
                manaCost="{1}{R}",
                colorIdentity=["R", "U"],
                text="Fire deals 2 damage divided as you choose among one or two targets.",
                foreignData=[_es("Fuego // Hielo")],
            ),
            _face(
                fire_ice,
                "Instant",
                faceName="Ice",
                side="b",
                layout="split",
                manaCost="{1}{U}",
                colorIdentity=["R", "U"],
                text="Tap target permanent.\nDraw a card.",
                foreignData=[_es("Fuego // Hielo")],
            ),
        ],
        giant: [
            _face(
                giant,
                "Creature — Giant",
                faceName="Bonecrusher Giant",
                side="a",
                layout="adventure",
                manaCost="{2}{R}",
                power="4",
                toughness="3",
                colorIdentity=["R"],
                text="Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher "
                "Giant deals 2 damage to that spell's controller.",
            ),
            _face(
                giant,
                "Instant — Adventure",
                faceName="Stomp",
                side="b",
                layout="adventure",
                manaCost="{1}{R}",
                colorIdentity=["R"],
                text="Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
            ),
        ],
        invasion: [
            _face(
                invasion,
                "Battle — Siege",
                faceName="Invasion of Zendikar",
                side="a",
                layout="transform",
                manaCost="{3}{G}",
                defense="3",
                colorIdentity=["G"],
                text="When Invasion of Zendikar enters, search your library for up to two "
                "basic land cards, put them onto the battlefield tapped, then shuffle.",
            ),
            _face(
                invasion,
                "Creature — Elemental",
                faceName="Awakened Skyclave",
                side="b",
                layout="transform",
                power="4",
                toughness="4",
                colorIdentity=["G"],
                text="Vigilance, haste\nAs long as Awakened Skyclave is on the battlefield, "
                "it's a land in addition to its other types.",
                keywords=["Haste", "Vigilance"],
            ),
        ],
        "Sheoldred, the Apocalypse": [
            _face(
                "Sheoldred, the Apocalypse",
                "Legendary Creature — Phyrexian Praetor",
                manaCost="{2}{B}{B}",
                power="4",
                toughness="5",
                keywords=["Deathtouch"],
                colorIdentity=["B"],
                text="Deathtouch\nWhenever you draw a card, you gain 2 life.\nWhenever an "
                "opponent draws a card, they lose 2 life.",
                foreignData=[{"language": "French", "name": "Sheoldred, l'Apocalypse"}],
            )
        ],
        "Everythingamajig": [
            _face(
                "Everythingamajig",
                "Artifact",
                manaCost="{5}",
                isFunny=True,
                text="{1}: Move a counter from target permanent to another permanent.",
            ),
            _face(
                "Everythingamajig",
                "Artifact",
                manaCost="{5}",
                isFunny=True,
                text="{2}, {T}: Draw a card, then discard a card.",
            ),
        ],
        "Goblin Token": [_face("Goblin", "Token Creature — Goblin", layout="token")],
    }


def atomic_file(cards: dict[str, list[dict[str, Any]]] | None = None) -> dict[str, Any]:
    return {"meta": META, "data": sample_cards() if cards is None else cards}


def write_atomic(path: Path, data: object, *, gz: bool = False) -> Path:
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    path.write_bytes(gzip.compress(raw) if gz else raw)
    return path
