"""The table: the scene, card items, zones, animation and narration; it reads a table source."""
