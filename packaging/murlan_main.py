"""PyInstaller entry point: starts the game exactly as the `murlan` gui-script does.

With ``--ai-worker`` the same executable is the computer players' process
(:mod:`murlan_qt.ai.worker`), started by the game itself; Qt is not loaded then.
With ``--sound-worker`` it is the process that plays the sounds (:mod:`murlan_qt.ui.sound.worker`).
With ``--table-server`` it is the host's table server (:mod:`murlan_qt.net.cli`), without Qt; the
server's computer players run in worker processes started with multiprocessing's "spawn", which in a
frozen build re-run this executable: ``freeze_support`` turns those runs into the workers.
"""

from __future__ import annotations

import sys

if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # a spawned worker of the table server: runs its task and exits here
    from murlan_qt.net.process import TABLE_SERVER_FLAG

    if sys.argv[1:2] == [TABLE_SERVER_FLAG]:
        from murlan_qt.net.cli import main as table_server_main

        sys.exit(table_server_main(sys.argv[2:]))
    from murlan_qt.ai.worker import WORKER_FLAG

    if WORKER_FLAG in sys.argv[1:]:
        from murlan_qt.ai.worker import main as worker_main

        sys.exit(worker_main())
    from murlan_qt.ui.sound.worker import SOUND_WORKER_FLAG

    if SOUND_WORKER_FLAG in sys.argv[1:]:
        from murlan_qt.ui.sound.worker import main as sound_main

        sys.exit(sound_main())
    from murlan_qt.ui.app import main

    sys.exit(main())
