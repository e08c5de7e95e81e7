"""The welcome page offers the network table that keeps the player's seat (player trial after issue 26:
after a restart the welcome page said nothing of the table waiting; only Game > Return to table did)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from qt_net_helpers import ServerThread, hosted_table, network_window

from murlan_qt.ui.net.dialogs import JoinChoice

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

WAIT = 60_000


def test_after_a_restart_the_welcome_page_offers_the_table_waiting(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    first = network_window(qtbot, tmp_path)
    first.show_welcome()
    assert first.welcome is not None and not first.welcome.return_button.isVisible()  # no seat kept yet
    _host, code = hosted_table(server, "Family & friends")
    first.network.join(JoinChoice("127.0.0.1", server.server.port, code, "Drita", None))
    qtbot.waitUntil(lambda: first.network.is_shown, timeout=WAIT)
    table = first.network.table
    assert table is not None
    seat = table.source.seat
    first.close()  # the game quits: its seat token stays in the data folder
    again = network_window(qtbot, tmp_path)
    again.show_welcome()  # (the page a player sees at the start without a match of their own)
    page = again.welcome
    assert page is not None and page.return_button.isVisible() and page.return_note.isVisible()
    assert page.return_button.text() == "&Return to table Family && friends"  # "&" shown as itself
    assert page.return_button.accessibleName() == "Return to table Family & friends"
    assert page.return_note.text() == "Your table is waiting: your seat at Family & friends is kept for you."
    assert page.return_button.hasFocus() or page.focusWidget() is page.return_button
    qtbot.mouseClick(page.return_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.network.is_shown, timeout=WAIT)
    back = again.network.table
    assert back is not None and back.source.seat == seat
    assert not page.isVisible()


def test_the_offer_is_in_albanian_too(server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from murlan_qt.ui.desktop.i18n import install_translators, remove_translators

    window = network_window(qtbot, tmp_path)
    window.show_welcome()
    page = window.welcome
    assert page is not None
    page.set_waiting_table("Tryeza")
    english = (page.return_button.text(), page.return_note.text())
    app = QApplication.instance()
    assert install_translators(app, "sq") == "sq"  # type: ignore[arg-type]
    try:
        qtbot.waitUntil(lambda: page.return_button.text() != english[0], timeout=WAIT)
        albanian = (page.return_button.text(), page.return_note.text())
    finally:
        remove_translators(app)  # type: ignore[arg-type]
    assert all("Tryeza" in t for t in albanian) and albanian[1] != english[1]
