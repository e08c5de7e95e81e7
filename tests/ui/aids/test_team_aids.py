"""The partners game in the play log and the tracker: each seat's row in its team's colour, the partner named as
such; the tracker's two team lines, the player's own first, with the cards each player holds."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from murlan_qt.ai import make_player, player_seed, take_turn
from murlan_qt.engine import MatchState, Player, Rules, partner_of, team_of
from murlan_qt.ui.aids.play_log import INDENT, PlayLogPanel
from murlan_qt.ui.aids.tracker import TrackerPanel

NAMES = ("You", "Arta", "Besnik", "Drita")
PLAYERS = (Player("You", "human"), Player("Arta", "ai", "greedy"), Player("Besnik", "ai", "greedy"),
           Player("Drita", "ai", "greedy"))


def _played(seed: int, rules: Rules, actions: int, players: tuple[Player, ...] = PLAYERS) -> MatchState:
    """A match of ``rules`` after ``actions`` actions of seeded greedy players (within its first hand)."""
    match = MatchState(seed, rules, players=players)
    players = {s: make_player("greedy", player_seed(seed, s)) for s in range(4)}
    while len(match.hand.actions) < actions and not match.hand.is_over:
        take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
    return match


def _seat_of_row(text: str, names: tuple[str, ...], me: int | None) -> int:
    """The seat a log row of a play, a pass or a going out is about (by the name it starts with)."""
    body = text.removeprefix(INDENT)
    if body.startswith("You"):
        assert me is not None
        return me
    return next(s for s, name in enumerate(names) if body.startswith(name))


@pytest.mark.parametrize("me", [0, 1, None], ids=["seat 0", "seat 1", "no seat"])
def test_the_log_marks_every_seats_row_with_its_team_and_names_the_partner(qtbot: QtBot, me: int | None) -> None:
    names = ("Ana", "Arta", "Besnik", "Drita")  # the log says "You" for the seat it is read from only
    match = _played(4, Rules(teams=True), 24, tuple(Player(n, "ai", "greedy") for n in names))
    panel = PlayLogPanel()
    qtbot.addWidget(panel)
    panel.refresh(match, me)
    rows = list(zip(panel.row_texts(), panel.row_teams(), strict=True))
    seat_rows = [(text, team) for text, team in rows if text.startswith(INDENT)]
    assert len(seat_rows) >= 20
    seen = set()
    for text, team in seat_rows:
        seat = _seat_of_row(text, names, me)
        seen.add(seat)
        assert team == team_of(seat), text
        # the partner is named so in the words too (a screen reader, a colour-blind player); nobody else
        assert ("(partner)" in text) == (me is not None and seat == partner_of(me)), text
    assert seen == {0, 1, 2, 3}
    assert all(team is None for text, team in rows if not text.startswith(INDENT))  # headings, the swap


def test_the_individual_game_has_no_team_marks_in_the_log(qtbot: QtBot) -> None:
    match = _played(4, Rules(), 24)
    panel = PlayLogPanel()
    qtbot.addWidget(panel)
    panel.refresh(match, 0)
    assert panel.row_teams() and all(team is None for team in panel.row_teams())
    assert not any("(partner)" in text for text in panel.row_texts())


def test_a_kept_up_log_shows_the_team_marks_a_new_log_shows(qtbot: QtBot) -> None:
    match = MatchState(9, Rules(teams=True), players=PLAYERS)
    players = {s: make_player("greedy", player_seed(9, s)) for s in range(4)}
    panel = PlayLogPanel()
    qtbot.addWidget(panel)
    while not match.hand.is_over:
        panel.refresh(match, 0)
        take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
    panel.refresh(match, 0)
    fresh = PlayLogPanel()
    qtbot.addWidget(fresh)
    fresh.refresh(match, 0)
    assert panel.row_teams() == fresh.row_teams() and panel.row_texts() == fresh.row_texts()


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_the_tracker_shows_the_two_teams_the_players_own_first_with_their_cards(qtbot: QtBot, seat: int) -> None:
    match = _played(6, Rules(teams=True), 9)
    names = list(NAMES)
    panel = TrackerPanel()
    qtbot.addWidget(panel)
    panel.refresh(match, seat)
    n = [len(match.hand.cards[s]) for s in range(4)]
    own, other = team_of(seat), 1 - team_of(seat)
    partner = partner_of(seat)
    a, b = (1, 3) if other == 1 else (0, 2)
    assert panel.team_texts() == [
        (own, f"Your team, cards left: {names[seat]} {n[seat]} \u00b7 {names[partner]} {n[partner]}"),
        (other, f"The other team, cards left: {names[a]} {n[a]} \u00b7 {names[b]} {n[b]}"),
    ]
    assert len(set(n)) > 1  # the counts are the seats' own, not one number for all


def test_the_tracker_follows_the_teams_cards_and_shows_no_teams_in_the_individual_game(qtbot: QtBot) -> None:
    match = _played(6, Rules(teams=True), 4)
    players = {s: make_player("greedy", player_seed(6, s)) for s in range(4)}
    panel = TrackerPanel()
    qtbot.addWidget(panel)
    panel.refresh(match, 0)
    before = panel.team_texts()
    actions = len(match.hand.actions)
    while all(a.cards is None for a in match.hand.actions[actions:]):  # on to the next play
        take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
    player = match.hand.actions[-1].seat
    panel.refresh(match, 0)
    after = panel.team_texts()
    line = after[0 if team_of(player) == 0 else 1][1]
    assert after != before and f"{NAMES[player]} {len(match.hand.cards[player])}" in line
    panel.refresh(_played(6, Rules(), 4), 0)
    assert panel.team_texts() == []
