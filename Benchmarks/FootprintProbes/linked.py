"""The linked footprint (issue 19): what an app's executable grows by, dead-stripped, when it
uses a library for one of three cases, PatternKit beside the library the case comes from.

usage: Benchmarks/footprint linked [--anchor [NAME=]PATH]... [--case NAME]...
                                   [--product CASE=PRODUCT]... [--what-if CASE=TARGET]...
                                   [--swiftc-flag FLAG]... [--top N] [--json FILE]
                                   [--check-goals]

For every case, the app shell in Benchmarks/FootprintProbes/Shell (an application delegate
that shows one view controller) is compiled twice more for arm64-apple-ios16.0, release,
with the SDK prepared for .ci/ios-build: with the baseline's plain view controller, and with
the case's view controller, which calls the library. Each is linked, with every object of
its module closure, by ../shared/tools/ios-sdk/link (ld64.lld, -dead_strip, as an Xcode
release build). The growth is __TEXT(case) - __TEXT(baseline): the case's own code plus
everything of the library the linker keeps.

Per module, per source file (release builds compile one object per file), per section and
per type, the kept bytes come from the linker's map (-map): each symbol and literal the
output holds, its size and the object it came from. What no object owns (stubs, unwind
tables, the linker's own tables) is reported as "linker".

Cases (the sources are in Benchmarks/FootprintProbes):
  handlers    (a) the article's HandlersKit calls; the same file with PatternKitHandlersUIKit
              and with HandlersKit, only the marked import line differs. Goal <= 3x.
  validation  (b) the article's two validated fields (CustomTextField, NumericInputValidator,
              AlphaInputValidator, validate() when editing ends) with PatternKitValidationUIKit,
              and the same two checks with SwiftValidator. Goal <= 8x (issue 30's step;
              <= 6x its final goal).
  publishers  (c) CombineCocoa's README usage; the same file with PatternKitUIKit and with
              CombineCocoa, only the import differs.

--what-if CASE=TARGET links the case's PatternKit probe once more with only the closure of
TARGET (a target, not a product; the probe must use nothing outside its closure), to show what
the case would cost if that target were the product it imports.

--swiftc-flag FLAG compiles every module (PatternKit's, the anchors', the probes') with FLAG
too, in a build folder of its own: `--swiftc-flag -Xfrontend --swiftc-flag -internalize-at-link`
shows what is left when public symbols may be dead-stripped (by default the compiler marks
every public and package symbol "no dead strip").

FOOTPRINT_JOBS=N builds with N parallel jobs (swift build -j N; a shared machine's limit).

Anchors are never part of this repository. Give each as --anchor NAME=PATH or in
FOOTPRINT_ANCHORS (paths separated by spaces or colons; NAME= may be left out when the path
names the library, as /work/.mirror/hhru+HandlersKit/repo does). PATH is a checkout or a
bare git directory (its HEAD is exported). Without an anchor, PatternKit's growth is still
measured and the anchor's last figure recorded in Benchmarks/RESULTS.md is printed, marked
"recorded". Exit status: 0; 3 without an iOS SDK; 1 when a build or link fails; 2 with
--check-goals when a goal is missed.
"""
import json, os, re, shutil, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROBES = os.path.join(ROOT, "Benchmarks", "FootprintProbes")
RESULTS = os.path.join(ROOT, "Benchmarks", "RESULTS.md")
WORK = os.path.join(ROOT, ".build-footprint", "linked")
LINK = os.environ.get("FOOTPRINT_LINK") or os.path.normpath(os.path.join(ROOT, "..", "shared", "tools", "ios-sdk", "link"))
IMPORT_MARK = "// footprint: library import"
# Extra compiler flags for every module (--swiftc-flag); a build folder of their own.
SWIFTC_FLAGS = []


def build_dir(kind="build"):
    if not SWIFTC_FLAGS:
        return os.path.join(WORK, kind)
    return os.path.join(WORK, kind + "-" + re.sub(r"[^A-Za-z0-9]+", "-", " ".join(SWIFTC_FLAGS)).strip("-"))

