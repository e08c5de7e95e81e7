"""The partners game at the table: New match offers it, the plates and score board show the teams, the
end-of-hand panel the team totals and the target; the Host a table dialog offers it too."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.engine import MatchState, Rules, team_totals
from murlan_qt.net.protocol import ProtocolError, parse_rules
from murlan_qt.ui.dialogs.end_panels import EndPanel
from murlan_qt.ui.dialogs.new_match_dialog import NewMatchDialog
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.texts import TEAM_COLOURS, team_name

WAIT_MS = 60_000


def test_new_match_offers_partners_and_starts_a_team_match(qtbot: QtBot, tmp_path: Path) -> None:
    d = NewMatchDialog(MatchConfig())
    qtbot.addWidget(d)
    box = d.variant_boxes["teams"]
    assert box.text() == "Pa&rtners (2 against 2)" and not box.isChecked()
    box.setChecked(True)
    config = d.config()
    assert config.rules.teams
    window = make_window(tmp_path, size=(1280, 800))
    qtbot.addWidget(window)
    window.start_match(config)
    m = window.controller.match
    assert m is not None and m.rules.teams and m.target == 41
    board = window.scene.scoreboard
    assert [r[0] for r in board.rows] == [team_name(m.players, 0), team_name(m.players, 1)]
    assert board.rows[0][0].startswith("You & ")  # the player's team, the player named first
    assert board.colours == list(TEAM_COLOURS) and board.heading == "Target 41"
    colours = [p.team_colour for p in window.scene.plates]
    assert colours[0] == colours[2] == QColor(TEAM_COLOURS[0]) and colours[1] == colours[3] == QColor(TEAM_COLOURS[1])
    window.start_match(MatchConfig())  # the individual game: no teams shown
    assert all(p.team_colour is None for p in window.scene.plates) and len(window.scene.scoreboard.rows) == 4
    window.controller.shutdown()


@pytest.mark.parametrize("totals", [None, [20, 15, 19, 15]], ids=["hand", "match"])
def test_the_end_panel_shows_the_team_totals_and_target(qtbot: QtBot, tmp_path: Path,
                                                         totals: list[int] | None) -> None:
    window = make_window(tmp_path, human_seat=None, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    match = MatchState(5, Rules(teams=True))
    if totals is not None:
        match.totals = totals
    window.controller.continue_match(match)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(), timeout=WAIT_MS)
    panel = window.summary
    assert isinstance(panel, EndPanel)
    m = window.controller.match
    assert m is not None
    by_team = team_totals(m.totals)
    text = panel.teams_label.text()
    assert panel.teams_label.isVisible()
    for t in (0, 1):
        assert f"{team_name(m.players, t).replace('&', '&amp;')}: +{team_totals(m.results[-1].points)[t]}, " \
               f"{by_team[t]}" in text
        assert TEAM_COLOURS[t] in text
    if totals is None:
        assert panel.target_label.text() == "The first team to reach 41 points wins the match."
        assert panel.headline.text().startswith("Hand 1: ")
    else:
        assert m.result is not None
        assert panel.target_label.text() == "Final scores. The target was 41."
        if m.result.team is not None:
            a, b = team_name(m.players, m.result.team).split(" & ")
            assert panel.headline.text() == f"{a} and {b} win the match!"
            assert by_team[m.result.team] >= 41
        else:
            assert panel.headline.text() == "The match ends in a tie between the two teams"
    window.controller.shutdown()


def test_a_network_table_offers_the_partners_game_as_the_new_match_dialog_does(qtbot: QtBot) -> None:
    from murlan_qt.ui.net.dialogs import HostDialog
    from murlan_qt.ui.variants import variants

    d = HostDialog("Ana", Rules(), "normal")
    qtbot.addWidget(d)
    box = d.variant_boxes["teams"]
    teams = next(v for v in variants() if v.option == "teams")
    assert box.text() == teams.name and "artners (2 against 2)" in box.text().replace("&", "")
    assert not box.isChecked()
    box.setChecked(True)
    d._accept()
    assert d.choice is not None and d.choice.rules.teams
    assert parse_rules({"teams": True}) == Rules(teams=True)
    assert parse_rules({"teams": False}) == Rules()
    with pytest.raises(ProtocolError, match="true or false"):
        parse_rules({"teams": 1})


def test_a_hand_after_a_3_3_hand_says_there_is_no_swap(qtbot: QtBot) -> None:
    import random

    from murlan_qt.ui.game.message_line import hand_start_sentence

    rng = random.Random(1)
    match = MatchState(3, Rules(teams=True))
    while True:  # random play until a hand ends with first and last partners
        hand = match.hand
        while not hand.is_over:
            plays = hand.legal_plays()
            if hand.can_pass() and (not plays or rng.random() < 0.3):
                match.pass_turn(hand.turn)
            else:
                match.play(hand.turn, hand.cards_for(rng.choice(plays)))
        assert not match.is_over
        three_three = team_totals(match.results[-1].points) == (3, 3)
        match.start_next_hand()
        if three_three:
            break
        while match.hand.phase in ("swap_last", "swap_first"):
            h = match.hand
            (h.give_by_last if h.phase == "swap_last" else h.give_by_first)(
                (h.swap_last_options() or h.swap_first_options())[0])
    hand = match.hand
    assert hand.swap is not None and hand.swap.partners
    leader = hand.turn
    said = hand_start_sentence(match, len(match.hands) - 1, 0)
    name = "You" if leader == 0 else match.players[leader].name
    if leader == 0:
        assert said == "No swap this hand: first and last place were partners. You hold the 3\u2660 and lead."
    else:
        assert said == f"No swap this hand: first and last place were partners. {name} holds the 3\u2660 and leads."
