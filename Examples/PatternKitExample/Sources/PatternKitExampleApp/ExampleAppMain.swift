#if canImport(UIKit)
    import UIKit

    /// Starts the example app: `UIApplicationMain` with `ExampleAppDelegate`. The app target's
    /// `main.swift` is this one call (iOSApp/Main/main.swift).
    public enum ExampleAppMain {
        /// Runs the app; never returns.
        @MainActor
        public static func run() -> Never {
            // UIApplicationMain never returns; its signature says Int32.
            exit(
                UIApplicationMain(
                    CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ExampleAppDelegate.self)))
        }
    }
#endif
