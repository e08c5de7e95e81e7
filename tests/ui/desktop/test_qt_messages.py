"""Qt's warnings: each printed a few times at most, so a repeating one cannot flood the terminal;
a smoke test that floods fails, and one that hangs ends with every stack printed."""

from __future__ import annotations

import io
import subprocess
import sys
import textwrap

from PySide6.QtCore import QtMsgType

from murlan_qt.ui.desktop.qt_messages import REPEATS_SHOWN, RepeatLimiter


def test_a_message_is_printed_a_few_times_then_at_each_tenfold_count() -> None:
    out = io.StringIO()
    limiter = RepeatLimiter(out)
    for _ in range(1000):
        limiter(QtMsgType.QtWarningMsg, None, "QSocketNotifier: Invalid socket 30 and type 'Read', disabling...")
    limiter(QtMsgType.QtWarningMsg, None, "another")
    lines = out.getvalue().splitlines()
    assert lines[:REPEATS_SHOWN] == ["QSocketNotifier: Invalid socket 30 and type 'Read', disabling..."] * 3
    assert [line.rsplit("(", 1)[1] for line in lines[REPEATS_SHOWN:-1]] == [
        "said 10 times)", "said 100 times)", "said 1000 times)"]
    assert lines[-1] == "another"
    assert limiter.repeated == {"QSocketNotifier: Invalid socket 30 and type 'Read', disabling...": 1000}


def test_debug_messages_stay_off_the_terminal() -> None:
    out = io.StringIO()
    RepeatLimiter(out)(QtMsgType.QtDebugMsg, None, "chatter")
    assert out.getvalue() == ""


def test_the_application_routes_qt_warnings_through_the_limiter() -> None:
    """In a fresh process (the handler is process-wide): 500 identical warnings print 3 + 2 lines."""
    code = textwrap.dedent("""
        import os
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from murlan_qt.ui import app
        a = app._make_app([])
        from PySide6.QtCore import qWarning
        for _ in range(500):
            qWarning("the same complaint")
        print("counted", app.MESSAGES.counts["the same complaint"])
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "counted 500" in done.stdout
    said = [line for line in done.stderr.splitlines() if "the same complaint" in line]
    assert said == ["the same complaint"] * 3 + ["the same complaint (said 10 times)",
                                                  "the same complaint (said 100 times)"]


def test_a_hung_smoke_test_ends_with_every_stack_printed() -> None:
    """The watchdog: a smoke test stuck past its time exits non-zero and says where it was."""
    code = textwrap.dedent("""
        import os, time
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from murlan_qt.ui import app
        app.SMOKE_GRACE_S = 0.5
        def stuck(*args, **kwargs):
            time.sleep(60)
        app._smoke_test = stuck
        app.smoke_test(None, None, timeout_s=0.5)
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    assert "Timeout" in done.stderr and "in stuck" in done.stderr


def test_a_smoke_test_during_which_qt_floods_a_warning_fails() -> None:
    code = textwrap.dedent("""
        import os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        os.environ["MURLAN_NO_SOUND"] = "1"
        from murlan_qt.ui import app
        a = app._make_app([])
        from PySide6.QtCore import QTimer, qWarning
        QTimer.singleShot(0, lambda: [qWarning("Invalid socket 30") for _ in range(150)])
        sys.exit(app.smoke_test(7, None))
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 1
    assert "smoke test failed: Qt repeated a warning 150 times: Invalid socket 30" in done.stderr
