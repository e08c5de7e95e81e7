"""Render the app icon (drawn by murlan_qt.ui.art.icon_art) to every file the platforms need.

    python packaging/render_icons.py           # renders assets/icons/
    python packaging/render_icons.py --check   # exits 1 if a committed file differs from a fresh render

Writes, under assets/icons/:
  murlan-<size>.png for 16, 24, 32, 48, 64, 128, 256 and 512 pixels (Linux hicolor),
  murlan.ico (Windows: the exe and the installer) and murlan.icns (macOS: the app bundle).
Qt has no ICO/ICNS writer in PySide6-Essentials, so both containers are written here from
the PNG bytes; both formats are a small header and a table of images.

These files are for the installers and the desktop; the running game draws its icon itself
(``icon_art.app_icon``), so nothing here is embedded in the package.

Rendering is offscreen and deterministic: the same Qt version gives the same files.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "assets" / "icons"
sys.path.insert(0, str(ROOT))  # draw with this checkout's icon_art

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)  # 1024: the Mac's largest (512x512@2x)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # Windows shell sizes; 256 stays PNG, smaller ones are DIBs
# ICNS element types holding PNG data: (type, pixel size). The @2x types reuse the larger renders.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),  # 16x16@2x
    (b"ic12", 64),  # 32x32@2x
    (b"ic13", 256),  # 128x128@2x
    (b"ic14", 512),  # 256x256@2x
    (b"ic10", 1024),  # 512x512@2x: the Finder and the App Store's largest
)


def render(size: int) -> QImage:
    """The icon painted at ``size`` x ``size`` pixels on a transparent background."""
    from murlan_qt.ui.art.icon_art import paint_app_icon

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
        | QPainter.RenderHint.TextAntialiasing
    )
    paint_app_icon(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    """The image as PNG, without text chunks or timestamps."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not write PNG")
    buffer.close()
    return bytes(data.data())


def dib_bytes(image: QImage) -> bytes:
    """A 32-bit BGRA device-independent bitmap for an ICO entry: header, pixels bottom-up, AND mask."""
    width, height = image.width(), image.height()
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    rows = []
    for y in range(height - 1, -1, -1):  # ARGB32 is B, G, R, A in memory on little-endian machines
        line = bytes(image.constScanLine(y))[: width * 4]
        if sys.byteorder == "big":
            line = b"".join(line[i : i + 4][::-1] for i in range(0, len(line), 4))
        rows.append(line)
    mask_row = bytes(((width + 31) // 32) * 4)  # all zero: the alpha channel decides transparency
    return header + b"".join(rows) + mask_row * height


def ico_bytes(images: dict[int, QImage], pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico: ICONDIR, one ICONDIRENTRY per size, then the images."""
    blobs = [(size, pngs[size] if size >= 256 else dib_bytes(images[size])) for size in ICO_SIZES]
    out = struct.pack("<HHH", 0, 1, len(blobs))
    offset = 6 + 16 * len(blobs)
    for size, blob in blobs:
        dim = 0 if size >= 256 else size  # 0 means 256
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    return out + b"".join(blob for _, blob in blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: 'icns', total length, then (type, length, PNG data) elements, big-endian."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def rendered_files() -> dict[Path, bytes]:
    """Every icon file, by path, as bytes."""
    images = {size: render(size) for size in PNG_SIZES}
    pngs = {size: png_bytes(image) for size, image in images.items()}
    files = {ICON_DIR / f"murlan-{size}.png": data for size, data in pngs.items()}
    files[ICON_DIR / "murlan.ico"] = ico_bytes(images, pngs)
    files[ICON_DIR / "murlan.icns"] = icns_bytes(pngs)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the committed files")
    args = parser.parse_args(argv)

    _app = QGuiApplication.instance() or QGuiApplication([])  # fonts need an application
    files = rendered_files()
    if args.check:
        stale = [p for p, data in files.items() if not p.exists() or p.read_bytes() != data]
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}")
        return 1 if stale else 0

    ICON_DIR.mkdir(parents=True, exist_ok=True)
    for path, data in files.items():
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT)} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
