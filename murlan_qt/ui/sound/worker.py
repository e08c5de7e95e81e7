"""The sounds' own process: mixes the game's sounds into one audio stream, told what to play on stdin.

QtMultimedia's ``QSoundEffect`` (its real-time engine, which suspends and
resumes the audio stream around every sound) was measured (benchmarks/RESULTS.md)
to leave a socket notifier on a closed descriptor in the process that plays,
whose event loop then turns forever reporting it. So the sounds are mixed here by :class:`Mixer` and
written to one ``QAudioSink`` that runs from start to end, in a process of its
own (started by :class:`murlan_qt.ui.sound.board.SoundBoard`): the table's window
never loads QtMultimedia, and the worst a fault here can do is a moment of
silence, because this process leaves as soon as Qt repeats a warning
:data:`FLOOD_LIMIT` times (or its stream fails) and the table starts another.

Commands and replies are JSON objects, one a line:

- in: ``{"load": folder, "volume": v}`` (read the WAVs there, writing them the
  first time; check for an audio output; open the stream), ``{"volume": v}``
  (0..1), ``{"play": name}``, ``{"stop": true}``; the end of the input ends the
  process.
- out: ``{"ready": true}`` or ``{"ready": false, "problem": code}``
  (``no_module``, ``no_output``); ``{"playing": name}`` when a sound starts;
  ``{"flood": message}`` or ``{"failed": error}`` just before leaving.
"""

from __future__ import annotations

import array
import contextlib
import json
import os
import sys
import threading
import time
import wave
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, QtMsgType, Signal, qInstallMessageHandler

from .synth import RATE, SOUNDS, render, write_sounds

#: the command-line flag that makes the game's executable this process
SOUND_WORKER_FLAG = "--sound-worker"
#: how many of each sound can sound at once
VOICES = 3
#: a Qt warning said this many times means the process is stuck in a fault: it leaves (exit status 3)
FLOOD_LIMIT = 50
FLOOD_EXIT = 3
#: the exit status when the audio stream failed (the audio server went away, say)
FAILED_EXIT = 4
#: milliseconds between two feeds of the mixed stream, and how much it holds ahead of what is heard
TICK_MS = 10
BUFFER_MS = 80
#: milliseconds of silence after which the stream is held (suspended: the audio server stops asking it for
#: sound, so neither process wakes) until the next sound resumes it
REST_MS = 2000
#: seconds the stream may take no sound before it counts as stuck (its process leaves, another starts)
STALL_S = 3.0
#: the longest command line read (a folder path and a volume)
MAX_LINE_BYTES = 65_536
#: Qt messages of the audio back end that only say "no audio here": not worth a line on the terminal
QUIET_PREFIXES = ("PulseAudioService", "QSoundEffect", "No QtMultimedia backends", "Couldn't load pipewire",
                  "Couldn't resolve pipewire", "Using Qt multimedia with FFmpeg", "QAudioSink", "QPulseAudio",
                  "Qt multimedia", "pa_", "ALSA")


class MessageGuard:
    """This process's Qt message handler: audio back-end chatter is dropped, the rest printed a few
    times; any message said :data:`FLOOD_LIMIT` times calls ``leave`` with it."""

    def __init__(self, leave: Callable[[str], None], out: Any = None) -> None:
        self._leave = leave
        self._out = out
        self.counts: dict[str, int] = {}

    def __call__(self, kind: QtMsgType, context: Any, message: str) -> None:
        n = self.counts.get(message, 0) + 1
        self.counts[message] = n
        if n >= FLOOD_LIMIT:
            self._leave(message)
            return
        category = getattr(context, "category", "") or ""
        if kind == QtMsgType.QtDebugMsg or category.startswith("qt.multimedia") or message.startswith(QUIET_PREFIXES):
            return
        if n <= 3:
            out = self._out if self._out is not None else sys.stderr
            if out is None:  # a windowed build without a terminal (and stdout carries the replies)
                return
            with contextlib.suppress(OSError, ValueError):
                print(f"murlan sounds: {message}", file=out, flush=True)


