// The example app's entry point, shared by the Xcode app target (iOSApp/project.yml) and the
// SwiftPM target that CI links for iOS (.ci/ios-link).
#if canImport(UIKit)
    import PatternKitExampleApp

    // Top-level code runs on the main actor.
    ExampleAppMain.run()
#else
    print("The PatternKit example is an iOS app: see README.md.")
#endif
