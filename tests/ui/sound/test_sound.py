"""The game's sounds: synthesized WAVs, the events that play them, mute and volume, and a real audio server."""

from __future__ import annotations

import array
import os
import shutil
import signal
import subprocess
import sys
import wave
from pathlib import Path
from types import SimpleNamespace

import pytest
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.engine import Card
from murlan_qt.engine.match import MatchResult
from murlan_qt.ui.game.controller import GameController
from murlan_qt.ui.sound.board import SoundBoard
from murlan_qt.ui.sound.synth import PEAK, RATE, SOUNDS, render, write_sounds

WAIT_MS = 60_000
AUDIO_WORDS = ("pulse", "pipewire", "qsoundeffect", "multimedia", "audio", "alsa", "ffmpeg")


def test_every_sound_is_a_short_soft_wav(tmp_path: Path) -> None:
    paths = write_sounds(tmp_path)
    assert set(paths) == set(SOUNDS) == {"card", "pass", "sweep", "bomb", "swap", "out", "turn", "won", "lost"}
    for name, path in paths.items():
        with wave.open(str(path), "rb") as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
            seconds = w.getnframes() / RATE
            samples = array.array("h", w.readframes(w.getnframes()))
        assert 0.05 <= seconds <= 1.5, f"{name} lasts {seconds:.2f} s"
        peak = max(abs(v) for v in samples) / 32767
        assert 0.3 <= peak <= PEAK + 0.001, f"{name} peaks at {peak:.2f}"
        assert abs(samples[-1]) < 200, f"{name} ends with a click"
        assert path.stat().st_size < 60_000


def test_the_sounds_are_the_same_every_time_and_differ_from_each_other() -> None:
    rendered = {name: render(name) for name in SOUNDS}
    assert all(render(name) == data for name, data in rendered.items())
    assert len(set(rendered.values())) == len(SOUNDS)


def _action(cards: tuple[int, ...] | None, bomb: bool = False) -> SimpleNamespace:
    return SimpleNamespace(seat=1, cards=cards, combo=None if cards is None else SimpleNamespace(is_bomb=bomb))


def test_each_event_of_the_match_asks_for_its_sound(qtbot: QtBot) -> None:
    controller = GameController(speed="instant", human_seat=0)
    board = SoundBoard(muted=True)
    board.follow(controller)
    controller.action_applied.emit(_action((Card(5),)))
    controller.action_applied.emit(_action(None))
    controller.action_applied.emit(_action((Card(0), Card(1), Card(2), Card(3)), bomb=True))
    controller.trick_won.emit(2)
    controller.swap_applied.emit(3, 0, Card(50))
    controller.player_went_out.emit(1, 0)
    controller.human_turn_started.emit()
    controller.match_finished.emit(MatchResult(winner=0))
    controller.match_finished.emit(MatchResult(winner=2))
    controller.match_finished.emit(MatchResult(team=0))  # partners: the player's team (seats 0 and 2) won
    controller.match_finished.emit(MatchResult(team=1))
    assert board.requested == ["card", "pass", "bomb", "sweep", "swap", "out", "turn", "won", "lost", "won", "lost"]
    assert board.played == []  # muted: nothing is played, nothing is even loaded
    assert board.available is None


def test_muted_or_at_volume_zero_nothing_is_played() -> None:
    board = SoundBoard(volume=0)
    board.play("card")
    board.set_volume(150)
    assert board.volume == 100
    board.set_muted(True)
    board.play("turn")
    assert board.played == [] and board.requested == ["card", "turn"]
    with pytest.raises(ValueError, match="no sound called"):
        board.play("applause")


def test_the_window_follows_the_sound_settings(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path)
    qtbot.addWidget(window)
    window.settings.sound_enabled = False
    window.settings.sound_volume = 35
    window.settings.notify("sound_enabled")
    assert window.sound.muted and window.sound.volume == 35
    window.settings.sound_enabled = True
    window.settings.notify("sound_enabled")
    assert not window.sound.muted


