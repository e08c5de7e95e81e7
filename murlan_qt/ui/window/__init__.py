"""The window that composes the parts: menus, the bottom bar, the start of a match; it owns nothing else."""
