"""Each ranking of a search, scores 0–1 best first: the text rankings (the words as typed, the
English terms), the named concepts, the named cards' rules; and the adjustments every ranking
applies."""
