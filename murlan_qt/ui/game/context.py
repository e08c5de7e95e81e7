"""What a feature of the table (the aids, the hint, the lessons, the review launcher) is given.

A feature never sees the main window: it gets a :class:`TableContext` (the controller, the scene,
the animator, the settings, the message line, the button bar, the player's data and the table's mode)
and, apart, the few callbacks it needs. ``host`` is the plain Qt main window the feature docks its
panels in and adds its shortcuts to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QMainWindow, QPushButton, QWidget

if TYPE_CHECKING:
    from ..settings import Settings
    from ..table.animation import Animator
    from ..table.scene import TableScene
    from .controller import GameController
    from .message_line import MessageLine
    from .player_data import PlayerData


class TableMode(Enum):
    """What the table is used for now."""

    PLAY = "play"
    TUTORIAL = "tutorial"
    REVIEW = "review"


class ButtonBar(Protocol):
    """The row of buttons under the table (Play and Pass, and the features' own buttons)."""

    @property
    def play_button(self) -> QPushButton: ...

    @property
    def pass_button(self) -> QPushButton: ...

    def add_button(self, button: QWidget, before: QWidget | None = None) -> None:
        """Put ``button`` in the row: just before ``before``, or first of the buttons (None)."""
        ...


@dataclass(frozen=True)
class TableContext:
    """The table as its features see it; ``mode`` says what the table is used for at the moment."""

    host: QMainWindow
    controller: GameController
    scene: TableScene
    animator: Animator
    settings: Settings
    message: MessageLine
    buttons: ButtonBar
    data: PlayerData | None
    mode: Callable[[], TableMode]
