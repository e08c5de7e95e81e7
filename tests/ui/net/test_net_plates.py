"""The plates of a network table (issue 26, player trial): a dropped player is awaited ("reconnecting… 12 s")
and then played for, on a status line of its own that keeps the card count and badges in view at every size;
only computer players are shown thinking (a person is "to play"); the turn clock counts down on the plate of
the seat it runs for, and the message line says when it ran out and the computer moved."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from qt_net_helpers import ServerThread, hosted_table, quick_config, seat_qt_player

from murlan_qt.net.client import HeadlessClient
from murlan_qt.ui.access.tree import table_snapshot
from murlan_qt.ui.desktop.screen_fit import MIN_TABLE
from murlan_qt.ui.net.table_window import NetTable
from murlan_qt.ui.net.tokens import SeatTokens
from murlan_qt.ui.settings import Settings

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

WAIT = 60_000
#: the grace period of the test's server: long enough to see the seat awaited, short enough to wait out
GRACE = 2.5


@pytest.fixture
def server() -> Iterator[ServerThread]:
    s = ServerThread(quick_config(hand_pause=60.0, grace=GRACE))
    try:
        yield s
    finally:
        s.stop()


def _table(qtbot: QtBot, tmp_path: Path, server: ServerThread, *, clock: float = 0
           ) -> tuple[NetTable, HeadlessClient, HeadlessClient]:
    """The Qt player at seat 2 (the host at local 2, Arben at local 3, a computer player at local 1), started."""
    host = server.headless("Host")
    code = server.call(host.create("Plates", level="easy", clock=30 if clock else 0))
    if clock:  # a player may choose 30 or 60 s: the test's clock is short
        table = server.server.tables[code]
        server.on_loop(setattr, table, "clock", clock)
    server.call(host.join(code))  # seat 0
    other = server.headless("Arben")
    server.call(other.join(code))  # seat 1
    settings = Settings(QSettings(str(tmp_path / "murlan.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "instant"
    win = NetTable(settings, SeatTokens(tmp_path / "data"), show_dialogs=False, sound=False)
    qtbot.addWidget(win)
    win.join(server.url, "Qt player", code)
    qtbot.waitUntil(lambda: win.source.seat is not None, timeout=WAIT)
    server.call(host.start())
    qtbot.waitUntil(lambda: win.source.match is not None, timeout=WAIT)
    return win, host, other


def _labels_clear_of_each_other(win: NetTable) -> None:
    """No plate covers another plate, the score board or the hand's board, nor leaves the table."""
    scene = win.scene
    plates = [p.sceneBoundingRect() for p in scene.plates]
    boards = [scene.scoreboard.sceneBoundingRect(), scene.info.sceneBoundingRect()]
    for i, r in enumerate(plates):
        assert scene.sceneRect().adjusted(-1, -1, 1, 1).contains(r), (i, r, scene.sceneRect())
        assert not any(r.intersects(b) for b in boards), (i, r, boards)
        assert not any(r.intersects(o) for j, o in enumerate(plates) if j != i), (i, plates)


def _at_sizes(win: NetTable, check: object) -> None:
    """``check()`` with the table laid out at 1280x800's table area and at the smallest table, in English (its
    plurals: "13 cards") and in Albanian."""
    from murlan_qt.ui.desktop.i18n import install_translators, remove_translators

    app = QApplication.instance()
    win.resize(1280, 800)
    win.show()
    QApplication.processEvents()
    try:
        for language in ("en", "sq"):
            install_translators(app, language)  # type: ignore[arg-type]
            for w, h in ((win.view.viewport().width(), win.view.viewport().height()),
                         (MIN_TABLE.width(), MIN_TABLE.height())):
                win.scene.set_size(w, h)
                win.scene.refresh_labels()
                check()  # type: ignore[operator]
    finally:
        remove_translators(app)  # type: ignore[arg-type]
        win.scene.refresh_labels()


