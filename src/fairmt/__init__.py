"""fairmt: measure and mitigate gender bias in machine translation and MT quality estimation.

Importing this package is cheap: heavy parts (spaCy, pymorphy3, models) are imported lazily
by the modules that need them.
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
