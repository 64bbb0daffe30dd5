"""The feature cogs the bot loads, in order (each a package of cogs/ whose ``setup`` adds it)."""

EXTENSIONS = (
    "cogs.reglas",
    "cogs.config",
    "cogs.escenario",
    "cogs.quiz",
    "cogs.cambios",
    "cogs.carta",
    "cogs.politica",
)
