// swift-tools-version: 6.2
// The PatternKit example app's code: the article's StrategyViewController, a sign-up form, a
// handlers screen and a visitor-driven table, in UIKit and SwiftUI; and the app around it,
// whose scenario mode (`-runScenarios`) plays PatternKit's UIKit scenarios in a real
// UIApplication. iOSApp/project.yml makes the iOS app of it (README.md); on Linux the library
// targets compile for iOS and .ci/ios-link links the app's executable.
import PackageDescription

// RxCocoa beside PatternKit (issue 39): with PATTERNKIT_RXSWIFT set, the scenarios target also
// depends on RxSwift's RxCocoa, and the scenario mode plays the orders of the DocC "Orders" table
// against the real RxCocoa. `github` resolves it from its repository (the Apple workflow); a
// folder is a local copy (.ci/rxcocoa-check, which makes one from a fetched RxSwift, since
// RxSwift's own manifest declares RxCocoa only when evaluated on a Mac). Unset: no RxSwift.
let rxSwift: Package.Dependency? =
    switch Context.environment["PATTERNKIT_RXSWIFT"] {
    case nil, "": nil
    case "github": .package(url: "https://github.com/ReactiveX/RxSwift", from: "6.9.0")
    case let path?: .package(path: path)
    }

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
    ] + (rxSwift.map { [$0] } ?? []),
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
            ] + (rxSwift == nil ? [] : [.product(name: "RxCocoa", package: "RxSwift")])
        ),
        .target(name: "PatternKitExampleApp", dependencies: ["PatternKitExample", "PatternKitExampleScenarios"]),
        // The entry point (`main.swift`), the same file the Xcode app target compiles.
        .executableTarget(name: "PatternKitExampleMain", dependencies: ["PatternKitExampleApp"], path: "iOSApp/Main"),
    ]
)
