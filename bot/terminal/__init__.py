"""What a person at a terminal gets beyond plain text: colour, a pager, progress, completion.

Every module here imports its terminal library (rich, prompt_toolkit) inside its functions, and
callers reach it only when the output is a terminal: piped output, ``--json`` and ``juez
--help`` never pay for the import.
"""
