// swift-tools-version: 6.2
// PatternKit: Strategy (input validation), closure handlers, and Visitor, for UI code in Swift.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "PatternKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v13), .macOS(.v11), .tvOS(.v13)],
    products: [
        // Eight products, every module prefixed `PatternKit` so none collides with an app's own.
        // Validation on every platform: the engine, the rules and the field/form sessions.
        .library(name: "PatternKitValidation", targets: ["PatternKitValidation"]),
        // Phone numbers and postal codes of every region: large tables, so a product apart.
        .library(name: "PatternKitRegions", targets: ["PatternKitRegions"]),
        .library(name: "PatternKitVisitors", targets: ["PatternKitVisitors"]),
        // The macros build swift-syntax; apps that write `accept` by hand never do.
        .library(name: "PatternKitVisitorMacros", targets: ["PatternKitVisitorMacros"]),
        // UIKit. The two small products cost an app only what the article's code calls: control
        // and text-field closures; a text field that holds a validator. The umbrella has all of it.
        .library(name: "PatternKitHandlersUIKit", targets: ["PatternKitHandlersUIKit"]),
        .library(name: "PatternKitValidationUIKit", targets: ["PatternKitValidationUIKit"]),
        .library(name: "PatternKitUIKit", targets: ["PatternKitUIKit"]),
        .library(name: "PatternKitSwiftUI", targets: ["PatternKitSwiftUI"]),
        // `showcase` and `benchmarks` are executable targets: `swift run` builds them; they are
        // not products, so no app can depend on them.
    ],
    // Off by default: an app that depends on PatternKit never resolves nor builds Vapor (SwiftPM
    // omits a dependency that only trait-guarded target dependencies use).
    traits: [
        .trait(
            name: "Vapor",
            description:
                "Validate Vapor requests with the app's FormValidator; failures answer 422 with the wire form.")
    ],
    dependencies: [
        // Only the visitor macro targets build swift-syntax; the cores never do.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // Tests only: property-based checks of the validation engine.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // With the `Vapor` trait only: the server integration, the sign-up server and its
        // end-to-end test (which sends real requests with AsyncHTTPClient).
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        // MARK: Cores (UI-free, tested on Linux)
        .target(name: "PatternKitTextEditing"),
        // The validation engine holds every message resource (one bundle for all layers). The
        // translators' glossaries sit beside the .lproj folders and are not shipped.
        .target(
            name: "PatternKitValidationCore", dependencies: ["PatternKitTextEditing"],
            exclude: ["Resources/Glossary"], resources: [.process("Resources")]),
        .target(name: "PatternKitValidationRules", dependencies: ["PatternKitValidationCore"]),
        // One validated field: its state machine, options and asynchronous checks.
        .target(name: "PatternKitValidationSessions", dependencies: ["PatternKitValidationCore"]),
        // Forms — several fields, rules across them, typed values — apart from the single field,
        // so a validated text field does not link them (PatternKitValidation re-exports them).
        // A field's rules are combined with the rule library's `.and`.
        .target(
            name: "PatternKitValidationForms",
            dependencies: ["PatternKitValidationSessions", "PatternKitValidationRules"]),
        // A form's failures as versioned JSON, for a server's answer and the app reading it.
        .target(
            name: "PatternKitValidationWire",
            dependencies: ["PatternKitValidationCore", "PatternKitValidationSessions", "PatternKitValidationForms"]),
        .target(
            name: "PatternKitValidation",
            dependencies: [
                "PatternKitValidationCore", "PatternKitValidationRules", "PatternKitValidationSessions",
                "PatternKitValidationForms", "PatternKitValidationWire",
                .target(name: "PatternKitVapor", condition: .when(traits: ["Vapor"])),
            ]),
        // Per-country data (phone numbering plans, postal code formats), on the engine alone.
        .target(name: "PatternKitRegions", dependencies: ["PatternKitValidationCore"]),
        .target(name: "PatternKitHandlers", dependencies: ["PatternKitTextEditing"]),
        .target(name: "PatternKitVisitors"),

        // MARK: Server (the `Vapor` trait)
        // Without the trait the module is empty and nothing depends on it.
        .target(
            name: "PatternKitVapor",
            dependencies: [
                "PatternKitValidationCore", "PatternKitValidationSessions", "PatternKitValidationForms",
                "PatternKitValidationWire",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]),

        // MARK: Visitor macros (the only targets that build swift-syntax)
        .target(
            name: "PatternKitVisitorMacrosSupport",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .macro(
            name: "PatternKitVisitorMacrosPlugin",
            dependencies: [
                "PatternKitVisitorMacrosSupport",
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "PatternKitVisitorMacros", dependencies: ["PatternKitVisitors", "PatternKitVisitorMacrosPlugin"]),

        // MARK: Adapters
        .target(name: "PatternKitHandlersUIKit", dependencies: ["PatternKitHandlers"]),
        // Text views, search bars, scroll views, gestures, the keyboard and bar button items: apart
        // from the control and text-field closures, so an app that calls none of them links none of
        // their proxies, routing tables or conformances (PatternKitUIKit re-exports them).
        .target(name: "PatternKitViewsUIKit", dependencies: ["PatternKitHandlers", "PatternKitHandlersUIKit"]),
        // The contact and image picker controllers' closures, apart: only an app that uses them
        // links ContactsUI (PatternKitUIKit re-exports them for HandlersKit users).
        .target(name: "PatternKitSystemPickersUIKit", dependencies: ["PatternKitHandlers", "PatternKitHandlersUIKit"]),
        // Tables, collection views, pickers, and the navigation, tab bar, sheet and search
        // controllers: apart from the control and text closures, so a field's closures or
        // validator do not pay for them (PatternKitUIKit re-exports them).
        .target(
            name: "PatternKitContainersUIKit",
            dependencies: ["PatternKitHandlers", "PatternKitHandlersUIKit", "PatternKitViewsUIKit"]),
        // The engine and the field session only: a text field with a validator pays for neither the
        // rules, composition (`.and`…), forms and asynchronous checks nor the closure handlers (its
        // filter is its own).
        .target(
            name: "PatternKitValidationUIKit",
            dependencies: ["PatternKitTextEditing", "PatternKitValidationCore", "PatternKitValidationSessions"]),
        .target(
            name: "PatternKitPublishersUIKit",
            dependencies: ["PatternKitHandlersUIKit", "PatternKitViewsUIKit", "PatternKitContainersUIKit"]),
        .target(name: "PatternKitVisitorsUIKit", dependencies: ["PatternKitVisitors"]),
        .target(
            name: "PatternKitUIKit",
            dependencies: [
                "PatternKitHandlersUIKit", "PatternKitViewsUIKit", "PatternKitContainersUIKit",
                "PatternKitSystemPickersUIKit",
                "PatternKitPublishersUIKit",
                "PatternKitValidationUIKit", "PatternKitVisitorsUIKit", "PatternKitValidation",
            ]
        ),
        .target(
            name: "PatternKitSwiftUI",
            dependencies: [
                "PatternKitValidationCore", "PatternKitValidationRules", "PatternKitValidationSessions",
                "PatternKitValidationForms",
            ]),
        // Scenarios that drive real UIKit objects as UIKit does; compiled for iOS (and linked into
        // the example app) by CI here, run inside the example app on a simulator by
        // .ci/ios-scenarios (`-runScenarios`). Not a product: the example compiles the same
        // folder as a target of its own package.
        .target(
            name: "UIKitScenarios", dependencies: ["PatternKitUIKit", "PatternKitPublishersUIKit", "PatternKitSwiftUI"]),
        // The showcase's screens, a library so tests can drive them; not a product.
        .target(
            name: "ShowcaseKit",
            dependencies: [
                "PatternKitTextEditing", "PatternKitValidation", "PatternKitHandlers", "PatternKitVisitors",
                // With the `Vapor` trait only: the sign-up form checked with Vapor's `Validatable`, for the
                // sign-up server's comparison route and the benchmarks.
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]
        ),
        .executableTarget(name: "showcase", dependencies: ["ShowcaseKit"]),
        // `swift run --traits Vapor signup-server`: the showcase's sign-up rules on loopback.
        .executableTarget(
            name: "signup-server",
            dependencies: [
                "ShowcaseKit", "PatternKitVapor",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]),

        // MARK: Benchmarks (`swift run -c release benchmarks`; never part of `swift test`)
        .target(name: "CHeapStatistics"),
        .target(name: "BenchmarkHarness", dependencies: ["CHeapStatistics"]),
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                "BenchmarkHarness", "PatternKitValidation", "PatternKitRegions", "PatternKitTextEditing",
                "PatternKitHandlers", "PatternKitPublishersUIKit", "PatternKitVisitors", "ShowcaseKit",
                // With the `Vapor` trait only: `signup-*` measure Vapor's `Validatable` beside PatternKit.
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]
        ),

        // MARK: Tests
        .testTarget(
            name: "PatternKitValidationTests",
            dependencies: [
                "PatternKitValidation", "PatternKitValidationCore", "PatternKitValidationRules",
                "PatternKitValidationSessions", "PatternKitTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "PatternKitRegionsTests", dependencies: ["PatternKitRegions", "PatternKitValidation"],
            resources: [.copy("Resources/differential.tsv.gz")]),
        .testTarget(name: "PatternKitTextEditingTests", dependencies: ["PatternKitTextEditing"]),
        .testTarget(
            name: "PatternKitValidationWireTests",
            dependencies: ["PatternKitValidation", "PatternKitValidationWire", "PatternKitTestSupport"],
            exclude: ["Fixtures"]),
        // Runs only with the `Vapor` trait (`.ci/server`): the real server on a loopback port.
        .testTarget(
            name: "SignUpServerTests",
            dependencies: [
                "ShowcaseKit", "PatternKitVapor", "PatternKitTestSupport", "signup-server",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["Vapor"])),
            ]),
        // PatternKitPublishersUIKit: its subscription core is UI-free and tested here (on Linux the
        // module holds only that core); so are the routing tables of PatternKitViewsUIKit's and
        // PatternKitContainersUIKit's delegate families, and the keyboard's transition.
        .testTarget(
            name: "PatternKitHandlersTests",
            dependencies: [
                "PatternKitHandlers", "PatternKitViewsUIKit", "PatternKitContainersUIKit", "PatternKitPublishersUIKit",
            ]),
        .testTarget(name: "PatternKitVisitorsTests", dependencies: ["PatternKitVisitors"]),
        .testTarget(
            name: "PatternKitVisitorMacrosTests",
            dependencies: [
                "PatternKitVisitorMacros",
                "PatternKitVisitorMacrosSupport",
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["ShowcaseKit", "PatternKitHandlers", "PatternKitValidation", "PatternKitTestSupport"]),
        .testTarget(name: "ShowcaseTests", dependencies: ["ShowcaseKit", "PatternKitTestSupport"]),
        // Test helpers shared by the test targets (Swift Testing traits), not a product.
        .target(
            name: "PatternKitTestSupport", dependencies: ["PatternKitValidation"], path: "Tests/PatternKitTestSupport"),
        .testTarget(name: "BenchmarkHarnessTests", dependencies: ["BenchmarkHarness"]),
    ]
)

