"""Replaces PyInstaller's hook for PySide6.QtMultimedia: the module without its media back-end plugins.

Murlan plays its sounds through one QAudioSink, which QtMultimedia runs on the system's audio
server itself (PulseAudio/PipeWire on Linux, Core Audio, WASAPI). The FFmpeg plugin of
``plugins/multimedia`` (with libavcodec, libavformat, libswscale: about 20 MB) serves media
playback, cameras and recording, none of which the game uses, so it stays out.
"""

from __future__ import annotations

from pathlib import PurePath

from PyInstaller.utils.hooks.qt import add_qt6_dependencies


def _is_wanted(src: str) -> bool:
    parts = PurePath(src).parts
    return "plugins" not in parts or parts[parts.index("plugins") + 1] != "multimedia"


hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(src, dest) for src, dest in binaries if _is_wanted(src)]
