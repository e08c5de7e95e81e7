"""The table view in the accessibility tree: the scene's hand, trick, seats and scores as virtual children.

A :class:`~PySide6.QtWidgets.QGraphicsScene`'s items have no accessibility of their own, so the view's
interface (:class:`TableViewAccessible`, made by the factory that :func:`install` puts in place) shows
what the scene shows as nodes: the hand (a list of cards), the trick (a list of plays), the seats, the
scores and the turn. :class:`TableTree` builds those nodes from the table source, keeps one interface per
node for as long as the view lives (a screen reader keeps referring to them by id), and after every change
of the match tells the screen reader what changed: names, states, the focused card, the lists' children.
The widgets the view holds (the welcome page, the end-of-hand panel) follow the nodes among its children.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QScrollBar, QWidget

from ...engine import Card
from ..table.source import TableSource
from ..table.view import TableView
from ..texts import describe_combo
from .words import action_text, card_name, cards_left, score_text, seat_text, target_text, turn_text

translate = QCoreApplication.translate

Role = QAccessible.Role
Text = QAccessible.Text

#: the states a node may have (a frozenset of these names is compared to tell what changed)
STATE_NAMES = ("focusable", "focused", "selectable", "selected", "multiSelectable", "disabled", "invisible")


@dataclass(frozen=True)
class NodeData:
    """What one node shows now."""

    role: QAccessible.Role
    name: str
    description: str = ""
    value: str = ""
    states: frozenset[str] = frozenset()
    children: tuple[str, ...] = ()
    #: the card this node is (its place on screen is the card's), or None
    card: int | None = None


@dataclass
class Snapshot:
    """Every node of the table now, by key, and the keys of the view's own children in order."""

    nodes: dict[str, NodeData] = field(default_factory=dict)
    top: tuple[str, ...] = ()
    focused: str | None = None


def _status(source: TableSource, seat: int) -> str | None:
    """A seat's status and turn clock as its plate shows them (a network table), in one phrase."""
    parts = [p for p in (source.seat_status(seat), source.seat_clock(seat)) if p]
    return ", ".join(parts) or None


def table_snapshot(view: TableView) -> Snapshot:
    """The nodes of the table as the view's scene and its source show them."""
    scene = view.table_scene
    source = scene.source
    m = source.match
    snap = Snapshot()
    nodes = snap.nodes
    if m is None:
        nodes["hand"] = NodeData(Role.List, translate("Access", "Your hand"), states=frozenset({"invisible"}))
        snap.top = ("hand",)
        return snap
    hand = m.hand
    me = source.human_seat
    awaiting = source.is_awaiting_human
    # the hand: shown for the bottom seat (the review shows whoever sits there)
    order = scene.human_hand_order()
    keys = []
    may_select = not source.is_read_only
    for i, c in enumerate(order):
        key = f"card:{int(c)}"
        states = {"focusable"} | ({"selectable"} if may_select else set())
        if c in scene.selected:
            states.add("selected")
        if i == scene.focus_index and view.hasFocus():
            states.add("focused")
            snap.focused = key
        description = translate("Access", "received in the swap") if c in scene.marked_cards else ""
        nodes[key] = NodeData(Role.ListItem, card_name(c), description, states=frozenset(states), card=int(c))
        keys.append(key)
    hand_states = {"focusable"} | ({"multiSelectable"} if may_select else set())
    nodes["hand"] = NodeData(Role.List, translate("Access", "Your hand"), value=cards_left(len(order)),
                             states=frozenset(hand_states), children=tuple(keys))
    # the trick: one item per action, in order
    trick = hand.trick_actions()
    trick_keys = []
    for i, a in enumerate(trick):
        key = f"trick:{i}"
        nodes[key] = NodeData(Role.ListItem, action_text(m, a))
        trick_keys.append(key)
    top = next((a for a in reversed(trick) if a.combo is not None), None)
    nodes["trick"] = NodeData(
        Role.List, translate("Access", "On the table"),
        value=describe_combo(top.combo) if top is not None and top.combo is not None
        else translate("Access", "nothing"), children=tuple(trick_keys))
    # the seats, the turn, the scores
    thinking = getattr(scene, "_thinking_seat", -1)
    seat_keys = []
    for seat in range(4):
        key = f"seat:{seat}"
        nodes[key] = NodeData(Role.ListItem, seat_text(m, seat, me, awaiting_me=awaiting, thinking=seat == thinking,
                                                       note=source.seat_note(seat), status=_status(source, seat)))
        seat_keys.append(key)
    nodes["seats"] = NodeData(Role.List, translate("Access", "Players"), children=tuple(seat_keys))
    nodes["turn"] = NodeData(Role.StaticText, turn_text(m, me, awaiting_me=awaiting)
                             or translate("Access", "Waiting."))
    score_keys = []
    for seat in range(4):
        key = f"score:{seat}"
        nodes[key] = NodeData(Role.ListItem, score_text(m, seat))
        score_keys.append(key)
    nodes["target"] = NodeData(Role.StaticText, target_text(m))
    nodes["scores"] = NodeData(Role.List, translate("Access", "Scores"), value=target_text(m),
                               children=(*score_keys, "target"))
    snap.top = ("turn", "hand", "trick", "seats", "scores")
    return snap


