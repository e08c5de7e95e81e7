"""The game's sounds, synthesized by our own code (no recorded or third-party audio).

Each sound is a few hundred milliseconds of 16-bit mono PCM at 22 050 Hz, built
from sine partials, filtered noise and simple envelopes, and kept soft (peaks at
about a third of full scale). :func:`write_sounds` writes them as small WAV
files that :mod:`murlan_qt.ui.sound.board` plays; the noise comes from a seeded
generator, so the files are the same on every run.

    python -m murlan_qt.ui.sound.synth DIR     # write the WAV files to DIR to listen to them
"""

from __future__ import annotations

import hashlib
import math
import random
import struct
import sys
import types
import wave
from collections.abc import Callable
from pathlib import Path
from typing import Any

RATE = 22050
#: the loudest sample of any sound, as a fraction of full scale
PEAK = 0.35

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def _tone(freq: float, seconds: float, *, attack: float = 0.005, decay: float = 8.0,
          partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),), glide: float = 0.0) -> Samples:
    """A plucked/bell-like note: ``partials`` (multiple, level) under a fast attack and an exponential decay.

    ``glide``: the pitch moves by this fraction over the note (negative falls)."""
    n = int(RATE * seconds)
    out: Samples = []
    phases = [0.0] * len(partials)
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + glide * t / seconds)
        env = min(1.0, t / attack) * math.exp(-decay * t)
        v = 0.0
        for k, (mult, level) in enumerate(partials):
            phases[k] += 2 * math.pi * f * mult / RATE
            v += level * math.sin(phases[k])
        out.append(v * env)
    return out


def _noise(seconds: float, rng: random.Random, *, attack: float = 0.002, decay: float = 40.0,
           smooth: float = 0.5, swell: bool = False) -> Samples:
    """Filtered white noise: ``smooth`` near 1 is darker (a one-pole low-pass); ``swell`` rises then falls."""
    n = int(RATE * seconds)
    out: Samples = []
    y = 0.0
    for i in range(n):
        t = i / RATE
        y = smooth * y + (1.0 - smooth) * rng.uniform(-1.0, 1.0)
        env = math.sin(math.pi * t / seconds) ** 2 if swell else min(1.0, t / attack) * math.exp(-decay * t)
        out.append(y * env)
    return out


def _mix(*parts: tuple[Samples, float, float]) -> Samples:
    """Sum (samples, start in seconds, gain) parts into one track."""
    length = max(int(start * RATE) + len(s) for s, start, _g in parts)
    out = [0.0] * length
    for s, start, gain in parts:
        o = int(start * RATE)
        for i, v in enumerate(s):
            out[o + i] += v * gain
    return out


def _normalise(s: Samples, peak: float = PEAK) -> Samples:
    """Scale to ``peak`` and fade the last 5 ms so the sound ends without a click."""
    top = max((abs(v) for v in s), default=0.0) or 1.0
    fade = int(RATE * 0.005)
    n = len(s)
    return [v / top * peak * (min(1.0, (n - 1 - i) / fade) if i >= n - fade else 1.0) for i, v in enumerate(s)]


def _note(semitones_from_a4: int) -> float:
    return 440.0 * 2 ** (semitones_from_a4 / 12)


# ---------------------------------------------------------------- the sounds

def card(rng: random.Random) -> Samples:
    """A card laid on the felt: a short bright snap over a soft low thump."""
    return _mix((_noise(0.07, rng, decay=70.0, smooth=0.35), 0.0, 1.0),
                (_tone(140.0, 0.07, decay=60.0), 0.0, 0.5))


def pass_(rng: random.Random) -> Samples:
    """A pass: two soft knocks on the table's wood."""
    knock = _mix((_tone(190.0, 0.09, decay=45.0, partials=((1.0, 1.0), (2.7, 0.25))), 0.0, 1.0),
                 (_noise(0.03, rng, decay=120.0, smooth=0.8), 0.0, 0.4))
    return _mix((knock, 0.0, 1.0), (knock, 0.11, 0.8))


def sweep(rng: random.Random) -> Samples:
    """The trick swept off the table: a dark swish of noise."""
    return _mix((_noise(0.32, rng, smooth=0.85, swell=True), 0.0, 1.0),
                (_noise(0.32, rng, smooth=0.5, swell=True), 0.0, 0.25))


