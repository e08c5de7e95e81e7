"""The files the installers are built from: icons in every container, the embedded resources, the menu entry."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import tomllib
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage, QImageReader  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "assets" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)


def png(size: int) -> bytes:
    return (ICONS / f"murlan-{size}.png").read_bytes()


def test_a_png_per_size_with_that_size(qapp: QApplication) -> None:
    for size in PNG_SIZES:
        image = QImage(str(ICONS / f"murlan-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()


def channel_differences(a: QImage, b: QImage) -> int:
    """The largest difference of one colour or alpha channel between two images of one size."""
    assert (a.width(), a.height()) == (b.width(), b.height())
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if pa != pb:
                worst = max(worst, *(abs((pa >> s & 255) - (pb >> s & 255)) for s in (0, 8, 16, 24)))
    return worst


def test_ico_holds_the_windows_sizes_and_matches_the_pngs(qapp: QApplication) -> None:
    data = (ICONS / "murlan.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 7)
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (planes, bits) == (1, 32)
        assert offset + length <= len(data)
        sizes.append(w or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    reader = QImageReader(str(ICONS / "murlan.ico"))
    assert reader.imageCount() == 7
    for i, size in enumerate(sizes):
        reader.jumpToImage(i)
        image = reader.read().convertToFormat(QImage.Format.Format_ARGB32)
        expected = QImage(str(ICONS / f"murlan-{size}.png")).convertToFormat(QImage.Format.Format_ARGB32)
        # the same pixels; a half-transparent pixel may round one step apart, since
        # Qt's (un)premultiplying rounds differently with the processor's SIMD path
        assert channel_differences(image, expected) <= 1, size


def test_icns_holds_png_elements_from_16_to_1024() -> None:
    data = (ICONS / "murlan.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    elements = {}
    at = 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack_from(">I", data, at + 4)[0]
        elements[kind] = data[at + 8 : at + length]
        at += length
    assert at == len(data)
    expected = {
        b"icp4": 16,
        b"icp5": 32,
        b"icp6": 64,
        b"ic07": 128,
        b"ic08": 256,
        b"ic09": 512,
        b"ic11": 32,
        b"ic12": 64,
        b"ic13": 256,
        b"ic14": 512,
        b"ic10": 1024,
    }
    assert elements == {k: png(size) for k, size in expected.items()}


def test_desktop_entry_is_valid() -> None:
    entry = ROOT / "packaging" / "linux" / "org.murlan.Murlan.desktop"
    text = entry.read_text()
    assert "Exec=murlan %f\n" in text and "Icon=org.murlan.Murlan\n" in text
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate is not installed")
    subprocess.run(["desktop-file-validate", str(entry)], check=True)


def test_the_spec_and_installers_take_the_version_from_pyproject() -> None:
    with (ROOT / "pyproject.toml").open("rb") as f:
        assert tomllib.load(f)["project"]["version"]
    spec = (ROOT / "packaging" / "murlan.spec").read_text()
    assert 'tomllib.load(f)["project"]["version"]' in spec
    assert 'copy_metadata("murlan-qt")' in spec
    iss = (ROOT / "packaging" / "murlan.iss").read_text()
    assert "OutputBaseFilename=Murlan-Setup-{#MyAppVersion}" in iss