class TableNode(QAccessibleInterface):
    """One node of the table: it reads its data from the tree each time it is asked."""

    def __init__(self, tree: TableTree, key: str) -> None:
        super().__init__()
        self.tree = tree
        self.key = key

    def _data(self) -> NodeData | None:
        return self.tree.snapshot().nodes.get(self.key)

    def isValid(self) -> bool:  # noqa: N802 - Qt API
        return self.tree.view is not None and self._data() is not None

    def object(self) -> QObject | None:
        return None

    def window(self) -> QWindow | None:
        view = self.tree.view
        return view.window().windowHandle() if view is not None else None

    def relations(self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations) -> list:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802 - Qt API
        snap = self.tree.snapshot()
        data = self._data()
        if data is not None and snap.focused in data.children:
            return self.tree.node(snap.focused)
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802 - Qt API
        data = self._data()
        for key in reversed(data.children if data is not None else ()):
            node = self.tree.node(key)
            if node.rect().contains(x, y):
                return node
        return None

    def parent(self) -> QAccessibleInterface | None:
        return self.tree.parent_of(self.key)

    def child(self, index: int) -> QAccessibleInterface | None:
        data = self._data()
        if data is None or not 0 <= index < len(data.children):
            return None
        return self.tree.node(data.children[index])

    def childCount(self) -> int:  # noqa: N802 - Qt API
        data = self._data()
        return len(data.children) if data is not None else 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        data = self._data()
        key = getattr(child, "key", None)
        if data is None or key not in data.children:
            return -1
        return data.children.index(key)

    def text(self, t: QAccessible.Text) -> str:
        data = self._data()
        if data is None:
            return ""
        if t == Text.Name:
            return data.name
        if t == Text.Description:
            return data.description
        if t == Text.Value:
            return data.value
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:  # noqa: N802 - Qt API
        """The table's texts are the match's: nothing to set."""

    def rect(self) -> QRect:
        return self.tree.rect_of(self.key)

    def role(self) -> QAccessible.Role:
        data = self._data()
        return data.role if data is not None else Role.NoRole

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        data = self._data()
        for name in data.states if data is not None else ("invisible",):
            setattr(state, name, True)
        return state


