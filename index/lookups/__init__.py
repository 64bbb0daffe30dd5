"""The read side: rules by number, names (keywords, glossary), and the answers they return
(LookupResult, Hit)."""
