"""The sounds' own process: the board's side (start, restart, give up, close) and the player inside it."""

from __future__ import annotations

import array
import json
import os
import signal
import sys
import wave
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.ui.sound import worker as sound_worker
from murlan_qt.ui.sound.board import RESTARTS, SoundBoard
from murlan_qt.ui.sound.synth import SOUNDS, render, write_sounds
from murlan_qt.ui.sound.worker import (
    BUFFER_MS,
    FLOOD_LIMIT,
    REST_MS,
    STALL_S,
    TICK_MS,
    VOICES,
    MessageGuard,
    Mixer,
    Output,
    load_samples,
    resample,
)

WAIT_MS = 60_000


def _script(tmp_path: Path, body: str) -> Any:
    """A stand-in for the sound process: this Python running ``body``."""
    path = tmp_path / "fake_sound_worker.py"
    path.write_text("import json, sys\n" + body)
    return lambda: (sys.executable, [str(path)])


# ---------------------------------------------------------------- the board's side


@pytest.mark.sound
def test_a_sound_process_that_keeps_stopping_is_restarted_then_the_game_stays_silent(
        qtbot: QtBot, tmp_path: Path) -> None:
    board = SoundBoard(directory=tmp_path, command=_script(tmp_path, "sys.exit(3)\n"))
    board.prepare()
    qtbot.waitUntil(lambda: board.available is False, timeout=WAIT_MS)
    assert board.starts == RESTARTS + 1
    assert "stopped working" in board.problem and "exit status 3" in board.problem
    board.play("card")  # silent from now on: nothing is started again
    assert board.starts == RESTARTS + 1 and board.played == []


@pytest.mark.sound
def test_a_sound_process_that_leaves_over_a_flood_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    body = ("print(json.dumps({'flood': 'QSocketNotifier: Invalid socket 30'}), flush=True)\n"
            "sys.exit(3)\n")
    board = SoundBoard(directory=tmp_path, command=_script(tmp_path, body))
    board.prepare()
    qtbot.waitUntil(lambda: board.available is False, timeout=WAIT_MS)
    assert "QSocketNotifier: Invalid socket 30" in board.problem


