"""Rule numbers: their grammar, order and family relations.

A rule number is a three-digit section ("704"), a rule ("704.5") or a subrule ("704.5k").
Subrule letters skip "l" and "o" so they are never read as "1" and "0" (see the rules'
introduction). Everything that compares, sorts or walks rule numbers goes through here.
"""

from __future__ import annotations

import re

SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"  # no "l", no "o"

RULE_ID = re.compile(r"^(?P<section>\d{3})(?:\.(?P<rule>\d{1,3})(?P<letter>[a-z])?)?$")

# A rule number mentioned inside running text: "regla 704.5k", "rule 702.19c", "reglas 603.7d–f".
_REF = re.compile(
    r"\b(?:reglas?|rules?|secci[oó]n|section)\s+"
    r"(?P<first>\d{3}(?:\.\d{1,3}[a-z]?)?)"
    r"(?P<more>(?:\s*(?:,?\s*(?:y|and|or|o)|,|–|-)\s*(?:\d{3}(?:\.\d{1,3}[a-z]?)?|[a-z]\b))*)",
    re.IGNORECASE,
)
# "…, 510.1, and 704.5g": a serial comma may come before the last "and"/"or".
_MORE_ITEM = re.compile(
    r"(?:,\s*)?(?P<sep>y|and|or|o|,|–|-)\s*(?P<item>\d{3}(?:\.\d{1,3}[a-z]?)?|[a-z]\b)"
)


def is_rule_id(text: str) -> bool:
    return RULE_ID.match(text) is not None


def sort_key(rule_id: str) -> tuple[int, int, int]:
    """Order rule numbers as the document does: 702.6 < 702.6a < 702.7 < 702.60."""
    m = RULE_ID.match(rule_id)
    if not m:
        raise ValueError(f"not a rule number: {rule_id!r}")
    rule = int(m["rule"]) if m["rule"] else -1
    letter = SUBRULE_LETTERS.index(m["letter"]) if m["letter"] else -1
    if m["letter"] and m["letter"] not in SUBRULE_LETTERS:  # "l"/"o" never exist, but sort them
        letter = ord(m["letter"]) - ord("a")
    return int(m["section"]), rule, letter


def parent_of(rule_id: str) -> str | None:
    """704.5k -> 704.5 -> 704 -> None."""
    m = RULE_ID.match(rule_id)
    if not m:
        return None
    if m["letter"]:
        return f"{m['section']}.{m['rule']}"
    if m["rule"]:
        return m["section"]
    return None


def letter_after(letter: str) -> str | None:
    i = SUBRULE_LETTERS.find(letter)
    return SUBRULE_LETTERS[i + 1] if 0 <= i < len(SUBRULE_LETTERS) - 1 else None


def letter_range(first: str, last: str) -> list[str]:
    """Subrule letters from first to last inclusive, skipping l and o: ('a', 'd') -> a b c d."""
    i, j = SUBRULE_LETTERS.find(first), SUBRULE_LETTERS.find(last)
    if i < 0 or j < 0 or j < i:
        return []
    return list(SUBRULE_LETTERS[i : j + 1])


def find_references(text: str) -> list[str]:
    """Rule numbers a text points to, in order of appearance, without repeats.

    Understands "regla 704", "reglas 702.5 y 303.4", "rules 603.7d–f" (a letter range expands to
    603.7d, 603.7e, 603.7f).
    """
    found: list[str] = []

    def add(rule_id: str) -> None:
        if rule_id not in found:
            found.append(rule_id)

    for m in _REF.finditer(text):
        last = m["first"]
        add(last)
        for item in _MORE_ITEM.finditer(m["more"] or ""):
            value, sep = item["item"], item["sep"]
            if value[0].isdigit():
                last = value
                add(value)
                continue
            base = RULE_ID.match(last)
            if not base or not base["letter"]:
                continue
            stem = f"{base['section']}.{base['rule']}"
            letters = letter_range(base["letter"], value) if sep in "–-" else [value]
            for letter in letters:
                add(stem + letter)
            last = stem + value
    return found


# --- Numbers as users type them --------------------------------------------------------------
# "regla 104.3b", "R. 106,4b", "1O4.3a" (letter O for zero), "l04.3a" (l for one),
# "104.3a-c", "101.4a–d", "104.3a-104.3d". Digits may be mistyped as O/o and l/I; a subrule
# letter never is (letters skip l and o, so an "l" or "o" there is a typo we cannot guess).
_PREFIX = re.compile(
    r"^\s*(?:reglas?|rules?|secci[oó]n|section|r\.?(?=\s*\d)|c\.?r\.?|rc)\s*", re.IGNORECASE
)
_DIGITISH = "0-9oOlI"
_USER_ID = (
    rf"(?P<{{p}}sec>[{_DIGITISH}]{{{{3}}}})"
    rf"(?:\s*[.,]\s*(?P<{{p}}rule>[{_DIGITISH}]{{{{1,3}}}})(?P<{{p}}letter>[a-zA-Z])?)?\.?"
)
_USER_NUMBER = re.compile(
    "^"
    + _USER_ID.format(p="a")
    + r"(?:\s*(?:-|–|—|a|al|hasta|to)\s*(?:(?P<end_letter>[a-zA-Z])|"
    + _USER_ID.format(p="b")
    + r"))?$"
)
_TO_DIGIT = str.maketrans("oOlI", "0011")