CASES = [
    {
        "name": "handlers", "title": "(a) the article's HandlersKit calls", "goal": 3.0,
        "patternkit": {"product": "PatternKitHandlersUIKit", "source": "Handlers/ProbeViewController.swift"},
        "anchor": {"name": "HandlersKit", "product": "HandlersKit", "source": "Handlers/ProbeViewController.swift"},
    },
    {
        "name": "validation", "title": "(b) the article's two validated fields", "goal": 8.0,
        "patternkit": {"product": "PatternKitValidationUIKit", "source": "Validation/PatternKit.swift"},
        "anchor": {"name": "SwiftValidator", "product": "SwiftValidator", "source": "Validation/SwiftValidator.swift"},
    },
    {
        "name": "publishers", "title": "(c) CombineCocoa's README usage", "goal": None,
        "patternkit": {"product": "PatternKitUIKit", "source": "Publishers/ProbeViewController.swift"},
        "anchor": {"name": "CombineCocoa", "product": "CombineCocoa", "source": "Publishers/ProbeViewController.swift"},
    },
]


def fail(message, status=1):
    print(f"footprint: {message}", file=sys.stderr)
    sys.exit(status)


def log(message):
    print(message, file=sys.stderr, flush=True)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


# MARK: SDK and anchors

def ios_environment():
    prepared = run([os.path.join(ROOT, ".ci", "ios-build"), "--prepare-only"])
    env_sh = os.path.expanduser("~/.cache/ios-sdk/env.sh")
    if prepared.returncode != 0 or not os.path.exists(env_sh):
        fail("no iOS SDK is prepared on this machine (see README.md, 'Compiling the Apple-only targets')", 3)
    if not os.path.exists(LINK):
        fail(f"no iOS linker script at {LINK} (set FOOTPRINT_LINK)", 3)
    env = dict(os.environ)
    out = subprocess.run(["bash", "-c", f". '{env_sh}' && env -0"], capture_output=True).stdout
    env.update(dict(line.split("=", 1) for line in out.decode().split("\0") if "=" in line))
    return env


def parse_anchor_specs(specs):
    known = [case["anchor"]["name"] for case in CASES]
    anchors = {}
    for spec in specs:
        name, sep, path = spec.partition("=")
        if not sep:
            path, name = spec, next((k for k in known if k.lower() in spec.lower()), None)
            if not name:
                fail(f"cannot tell which library {spec} is: write NAME=PATH ({', '.join(known)})", 2)
        if name not in known:
            fail(f"unknown anchor {name} (known: {', '.join(known)})", 2)
        anchors[name] = os.path.abspath(path)
    return anchors


def export_anchor(name, path):
    """A fresh copy of the anchor under WORK/anchors/NAME; returns (dir, description)."""
    dest = os.path.join(WORK, "anchors", name)
    bare = os.path.isfile(os.path.join(path, "HEAD")) and os.path.isdir(os.path.join(path, "objects"))
    git = ["git", "--git-dir", path] if bare else ["git", "-C", path]
    commit = run(git + ["rev-parse", "--short", "HEAD"]).stdout.strip()
    tag = run(git + ["describe", "--tags", "--always", "HEAD"]).stdout.strip()
    version = f"{tag} ({commit})" if commit and tag != commit else commit or "checkout"
    stamp = os.path.join(WORK, "anchors", name + ".from")
    if bare and os.path.isdir(dest) and os.path.exists(stamp) and open(stamp).read() == f"{path} {commit}":
        return dest, version   # the same commit is already there: its build stays valid
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    if bare:
        archive = subprocess.run(git + ["archive", "HEAD"], capture_output=True)
        if archive.returncode != 0:
            fail(f"anchor {name}: cannot export HEAD of {path}")
        subprocess.run(["tar", "-x", "-C", dest], input=archive.stdout, check=True)
    else:
        shutil.copytree(path, dest, dirs_exist_ok=True, ignore=shutil.ignore_patterns(".git", ".build*"))
    if name == "SwiftValidator":
        wrap_swiftvalidator(dest)
    open(stamp, "w").write(f"{path} {commit}")
    return dest, version


