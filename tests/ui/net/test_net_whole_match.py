"""A whole network match at the Qt table, swaps included, against three headless players: the source follows the
server to the end, and the finished match is kept in the player's history and statistics."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from qt_net_helpers import ServerThread, play_plainly, quick_config, seat_qt_player

from murlan_qt.persistence import DataPaths
from murlan_qt.persistence.saves import load_match
from murlan_qt.ui.game.player_data import PlayerData

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

#: the servers' deal seeds (ten more were tried once by hand, every one followed without a resync)
SEEDS = [7, 23]


@pytest.mark.parametrize("seed", SEEDS)
def test_a_whole_match_with_swaps_ends_in_the_history_and_the_statistics(qtbot: QtBot, tmp_path: Path,
                                                                         seed: int) -> None:
    server = ServerThread(quick_config(fixed_seed=seed))
    data = PlayerData(DataPaths(tmp_path / "data"))
    try:
        bots = [server.headless(f"Bot {i}") for i in range(3)]
        code = server.call(bots[0].create("Whole match", level="easy"))
        for b in bots:
            server.call(b.join(code))
        win = seat_qt_player(qtbot, tmp_path, server.url, code, data=data, wait=30_000)
        runs = [server.spawn(b.bot(seed=i)) for i, b in enumerate(bots)]
        server.call(bots[0].start())
        gave = played = 0
        finished: list[object] = []
        win.source.match_finished.connect(finished.append)
        resynced: list[None] = []
        win.source.resynced.connect(lambda: resynced.append(None))

        def step() -> bool:
            nonlocal gave, played
            if finished:
                return True
            did = play_plainly(win)
            gave += did == "gave"
            played += did == "played"
            return False

        qtbot.waitUntil(step, timeout=300_000)
        m = win.source.match
        assert m is not None and m.result is not None and len(m.results) >= 2
        assert gave > 0 and played > 0
        # every hand as the player followed it: the play log reads them
        assert all(h.is_over and h.actions for h in m.hands)
        assert [len(h.actions) for h in m.hands] == [len(h.actions) for h in win.source.final_match.hands]
        assert win.play_log.hand_box.count() == len(m.hands) and win.play_log.list.count() > 0
        assert not resynced  # every event was followed through the engine, none needed a fresh snapshot
        qtbot.waitUntil(lambda: win.source.final_match is not None, timeout=30_000)
        final = win.source.final_match
        assert final is not None and final.is_over and final.totals == m.totals
        assert [p.name for p in final.players][0] == "Qt player"
        assert data.wait_for_statistics()
        kept = list((tmp_path / "data" / "saves").glob("finished-*-network.murlan"))
        assert len(kept) == 1
        assert json.loads(kept[0].read_text(encoding="utf-8"))["played_with"] == "people"
        assert load_match(kept[0]).totals == final.totals  # the history reads it back
        summary = data.stats.summary()
        assert summary.matches_played == 1 and summary.hands_played == len(final.results)
        assert [ls.level for ls in summary.by_level] == ["people"]  # played with people, not with the stand-ins
        for r in runs:
            r.result(30)
        win.close()
    finally:
        data.close()
        server.stop()
