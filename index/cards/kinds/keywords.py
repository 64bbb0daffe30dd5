"""Keywords and ability words, each to its 2026 rule.

The tables were written from the 2026 rules' own headings (701.x keyword actions, 702.x
keyword abilities) and 207.2c's list of ability words; tests/index/cards/test_kinds.py reads
each id back in the rules and checks its heading names the keyword. Spanish names come from
the alias list printed-name table (index/data/aliases/keywords-en-es.tsv).
"""

from __future__ import annotations

import csv
import re
from functools import cache
from pathlib import Path

_ALIASES = Path(__file__).resolve().parents[2] / "data" / "aliases" / "keywords-en-es.tsv"

# Heading (lower case) -> rule, as the 2026 rules print them.
KEYWORD_RULES: dict[str, str] = {
    "activate": "701.2",
    "attach": "701.3",
    "behold": "701.4",
    "cast": "701.5",
    "counter": "701.6",
    "create": "701.7",
    "destroy": "701.8",
    "discard": "701.9",
    "double": "701.10",
    "triple": "701.11",
    "exchange": "701.12",
    "exile": "701.13",
    "fight": "701.14",
    "goad": "701.15",
    "investigate": "701.16",
    "mill": "701.17",
    "play": "701.18",
    "regenerate": "701.19",
    "reveal": "701.20",
    "sacrifice": "701.21",
    "scry": "701.22",
    "search": "701.23",
    "shuffle": "701.24",
    "surveil": "701.25",
    "tap and untap": "701.26",
    "transform": "701.27",
    "convert": "701.28",
    "fateseal": "701.29",
    "clash": "701.30",
    "planeswalk": "701.31",
    "set in motion": "701.32",
    "abandon": "701.33",
    "proliferate": "701.34",
    "detain": "701.35",
    "populate": "701.36",
    "monstrosity": "701.37",
    "vote": "701.38",
    "bolster": "701.39",
    "manifest": "701.40",
    "support": "701.41",
    "meld": "701.42",
    "exert": "701.43",
    "explore": "701.44",
    "assemble": "701.45",
    "adapt": "701.46",
    "amass": "701.47",
    "learn": "701.48",
    "venture into the dungeon": "701.49",
    "connive": "701.50",
    "open an attraction": "701.51",
    "roll to visit your attractions": "701.52",
    "incubate": "701.53",
    "the ring tempts you": "701.54",
    "face a villainous choice": "701.55",
    "time travel": "701.56",
    "discover": "701.57",
    "cloak": "701.58",
    "collect evidence": "701.59",
    "suspect": "701.60",
    "forage": "701.61",
    "manifest dread": "701.62",
    "endure": "701.63",
    "harness": "701.64",
    "airbend": "701.65",
    "earthbend": "701.66",
    "waterbend": "701.67",
    "blight": "701.68",
    "deathtouch": "702.2",
    "defender": "702.3",
    "double strike": "702.4",
    "enchant": "702.5",
    "equip": "702.6",
    "first strike": "702.7",
    "flash": "702.8",
    "flying": "702.9",
    "haste": "702.10",
    "hexproof": "702.11",
    "indestructible": "702.12",
    "intimidate": "702.13",
    "landwalk": "702.14",
    "lifelink": "702.15",
    "protection": "702.16",
    "reach": "702.17",
    "shroud": "702.18",
    "trample": "702.19",
    "vigilance": "702.20",
    "ward": "702.21",
    "banding": "702.22",
    "rampage": "702.23",
    "cumulative upkeep": "702.24",
    "flanking": "702.25",
    "phasing": "702.26",
    "buyback": "702.27",
    "shadow": "702.28",
    "cycling": "702.29",
    "echo": "702.30",
    "horsemanship": "702.31",
    "fading": "702.32",
    "kicker": "702.33",
    "flashback": "702.34",
    "madness": "702.35",
    "fear": "702.36",
    "morph": "702.37",
    "amplify": "702.38",
    "provoke": "702.39",
    "storm": "702.40",
    "affinity": "702.41",
    "entwine": "702.42",
    "modular": "702.43",
    "sunburst": "702.44",
    "bushido": "702.45",
    "soulshift": "702.46",
    "splice": "702.47",
    "offering": "702.48",
    "ninjutsu": "702.49",
    "epic": "702.50",
    "convoke": "702.51",
    "dredge": "702.52",
    "transmute": "702.53",
    "bloodthirst": "702.54",
    "haunt": "702.55",
    "replicate": "702.56",
    "forecast": "702.57",
    "graft": "702.58",
    "recover": "702.59",
    "ripple": "702.60",
    "split second": "702.61",
    "suspend": "702.62",
    "vanishing": "702.63",
    "absorb": "702.64",
    "aura swap": "702.65",
    "delve": "702.66",
    "fortify": "702.67",
    "frenzy": "702.68",
    "gravestorm": "702.69",
    "poisonous": "702.70",
    "transfigure": "702.71",
    "champion": "702.72",
    "changeling": "702.73",
    "evoke": "702.74",
    "hideaway": "702.75",
    "prowl": "702.76",
    "reinforce": "702.77",
    "conspire": "702.78",
    "persist": "702.79",
    "wither": "702.80",
    "retrace": "702.81",
    "devour": "702.82",
    "exalted": "702.83",
    "unearth": "702.84",
    "cascade": "702.85",
    "annihilator": "702.86",
    "level up": "702.87",
    "rebound": "702.88",
    "umbra armor": "702.89",
    "infect": "702.90",
    "battle cry": "702.91",
    "living weapon": "702.92",
    "undying": "702.93",
    "miracle": "702.94",
    "soulbond": "702.95",
    "overload": "702.96",
    "scavenge": "702.97",
    "unleash": "702.98",
    "cipher": "702.99",
    "evolve": "702.100",
    "extort": "702.101",
    "fuse": "702.102",
    "bestow": "702.103",
    "tribute": "702.104",
    "dethrone": "702.105",
    "hidden agenda": "702.106",
    "outlast": "702.107",
    "prowess": "702.108",
    "dash": "702.109",
    "exploit": "702.110",
    "menace": "702.111",
    "renown": "702.112",
    "awaken": "702.113",
    "devoid": "702.114",
    "ingest": "702.115",
    "myriad": "702.116",
    "surge": "702.117",
    "skulk": "702.118",
    "emerge": "702.119",
    "escalate": "702.120",
    "melee": "702.121",
    "crew": "702.122",
    "fabricate": "702.123",
    "partner": "702.124",
    "undaunted": "702.125",
    "improvise": "702.126",
    "aftermath": "702.127",
    "embalm": "702.128",
    "eternalize": "702.129",
    "afflict": "702.130",
    "ascend": "702.131",
    "assist": "702.132",
    "jump-start": "702.133",
    "mentor": "702.134",
    "afterlife": "702.135",
    "riot": "702.136",
    "spectacle": "702.137",
    "escape": "702.138",
    "companion": "702.139",
    "mutate": "702.140",
    "encore": "702.141",
    "boast": "702.142",
    "foretell": "702.143",
    "demonstrate": "702.144",
    "daybound and nightbound": "702.145",
    "disturb": "702.146",
    "decayed": "702.147",
    "cleave": "702.148",
    "training": "702.149",
    "compleated": "702.150",
    "reconfigure": "702.151",
    "blitz": "702.152",
    "casualty": "702.153",
    "enlist": "702.154",
    "read ahead": "702.155",
    "ravenous": "702.156",
    "squad": "702.157",
    "space sculptor": "702.158",
    "visit": "702.159",
    "prototype": "702.160",
    "living metal": "702.161",
    "more than meets the eye": "702.162",
    "for mirrodin!": "702.163",
    "toxic": "702.164",
    "backup": "702.165",
    "bargain": "702.166",
    "craft": "702.167",
    "disguise": "702.168",
    "solved": "702.169",
    "plot": "702.170",
    "saddle": "702.171",
    "spree": "702.172",
    "freerunning": "702.173",
    "gift": "702.174",
    "offspring": "702.175",
    "impending": "702.176",
    "exhaust": "702.177",
    "max speed": "702.178",
    "start your engines!": "702.179",
    "harmonize": "702.180",
    "mobilize": "702.181",
    "job select": "702.182",
    "tiered": "702.183",
    "station": "702.184",
    "warp": "702.185",
    "∞ (infinity)": "702.186",
    "mayhem": "702.187",
    "web-slinging": "702.188",
    "firebending": "702.189",
}