@dataclass(frozen=True)
class Output:
    """The stream's format: frames a second, channels, and the sample encoding ("int16", "int32",
    "float" or "uint8"). Ours is 16-bit mono at :data:`RATE`; a device that refuses it (Windows'
    shared mode often takes only its own mix format) gets its preferred format, converted here."""

    rate: int = RATE
    channels: int = 1
    sample: str = "int16"

    @property
    def frame_bytes(self) -> int:
        return self.channels * _SAMPLE_BYTES[self.sample]

    def encode(self, mono: array.array[int]) -> bytes:
        """16-bit mono samples in this format (each channel the same)."""
        c = self.channels
        if self.sample == "int16":
            values = mono if c == 1 else array.array("h", [v for v in mono for _ in range(c)])
        elif self.sample == "float":
            values = array.array("f", [v / 32768.0 for v in mono for _ in range(c)])
        elif self.sample == "int32":
            values = array.array("i", [v * 65536 for v in mono for _ in range(c)])
        else:
            return bytes((v >> 8) + 128 for v in mono for _ in range(c))
        return values.tobytes()  # in the machine's own byte order, as Qt's streams take it


_SAMPLE_BYTES = {"int16": 2, "int32": 4, "float": 4, "uint8": 1}


def resample(samples: array.array[int], source_rate: int, rate: int) -> array.array[int]:
    """``samples`` at ``source_rate`` made ``rate`` frames a second (linear interpolation)."""
    if rate == source_rate or not samples:
        return samples
    n = max(1, round(len(samples) * rate / source_rate))
    step = source_rate / rate
    last = len(samples) - 1
    out = array.array("h", bytes(2 * n))
    for i in range(n):
        x = i * step
        j = int(x)
        if j >= last:
            out[i] = samples[last]
            continue
        f = x - j
        out[i] = int(samples[j] + (samples[j + 1] - samples[j]) * f)
    return out


