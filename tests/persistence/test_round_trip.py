"""Save at random points of seeded matches, load: the same state and the same next AI decisions."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from persistence_helpers import ai_players, count_steps, next_decision, play_match, step

from murlan_qt.engine import PHASE_PLAY, PHASE_SWAP_LAST, dumps, to_record
from murlan_qt.persistence import Autosave, load_match, match_at_hand_start, record_text, save_match

SEEDS = list(range(1, 9))


@pytest.mark.parametrize("seed", SEEDS)
def test_save_load_at_random_points_gives_the_same_match_and_decisions(seed: int, tmp_path: Path) -> None:
    total = count_steps(seed)
    rng = random.Random(seed)
    for stop in sorted(rng.sample(range(total + 1), 4)) + [0, total]:
        match = play_match(seed, stop)
        path = tmp_path / f"m{seed}-{stop}.murlan"
        save_match(path, match)
        loaded = load_match(path)
        assert dumps(loaded) == dumps(match)
        assert loaded.totals == match.totals and loaded.target == match.target
        if not match.is_over:
            assert loaded.needs_new_hand == match.needs_new_hand
            if match.hands and not match.needs_new_hand:
                assert loaded.hand.turn == match.hand.turn and loaded.hand.phase == match.hand.phase
        # the next decisions (and deals) are the same in both
        a, b = ai_players(match), ai_players(loaded)
        for _ in range(25):
            if match.is_over:
                break
            assert next_decision(match, a) == next_decision(loaded, b)
            step(match, a)
            step(loaded, b)
        assert dumps(loaded) == dumps(match)


def test_saved_file_is_indented_utf8_record_with_writer_fields(tmp_path: Path) -> None:
    match = play_match(3, 40)
    path = tmp_path / "m.murlan"
    save_match(path, match, note="Ëndërr")
    raw = path.read_bytes()
    assert not raw.startswith(b"\xef\xbb\xbf")
    text = raw.decode("utf-8")
    assert "\n  \"hands\"" in text and "Ëndërr" in text
    data = json.loads(text)
    assert {k: v for k, v in data.items() if k not in ("app_version", "saved_at", "note")} == to_record(match)
    assert data["saved_at"].endswith("Z") and isinstance(data["app_version"], str)


def test_writer_fields_cannot_replace_record_fields() -> None:
    with pytest.raises(ValueError):
        record_text(play_match(3, 1), seed=5)


def test_autosave_after_every_action_resumes_exactly(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "autosave.murlan")
    match = play_match(11, 0)
    ais = ai_players(match)
    n = 0
    while not match.is_over and n < 240:
        step(match, ais)
        n += 1
        assert autosave.save(match)
        if n % 37 == 0:
            found = autosave.load()
            assert found.problem is None and found.match is not None
            assert dumps(found.match) == dumps(match)
    while not match.is_over:
        step(match, ais)
    autosave.save(match)
    assert autosave.load().match is None  # a finished match is not offered


@pytest.mark.parametrize("seed", [2, 5])
def test_any_hand_of_a_finished_match_can_be_replayed_from_its_start(seed: int, tmp_path: Path) -> None:
    match = play_match(seed)
    assert match.is_over and len(match.hands) > 2
    full = to_record(match)
    for k in range(len(match.hands)):
        rewound = match_at_hand_start(match, k)
        rec = to_record(rewound)
        assert rec["hands"][:k] == full["hands"][:k]
        assert rec["hands"][k]["deal"] == full["hands"][k]["deal"]
        assert rec["hands"][k]["actions"] == [] and rec["result"] is None
        assert len(rewound.results) == k and not rewound.is_over
        hand = rewound.hand
        if k == 0:
            assert hand.phase == PHASE_PLAY and hand.swap is None
        else:
            assert hand.phase in (PHASE_SWAP_LAST, PHASE_PLAY)
            assert hand.swap is not None and hand.swap.given_by_last is None
        # it saves, loads and plays on to the end
        path = tmp_path / f"r{k}.murlan"
        save_match(path, rewound)
        again = load_match(path)
        assert dumps(again) == dumps(rewound)
        ais = ai_players(again)
        while not again.is_over:
            step(again, ais)
        # same AIs, same seeds, same deal: replaying hand k reproduces the original
        assert to_record(again)["hands"][k] == full["hands"][k]


def test_rewinding_to_a_hand_that_does_not_exist_is_refused() -> None:
    match = play_match(2, 10)
    with pytest.raises(ValueError):
        match_at_hand_start(match, 1)
    with pytest.raises(ValueError):
        match_at_hand_start(match, -1)


def test_the_game_version_is_looked_up_once_not_at_every_autosave(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every autosave writes the version; the lookup searches the whole import path, on the GUI thread."""
    from importlib import metadata

    from murlan_qt.persistence import saves

    lookups: list[str] = []
    monkeypatch.setattr(metadata, "version", lambda name: lookups.append(name) or "9.9.9")
    saves.app_version.cache_clear()
    try:
        state = play_match(seed=4, stop_after=20)
        texts = [record_text(state) for _ in range(5)]
    finally:
        saves.app_version.cache_clear()
    assert lookups == ["murlan-qt"]
    assert all(json.loads(t)["app_version"] == "9.9.9" for t in texts)
