"""The rules editions Juez knows, and every word, choice, date and message derived from them.

    catalog = EditionCatalog.of_corpus(corpus)     # the corpus in use: bundled + added editions
    catalog = EditionCatalog.read(data_dir)        # the same list without parsing any rules
    catalog = bundled_catalog()                    # the bundled editions only (SOURCES.toml)
    catalog.in_force.id                            # "en-2026-01-16"
    catalog.words()                                # ("es", "en", "2019", "2026", "actual")
    catalog.choices()                              # [("Español", "es"), …, ("Vigente", "actual")]
    catalog.resolve("2019")                        # ["es-2019-10-04", "en-2019-10-04"]
    long_name(catalog.in_force)                    # "Reglas Completas de Magic del 16 de enero…"

Editions are not fixed: `juez actualizar` and `juez indice añadir` add some at run time (index.
add_edition), and a newer English one becomes the rules in force. So no front end writes a
list of editions, a year or the date of the rules in force: the completion words, the Discord
choices, the help texts and the "unknown edition" messages all come from here.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from index.models import Edition, Language

if TYPE_CHECKING:
    from index.corpus import Corpus

BUNDLED_DATA = Path(__file__).resolve().parents[1] / "data"
# The parsers whose records are rules (index.sources.PARSERS): the other sources (keyword and
# class material) have editions too, but no rule to choose an edition for.
RULE_PARSERS = frozenset({"es_pdf_rules", "official_rules", "rule_web_page"})

IN_FORCE = "actual"  # the word offered for the rules in force
IN_FORCE_WORDS = frozenset({IN_FORCE, "vigente", "current"})  # every word taken for them
LANGUAGE_NAMES = {Language.ES: "Español", Language.EN: "Inglés"}
IN_FORCE_NAME = "Vigente"
MONTHS = (
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
)


@dataclass(frozen=True)
class EditionCatalog:
    """``editions``: every edition by id, the one in force marked (Edition.current);
    ``with_rules``: the ids of those that hold rules."""

    editions: Mapping[str, Edition]
    with_rules: frozenset[str]
    preference: list[str] = field(init=False)

    def __post_init__(self) -> None:
        # Spanish first (the users' language), then the rules in force, then older English;
        # within a language the newest first (an added translation of today's rules before the
        # 2019 one), undated last.
        def key(edition_id: str) -> tuple[bool, bool, int, str]:
            e = self.editions[edition_id]
            return (
                e.language is not Language.ES,
                not e.current,
                -(e.date.toordinal() if e.date else 0),
                e.id,
            )

        object.__setattr__(self, "preference", sorted(self.editions, key=key))

    # -- building ---------------------------------------------------------------------------------
    @classmethod
    def of_corpus(cls, corpus: Corpus) -> EditionCatalog:
        """The editions of a loaded corpus (bundled and added alike)."""
        with_rules = frozenset(f.edition for f in corpus.files if f.parser in RULE_PARSERS)
        return cls(corpus.editions, with_rules)

    @classmethod
    def read(cls, data_dir: Path | None = None) -> EditionCatalog:
        """The bundled editions plus those added in ``data_dir``, from their lists alone (no
        rule is parsed: cheap enough for a help text). An added file that no longer matches
        its list is only found out when the corpus loads (index.user_editions)."""
        editions, with_rules = _bundled()
        if data_dir is None:
            return cls(editions, with_rules)
        from index.user_editions import in_force, read_added

        listed = read_added(data_dir)[0].editions
        added = [e.edition for e in listed if e.edition.id not in editions]
        merged = in_force({**editions, **{e.id: e for e in added}})
        # An added edition holds rules unless it is a tournament policy document (family).
        return cls(merged, with_rules | {e.id for e in added if e.family == "rules"})

    # -- the editions -----------------------------------------------------------------------------
    @property
    def in_force(self) -> Edition:
        return next(e for e in self.editions.values() if e.current)

    @property
    def rule_editions(self) -> list[str]:
        """The editions that hold rules, preferred first."""
        return [e for e in self.preference if e in self.with_rules]

    def years(self) -> list[str]:
        """The years of the rules editions, oldest first ("2019", "2026")."""
        dated = (self.editions[e].date for e in self.rule_editions)
        return sorted({str(d.year) for d in dated if d is not None})

    # -- what a user may type -------------------------------------------------------------------
    def words(self) -> tuple[str, ...]:
        """The short words offered for an edition option: the languages, the years, "actual"."""
        languages = [
            lang.value
            for lang in (Language.ES, Language.EN)
            if any(self.editions[e].language is lang for e in self.rule_editions)
        ]
        return (*languages, *self.years(), IN_FORCE)

    def names(self) -> set[str]:
        """Every value an edition option may take, lowercase: the words, "vigente"/"current",
        and the id of each rules edition."""
        return {*self.words(), *IN_FORCE_WORDS, *(e.lower() for e in self.rule_editions)}

    def choices(self) -> list[tuple[str, str]]:
        """(name shown, value) of each word, for a menu of choices."""
        names = {lang.value: name for lang, name in LANGUAGE_NAMES.items()}
        names[IN_FORCE] = IN_FORCE_NAME
        return [(names.get(word, word), word) for word in self.words()]

    def resolve(self, wanted: str | None) -> list[str] | None:
        """The rules editions an edition option names, preferred first; None means any.

        Accepts a full id, a language ("es": the 2019 translation or the web page, whichever
        holds the number), a year ("2019": Spanish, then English), or "actual". An empty list
        means the option names nothing known.
        """
        if not wanted or not wanted.strip():
            return None
        w = wanted.strip().lower()
        if w in IN_FORCE_WORDS:
            return [self.in_force.id]
        if w in {lang.value for lang in Language}:
            return [e for e in self.rule_editions if self.editions[e].language.value == w]
        return [e for e in self.rule_editions if w == e or w in e]

    def valid_words(self) -> str:
        """ "es, en, 2019, 2026, actual": for a help text or a message."""
        return ", ".join(self.words())

    def option_help(self) -> str:
        return f"{self.valid_words()} o un id de edición (como {self.in_force.id})"

    def unknown(self, wanted: str) -> str:
        """The message for an edition option that names nothing known."""
        return (
            f"Edición desconocida: «{wanted}». Usa {self.valid_words()} "
            f"o una de: {', '.join(self.rule_editions)}."
        )


@cache
def bundled_catalog() -> EditionCatalog:
    """The editions shipped with Juez (index/data/SOURCES.toml), read once."""
    return EditionCatalog.read()


def _bundled() -> tuple[dict[str, Edition], frozenset[str]]:
    config = tomllib.loads((BUNDLED_DATA / "SOURCES.toml").read_text(encoding="utf-8"))
    editions = {e["id"]: Edition(**e) for e in config["edition"]}
    with_rules = frozenset(s["edition"] for s in config["source"] if s["parser"] in RULE_PARSERS)
    return editions, with_rules


def long_date(edition: Edition) -> str:
    """ "16 de enero de 2026"; "sin fecha" for an undated edition."""
    d = edition.date
    return f"{d.day} de {MONTHS[d.month - 1]} de {d.year}" if d else "sin fecha"


def short_date(edition: Edition) -> str:
    """ "16/01/2026"; "sin fecha" for an undated edition."""
    return edition.date.strftime("%d/%m/%Y") if edition.date else "sin fecha"


def long_name(edition: Edition) -> str:
    """ "Reglas Completas de Magic del 16 de enero de 2026"."""
    if edition.date is None:
        return f"Reglas Completas de Magic ({edition.id})"
    return f"Reglas Completas de Magic del {long_date(edition)}"
