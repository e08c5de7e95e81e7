"""Running a match: the controller, the computer players' process and the player's files."""