@pytest.mark.sound
def test_the_board_sends_load_volume_play_and_stop_and_counts_what_was_played(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The stand-in writes down every command and says each play started."""
    log = tmp_path / "commands.txt"
    body = (f"log = open({str(log)!r}, 'a')\n"
            "print(json.dumps({'ready': True}), flush=True)\n"
            "for line in sys.stdin:\n"
            "    log.write(line); log.flush()\n"
            "    c = json.loads(line)\n"
            "    if 'play' in c: print(json.dumps({'playing': c['play']}), flush=True)\n"
            "    print('not json, ignored', flush=True)\n")
    board = SoundBoard(volume=40, directory=tmp_path / "wav", command=_script(tmp_path, body))
    assert board.probe()
    board.play("card")
    board.set_volume(80)
    board.play("bomb")
    board.set_muted(True)
    board.play("pass")  # muted: not sent
    qtbot.waitUntil(lambda: board.played == ["card", "bomb"], timeout=WAIT_MS)
    qtbot.waitUntil(lambda: log.exists() and len(log.read_text().splitlines()) == 5, timeout=WAIT_MS)
    commands = [json.loads(x) for x in log.read_text().splitlines()]
    assert commands == [{"load": str(tmp_path / "wav"), "volume": 0.4}, {"play": "card"}, {"volume": 0.8},
                        {"play": "bomb"}, {"stop": True}]
    assert board.requested == ["card", "bomb", "pass"]
    board.release()
    assert not board.is_running


@pytest.mark.sound
def test_turning_sound_on_again_asks_again_for_an_audio_output(qtbot: QtBot, tmp_path: Path) -> None:
    """No output at first (a headset unplugged, the server down); the player turns sound off and on
    in Settings once it is back, and the game plays again."""
    flag = tmp_path / "output_is_back"
    body = (f"import os\nready = os.path.exists({str(flag)!r})\n"
            "print(json.dumps({'ready': True} if ready else {'ready': False, 'problem': 'no_output'}), flush=True)\n"
            "for line in sys.stdin:\n"
            "    c = json.loads(line)\n"
            "    if 'play' in c: print(json.dumps({'playing': c['play']}), flush=True)\n")
    board = SoundBoard(directory=tmp_path, command=_script(tmp_path, body))
    assert not board.probe() and board.problem == "No audio output was found."
    board.set_muted(True)
    board.set_muted(False)
    assert not board.probe() and board.starts == 2  # asked again: still none
    flag.touch()
    board.set_muted(True)
    board.set_muted(False)
    assert board.probe() and board.problem == "" and board.starts == 3
    board.play("turn")
    qtbot.waitUntil(lambda: board.played == ["turn"], timeout=WAIT_MS)
    board.release()


@pytest.mark.sound
def test_closing_the_window_ends_the_sound_process_and_nothing_plays_afterwards(
        qtbot: QtBot, tmp_path: Path) -> None:
    body = "print(json.dumps({'ready': True}), flush=True)\nfor line in sys.stdin:\n    pass\n"
    window = make_window(tmp_path)
    qtbot.addWidget(window)
    board = window.sound
    board._command = _script(tmp_path, body)
    assert board.probe()
    pid = board._process.processId() if board._process is not None else 0
    assert pid > 0 and board.is_running
    window.close()
    assert not board.is_running and board.available is False
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    board.play("card")  # a late signal after the close
    assert board.starts == 1 and board.played == []


@pytest.mark.sound
@pytest.mark.parametrize(("body", "said"), [
    # says nothing at all, and stays
    ("import time\ntime.sleep(60)\n", "did not answer"),
    # writes lines that are not replies
    ("print('hello from a player of another make', flush=True)\nimport time\ntime.sleep(60)\n",
     "does not understand"),
    # a reply with a reason the game has no words for (its own text is not shown)
    ("print(json.dumps({'ready': False, 'problem': '<b>rm -rf</b>'}), flush=True)\nimport time\ntime.sleep(60)\n",
     "does not understand"),
    # "ready" that is not a boolean
    ("print(json.dumps({'ready': 'yes'}), flush=True)\nimport time\ntime.sleep(60)\n", "does not understand"),
])
def test_a_sound_process_that_answers_nonsense_or_nothing_gives_the_settings_a_reason(
        qtbot: QtBot, tmp_path: Path, body: str, said: str) -> None:
    board = SoundBoard(directory=tmp_path, command=_script(tmp_path, body))
    board.ready_timeout_ms = 1_000
    board.prepare()
    qtbot.waitUntil(lambda: board.available is False, timeout=WAIT_MS)
    assert said in board.problem and "rm -rf" not in board.problem
    board.release()


@pytest.mark.sound
def test_a_late_ready_still_turns_the_sounds_on(qtbot: QtBot, tmp_path: Path) -> None:
    body = "import time\ntime.sleep(1.5)\nprint(json.dumps({'ready': True}), flush=True)\ntime.sleep(60)\n"
    board = SoundBoard(directory=tmp_path, command=_script(tmp_path, body))
    board.ready_timeout_ms = 300
    board.prepare()
    qtbot.waitUntil(lambda: board.available is False, timeout=WAIT_MS)
    assert "did not answer" in board.problem
    qtbot.waitUntil(lambda: board.available is True, timeout=WAIT_MS)
    assert board.problem == ""
    board.release()


@pytest.mark.sound
def test_without_an_audio_output_the_sound_process_says_so_and_leaves(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real sound process, with no audio server to be found."""
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("PULSE_SERVER", f"unix:{tmp_path}/no-such-socket")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.setenv("PIPEWIRE_REMOTE", f"{tmp_path}/no-such-pipewire")
    board = SoundBoard(directory=tmp_path / "wav")
    assert not board.probe()
    assert board.problem in ("No audio output was found.", "Qt's multimedia module is not installed.")
    qtbot.waitUntil(lambda: not board.is_running, timeout=WAIT_MS)
    assert board.starts == 1


@pytest.mark.sound
def test_a_killed_sound_process_is_started_again_and_plays(qtbot: QtBot, tmp_path: Path,
                                                            capfd: pytest.CaptureFixture[str]) -> None:
    """The real sound process, through the audio server; what it says on stderr reaches ours."""
    from test_sound import _audio_server

    if _audio_server() is None:
        pytest.skip("no PulseAudio/PipeWire server is reachable (pactl get-default-sink)")
    board = SoundBoard(directory=tmp_path / "wav")
    assert board.probe(), board.problem
    board.play("card")
    qtbot.waitUntil(lambda: board.played == ["card"], timeout=WAIT_MS)
    assert board._process is not None
    os.kill(board._process.processId(), signal.SIGKILL)
    qtbot.waitUntil(lambda: board.starts == 2 and board.available is True, timeout=WAIT_MS)
    board.play("bomb")
    qtbot.waitUntil(lambda: board.played == ["card", "bomb"], timeout=WAIT_MS)
    qtbot.wait(500)  # the stream has gone from active to idle and back
    board.release()
    errors = capfd.readouterr().err
    assert "Error" not in errors and "Traceback" not in errors, errors


# ---------------------------------------------------------------- inside the sound process


class _Sink:
    """Stands in for the QAudioSink: takes ``free`` bytes at each feed and keeps what was written."""

    def __init__(self, _parent: object = None) -> None:
        self.free = 0
        self.written = bytearray()

    def start(self) -> _Sink:
        return self

    def bytesFree(self) -> int:  # noqa: N802 - Qt API
        return self.free

    def write(self, data: bytes) -> int:
        assert not self.suspended, "written while suspended"
        self.written += data
        return len(data)

    suspended = False
    suspends = 0

    def suspend(self) -> None:
        self.suspended = True
        self.suspends += 1

    def resume(self) -> None:
        self.suspended = False


def _mixer(tmp_path: Path) -> tuple[Mixer, list[dict[str, Any]], _Sink]:
    replies: list[dict[str, Any]] = []
    sink = _Sink()
    mixer = Mixer(replies.append, make_sink=lambda _parent: sink)
    sink.free = 40
    mixer.handle({"load": str(tmp_path), "volume": 0.5})
    return mixer, replies, sink


def _samples(data: bytes | bytearray) -> list[int]:
    a = array.array("h")
    a.frombytes(bytes(data))
    return list(a)


def test_the_mixer_writes_the_sounds_opens_one_stream_and_feeds_it_silence(tmp_path: Path) -> None:
    mixer, replies, sink = _mixer(tmp_path)
    assert replies == [{"ready": True}]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"{n}.wav" for n in SOUNDS)
    assert _samples(sink.written) == [0] * 20  # the stream runs from the start, silent
    sink.free = 7  # an odd byte count: whole frames only
    mixer.feed()
    assert len(sink.written) == 46


