"""Match records on disk, autosave and statistics (standard library only)."""