def wrap_swiftvalidator(dest):
    """SwiftValidator ships no Package.swift (CocoaPods, Carthage): its SwiftValidator/ folder
    becomes one module. Core/Validatable.swift extends UITextField and gets UIKit from the
    framework's umbrella header in Xcode, so the copy imports UIKit itself."""
    sources = os.path.join(dest, "SwiftValidator")
    if os.path.exists(os.path.join(dest, "Package.swift")):
        return
    validatable = os.path.join(sources, "Core", "Validatable.swift")
    text = open(validatable).read()
    if "import UIKit" not in text:
        open(validatable, "w").write("import UIKit\n" + text)
    with open(os.path.join(dest, "Package.swift"), "w") as f:
        f.write('// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "SwiftValidator", '
                'platforms: [.iOS(.v13)], products: [.library(name: "SwiftValidator", targets: ["SwiftValidator"])], '
                'targets: [.target(name: "SwiftValidator", path: "SwiftValidator", exclude: ["Info.plist", "SwiftValidator.h"])])\n')


def recorded_anchors():
    """The anchors' figures of the last linked run recorded in RESULTS.md."""
    if not os.path.exists(RESULTS):
        return {}
    figures = {}
    for found in re.findall(r"<!-- footprint-linked-anchors: (\{.*?\}) -->", open(RESULTS).read()):
        figures.update(json.loads(found))   # later sections win
    return figures


# MARK: Module closures

def dump_package(path, env):
    result = run(["swift", "package", "--package-path", path, "dump-package"], env=env)
    if result.returncode != 0:
        fail(f"cannot read the manifest of {path}:\n{result.stderr[-2000:]}")
    return json.loads(result.stdout)


def closure(dump, product, target=False):
    """The package's own targets a product (or, with `target`, a target) needs; every
    dependency here is in-package."""
    targets = {t["name"]: t for t in dump["targets"]}
    roots = [product] if target and product in targets else next((p["targets"] for p in dump["products"] if p["name"] == product), None)
    if roots is None:
        fail(f"{dump['name']} has no {'target' if target else 'product'} {product}")
    kept, pending = [], list(roots)
    while pending:
        name = pending.pop()
        if name in kept or name not in targets:
            continue
        kept.append(name)
        for dependency in targets[name].get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in dependency:
                    pending.append(dependency[kind][0])
    return kept


# MARK: The probe package

def write_probes(plan):
    """A throwaway package: one target per probe (shell + view controller), each depending on
    its library's product by path."""
    pkg = os.path.join(WORK, "probes")
    wanted = {probe["target"] for probe in plan}
    if os.path.isdir(os.path.join(pkg, "Sources")):
        for stale in set(os.listdir(os.path.join(pkg, "Sources"))) - wanted:
            shutil.rmtree(os.path.join(pkg, "Sources", stale))
    deps, targets = {}, []
    for probe in plan:
        if probe.get("what_if"):
            continue
        folder = os.path.join(pkg, "Sources", probe["target"])
        os.makedirs(folder, exist_ok=True)
        source = open(os.path.join(PROBES, probe["source"])).read()
        if probe.get("module"):
            lines = [f"import {probe['module']} {IMPORT_MARK}" if IMPORT_MARK in line else line for line in source.splitlines()]
            source = "\n".join(lines) + "\n"
        write_if_changed(os.path.join(folder, "ProbeAppDelegate.swift"), open(os.path.join(PROBES, "Shell", "ProbeAppDelegate.swift")).read())
        write_if_changed(os.path.join(folder, "ProbeViewController.swift"), source)
        dependencies = ""
        if probe.get("package_dir"):
            identity = os.path.basename(probe["package_dir"].rstrip("/"))
            deps[identity] = probe["package_dir"]
            dependencies = f', dependencies: [.product(name: "{probe["product"]}", package: "{identity}")]'
        targets.append(f'        .target(name: "{probe["target"]}"{dependencies}),')
    manifest = ["// swift-tools-version: 6.0", "// Generated by Benchmarks/footprint linked; not part of the repository.",
                "import PackageDescription", "let package = Package(", '    name: "FootprintProbes",',
                "    platforms: [.iOS(.v13)],", "    dependencies: ["]
    manifest += [f'        .package(path: "{path}"),' for path in deps.values()]
    manifest += ["    ],", "    targets: ["] + targets + ["    ],", "    swiftLanguageModes: [.v5]", ")"]
    write_if_changed(os.path.join(pkg, "Package.swift"), "\n".join(manifest) + "\n")
    return pkg


