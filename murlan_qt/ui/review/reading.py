"""Reading a file for the review off the GUI thread: the window goes on drawing, a slow read shows its
progress and can be cancelled.

The work runs on a plain Python thread (it touches no Qt object); the GUI
thread waits in a local event loop, so the window repaints and the progress
dialog answers. A cancelled read is let go: the thread finishes its current
step and its result is dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QLabel, QProgressDialog, QWidget

T = TypeVar("T")

translate = QCoreApplication.translate

#: how long a read may take before its progress is shown (shorter ones never show a dialog)
SHOW_AFTER_MS = 400
#: how often the GUI thread looks whether the read is done
POLL_MS = 20


class Cancelled(Exception):
    """The player cancelled the read."""


class _Outcome(Generic[T]):
    def __init__(self) -> None:
        self.value: T | None = None
        self.error: BaseException | None = None
        self.done = threading.Event()


def run_off_thread(parent: QWidget | None, label: str, work: Callable[[], T]) -> T:
    """``work()`` on a thread, the window responsive meanwhile; its value, or its exception raised here.

    :class:`Cancelled` when the player cancels the progress dialog (shown only
    when the work takes more than :data:`SHOW_AFTER_MS`).
    """
    outcome: _Outcome[T] = _Outcome()

    def run() -> None:
        try:
            outcome.value = work()
        except BaseException as exc:  # noqa: BLE001 - handed to the GUI thread, which raises it
            outcome.error = exc
        finally:
            outcome.done.set()

    threading.Thread(target=run, name="murlan-review-read", daemon=True).start()
    if not outcome.done.wait(0.05):  # a quick read never spins an event loop
        dialog = QProgressDialog(parent)
        text = QLabel(label)  # the label names a file: shown as typed, never as markup
        text.setTextFormat(Qt.TextFormat.PlainText)
        dialog.setLabel(text)
        dialog.setCancelButtonText(translate("Replay", "Cancel"))
        dialog.setRange(0, 0)
        dialog.setWindowTitle(translate("Replay", "Reading the file"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setAutoReset(False)
        dialog.setAutoClose(False)
        dialog.hide()  # shown only if the read is still going after a moment
        QTimer.singleShot(SHOW_AFTER_MS, dialog, lambda: dialog.show() if not outcome.done.is_set() else None)
        loop = QEventLoop()
        cancelled = False

        def cancel() -> None:
            nonlocal cancelled
            cancelled = True
            loop.quit()

        dialog.canceled.connect(cancel)
        timer = QTimer()
        timer.setInterval(POLL_MS)
        timer.timeout.connect(lambda: loop.quit() if outcome.done.is_set() else None)
        timer.start()
        loop.exec()
        timer.stop()
        dialog.canceled.disconnect(cancel)
        dialog.close()
        dialog.deleteLater()
        if cancelled and not outcome.done.is_set():
            raise Cancelled
    if outcome.error is not None:
        raise outcome.error
    return outcome.value  # type: ignore[return-value]