// MARK: Sanitizer runs
// `.ci/sanitizers` names the test targets it runs in PATTERNKIT_TEST_TARGETS (the UI-free
// cores' tests); the package then declares only those and the targets they need, so a
// sanitized build compiles neither swift-syntax nor the adapters and executables.
if let names = Context.environment["PATTERNKIT_TEST_TARGETS"] {
    var kept = Set(names.split(separator: " ").map(String.init))
    var pending = Array(kept)
    while let name = pending.popLast() {
        for dependency in package.targets.first(where: { $0.name == name })?.dependencies ?? [] {
            switch dependency {
            case .targetItem(let dependencyName, _), .byNameItem(let dependencyName, _):
                if kept.insert(dependencyName).inserted { pending.append(dependencyName) }
            default:
                break
            }
        }
    }
    package.targets.removeAll { !kept.contains($0.name) }
    package.products.removeAll { product in
        let targets = (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
        return !targets.allSatisfy(kept.contains)
    }
}

// MARK: README snippets
// `.ci/readme-snippets` extracts the README's Swift snippets into `.build-readme/<Target>/`
// and names them here as `Target:Module,Module …`; each becomes a target of this package
// (an executable for a Linux snippet, a library for the Apple-only ones), so CI compiles and
// runs exactly what the README shows against what was just built.
if let snippets = Context.environment["PATTERNKIT_README_SNIPPETS"] {
    for entry in snippets.split(separator: " ") {
        let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
        let modules =
            parts.count > 1 ? parts[1].split(separator: ",").map { Target.Dependency(stringLiteral: String($0)) } : []
        let path = ".build-readme/\(parts[0])"
        package.targets.append(
            parts[0].hasSuffix("Apple")
                ? .target(name: parts[0], dependencies: modules, path: path)
                : .executableTarget(name: parts[0], dependencies: modules, path: path)
        )
    }
}

// MARK: Language features
// Imports are internal unless a file says `public import` (so an implementation detail never
// leaks into a module's interface), members come only from modules a file imports, and
// existential types are spelled `any P`.
// Every module an app can import gets these except PatternKitValidationSessions and
// PatternKitValidationForms, which are still to do; the package-level ones (showcase, benchmarks, scenarios) have no interface to protect.
let strictModules: Set<String> = [
    "PatternKitTextEditing", "PatternKitValidationCore", "PatternKitValidationRules", "PatternKitValidationWire",
    "PatternKitValidation", "PatternKitRegions", "PatternKitHandlers", "PatternKitVisitors",
    "PatternKitVisitorMacros", "PatternKitVisitorMacrosSupport", "PatternKitVisitorMacrosPlugin", "PatternKitVapor",
    "PatternKitHandlersUIKit", "PatternKitViewsUIKit", "PatternKitSystemPickersUIKit", "PatternKitContainersUIKit",
    "PatternKitValidationUIKit", "PatternKitPublishersUIKit", "PatternKitVisitorsUIKit", "PatternKitUIKit",
    "PatternKitSwiftUI",
]
for target in package.targets where strictModules.contains(target.name) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("ExistentialAny"),
        ]
}
