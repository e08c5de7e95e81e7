"""The game's helper processes (the computer players', the sounds'): started and ended the same way.

Each is this executable (or this Python) run with a flag, talking JSON lines on
its stdin and stdout; what it says on stderr goes to the game's own stderr.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QProcess


def start_child(parent: QObject, program: str, args: list[str], on_output: Callable[[], None],
                on_finished: Callable[..., None], on_error: Callable[[QProcess.ProcessError], None]) -> QProcess:
    """Start ``program args`` in the background (returns at once) with its signals connected."""
    proc = QProcess(parent)
    proc.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
    proc.readyReadStandardOutput.connect(on_output)
    proc.finished.connect(on_finished)
    proc.errorOccurred.connect(on_error)
    proc.start(program, args)
    return proc


def end_child(proc: QProcess, wait_ms: int) -> None:
    """Stop listening to ``proc``, close its input, give it ``wait_ms`` to leave, then kill it."""
    for signal in (proc.readyReadStandardOutput, proc.finished, proc.errorOccurred):
        signal.disconnect()
    if proc.state() != QProcess.ProcessState.NotRunning:
        proc.closeWriteChannel()
        if not proc.waitForFinished(wait_ms):
            proc.kill()
            proc.waitForFinished(1000)
    proc.deleteLater()
