"""A network table can be a team table (issue 30): the partners game over the protocol, on a real server.

Four real headless clients on the loopback play whole team matches: every seat's view names the teams
(its team, its partner, the team totals and the team target), no seat sees a card of another seat's hand,
its partner's included, and the records pass ``murlan-check``. The server's computer players play for
their team.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest
from net_helpers import close_all, fast_config, run, running_server, seated_table, write_record
from test_secrecy import leaks

from murlan_qt.engine import HandState, MatchState, Player, Rules, from_record, parse_cards, team_totals
from murlan_qt.engine.cards import NUM_CARDS
from murlan_qt.engine.record import MatchSnapshot, to_record
from murlan_qt.net.ai_runner import AIRunner
from murlan_qt.net.client import HeadlessClient
from murlan_qt.tools import check

TEAMS = {"teams": True}


def _team_match(tmp_path: Path, seed: int) -> tuple[list[HeadlessClient], dict[str, Any]]:
    async def go() -> tuple[list[HeadlessClient], dict[str, Any]]:
        async with running_server(fast_config(tmp_path / "server", fixed_seed=seed)) as server:
            code, clients = await seated_table(server, rules=TEAMS)
            await clients[0].start()
            await asyncio.gather(*(c.bot(seed=seed * 10 + i) for i, c in enumerate(clients)))
            for c in clients:
                await c.resync()  # a snapshot after the end is checked too
            await close_all(clients)
            record = clients[0].view.record
            assert record is not None
            return clients, record

    return run(go())


@pytest.mark.slow
@pytest.mark.parametrize("seed", [2, 5])
def test_four_clients_play_a_whole_team_match_and_the_records_pass_murlan_check(tmp_path: Path, seed: int) -> None:
    clients, record = _team_match(tmp_path, seed)
    records = [c.view.record for c in clients]
    assert all(r == record for r in records)
    assert record["rules"]["teams"] is True and record["version"] == 2
    files = [write_record(tmp_path / f"seat{i}.json", r) for i, r in enumerate(records) if r]
    assert check.main([str(f) for f in files]) == 0
    match = from_record(record)
    assert match.is_over and match.result is not None
    by_team = team_totals(match.totals)
    over = next(m for m in clients[0].log if m["type"] == "match_over")
    if match.result.team is not None:
        assert over["team"] == match.result.team and over["winner"] is None
        assert over["winners"] == list(match.result.winners) and by_team[match.result.team] >= match.target
    else:
        assert over["team"] is None and over["tie"] == [0, 1, 2, 3]
    # hands after partners finished first and last (no swap, the 3 of spades leads) came up and were followed
    assert any(h.swap is not None and h.swap.partners for h in match.hands), "pick a seed with a 3-3 hand"


@pytest.mark.slow
def test_each_seat_is_told_its_team_its_partner_and_the_team_totals_and_target(tmp_path: Path) -> None:
    clients, record = _team_match(tmp_path, 2)
    match = from_record(record)
    for c in clients:
        me = c.seat
        assert me is not None
        started = [m for m in c.log if m["type"] == "hand_started"]
        assert len(started) == len(match.hands)
        for m in started:
            assert m["teams"]["seats"] == [[0, 2], [1, 3]]
            assert m["teams"]["team"] == me % 2 and m["teams"]["partner"] == (me + 2) % 4
        overs = [m for m in c.log if m["type"] == "hand_over"]
        assert [o["team_totals"] for o in overs] == [list(team_totals(r.totals)) for r in match.results]
        assert [o["team_points"] for o in overs] == [list(team_totals(r.points)) for r in match.results]
        assert overs[0]["target"] == 41  # the partners game's first target
        last = [m for m in c.log if m["type"] == "snapshot"][-1]["match"]
        assert last["teams"]["totals"] == list(team_totals(match.totals)) and last["target"] == match.target
        assert c.view.match is not None and c.view.match["teams"]["totals"] == list(team_totals(match.totals))
        # a 3-3 hand's swap says so, to every seat
        for m, hand in zip(started, match.hands, strict=True):
            if hand.swap is not None and hand.swap.partners:
                assert m["swap"]["partners"] is True and m["phase"] == "play"
                assert m["swap"]["given_by_last"] is None and m["swap"]["given_by_first"] is None


@pytest.mark.slow
def test_no_seat_sees_a_card_of_another_seat_partner_included_in_a_team_match(tmp_path: Path) -> None:
    clients, record = _team_match(tmp_path, 5)
    for c in clients:
        assert c.seat is not None
        assert leaks(c.log, c.seat, record) == []
    # the check can fail: the partner's unplayed card planted in a chat line is found
    c = clients[0]
    assert c.seat is not None
    partner_deal = record["hands"][0]["deal"][(c.seat + 2) % 4]
    first = c.log.index(next(m for m in c.log if m["type"] == "hand_started"))
    card = next(x for x in partner_deal if not any(x in m.get("play", []) for m in c.log[:first + 1]))
    planted = [*c.log[:first + 1], {"type": "chat", "seat": 1, "text": card, "n": 0}]
    assert leaks(planted, c.seat, record) == [f"{card} in chat (n=0)"]


def _record_with_partner_on_top(teams: bool) -> dict[str, Any]:
    """A first hand where seat 2 has just played a 9 that everyone passed, and seat 0 (holding the ace of
    hearts and tens) is on turn: seat 2 is seat 0's partner when ``teams``."""
    rules = Rules(teams=teams)
    m = MatchState(5, rules, [Player("A", "human"), Player("B", "ai", "normal"), Player("C", "human"),
                              Player("D", "ai", "normal")], start=False)
    fixed = [[int(c) for c in parse_cards(h)] for h in ("AH 4S 6D 8C TS TH QD QC 5C 7D 9D JD KC", "", "3S 9S", "4H")]
    rest = [c for c in range(NUM_CARDS) if all(c not in h for h in fixed)]
    random.Random(1).shuffle(rest)
    deal = [list(h) for h in fixed]
    for s, size in enumerate((14, 14, 13, 13)):  # dealer 3: seats 0 and 1 get 14 cards
        while len(deal[s]) < size:
            deal[s].append(rest.pop())
    m.first_dealer = 3
    m.hands.append(HandState([sorted(h) for h in deal], 3, rules, None))
    m.play(2, parse_cards("3S"))
    m.play(3, parse_cards("4H"))
    m.pass_turn(0)
    m.pass_turn(1)
    m.play(2, parse_cards("9S"))
    m.pass_turn(3)
    return to_record(MatchSnapshot.of(m))


def test_the_servers_computer_player_lets_its_partners_winning_play_stand() -> None:
    """The stand-in (and empty-seat) player of a team table is the team-aware one: it passes on its
    partner's 9 where, in the individual game, it beats the same 9 with a ten."""
    async def go() -> tuple[dict[str, Any], dict[str, Any]]:
        runner = AIRunner(workers=0, time_limit=0.2)
        try:
            return (await runner.decide(_record_with_partner_on_top(True), 0, "normal"),
                    await runner.decide(_record_with_partner_on_top(False), 0, "normal"))
        finally:
            runner.close()

    with_partner, alone = asyncio.run(go())
    assert with_partner == {"play": None}
    assert alone.get("play") is not None
