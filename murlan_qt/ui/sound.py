"""The table's sounds: played with Qt's ``QSoundEffect`` (QtMultimedia) from our synthesized WAVs.

:class:`SoundBoard` listens to the controller and plays a short sound for a
card played, a pass, the trick swept, a bomb, the swap, a player going out,
the player's turn and the match won or lost. Nothing is loaded until the first
sound is due (so start-up does not wait for the audio system), and the WAV files
are written on a worker thread the first time (that sound is skipped). Sound stays off,
silently, when QtMultimedia is missing, the system has no audio output, or the
player muted it; Qt's own complaints about a missing audio server are kept off
the terminal.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QtMsgType, QUrl, Signal, qInstallMessageHandler

from ..engine import MatchResult
from .controller import GameController
from .sound_synth import SOUNDS, recipe_version, write_sounds

#: the events that have a sound
EVENTS: tuple[str, ...] = tuple(SOUNDS)
#: Qt messages of the audio back end that mean "no audio here"; not worth a line on the terminal
QUIET_PREFIXES = ("PulseAudioService", "QSoundEffect", "No QtMultimedia backends", "Couldn't load pipewire",
                  "Couldn't resolve pipewire", "Using Qt multimedia with FFmpeg", "QAudioSink", "QPulseAudio",
                  "Qt multimedia", "pa_", "ALSA")
#: how many of each sound can sound at once
VOICES = 3
#: the environment variable that turns sound off whatever the settings say (checks, CI)
NO_SOUND_ENV = "MURLAN_NO_SOUND"


def sound_dir() -> Path:
    """Where the WAV files are written: the user's cache folder (a temporary one if that is not writable)."""
    try:
        from platformdirs import user_cache_path

        base = user_cache_path("Murlan", appauthor=False)
    except Exception:  # platformdirs missing or no home: a temporary folder still works
        base = Path(tempfile.gettempdir()) / "murlan-cache"
    return base / f"sounds-{recipe_version()}"


