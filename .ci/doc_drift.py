"""The documentation checks of .ci/doc-references that need no symbol graphs (see its usage).

run(root) prints every finding as `file:line: what is wrong` and returns how many there were.
"""
import glob, json, os, re, subprocess, tempfile

PATTERNKIT_URL = re.compile(r'"https://github\.com/PatternKit/PatternKit(?:\.git)?"')
NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}
LANGUAGE_NAMES = {
    "English", "Arabic", "German", "Spanish", "French", "Hindi", "Italian", "Japanese", "Korean",
    "Dutch", "Polish", "Portuguese", "Brazilian Portuguese", "Russian", "Turkish", "Ukrainian",
    "Chinese", "Simplified Chinese", "Swedish", "Norwegian", "Danish", "Finnish", "Greek", "Hebrew",
    "Czech", "Thai", "Vietnamese", "Indonesian",
}


def fenced_blocks(lines):
    """(first line number, body lines) of each fenced block; and the set of fenced line numbers."""
    blocks, fenced, start, body = [], set(), None, []
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            fenced.add(number)
            if start is None:
                start, body = number + 1, []
            else:
                blocks.append((start, body))
                start = None
            continue
        if start is not None:
            fenced.add(number)
            body.append(line)
    return blocks, fenced


def paragraphs(lines, fenced):
    """(first line number, text) of each prose paragraph, lines joined with spaces."""
    found, start, text = [], None, []
    for number, line in enumerate(lines, 1):
        if number in fenced or not line.strip():
            if text:
                found.append((start, " ".join(text)))
            start, text = None, []
            continue
        if start is None:
            start = number
        text.append(line.strip())
    if text:
        found.append((start, " ".join(text)))
    return found


def documents(root, patterns):
    found = []
    for pattern in patterns:
        found += sorted(glob.glob(os.path.join(root, pattern), recursive=True))
    return [os.path.relpath(p, root) for p in found if "/.build" not in p]


# ---- 2. Products named in prose ----------------------------------------------------------

def check_products(root, products, report):
    prose = documents(root, ["README.md", "CONTRIBUTING.md", "ARCHITECTURE.md", "Sources/*/*.docc/**/*.md",
                             "Examples/*/README.md", "Fuzz/README.md", "Benchmarks/README.md"])
    named = re.compile(r"`(\w+)` products?\b|\bproducts? `(\w+)`")
    product_line = re.compile(r'\.product\(\s*name:\s*"([\w-]+)"\s*,\s*package:\s*"([\w-]+)"')
    for path in prose:
        lines = open(os.path.join(root, path), encoding="utf-8").read().split("\n")
        _, fenced = fenced_blocks(lines)
        table_is_products = False
        for number, line in enumerate(lines, 1):
            for name, package in product_line.findall(line):
                if package.lower() == "patternkit" and name not in products:
                    report(path, number, f'.product(name: "{name}") names no product of Package.swift')
            if number in fenced:
                continue
            for match in named.finditer(line):
                name = match.group(1) or match.group(2)
                if name.startswith("PatternKit") and name not in products:
                    report(path, number, f"`{name}` is called a product, but Package.swift has no such product")
            cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.lstrip().startswith("|") else []
            if not cells:
                table_is_products = False
            elif re.fullmatch(r"-+|:?-+:?", cells[0]):
                continue
            elif not table_is_products and cells[0].lower() == "product" and \
                    (number == 1 or not lines[number - 2].lstrip().startswith("|")):
                table_is_products = True
            elif table_is_products:
                for name in re.findall(r"`(\w+)`", cells[0]):
                    if name not in products:
                        report(path, number, f"`{name}` is in a table's product column, but Package.swift has no such product")


# ---- 3. Languages --------------------------------------------------------------------------

