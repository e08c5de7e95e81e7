"""A third table source, whose moves arrive from outside (as a network table's would), drives the real scene.

Nothing of the scene is changed or reached into: the source is built on
:class:`TableSource` alone, holds its own copy of the match and applies each
action it is told of with the engine, then emits what the table needs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from murlan_qt.engine import Card, MatchState, Player
from murlan_qt.engine.rules import DEFAULT_RULES
from murlan_qt.ui.table.animation import Animator
from murlan_qt.ui.table.scene import TableScene
from murlan_qt.ui.table.source import TableSource
from murlan_qt.ui.table.view import TableView

PLAYERS = (Player("Ana", "human"), Player("Besa", "ai", "normal"), Player("Dita", "ai", "normal"),
           Player("Gent", "ai", "normal"))


class FedSource(TableSource):
    """A table whose actions come from elsewhere: it is told each action and the winner of each trick."""

    def __init__(self, seed: int, *, seat: int | None, read_only: bool = False) -> None:
        super().__init__()
        self.match = MatchState(seed, DEFAULT_RULES, PLAYERS)
        self.human_seat = seat
        self._read_only = read_only
        self.awaiting = False
        self.requests: list[list[int] | None] = []  # what the table asked to play (None: a pass)

    @property
    def is_read_only(self) -> bool:
        return self._read_only

    @property
    def is_awaiting_human(self) -> bool:
        return self.awaiting

    def human_play(self, cards: Sequence[int]) -> bool:
        # a read-only table must not even ask: the scene refuses the gesture (this records any request)
        if not self.can_human_play():
            return False
        self.requests.append(list(cards))
        return False  # the server answers later; until then the cards go back into the hand

    def human_pass(self) -> bool:
        if not self.can_human_play():
            return False
        self.requests.append(None)
        return False

    def receive(self, seat: int, cards: list[int] | None, trick_won_by: int | None) -> None:
        """An action as the server tells it, with the trick's winner when the action ended a trick."""
        assert self.match is not None
        if cards is None:
            self.match.pass_turn(seat)
        else:
            self.match.play(seat, cards)
        self.action_applied.emit(self.match.hand.actions[-1])
        if trick_won_by is not None:
            self.trick_won.emit(trick_won_by)
        self.turn_changed.emit(self.match.hand.turn)


def _server_moves(seed: int, count: int) -> list[tuple[int, list[int] | None, int | None]]:
    """What an authoritative server would send: ``count`` actions of a seeded hand, with trick winners."""
    m = MatchState(seed, DEFAULT_RULES, PLAYERS)
    rng = random.Random(seed)
    out: list[tuple[int, list[int] | None, int | None]] = []
    for _ in range(count):
        hand = m.hand
        if hand.is_over:
            break
        seat = hand.turn
        plays = hand.legal_plays()
        if hand.can_pass() and (not plays or rng.random() < 0.4):
            cards: list[int] | None = None
            m.pass_turn(seat)
        else:
            cards = [int(c) for c in hand.cards_for(rng.choice(plays))]
            m.play(seat, cards)
        ended = m.hand.trick_start == len(m.hand.actions) and not m.hand.is_over
        out.append((seat, cards, m.hand.last_trick_winner if ended else None))
    return out


def _table(source: TableSource) -> tuple[TableScene, TableView]:
    animator = Animator(lambda: "instant")
    scene = TableScene(source, animator)
    view = TableView(scene)
    view.resize(1100, 760)
    view.show()
    QApplication.processEvents()
    scene.sync(animate=False)
    return scene, view


