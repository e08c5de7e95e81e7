"""The table's sounds: played by a process of their own (:mod:`.sound_worker`) from our synthesized WAVs.

:class:`SoundBoard` listens to the table source and asks for a short sound for a
card played, a pass, the trick swept, a bomb, the swap, a player going out,
the player's turn and the match won or lost. The sounds themselves are mixed
and played by the sound process (:mod:`.sound_worker`, one ``QAudioSink``):
QtMultimedia's playback has been seen to stall the event loop of the process
that plays (a socket notifier left on a closed descriptor), so the window never
loads it. That process is started in the background (the first sounds due
before it is ready are skipped), writes the WAV files the first time, and
reports each sound it starts.
One that stops is started again, up to :data:`RESTARTS` times in a row; after
that the game plays on silent and says why in Settings. Sound stays off,
silently, when QtMultimedia is missing, the system has no audio output, or the
player muted it.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from ...engine import MatchResult
from ..desktop.child_process import end_child, start_child
from ..settings import Settings
from ..table.source import TableSource
from .synth import SOUNDS, recipe_version
from .worker import SOUND_WORKER_FLAG

#: the environment variable that turns sound off whatever the settings say (checks, CI)
NO_SOUND_ENV = "MURLAN_NO_SOUND"
#: sound processes that stop in a row (before one is ready and plays) before the game stays silent
RESTARTS = 3
#: milliseconds a closing sound process gets to leave by itself before it is killed
CLOSE_WAIT_MS = 300
#: milliseconds after the first paint of the table before the sound process is started
SOUND_START_AFTER_PAINT_MS = 300
#: the longest reply line read from the sound process
MAX_REPLY_BYTES = 4096
#: how long the sound process may take to say whether it can play before the settings say it did not
#: answer (it renders the sounds first: seconds on a slow machine's first start)
READY_TIMEOUT_MS = 30_000
#: the reasons the sound process gives for not playing that this game has words for (worker.py)
KNOWN_PROBLEMS = ("no_module", "no_output")


def sound_dir() -> Path:
    """Where the WAV files are written: the user's cache folder (a temporary one if that is not writable)."""
    try:
        from platformdirs import user_cache_path

        base = user_cache_path("Murlan", appauthor=False)
    except Exception:  # platformdirs missing or no home: a temporary folder still works
        base = Path(tempfile.gettempdir()) / "murlan-cache"
    return base / f"sounds-{recipe_version()}"


def sound_worker_command() -> tuple[str, list[str]]:
    """The program and arguments that start the sound process: this executable when frozen, else this Python."""
    if getattr(sys, "frozen", False):
        return sys.executable, [SOUND_WORKER_FLAG]
    return sys.executable, ["-m", "murlan_qt.ui.sound.worker"]