def check_languages(root, report):
    folders = sorted(os.path.basename(p)[:-len(".lproj")]
                     for p in glob.glob(os.path.join(root, "Sources/PatternKitValidationCore/Resources/*.lproj")))
    count = len(folders)
    texts = documents(root, ["README.md", "CONTRIBUTING.md", "ARCHITECTURE.md", "Sources/*/*.docc/**/*.md",
                             "Examples/*/README.md"])
    counted = re.compile(r"\b(\d+|" + "|".join(NUMBER_WORDS) + r")\s+languages\b", re.I)
    name = r"(?:%s)(?: \([^)]*\))?" % "|".join(sorted(LANGUAGE_NAMES, key=len, reverse=True))
    listed = re.compile(r"\b(?:in|into) (%s(?:, %s)+,? and %s)" % (name, name, name))

    def check_text(path, number, text):
        for match in counted.finditer(text):
            word = match.group(1).lower()
            said = int(word) if word.isdigit() else NUMBER_WORDS[word]
            if said != count:
                report(path, number, f"“{match.group(0)}”, but the messages have {count} languages "
                                     f"(Sources/PatternKitValidationCore/Resources/*.lproj)")
        # A list of names counts only where the text is about the messages (not, say, which
        # languages have a plural category).
        for match in listed.finditer(text) if re.search(r"messages?|reasons?|translat", text, re.I) else []:
            names = re.split(r",? and |, ", match.group(1))
            if len(names) >= 3 and len(names) != count:
                report(path, number, f"“{match.group(0)}” lists {len(names)} languages, but the messages have {count}")

    for path in texts:
        lines = open(os.path.join(root, path), encoding="utf-8").read().split("\n")
        _, fenced = fenced_blocks(lines)
        for number, text in paragraphs(lines, fenced):
            check_text(path, number, text)
    # Doc comments, a comment block at a time.
    for path in documents(root, ["Sources/**/*.swift"]):
        lines = open(os.path.join(root, path), encoding="utf-8").read().split("\n")
        start, block = None, []
        for number, line in enumerate(lines + [""], 1):
            stripped = line.strip()
            if stripped.startswith("//"):
                start = start or number
                block.append(stripped.lstrip("/").strip())
            elif block:
                check_text(path, start, " ".join(block))
                start, block = None, []
    # The Localization article's table lists exactly the folders.
    article = "Sources/PatternKitValidationCore/PatternKitValidationCore.docc/Localization.md"
    if os.path.exists(os.path.join(root, article)):
        rows = re.findall(r"(?m)^\| `([\w-]+)` \|", open(os.path.join(root, article), encoding="utf-8").read())
        if sorted(rows) != folders:
            missing = sorted(set(folders) - set(rows))
            extra = sorted(set(rows) - set(folders))
            report(article, 1, f"the table of languages differs from the .lproj folders: "
                               f"missing {missing or 'none'}, without a folder {extra or 'none'}")


# ---- 4. Package.swift fragments ----------------------------------------------------------

def manifest_fragments(root):
    """(path, line, kind, text) of every Package.swift fragment that names PatternKit."""
    found = []
    for path in documents(root, ["README.md", "CHANGELOG.md", "Sources/*/*.docc/**/*.md", "Examples/*/README.md"]):
        lines = open(os.path.join(root, path), encoding="utf-8").read().split("\n")
        blocks, fenced = fenced_blocks(lines)
        for start, body in blocks:
            text = "\n".join(body)
            if re.search(r"\blet package\s*=\s*Package\(", text):
                if PATTERNKIT_URL.search(text) or re.search(r'package:\s*"PatternKit"', text):
                    found.append((path, start, "manifest", text))
            elif PATTERNKIT_URL.search(text) or re.search(r'\.product\(\s*name:.*package:\s*"PatternKit"', text):
                found.append((path, start, "lines", text))
        for number, line in enumerate(lines, 1):
            if number in fenced:
                continue
            for span in re.findall(r"`([^`]*\.package\(url:[^`]*)`", line):
                if PATTERNKIT_URL.search(span):
                    found.append((path, number, "lines", span))
    return found