def write_if_changed(path, text):
    """Leaves an unchanged file alone, so the next build does not recompile its probe."""
    if not os.path.exists(path) or open(path).read() != text:
        open(path, "w").write(text)


def build(pkg, target, env):
    log(f"== building {target} (release, arm64-apple-ios16.0)")
    result = run(["nice", "-n", "10", "swift", "build", "-c", "release", "--package-path", pkg,
                  "--scratch-path", build_dir(),
                  "--destination", os.path.join(ROOT, ".build-ios-sdk", "destination.json"),
                  "-Xswiftc", "-target", "-Xswiftc", "arm64-apple-ios16.0", "--target", target,
                  # Planned afresh each time: a cached plan still lists the sources of a file that
                  # moved to another module since, and the build stops on the missing input.
                  "--disable-build-manifest-caching"]
                 + (["-j", os.environ["FOOTPRINT_JOBS"]] if os.environ.get("FOOTPRINT_JOBS") else [])
                 + [arg for flag in SWIFTC_FLAGS for arg in ("-Xswiftc", flag)], env=env)
    if result.returncode != 0:
        log(result.stdout[-6000:] + result.stderr[-3000:])
        fail(f"{target} did not build")


def object_dir(module):
    for candidate in ("arm64-apple-ios/release", "release"):
        path = os.path.join(build_dir(), candidate, module + ".build")
        if os.path.isdir(path):
            remove_stale_objects(path)
            return path
    fail(f"no objects for {module} under {build_dir()}")


def remove_stale_objects(folder):
    """Deletes the objects of source files that left the module (moved to another module, or
    removed) since an earlier build in this folder: SwiftPM leaves them, and the whole folder is
    linked. The build's output file map names the objects of the module's current sources."""
    try:
        with open(os.path.join(folder, "output-file-map.json")) as f:
            current = {entry.get("object") for entry in json.load(f).values()}
    except (OSError, ValueError):
        return
    current.discard(None)
    if not current:
        return
    for name in os.listdir(folder):
        path = os.path.join(folder, name)
        if name.endswith(".o") and path not in current:
            os.remove(path)


COMPILED = {}


def compiled_text(module):
    """The __TEXT bytes of a module's objects before linking (what dead stripping starts from)."""
    if module not in COMPILED:
        tool = shutil.which("llvm-size") or "/opt/swift/usr/bin/llvm-size"
        folder = object_dir(module)
        total = 0
        for name in sorted(os.listdir(folder)):
            if name.endswith(".o"):
                out = run([tool, "-m", os.path.join(folder, name)]).stdout
                total += sum(int(line.rsplit(":", 1)[1]) for line in out.splitlines() if line.strip().startswith("Section (__TEXT,"))
        COMPILED[module] = total
    return COMPILED[module]