def test_a_dropped_player_is_awaited_then_played_for_and_the_plate_keeps_its_count(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    win, _host, other = _table(qtbot, tmp_path, server)
    plate = win.scene.plates[3]  # Arben
    server.call(other.drop())
    qtbot.waitUntil(lambda: plate.status.startswith("reconnecting"), timeout=WAIT)
    # during the grace: awaited, with the seconds left; never "thinking"
    assert re.fullmatch(r"reconnecting… [1-3] s", plate.status), plate.status
    assert plate.subtitle == "person" and not plate.is_thinking
    assert re.fullmatch(r"1[34] card.*", plate.count_text)
    assert "reconnecting" in table_snapshot(win.view).nodes["seat:3"].name  # a screen reader hears it too
    assert win.lobby.seat_labels[1].text() == "Seat 2: Arben \u2014 person, reconnecting"

    def fits() -> None:
        _labels_clear_of_each_other(win)
        assert plate.count_text and plate.has_status

    _at_sizes(win, fits)
    # after the grace: a computer player keeps the seat; the count and the badges stay on their lines
    qtbot.waitUntil(lambda: plate.status == "offline: computer plays", timeout=WAIT)
    assert plate.subtitle in ("person", "thinking") and plate.count_text
    assert win.lobby.seat_labels[1].text() == "Seat 2: Arben \u2014 person, disconnected: a computer plays"
    _at_sizes(win, fits)


def test_only_a_computer_player_is_shown_thinking_a_person_is_to_play(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    win, _host, _other = _table(qtbot, tmp_path, server)
    source, plates = win.source, win.scene.plates
    # the people do not move (headless, no bot): the turn stops at a person; the player plays when it is theirs
    seen: set[int] = set()
    for _ in range(8):
        qtbot.waitUntil(lambda: source.match is not None and source.match.hand.turn in (0, 2, 3), timeout=WAIT)
        turn = source.match.hand.turn  # type: ignore[union-attr]
        if turn != 0:
            break
        qtbot.waitUntil(lambda: source.is_awaiting_human, timeout=WAIT)
        hand = source.match.hand  # type: ignore[union-attr]
        seen.add(0)
        assert source.human_play(hand.cards_for(hand.legal_plays()[0]))
        qtbot.waitUntil(lambda: source.match.hand.turn != 0, timeout=WAIT)  # type: ignore[union-attr]
    turn = source.match.hand.turn  # type: ignore[union-attr]
    assert turn in (2, 3)
    qtbot.waitUntil(lambda: plates[turn].status == "to play", timeout=WAIT)
    assert not plates[turn].is_thinking and plates[turn].subtitle == "person"
    assert "thinking" not in table_snapshot(win.view).nodes[f"seat:{turn}"].name
    # the computer player's seat is the one that thinks (on its turn): the source says so
    assert source.shows_thinking(1) and not source.shows_thinking(2) and not source.shows_thinking(3)


def test_the_clock_counts_down_on_the_plate_of_its_seat_and_the_time_out_is_told(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    win, _host, _other = _table(qtbot, tmp_path, server, clock=3.0)
    source, plates = win.source, win.scene.plates
    qtbot.waitUntil(lambda: source.match is not None and source.match.hand.turn in (0, 2, 3), timeout=WAIT)
    turn = source.match.hand.turn  # type: ignore[union-attr]
    name = "you" if turn == 0 else source.seat_name(turn)
    qtbot.waitUntil(lambda: re.fullmatch(r"[1-3] s", plates[turn].clock_text) is not None, timeout=WAIT)
    # only the seat on turn has a clock
    assert [bool(p.clock_text) for i, p in enumerate(plates) if i != turn] == [False, False, False]
    assert "s" in table_snapshot(win.view).nodes[f"seat:{turn}"].name.split(", ")[-1]
    shown = {plates[turn].clock_text}
    # a snapshot (a resync, a rejoin) gives the seconds left: the countdown goes on from there
    snapshots: list[dict] = []
    win.connection.message_received.connect(lambda msg: snapshots.append(msg) if msg.get("type") == "snapshot" else None)
    win.connection.resync()
    qtbot.waitUntil(lambda: bool(snapshots), timeout=WAIT)
    if snapshots[0]["clock_left"] is not None:  # (unless the clock ran out meanwhile)
        assert re.fullmatch(r"[1-3] s", plates[turn].clock_text), plates[turn].clock_text
    told = f"Time ran out: the computer played for {name}."
    moved: list[tuple[int, str, str]] = []  # the seat, the message line and the seat's clock as it moved
    source.clock_moved.connect(lambda seat: moved.append((seat, win.message.text(), plates[seat].clock_text)))
    qtbot.waitUntil(lambda: (shown.add(plates[turn].clock_text) or True) and bool(moved), timeout=WAIT)
    assert moved[0] == (turn, told, "")  # (the window's slot runs first; the clock went with the move)
    assert len(shown - {""}) >= 2  # it counted down (3 s, 2 s, 1 s ...)
    assert told in win.chat.lines.toPlainText()  # kept in the chat's history, which the next news does not replace


def test_a_computer_players_plate_at_the_top_keeps_clear_of_the_hands_box(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    """Across the table sits a computer player, its plate the widest ("computer, Normal"): beside its fan of
    backs it would reach the box at the top right; it keeps clear of it at every size, in both languages."""
    host, code = hosted_table(server, "Wide plates", level="normal")
    win = seat_qt_player(qtbot, tmp_path, server.url, code)  # seat 1: seat 3, a computer player, sits across
    server.call(host.start())
    qtbot.waitUntil(lambda: win.source.match is not None and win.source.seat_note(2) is not None, timeout=WAIT)
    assert win.source.seat_note(2) == "computer, Normal"
    _at_sizes(win, lambda: _labels_clear_of_each_other(win))
