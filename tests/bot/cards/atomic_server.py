"""A loopback HTTP server for `juez cartas actualizar` tests: each path answers with a status,
a body and optionally a Content-Length larger than the body (a download cut short)."""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass(frozen=True)
class Served:
    body: bytes
    status: int = 200
    claimed_length: int | None = None  # sent as Content-Length instead of len(body)


@contextlib.contextmanager
def serving(files: dict[str, Served]) -> Iterator[str]:
    """The base address of a server on 127.0.0.1 answering ``files``; 404 for other paths."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            found = files.get(self.path)
            if found is None:
                self.send_error(404)
                return
            self.send_response(found.status)
            self.send_header("Content-Type", "application/octet-stream")
            length = found.claimed_length or len(found.body)
            self.send_header("Content-Length", str(length))
            self.end_headers()
            self.wfile.write(found.body)
            self.wfile.flush()
            self.close_connection = True

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def closed_port() -> int:
    """A port nobody listens on (a refused connection: offline)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