def link(probe, env):
    out = os.path.join(build_dir("out"), probe["target"] + (f"-{probe['what_if']}" if probe.get("what_if") else ""))
    os.makedirs(os.path.dirname(out), exist_ok=True)
    inputs = [object_dir(m) for m in [probe["target"]] + probe["modules"]]
    result = run([LINK, out] + inputs + ["--", "-map", out + ".map"], env=env)
    if result.returncode != 0:
        log(result.stdout[-6000:] + result.stderr[-6000:])
        fail(f"{probe['target']} did not link")
    sizes = dict(field.split("=", 1) for field in result.stdout.split() if "=" in field)
    return int(sizes["__TEXT"]), out + ".map"


# MARK: Attribution (the linker's map)

def read_map(path):
    """(objects by index, sections by address range, symbols) of an ld64.lld map file."""
    objects, sections, symbols, part = {}, [], [], None
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("# Object files:"):
            part = "objects"; continue
        if line.startswith("# Sections:"):
            part = "sections"; continue
        if line.startswith("# Symbols:"):
            part = "symbols"; continue
        if line.startswith("# Dead Stripped Symbols:"):
            part = None; continue
        if line.startswith("#") or not line.strip():
            continue
        if part == "objects":
            m = re.match(r"\[\s*(\d+)\]\s+(.*)", line)
            if m:
                objects[int(m.group(1))] = m.group(2)
        elif part == "sections":
            f = line.split()
            if len(f) >= 4:
                sections.append((int(f[0], 16), int(f[1], 16), f[2], f[3]))
        elif part == "symbols":
            m = re.match(r"(0x[0-9A-Fa-f]+)\s+(0x[0-9A-Fa-f]+)\s+\[\s*(\d+)\]\s+(.*)", line)
            if m:
                symbols.append((int(m.group(1), 16), int(m.group(2), 16), int(m.group(3)), m.group(4)))
    return objects, sections, symbols


def module_of(object_path):
    m = re.search(r"/([^/]+)\.build/([^/()]+?)\.o\b", object_path)
    if m:
        return m.group(1), m.group(2)
    return None, os.path.basename(object_path)


def demangle(names):
    tool = shutil.which("swift-demangle") or "/opt/swift/usr/bin/swift-demangle"
    if not os.path.exists(tool) and not shutil.which(tool):
        return {n: n for n in names}
    result = subprocess.run([tool], input="\n".join(names), capture_output=True, text=True)
    out = result.stdout.splitlines()
    return dict(zip(names, out)) if len(out) == len(names) else {n: n for n in names}


def mangled_type(symbol, modules):
    """The first type a Swift symbol names inside one of `modules`, read from the mangling
    (`$s18PatternKitHandlers14DelegateRoutesV...` -> DelegateRoutes)."""
    m = re.match(r"_?\$s(\d+)", symbol)
    if not m:
        return None
    length, rest = int(m.group(1)), symbol[m.end():]
    if rest[:length] not in modules:
        return None
    n = re.match(r"([1-9]\d*)([A-Za-z_][A-Za-z0-9_]*)", rest[length:])   # 0…: word substitutions
    return n.group(2)[: int(n.group(1))] if n else None


def type_of(symbol, demangled, modules):
    """Where a kept symbol belongs, for the "types" list: a type of the module, a UIKit class
    the module extends, Objective-C protocol records, specialized standard-library generics,
    or literal strings (selectors, messages)."""
    if symbol.startswith("literal string"):
        return "(literal strings: selectors, names, messages)"
    m = re.search(r"_TtC\d+([A-Za-z_]\w*?)(\d+)([A-Za-z_]\w*)", symbol)
    if m and m.group(1) in modules:
        return m.group(3)[: int(m.group(2))]
    if symbol.startswith("__PROTOCOL"):
        return "(Objective-C protocol records)"
    if re.match(r"(function signature |generic )?specialization", demangled) and (
            " of Swift." in demangled or " of (extension in Swift)" in demangled or " of static Swift." in demangled):
        return "(standard library generics, specialized)"
    m = re.search(r"\(extension in ([A-Za-z_]\w*)\):(?:__C\.|Swift\.|[A-Za-z_]\w*\.)?([A-Za-z_]\w*)", demangled)
    if m and m.group(1) in modules:
        return f"{m.group(2)} (extension)"
    for m in re.finditer(r"\b([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)", demangled):
        if m.group(1) in modules:
            return m.group(2)
    named = mangled_type(symbol, modules)
    if named:
        return named
    if "__C." in demangled or symbol.startswith("L_selector"):
        return "(SDK types: imported conformances, metadata, selectors)"
    if symbol.startswith(("ltmp", "l_", "lCPI", "___unnamed", "EH_Frame")):
        return "(unnamed constants)"
    return "(other)"


