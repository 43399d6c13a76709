#!/usr/bin/env python3
"""Writes the differential corpus of PatternKitRegions (see README.md here):

    Scripts/RegionData/corpus.py     # -> Tests/PatternKitRegionsTests/Resources/differential.tsv.gz

Inputs across every region, generated with a fixed seed from the data of `phonenumbers` (the
version the tables come from), each with phonenumbers' answer. One line per input, tab-separated:
category, region given to parse ("" for none), input, valid (1/0), then for a valid number its
region, type, E.164, national and international formats.

Categories: `international` (+ and the calling code), `national` (the national format, read in
its region), `mutated` (a digit changed, added or dropped), `junk` (digits before a national
number), `withoutPlus` (the region's calling code typed without +), `idd` (the region's
international prefix and another region's number), `random` (random digits), `otherForms`
(a valid number written in a way PatternKitRegions documents as unsupported: letters for
digits, an extension, text around it, a tel: URI, digits of other scripts or full width,
punctuation other than space - . / ( ) such as U+2010 or brackets).
"""
import gzip
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, "Tests", "PatternKitRegionsTests", "Resources", "differential.tsv.gz")

sys.path.insert(0, HERE)
from pinned import PHONENUMBERS, ensure_packages  # noqa: E402

ensure_packages()
import phonenumbers  # noqa: E402
from phonenumbers import PhoneMetadata, PhoneNumberFormat  # noqa: E402
from phonenumbers.phonenumberutil import SUPPORTED_REGIONS  # noqa: E402
from automaton import DFA, DIGITS, Alphabet  # noqa: E402

TYPE_NAMES = {
    phonenumbers.PhoneNumberType.FIXED_LINE: "fixedLine", phonenumbers.PhoneNumberType.MOBILE: "mobile",
    phonenumbers.PhoneNumberType.TOLL_FREE: "tollFree", phonenumbers.PhoneNumberType.PREMIUM_RATE: "premiumRate",
    phonenumbers.PhoneNumberType.SHARED_COST: "sharedCost",
    phonenumbers.PhoneNumberType.PERSONAL_NUMBER: "personalNumber", phonenumbers.PhoneNumberType.VOIP: "voip",
    phonenumbers.PhoneNumberType.PAGER: "pager", phonenumbers.PhoneNumberType.UAN: "uan",
    phonenumbers.PhoneNumberType.VOICEMAIL: "voicemail",
    phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE: "fixedLineOrMobile",
}
DESCS = ["fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "personal_number", "voip", "pager",
         "uan", "voicemail"]
SEPARATORS = [" ", " ", "-", ".", ""]
rng = random.Random(20)


def answer(category, region, text):
    try:
        number = phonenumbers.parse(text, region)
        valid = phonenumbers.is_valid_number(number)
    except phonenumbers.NumberParseException:
        valid = False
    fields = [category, region or "", text, "1" if valid else "0"]
    if valid:
        fields += [phonenumbers.region_code_for_number(number), TYPE_NAMES[phonenumbers.number_type(number)],
                   phonenumbers.format_number(number, PhoneNumberFormat.E164),
                   phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
                   phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)]
    return "\t".join(fields)


def spaced(digits):
    """`digits` in random groups with random separators, as people type them."""
    out, i = [], 0
    while i < len(digits):
        step = rng.randint(1, 4)
        out.append(digits[i:i + step])
        i += step
    return rng.choice(SEPARATORS).join(out)


def varied(nsn):
    """`nsn` with up to its last 3 digits replaced at random (often another valid number)."""
    k = min(len(nsn) - 1, rng.randint(0, 3))
    return nsn[:len(nsn) - k] + "".join(rng.choice(DIGITS) for _ in range(k))


def mutated(digits):
    i = rng.randrange(len(digits))
    kind = rng.randrange(3)
    if kind == 0:
        return digits[:i] + rng.choice(DIGITS) + digits[i + 1:]
    if kind == 1:
        return digits[:i] + digits[i + 1:]
    return digits[:i] + rng.choice(DIGITS) + digits[i:]


KEYPAD = {"2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV", "9": "WXYZ"}


