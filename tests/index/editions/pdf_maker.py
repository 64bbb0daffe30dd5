"""A small but real PDF holding given lines of text, written by hand for the tests.

pypdf reads PDFs but does not lay out text, and no PDF writer is a dependency: this writes the
few objects a text PDF needs (catalog, pages, one standard font, one content stream per page)
and a correct cross-reference table, so pypdf extracts the lines as a PDF reader would.
Latin-1 text only (Spanish accents included), in the standard WinAnsi encoding.
"""

from __future__ import annotations


def _escape(line: str) -> bytes:
    raw = line.encode("cp1252", errors="replace")
    return raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def pdf_with_lines(lines: list[str], per_page: int = 60) -> bytes:
    pages = [lines[i : i + per_page] for i in range(0, len(lines), per_page)] or [[]]
    n = len(pages)
    # Objects: 1 catalog, 2 pages, 3 font, then per page: page object, content stream.
    objects: list[bytes] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids ["
        + b" ".join(f"{4 + 2 * i} 0 R".encode() for i in range(n))
        + f"] /Count {n} >>".encode(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ]
    for i, page in enumerate(pages):
        body = (
            b"BT /F1 9 Tf 11 TL 30 810 Td\n"
            + b"".join(b"(" + _escape(line) + b") Tj T*\n" for line in page)
            + b"ET"
        )
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
            f"/Resources << /Font << /F1 3 0 R >> >> /Contents {5 + 2 * i} 0 R >>".encode()
        )
        objects.append(f"<< /Length {len(body)} >>\nstream\n".encode() + body + b"\nendstream")
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, obj in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + obj + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    trailer = f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    out += trailer.encode()
    return bytes(out)
