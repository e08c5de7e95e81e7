"""What every test folder shares: the hypothesis profile, chosen by an environment variable.

Locally the examples are random on every run; CI (``.ci/run``) exports
``MURLAN_HYPOTHESIS_PROFILE=ci``, which draws the same examples every time and
prints the blob that reproduces a failure.
"""

from __future__ import annotations

import os

from hypothesis import settings

#: the environment variable that names the hypothesis profile to load ("ci"; unset: hypothesis's default)
PROFILE_ENV = "MURLAN_HYPOTHESIS_PROFILE"

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.load_profile(os.environ.get(PROFILE_ENV, "default"))
