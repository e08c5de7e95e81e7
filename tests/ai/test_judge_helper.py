"""The judge split over two processes: a real helper process works the odd chains, and the verdict is
exactly the one process's verdict, also when the helper dies or is missing."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from murlan_qt.ai import CancelToken, make_player, take_turn
from murlan_qt.ai.base import DecisionCancelled
from murlan_qt.ai.judge import JUDGE, judge
from murlan_qt.ai.judge_helper import JudgeHelper
from murlan_qt.engine import PHASE_PLAY, MatchState, Observation, Player, Rules

#: fewer deals than the game's judge (the same sampler, so the helper is used)
CHEAP = replace(JUDGE, first_deals=16, batch=16, max_deals=48)
PLAYERS = tuple(Player(n, "ai", "normal") for n in "ABCD")


def positions(seed: int, limit: int) -> list[Observation]:
    """Positions of seat 0 with a choice, in a first hand of ``normal`` players."""
    m = MatchState(seed, Rules(), PLAYERS)
    bots = [make_player("normal", seed * 4 + s) for s in range(4)]
    out = []
    while not m.hand.is_over and len(out) < limit:
        if m.hand.turn == 0 and m.hand.phase == PHASE_PLAY:
            obs = Observation.of(m, 0)
            if len(obs.situation.legal_plays()) + int(obs.situation.can_pass) > 1:
                out.append(obs)
        take_turn(m, bots[m.hand.turn])
    return out


@pytest.fixture
def helper() -> Iterator[JudgeHelper]:
    h = JudgeHelper().start()
    yield h
    h.close()


def test_the_shared_judge_gives_exactly_the_one_process_verdict(helper: JudgeHelper) -> None:
    for obs in positions(5, 4):
        alone = judge(obs, CHEAP, helper=None)
        shared = judge(obs, CHEAP, helper=helper)
        assert shared == alone
    assert helper.alive


class DyingHelper(JudgeHelper):
    """A helper whose process is killed when the judge asks it for a second batch of deals."""

    killed = 0

    def ask(self, serial: int, start: int, stop: int, alive: tuple[int, ...] | list[int]) -> None:
        if start > 0 and self._process is not None:
            self._process.kill()
            self._process.join(5)
            self.killed += 1
        super().ask(serial, start, stop, alive)


def test_a_helper_that_dies_mid_judgement_is_taken_over_with_the_same_verdict() -> None:
    h = DyingHelper().start()
    try:
        for obs in positions(7, 6):
            before = h.killed
            alone = judge(obs, CHEAP, helper=None)
            assert judge(obs, CHEAP, helper=h) == alone
            if h.killed > before:
                break
        assert h.killed == 1, "no position needed a second batch"
        # the next judgement starts a new helper and shares again
        assert h.can_share(CHEAP) and h.alive
        h.release()
    finally:
        h.close()


def test_a_cancelled_judgement_leaves_the_helper_usable(helper: JudgeHelper) -> None:
    first, second = positions(9, 2)
    token = CancelToken()
    token.cancel()
    with pytest.raises(DecisionCancelled):
        judge(first, CHEAP, token, helper=helper)
    # the stale answer of the cancelled position is dropped, not taken for the next one's
    assert judge(second, CHEAP, helper=helper) == judge(second, CHEAP, helper=None)


def test_a_judge_with_another_sampler_never_uses_the_helper(helper: JudgeHelper) -> None:
    other = replace(CHEAP, sampler=replace(CHEAP.sampler, chains=4))
    assert not helper.can_share(other)
    assert helper.can_share(CHEAP)
    helper.release()


def test_the_worker_process_judges_with_a_helper_and_answers_the_one_process_verdict() -> None:
    """The real computer players' process: it starts its helper (a child process of its own) and its
    advice is the verdict one process finds."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    from murlan_qt.engine.record import to_record

    m = MatchState(5, Rules(), PLAYERS)
    bots = [make_player("normal", 20 + s) for s in range(4)]
    while not (m.hand.turn == 0 and m.hand.phase == PHASE_PLAY and len(m.hand.situation().legal_plays()) > 2):
        take_turn(m, bots[m.hand.turn])
    request = {"id": 1, "kind": "advice", "record": to_record(m), "seat": 0}
    env = dict(os.environ, MURLAN_JUDGE_HELPER="1")
    worker = subprocess.Popen([sys.executable, "-m", "murlan_qt.ai.worker"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert worker.stdin is not None and worker.stdout is not None
        worker.stdin.write(json.dumps(request) + "\n")
        worker.stdin.flush()
        answer = json.loads(worker.stdout.readline())
        children = Path(f"/proc/{worker.pid}/task/{worker.pid}/children")
        helpers = children.read_text().split() if children.exists() else ["unknown"]
    finally:
        worker.stdin.close()  # type: ignore[union-attr]
        worker.wait(20)
    assert worker.returncode == 0
    assert helpers, "the worker started no helper process"
    verdict = judge(Observation.of(m, 0), helper=None)
    expected = verdict.to_json(lambda p: None if p is None else [str(c) for c in m.hand.cards_for(p)])
    assert answer["advice"] == expected
