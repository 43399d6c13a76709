// swift-tools-version: 6.2
// The PatternKit example app's code: the article's StrategyViewController, a sign-up form, a
// handlers screen and a visitor-driven table, in UIKit and SwiftUI; and the app around it,
// whose scenario mode (`-runScenarios`) plays PatternKit's UIKit scenarios in a real
// UIApplication. iOSApp/project.yml makes the iOS app of it (README.md); on Linux the library
// targets compile for iOS and .ci/ios-link links the app's executable.
import PackageDescription

let package = Package(
    name: "PatternKitExample",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "PatternKitExample", targets: ["PatternKitExample"]),
        // The app itself (delegate, window, scenario mode), for the Xcode app target.
        .library(name: "PatternKitExampleApp", targets: ["PatternKitExampleApp"]),
    ],
    dependencies: [
        .package(name: "PatternKit", path: "../..")
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
        // PatternKit's UIKit scenarios (Scenarios/UIKitScenarios of the root package, through a
        // symbolic link): they are no product of PatternKit, and their `package` declarations
        // are visible to the app only inside one package.
        .target(
            name: "PatternKitExampleScenarios",
            dependencies: [
                .product(name: "PatternKitUIKit", package: "PatternKit"),
                .product(name: "PatternKitSwiftUI", package: "PatternKit"),
            ]
        ),
        .target(name: "PatternKitExampleApp", dependencies: ["PatternKitExample", "PatternKitExampleScenarios"]),
        // The entry point (`main.swift`), the same file the Xcode app target compiles.
        .executableTarget(name: "PatternKitExampleMain", dependencies: ["PatternKitExampleApp"], path: "iOSApp/Main"),
    ]
)
