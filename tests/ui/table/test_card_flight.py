"""Cards in flight are drawn from a cached picture of their body, and look as they do at rest."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene

from murlan_qt.engine.cards import Card
from murlan_qt.ui.art.card_art import DEFAULT_THEME
from murlan_qt.ui.table import card_item as card_item_module
from murlan_qt.ui.table.animation import Animator
from murlan_qt.ui.table.card_item import CardItem, body_pixmap, clear_body_cache


@pytest.fixture()
def app() -> QApplication:
    return QApplication.instance() or QApplication([])  # type: ignore[return-value]


def _render(item: CardItem, scale: float = 1.0, rotation: float = 0.0) -> QImage:
    """The card alone on a green table, ``scale`` times its size, through a scene like the table's."""
    scene = QGraphicsScene()
    scene.addItem(item)
    item.setPos(0.0, 0.0)
    item.setScale(scale)
    item.setRotation(rotation)
    image = QImage(160, 220, QImage.Format.Format_ARGB32)
    image.fill(QColor(20, 90, 50))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, 160, 220), QRectF(-80, -110, 160, 220))
    painter.end()
    scene.removeItem(item)
    return image


def _mean_difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference per channel (0..255) over the whole image."""
    total = 0
    n = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(p.red() - q.red()) + abs(p.green() - q.green()) + abs(p.blue() - q.blue())
            n += 3
    return total / n


class _VectorCard(CardItem):
    """A card always drawn anew with the card art: what the cached pictures are compared with."""

    @property
    def drawn_from_picture(self) -> bool:
        return False


@pytest.mark.parametrize("scale, rotation", [(1.0, 0.0), (0.8, 15.0), (0.5, -94.2)])
@pytest.mark.parametrize("face_up", [True, False])
@pytest.mark.parametrize("card", ["KH", "10S", "RJ"])
def test_a_card_from_its_picture_looks_as_drawn_anew(
        app: QApplication, card: str, face_up: bool, scale: float, rotation: float) -> None:
    """In flight, and at rest at an odd angle, the card's picture looks as the card art draws it."""
    clear_body_cache()
    exact = _VectorCard(Card.from_str(card), 100.0)
    exact.set_face_up(face_up)
    reference = _render(exact, scale, rotation)
    item = CardItem(Card.from_str(card), 100.0)
    item.set_face_up(face_up)
    at_rest = _render(item, scale, rotation)
    item.set_in_flight(True)
    flying = _render(item, scale, rotation)
    off = max(_mean_difference(reference, at_rest), _mean_difference(reference, flying))
    assert off < 4.0  # of 255, per channel, on average
    if face_up:  # the measure does tell cards apart: another card is much further off
        other = _VectorCard(Card.from_str("3D"), 100.0)
        other.set_face_up(True)
        assert _mean_difference(reference, _render(other, scale, rotation)) > 1.5 * off