def test_the_mixer_sums_the_voices_at_the_volume_and_drops_a_finished_one(tmp_path: Path) -> None:
    mixer, replies, sink = _mixer(tmp_path)
    card = mixer._samples["card"]
    mixer.handle({"play": "card"})
    assert replies[-1] == {"playing": "card"}
    head = _samples(mixer.mix(100))
    assert head == [int(v * 0.5) for v in card[:100]]
    mixer.handle({"play": "pass"})
    both = _samples(mixer.mix(100))
    passing = mixer._samples["pass"]
    assert both == [max(-32768, min(32767, int((a + b) * 0.5))) for a, b in zip(card[100:200], passing[:100], strict=True)]
    _samples(mixer.mix(len(card) + len(passing)))  # both have ended
    assert mixer._voices == [] and _samples(mixer.mix(10)) == [0] * 10


def test_the_mixer_clips_instead_of_wrapping(tmp_path: Path) -> None:
    mixer, _replies, _sink = _mixer(tmp_path)
    mixer._samples["card"] = array.array("h", [30000, -30000, 100])
    mixer.handle({"volume": 1.0})
    for _ in range(VOICES):
        mixer.handle({"play": "card"})
    assert _samples(mixer.mix(3)) == [32767, -32768, 300]


def test_a_sound_due_while_its_voices_all_sound_is_left_out_and_stop_silences(tmp_path: Path) -> None:
    mixer, replies, _sink = _mixer(tmp_path)
    for _ in range(VOICES + 2):
        mixer.handle({"play": "card"})
    assert replies[1:] == [{"playing": "card"}] * VOICES
    mixer.handle({"play": "bomb"})  # another sound has voices of its own
    assert replies[-1] == {"playing": "bomb"}
    mixer.handle({"stop": True, "play": "applause"})  # and an unknown name is ignored
    assert mixer._voices == [] and _samples(mixer.mix(5)) == [0] * 5


def test_a_sound_file_that_is_damaged_or_not_ours_is_made_again_from_its_recipe(tmp_path: Path) -> None:
    write_sounds(tmp_path)
    with wave.open(str(tmp_path / "card.wav"), "wb") as w:  # another program's file under our name
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(44100)
        w.writeframes(bytes(400))
    (tmp_path / "bomb.wav").write_bytes(b"RIFF\x00\x00 not a wave")
    samples = load_samples(tmp_path)
    for name in ("card", "bomb"):
        assert samples[name].tobytes() == render(name)  # the real sound, not the file's
        with wave.open(str(tmp_path / f"{name}.wav"), "rb") as w:  # and written again
            assert w.getnchannels() == 1 and w.readframes(w.getnframes()) == render(name)
    read_only = tmp_path / "ro"
    read_only.mkdir()
    read_only.chmod(0o500)
    try:
        assert load_samples(read_only)["turn"].tobytes() == render("turn")  # nothing writable: made in memory
    finally:
        read_only.chmod(0o700)


