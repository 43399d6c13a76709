// swift-tools-version: 6.1
// The PatternKit example app's code: the article's StrategyViewController, a sign-up form, a
// handlers screen and a visitor-driven table, in UIKit and SwiftUI. A library, so that it
// compiles for iOS from the command line; README.md says how to run it in the simulator.
import PackageDescription

let package = Package(
    name: "PatternKitExample",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "PatternKitExample", targets: ["PatternKitExample"]),
    ],
    dependencies: [
        .package(name: "PatternKit", path: "../.."),
    ],
    targets: [
        .target(
            name: "PatternKitExample",
            dependencies: [
                .product(name: "PatternKitUIKit", package: "PatternKit"),
                .product(name: "PatternKitSwiftUI", package: "PatternKit"),
                // The SwiftUI sign-up form uses rules (e-mail, password); PatternKitSwiftUI
                // brings only the engine and the field sessions.
                .product(name: "PatternKitValidation", package: "PatternKit"),
                .product(name: "PatternKitVisitorMacros", package: "PatternKit"),
            ]
        ),
    ]
)
