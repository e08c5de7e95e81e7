"""Replaces PyInstaller's hook for PySide6.QtGui: the same, minus the Qt plugins Murlan does not use.

The stock hook collects every QtGui plugin (eglfs, vnc, wayland, svg icons, jpeg, ...), and
PyInstaller then bundles each plugin's libraries too. Filtering here, before the dependency
analysis, keeps those libraries out as well.
"""

from __future__ import annotations

from pathlib import PurePath

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

# plugin directory -> plugin names kept (None: keep all). A directory not listed is dropped.
KEEP: dict[str, set[str] | None] = {
    # offscreen/minimal for --smoke-test and CI, xcb for X11 and XWayland; windows and cocoa.
    "platforms": {"xcb", "offscreen", "minimal", "windows", "cocoa"},
    "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
    "platformthemes": {"xdgdesktopportal"},  # not gtk3: it would drag GTK's libraries along
    "xcbglintegrations": None,
    "imageformats": {"ico", "icns"},  # PNG is built into QtGui
    "accessiblebridge": None,
}


def _plugin_name(path: str) -> str:
    """'.../libqxcb.so' or 'qxcb.dll' or 'libqcocoa.dylib' -> 'xcb' / 'cocoa'."""
    stem = PurePath(path).name.split(".")[0]
    stem = stem.removeprefix("lib")
    return stem[1:] if stem.startswith("q") else stem


def _is_wanted(src: str) -> bool:
    parts = PurePath(src).parts
    if "plugins" not in parts:
        return True
    i = parts.index("plugins")
    kind = parts[i + 1]
    if kind == "platforms" and len(parts) > i + 3:
        return True  # platforms/darwin/: helpers of the macOS (cocoa) platform plugin
    if kind not in KEEP:
        return False
    names = KEEP[kind]
    return names is None or _plugin_name(src) in names


hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(src, dest) for src, dest in binaries if _is_wanted(src)]
