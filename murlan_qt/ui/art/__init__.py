"""Art drawn by the game's own code: card faces and backs, the icon, the table's looks."""
