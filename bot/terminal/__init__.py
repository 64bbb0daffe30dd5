"""The terminal front end: the `juez` command line, the offline console and the terminal quiz.

    cli          argparse, the command table and the one place that turns a failure into its
                 Spanish message and exit code (exits)
    console      the Discord slash commands typed at a prompt or piped in
    quiz, cards, editions, data, launcher   what one subcommand does
    streams, argparse_es, output, render, progress, completion   terminal plumbing

What a person at a terminal gets beyond plain text (colour, a pager, progress, completion) imports
its terminal library (rich, prompt_toolkit) inside its functions, and callers reach it only when
the output is a terminal: piped output, ``--json`` and ``juez --help`` never pay for the import.
"""
