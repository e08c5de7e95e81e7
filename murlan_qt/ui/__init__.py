"""The Qt user interface."""

from ._compat import guard_none_refcount

guard_none_refcount()
