"""Load on one table server process: many tables of four headless clients at a human pace, and one table flat out.

    .venv/bin/python benchmarks/server_load.py [--tables 500] [--workers 4] [--seconds 60]
        [--server-cpu 0] [--clients-cpu 1] [--max-rate-hands 3]

Starts one ``python -m murlan_qt.net`` (the real server: default limits and pauses, tables saved
after every action on a fresh data folder, computer players in its worker), pinned to
``--server-cpu`` with ``taskset`` when given, so its figures are those of one core. The clients
run in ``--workers`` OTHER processes (pinned to ``--clients-cpu``), each holding its share of the
tables, four :class:`~murlan_qt.net.client.HeadlessClient` per table, all people (no computer
player). At each table the seat on turn makes its move one second after the table's previous
action (a human pace): one action a second per table.

Measured, once every table has started and after a warm-up:

- the time from an action sent to **every** client of its table having its event (the sender's
  clock: the four clients of a table live in one process), p50/p95/p99/max over ``--seconds`` s;
- the server's resident memory before the tables and with them, per table;
- the server's CPU (utime+stime from /proc) over the window, percent of one core;
- the most actions a second one table takes when its four clients answer at once (a second,
  fresh server with ``--hand-pause 0``, ``--max-rate-hands`` hands).

The client processes share the machine with the server: their own lag is in the latency figure.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TICK = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


# ---------------------------------------------------------------- the server


def start_server(data_dir: Path, cpu: int | None, *extra: str) -> tuple[subprocess.Popen[str], int]:
    cmd = [sys.executable, "-m", "murlan_qt.net", "--port", "0", "--bind", "127.0.0.1", "--data-dir",
           str(data_dir), "--log-level", "WARNING", *extra]
    if cpu is not None:
        cmd = ["taskset", "-c", str(cpu), *cmd]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line:
        proc.kill()
        raise SystemExit("the server did not start")
    return proc, int(json.loads(line)["listening"])


def stop_server(proc: subprocess.Popen[str]) -> None:
    proc.terminate()
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def rss_bytes(pid: int) -> int:
    return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK  # utime, stime


# ---------------------------------------------------------------- a client process


async def _move(client: Any, rng: random.Random) -> dict[str, Any]:
    kind, arg = client.choose_move(rng)
    if kind == "give":
        return dict(await client.give(arg))
    if kind == "play":
        return dict(await client.play(arg))
    return dict(await client.pass_())


def _index_of(client: Any, msg: dict[str, Any], start: int) -> int:
    return next(i for i in range(start, len(client.log)) if client.log[i] is msg)


async def paced_table(url: str, index: int, pace: float, stop: asyncio.Event, ready: asyncio.Event,
                      lat: list[tuple[float, float]], counts: dict[str, int]) -> None:
    """One table: four clients; the seat on turn moves ``pace`` s after the table's last action."""
    from murlan_qt.net.client import HeadlessClient

    clients = [HeadlessClient() for _ in range(4)]
    for i, c in enumerate(clients):
        await c.connect(url, f"T{index} P{i}")
    code = await clients[0].create(f"Load {index}", level="easy")
    for c in clients:
        await c.join(code)
    await clients[0].start()
    ready.set()
    rng = random.Random(index)
    last = time.perf_counter()
    try:
        while not stop.is_set():
            mover = next((c for c in clients if c.view.my_turn and not c.view.out_of_step), None)
            if mover is None:
                for c in clients:
                    if c.view.out_of_step:
                        await c.resync()
                if any(c.view.record is not None for c in clients):
                    counts["matches"] += 1  # the match is over: a new table takes its place
                    break
                await asyncio.sleep(0.05)
                continue
            wait = last + pace - time.perf_counter()
            if wait > 0:
                await asyncio.sleep(wait)
            starts = [len(c.log) for c in clients]
            seat = mover.seat
            sent = time.perf_counter()
            reply = await _move(mover, rng)
            if reply.get("type") == "error":
                counts["refused"] += 1
                await mover.resync()
                continue

            def pred(m: dict[str, Any], seat: int | None = seat) -> bool:
                return m.get("type") in ("action", "gave") and m.get("seat") == seat

            got = await asyncio.gather(*(c.wait_for(pred, start=s) for c, s in zip(clients, starts, strict=True)))
            arrived = max(c.times[_index_of(c, m, s)] for c, m, s in zip(clients, got, starts, strict=True))
            last = time.perf_counter()
            lat.append((time.time(), arrived - sent))
            counts["actions"] += 1
            for c in clients:  # keep the clients' memory flat over a long run
                if len(c.log) > 400:
                    del c.log[:200]
                    del c.times[:200]
    finally:
        for c in clients:
            await c.close()
    if not stop.is_set():
        await paced_table(url, index + 100_000, pace, stop, asyncio.Event(), lat, counts)


