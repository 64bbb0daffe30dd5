"""Situations a judge trainer would ask about: real cards on a board, one rule deciding.

Each template (one module per area of the rules) builds a ``Situation`` from real cards of
the bundled card data: the board and the actions in Spanish ("A lanza…, en respuesta B…"),
the key with the rule that decides it, and each wrong option with the misreading it stands
for (counters copied, the latest effect always wins, the controller's graveyard…). The answer
is computed from the cards' numbers by the template, never written by hand, and the
generator (bot.quiz.situation_questions) turns a Situation into a question.
"""
