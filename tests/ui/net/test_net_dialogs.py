"""The Host and Join dialogs (issue 26, player trial): Host is offered only with a name, the rules have a
heading, the name typed is remembered; Join fits at its minimum size (in Albanian too), offers only the free
seats of the table chosen and follows their changes, and shows the seat this game keeps."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from murlan_qt.engine import DEFAULT_RULES
from murlan_qt.net.discovery import FoundTable
from murlan_qt.ui.desktop.i18n import install_translators, remove_translators
from murlan_qt.ui.net.dialogs import HostChoice, HostDialog, JoinChoice, JoinDialog
from murlan_qt.ui.net.feature import NetworkPlay
from murlan_qt.ui.net.tokens import SeatTokens

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

from qt_net_helpers import net_settings

CODE = "K7PX3M"
FAMILY = FoundTable("Drita's table, the family's big one", "192.168.100.200", 7171, 2, 1, (1, 3))


@pytest.fixture(params=["en", "sq"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    if request.param == "sq":
        assert install_translators(qapp, "sq") == "sq"
    yield str(request.param)
    if request.param == "sq":
        remove_translators(qapp)


def _seats(dialog: JoinDialog) -> list[object]:
    return [dialog.seat_box.itemData(i) for i in range(dialog.seat_box.count())]


def test_host_is_offered_only_with_a_name_and_a_hint_says_so(qtbot: QtBot) -> None:
    dialog = HostDialog("", DEFAULT_RULES)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.ok_button.isEnabled() and dialog.name_hint.isVisible()
    dialog.name_edit.setText("  \t ")  # nothing a plate can show
    assert not dialog.ok_button.isEnabled() and dialog.name_hint.isVisible()
    dialog.name_edit.setText("Drita")
    assert dialog.ok_button.isEnabled() and not dialog.name_hint.isVisible()
    dialog.ok_button.click()
    assert dialog.choice is not None and dialog.choice.player_name == "Drita"


def test_the_rules_of_a_hosted_table_are_under_a_rules_heading(qtbot: QtBot) -> None:
    dialog = HostDialog("Drita", DEFAULT_RULES)
    qtbot.addWidget(dialog)
    assert dialog.rules_group.title() == "Rules"
    assert dialog.variant_boxes and all(b.parent() is dialog.rules_group for b in dialog.variant_boxes.values())


def test_the_name_typed_in_host_or_join_is_offered_the_next_time(qtbot: QtBot, tmp_path: Path) -> None:
    main = QMainWindow()
    qtbot.addWidget(main)
    settings = net_settings(tmp_path, name="")
    play = NetworkPlay(main, None, settings, tmp_path / "data", show_dialogs=False)
    hosted: list[HostChoice] = []
    joined: list[JoinChoice] = []
    play.host = hosted.append  # type: ignore[method-assign,assignment]  # (no server process here)
    play.join = joined.append  # type: ignore[method-assign,assignment]
    host = play.ask_host()
    assert host is not None and host.name_edit.text() == ""
    host.name_edit.setText("Drita")
    host.ok_button.click()
    assert [c.player_name for c in hosted] == ["Drita"] and settings.player_name == "Drita"
    join = play.ask_join(browse=False)
    assert join is not None and join.name_edit.text() == "Drita"
    join.address_edit.setText("127.0.0.1")
    join.code_edit.setText(CODE)
    join.name_edit.setText("Arben")
    join.ok_button.click()
    assert [c.player_name for c in joined] == ["Arben"] and settings.player_name == "Arben"
    again = play.ask_host()
    assert again is not None and again.name_edit.text() == "Arben"


def test_join_offers_only_the_free_seats_of_the_table_chosen_and_follows_them(qtbot: QtBot) -> None:
    dialog = JoinDialog("Drita", browse=False)
    qtbot.addWidget(dialog)
    assert _seats(dialog) == [None, 0, 1, 2, 3]  # a typed address: which seats are free is not known yet
    dialog.show_found([FAMILY])
    dialog.found_list.setCurrentRow(0)
    assert dialog.address_edit.text() == FAMILY.host
    assert _seats(dialog) == [None, 1, 3]
    assert [dialog.seat_box.itemText(i) for i in range(3)] == ["Any free seat", "Seat 2", "Seat 4"]
    dialog.seat_box.setCurrentIndex(2)
    # someone took seat 2 (the table's announcement changed): seat 4, still free, stays chosen
    dialog.show_found([FoundTable(FAMILY.name, FAMILY.host, FAMILY.port, 1, 1, (3,))])
    assert _seats(dialog) == [None, 3] and dialog.seat_box.currentData() == 3
    # and then seat 4 too: back to any free seat
    dialog.show_found([FoundTable(FAMILY.name, FAMILY.host, FAMILY.port, 0, 1, ())])
    assert _seats(dialog) == [None] and dialog.seat_box.currentData() is None


def test_join_shows_the_seat_this_game_keeps_at_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    tokens = SeatTokens(tmp_path)
    tokens.keep("ws://127.0.0.1:7171/", CODE, "a-token", 2, table_name="Family", player="Drita")
    dialog = JoinDialog("Drita", browse=False, tokens=tokens)
    qtbot.addWidget(dialog)
    dialog.address_edit.setText("127.0.0.1")
    assert dialog.kept_seat is None and dialog.seat_box.count() == 5  # no code yet: no table to look up
    dialog.code_edit.setText(CODE.lower())
    assert dialog.kept_seat == 2
    assert [dialog.seat_box.itemText(i) for i in range(dialog.seat_box.count())] == ["Seat 3, kept for you"]
    dialog.code_edit.setText("ABCDEF")  # another table: a choice again
    assert dialog.kept_seat is None and dialog.seat_box.count() == 5


def test_the_join_dialog_cuts_nothing_off_at_its_minimum_size(qtbot: QtBot, language: str) -> None:
    dialog = JoinDialog("Drita", browse=False)
    qtbot.addWidget(dialog)
    dialog.show_found([FAMILY, FoundTable("Family table", "192.168.1.20", 7172, 1, 1, (3,))])
    dialog.found_list.setCurrentRow(0)
    dialog.show()
    dialog.resize(dialog.minimumSizeHint())
    qtbot.waitUntil(lambda: dialog.size() == dialog.minimumSizeHint())
    QApplication.processEvents()
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.text() and not label.wordWrap():
            assert label.width() >= label.fontMetrics().horizontalAdvance(label.text().replace("&", "")), \
                label.text()
    assert dialog.code_hint.isVisible()
    if language == "sq":
        assert dialog.code_hint.text() != "The six letters and digits the host gives you."
    viewport = dialog.found_list.viewport().width()
    for row in range(dialog.found_list.count()):
        item = dialog.found_list.item(row)
        lines = item.text().split("\n")
        assert len(lines) == 2
        metrics = dialog.found_list.fontMetrics()
        assert all(metrics.horizontalAdvance(line) <= viewport for line in lines), lines
        assert dialog.found_list.visualItemRect(item).height() >= 2 * metrics.height()
