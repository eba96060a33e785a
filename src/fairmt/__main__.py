"""``python -m fairmt``: runs the ``fairmt`` command that the package declares.

The command is the package's console script (``[project.scripts]`` in ``pyproject.toml``);
looking it up in the installed metadata keeps the library free of imports of the CLI layer
(only the CLI package names itself).
"""

import sys
from importlib.metadata import entry_points

scripts = entry_points(group="console_scripts", name="fairmt")
found = [ep for ep in scripts if ep.dist is not None and ep.dist.name == "fairmt"]
if not found:
    sys.stderr.write("fairmt: not installed (pip install .), so `python -m fairmt` has no command\n")
    raise SystemExit(2)
raise SystemExit(found[0].load()())
