"""The one way this repository's Python scripts get their pinned PyPI packages: when the
running Python lacks one of them, or has another version, a private virtual environment beside
the calling script (`.venv`, ignored by git) is created or brought to the pins, and the script
runs again inside it. Never a runtime dependency of the package: only scripts that generate
tables or check documents use it.

    sys.path.insert(0, os.path.join(HERE, "..", "Scripts"))  # the folder of this file
    import pinned_venv
    pinned_venv.ensure({"jsonschema": "4.26.0"}, beside=__file__)
"""
import os
import subprocess
import sys
from importlib.metadata import PackageNotFoundError, version


def _installed(packages):
    try:
        return all(version(name) == pinned for name, pinned in packages.items())
    except PackageNotFoundError:
        return False


def ensure(packages, beside):
    """Returns when every distribution in `packages` (name → version) is installed at its
    version; otherwise installs them into the `.venv` beside the file `beside` and re-executes
    the running script there (it does not return)."""
    if _installed(packages):
        return
    venv = os.path.join(os.path.dirname(os.path.abspath(beside)), ".venv")
    python = os.path.join(venv, "bin", "python")
    pins = [f"{name}=={pinned}" for name, pinned in packages.items()]
    if not os.path.exists(python):
        subprocess.check_call([sys.executable, "-m", "venv", venv])
        subprocess.check_call([python, "-m", "pip", "install", "-q"] + pins)
    elif os.path.realpath(sys.prefix) == os.path.realpath(venv):
        # Already inside it, with other versions (the pins changed): bring it to the pins, once.
        subprocess.check_call([python, "-m", "pip", "install", "-q"] + pins)
        if not _installed(packages):
            sys.exit(f"pinned_venv: {venv} does not hold {', '.join(pins)} after installing them")
    os.execv(python, [python] + sys.argv)