def attribute(map_path, probe):
    objects, sections, symbols = read_map(map_path)
    text = [(start, start + size, name) for start, size, seg, name in sections if seg == "__TEXT"]
    wanted = set(probe["modules"]) | {probe["target"]}
    by_module, by_file, by_section, by_type, owned = {}, {}, {}, {}, 0
    entries = []
    for address, size, index, name in symbols:
        section = next((s for lo, hi, s in text if lo <= address < hi), None)
        if section is None:
            continue
        module, file = module_of(objects.get(index, ""))
        if module not in wanted:
            continue
        entries.append((module, file, section, name, size))
    names = [name for _, _, _, name, _ in entries if name.startswith("_$s") or name.startswith("$s")]
    pretty = demangle(names)
    for module, file, section, name, size in entries:
        owned += size
        by_module[module] = by_module.get(module, 0) + size
        key = f"{module}/{file}"
        by_file[key] = by_file.get(key, 0) + size
        by_section[section] = by_section.get(section, 0) + size
        if module != probe["target"]:
            kind = f"{module}.{type_of(name, pretty.get(name, name), wanted)}"
            by_type[kind] = by_type.get(kind, 0) + size
    return {"modules": by_module, "files": by_file, "sections": by_section, "types": by_type, "owned": owned}


# MARK: Report

def kb(n):
    return f"{n / 1000:,.1f} KB" if n is not None else "—"


def top(d, n):
    return sorted(d.items(), key=lambda kv: -kv[1])[:n]