def _silent_env(tmp_path: Path) -> dict[str, str]:
    """An environment with no audio server to be found."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PULSE_", "PIPEWIRE_", "MURLAN_NO_SOUND"))}
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env.update(PULSE_SERVER=f"unix:{tmp_path}/no-such-socket", XDG_RUNTIME_DIR=str(runtime),
               PIPEWIRE_REMOTE=f"{tmp_path}/no-such-pipewire", QT_QPA_PLATFORM="offscreen",
               MURLAN_DATA_DIR=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    return env


def test_without_an_audio_server_the_game_plays_silent_and_quiet(tmp_path: Path) -> None:
    """A whole hand through the real window: sounds are asked for, none is played, the sound process
    says why, and Qt's complaints about the missing audio server stay off the terminal."""
    script = (
        "import sys\n"
        "from murlan_qt.ui.sound.board import SoundBoard\n"
        "from murlan_qt.ui import app\n"
        "boards = []\n"
        "init = SoundBoard.__init__\n"
        "def spy(self, *a, **k):\n"
        "    init(self, *a, **k); boards.append(self)\n"
        "SoundBoard.__init__ = spy\n"
        "code = app.main(['--smoke-test', '--seed', '3'])\n"
        "b = boards[0]\n"
        "print('SOUND', b.available, len(b.requested), len(b.played), 'PySide6.QtMultimedia' in sys.modules,\n"
        "      repr(b.problem))\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], env=_silent_env(tmp_path), capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    line = next(x for x in done.stdout.splitlines() if x.startswith("SOUND"))
    _tag, available, requested, played, multimedia_here, problem = line.split(" ", 5)
    assert available == "False" and int(requested) > 10 and played == "0"
    assert multimedia_here == "False"  # the sound process loads QtMultimedia, never the window
    assert "audio" in problem
    noisy = [x for x in done.stderr.splitlines() if any(w in x.lower() for w in AUDIO_WORDS)]
    assert noisy == []


def _audio_server() -> str | None:
    """The default sink of a reachable PulseAudio/PipeWire server (pactl), or None."""
    if shutil.which("pactl") is None:
        return None
    try:
        done = subprocess.run(["pactl", "get-default-sink"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return None
    sink = done.stdout.strip()
    return sink if done.returncode == 0 and sink else None


@pytest.mark.sound
def test_playing_a_card_really_plays_its_sound(qtbot: QtBot, tmp_path: Path) -> None:
    """With an audio server (.ci/run starts PulseAudio with a null sink): the card's sound reaches the
    playing state in the sound process, and the sink's monitor records it."""
    sink = _audio_server()
    if sink is None:
        pytest.skip("no PulseAudio/PipeWire server is reachable (pactl get-default-sink)")
    window = make_window(tmp_path, human_seat=None)
    qtbot.addWidget(window)
    window.settings.animation_speed = "slow"
    window.set_speed("slow")  # the cards (and their sounds) one after another
    assert window.sound.probe(), window.sound.problem
    recorder = None
    recording = tmp_path / "monitor.raw"
    if shutil.which("parec"):
        # small fragments, so what was heard reaches the file before the recorder is stopped
        with recording.open("wb") as out:
            recorder = subprocess.Popen(["parec", "-d", f"{sink}.monitor", "--raw", "--format=s16le",
                                         "--channels=1", f"--rate={RATE}", "--latency-msec=20"], stdout=out)
        qtbot.waitUntil(lambda: recording.stat().st_size > 0, timeout=10_000)  # it is listening
    window.show()
    window.start_match(window.last_config())
    # the sound process reports each effect that reached the playing state
    qtbot.waitUntil(lambda: "card" in window.sound.played, timeout=WAIT_MS)
    qtbot.wait(1000)
    window.controller.shutdown()
    if recorder is not None:
        recorder.send_signal(signal.SIGINT)  # parec writes out what it holds and ends
        recorder.wait(timeout=10)
        data = recording.read_bytes()
        samples = array.array("h", data[: len(data) // 2 * 2])
        assert samples and max(abs(v) for v in samples) > 1000, "the null sink's monitor heard nothing"


@pytest.mark.sound
def test_a_sound_after_the_stream_has_rested_is_heard(qtbot: QtBot, tmp_path: Path) -> None:
    """Idle at the table the sound process suspends its stream (REST_MS); the next sound resumes it and
    the real audio server's null sink plays it (its monitor records it)."""
    from murlan_qt.ui.sound.worker import REST_MS

    sink = _audio_server()
    if sink is None or shutil.which("parec") is None:
        pytest.skip("no PulseAudio/PipeWire server with parec is reachable (pactl get-default-sink)")
    board = SoundBoard(directory=tmp_path / "wav")
    assert board.probe(), board.problem
    recording = tmp_path / "monitor.raw"
    with recording.open("wb") as out:
        recorder = subprocess.Popen(["parec", "-d", f"{sink}.monitor", "--raw", "--format=s16le",
                                     "--channels=1", f"--rate={RATE}", "--latency-msec=20"], stdout=out)
    try:
        qtbot.waitUntil(lambda: recording.stat().st_size > 0, timeout=10_000)  # it is listening
        qtbot.wait(REST_MS + 1000)  # nothing sounds: the stream is held by now
        heard_before = recording.stat().st_size
        board.play("bomb")
        qtbot.waitUntil(lambda: board.played == ["bomb"], timeout=WAIT_MS)
        qtbot.wait(1000)
    finally:
        recorder.send_signal(signal.SIGINT)  # parec writes out what it holds and ends
        recorder.wait(timeout=10)
        board.release()
    data = recording.read_bytes()[heard_before // 2 * 2:]
    samples = array.array("h", data[: len(data) // 2 * 2])
    assert samples and max(abs(v) for v in samples) > 1000, "the sound after the rest was not heard"


def test_the_recipe_version_needs_no_source_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """A frozen build ships no .py files: the version comes from the compiled recipes, stable across runs."""
    from murlan_qt.ui.sound import synth as sound_synth
    version = sound_synth.recipe_version()
    monkeypatch.setattr(sound_synth, "__file__", "/nonexistent/murlan_qt/ui/sound/synth.py")
    assert sound_synth.recipe_version() == version
    assert len(version) == 12 and int(version, 16) >= 0
    # another interpreter (another string-hash seed) gets the same version
    other = subprocess.run(
        [sys.executable, "-c", "from murlan_qt.ui.sound.synth import recipe_version as v; print(v())"],
        capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": "12345"})
    assert other.stdout.strip() == version


def test_why_there_is_no_sound_is_told_in_the_language_of_the_moment(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The reason was worked out once, in the language of that moment: after a switch to Albanian the
    Settings dialog said half of its sentence in English (playtest)."""
    from PySide6.QtWidgets import QApplication

    from murlan_qt.ui.desktop.i18n import install_translators, remove_translators

    monkeypatch.setenv("MURLAN_NO_SOUND", "1")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    install_translators(app, "en")
    board = SoundBoard()
    board.prepare()
    english = board.problem
    assert english == "Sound is turned off by MURLAN_NO_SOUND."
    try:
        install_translators(app, "sq")
        albanian = board.problem
    finally:
        remove_translators(app)
        install_translators(app, "en")
    assert albanian and albanian != english and "MURLAN_NO_SOUND" in albanian


