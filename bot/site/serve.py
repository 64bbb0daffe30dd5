"""`juez sitio servir`: the built folder on loopback, for a preview (not for publishing: any
static host serves the folder as it is)."""

from __future__ import annotations

import functools
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

HOST = "127.0.0.1"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base's name
        pass  # one line per request would drown the address printed for the user


def server(folder: Path, port: int = 0) -> ThreadingHTTPServer:
    """A server of ``folder`` on loopback; port 0 takes a free one (see server_address)."""
    handler = functools.partial(_Quiet, directory=str(folder))
    return ThreadingHTTPServer((HOST, port), handler)