def other_form(cc, nsn, national):
    """`national` (or the international form) written in one of the documented unsupported ways."""
    international = "+" + cc + " " + nsn
    kind = rng.randrange(7)
    if kind == 0:
        letters = [KEYPAD[d][rng.randrange(len(KEYPAD[d]))] if d in KEYPAD and i >= len(nsn) - 4 else d
                   for i, d in enumerate(nsn)]
        return "+" + cc + " " + "".join(letters)
    if kind == 1:
        return rng.choice([national, international]) + rng.choice([" ext. ", " x", ";ext=", " #"]) + str(rng.randint(1, 999))
    if kind == 2:
        return rng.choice(["Tel: ", "phone ", "call "]) + rng.choice([national, international])
    if kind == 3:
        return "tel:+" + cc + "-" + nsn
    if kind == 4:
        base = rng.choice(["\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19",
                           "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669",
                           "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9",
                           "\u0966\u0967\u0968\u0969\u096a\u096b\u096c\u096d\u096e\u096f"])
        return "+" + "".join(base[int(d)] for d in cc + nsn)
    if kind == 5:
        return rng.choice(["\u2010", "\u2013", "\u2212", "\u30fc", "~"]).join([national[:3], national[3:]])
    return "[" + national + "]"


def idd_text(metadata, cache={}):
    if metadata.preferred_international_prefix:
        return metadata.preferred_international_prefix.replace("~", "")
    pattern = metadata.international_prefix
    if not pattern:
        return None
    if pattern not in cache:
        cache[pattern] = DFA.compile(Alphabet(DIGITS), [(pattern, 1)])
    return cache[pattern].sample(rng, Alphabet(DIGITS))


def main():
    lines = []
    regions = sorted(SUPPORTED_REGIONS)
    samples = {}
    for region in regions:
        md = PhoneMetadata.metadata_for_region(region)
        samples[region] = [getattr(md, d).example_number for d in DESCS
                           if getattr(md, d) is not None and getattr(md, d).example_number]
    for region in regions:
        md = PhoneMetadata.metadata_for_region(region)
        cc = str(md.country_code)
        examples = samples[region]
        rng.shuffle(examples)
        for example in examples:
            nsn = varied(example)
            number = phonenumbers.parse("+" + cc + nsn)
            national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
            national_digits = "".join(c for c in national if c.isdigit())
            lines.append(answer("international", rng.choice([None, region]), "+" + cc + " " + spaced(nsn)))
            lines.append(answer("national", region, national))
            lines.append(answer("mutated", region, spaced(mutated(national_digits))))
            junk = "".join(rng.choice(DIGITS) for _ in range(rng.randint(1, 10)))
            lines.append(answer("junk", region, spaced(junk + national_digits)))
            lines.append(answer("withoutPlus", region, cc + " " + spaced(rng.choice([nsn, national_digits]))))
            other = rng.choice(regions)
            if samples[other]:
                idd = idd_text(md)
                other_cc = str(PhoneMetadata.metadata_for_region(other).country_code)
                if idd is not None:
                    lines.append(answer("idd", region, idd + " " + other_cc + " " + spaced(varied(rng.choice(samples[other])))))
        if examples:
            nsn = examples[0]
            number = phonenumbers.parse("+" + cc + nsn)
            national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
            for _ in range(3):
                lines.append(answer("otherForms", region, other_form(cc, nsn, national)))
        for _ in range(6):
            lines.append(answer("random", region, "".join(rng.choice(DIGITS) for _ in range(rng.randint(3, 17)))))
    for cc in sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        md = PhoneMetadata.metadata_for_nongeo_region(cc)
        for d in DESCS:
            desc = getattr(md, d)
            if desc is not None and desc.example_number:
                lines.append(answer("international", None, "+%d %s" % (cc, spaced(varied(desc.example_number)))))
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with gzip.GzipFile(OUT, "wb", mtime=0) as f:
        f.write(("\n".join(lines) + "\n").encode())
    valid = sum(1 for line in lines if line.split("\t")[3] == "1")
    print(f"{len(lines)} inputs ({valid} valid) -> {os.path.relpath(OUT, ROOT)}, {os.path.getsize(OUT)} bytes")


if __name__ == "__main__":
    main()