def bomb(rng: random.Random) -> Samples:
    """A bomb: a low falling boom with a burst of rumble."""
    return _mix((_tone(95.0, 0.55, attack=0.004, decay=6.5, partials=((1.0, 1.0), (1.5, 0.35)), glide=-0.45),
                 0.0, 1.0),
                (_noise(0.45, rng, decay=9.0, smooth=0.93), 0.0, 0.9),
                (_noise(0.06, rng, decay=60.0, smooth=0.3), 0.0, 0.3))


def swap(rng: random.Random) -> Samples:
    """The swap: a card slid across, then two rising notes."""
    bell = ((1.0, 1.0), (2.0, 0.2))
    return _mix((_noise(0.12, rng, smooth=0.7, swell=True), 0.0, 0.5),
                (_tone(_note(7), 0.18, decay=14.0, partials=bell), 0.05, 0.8),
                (_tone(_note(12), 0.25, decay=12.0, partials=bell), 0.15, 0.8))


def out(rng: random.Random) -> Samples:
    """A player goes out: a quick rising major arpeggio."""
    bell = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1))
    return _mix(*((_tone(_note(n), 0.3, decay=10.0, partials=bell), i * 0.07, 0.8)
                  for i, n in enumerate((3, 7, 10, 15))))


def turn(rng: random.Random) -> Samples:
    """Your turn: one gentle, clear ding."""
    return _tone(_note(14), 0.35, attack=0.004, decay=9.0, partials=((1.0, 1.0), (2.0, 0.25), (4.1, 0.05)))


def won(rng: random.Random) -> Samples:
    """The match won: a bright fanfare ending on a held chord."""
    bell = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12))
    run = [(_tone(_note(n), 0.25, decay=9.0, partials=bell), i * 0.11, 0.7) for i, n in enumerate((3, 7, 10))]
    chord = [(_tone(_note(n), 0.7, decay=4.0, partials=bell), 0.36, 0.5) for n in (3, 7, 10, 15)]
    return _mix(*run, *chord)


def lost(rng: random.Random) -> Samples:
    """The match lost: three slow falling notes in a minor key."""
    soft = ((1.0, 1.0), (2.0, 0.15))
    return _mix(*((_tone(_note(n), 0.45, attack=0.02, decay=5.0, partials=soft), i * 0.22, 0.8)
                  for i, n in enumerate((3, -2, -6))))


#: every sound by name, with its recipe
SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "card": card, "pass": pass_, "sweep": sweep, "bomb": bomb, "swap": swap,
    "out": out, "turn": turn, "won": won, "lost": lost,
}


def render(name: str) -> bytes:
    """The PCM frames (16-bit little-endian mono) of sound ``name``; the same bytes every time."""
    rng = random.Random(f"murlan-sound-{name}")
    samples = _normalise(SOUNDS[name](rng))
    return b"".join(struct.pack("<h", round(v * 32767)) for v in samples)


def _hash_code(digest: Any, code: types.CodeType) -> None:
    digest.update(code.co_code)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            _hash_code(digest, const)
        elif isinstance(const, frozenset):  # its order follows string hashing, which varies per run
            digest.update(repr(sorted(repr(x) for x in const)).encode())
        else:
            digest.update(repr(const).encode())


def recipe_version() -> str:
    """A short hash of the recipes: files written by an older recipe are rewritten.

    Hashed from the compiled recipes (code and constants), not from this
    module's source file, which a frozen build (the installers) does not ship.
    """
    digest = hashlib.sha256(f"{RATE}:{PEAK}".encode())
    for f in (_silence, _tone, _noise, _mix, _normalise, _note, render, *SOUNDS.values()):
        _hash_code(digest, f.__code__)
    return digest.hexdigest()[:12]


def write_sounds(directory: Path) -> dict[str, Path]:
    """Write every sound as ``<name>.wav`` into ``directory`` (kept when already written); name -> path."""
    directory.mkdir(parents=True, exist_ok=True)
    paths: dict[str, Path] = {}
    for name in SOUNDS:
        path = directory / f"{name}.wav"
        if not path.is_file() or path.stat().st_size < 44:
            tmp = path.with_suffix(".tmp")
            with wave.open(str(tmp), "wb") as w:
                w.setnchannels(1)
                w.setsampwidth(2)
                w.setframerate(RATE)
                w.writeframes(render(name))
            tmp.replace(path)
        paths[name] = path
    return paths


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "sounds")
    for n, p in write_sounds(target).items():
        print(f"{n}: {p} ({p.stat().st_size} bytes)")
