"""The same rule across editions and languages.

A rule number is not an identity: between the 2019 texts and the rules in force about 1,000
numbers came to hold another rule. This package links every rule of every edition to the same
rule in the edition in force by its text (``align``), keeps the links as data beside the index
(``cache``), and answers from them: the number in force of an older rule, whether an older text
still says the same (``catalog``), what a rule answer should say about its edition (``notes``),
whether the 2016 keyword material still holds (``keywords``), word diffs (``diff``), and what
changed in a rule or section (``changes``, ``report``).
"""

from index.editions.links import Doubt, Link, LinkStatus

__all__ = ["Doubt", "Link", "LinkStatus"]
