"""Computer partners (docs/rules.md section 7): every level plays for its team; the search scores by team points."""

from __future__ import annotations

import pytest
from ai_helpers import cheap_player

from murlan_qt.ai.normal import normal_choice
from murlan_qt.ai.search import rollout_points
from murlan_qt.ai.teams import TeamBlindPlayer
from murlan_qt.engine import PHASE_PLAY, HandState, Observation, Rules, Situation, classify, parse_cards
from murlan_qt.engine.cards import rank_counts
from murlan_qt.engine.hand import POINTS_BY_PLACE

TEAMS = Rules(teams=True)
ALONE = Rules()
HAND = "AH 4S 6D 8C TS TH QD QC"


def situation(hand: str, top: str | None, top_seat: int, sizes: tuple[int, int, int, int], rules: Rules) -> Situation:
    cards = parse_cards(hand)
    combo = None if top is None else classify(parse_cards(top))
    return Situation.of(0, rank_counts(cards), combo, top_seat, sizes, False, rules)


def test_it_lets_its_partners_winning_play_stand() -> None:
    """Seat 0 beats a 9 with its ace from either opponent, and from seat 2 in the individual game,
    but not its partner's 9."""
    sizes = (8, 10, 10, 10)
    assert normal_choice(situation(HAND, "9S", 2, sizes, TEAMS)) is None
    for seat, rules in ((1, TEAMS), (3, TEAMS), (2, ALONE)):
        play = normal_choice(situation(HAND, "9S", seat, sizes, rules))
        assert play is not None and play.value == parse_cards("AH")[0].rank


def test_its_partner_about_to_go_out_is_no_threat_to_stop() -> None:
    """Alone, a player down to one card is stopped with a 2; a partner down to one card is let be."""
    hand = "4S 4H 2D 8C 9S TH JD QC"
    assert normal_choice(situation(hand, "KH", 2, (8, 10, 1, 10), ALONE)) is not None
    assert normal_choice(situation(hand, "KH", 2, (8, 10, 1, 10), TEAMS)) is None


def test_it_leads_low_what_its_partner_close_to_going_out_can_follow() -> None:
    alone = normal_choice(situation(HAND, None, -1, (8, 10, 1, 10), ALONE))
    helping = normal_choice(situation(HAND, None, -1, (8, 10, 1, 10), TEAMS))
    assert alone is not None and alone.length == 2  # its weakest group
    assert helping is not None and helping.length == 1 and helping.value == parse_cards("4S")[0].rank


@pytest.mark.parametrize("hand", ["4S 6D 8C TS TH QD QC", "4S 5D 6C 7S 9H JD JC KS KH"])
def test_it_blocks_an_opponents_play_it_would_let_pass_alone(hand: str) -> None:
    """Alone it would keep its groups whole and pass; against a team it beats the opponent's 10."""
    sizes = (len(hand.split()), 10, 10, 10)
    assert normal_choice(situation(hand, "TS", 1, sizes, ALONE)) is None
    play = normal_choice(situation(hand, "TS", 1, sizes, TEAMS))
    assert play is not None and play.length == 1


def test_a_playout_of_the_partners_game_scores_the_team() -> None:
    """rollout_points gives seat + partner points (0..5) in the partners game, the seat's alone otherwise."""
    hands = [parse_cards(h) for h in ("3S 4S", "5S 6S 7S", "8S", "9S TS JS")]
    for rules, want in ((TEAMS, POINTS_BY_PLACE), (ALONE, POINTS_BY_PLACE)):
        state = HandState.from_position(hands, turn=0, top=None, top_seat=-1, passed=0, finish=(), rules=rules)
        before = (list(state.finish), state.turn, [set(c) for c in state.cards])
        pts = rollout_points(state, 0)
        assert (list(state.finish), state.turn, [set(c) for c in state.cards]) == before  # state restored
        played = HandState.from_position(hands, turn=0, top=None, top_seat=-1, passed=0, finish=(), rules=rules)
        from murlan_qt.ai.normal import NORMAL_STYLE, SHARP_STYLE
        styles = [SHARP_STYLE, NORMAL_STYLE, NORMAL_STYLE, NORMAL_STYLE]
        while played.phase == PHASE_PLAY:
            played.push(styles[played.turn].choose(played.situation()))
        place = played.finish.index
        expect = want[place(0)] + (want[place(2)] if rules.teams else 0)
        assert pts == expect
    assert 0 <= rollout_points(HandState.from_position(hands, turn=0, top=None, top_seat=-1, passed=0,
                                                       finish=(), rules=TEAMS), 0) <= 5


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_search_levels_do_not_bomb_a_partner_about_to_go_out(level: str) -> None:
    """Seat 2 (the partner) led the red joker and holds one card; seat 0 could take the trick with its
    bomb and go out on its scale. Blind to teams the search bombs (a player down to one card, its
    own first place); playing for the team it lets the partner's joker win, so the partner leads its
    last card and goes out, and seat 0 still comes second: 5 team points rather than 3 or 4."""
    hands = [parse_cards(h) for h in ("5S 5H 5D 5C 9H TD JS QD KH", "3H 4D 6C 8S TC JH QC", "6H",
                                      "3D 4C 6S 8D TH JC QS")]
    state = HandState.from_position(hands, turn=0, top=classify(parse_cards("RJ")), top_seat=2, passed=1,
                                    finish=(), rules=TEAMS)
    obs = Observation.of_hand(state, 0, players=("hard", "hard", "hard", "hard"))
    aware = cheap_player(level, 3, samples=12)
    assert aware.choose_play(obs, 60.0) is None
    blind = TeamBlindPlayer(cheap_player(level, 3, samples=12))
    bomb = blind.choose_play(obs, 60.0)
    assert bomb is not None and bomb.is_bomb
