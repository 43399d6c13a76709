"""Checks JSON documents against a JSON Schema with the `jsonschema` package (pinned; a
private virtual environment beside this file is created on first use when the running Python
lacks it).

    python3 Schemas/check.py SCHEMA FILE...        # exits 1 naming every invalid file

`.ci/wire-schema` runs it over the wire-form fixtures that the Swift tests compare with the
encoder's output, and over a few documents the schema must refuse."""
import json
import os
import sys

JSONSCHEMA = "4.26.0"
HERE = os.path.dirname(os.path.abspath(__file__))


def ensure_jsonschema():
    sys.path.insert(0, os.path.join(HERE, "..", "Scripts"))
    import pinned_venv

    pinned_venv.ensure({"jsonschema": JSONSCHEMA}, beside=__file__)
    import jsonschema

    return jsonschema


def main(arguments):
    jsonschema = ensure_jsonschema()
    expect_invalid = arguments and arguments[0] == "--expect-invalid"
    if expect_invalid:
        arguments = arguments[1:]
    if len(arguments) < 2:
        print(__doc__)
        return 2
    with open(arguments[0]) as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    bad = 0
    for path in arguments[1:]:
        with open(path) as f:
            document = json.load(f)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        if expect_invalid:
            if not errors:
                print(f"{path}: accepted, but the schema must refuse it")
                bad += 1
            else:
                print(f"{path}: refused as expected ({errors[0].message[:80]})")
        elif errors:
            bad += 1
            for error in errors:
                print(f"{path}: {'/'.join(map(str, error.path))}: {error.message}")
        else:
            print(f"{path}: valid")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
