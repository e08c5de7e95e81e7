"""Desktop plumbing: translations, one instance per data folder, Qt's messages, screens, child processes."""
