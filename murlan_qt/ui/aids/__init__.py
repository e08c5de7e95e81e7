"""Play aids: the hint, the play log, the card tracker, the play preview and their words."""
