// swift-tools-version: 6.2
// PatternKit's fuzz targets: libFuzzer executables that assert the library's promises.
// Build and run them with `./run` (see README.md); a plain `swift build` here does not
// link, because the targets need `-sanitize=fuzzer` (libFuzzer's driver).
import PackageDescription

/// The fuzz targets, one executable each: a family of rules, masks, patterns, edits.
let targets = ["FuzzNetwork", "FuzzIdentifiers", "FuzzText", "FuzzMasks", "FuzzPatterns", "FuzzTextEdit", "FuzzWire"]

let package = Package(
    name: "PatternKitFuzz",
    products: targets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "PatternKit", path: "..")],
    targets: [
        // Declares libFuzzer's `LLVMFuzzerRunDriver` for Swift.
        .target(name: "CFuzzerDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: ["CFuzzerDriver", .product(name: "PatternKitValidation", package: "PatternKit")]
        ),
    ]
        + targets.map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzSupport", .product(name: "PatternKitValidation", package: "PatternKit")],
                // The entry point is `@_cdecl("<Target>_main")`, which hands over to libFuzzer.
                swiftSettings: [.unsafeFlags(["-parse-as-library"])]
            )
        }
)