def split_call_arguments(text, start):
    """The text of the parenthesised call whose `(` is at `start`, up to its matching `)`."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return text[start:index + 1]
    return text[start:]


def patternkit_dependencies(text):
    """Each `.package(url: PatternKit …)` call of `text`, as (whole call, requirement, traits)."""
    calls = []
    for match in re.finditer(r"\.package\(", text):
        call = ".package" + split_call_arguments(text, match.end() - 1)
        if not PATTERNKIT_URL.search(call):
            continue
        traits = re.findall(r'"([^"]+)"', re.search(r"traits:\s*\[([^\]]*)\]", call).group(1)) \
            if re.search(r"traits:\s*\[", call) else []
        requirement = re.sub(r",?\s*traits:\s*\[[^\]]*\]", "", PATTERNKIT_URL.split(call, 1)[1]).strip(" ,)")
        calls.append((call, requirement, traits))
    return calls


def lines_manifest(text, platforms):
    dependencies, products = [], []
    for match in re.finditer(r"\.package\(", text):
        dependencies.append(".package" + split_call_arguments(text, match.end() - 1))
    for match in re.finditer(r"\.product\(", text):
        products.append(".product" + split_call_arguments(text, match.end() - 1))
    if not dependencies:
        dependencies.append('.package(url: "https://github.com/PatternKit/PatternKit.git", branch: "main")')
    return (
        "// swift-tools-version: 6.2\nimport PackageDescription\n\nlet package = Package(\n"
        f'    name: "Fragment",\n    platforms: [{platforms}],\n'
        "    dependencies: [\n" + "".join(f"        {d},\n" for d in dependencies) + "    ],\n"
        '    targets: [.target(name: "Fragment", dependencies: [\n'
        + "".join(f"        {p},\n" for p in products) + "    ])]\n)\n"
    )


def swiftpm(arguments, directory):
    return subprocess.run(["swift", "package"] + arguments, cwd=directory, capture_output=True, text=True)


def check_manifests(root, package, report):
    tags = set(subprocess.run(["git", "tag"], cwd=root, capture_output=True, text=True).stdout.split())
    traits = {t["name"] for t in package.get("traits", [])}
    minimum = {p["platformName"]: p["version"] for p in package["platforms"]}
    platforms = ", ".join(f'.{name_of_platform(p)}("{v}")' for p, v in minimum.items())
    work = tempfile.mkdtemp(prefix="doc-manifests-")
    # A path dependency's identity is its folder's name: point "PatternKit" at this checkout.
    link = os.path.join(work, "PatternKit")
    os.symlink(root, link)
    fragments = manifest_fragments(root)
    for index, (path, line, kind, text) in enumerate(fragments):
        written = text if kind == "manifest" else lines_manifest(text, platforms)
        directory = os.path.join(work, f"fragment{index}")
        os.makedirs(directory)
        open(os.path.join(directory, "Package.swift"), "w").write(written)
        # As written: SwiftPM evaluates the manifest (its API, its syntax), resolving nothing.
        dumped = swiftpm(["dump-package"], directory)
        if dumped.returncode != 0:
            report(path, line, "the Package.swift fragment is not a manifest SwiftPM accepts:\n"
                   + "\n".join(l for l in dumped.stderr.splitlines()
                               if "error:" in l and "Invalid manifest" not in l and "`-" not in l)[:1500])
            continue
        manifest = json.loads(dumped.stdout)
        for call, requirement, asked_traits in patternkit_dependencies(written):
            version = re.search(r'(?:from|exact):\s*"([^"]+)"', requirement)
            if version and version.group(1) not in tags:
                report(path, line, f"it asks for version {version.group(1)} of PatternKit, which is not tagged "
                                   f"(tags: {', '.join(sorted(tags)) or 'none'}); depend on `branch: \"main\"` until it is")
            for trait in asked_traits:
                if trait not in traits:
                    report(path, line, f"trait “{trait}” is not a trait of Package.swift ({', '.join(sorted(traits))})")
        if kind == "manifest":
            declared = {p["platformName"]: p["version"] for p in manifest.get("platforms") or []}
            if not declared:
                report(path, line, "the manifest declares no platforms: SwiftPM's defaults are below "
                                   + ", ".join(f"{p} {v}" for p, v in minimum.items()))
            for platform, version in declared.items():
                if platform in minimum and version_tuple(version) < version_tuple(minimum[platform]):
                    report(path, line, f"the manifest asks for {platform} {version}, "
                                       f"but PatternKit needs {platform} {minimum[platform]}")
        # Against this checkout: the products must exist (traits are checked above; resolving
        # them would fetch what they need).
        resolvable = written
        for call, _, _ in patternkit_dependencies(written):
            resolvable = resolvable.replace(call, f'.package(path: "{link}")')
        # Other packages (Vapor beside the trait) are not what is checked: resolving them would
        # fetch them. Their `.package` and `.product` entries go.
        for match in list(re.finditer(r"\.package\(", resolvable))[::-1]:
            call = ".package" + split_call_arguments(resolvable, match.end() - 1)
            if "path:" not in call:
                resolvable = resolvable.replace(call + ",", "").replace(call, "")
        for match in list(re.finditer(r"\.product\(", resolvable))[::-1]:
            call = ".product" + split_call_arguments(resolvable, match.end() - 1)
            if not re.search(r'package:\s*"PatternKit"', call):
                resolvable = resolvable.replace(call + ",", "").replace(call, "")
        open(os.path.join(directory, "Package.swift"), "w").write(resolvable)
        for target in manifest.get("targets", []):
            kind_folder = "Tests" if target["type"] == "test" else "Sources"
            folder = os.path.join(directory, target.get("path") or os.path.join(kind_folder, target["name"]))
            os.makedirs(folder, exist_ok=True)
            open(os.path.join(folder, "Empty.swift"), "w").write("")
        resolved = swiftpm(["show-dependencies", "--format", "json"], directory)
        if resolved.returncode != 0:
            errors = [l for l in (resolved.stderr + resolved.stdout).splitlines() if "error" in l]
            report(path, line, "the Package.swift fragment does not resolve against this package:\n"
                   + "\n".join(errors)[:1500])
    subprocess.run(["rm", "-rf", work])
    return len(fragments)


def name_of_platform(platform):
    return {"ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
            "maccatalyst": "macCatalyst", "linux": "linux"}.get(platform, platform)


def version_tuple(version):
    return tuple(int(part) for part in re.findall(r"\d+", version))


# ---- all ------------------------------------------------------------------------------------

def run(root):
    findings = []

    def report(path, line, message):
        findings.append(f"{path}:{line}: {message}")

    dumped = swiftpm(["dump-package"], root)
    if dumped.returncode != 0:
        print(dumped.stderr)
        return 1
    package = json.loads(dumped.stdout)
    products = {p["name"] for p in package["products"] if "library" in p["type"]}
    check_products(root, products, report)
    check_languages(root, report)
    fragments = check_manifests(root, package, report)
    for finding in findings:
        print(finding)
    print(f"documentation drift: {len(findings)} found (products named in prose against {len(products)} products; "
          f"language counts against the .lproj folders; {fragments} Package.swift fragments resolved)")
    return len(findings)