class Mixer(QObject):
    """The sounds of one folder mixed by us into one audio stream that runs from :meth:`load` to the end.

    One ``QAudioSink`` in push mode is fed every :data:`TICK_MS` ms with the sum of the voices
    sounding; once nothing sounds the feed stops, and after :data:`REST_MS` of silence the stream is
    suspended (an audio server keeps asking a stream that runs dry for sound ~90 times a second, and
    Qt hands each request to this process's event loop) until the next sound resumes it. It is
    never opened again per sound. ``make_sink(parent)`` gives the sink (tests pass a stand-in)."""

    def __init__(self, reply: Callable[[dict[str, Any]], None],
                 make_sink: Callable[[QObject], Any] | None = None,
                 leave: Callable[[str], None] | None = None,
                 clock: Callable[[], float] = time.monotonic, output: Output | None = None) -> None:
        super().__init__()
        self.output = output or Output()
        self._clock = clock
        self._last_taken = clock()  # when the stream last took sound
        self._reply = reply
        self._make_sink = make_sink
        self._leave = leave or _leave_failed
        self._volume = 0.7
        self._samples: dict[str, array.array[int]] = {}
        self._voices: list[list[Any]] = []  # [name, samples, next frame]
        self._sink: Any = None
        self._io: Any = None
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.feed)
        self._rest_timer = QTimer(self)
        self._rest_timer.setSingleShot(True)
        self._rest_timer.setInterval(REST_MS)
        self._rest_timer.timeout.connect(self.rest)
        self.resting = False  # the stream is suspended until the next sound
        self.ready = False

    def handle(self, command: dict[str, Any]) -> None:
        if "volume" in command:
            self.set_volume(command["volume"])
        if "load" in command:
            self.load(str(command["load"]))
        if command.get("stop"):
            self.stop_all()
        if "play" in command:
            self.play(str(command["play"]))

    def load(self, folder: str) -> None:
        """Check for QtMultimedia and an audio output, write the WAVs if needed, open the stream."""
        if self.ready:
            return
        make_sink = self._make_sink
        if make_sink is None:
            try:
                from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices
            except ImportError:  # PySide6-Addons not installed, or its libraries (libpulse) missing
                self._reply({"ready": False, "problem": "no_module"})
                return
            device = QMediaDevices.defaultAudioOutput()
            if device.isNull() or not QMediaDevices.audioOutputs():
                self._reply({"ready": False, "problem": "no_output"})
                return
            fmt = QAudioFormat()
            fmt.setSampleRate(RATE)
            fmt.setChannelCount(1)
            fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
            self.output = Output()
            if not device.isFormatSupported(fmt):
                preferred = device.preferredFormat()
                sample = _SAMPLE_NAMES.get(_enum_name(preferred.sampleFormat()))
                if sample is None or preferred.sampleRate() <= 0 or preferred.channelCount() <= 0:
                    self._reply({"ready": False, "problem": "no_output"})
                    return
                fmt = preferred
                self.output = Output(preferred.sampleRate(), preferred.channelCount(), sample)

            def make_sink(parent: QObject) -> Any:
                sink = QAudioSink(device, fmt, parent)
                sink.setBufferSize(self.output.rate * self.output.frame_bytes * BUFFER_MS // 1000)
                return sink

        self._samples = {name: resample(data, RATE, self.output.rate)
                         for name, data in load_samples(Path(folder)).items()}
        self._sink = make_sink(self)
        self._io = self._sink.start()
        if self._io is None or self._stream_failed():  # the output is listed but cannot be opened
            self._io = None
            self._reply({"ready": False, "problem": "no_output"})
            return
        self.ready = True
        self._last_taken = self._clock()
        self.feed()
        self._timer.start(TICK_MS)
        self._reply({"ready": True})

    def _stream_failed(self) -> bool:
        """Whether the stream stopped with an error (the audio server went away, say); a stream that
        only ran dry for a moment has not. Asked at every feed: PySide cannot hand the stream's
        state signal to Python."""
        error = getattr(self._sink, "error", None)
        if error is None:
            return False
        # by name: the enum is QAudio.Error or QtAudio.Error depending on the Qt version
        return _enum_name(error()) not in ("NoError", "UnderrunError")

    def set_volume(self, volume: object) -> None:
        try:
            self._volume = max(0.0, min(1.0, float(volume)))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return

    def play(self, name: str) -> None:
        """Start sound ``name``; left out when :data:`VOICES` of it already sound."""
        samples = self._samples.get(name)
        if not self.ready or samples is None:
            return
        if sum(1 for v in self._voices if v[0] == name) >= VOICES:
            return
        self._voices.append([name, samples, 0])
        self._rest_timer.stop()
        if self.resting:
            self.resting = False
            self._sink.resume()
        if not self._timer.isActive():  # idle until now: feed again at once, so the sound starts without delay
            self._last_taken = self._clock()
            self._timer.start(TICK_MS)
            self.feed()
        self._reply({"playing": name})

    def stop_all(self) -> None:
        self._voices.clear()

    def feed(self) -> None:
        """Write as much of the mix as the stream takes now (silence when nothing sounds)."""
        if self._io is None:
            return
        if self._stream_failed():  # leave, so that the table starts a process with a stream of its own
            self._timer.stop()
            self._io = None
            self._leave(_enum_name(self._sink.error()))
            return
        frames = int(self._sink.bytesFree()) // self.output.frame_bytes
        now = self._clock()
        if frames <= 0:
            # a sound waits and the stream has taken nothing for a while: the audio server went away
            # without a word, say (without a sound to play, a stream held still does no harm)
            if self._voices and now - self._last_taken > STALL_S:
                self._timer.stop()
                self._io = None
                self._leave("the audio stream stopped taking sound")
            return
        self._last_taken = now
        idle = not self._voices
        self._io.write(self.mix(frames))
        if idle:
            # nothing sounds and the stream now holds only silence: stop feeding until the next sound
            # (the stream runs dry into silence, no click; play() starts the feed again), and hold the
            # stream once the silence has lasted a while
            self._timer.stop()
            if not self.resting and not self._rest_timer.isActive():
                self._rest_timer.start()

    def rest(self) -> None:
        """Suspend the stream after a while of silence (the buffer long played out); play() resumes it."""
        if self._voices or self.resting or self._io is None:
            return
        self.resting = True
        self._sink.suspend()

    def mix(self, frames: int) -> bytes:
        """The next ``frames`` frames of every sounding voice, summed, scaled and clipped, in the
        stream's format (:attr:`output`)."""
        if not self._voices:  # silence without per-sample work (uint8's silence is 128)
            fill = b"\x80" if self.output.sample == "uint8" else b"\x00"
            return fill * (frames * self.output.frame_bytes)
        out = array.array("h", bytes(2 * frames))
        total = [0] * frames
        for voice in self._voices:
            _name, samples, start = voice
            chunk = samples[start:start + frames]
            for i, v in enumerate(chunk):
                total[i] += v
            voice[2] = start + len(chunk)
        self._voices = [v for v in self._voices if v[2] < len(v[1])]
        scale = self._volume
        for i, v in enumerate(total):
            s = int(v * scale)
            out[i] = 32767 if s > 32767 else -32768 if s < -32768 else s
        return self.output.encode(out)


#: Qt's sample formats by name, and ours
_SAMPLE_NAMES = {"Int16": "int16", "Int32": "int32", "Float": "float", "UInt8": "uint8"}


def _enum_name(value: object) -> str:
    return str(getattr(value, "name", value))


def load_samples(folder: Path) -> dict[str, array.array[int]]:
    """Every sound's 16-bit mono samples at :data:`RATE`: read from its WAV in ``folder`` (written there
    the first time), or made again from its recipe when the file is missing, damaged or not ours
    (then written again if the folder allows)."""
    samples: dict[str, array.array[int]] = {}
    for name in SOUNDS:
        path = folder / f"{name}.wav"
        try:
            if not path.is_file():
                write_sounds(folder)
            samples[name] = _read_wav(path)
            continue
        except (OSError, EOFError, wave.Error, ValueError):
            pass
        data = array.array("h")
        data.frombytes(render(name))
        if sys.byteorder == "big":
            data.byteswap()
        samples[name] = data
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)
            write_sounds(folder)
    return samples


