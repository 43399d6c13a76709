// swift-tools-version: 6.1
// PatternKit: Strategy (input validation), closure handlers, and Visitor, for UI code in Swift.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "PatternKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v13), .macOS(.v11), .tvOS(.v13)],
    products: [
        // Validation by layer, so an app compiles only the layers it imports: the engine, the
        // rule library, the field/form/async sessions; InputValidation re-exports the three.
        .library(name: "InputValidationCore", targets: ["InputValidationCore"]),
        .library(name: "InputValidationRules", targets: ["InputValidationRules"]),
        .library(name: "InputValidationSessions", targets: ["InputValidationSessions"]),
        .library(name: "InputValidation", targets: ["InputValidation"]),
        // Per-country data (phone numbering plans, postal code formats): its own product, so
        // apps that don't use it don't pay for it.
        .library(name: "InputValidationRegions", targets: ["InputValidationRegions"]),
        .library(name: "EventHandlers", targets: ["EventHandlers"]),
        .library(name: "Visitors", targets: ["Visitors"]),
        .library(name: "VisitorMacros", targets: ["VisitorMacros"]),
        // UIKit: one product per pattern, so an app compiles only the pattern it imports;
        // PatternKitUIKit is the umbrella that re-exports the three.
        .library(name: "EventHandlersUIKit", targets: ["EventHandlersUIKit"]),
        // Combine publishers of the same events, apart so apps without Combine pay nothing.
        .library(name: "EventPublishersUIKit", targets: ["EventPublishersUIKit"]),
        .library(name: "InputValidationUIKit", targets: ["InputValidationUIKit"]),
        .library(name: "VisitorsUIKit", targets: ["VisitorsUIKit"]),
        .library(name: "PatternKitUIKit", targets: ["PatternKitUIKit"]),
        .library(name: "PatternKitSwiftUI", targets: ["PatternKitSwiftUI"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "showcase", targets: ["showcase"]),
        .executable(name: "benchmarks", targets: ["benchmarks"]),
    ],
    dependencies: [
        // Only the visitor macro targets build swift-syntax; the cores never do.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // Tests only: property-based checks of the validation engine.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // MARK: Cores (UI-free, tested on Linux)
        .target(name: "TextEditing"),
        // The validation engine holds every message resource (one bundle for all layers).
        .target(name: "InputValidationCore", dependencies: ["TextEditing"], resources: [.process("Resources")]),
        .target(name: "InputValidationRules", dependencies: ["InputValidationCore"]),
        .target(name: "InputValidationSessions", dependencies: ["InputValidationCore"]),
        .target(name: "InputValidation", dependencies: ["InputValidationCore", "InputValidationRules", "InputValidationSessions"]),
        // Per-country data (phone numbering plans, postal code formats), on the engine alone.
        .target(name: "InputValidationRegions", dependencies: ["InputValidationCore"]),
        .target(name: "EventHandlers", dependencies: ["TextEditing"]),
        .target(name: "Visitors"),

        // MARK: Visitor macros (the only targets that build swift-syntax)
        .target(
            name: "VisitorMacrosSupport",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .macro(
            name: "VisitorMacrosPlugin",
            dependencies: [
                "VisitorMacrosSupport",
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ]
        ),
        .target(name: "VisitorMacros", dependencies: ["Visitors", "VisitorMacrosPlugin"]),

        // MARK: Adapters
        .target(name: "EventHandlersUIKit", dependencies: ["EventHandlers"]),
        // The engine and the sessions only: a text field with a validator does not pay for the rules.
        .target(name: "InputValidationUIKit", dependencies: ["InputValidationCore", "InputValidationSessions", "EventHandlersUIKit"]),
        .target(name: "EventPublishersUIKit", dependencies: ["EventHandlersUIKit"]),
        .target(name: "VisitorsUIKit", dependencies: ["Visitors"]),
        .target(
            name: "PatternKitUIKit",
            dependencies: ["EventHandlersUIKit", "InputValidationUIKit", "VisitorsUIKit", "InputValidation"]
        ),
        .target(name: "PatternKitSwiftUI", dependencies: ["InputValidationCore", "InputValidationSessions"]),
        // Scenarios that drive real UIKit objects as UIKit does; compiled for iOS by CI here,
        // run on a simulator by UIKitScenarioTests. Not a product.
        .target(name: "UIKitScenarios", dependencies: ["PatternKitUIKit", "EventPublishersUIKit"]),
        .target(
            name: "TerminalUI",
            dependencies: ["TextEditing", "InputValidation", "EventHandlers"]
        ),
        // The showcase's screens, a library so tests can drive them; not a product.
        .target(
            name: "ShowcaseKit",
            dependencies: ["TerminalUI", "InputValidation", "EventHandlers", "Visitors"]
        ),
        .executableTarget(name: "showcase", dependencies: ["ShowcaseKit"]),

        // MARK: Benchmarks (`swift run -c release benchmarks`; never part of `swift test`)
        .target(name: "CHeapStatistics"),
        .target(name: "BenchmarkHarness", dependencies: ["CHeapStatistics"]),
        .executableTarget(
            name: "benchmarks",
            dependencies: ["BenchmarkHarness", "InputValidation", "InputValidationRegions", "TextEditing", "EventHandlers", "EventPublishersUIKit", "Visitors", "TerminalUI", "ShowcaseKit"]
        ),

        // MARK: Tests
        .testTarget(
            name: "InputValidationTests",
            dependencies: [
                "InputValidation", "InputValidationCore", "InputValidationRules", "InputValidationSessions", "PatternKitTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "InputValidationRegionsTests", dependencies: ["InputValidationRegions", "InputValidation"]),
        .testTarget(name: "TextEditingTests", dependencies: ["TextEditing"]),
        // EventPublishersUIKit: its subscription core is UI-free and tested here (on Linux the
        // module holds only that core).
        .testTarget(name: "EventHandlersTests", dependencies: ["EventHandlers", "EventPublishersUIKit"]),
        .testTarget(name: "VisitorsTests", dependencies: ["Visitors"]),
        .testTarget(
            name: "VisitorMacrosTests",
            dependencies: [
                "VisitorMacros",
                "VisitorMacrosSupport",
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "EventHandlers", "InputValidation", "PatternKitTestSupport"]),
        .testTarget(name: "ShowcaseTests", dependencies: ["ShowcaseKit", "TerminalUI", "PatternKitTestSupport"]),
        // Test helpers shared by the test targets (Swift Testing traits), not a product.
        .target(name: "PatternKitTestSupport", dependencies: ["InputValidation"], path: "Tests/PatternKitTestSupport"),
        .testTarget(name: "BenchmarkHarnessTests", dependencies: ["BenchmarkHarness"]),
        .testTarget(name: "UIKitScenarioTests", dependencies: ["UIKitScenarios"]),
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
