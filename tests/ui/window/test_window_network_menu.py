"""Game > Host a table… and Game > Join a table… open their dialogs; the network feature is given the window's
settings and data, and its table windows close with the game window."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ui_helpers import make_window

from murlan_qt.ui.net.dialogs import HostDialog, JoinDialog

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot


def test_the_game_menu_hosts_and_joins_tables(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path)
    qtbot.addWidget(window)
    actions = window.menus.game_menu.actions()
    assert window.menus.host_action in actions and window.menus.join_action in actions
    assert window.menus.host_action.text() == "&Host a table..."
    window.menus.host_action.trigger()
    host = window.findChild(HostDialog)
    assert host is not None and host.isVisible()
    host.reject()
    window.menus.join_action.trigger()
    join = window.findChild(JoinDialog)
    assert join is not None and join.isVisible()
    join.reject()
    assert window.network.data is window.data and window.network.table is None