def _read_wav(path: Path) -> array.array[int]:
    """The samples of one of our WAV files; ValueError when it is not one (another format)."""
    with wave.open(str(path), "rb") as w:
        if w.getnchannels() != 1 or w.getsampwidth() != 2 or w.getframerate() != RATE:
            raise ValueError(f"{path.name}: not a {RATE} Hz 16-bit mono WAV")
        data = array.array("h")
        data.frombytes(w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        data.byteswap()
    return data


class _Lines(QObject):
    """Carries stdin's lines from the reading thread to the event loop (None at the end of input)."""

    line = Signal(object)


def _output() -> Any:
    """Where replies go: stdout, or the pipe itself in a windowed frozen build started without sys.stdout."""
    if sys.stdout is None:
        sys.stdout = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
    return sys.stdout


def _reply(message: dict[str, Any]) -> None:
    with contextlib.suppress(OSError, ValueError):
        out = _output()
        out.write(json.dumps(message) + "\n")
        out.flush()


def _leave_flooded(message: str) -> None:
    _reply({"flood": message[:200]})
    os._exit(FLOOD_EXIT)  # the event loop itself is what is stuck: no clean way out is left


def _leave_failed(error: str) -> None:
    _reply({"failed": error[:200]})
    os._exit(FAILED_EXIT)


def _read_stdin(lines: _Lines) -> None:
    # a windowed frozen build may start without sys.stdin: read the pipe itself
    stream = sys.stdin.buffer if sys.stdin is not None else open(0, "rb", closefd=False)  # noqa: SIM115
    while True:
        raw = stream.readline(MAX_LINE_BYTES + 1)
        if not raw:
            break
        with contextlib.suppress(RuntimeError):
            lines.line.emit(raw)
    with contextlib.suppress(RuntimeError):
        lines.line.emit(None)


def main() -> int:
    """Run until the input ends (the game closed it, or the game is gone)."""
    app = QCoreApplication([sys.argv[0] if sys.argv else "murlan", SOUND_WORKER_FLAG])
    guard = MessageGuard(_leave_flooded)
    qInstallMessageHandler(guard)
    player = Mixer(_reply)
    lines = _Lines()

    def take(raw: object) -> None:
        if raw is None:
            player.stop_all()
            app.quit()
            return
        try:
            command = json.loads(bytes(raw)) if len(bytes(raw)) <= MAX_LINE_BYTES else None  # type: ignore[arg-type]
        except ValueError:
            command = None
        if isinstance(command, dict):
            player.handle(command)

    lines.line.connect(take)
    threading.Thread(target=_read_stdin, args=(lines,), name="murlan-sound-input", daemon=True).start()
    code = app.exec()
    qInstallMessageHandler(None)
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
