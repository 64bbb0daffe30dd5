"""Errors and messages of the services (the Spanish text is what the user reads)."""

from __future__ import annotations

from index.errors import UserError


class ServiceError(UserError):
    """A request the services cannot serve as asked (too slow, nothing to play, no database)."""


TOO_SLOW = "La búsqueda tardó demasiado y se canceló. Prueba con menos palabras."
QUIZ_TOO_SLOW = (
    "Preparar las preguntas del quiz tardó demasiado y se canceló. Inténtalo de nuevo en unos "
    "segundos."
)
NO_DATABASE = "La base de datos no está abierta: no se pueden guardar respuestas."
NO_QUESTIONS = "No hay preguntas para esta ronda."
ANSWER_NOT_SAVED = (
    "No se pudo guardar tu respuesta: no contará en tus estadísticas ni en tus repasos."
)
ANSWER_MAYBE_NOT_SAVED = (
    "La base de datos falló mientras guardaba tu respuesta y no sé si quedó guardada: si no, "
    "no contará en tus estadísticas ni en tus repasos."
)
