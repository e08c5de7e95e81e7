"""Dialogs and panels: new match, settings, swap, statistics, end of hand, about, file problems."""
