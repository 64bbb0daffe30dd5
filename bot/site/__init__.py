"""The rules site: a static, hyperlinked copy of everything Juez reads, for people to open.

`juez sitio construir [CARPETA]` writes it (``build``), `juez sitio servir` shows it on loopback
(``serve``), and answers link to it when JUEZ_SITIO_URL is set (``addresses``). The pages are
plain HTML with one CSS file and a small script (the search box), so the folder opens from disk
and publishes on any static host. Everything comes from the index's corpus and editions (the
alignment, its word diffs, the edition catalog): no source file is read here.

    addresses  where each rule, glossary entry and keyword lives: paths, anchors, answer links
    html       the page shell, escaping, and references (rules, ranges, sections, chapters)
               turned into links
    history    what each rule in force was in every older edition, and its translation
    pages      one function a kind of page: sections of rules, editions, glossary, keywords…
    policy_pages   the MTR, IPG and JAR in force, each section anchored
    changes_page   what changed from each older edition to the rules in force
    search     the prebuilt search file the search box reads
    build      the whole site into a folder, and what it measured
    serve      a loopback server for a preview
"""
