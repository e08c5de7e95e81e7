"""PyInstaller entry point: starts the game exactly as the `murlan` gui-script does.

With ``--ai-worker`` the same executable is the computer players' process
(:mod:`murlan_qt.ai.worker`), started by the game itself; Qt is not loaded then.
With ``--sound-worker`` it is the process that plays the sounds (:mod:`murlan_qt.ui.sound.worker`).
"""

from __future__ import annotations

import sys

if __name__ == "__main__":
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
