"""A network table for a player who cannot see it: the seats say who plays them (a person, a computer
player) in the accessibility tree and in the summary, and the summary key speaks this table, not the local
match that waits behind it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from qt_net_helpers import ServerThread, hosted_table, network_window

from murlan_qt.engine import PHASE_PLAY
from murlan_qt.ui.access.tree import table_snapshot
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.net.dialogs import JoinChoice

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

WAIT = 60_000


def test_the_seats_and_the_summary_say_who_plays_at_the_network_table(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    window = network_window(qtbot, tmp_path)
    window.start_match(MatchConfig(seed=11))  # a local match waits behind the network table
    qtbot.waitUntil(lambda: window.controller.is_awaiting_human, timeout=WAIT)
    host, code = hosted_table(server, "Family table", host_name="Arben")  # seat 0: local 3 for the player
    window.network.join(JoinChoice("127.0.0.1", server.server.port, code, "Drita", None))
    qtbot.waitUntil(lambda: window.network.table is not None and window.network.table.source.seat is not None,
                    timeout=WAIT)
    table = window.network.table
    assert table is not None
    server.call(host.start())
    bot = server.spawn(host.bot(seed=3, moves=60))

    def my_turn() -> bool:
        m = table.source.match
        return table.source.is_awaiting_human and m is not None and m.hand.phase == PHASE_PLAY

    qtbot.waitUntil(my_turn, timeout=WAIT)
    # the tree: the host is a person, the empty seats computer players (as their plates say)
    nodes = table_snapshot(table.view).nodes
    seats = [nodes[f"seat:{s}"].name for s in range(4)]
    assert seats[3].startswith("Arben, ") and table.source.seat_note(3) in seats[3]
    assert "person" in seats[3] and "computer" not in seats[3], seats
    assert all("computer" in seats[s] for s in (1, 2)), seats
    # D speaks this table: the player's own hand, Arben a person; the local match's key waits
    said: list[str] = []
    table.announcer.announced.connect(lambda text, assertive: said.append(text))
    assert not window.access.summary_action.isEnabled()
    table.summary_action.trigger()
    held = table.source.match.hand.hand_of(table.source.human_seat)
    assert said and said[-1].startswith(f"Your hand, {len(held)} cards: ")
    assert "Arben, person" in said[-1]
    bot.cancel()