# Names the data lists that are a form of one heading: the rule covers them (702.14 lists the
# landwalks, 702.29 the typecyclings, 702.124 the partner variants, 702.37 megamorph...).
_VARIANTS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^(?:.+walk)$"), "landwalk"),
    (re.compile(r"^(?:.+cycling)$"), "cycling"),
    (re.compile(r"^hexproof from$"), "hexproof"),
    (
        re.compile(r"^(?:partner with|partner—.*|choose a background|doctor's companion)$"),
        "partner",
    ),
    (re.compile(r"^megamorph$"), "morph"),
    (re.compile(r"^multikicker$"), "kicker"),
    (re.compile(r"^(?:daybound|nightbound)$"), "daybound and nightbound"),
    (re.compile(r"^commander ninjutsu$"), "ninjutsu"),
    (re.compile(r"^(?:tap|untap)$"), "tap and untap"),
)

# 207.2c: ability words have no rules meaning of their own; the ability under one is read
# like any other.
ABILITY_WORDS: frozenset[str] = frozenset(
    {
        "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel",
        "chroma", "cohort", "constellation", "converge", "council's dilemma", "coven",
        "delirium", "descend 4", "descend 8", "domain", "eerie", "eminence", "enrage",
        "fateful hour", "fathomless descent", "ferocious", "flurry", "formidable", "grandeur",
        "hellbent", "heroic", "imprint", "inspired", "join forces", "kinship", "landfall",
        "lieutenant", "magecraft", "metalcraft", "morbid", "pack tactics", "paradox", "parley",
        "radiance", "raid", "rally", "renew", "secret council", "spell mastery", "strive",
        "survival", "sweep", "tempting offer", "threshold", "undergrowth", "valiant", "vivid",
        "void", "will of the council",
    }
)  # fmt: skip


