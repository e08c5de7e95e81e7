"""Sound: the board the table talks to, the synthesizer and the sound process."""
