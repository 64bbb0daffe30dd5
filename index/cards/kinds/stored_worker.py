"""One worker of index.cards.kinds.stored.build, run as a script (not with -m, which would
import the packages above it before anything is recorded):

    python stored_worker.py CATALOG SOURCE module:register PART PARTS

It records every file it opens from its first line (index.code_fingerprint), registers the
reader, reads the catalog's cards whose id is PART modulo PARTS and prints one JSON line a
card, then one line with what it read (the fingerprint) and the reader's name.
"""

import sys

if __name__ == "__main__":
    # Before any import of the project: what it opens while importing is recorded too.
    del sys.path[0]  # this folder: its modules are the package's, imported as such
    from index.code_fingerprint import start_recording

    start_recording()


def main(argv: list[str]) -> int:
    import importlib
    import json
    from pathlib import Path

    from index.cards.catalog import CardCatalog
    from index.cards.kinds.classify import kinds_of
    from index.cards.kinds.reading import current
    from index.cards.kinds.stored import ROOT, encode, reader_name
    from index.code_fingerprint import recorded

    cache, source, register, part, parts = argv
    module, _, function = register.partition(":")
    getattr(importlib.import_module(module), function)()
    catalog = CardCatalog(Path(cache), Path(source))
    ids = [n for n in catalog.card_ids() if n % int(parts) == int(part)]
    out = sys.stdout
    for n in ids:
        kinds = encode(kinds_of(catalog.card(n)))
        out.write(json.dumps({"id": n, "kinds": kinds}) + "\n")  # ASCII: any locale
    catalog.close()
    done = {"code": recorded(ROOT), "reader": reader_name(current())}
    out.write(json.dumps(done) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