def test_the_message_guard_leaves_when_a_warning_repeats_and_keeps_audio_chatter_quiet() -> None:
    from io import StringIO

    from PySide6.QtCore import QtMsgType

    left: list[str] = []
    out = StringIO()
    guard = MessageGuard(left.append, out)
    for i in range(FLOOD_LIMIT - 1):
        guard(QtMsgType.QtWarningMsg, None, f"different {i}")
        guard(QtMsgType.QtWarningMsg, None, "QSocketNotifier: Invalid socket 30")
        guard(QtMsgType.QtWarningMsg, None, "PulseAudioService: pa_context_connect() failed")
    assert left == []
    guard(QtMsgType.QtWarningMsg, None, "QSocketNotifier: Invalid socket 30")
    assert left == ["QSocketNotifier: Invalid socket 30"]
    printed = out.getvalue().splitlines()
    assert printed.count("murlan sounds: QSocketNotifier: Invalid socket 30") == 3
    assert not any("PulseAudio" in line for line in printed)


def test_the_sound_process_reads_no_qt_widgets_or_gui() -> None:
    """It runs a QCoreApplication: neither the window's modules nor a display are needed."""
    import subprocess

    code = ("import sys, murlan_qt.ui.sound.worker\n"
            "print(sorted(m for m in sys.modules if m.startswith('PySide6.Qt')))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          env={k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"})
    assert done.stdout.strip() == "['PySide6.QtCore']"
    assert sound_worker.SOUND_WORKER_FLAG == "--sound-worker"


def test_a_stream_that_fails_makes_the_process_leave_but_a_starved_one_does_not(tmp_path: Path) -> None:
    """A stream that cannot be opened means no audio output; one that stops with an error later (the
    audio server went away) makes the process leave, and the table starts another; a stream that only
    ran dry for a moment plays on."""
    qaudio = pytest.importorskip("PySide6.QtMultimedia").QAudio

    class FailingSink(_Sink):
        error_now = qaudio.Error.UnderrunError

        def error(self) -> object:
            return self.error_now

    unopened = FailingSink()
    unopened.error_now = qaudio.Error.OpenError
    replies: list[dict[str, Any]] = []
    Mixer(replies.append, make_sink=lambda _parent: unopened).handle({"load": str(tmp_path), "play": "card"})
    assert replies == [{"ready": False, "problem": "no_output"}] and unopened.written == b""
    sink = FailingSink()
    left: list[str] = []
    mixer = Mixer(lambda _r: None, make_sink=lambda _parent: sink, leave=left.append)
    mixer.handle({"load": str(tmp_path)})
    sink.free = 20
    mixer.feed()
    assert left == [] and len(sink.written) == 20
    sink.error_now = qaudio.Error.IOError
    mixer.feed()
    mixer.feed()
    assert len(left) == 1 and "IOError" in left[0] and len(sink.written) == 20


def test_a_stream_that_takes_no_sound_for_a_while_counts_as_stuck(tmp_path: Path) -> None:
    """The audio server killed under it: no error, the stream just stops taking sound (seen with
    PulseAudio). After STALL_S the process leaves, so that the table starts one that asks again."""
    now = [100.0]
    sink = _Sink()
    left: list[str] = []
    mixer = Mixer(lambda _r: None, make_sink=lambda _parent: sink, leave=left.append, clock=lambda: now[0])
    mixer.handle({"load": str(tmp_path)})
    sink.free = 0
    now[0] += STALL_S + 5
    mixer.feed()
    assert left == []  # held still with nothing to play: no harm
    mixer.handle({"play": "out"})
    sink.free = 10
    mixer.feed()
    sink.free = 0  # a full buffer, for a moment: normal
    now[0] += STALL_S - 0.5
    mixer.feed()
    sink.free = 10
    now[0] += 0.1
    mixer.feed()  # it took sound again: the wait starts over
    sink.free = 0
    now[0] += STALL_S - 0.5
    mixer.feed()
    assert left == [] and len(sink.written) == 20
    now[0] += 1.0
    mixer.feed()
    mixer.feed()
    assert left == ["the audio stream stopped taking sound"]