class _QuietMultimedia:
    """While active, Qt messages from the audio back end are dropped; the rest go to stderr as usual."""

    def __enter__(self) -> _QuietMultimedia:
        self._previous = qInstallMessageHandler(self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        qInstallMessageHandler(self._previous)

    def _handle(self, kind: QtMsgType, context: Any, message: str) -> None:
        category = getattr(context, "category", "") or ""
        if category.startswith("qt.multimedia") or message.startswith(QUIET_PREFIXES):
            return
        if self._previous is not None:
            self._previous(kind, context, message)
        elif kind != QtMsgType.QtDebugMsg:
            print(message, file=sys.stderr)


class SoundBoard(QObject):
    """Plays the game's sounds; ``volume`` 0..100, ``muted`` turns them off."""

    _written = Signal(object)  # from the worker thread: the written files (name -> path), or the error

    def __init__(self, volume: int = 70, muted: bool = False, parent: QObject | None = None,
                 directory: Path | None = None) -> None:
        super().__init__(parent)
        self._volume = max(0, min(100, int(volume)))
        self._muted = muted
        self._directory = directory
        # each sound's voices (QSoundEffects of one file): a sound due while one voice still sounds takes
        # another, never restarts a playing one (restarting a QSoundEffect that is playing stops its
        # audio stream from the window's thread while the stream's own thread works on it)
        self._effects: dict[str, list[Any]] = {}
        self._sources: dict[str, Any] = {}
        #: None until the audio system was probed; then whether sounds can be played at all
        self.available: bool | None = None
        # why there is no sound, as a code (told in words by :attr:`problem`), and its error text
        self._problem: tuple[str, str] = ("", "")
        #: every sound asked for, in order (played or not: muted, or no audio device)
        self.requested: list[str] = []
        #: the sounds actually started
        self.played: list[str] = []
        self._human_seat: Callable[[], int | None] = lambda: 0
        self._preparing = False
        self._written.connect(self._load)

    @property
    def problem(self) -> str:
        """Why there is no sound, in the current language (the settings dialog shows it); empty when there is."""
        code, error = self._problem
        if code == "turned_off":
            return self.tr("Sound is turned off by {name}.").format(name=NO_SOUND_ENV)
        if code == "no_module":
            return self.tr("Qt's multimedia module is not installed.")
        if code == "no_output":
            return self.tr("No audio output was found.")
        if code == "not_written":
            return self.tr("The sounds could not be written ({error}).").format(error=error)
        return ""

    # ------------------------------------------------------------ settings

    @property
    def volume(self) -> int:
        return self._volume

    def set_volume(self, volume: int) -> None:
        self._volume = max(0, min(100, int(volume)))
        for effect in self._all_voices():
            effect.setVolume(self._volume / 100)

    @property
    def muted(self) -> bool:
        return self._muted

    def set_muted(self, muted: bool) -> None:
        self._muted = muted
        if muted:
            for effect in self._all_voices():
                effect.stop()

    # ------------------------------------------------------------ playing

    def _can_play(self) -> bool:
        """Whether sound is possible here: not turned off, QtMultimedia loads, an audio output exists."""
        if os.environ.get(NO_SOUND_ENV, "").strip() not in ("", "0"):
            self._problem = ("turned_off", "")
            return False
        with _QuietMultimedia():
            try:
                from PySide6.QtMultimedia import QMediaDevices
            except ImportError:  # PySide6-Addons not installed, or its libraries (libpulse) missing
                self._problem = ("no_module", "")
                return False
            if not QMediaDevices.audioOutputs():
                self._problem = ("no_output", "")
                return False
        return True

    def _write_files(self) -> dict[str, Path] | str:
        """Write the WAV files (pure Python: may run on a worker thread); the paths, or what went wrong."""
        try:
            return write_sounds(self._directory or sound_dir())
        except OSError:
            try:
                return write_sounds(Path(tempfile.mkdtemp(prefix="murlan-sounds-")))
            except OSError as e:
                return str(e)

    def _load(self, written: object) -> None:
        """Make the sound effects from the written files (on the GUI thread)."""
        self._preparing = False
        if isinstance(written, str):
            self.available = False
            self._problem = ("not_written", written)
            return
        from PySide6.QtMultimedia import QSoundEffect

        with _QuietMultimedia():
            for name, path in dict(written).items():  # type: ignore[call-overload]
                voices = []
                for _ in range(VOICES):
                    effect = QSoundEffect(self)
                    effect.setVolume(self._volume / 100)
                    voices.append(effect)
                self._effects[name] = voices
                self._sources[name] = QUrl.fromLocalFile(str(path))
        self.available = True

    def prepare(self) -> None:
        """Get the sounds ready without holding up the window: the check is quick; the files, when
        they are not written yet (the first run), are written on a worker thread."""
        if self.available is not None or self._preparing:
            return
        if not self._can_play():
            self.available = False
            return
        directory = self._directory or sound_dir()
        if all((directory / f"{name}.wav").is_file() for name in SOUNDS):
            self._load(self._write_files())  # written before: only read back
            return
        self._preparing = True

        def work() -> None:
            written = self._write_files()
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                self._written.emit(written)

        threading.Thread(target=work, name="murlan-sounds", daemon=True).start()

    def probe(self) -> bool:
        """Make the sounds ready now (writing them if needed); False (and :attr:`problem`) without audio."""
        if self.available is None and not self._preparing:
            if self._can_play():
                self._load(self._write_files())
            else:
                self.available = False
        return bool(self.available)

    def effect(self, name: str) -> Any:
        """The first ``QSoundEffect`` of sound ``name`` (None before :meth:`probe` found audio)."""
        voices = self._effects.get(name)
        return voices[0] if voices else None

    def play(self, name: str) -> None:
        """Play sound ``name`` (nothing when muted, at volume 0, or without audio)."""
        if name not in SOUNDS:
            raise ValueError(f"no sound called {name!r}")
        self.requested.append(name)
        if self._muted or self._volume == 0:
            return
        if self.available is None:
            self.prepare()  # a sound asked for before the files are written is skipped
        if not self.available:
            return
        free = next((v for v in self._effects[name] if not v.isPlaying()), None)
        if free is None:
            return  # every voice of this sound still sounds: this one is left out
        with _QuietMultimedia():
            if free.source().isEmpty():  # each voice reads its file when first heard, not all at once
                free.setSource(self._sources[name])
            free.play()
        self.played.append(name)

    # ------------------------------------------------------------ the game's events

    def follow(self, controller: GameController) -> None:
        """Play the sounds of ``controller``'s match as it goes."""
        self._human_seat = lambda: controller.human_seat
        controller.action_applied.connect(self._on_action)
        controller.trick_won.connect(lambda _seat: self.play("sweep"))
        controller.swap_applied.connect(lambda *_a: self.play("swap"))
        controller.player_went_out.connect(lambda _seat, _place: self.play("out"))
        controller.human_turn_started.connect(lambda: self.play("turn"))
        controller.match_finished.connect(self._on_match_finished)

    def _on_action(self, action: object) -> None:
        combo = getattr(action, "combo", None)
        if getattr(action, "cards", None) is None:
            self.play("pass")
        elif combo is not None and combo.is_bomb:
            self.play("bomb")
        else:
            self.play("card")

    def _on_match_finished(self, result: MatchResult) -> None:
        human = self._human_seat()
        if human is None:
            return
        self.play("won" if result.winner == human else "lost")

    def _all_voices(self) -> list[Any]:
        return [v for voices in self._effects.values() for v in voices]

    def stop_all(self) -> None:
        for effect in self._all_voices():
            with contextlib.suppress(RuntimeError):
                effect.stop()

    def release(self) -> None:
        """Stop every sound and let the effects go now, while the application and its audio threads are
        alive (the window closes): left to the end of the process, they would be torn down in no set
        order, after the application itself. No sound plays afterwards."""
        self.stop_all()
        for effect in self._all_voices():
            with contextlib.suppress(RuntimeError):
                effect.deleteLater()
        self._effects.clear()
        self.available = False