def test_a_card_in_flight_paints_from_the_cache_and_does_not_draw_its_face(
        app: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    clear_body_cache()
    item = CardItem(Card.from_str("QS"), 100.0)
    item.set_face_up(True)
    item.set_in_flight(True)
    _render(item, scale=0.9, rotation=10.0)  # the first frame makes the picture
    drawn: list[int] = []
    real = card_item_module.paint_card_face
    monkeypatch.setattr(card_item_module, "paint_card_face", lambda *a, **k: (drawn.append(1), real(*a, **k)))
    for scale, rotation in ((0.85, 12.0), (0.8, 20.0), (0.75, 33.0)):  # later frames of the flight
        _render(item, scale=scale, rotation=rotation)
    assert drawn == []
    item.set_in_flight(False)
    _render(item)
    assert drawn == [1]  # at rest the face is drawn exactly again


def test_in_flight_a_card_keeps_no_qt_cache_and_gets_it_back_at_rest(app: QApplication) -> None:
    item = CardItem(Card.from_str("5C"), 80.0)
    assert item.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    item.set_in_flight(True)
    assert item.drawn_from_picture
    assert item.cacheMode() == QGraphicsItem.CacheMode.NoCache
    item.setRotation(90.0)
    item.set_in_flight(False)
    assert not item.drawn_from_picture
    assert item.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache


def test_a_card_fanned_at_an_odd_angle_is_drawn_from_the_picture_at_rest(
        app: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt redraws an item turned by an odd angle on every frame even with its cache on: such a card
    (an opponent's fanned hand) is drawn from the picture, so its face or back is drawn only once."""
    clear_body_cache()
    item = CardItem(Card.from_str("9H"), 100.0)
    item.setRotation(-94.2)
    item.settle()
    assert item.drawn_from_picture
    assert item.cacheMode() == QGraphicsItem.CacheMode.NoCache
    drawn: list[int] = []
    real = card_item_module.paint_card_back
    monkeypatch.setattr(card_item_module, "paint_card_back", lambda *a, **k: (drawn.append(1), real(*a, **k)))
    for _ in range(5):
        _render(item, scale=0.5, rotation=-94.2)
    assert drawn == [1]


def test_the_animator_marks_a_card_in_flight_until_it_lands(app: QApplication, qtbot: object) -> None:
    animator = Animator(lambda: "normal")
    item = CardItem(Card.from_str("7D"), 80.0)
    scene = QGraphicsScene()
    scene.addItem(item)
    animator.move(item, QPointF(200.0, 100.0), rotation=30.0, scale=0.8)
    assert item.in_flight
    with qtbot.waitSignal(animator.animations_finished, timeout=5000):  # type: ignore[attr-defined]
        pass
    assert not item.in_flight
    assert item.pos() == QPointF(200.0, 100.0)
    # a flight cut short by finish_all (speed set to instant) lands at rest too
    animator.move(item, QPointF(0.0, 0.0))
    assert item.in_flight
    animator.finish_all()
    assert not item.in_flight
    # and one stopped where it is
    animator.move(item, QPointF(50.0, 50.0))
    animator.stop(item)
    assert not item.in_flight


def test_the_body_cache_is_bounded_and_keyed_by_size(app: QApplication) -> None:
    clear_body_cache()
    a = body_pixmap(Card.from_str("AH"), True, DEFAULT_THEME, 80.0, 1.0)
    b = body_pixmap(Card.from_str("AH"), True, DEFAULT_THEME, 80.0, 2.0)
    assert b.width() > a.width() * 1.9
    assert body_pixmap(Card.from_str("AH"), True, DEFAULT_THEME, 80.0, 1.0) is a
    for w in range(300):
        body_pixmap(Card.from_str("3S"), False, DEFAULT_THEME, 20.0 + w, 1.0)
    assert len(card_item_module._body_cache) <= card_item_module._body_cache.size
    image = a.toImage()
    assert image.pixelColor(a.width() // 2, a.height() // 2).alpha() == 255  # the card is opaque
    assert image.pixelColor(0, 0).alpha() == 0  # around it, only the soft shadow on a clear picture


def test_the_cached_felt_follows_a_colour_change_and_a_resize(qtbot: object, tmp_path: object) -> None:
    """The view keeps the felt as a picture; changing the table colour or the window size draws it anew."""
    from ui_helpers import make_window

    from murlan_qt.ui.art.looks import FELTS
    from murlan_qt.ui.table.view import TableView

    window = make_window(tmp_path)  # type: ignore[arg-type]
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1000, 700)
    window.show()
    view = window.findChild(TableView)
    assert view is not None
    assert view.cacheMode() & TableView.CacheModeFlag.CacheBackground

    def corner() -> QColor:
        QApplication.processEvents()
        return view.viewport().grab().toImage().pixelColor(3, 3)

    def drawn_anew() -> QColor:
        """The felt's corner as the scene draws it now, without any cache."""
        image = QImage(8, 8, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        top_left = view.mapToScene(0, 0)
        painter.translate(-top_left.x(), -top_left.y())
        window.scene.drawBackground(painter, QRectF(top_left.x(), top_left.y(), 8, 8))
        painter.end()
        return image.pixelColor(3, 3)

    before = corner()
    window.scene.set_felt(FELTS["red"])
    after = corner()
    assert after.red() > after.green() and after != before
    assert after == drawn_anew()
    width_before = window.scene.table.width
    window.resize(1200, 760)
    QApplication.processEvents()
    assert window.scene.table.width != width_before
    assert corner() == drawn_anew()  # the felt of the new size, not the picture of the old one
    window.controller.shutdown()


def test_an_animator_and_its_cards_collected_after_finish_all_do_not_crash() -> None:
    """A flight that landed, another cut short by finish_all (speed set to instant), then the animator
    and the card collected: this crashed the interpreter while each flight's slot was a closure holding
    its own animation. In a fresh process: a crash there is a failed test, not a dead test run."""
    import subprocess
    import sys
    import textwrap

    code = textwrap.dedent("""
        import gc, os
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtCore import QPointF, QEventLoop, QTimer
        from PySide6.QtWidgets import QApplication, QGraphicsScene
        app = QApplication([])
        from murlan_qt.ui.table.animation import Animator
        from murlan_qt.ui.table.card_item import CardItem
        from murlan_qt.engine.cards import Card

        def flights():
            animator = Animator(lambda: "normal")
            item = CardItem(Card.from_str("7D"), 80.0)
            scene = QGraphicsScene()
            scene.addItem(item)
            animator.move(item, QPointF(200.0, 100.0), rotation=30.0, scale=0.8)
            loop = QEventLoop()
            animator.animations_finished.connect(loop.quit)
            loop.exec()
            animator.move(item, QPointF(0.0, 0.0))
            animator.finish_all()

        flights()
        gc.collect()
        loop = QEventLoop()
        QTimer.singleShot(300, loop.quit)
        loop.exec()
        print("survived")
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "survived" in done.stdout, done.stderr[-2000:]


def test_after_an_action_only_the_cards_that_move_are_placed_again(qtbot: object, tmp_path: object) -> None:
    """Every card used to be placed anew (a dozen Qt calls each) on every action; those lying where they
    are meant to be are left alone, and the table still shows exactly what the engine says."""
    from ui_helpers import make_window

    from murlan_qt.ui.game.controller import MatchConfig

    window = make_window(tmp_path, human_seat=None, size=(1280, 800))  # type: ignore[arg-type]
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    scene = window.scene
    placed: list[int] = []
    real = scene._place

    def counting(*args: object, **kwargs: object) -> None:
        placed.append(1)
        real(*args, **kwargs)  # type: ignore[arg-type]

    scene._place = counting  # type: ignore[method-assign]
    per_action: list[int] = []

    def on_action(_action: object) -> None:
        per_action.append(len(placed))
        placed.clear()
        assert scene.disagreements() == []

    window.controller.action_applied.connect(on_action)
    with qtbot.waitSignal(window.controller.hand_finished, timeout=120_000):  # type: ignore[attr-defined]
        window.start_match(MatchConfig(seed=5))
    later = per_action[2:]  # after the deal and the first plays
    assert later and max(later) < 54 and sum(later) / len(later) < 20
    window.controller.shutdown()
