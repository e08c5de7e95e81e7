"""The view of the table: the scene is laid out anew for the view's size."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..desktop.screen_fit import MIN_TABLE
from .scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table at any window size, from its minimum (MIN_TABLE) to full screen."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # only what changed is painted again (every item paints inside its bounding rectangle): a card in
        # flight costs the area it crosses, not the whole table
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        # the felt is drawn once per size and colour (the scene invalidates it then), not on every frame
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(MIN_TABLE)  # the smallest table that stays playable and readable
        self.setAccessibleName(self.tr("Card table"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:  # the view's name and the table's labels
            self.setAccessibleName(self.tr("Card table"))
            self.table_scene.refresh_labels()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table_scene.set_size(size.width(), size.height())
        self.setSceneRect(self.table_scene.sceneRect())
        self.centerOn(self.table_scene.sceneRect().center())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # arrows would scroll the view: the table takes them for the focus among the cards
        self.table_scene.keyPressEvent(event)
        if not event.isAccepted():
            super().keyPressEvent(event)