class SoundBoard(QObject):
    """Asks the sound process for the game's sounds; ``volume`` 0..100, ``muted`` turns them off."""

    #: the sound process became ready (True) or will not play (False, see :attr:`problem`)
    readiness_changed = Signal(bool)

    def __init__(self, volume: int = 70, muted: bool = False, parent: QObject | None = None,
                 directory: Path | None = None,
                 command: Callable[[], tuple[str, list[str]]] = sound_worker_command) -> None:
        super().__init__(parent)
        self._volume = max(0, min(100, int(volume)))
        self._muted = muted
        self._directory = directory
        self._command = command
        self._process: QProcess | None = None
        self._buffer = b""
        #: None until the sound process said whether it can play; then whether sounds can be played
        self.available: bool | None = None
        # why there is no sound, as a code (told in words by :attr:`problem`), and its error text
        self._problem: tuple[str, str] = ("", "")
        #: every sound asked for, in order (played or not: muted, no audio device, not ready yet)
        self.requested: list[str] = []
        #: the sounds the sound process reported started
        self.played: list[str] = []
        #: sound processes started (a restart counts), and those that stopped before playing
        self.starts = 0
        self._stops_in_a_row = 0
        self._released = False
        self._last_error = ""  # what the last sound process said before it left (a flood, a failed stream)
        self._human_seat: Callable[[], int | None] = lambda: 0
        #: lines from the sound process that were not one of its replies, since it was started
        self.junk_lines = 0
        # a sound process that never says whether it can play would leave the settings without a reason
        self.ready_timeout_ms = READY_TIMEOUT_MS
        self._ready_timer = QTimer(self)
        self._ready_timer.setSingleShot(True)
        self._ready_timer.timeout.connect(self._on_no_answer)

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
        if code == "stopped":
            return self.tr("The sound player stopped working ({error}).").format(error=error)
        if code == "no_answer":
            return self.tr("The sound player did not answer.")
        if code:  # a reply this game cannot read: its own words are not shown, only that it made no sense
            return self.tr("The sound player gave an answer this game does not understand.")
        return ""

    # ------------------------------------------------------------ settings

    @property
    def volume(self) -> int:
        return self._volume

    def set_volume(self, volume: int) -> None:
        self._volume = max(0, min(100, int(volume)))
        self._send({"volume": self._volume / 100})

    @property
    def muted(self) -> bool:
        return self._muted

    def set_muted(self, muted: bool) -> None:
        self._muted = muted
        if muted:
            self._send({"stop": True})
            return
        if self.available is False and self._problem[0] in ("no_output", "stopped") and not self._released:
            # sound turned on again: the audio output may be back (a headset, a restarted server)
            self._stop_process(0)  # the one that found none may not have left yet
            self.available = None
            self._stops_in_a_row = 0
        self.prepare()

    # ------------------------------------------------------------ the sound process

    @property
    def is_running(self) -> bool:
        return self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning

    def prepare(self) -> None:
        """Start the sound process in the background (returns at once); :attr:`available` follows."""
        if self.available is not None or self.is_running or self._released:
            return
        if os.environ.get(NO_SOUND_ENV, "").strip() not in ("", "0"):
            self._set_available(False, ("turned_off", ""))
            return
        self._start()

    def _start(self) -> None:
        self._stop_process(0)
        program, args = self._command()
        self._buffer = b""
        self.starts += 1
        self.junk_lines = 0
        self._ready_timer.start(self.ready_timeout_ms)
        self._process = start_child(self, program, args, self._read, self._on_stopped, self._on_error)
        folder = self._directory or sound_dir()
        self._send({"load": str(folder), "volume": self._volume / 100})

    def probe(self, timeout_ms: int = 30_000) -> bool:
        """Wait (blocking) until the sound process says whether it can play; False (and :attr:`problem`)
        without audio. For checks and tests: the game itself never waits for it."""
        self.prepare()
        timer = QTimer()
        timer.setSingleShot(True)
        timer.start(timeout_ms)
        while self.available is None and timer.isActive():
            proc = self._process
            if proc is None:
                break
            waited = proc.waitForReadyRead(min(500, max(1, timer.remainingTime())))
            if not waited and proc.state() == QProcess.ProcessState.NotRunning:
                self._on_stopped()
                continue
            self._read()
        return bool(self.available)

    def _send(self, command: dict[str, object]) -> None:
        if self.is_running and self._process is not None:
            self._process.write((json.dumps(command) + "\n").encode())

    def _read(self) -> None:
        proc = self._process
        if proc is None:
            return
        self._buffer += bytes(proc.readAllStandardOutput().data())
        *lines, self._buffer = self._buffer.split(b"\n")
        if len(self._buffer) > MAX_REPLY_BYTES:
            self._buffer = b""  # not a reply of ours: dropped
        for raw in lines:
            try:
                reply = json.loads(raw) if len(raw) <= MAX_REPLY_BYTES else None
            except ValueError:
                reply = None
            if isinstance(reply, dict):
                self._take(reply)
            elif raw.strip():
                self.junk_lines += 1

    def _take(self, reply: dict[str, object]) -> None:
        if "ready" in reply:
            self._ready_timer.stop()
            problem = reply.get("problem")
            if reply["ready"] is True:
                self._set_available(True, ("", ""))
            elif reply["ready"] is False and problem in KNOWN_PROBLEMS:
                self._set_available(False, (str(problem), str(reply.get("error", ""))))
            else:  # "ready" that is not a boolean, or a problem this game has no words for
                self._set_available(False, ("not_understood", ""))
            if reply["ready"] is not True and self._process is not None:
                self._process.closeWriteChannel()  # it has nothing to play: let it leave
        elif "playing" in reply:
            name = str(reply["playing"])
            if name in SOUNDS:
                self.played.append(name)
                self._stops_in_a_row = 0  # it played: a later stop starts the count again
        elif "flood" in reply or "failed" in reply:
            self._last_error = str(reply.get("flood") or reply.get("failed"))

    def _on_no_answer(self) -> None:
        """:data:`READY_TIMEOUT_MS` went by without the sound process saying whether it can play."""
        if self.available is not None or self._process is None:
            return
        # it keeps running: a late "ready" (a very slow machine) still turns the sounds on
        self._set_available(False, ("not_understood" if self.junk_lines else "no_answer", ""))

    def _set_available(self, available: bool, problem: tuple[str, str]) -> None:
        self.available = available
        self._problem = problem
        self.readiness_changed.emit(available)

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._on_stopped()

    def _on_stopped(self, *_args: object) -> None:
        """The sound process ended by itself: start another, or after :data:`RESTARTS` give up."""
        proc = self._process
        if proc is None or self._released:
            return
        why = self._last_error or f"exit status {proc.exitCode()}"
        self._last_error = ""
        self._process = None
        end_child(proc, 0)
        if self.available is False:
            return  # it said why it cannot play, and left
        self._stops_in_a_row += 1
        self.available = None
        if self._stops_in_a_row > RESTARTS:
            self._set_available(False, ("stopped", why))
            return
        self._start()

    def _stop_process(self, wait_ms: int = CLOSE_WAIT_MS) -> None:
        self._ready_timer.stop()
        proc, self._process = self._process, None
        if proc is not None:
            end_child(proc, wait_ms)

    # ------------------------------------------------------------ playing

    def play(self, name: str) -> None:
        """Ask for sound ``name`` (nothing when muted, at volume 0, without audio, or not ready yet)."""
        if name not in SOUNDS:
            raise ValueError(f"no sound called {name!r}")
        self.requested.append(name)
        if self._muted or self._volume == 0:
            return
        if self.available is None:
            self.prepare()  # a sound asked for before the sound process is ready is skipped
            return
        if self.available:
            self._send({"play": name})

    def follow_settings(self, settings: Settings) -> None:
        """Mute and set the volume as ``settings`` say, whenever they change (Settings > Sound)."""

        def apply() -> None:
            self.set_muted(not settings.sound_enabled)
            self.set_volume(settings.sound_volume)

        settings.subscribe(("sound_enabled", "sound_volume"), apply, self)

    # ------------------------------------------------------------ the game's events

    def follow(self, source: TableSource) -> None:
        """Play the sounds of ``source``'s match as it goes."""
        self._human_seat = lambda: source.human_seat
        source.action_applied.connect(self._on_action)
        source.trick_won.connect(lambda _seat: self.play("sweep"))
        source.swap_applied.connect(lambda *_a: self.play("swap"))
        source.player_went_out.connect(lambda _seat, _place: self.play("out"))
        source.human_turn_started.connect(lambda: self.play("turn"))
        source.match_finished.connect(self._on_match_finished)

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
        self.play("won" if result.is_won_by(human) else "lost")

    def release(self) -> None:
        """End the sound process (the window closes): no sound plays afterwards."""
        self._released = True
        self._stop_process()
        self.available = False
