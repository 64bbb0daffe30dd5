"""User-facing text: Spanish strings and plain-text rendering for the terminal."""
