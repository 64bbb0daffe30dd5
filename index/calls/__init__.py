"""Floor calls: what a player or floor judge tells in Spanish, read into facts (facts.py), the
infraction those facts are (situations.py), the penalty the IPG or the JAR gives for them with
its upgrades and downgrades applied (penalties.py), assembled as one call (call.py).

The domain returns data (``FloorCall``); index.lookups.policy renders it for every front end.
"""

from index.calls.call import FloorCall, make_call
from index.calls.facts import CallFacts, Rel, read_facts

__all__ = ["CallFacts", "FloorCall", "Rel", "make_call", "read_facts"]
