"""The table at every window size: every card and label stays inside the view."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.ui.app import mid_hand_match
from murlan_qt.ui.table.card_item import CardItem
from murlan_qt.ui.window.main_window import MainWindow

SIZES = [(800, 600), (1280, 800), (1920, 1080)]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    w = make_window(tmp_path, size=SIZES[0])
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.controller.continue_match(mid_hand_match(7))
    qtbot.waitUntil(lambda: w.controller.is_awaiting_human, timeout=30_000)
    yield w
    w.controller.shutdown()


def _visible_rect(window: MainWindow) -> QRectF:
    view = window.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_card_and_label_is_inside_the_view(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0] and window.size().height() == size[1], timeout=5000)
    qtbot.waitUntil(lambda: abs(window.scene.table.width - window.view.viewport().width()) < 1, timeout=5000)
    view_rect = _visible_rect(window)
    shown = [it for it in window.scene.items() if it.isVisible() and it.opacity() > 0]
    cards = [it for it in shown if isinstance(it, CardItem)]
    assert len(cards) >= 40
    for it in shown:
        r = it.mapRectToScene(it.card_rect()) if isinstance(it, CardItem) else it.sceneBoundingRect()
        assert view_rect.contains(r.adjusted(1, 1, -1, -1)), (it, r, view_rect)
    assert window.scene.disagreements() == []


def test_cards_grow_with_the_window(qtbot: QtBot, window: MainWindow) -> None:
    units = []
    for size in SIZES:
        window.resize(*size)
        qtbot.waitUntil(lambda s=size: abs(window.scene.table.width - window.view.viewport().width()) < 1
                        and window.width() == s[0], timeout=5000)
        units.append(window.scene.table.unit)
    assert units == sorted(units) and units[-1] > units[0] * 1.8


def test_the_players_cards_do_not_overlap_the_opponents(qtbot: QtBot, window: MainWindow) -> None:
    scene = window.scene
    hand = window.controller.match.hand
    mine = [scene.cards[c].sceneBoundingRect() for c in hand.hand_of(0)]
    for seat in (1, 3):
        for c in hand.hand_of(seat):
            theirs = scene.cards[c].mapRectToScene(scene.cards[c].card_rect())
            assert not any(theirs.intersects(r) for r in mine)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_name_plates_and_boards_do_not_overlap(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: abs(window.scene.table.width - window.view.viewport().width()) < 1
                    and window.width() == size[0], timeout=5000)
    scene = window.scene
    boxes = [p.mapRectToScene(p.plate_rect()) for p in scene.plates]
    boxes += [b.mapRectToScene(b.board_rect()) for b in (scene.scoreboard, scene.info)]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.intersects(b), (a, b)
    hand = window.controller.match.hand
    for seat in (1, 2, 3):
        plate = boxes[seat]
        for c in hand.hand_of(seat):
            item = scene.cards[c]
            assert not plate.intersects(item.mapRectToScene(item.card_rect())), (seat, c)