async def worker_main(port: int, first: int, tables: int, pace: float) -> None:
    url = f"ws://127.0.0.1:{port}/"
    stop = asyncio.Event()
    lat: list[tuple[float, float]] = []
    counts = {"actions": 0, "refused": 0, "matches": 0}
    readies = [asyncio.Event() for _ in range(tables)]
    tasks = []
    for k in range(tables):
        tasks.append(asyncio.create_task(paced_table(url, first + k, pace, stop, readies[k], lat, counts)))
        await readies[k].wait()  # tables come one after another: their turns are spread over the second
    print("ready", flush=True)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.readline)  # "stop" from the parent
    stop.set()
    await asyncio.wait(tasks, timeout=30)
    print(json.dumps({"latencies": lat, **counts}), flush=True)


async def flat_out(port: int, hands: int) -> dict[str, Any]:
    """One table whose clients answer at once: actions a second over ``hands`` hands."""
    from murlan_qt.net.client import HeadlessClient

    url = f"ws://127.0.0.1:{port}/"
    clients = [HeadlessClient() for _ in range(4)]
    for i, c in enumerate(clients):
        await c.connect(url, f"Fast {i}")
    code = await clients[0].create("Flat out", level="easy")
    for c in clients:
        await c.join(code)
    t0 = time.perf_counter()
    await clients[0].start()
    await asyncio.gather(*(c.bot(seed=i, until="hand_over", hands=hands) for i, c in enumerate(clients)))
    elapsed = time.perf_counter() - t0
    actions = sum(1 for m in clients[0].log if m.get("type") in ("action", "gave"))
    refused: dict[str, int] = {}
    for c in clients:
        for m in c.log:
            if m.get("type") == "error":
                refused[str(m.get("code"))] = refused.get(str(m.get("code")), 0) + 1
    for c in clients:
        await c.close()
    return {"actions": actions, "seconds": elapsed, "per_second": actions / elapsed, "refused": refused}


