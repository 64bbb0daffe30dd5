"""What can go wrong looking a card up, as the Spanish sentences a user reads.

Two kinds of failure, kept apart because front ends treat them differently (``juez carta``
exits 0 after a name that matches no card, 1 when the network failed):

- ``CardNotFound``: the name matches no card (with the nearest names when there are some).
- ``CardsUnavailable``: Scryfall could not be asked (no network, too slow, an error of its own,
  or it asked us to wait) and the card is not among the saved ones.
"""

from __future__ import annotations

from index.errors import UserError

EXAMPLE = 'Ejemplo: juez carta "Llanowar Elves" o /carta nombre:Elfos de Llanowar'
MAX_NAME = 150  # the longest card name is about 140 characters (an Unfinity card)


class CardError(UserError):
    """Any card lookup a user cannot get as asked."""


class CardNotFound(CardError):
    def __init__(self, message: str, suggestions: list[str] | None = None) -> None:
        super().__init__(message)
        self.suggestions = list(suggestions or [])


class CardsUnavailable(CardError):
    """Scryfall cannot be reached, or refused for now; saved cards still work."""

    exit_code = 1  # for `juez carta`: the network failed, not the request


SCRYFALL = "Scryfall (la base de datos de cartas)"
NOT_SAVED = "y «{name}» no está entre las cartas guardadas"


def name_missing() -> str:
    return f"Falta el nombre de la carta. {EXAMPLE}"


def too_long(length: int) -> str:
    return (
        f"El nombre de la carta es demasiado largo ({length} caracteres; máximo {MAX_NAME}). "
        f"{EXAMPLE}"
    )


def not_found(name: str, suggestions: list[str]) -> str:
    if suggestions:
        nearest = ", ".join(suggestions)
        return f"No encuentro ninguna carta llamada «{name}». ¿Quisiste decir: {nearest}?"
    return f"No encuentro ninguna carta llamada «{name}». Revisa cómo se escribe. {EXAMPLE}"


def ambiguous(name: str, suggestions: list[str]) -> str:
    if suggestions:
        return (
            f"«{name}» coincide con varias cartas: {', '.join(suggestions)}. "
            "Escribe el nombre completo de una."
        )
    return (
        f"«{name}» coincide con muchas cartas. Escribe más del nombre, por ejemplo "
        "«Llanowar Elves» en lugar de «Llanowar»."
    )


def offline(name: str) -> str:
    return (
        f"No hay conexión con {SCRYFALL} {NOT_SAVED.format(name=name)}. Las cartas consultadas "
        "antes siguen funcionando sin conexión; prueba de nuevo cuando vuelva la red."
    )


def slow(name: str) -> str:
    return (
        f"{SCRYFALL} tardó demasiado en responder {NOT_SAVED.format(name=name)}. "
        "Prueba de nuevo en unos segundos."
    )


def throttled(name: str, seconds: float) -> str:
    return (
        f"{SCRYFALL} pide esperar {max(1, round(seconds))} s antes de volver a consultarle "
        f"{NOT_SAVED.format(name=name)}. Prueba de nuevo dentro de un momento."
    )


def server_error(name: str, status: int) -> str:
    return (
        f"{SCRYFALL} respondió con un error ({status}) {NOT_SAVED.format(name=name)}. "
        "Prueba de nuevo más tarde."
    )


def unexpected(name: str) -> str:
    return (
        f"{SCRYFALL} devolvió una respuesta que no se entiende al buscar «{name}». "
        "Comprueba JUEZ_SCRYFALL_URL (por defecto https://api.scryfall.com)."
    )