class NumberQuery(tuple[str, str | None]):
    """(first, last): last is None for a single number."""

    __slots__ = ()

    def __new__(cls, first: str, last: str | None = None) -> NumberQuery:
        return super().__new__(cls, (first, last))

    @property
    def first(self) -> str:
        return self[0]

    @property
    def last(self) -> str | None:
        return self[1]


def _user_id(m: re.Match[str], p: str) -> str:
    section = m[f"{p}sec"].translate(_TO_DIGIT)
    if not m[f"{p}rule"]:
        return section
    rule = str(int(m[f"{p}rule"].translate(_TO_DIGIT)))
    letter = (m[f"{p}letter"] or "").lower()
    return f"{section}.{rule}{letter}"


# What people put around a number: "la 704.5k", "la regla nº 704.5k?", "«104.3c»".
_LEAD_WORDS = re.compile(
    r"^\s*(?:(?:la|el|las|los|de|del|en|n[º°o]\.?|n[uú]mero|#)\s*(?=\S)|[«\"'“(¿])",
    re.IGNORECASE,
)
_TRAIL = re.compile(r"[\s?¿!.,;:»\"'”)]+$")
# The same number typed loosely: "104 3 c", "104-3c", "104.3 c" (any one separator, spaces
# before the letter), and run together with its letter, "1043c" / "7045k" (the section is
# always three digits, so the split is certain once a letter ends it).
_LOOSE = re.compile(
    rf"^(?P<asec>[{_DIGITISH}]{{3}})\s*(?:[.,\-–]\s*|\s+)(?P<arule>[{_DIGITISH}]{{1,3}})"
    r"(?:\s*(?P<aletter>[a-zA-Z]))?$"
)
_RUN_TOGETHER = re.compile(
    rf"^(?P<asec>[{_DIGITISH}]{{3}})(?P<arule>[{_DIGITISH}]{{1,3}})(?P<aletter>[a-zA-Z])$"
)


def _tidy(text: str) -> str:
    """The number alone: the words and marks around it gone ("la regla 704.5k?" -> 704.5k)."""
    cleaned = text.strip()
    while True:
        shorter = _PREFIX.sub("", _LEAD_WORDS.sub("", cleaned)).strip()
        if shorter == cleaned:
            break
        cleaned = shorter
    return _TRAIL.sub("", cleaned)


def parse_user_number(text: str) -> NumberQuery | None:
    """Read a rule number or range typed by a person; None when it is not one.

    Besides the written forms ("104.3c", "104,3c", "R. 104.3c", "104.3a-c"), the ways people
    type them: "1043c", "104 3 c", "104-3c", "104.3 c", "la 704.5k"."""
    cleaned = _tidy(text)
    if not cleaned or not any(c.isdigit() for c in cleaned):
        return None  # "lol" would otherwise read as 101
    m = _USER_NUMBER.match(cleaned)
    if not m:
        loose = _LOOSE.match(cleaned) or _RUN_TOGETHER.match(cleaned)
        return NumberQuery(_user_id(loose, "a")) if loose else None
    first = _user_id(m, "a")
    if m["end_letter"]:
        base = RULE_ID.match(first)
        if not base or not base["letter"]:
            return None
        return NumberQuery(first, f"{base['section']}.{base['rule']}{m['end_letter'].lower()}")
    if m["bsec"]:
        return NumberQuery(first, _user_id(m, "b"))
    return NumberQuery(first)


_SCATTERED = re.compile(rf"^[{_DIGITISH}\s.,_\-–]+[a-zA-Z]?$")


def digits_reading(text: str) -> str | None:
    """A number typed with its digits scattered or run together and no letter to end it
    ("7025", "60 3.3b", "704-5-k"): the first three digits the section, the rest the rule.
    Only a guess: the rule lookup takes it when such a rule exists, and says so."""
    cleaned = _tidy(text)
    if not _SCATTERED.match(cleaned):
        return None
    letter = cleaned[-1].lower() if cleaned[-1].isalpha() and cleaned[-1] not in "oOlI" else ""
    body = cleaned[:-1] if letter else cleaned
    digits = "".join(c for c in body if c in "0123456789oOlI").translate(_TO_DIGIT)
    if not 4 <= len(digits) <= 6:
        return None
    return f"{digits[:3]}.{int(digits[3:])}{letter}"