# ---------------------------------------------------------------- the parent


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def bootstrap(values: list[float], q: float, rounds: int = 400, seed: int = 1) -> tuple[float, float]:
    """A 95 % bootstrap interval of the ``q`` quantile (seeded; the samples are taken as independent)."""
    rng = random.Random(seed)
    n = len(values)
    est = sorted(pct([values[rng.randrange(n)] for _ in range(n)], q) for _ in range(rounds))
    return est[int(0.025 * rounds)], est[int(0.975 * rounds) - 1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tables", type=int, default=500)
    ap.add_argument("--workers", type=int, default=4, help="client processes")
    ap.add_argument("--seconds", type=float, default=60.0, help="the measured window")
    ap.add_argument("--warmup", type=float, default=10.0)
    ap.add_argument("--pace", type=float, default=1.0, help="seconds between two actions of a table")
    ap.add_argument("--server-cpu", type=int, default=None, help="pin the server to this CPU (taskset)")
    ap.add_argument("--clients-cpu", type=str, default=None, help="pin the client processes (taskset list)")
    ap.add_argument("--max-rate-hands", type=int, default=3, help="hands of the flat-out table (0: skip)")
    ap.add_argument("--worker", nargs=3, type=int, metavar=("PORT", "FIRST", "TABLES"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        asyncio.run(worker_main(*args.worker, pace=args.pace))
        return 0

    with tempfile.TemporaryDirectory(prefix="murlan-load-") as tmp:
        server, port = start_server(Path(tmp) / "data", args.server_cpu)
        workers: list[subprocess.Popen[str]] = []
        try:
            time.sleep(1.0)
            base_rss = rss_bytes(server.pid)
            share = [args.tables // args.workers + (1 if i < args.tables % args.workers else 0)
                     for i in range(args.workers)]
            first = 0
            for n in share:
                cmd = [sys.executable, __file__, "--pace", str(args.pace), "--worker", str(port), str(first), str(n)]
                if args.clients_cpu is not None:
                    cmd = ["taskset", "-c", args.clients_cpu, *cmd]
                workers.append(subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                                env=dict(os.environ, PYTHONPATH=str(ROOT))))
                first += n
            t_setup = time.perf_counter()
            for w in workers:
                assert w.stdout is not None
                line = w.stdout.readline()
                if line.strip() != "ready":
                    raise SystemExit(f"a client process failed to seat its tables: {line!r}")
            print(f"{args.tables} tables seated and started in {time.perf_counter() - t_setup:.1f} s", flush=True)
            time.sleep(args.warmup)
            t0, c0 = time.time(), cpu_seconds(server.pid)
            time.sleep(args.seconds / 2)
            rss = rss_bytes(server.pid)
            time.sleep(args.seconds / 2)
            t1, c1 = time.time(), cpu_seconds(server.pid)
            results = []
            for w in workers:
                assert w.stdin is not None and w.stdout is not None
                w.stdin.write("stop\n")
                w.stdin.flush()
            for w in workers:
                assert w.stdout is not None
                out = w.stdout.read()
                w.wait(60)
                results.append(json.loads(out.strip().splitlines()[-1]))
        finally:
            for w in workers:
                if w.poll() is None:
                    w.kill()
                    w.wait()
            stop_server(server)
        lat = [d for r in results for (t, d) in r["latencies"] if t0 <= t <= t1]
        actions = len(lat)
        refused = sum(r["refused"] for r in results)
        print(f"server: {args.tables} tables, pace {args.pace:g} s, window {t1 - t0:.0f} s, "
              f"{actions / (t1 - t0):.0f} actions/s, CPU {100 * (c1 - c0) / (t1 - t0):.0f}% of one core, "
              f"refused {refused}")
        if lat:
            ms = [1000 * d for d in lat]
            print(f"action to all 4 clients: p50 {pct(ms, 0.5):.1f} ms, p95 {pct(ms, 0.95):.1f} ms, "
                  f"p99 {pct(ms, 0.99):.1f} ms, max {max(ms):.1f} ms, mean {statistics.fmean(ms):.1f} ms "
                  f"({len(ms)} actions)")
            cis = {q: bootstrap(ms, q) for q in (0.5, 0.95, 0.99)}
            print("95% bootstrap intervals: " + ", ".join(
                f"p{round(q * 100)} {lo:.1f}-{hi:.1f} ms" for q, (lo, hi) in cis.items()))
        print(f"memory: {base_rss / 2**20:.1f} MiB idle, {rss / 2**20:.1f} MiB with the tables, "
              f"{(rss - base_rss) / max(1, args.tables) / 1024:.0f} KiB per table")

    if args.max_rate_hands > 0:
        with tempfile.TemporaryDirectory(prefix="murlan-load-") as tmp:
            server, port = start_server(Path(tmp) / "data", args.server_cpu, "--hand-pause", "0")
            try:
                r = asyncio.run(flat_out(port, args.max_rate_hands))
            finally:
                stop_server(server)
        print(f"one table flat out: {r['actions']:.0f} actions in {r['seconds']:.2f} s = "
              f"{r['per_second']:.0f} actions/s ({args.max_rate_hands} hands; refused: {r['refused'] or 'none'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
