"""The autosave written on a thread of its own, so a slow disk never holds up the game.

After every action the window takes a snapshot of the match as it is at that
moment (:class:`~murlan_qt.engine.record.MatchSnapshot`: the match itself keeps
changing; taking it copies a few lists, no text) and goes on; this writer's
thread, a moment later, turns the snapshot into the record's text and writes it atomically, as
:class:`~.saves.Autosave` always does. Writes happen in the order asked; a
snapshot still waiting when a newer one comes is dropped (only the newest
position is worth keeping). Everything else
done with the autosave file (putting a match aside, keeping a finished one in
the history, reading it back, closing) first waits for the writes asked so far
(:meth:`AutosaveWriter.flush`), so it always sees the newest position.

A process killed between an action and its write comes back at the action
before, from a whole file: the write itself stays atomic.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Callable

from ..engine import MatchState
from ..engine.record import MatchSnapshot
from .errors import SaveError
from .saves import Autosave

#: how long the thread lets a new snapshot wait before making its text (seconds). Python runs one thread
#: at a time: text made at the moment of the action would hold up the window while it draws that action,
#: so it is made a moment later, when the window is idle (a newer snapshot in the meantime replaces it;
#: :meth:`AutosaveWriter.flush` does not wait)
SETTLE_S = 0.04


class AutosaveWriter:
    """Writes ``autosave`` on a background thread; ``on_written()`` is called on that thread after
    each write (a user interface turns it into a queued signal and asks :meth:`Autosave.take_new_error`)."""

    def __init__(self, autosave: Autosave, on_written: Callable[[], None] | None = None) -> None:
        self.autosave = autosave
        self.on_written = on_written
        self._cond = threading.Condition()
        self._pending: MatchSnapshot | None = None
        self._busy = False
        self._closed = False
        self._hurry = False  # someone waits in flush(): no settling
        #: texts written, and texts dropped because a newer one came first
        self.written = 0
        self.dropped = 0
        self._thread = threading.Thread(target=self._run, name="murlan-autosave", daemon=True)
        self._thread.start()
        # a program that ends without closing the writer still writes what waits (and the thread is not
        # left running while the interpreter shuts down)
        atexit.register(self.close)

    def save(self, match: MatchState) -> None:
        """Keep ``match`` as it is now. Unfinished: a snapshot of it is taken here, its text made and
        written on the thread (returns at once). Finished: the earlier writes are waited for, then the
        match goes to the history and the autosave is cleared, here (once per match)."""
        if match.is_over or self._closed:  # (closed: a late change after closing is written here)
            self.flush()
            self.autosave.save(match)
            return
        snapshot = MatchSnapshot.of(match)
        with self._cond:
            if self._pending is not None:
                self.dropped += 1  # (the thread knows already: not woken again)
            else:
                self._cond.notify_all()
            self._pending = snapshot

    def flush(self, timeout: float | None = 30.0) -> bool:
        """Wait until every write asked so far is done; False if ``timeout`` (seconds) ran out first."""
        with self._cond:
            self._hurry = True
            self._cond.notify_all()
            done = self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)
            self._hurry = False
            return done

    def close(self, timeout: float = 30.0) -> None:
        """Write what is waiting, then stop the thread."""
        self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout)
        atexit.unregister(self.close)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                self._cond.wait_for(lambda: self._hurry or self._closed, SETTLE_S)
                if self._pending is None:
                    return  # closed, nothing left
                snapshot, self._pending = self._pending, None
                self._busy = True
            try:
                try:
                    text = self.autosave.text_of(snapshot)
                except SaveError as e:  # a match that cannot be written: told like a failed write
                    self.autosave.note_failure(e)
                else:
                    self.autosave.write_text(text)
            finally:
                with self._cond:
                    self._busy = False
                    self.written += 1
                    self._cond.notify_all()
            if self.on_written is not None:
                self.on_written()
