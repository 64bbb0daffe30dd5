"""Reading a file a user names (`juez indice añadir FICHERO`, `juez escenario --archivo`)
with a size limit, without hanging on a FIFO or never ending on a device such as /dev/zero:

    data = read_bounded(Path("MagicCompRules 20260116.txt"), limit=MAX_BYTES)

The file is opened without blocking (a FIFO with no writer opens at once), refused unless it
is a regular file, refused when its size says it is over ``limit``, and then read at most
``limit + 1`` bytes, so a file that grows while read is still caught. The errors are OSErrors
(``NotARegularFile``, ``TooLarge``) for the caller to say in Spanish with its own example.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_CHUNK = 1 << 20


class NotARegularFile(OSError):
    """A FIFO, a socket or a device: reading it could wait forever or never end."""


class TooLarge(OSError):
    """More bytes than the limit: the wrong file (a log, a disk image, /dev/zero)."""


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them (else ``TooLarge``)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", str(path))
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(errno.EINVAL, "not a regular file", str(path))
        if info.st_size > limit:
            raise TooLarge(errno.EFBIG, f"over {limit} bytes", str(path))
        chunks: list[bytes] = []
        got = 0
        while got <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > limit:
            raise TooLarge(errno.EFBIG, f"over {limit} bytes", str(path))
        return b"".join(chunks)
    finally:
        os.close(fd)
