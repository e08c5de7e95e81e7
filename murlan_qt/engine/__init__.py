"""The Murlan rules engine: pure Python, no Qt, no I/O.

Stable public API (used by tools outside the project)::

    from murlan_qt.engine import parse_cards, classify, beats, legal_plays
"""

from __future__ import annotations

from .cards import DECK, Card, format_cards, parse_card, parse_cards, sort_cards
from .combos import (
    ALL_COMBINATIONS,
    KINDS,
    Combination,
    Kind,
    beats,
    choose_cards,
    classify,
    combination,
    legal_plays,
    why_not_beats,
    why_not_combination,
)
from .errors import CardParseError, IllegalPlayError, ImpossibleStateError, MurlanError, RecordError
from .hand import (
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    Action,
    HandState,
    Phase,
    Swap,
    deal_cards,
    trick_winner,
)
from .match import DEFAULT_PLAYERS, HandResult, MatchResult, MatchState, Player
from .observation import Observation, SwapView
from .record import dumps, from_record, loads, to_record
from .replay import PastDecision, PastHand, ShownDecision, past_hand_decisions, public_decisions
from .rules import DEFAULT_RULES, Rules
from .seeds import derive_seed
from .situation import Situation
from .teams import (
    TEAM_FIRST_TARGET,
    TEAM_LAST_TARGET,
    TEAM_TARGET_STEP,
    TEAMS,
    are_partners,
    partner_of,
    team_of,
    team_totals,
)

__all__ = [
    "ALL_COMBINATIONS", "DECK", "DEFAULT_PLAYERS", "DEFAULT_RULES", "KINDS",
    "PHASE_OVER", "PHASE_PLAY", "TEAMS", "TEAM_FIRST_TARGET", "TEAM_LAST_TARGET", "TEAM_TARGET_STEP", "PHASE_SWAP_FIRST", "PHASE_SWAP_LAST",
    "Action", "Card", "CardParseError", "Combination", "HandResult", "HandState",
    "IllegalPlayError", "ImpossibleStateError", "Kind", "MatchResult", "MatchState", "MurlanError", "Observation",
    "PastDecision", "PastHand", "Phase", "Player", "RecordError", "Rules", "ShownDecision", "Situation", "Swap",
    "SwapView", "past_hand_decisions",
    "are_partners", "beats", "choose_cards", "classify", "combination", "deal_cards", "derive_seed", "dumps",
    "format_cards", "from_record", "legal_plays", "loads", "parse_card", "parse_cards", "partner_of", "public_decisions",
    "sort_cards", "team_of", "team_totals", "to_record", "trick_winner", "why_not_beats", "why_not_combination",
]
