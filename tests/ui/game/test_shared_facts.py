"""Each fact of the match runner lives in one place (the default names), and its dead code stays gone."""

from __future__ import annotations

from murlan_qt.engine import DEFAULT_PLAYERS
from murlan_qt.ui.game.controller import DEFAULT_NAMES, GameController
from murlan_qt.ui.table import animation as animation


def test_the_default_computer_names_are_the_engines() -> None:
    assert tuple(p.name for p in DEFAULT_PLAYERS[1:]) == DEFAULT_NAMES


def test_dead_ui_code_is_gone() -> None:
    """Nothing used these: the controller's data_dir, the animations_started signal."""
    assert "data_dir" not in GameController.__init__.__code__.co_varnames
    assert not hasattr(animation.Animator, "animations_started")
