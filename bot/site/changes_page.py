"""A page per older edition: what changed from it to the rules in force (``cambios/<id>.html``).

It is the alignment's own account (index.editions.changes, the data of `juez cambios`): by
section, each rule that is new, gone, renumbered or reworded, with its numbers then and now
linked and the word diff of a reworded rule. Rules that stayed the same are only counted.
"""

from __future__ import annotations

from collections import defaultdict
from html import escape

from bot.site import addresses as at
from bot.site.html import linked, page, relative
from bot.site.pages import Page, Site, diff_html, edition_name
from index.editions.changes import Changes, RuleChange
from index.editions.edition_catalog import long_name
from index.editions.links import LinkStatus


def compared(site: Site) -> list[str]:
    """The older editions of the language in force that the alignment compares: a page each."""
    return [
        e
        for e in site.older
        if site.corpus.editions[e].language is site.current.language and site.alignment.knows(e)
    ]


def _number(number: str | None, path: str | None, here: str) -> str:
    if number is None:
        return "—"
    return f'<a href="{escape(relative(path, here))}">{number}</a>' if path else number


def _row(change: RuleChange, site: Site, old: str, here: str) -> str:
    then = _number(change.old_id, at.rule_path(change.old_id, old) if change.old_id else None, here)
    now = _number(change.new_id, site.in_force_path(change.new_id or ""), here)
    title = f' <span lang="en">{escape(change.title)}</span>' if change.title else ""
    head = f"<p><b>{then} → {now}</b>{title} · {escape(change.status.label)}</p>"
    old_rule = site.corpus.rule(change.old_id, old) if change.old_id else None
    new_rule = site.corpus.rule(change.new_id, site.current.id) if change.new_id else None
    now_to = site.in_force_targets(new_rule.refs if new_rule else ())
    then_to = site.edition_targets(old, old_rule.refs if old_rule else ())
    if change.diff:
        body = f'<p class="diff" lang="en">{diff_html(change.diff, now_to, then_to, here)}</p>'
    elif change.status is LinkStatus.NEW and change.new_text:
        body = f'<p lang="en"><ins>{linked(change.new_text, now_to, here)}</ins></p>'
    elif change.status is LinkStatus.REMOVED and change.old_text:
        body = f'<p lang="en"><del>{linked(change.old_text, then_to, here)}</del></p>'
    else:
        body = ""
    return f"<li>{head}{body}</li>"


def changes_page(site: Site, old: str) -> Page:
    here = at.changes_path(old)
    edition = site.corpus.editions[old]
    report = Changes(site.corpus, site.alignment, old)
    by_section: dict[str, list[RuleChange]] = defaultdict(list)
    counts: dict[LinkStatus, int] = defaultdict(int)
    for link in report.links:
        counts[link.status] += 1
        if link.status is not LinkStatus.SAME:
            by_section[(link.new or link.old or "")[:3]].append(report.change(link))
    said = ", ".join(f"{n} {s.label}" for s, n in counts.items() if n)
    parts = []
    for section in sorted(by_section):
        title = site.in_force.get(section, [None])[0] if section in site.in_force else None
        name = f' <span lang="en">{escape(title.title)}</span>' if title else ""
        target = site.in_force_path(section)
        number = _number(section, target, here)
        rows = "".join(_row(c, site, old, here) for c in by_section[section])
        parts.append(
            f'<section aria-labelledby="s{section}"><h2 id="s{section}">{number}{name}</h2>'
            f'<ul class="changes">{rows}</ul></section>'
        )
    body = (
        f"<h1>Qué cambió desde {escape(edition_name(edition))}</h1>"
        f"<p>De {escape(long_name(edition))} a las reglas vigentes, "
        f'<a href="{escape(relative("index.html", here))}">{escape(long_name(site.current))}</a>'
        f", regla a regla según el alineamiento de Juez: {escape(said)}. Las reglas iguales solo "
        "se cuentan; el resto va por sección, con el texto añadido y el quitado.</p>"
        + "".join(parts)
    )
    return here, page(here, f"Cambios desde {edition_name(edition)}", body)
