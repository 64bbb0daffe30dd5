"""How often each meeting of two cards' kinds (index.cards.interactions) happens between two
cards drawn at random: a meeting nearly any two cards make says little about a question.

A card's own kinds already weigh by how rare they are (interactions.KIND_FREQUENCY): "targets"
says little, "copy" says a lot. A meeting is two kinds that the rules treat together, and two
meetings are made by a fifth to a quarter of all pairs of cards: any triggered ability beside
any removal ("the ability exists on its own", 113.7a), and any two kinds that make a
state-based action likely (704.3). A leaves-the-battlefield trigger beside removal (603.10a,
it looks back) is a meeting of its own, seven times rarer. Named beside each other in a
question, two cards make the common ones whatever it asks; on the development questions
their rules were in the top three 40 times, an answer twice.
"""

from __future__ import annotations

# Share of 40,000 random pairs (of 4,000 cards drawn from the bundled data, seed 23) that make
# each meeting, as bench.card_frequency counts it; measured once, as KIND_FREQUENCY was.
# Labels not listed: rarer than 1 pair in 10,000.
MEETING_FREQUENCY = {
    "varias acciones de estado a la vez": 0.2617,
    "una habilidad disparada y su fuente eliminada": 0.2165,
    "un «no puede» frente a un «puede»": 0.1244,
    "dos efectos continuos en la misma capa": 0.0727,
    "efectos continuos en capas distintas": 0.0533,
    "habilidades disparadas a la vez": 0.0368,
    "una habilidad que mira atrás y su fuente eliminada": 0.0305,
    "un efecto de reemplazo sobre lo que dispara otra carta": 0.0224,
    "una habilidad disparada por lo que hace otra carta": 0.0216,
    "una copia": 0.0156,
    "una copia de algo modificado": 0.0144,
    "efectos de fuerza y resistencia en subcapas distintas": 0.0104,
    "la copia de un hechizo": 0.0101,
    "protección frente a objetivos": 0.0085,
    "un objeto que no puede ser objetivo": 0.0079,
    "un efecto de reemplazo sobre lo que hace otra carta": 0.0073,
    "un cambio de control y un cambio de zona": 0.0070,
    "la copia de una permanente legendaria": 0.0056,
    "dos efectos de reemplazo": 0.0053,
    "dos efectos de reemplazo sobre un evento": 0.0042,
    "un cambio de control y una habilidad disparada": 0.0039,
    "indestructible con resistencia 0": 0.0037,
    "una permanente que vuelve como objeto nuevo": 0.0036,
    "indestructible frente a destruir": 0.0036,
    "un aura cuyo objeto deja de ser legal": 0.0024,
    "protección frente a daño": 0.0022,
    "protección frente a un bloqueo": 0.0015,
    "protección frente a un aura o un equipo": 0.0013,
    "indestructible frente a toque mortal": 0.0006,
    "la copia de una carta de dos caras": 0.0005,
    "dos efectos que cambian tipos (capa 4)": 0.0004,
    "la copia de una permanente boca abajo": 0.0001,
}
# A meeting made by more than this share of random pairs weighs COMMON_MEETING / share of a
# rarer one. Measured on the development questions (both halves): 0.13 lowers only the two
# above; 0.01-0.05 (a log scale, as the kinds) also lowered the "can't" against a "can"
# (101.2, one pair in eight), which answers many questions, and cost the odd half 2-3 points.
COMMON_MEETING = 0.13


def meeting_rarity(label: str) -> float:
    """0-1: how much a meeting says (1 unless random pairs make it more than COMMON_MEETING)."""
    share = MEETING_FREQUENCY.get(label, 0.0)
    return 1.0 if share <= COMMON_MEETING else COMMON_MEETING / share
