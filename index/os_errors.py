"""Why the system refused a file, in Spanish: ``OSError.strerror`` is the C library's English
("No space left on device", "File too large"), which a Spanish message must not quote.

    reason(OSError(errno.ENOSPC, "No space left on device"))  # "no queda espacio en el disco"

Only the standard library is imported: `juez --help` loads this module (bot.terminal.exits).
"""

from __future__ import annotations

import errno

ERRNO_ES = {
    errno.ENOENT: "no existe",
    errno.EACCES: "permiso denegado",
    errno.EPERM: "operación no permitida",
    errno.ENOSPC: "no queda espacio en el disco",
    errno.EDQUOT: "se agotó la cuota de disco de este usuario",
    # A file-size limit (`ulimit -f`, systemd's LimitFSIZE=): Python ignores SIGXFSZ, so the
    # write fails with EFBIG instead of killing the process.
    errno.EFBIG: "el archivo llegó al tamaño máximo que permite el sistema (`ulimit -f`)",
    errno.EROFS: "el sistema de archivos es de solo lectura",
    errno.ENOTDIR: "una parte de la ruta no es una carpeta",
    errno.EISDIR: "es una carpeta, no un archivo",
    errno.EIO: "error de entrada/salida del disco",
    errno.EMFILE: "hay demasiados archivos abiertos",
}


def reason(err: OSError) -> str:
    """The Spanish reason for ``err``; an errno without one is named by its code."""
    code = err.errno or 0
    if code in ERRNO_ES:
        return ERRNO_ES[code]
    name = errno.errorcode.get(code)
    return f"el sistema lo rechazó ({name}, código {code})" if name else "el sistema lo rechazó"
