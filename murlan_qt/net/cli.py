"""``murlan-server``: the headless table server (docs/server.md).

Prints one JSON line when listening (``{"listening": PORT, "addresses": [...]}``),
logs to stderr. SIGTERM or SIGINT: the tables are saved (not ended) and the
connections closed with 1001; the next start on the same data folder takes
them back.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import signal
import ssl
import sys
from collections.abc import Sequence
from pathlib import Path

from ..persistence.data_dir import resolve_data_dir
from .protocol import DEFAULT_PORT
from .server import ServerConfig, TableServer, local_addresses, tls_context
from .table import TableConfig


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="murlan-server", description="Murlan's table server (docs/protocol.md).")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help="TCP port (0: any free port; default 7171)")
    p.add_argument("--bind", default="0.0.0.0", help="address to listen on (default 0.0.0.0)")
    p.add_argument("--data-dir", help="folder of the tables' files (default: the game's data folder + /server)")
    p.add_argument("--tls-cert", help="certificate chain (PEM) for wss://")
    p.add_argument("--tls-key", help="the certificate's private key (PEM)")
    p.add_argument("--advertise", action="store_true", help="announce each table on the LAN (DNS-SD, _murlan._tcp)")
    p.add_argument("--exit-when-idle", type=float, metavar="S",
                   help="exit S seconds after the last table ended while no connection is open")
    p.add_argument("--grace", type=float, default=15.0, help=argparse.SUPPRESS)
    p.add_argument("--hand-pause", type=float, default=3.0, help=argparse.SUPPRESS)
    p.add_argument("--ai-delay", type=float, default=0.6, help=argparse.SUPPRESS)
    p.add_argument("--ai-workers", type=int, default=1, help="computer players' worker processes (0: a thread)")
    p.add_argument("--log-level", default="INFO", help=argparse.SUPPRESS)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(list(argv) if argv is not None else None)
    logging.basicConfig(stream=sys.stderr, level=getattr(logging, str(args.log_level).upper(), logging.INFO),
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    if not 0 <= args.port <= 65535:
        print("murlan-server: --port must be 0 to 65535", file=sys.stderr)
        return 2
    if (args.tls_cert is None) != (args.tls_key is None):
        print("murlan-server: --tls-cert and --tls-key go together", file=sys.stderr)
        return 2
    context: ssl.SSLContext | None = None
    if args.tls_cert:
        try:
            context = tls_context(args.tls_cert, args.tls_key)
        except (OSError, ssl.SSLError) as e:
            print(f"murlan-server: cannot use the TLS certificate: {e}", file=sys.stderr)
            return 2
    data_dir = Path(args.data_dir).expanduser().absolute() if args.data_dir else resolve_data_dir() / "server"
    config = ServerConfig(
        host=args.bind, port=args.port, data_dir=data_dir, ssl=context, advertise=args.advertise,
        table=TableConfig(grace=args.grace, hand_pause=args.hand_pause, ai_delay=args.ai_delay),
        ai_workers=max(0, args.ai_workers), exit_when_idle=args.exit_when_idle,
    )
    try:
        return asyncio.run(_run(config))
    except KeyboardInterrupt:
        return 0


async def _run(config: ServerConfig) -> int:
    server = TableServer(config)
    try:
        await server.start()
    except OSError as e:
        print(f"murlan-server: cannot listen on {config.host}:{config.port}: {e}", file=sys.stderr)
        server.ai.close()
        return 1
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, server.request_stop)
    addresses = local_addresses() if config.host in ("0.0.0.0", "", "::") else [config.host]
    sys.stdout.write(json.dumps({"listening": server.port, "addresses": addresses}) + "\n")
    sys.stdout.flush()
    await server.wait_stopped()
    await server.stop()
    return 0
