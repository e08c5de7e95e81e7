"""The Qt user interface, in folders by what the parts are.

The table draws a match from a *table source* (:class:`~murlan_qt.ui.table.source.TableSource`):
the match as one seat sees it, the seat at the bottom, whether it may act, and the signals
a drawing needs. The game's :class:`~murlan_qt.ui.game.controller.GameController` is one
source, the review's :class:`~murlan_qt.ui.review.source.ReviewSource` another; a table
whose moves come from elsewhere is a third, and the scene does not change for it.

The features (aids, learning, the review launcher) get a
:class:`~murlan_qt.ui.game.context.TableContext` and a few callbacks, never the window.
Only :mod:`.app` imports the main window; ``tests/test_layers.py`` holds these rules.

Reading order, from the bottom up:

- :mod:`.settings` (the remembered choices; parts subscribe to the names they show),
  :mod:`.texts` (the words for cards, plays and players), :mod:`.variants` (one entry per
  rules variant: its switch, explanation and words);
- ``game/``: running a match: the controller (a table source), the match's setup, the
  computer players' process and the one service that asks it (a slot per client, a
  deadline on every request), the message line (its one writer and the turn sentences),
  the table context, the player's files;
- ``table/``: the scene and view, card items, zones, labels, animation, narration, and the
  table source they read;
- ``art/``: card faces and backs, the icon, the table's looks, all drawn by our code;
- ``sound/``: the board the table talks to, the synthesizer, the sound process;
- ``aids/``: the hint, the play log, the card tracker, the preview and the reasons' words;
- ``learn/``: the lessons (``lessons.json``) and tutorial, the welcome page, the rules window;
- ``review/``: the hand review: its window and source, the position stepper, the analysis;
- ``dialogs/``: new match, settings, swap, statistics, end of hand, about, file problems;
- ``desktop/``: translations, one instance per data folder, Qt's messages, screens;
- ``checks/``: self-checks of the running game (the GUI thread's stall probe);
- ``window/``: the main window that composes the parts, its menus and bottom bar;
- :mod:`.app`: the start-up (arguments, the application, the window).
"""
