"""Self-checks of the running game (the GUI-thread stall probe)."""
