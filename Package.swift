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
    ],
    dependencies: [
        // Tests only: property-based checks of the validation engine.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
    ],
    targets: [
        // MARK: Cores (UI-free, tested on Linux)
        .target(name: "TextEditing"),
        .target(name: "InputValidation", dependencies: ["TextEditing"], resources: [.process("Resources")]),
        .target(name: "EventHandlers", dependencies: ["TextEditing"]),
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

        // MARK: Tests
        .testTarget(
            name: "InputValidationTests",
            dependencies: ["InputValidation", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "TextEditingTests", dependencies: ["TextEditing"]),
        .testTarget(name: "EventHandlersTests", dependencies: ["EventHandlers"]),
        .testTarget(name: "VisitorsTests", dependencies: ["Visitors"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    ]
)
