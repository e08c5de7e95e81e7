"""benchmarks/inference.py measures what it says (its helpers on cases with a known answer)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from types import ModuleType

import pytest

from murlan_qt.ai.deals import sample_hands


def _bench() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "inference.py"
    spec = importlib.util.spec_from_file_location("bench_inference", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_placement_is_one_on_the_true_deal_and_less_on_a_guess() -> None:
    bench = _bench()
    pos = bench.positions("normal", 2, 8)
    assert pos and all(obs.seat == 0 for obs, _ in pos)
    rng = random.Random(5)
    guesses = []
    for obs, truth in pos:
        assert bench.placement(obs, truth, truth) == 1.0
        guesses.append(bench.placement(obs, sample_hands(obs, rng), truth))
    assert all(0.0 <= g <= 1.0 for g in guesses)
    assert sum(guesses) / len(guesses) < 1.0


def test_the_chain_sampler_gives_deals_of_the_right_sizes_and_the_models_of_its_level() -> None:
    bench = _bench()
    obs, _ = bench.positions("normal", 1, 8)[-1]
    draw = bench.chain_of(bench.HardPlayer)(obs, random.Random(1))
    hands, models = draw()
    assert [len(h) for h in hands] == list(obs.hand_sizes)
    # hard models every opponent as a normal player: none is read as a searcher
    assert len(models) == 4 and not any(m.searches for m in models)
    _, models = bench.uniform(obs, random.Random(1))()
    assert not any(m.searches for m in models)


@pytest.mark.slow
def test_the_expert_chain_takes_the_kinds_from_the_table_unless_it_is_hidden() -> None:
    bench = _bench()
    obs, _ = bench.positions("hard", 1, 8)[-1]
    assert obs.players == ("hard",) * 4
    _, models = bench.chain_of(bench.ExpertPlayer)(obs, random.Random(1))()
    assert all(models[s].searches for s in range(1, 4))
    # from the play alone some hard players read as rule-based ones
    reads = [
        bench.chain_of(bench.ExpertPlayer, table=False)(o, random.Random(1))()[1]
        for o, _ in bench.positions("hard", 2, 8)
    ]
    assert not all(r[s].searches for r in reads for s in range(1, 4))