class TableViewAccessible(QAccessibleWidget):
    """The table view: its children are the table's nodes, then the widgets it holds (welcome, panels)."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, Role.Pane, translate("Access", "Card table"))
        self.view = view
        self.tree = tree_of(view)

    def _widgets(self) -> list[QWidget]:
        """The panels the view holds (on the view or its viewport) and shows, in the order they were made."""
        view = self.view
        skipped = {view.viewport(), view.horizontalScrollBar().parentWidget(), view.verticalScrollBar().parentWidget()}
        out = []
        for holder in (view, view.viewport()):
            for w in holder.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
                if w in skipped or isinstance(w, QScrollBar) or w.isWindow() or not w.isVisible():
                    continue
                out.append(w)
        return out

    def _kids(self) -> list[QAccessibleInterface]:
        kids: list[QAccessibleInterface] = [self.tree.node(k) for k in self.tree.snapshot().top]
        for w in self._widgets():
            iface = QAccessible.queryAccessibleInterface(w)
            if iface is not None:
                kids.append(iface)
        return kids

    def childCount(self) -> int:  # noqa: N802 - Qt API
        return len(self._kids())

    def child(self, index: int) -> QAccessibleInterface | None:
        kids = self._kids()
        return kids[index] if 0 <= index < len(kids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        key = getattr(child, "key", None)
        top = self.tree.snapshot().top
        if key in top:
            return top.index(key)
        obj = child.object() if child is not None else None
        widgets = self._widgets()
        if obj in widgets:
            return len(top) + widgets.index(obj)  # type: ignore[arg-type]
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802 - Qt API
        focused = self.tree.snapshot().focused
        if focused is not None:
            return self.tree.node(focused)
        return super().focusChild()

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return self.view.accessibleName() or translate("Access", "Card table")
        if t == Text.Description:
            return translate("Access", "Arrows move among your cards, Space selects, Enter plays, P passes.")
        return super().text(t)


class TableTree(QObject):
    """The table's nodes for one view: built from the source, refreshed as the match moves."""

    #: an accessibility event was sent: its type and the name of the node it is about (for logs and tests)
    event_sent = Signal(object, str)

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view: TableView | None = view
        self._snap = table_snapshot(view)
        self._stale = False
        self._nodes: dict[str, TableNode] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.refresh)
        view.destroyed.connect(self._on_view_gone)
        scene = view.table_scene
        s = scene.source
        for signal in (s.match_started, s.position_shown, s.hand_started, s.action_applied, s.swap_applied,
                       s.turn_changed, s.human_turn_started, s.ai_thinking_started, s.player_went_out,
                       s.trick_won, s.hand_finished, s.match_finished, scene.selection_changed):
            signal.connect(self.changed)
        scene.card_focus_moved.connect(self._focus_moved)

    def changed(self, *_args: object) -> None:
        """Something on the table changed: the nodes are read again (once, after the burst of signals).

        With no assistive technology listening (:meth:`QAccessible.isActive` false) nothing is read until
        someone asks for a node: the table is not described to nobody on every action."""
        self._stale = True
        if QAccessible.isActive():
            self._timer.start(0)

    def _focus_moved(self) -> None:
        """At once while someone listens: the focus is read as the arrow is pressed."""
        if QAccessible.isActive():
            self.refresh()
        else:
            self._stale = True

    def snapshot(self) -> Snapshot:
        if self._stale:
            self.refresh()
        return self._snap

    def node(self, key: str) -> TableNode:
        node = self._nodes.get(key)
        if node is None:
            node = self._nodes[key] = TableNode(self, key)
            QAccessible.registerAccessibleInterface(node)  # the tree keeps it: a screen reader refers to it by id
        return node

    def parent_of(self, key: str) -> QAccessibleInterface | None:
        snap = self._snap
        if key in snap.top:
            return QAccessible.queryAccessibleInterface(self.view) if self.view is not None else None
        for other, data in snap.nodes.items():
            if key in data.children:
                return self.node(other)
        return None

    def rect_of(self, key: str) -> QRect:
        view = self.view
        data = self._snap.nodes.get(key)
        if view is None or data is None:
            return QRect()
        if data.card is not None:
            item = view.table_scene.cards[Card(data.card)]
            shown = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            return QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())
        return QRect(view.mapToGlobal(view.rect().topLeft()), view.size())

    def refresh(self) -> None:
        """Read the table again and tell the screen reader what changed."""
        view = self.view
        if view is None:
            return
        self._stale = False
        old, new = self._snap, table_snapshot(view)
        self._snap = new
        if old.top != new.top:
            self._send_object(QAccessible.Event.ObjectReorder, "")
        for key, data in new.nodes.items():
            before = old.nodes.get(key)
            if before is None:
                continue
            if before.children != data.children:
                self._send(key, QAccessible.Event.ObjectReorder)
            if before.name != data.name:
                self._send(key, QAccessible.Event.NameChanged)
            if before.description != data.description:
                self._send(key, QAccessible.Event.DescriptionChanged)
            if before.value != data.value:
                self._send(key, QAccessible.Event.ValueChanged)
            if before.states != data.states:
                self._send_states(key, before.states ^ data.states)
        if new.focused is not None and new.focused != old.focused:
            self._send(new.focused, QAccessible.Event.Focus)

    def _send(self, key: str, kind: QAccessible.Event) -> None:
        event = QAccessibleEvent(self.node(key), kind)
        QAccessible.updateAccessibility(event)
        self.event_sent.emit(kind, self._snap.nodes[key].name)

    def _send_states(self, key: str, changed: frozenset[str]) -> None:
        state = QAccessible.State()
        for name in changed:
            setattr(state, name, True)
        event = QAccessibleStateChangeEvent(self.node(key), state)
        QAccessible.updateAccessibility(event)
        self.event_sent.emit(QAccessible.Event.StateChanged, self._snap.nodes[key].name)

    def _send_object(self, kind: QAccessible.Event, name: str) -> None:
        if self.view is not None:
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, kind))
            self.event_sent.emit(kind, name)

    def _on_view_gone(self) -> None:
        self.view = None
        self._timer.stop()
        for node in self._nodes.values():
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(node))
        self._nodes.clear()
        _trees.pop(id(self), None)


#: the tree of every table view, by the view (a view's tree lives as long as the view)
_trees: dict[int, TableTree] = {}


def tree_of(view: TableView) -> TableTree:
    """The view's tree, made on first use."""
    tree = view.findChild(TableTree)
    if tree is None:
        tree = TableTree(view)
        _trees[id(tree)] = tree
    return tree


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, TableView):
        return TableViewAccessible(obj)
    return None


_installed: list[Callable[[str, QObject], QAccessibleInterface | None]] = []


def install() -> None:
    """Put the table's accessibility in place (once for the application)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(_factory)
