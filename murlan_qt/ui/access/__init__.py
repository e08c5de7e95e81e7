"""The table for screen readers: its accessibility tree, the announcements, the spoken summary."""