def keyword_rule(name: str) -> tuple[str, str] | None:
    """(heading, rule) for a keyword as the card data names it, None for a flavor word
    (207.2d) or a digital-only mechanic the rules do not define."""
    key = name.lower().replace("’", "'").strip()
    if key in KEYWORD_RULES:
        return key, KEYWORD_RULES[key]
    for pattern, heading in _VARIANTS:
        if pattern.match(key):
            return heading, KEYWORD_RULES[heading]
    return None


@cache
def spanish_names() -> dict[str, str]:
    """English keyword (lower case) -> the Spanish name printed on cards."""
    table: dict[str, str] = {}
    with _ALIASES.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            english = (row.get("en_keyword") or "").strip().lower()
            spanish = (row.get("es_keyword_as_printed") or "").split("(")[0].strip()
            if english and spanish:
                table.setdefault(english, spanish.rstrip("."))
    return table


def spanish(name: str) -> str:
    """The Spanish printed name of a keyword, or its English name when none is known."""
    return spanish_names().get(name.lower(), name)


def keyword_slug(heading: str) -> str:
    """A keyword's heading as the kind keys write it ("first strike" -> "first_strike"):
    one spelling for the cards' kinds and for what a question tells."""
    return re.sub(r"[^a-z0-9∞]+", "_", heading.lower()).strip("_")
