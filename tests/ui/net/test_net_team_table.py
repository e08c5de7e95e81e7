"""A team table at the network table in Qt (issue 30): the plates and score board show the teams as the
offline table does, the player's team first; a whole team match with three headless players ends in the
player's history marked as played with people."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QColor
from qt_net_helpers import ServerThread, play_plainly, quick_config, seat_qt_player

from murlan_qt.engine import team_totals
from murlan_qt.persistence import DataPaths
from murlan_qt.persistence.saves import load_match
from murlan_qt.ui.game.player_data import PlayerData
from murlan_qt.ui.texts import TEAM_COLOURS, team_name

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot


@pytest.mark.slow
def test_a_whole_team_match_at_the_network_table_shows_the_teams_and_lands_in_the_history(
        qtbot: QtBot, tmp_path: Path) -> None:
    server = ServerThread(quick_config(fixed_seed=2))
    data = PlayerData(DataPaths(tmp_path / "data"))
    try:
        bots = [server.headless(f"Bot {i}") for i in range(3)]
        code = server.call(bots[0].create("Team table", rules={"teams": True}, level="easy"))
        for b in bots:  # the bots take seats 0, 1, 2: the Qt player is seat 3, so the table turns by three
            server.call(b.join(code))
        win = seat_qt_player(qtbot, tmp_path, server.url, code, data=data, wait=30_000)
        assert win.source.seat == 3
        runs = [server.spawn(b.bot(seed=i)) for i, b in enumerate(bots)]
        server.call(bots[0].start())
        qtbot.waitUntil(lambda: win.source.match is not None, timeout=30_000)
        m = win.source.match
        assert m is not None and m.rules.teams and m.target == 41
        scene = win.scene
        qtbot.waitUntil(lambda: scene.scoreboard.isVisible(), timeout=30_000)
        # the plates: the player and the partner across the table in one colour, the opponents in the other
        colours = [p.team_colour for p in scene.plates]
        assert colours[0] == colours[2] == QColor(TEAM_COLOURS[0])
        assert colours[1] == colours[3] == QColor(TEAM_COLOURS[1])
        # the player's partner is server seat 1 (Bot 1), shown across the table
        assert m.players[2].name == "Bot 1"
        rows = scene.scoreboard.rows
        assert [r[0] for r in rows] == [team_name(m.players, 0), team_name(m.players, 1)]
        assert rows[0][0] == "Qt player & Bot 1"  # the player's own team first
        assert scene.scoreboard.heading == "Target 41"
        finished: list[object] = []
        win.source.match_finished.connect(finished.append)

        def step() -> bool:
            if finished:
                return True
            play_plainly(win)
            return False

        qtbot.waitUntil(step, timeout=600_000)
        m = win.source.match
        assert m is not None and m.result is not None
        by_team = team_totals(m.totals)
        # the message line names the winning team (it said "a tie" for every team match before)
        if m.result.team is not None:
            a, b = team_name(m.players, m.result.team).split(" & ")
            assert win.message.text() == f"{a} and {b} win the match."
        else:
            assert win.message.text() == "The match ends in a tie."
        assert [r[1] for r in scene.scoreboard.rows] == [str(by_team[0]), str(by_team[1])]
        qtbot.waitUntil(lambda: win.source.final_match is not None, timeout=30_000)
        final = win.source.final_match
        assert final is not None and final.rules.teams and final.totals == m.totals
        assert final.result is not None and final.result.winners == m.result.winners  # turned to the player's seats
        assert data.wait_for_statistics()
        kept = list((tmp_path / "data" / "saves").glob("finished-*-network.murlan"))
        assert len(kept) == 1
        assert json.loads(kept[0].read_text(encoding="utf-8"))["played_with"] == "people"
        assert load_match(kept[0]).rules.teams
        # the history lists it, marked; the hand review opens it like any match, the teams on its table
        from murlan_qt.ui.review.window import FinishedMatchesBox, ReplayWindow

        box = FinishedMatchesBox(tmp_path / "data" / "saves")
        qtbot.addWidget(box)
        assert box.paths == kept
        qtbot.waitUntil(lambda: "played with people" in box.list.item(0).text(), timeout=30_000)
        review = ReplayWindow(load_match(kept[0]))
        qtbot.addWidget(review)
        review.animation_speed = "instant"
        review.show()
        assert review.replay.hand_count == len(final.hands) and review.human == 0
        qtbot.waitUntil(lambda: len(review.scene.scoreboard.rows) == 2, timeout=30_000)
        assert review.scene.scoreboard.rows[0][0] == "Qt player & Bot 1"
        review.close()
        for r in runs:
            r.result(30)
        win.close()
    finally:
        data.close()
        server.stop()