def test_a_device_that_takes_only_its_own_format_gets_the_mix_converted(tmp_path: Path) -> None:
    """Windows' shared mode often refuses 16-bit mono: the mix is resampled to the device's rate and
    written in its channels and sample format."""
    sink = _Sink()
    mixer = Mixer(lambda _r: None, make_sink=lambda _parent: sink, output=Output(44100, 2, "float"))
    mixer.handle({"load": str(tmp_path), "volume": 1.0})
    card = load_samples(tmp_path)["card"]
    assert abs(len(mixer._samples["card"]) - 2 * len(card)) <= 1  # twice the frames at twice the rate
    assert mixer._samples["card"][0] == card[0] and mixer._samples["card"][2] == card[1]
    mixer._samples["card"] = array.array("h", [16384, -32768, 8192])
    mixer.handle({"play": "card"})
    frames = array.array("f")
    frames.frombytes(mixer.mix(3))
    assert list(frames) == [0.5, 0.5, -1.0, -1.0, 0.25, 0.25]
    sink.free = 8 * 5 + 3  # bytes for five whole stereo float frames, and a part of one
    before = len(sink.written)
    mixer.feed()
    assert len(sink.written) - before == 40


def test_each_sample_format_encodes_the_same_mono_samples() -> None:
    mono = array.array("h", [0, 32767, -32768, 256])
    assert Output().encode(mono) == mono.tobytes()
    assert Output(channels=2).encode(mono) == array.array("h", [0, 0, 32767, 32767, -32768, -32768, 256, 256]).tobytes()
    assert Output(sample="int32").encode(mono) == array.array("i", [0, 32767 * 65536, -(2**31), 256 * 65536]).tobytes()
    assert Output(sample="uint8").encode(mono) == bytes([128, 255, 0, 129])
    assert resample(array.array("h", [0, 100]), 1, 4).tolist() == [0, 25, 50, 75, 100, 100, 100, 100]
    assert resample(mono, 22050, 22050) is mono


def test_the_mixer_stops_feeding_while_nothing_sounds_and_starts_again_at_once(tmp_path: Path) -> None:
    """Idle at the table the sound process does nothing: no timer runs once the stream holds only
    silence; the next sound starts the feed again and is written at once, without waiting a tick."""
    mixer, _replies, sink = _mixer(tmp_path)
    mixer._timer.start(TICK_MS)
    sink.free = 40
    mixer.feed()
    assert not mixer._timer.isActive()  # silence written: nothing more to do until a sound
    assert bytes(sink.written[-40:]) == bytes(40)
    before = len(sink.written)
    sink.free = 40
    mixer.handle({"play": "card"})
    assert mixer._timer.isActive() and len(sink.written) - before == 40
    assert any(_samples(sink.written[before:]))  # the sound itself, not silence


def test_after_a_while_of_silence_the_stream_is_held_and_the_next_sound_resumes_it(qtbot: QtBot,
                                                                                  tmp_path: Path) -> None:
    """A stream left running dry keeps the audio server asking for sound (and Qt waking this process) about
    90 times a second: after REST_MS of silence it is suspended; a sound resumes it and is written at once."""
    assert REST_MS >= 10 * BUFFER_MS  # the last sound long played out before the stream is held
    mixer, _replies, sink = _mixer(tmp_path)
    mixer._rest_timer.setInterval(30)
    sink.free = 40
    mixer.handle({"play": "card"})
    qtbot.wait(100)
    assert not sink.suspended  # a sound is still sounding: no rest
    mixer.stop_all()
    mixer.feed()
    qtbot.waitUntil(lambda: sink.suspended, timeout=WAIT_MS)
    assert mixer.resting and not mixer._timer.isActive() and sink.suspends == 1
    mixer.rest()
    assert sink.suspends == 1  # held once
    before = len(sink.written)
    mixer.handle({"play": "bomb"})
    assert not sink.suspended and not mixer.resting
    assert len(sink.written) - before == 40 and any(_samples(sink.written[before:]))
    mixer.handle({"play": "card"})  # a sound while one sounds: nothing to resume, no rest due
    assert not mixer._rest_timer.isActive()


def test_silence_is_written_in_each_format_as_its_encoded_zeros() -> None:
    for output in (Output(), Output(channels=2), Output(sample="int32"), Output(sample="uint8"),
                   Output(44100, 2, "float")):
        mixer = Mixer(lambda _r: None, make_sink=lambda _parent: _Sink(), output=output)
        assert mixer.mix(5) == output.encode(array.array("h", bytes(10)))