def main(argv):
    specs = os.environ.get("FOOTPRINT_ANCHORS", "").replace(":", " ").split()
    only, products, what_ifs, top_n, json_out, check = [], {}, {}, 8, None, False
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in ("-h", "--help"):
            print(__doc__); return 0
        if arg not in ("--anchor", "--case", "--product", "--what-if", "--swiftc-flag", "--top", "--json", "--check-goals"):
            fail(f"unknown argument {arg} (see --help)", 2)
        if i + 1 >= len(argv) and arg != "--check-goals":
            fail(f"{arg} needs a value", 2)
        if arg == "--anchor": specs.append(argv[i + 1])
        elif arg == "--case": only.append(argv[i + 1])
        elif arg == "--product":
            case, _, product = argv[i + 1].partition("="); products[case] = product
        elif arg == "--what-if":
            case, _, target = argv[i + 1].partition("="); what_ifs[case] = target
        elif arg == "--swiftc-flag": SWIFTC_FLAGS.append(argv[i + 1])
        elif arg == "--top": top_n = int(argv[i + 1])
        elif arg == "--json": json_out = argv[i + 1]
        elif arg == "--check-goals": check = True; i += 1; continue
        else: fail(f"unknown argument {arg}", 2)
        i += 2
    anchors = parse_anchor_specs(specs)
    unknown = set(only) - {c["name"] for c in CASES}
    if unknown:
        fail(f"unknown case {', '.join(sorted(unknown))} (cases: {', '.join(c['name'] for c in CASES)})", 2)
    cases = [c for c in CASES if not only or c["name"] in only]
    env = ios_environment()
    os.makedirs(WORK, exist_ok=True)

    ours = dump_package(ROOT, env)
    plan = [{"case": None, "target": "Baseline", "source": "Baseline/ProbeViewController.swift", "modules": []}]
    described = {}
    for case in cases:
        product = products.get(case["name"], case["patternkit"]["product"])
        plan.append({"case": case["name"], "side": "patternkit", "library": product, "target": f"{case['name'].capitalize()}PatternKit",
                     "source": case["patternkit"]["source"], "package_dir": ROOT, "product": product,
                     "module": product, "modules": closure(ours, product)})
        if case["name"] in what_ifs:
            # The same compiled probe, linked with only the closure of one target: what the case
            # would cost if that target were the product it imports (it must link: the probe may
            # use nothing outside that closure).
            target = what_ifs[case["name"]]
            plan.append({"case": case["name"], "side": "what-if", "library": f"{target} (closure of the target)",
                         "target": f"{case['name'].capitalize()}PatternKit", "what_if": target,
                         "modules": closure(ours, target, target=True)})
        anchor = case["anchor"]
        if anchor["name"] in anchors:
            if anchor["name"] not in described:
                described[anchor["name"]] = export_anchor(anchor["name"], anchors[anchor["name"]])
            directory, version = described[anchor["name"]]
            plan.append({"case": case["name"], "side": "anchor", "library": f"{anchor['name']} {version}",
                         "target": f"{case['name'].capitalize()}{anchor['name']}", "source": anchor["source"],
                         "package_dir": directory, "product": anchor["product"], "module": anchor["product"],
                         "modules": closure(dump_package(directory, env), anchor["product"])})
    pkg = write_probes(plan)
    for probe in plan:
        if not probe.get("what_if"):
            build(pkg, probe["target"], env)
        probe["text"], probe["map"] = link(probe, env)
        probe["detail"] = attribute(probe["map"], probe)
    baseline = plan[0]["text"]
    recorded = {} if SWIFTC_FLAGS else recorded_anchors()   # recorded figures are of the default flags
    rows, missed = [], []
    for case in cases:
        mine = next(p for p in plan if p["case"] == case["name"] and p["side"] == "patternkit")
        theirs = next((p for p in plan if p["case"] == case["name"] and p["side"] == "anchor"), None)
        row = {"case": case["name"], "title": case["title"], "goal": case["goal"], "library": mine["library"],
               "growth": mine["text"] - baseline, "detail": mine["detail"], "modules": mine["modules"],
               "split": split(mine, baseline, plan[0]), "compiled": {m: compiled_text(m) for m in mine["modules"]}}
        if theirs:
            row["anchor"] = {"library": theirs["library"], "growth": theirs["text"] - baseline,
                             "detail": theirs["detail"], "split": split(theirs, baseline, plan[0]), "recorded": False,
                             "compiled": {m: compiled_text(m) for m in theirs["modules"]}}
        elif case["name"] in recorded:
            row["anchor"] = dict(recorded[case["name"]], recorded=True)
        if row.get("anchor") and row["anchor"]["growth"] > 0:
            row["ratio"] = row["growth"] / row["anchor"]["growth"]
            if case["goal"] and row["ratio"] > case["goal"]:
                missed.append(case["name"])
        extra = next((p for p in plan if p["case"] == case["name"] and p["side"] == "what-if"), None)
        if extra:
            row["what_if"] = {"library": extra["library"], "growth": extra["text"] - baseline,
                              "split": split(extra, baseline, plan[0])}
            if row.get("anchor") and row["anchor"]["growth"] > 0:
                row["what_if"]["ratio"] = row["what_if"]["growth"] / row["anchor"]["growth"]
        rows.append(row)
    print_report(rows, baseline, top_n, record=not SWIFTC_FLAGS)
    if json_out:
        json.dump({"baseline": baseline, "cases": rows}, open(json_out, "w"), indent=1)
    return 2 if check and missed else 0


