"""Learning: the lessons and the tutorial, the welcome page and the rules window."""
