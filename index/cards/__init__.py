"""The card data, offline: every Oracle card in English and, where printed, Spanish; the names
people type for them; what each card's text does, read into the kinds of ability and effect
the rules govern."""