def split(probe, baseline, base_probe):
    """A probe's growth as: each library module's kept bytes, the app's own code (the probe
    module minus the baseline's), and what no object owns (linker)."""
    modules = probe["detail"]["modules"]
    parts = {m: modules.get(m, 0) for m in probe["modules"]}
    parts["app code"] = modules.get(probe["target"], 0) - base_probe["detail"]["modules"].get(base_probe["target"], 0)
    growth = probe["text"] - baseline
    parts["linker"] = growth - sum(parts.values())
    return parts


def print_report(rows, baseline, top_n, record=True):
    print("Linked footprint: dead-stripped __TEXT growth of the same app shell, arm64-apple-ios16.0, release"
          + (f", every module compiled with {' '.join(SWIFTC_FLAGS)}" if SWIFTC_FLAGS else ""))
    print(f"(baseline shell: __TEXT {baseline:,} bytes)\n")
    print("| case | PatternKit | growth | anchor | growth | ratio | goal |")
    print("|---|---|---|---|---|---|---|")
    for row in rows:
        anchor = row.get("anchor")
        name = (anchor["library"] + (" (recorded)" if anchor["recorded"] else "")) if anchor else "(no anchor)"
        growth = f"{anchor['growth']:,}" if anchor else "—"
        ratio = f"{row['ratio']:.2f}×" if "ratio" in row else "—"
        goal = "—"
        if row["goal"] and "ratio" in row:
            goal = f"≤ {row['goal']:g}× {'met' if row['ratio'] <= row['goal'] else 'MISSED'}"
        elif row["goal"]:
            goal = f"≤ {row['goal']:g}×"
        print(f"| {row['title']} | `{row['library']}` | {row['growth']:,} | {name} | {growth} | {ratio} | {goal} |")
        if row.get("what_if"):
            w = row["what_if"]
            r = f"{w['ratio']:.2f}×" if "ratio" in w else "—"
            print(f"| {row['title']}, what if | `{w['library']}` | {w['growth']:,} | {name} | {growth} | {r} | |")
    for row in rows:
        detail = row["detail"]
        library_modules = set(row["modules"])
        print(f"\n#### {row['title']}: where `{row['library']}`'s {row['growth']:,} bytes go\n")
        print(f"- by module: {', '.join(f'{m} {b:,}' for m, b in top(row['split'], 99))}")
        compiled = sum(row["compiled"].values())
        kept = sum(b for m, b in row["split"].items() if m in row["compiled"])
        if compiled:
            print(f"- dead stripping kept {kept:,} of the {compiled:,} bytes of __TEXT the library's objects hold ({kept / compiled:.0%})")
        files = {f: b for f, b in detail["files"].items() if f.split("/")[0] in library_modules}
        print(f"- by file: {', '.join(f'{f} {b:,}' for f, b in top(files, top_n))}")
        print(f"- by type: {', '.join(f'{t} {b:,}' for t, b in top(detail['types'], top_n))}")
        print(f"- by section: {', '.join(f'{s} {b:,}' for s, b in top(detail['sections'], top_n))}")
        if row.get("what_if"):
            w = row["what_if"]
            print(f"- what if `{w['library']}`, by module: {', '.join(f'{m} {b:,}' for m, b in top(w['split'], 99))}")
        anchor = row.get("anchor")
        if anchor and not anchor["recorded"]:
            compiled = sum(anchor["compiled"].values())
            kept = sum(b for m, b in anchor["split"].items() if m in anchor["compiled"])
            print(f"- {anchor['library']}, by module: {', '.join(f'{m} {b:,}' for m, b in top(anchor['split'], 99))}"
                  f" (dead stripping kept {kept:,} of {compiled:,} bytes, {kept / max(compiled, 1):.0%})")
    recorded = {row["case"]: {"library": row["anchor"]["library"], "growth": row["anchor"]["growth"]}
                for row in rows if row.get("anchor") and not row["anchor"]["recorded"]}
    if recorded and record:
        print(f"\n<!-- footprint-linked-anchors: {json.dumps(recorded, ensure_ascii=False)} -->")