def _click(view: TableView, scene: TableScene, card: Card, kind: QEvent.Type) -> None:
    item = scene.cards[card]
    r = item.mapRectToScene(item.card_rect())
    pos: QPoint = view.mapFromScene(QPointF(r.left() + min(r.width() * 0.22, 14.0), r.center().y()))
    viewport = view.viewport()
    for k in ((QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick) if kind == QEvent.Type.MouseButtonDblClick
              else (kind,)):
        buttons = Qt.MouseButton.LeftButton
        event = QMouseEvent(k, QPointF(pos), QPointF(viewport.mapToGlobal(pos)), Qt.MouseButton.LeftButton, buttons,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)
    release = QMouseEvent(QEvent.Type.MouseButtonRelease, QPointF(pos), QPointF(viewport.mapToGlobal(pos)),
                          Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, release)


@pytest.mark.parametrize("seed", [3, 11])
def test_actions_from_outside_land_where_the_engine_says(qtbot: object, seed: int) -> None:
    source = FedSource(seed, seat=0)
    scene, view = _table(source)
    moves = _server_moves(seed, 40)
    tricks = 0
    for seat, cards, winner in moves:
        source.receive(seat, cards, winner)
        QApplication.processEvents()
        assert scene.disagreements() == []
        if winner is not None:
            tricks += 1
            assert scene.trick_cards() == set()  # the won trick was swept off the table
    assert tricks > 0
    assert len(source.match.hand.actions) == len(moves)  # type: ignore[union-attr]
    view.close()


def test_the_won_trick_goes_to_the_winner_the_source_names(qtbot: object) -> None:
    """The scene sends a won trick's cards towards the seat the source names, not one it works out."""
    seed = 5
    source = FedSource(seed, seat=0)
    scene, view = _table(source)
    moves = _server_moves(seed, 60)
    k = next(i for i, (_s, _c, w) in enumerate(moves) if w is not None)
    for seat, cards, winner in moves[: k + 1]:
        source.receive(seat, cards, winner)
    QApplication.processEvents()
    hand = source.match.hand  # type: ignore[union-attr]
    won = [c for a in hand.actions[: hand.trick_start] for c in a.cards or ()]
    winner = moves[k][2]
    assert winner is not None
    gone = scene.table.off_table(winner)
    for c in won:
        assert scene.cards[c].pos() == gone  # swept towards the winner's seat
    # a source naming another winner sends the cards elsewhere: the scene takes the source's word
    other = (winner + 1) % 4
    source.trick_winner = lambda: other  # type: ignore[method-assign]
    scene.sync(animate=False)
    assert all(scene.cards[c].pos() == scene.table.off_table(other) for c in won)
    view.close()


def test_the_bottom_seat_may_act_only_when_the_source_says_so(qtbot: object) -> None:
    seed = 3
    source = FedSource(seed, seat=0)
    scene, view = _table(source)
    hand = source.match.hand  # type: ignore[union-attr]
    # play on until the bottom seat is on turn
    for seat, cards, winner in _server_moves(seed, 60):
        if hand.turn == 0:
            break
        source.receive(seat, cards, winner)
    assert hand.turn == 0
    mine = hand.hand_of(0)
    scene.toggle_selected(mine[0])
    assert scene.play_selected() is False and source.requests == []  # not awaited: nothing is asked
    source.awaiting = True
    scene.play_selected()
    assert source.requests == [[int(mine[0])]]
    assert scene.disagreements() == []  # refused for now: the card went back into the hand
    view.close()


def test_a_read_only_source_refuses_double_clicks_and_drags(qtbot: object) -> None:
    seed = 3
    source = FedSource(seed, seat=0, read_only=True)
    source.awaiting = True
    scene, view = _table(source)
    hand = source.match.hand  # type: ignore[union-attr]
    for seat, cards, winner in _server_moves(seed, 60):
        if hand.turn == 0:
            break
        source.receive(seat, cards, winner)
    card = hand.hand_of(0)[-1]
    before = scene.cards[card].pos()
    _click(view, scene, card, QEvent.Type.MouseButtonDblClick)
    _click(view, scene, card, QEvent.Type.MouseButtonPress)
    QApplication.processEvents()
    assert source.requests == [] and scene.selected == set()
    assert scene.cards[card].pos() == before and scene.disagreements() == []
    view.close()
