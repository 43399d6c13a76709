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
        // With the package's `Vapor` trait, `import PatternKitVapor` adds the server's routes.
        .library(name: "PatternKitValidation", targets: ["PatternKitValidation", "PatternKitVapor"]),
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
        // With the `Vapor` trait only: a field unique in the app's database (Fluent), and the
        // sign-up server's store (SQLite embedded, PostgreSQL by `DATABASE_URL`).
        .package(url: "https://github.com/vapor/fluent", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-kit", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver", from: "2.14.0"),
    ],
    targets: [
        // MARK: Library (Sources/: the modules an app imports, and the macro plugin)
        // `TextEdit`, the UTF-16 edit both the validation engine and the handlers stand on.
        .target(name: "PatternKitTextEditing"),
        // The validation engine and a field's state machine: what a validated text field links.
        // It holds every message resource (one bundle for the whole library); the translators'
        // glossaries sit beside the .lproj folders and are not shipped.
        .target(
            name: "PatternKitValidationCore", dependencies: ["PatternKitTextEditing"],
            exclude: ["Resources/Glossary"], resources: [.process("Resources")]),
        // The rest of the validation library: rules, sanitizers, masks, composition, asynchronous
        // checks, forms, typed values and the wire form.
        .target(name: "PatternKitValidation", dependencies: ["PatternKitValidationCore"]),
        // Per-country data (phone numbering plans, postal code formats), on the engine alone.
        .target(name: "PatternKitRegions", dependencies: ["PatternKitValidationCore"]),
        // The closure handlers' UI-free core: storage, tokens, delegate routing, the delegate slot.
        .target(name: "PatternKitHandlers", dependencies: ["PatternKitTextEditing"]),
        // Visitors, and their table and collection view data sources on UIKit.
        .target(name: "PatternKitVisitors", dependencies: ["PatternKitTextEditing"]),

        // The server (the `Vapor` trait), in the PatternKitValidation product: without the trait the
        // module is empty.
        .target(
            name: "PatternKitVapor",
            dependencies: [
                "PatternKitValidation", "PatternKitTextEditing",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
                .product(name: "Fluent", package: "fluent", condition: .when(traits: ["Vapor"])),
                .product(name: "FluentSQL", package: "fluent-kit", condition: .when(traits: ["Vapor"])),
            ]),

        // Visitor macros: the only targets that build swift-syntax. The logic is a plain library,
        // the plugin a thin shim over it.
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

        // UIKit and SwiftUI. The control and text-field closures alone, and a text field that holds a
        // validator alone, are products of their own: each links only what the article's code calls.
        // The umbrella holds every other UIKit closure, the publishers and form binding; on Linux
        // it compiles only their UI-free routing tables, which the tests run.
        .target(name: "PatternKitHandlersUIKit", dependencies: ["PatternKitHandlers"]),
        .target(
            name: "PatternKitValidationUIKit", dependencies: ["PatternKitTextEditing", "PatternKitValidationCore"]),
        .target(
            name: "PatternKitUIKit",
            dependencies: [
                "PatternKitHandlers", "PatternKitHandlersUIKit", "PatternKitValidationUIKit", "PatternKitValidation",
                "PatternKitVisitors",
            ]
        ),
        .target(
            name: "PatternKitSwiftUI",
            dependencies: ["PatternKitValidationCore", "PatternKitValidation", "PatternKitValidationUIKit"]),

        // MARK: Not the library
        // Scenarios that drive real UIKit objects as UIKit does; compiled for iOS (and linked into
        // the example app) by CI here, run inside the example app on a simulator by
        // .ci/ios-scenarios (`-runScenarios`). The example compiles the same folder as a target of
        // its own package.
        .target(
            name: "UIKitScenarios", dependencies: ["PatternKitUIKit", "PatternKitSwiftUI"],
            path: "Scenarios/UIKitScenarios"),
        // The showcase's screens and its terminal toolkit, a library so tests can drive them.
        .target(
            name: "ShowcaseKit",
            dependencies: [
                "PatternKitTextEditing", "PatternKitValidation", "PatternKitHandlers", "PatternKitVisitors",
                // With the `Vapor` trait only: the sign-up form checked with Vapor's `Validatable`, for the
                // sign-up server's comparison route and the benchmarks.
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ],
            path: "Showcase/ShowcaseKit"
        ),
        .executableTarget(name: "showcase", dependencies: ["ShowcaseKit"], path: "Showcase/showcase"),
        // `swift run --traits Vapor signup-server`: the showcase's sign-up rules on loopback.
        .executableTarget(
            name: "signup-server",
            dependencies: [
                "ShowcaseKit", "PatternKitVapor",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
                .product(name: "Fluent", package: "fluent", condition: .when(traits: ["Vapor"])),
                .product(name: "FluentSQL", package: "fluent-kit", condition: .when(traits: ["Vapor"])),
                .product(
                    name: "FluentSQLiteDriver", package: "fluent-sqlite-driver", condition: .when(traits: ["Vapor"])),
                .product(
                    name: "FluentPostgresDriver", package: "fluent-postgres-driver",
                    condition: .when(traits: ["Vapor"])),
            ],
            path: "SignUpServer/signup-server"),

        // Benchmarks (`swift run -c release benchmarks`; never part of `swift test`).
        .target(name: "CHeapStatistics", path: "Benchmarks/CHeapStatistics"),
        .target(name: "BenchmarkHarness", dependencies: ["CHeapStatistics"], path: "Benchmarks/BenchmarkHarness"),
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                "BenchmarkHarness", "PatternKitValidation", "PatternKitRegions", "PatternKitTextEditing",
                "PatternKitHandlers", "PatternKitUIKit", "PatternKitVisitors", "ShowcaseKit",
                // With the `Vapor` trait only: `signup-*` measure Vapor's `Validatable` beside PatternKit.
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ],
            path: "Benchmarks/benchmarks"
        ),

        // MARK: Tests
        .testTarget(
            name: "PatternKitValidationTests",
            dependencies: [
                "PatternKitValidation", "PatternKitValidationCore", "PatternKitTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "PatternKitRegionsTests", dependencies: ["PatternKitRegions", "PatternKitValidation"],
            resources: [.copy("Resources/differential.tsv.gz")]),
        .testTarget(name: "PatternKitTextEditingTests", dependencies: ["PatternKitTextEditing"]),
        .testTarget(
            name: "PatternKitValidationWireTests",
            // ShowcaseKit: the sign-up form whose JSON Schema is published (Schemas/signup-form.schema.json).
            dependencies: ["PatternKitValidation", "PatternKitTestSupport", "ShowcaseKit"],
            exclude: ["Fixtures"]),
        // Runs only with the `Vapor` trait (`.ci/server`): the real server on a loopback port, its
        // accounts in SQLite and in the PostgreSQL server `.ci/server` starts.
        .testTarget(
            name: "SignUpServerTests",
            dependencies: [
                "ShowcaseKit", "PatternKitVapor", "PatternKitTestSupport", "signup-server",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
                .product(name: "Fluent", package: "fluent", condition: .when(traits: ["Vapor"])),
                .product(
                    name: "FluentSQLiteDriver", package: "fluent-sqlite-driver", condition: .when(traits: ["Vapor"])),
                .product(
                    name: "FluentPostgresDriver", package: "fluent-postgres-driver",
                    condition: .when(traits: ["Vapor"])),
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["Vapor"])),
            ]),
        // The handlers core, and PatternKitUIKit's UI-free parts (on Linux the module holds only
        // them): the routing tables of its delegate families, the publishers' subscription core
        // and the keyboard's transition.
        .testTarget(
            name: "PatternKitHandlersTests",
            dependencies: ["PatternKitHandlers", "PatternKitUIKit", "PatternKitValidationCore"]),
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
// Every module an app can import gets these; the package-level ones (showcase, benchmarks,
// scenarios) have no interface to protect.
let strictModules: Set<String> = [
    "PatternKitTextEditing", "PatternKitValidationCore", "PatternKitValidation", "PatternKitRegions",
    "PatternKitHandlers", "PatternKitVisitors", "PatternKitVisitorMacros", "PatternKitVisitorMacrosSupport",
    "PatternKitVisitorMacrosPlugin", "PatternKitVapor", "PatternKitHandlersUIKit", "PatternKitValidationUIKit",
    "PatternKitUIKit", "PatternKitSwiftUI",
]
for target in package.targets where strictModules.contains(target.name) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("ExistentialAny"),
        ]
}
