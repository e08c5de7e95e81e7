"""Network tables (docs/protocol.md): the table server, its store, LAN discovery and a headless client.

Pure Python, no Qt: :mod:`.protocol` (the messages), :mod:`.views` (what a
seat sees), :mod:`.table` (one table), :mod:`.server` (the WebSocket server),
:mod:`.store` (tables on disk), :mod:`.discovery` (zeroconf), :mod:`.client`
(a protocol client for tests, benchmarks and the smoke test), :mod:`.cli`
(``murlan-server``).
"""
