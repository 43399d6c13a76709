// swift-tools-version: 6.1
// PatternKit: Strategy (input validation), closure handlers, and Visitor, for UI code in Swift.
import PackageDescription

let package = Package(
    name: "PatternKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v13), .macOS(.v11), .tvOS(.v13)],
    products: [
        .library(name: "InputValidation", targets: ["InputValidation"]),
        .library(name: "EventHandlers", targets: ["EventHandlers"]),
        .library(name: "Visitors", targets: ["Visitors"]),
        .library(name: "PatternKitUIKit", targets: ["PatternKitUIKit"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "showcase", targets: ["showcase"]),
    ],
    targets: [
        // MARK: Cores (UI-free, tested on Linux)
        .target(name: "InputValidation", resources: [.process("Resources")]),
        .target(name: "EventHandlers"),
        .target(name: "Visitors"),

        // MARK: Adapters
        .target(
            name: "PatternKitUIKit",
            dependencies: ["InputValidation", "EventHandlers", "Visitors"]
        ),
        .target(
            name: "TerminalUI",
            dependencies: ["InputValidation", "EventHandlers", "Visitors"]
        ),
        // The showcase's screens, a library so tests can drive them; not a product.
        .target(
            name: "ShowcaseKit",
            dependencies: ["TerminalUI", "InputValidation", "EventHandlers", "Visitors"]
        ),
        .executableTarget(name: "showcase", dependencies: ["ShowcaseKit"]),

        // MARK: Tests
        .testTarget(name: "InputValidationTests", dependencies: ["InputValidation"]),
        .testTarget(name: "EventHandlersTests", dependencies: ["EventHandlers"]),
        .testTarget(name: "VisitorsTests", dependencies: ["Visitors"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "EventHandlers", "InputValidation", "TerminalTestSupport"]),
        .testTarget(name: "ShowcaseTests", dependencies: ["ShowcaseKit", "TerminalUI", "TerminalTestSupport"]),
        // Test helpers shared by the two test targets above (a Swift Testing trait).
        .target(name: "TerminalTestSupport", dependencies: ["InputValidation"], path: "Tests/TerminalTestSupport"),
    ]
)
