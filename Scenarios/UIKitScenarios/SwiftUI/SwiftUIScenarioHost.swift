#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
    import SwiftUI
    import UIKit

    /// Hosts a SwiftUI view in a `UIHostingController` inside the app's key window, so SwiftUI
    /// lays it out, backs its text fields with `UITextField`s and moves focus as in an app; the
    /// scenario then drives it through its bindings and through those text fields.
    @MainActor
    final class SwiftUIScenarioHost<Content: View> {
        let controller: UIHostingController<Content>
        private let window: UIWindow
        private let ownsWindow: Bool

        init(_ content: Content, size: CGSize = CGSize(width: 320, height: 480)) {
            controller = UIHostingController(rootView: content)
            if let keyWindow = Self.keyWindow {
                window = keyWindow
                ownsWindow = false
            } else {
                window = UIWindow(frame: CGRect(origin: .zero, size: size))
                ownsWindow = true
                window.makeKeyAndVisible()
            }
            controller.view.frame = CGRect(origin: .zero, size: size)
            window.addSubview(controller.view)
            controller.view.layoutIfNeeded()
            settle { true }
        }

        /// Removes the hosted view (and ends editing in it).
        func tearDown() {
            controller.view.endEditing(true)
            controller.view.removeFromSuperview()
            if ownsWindow { window.isHidden = true }
        }

        /// The `UITextField`s SwiftUI made for the view's text fields, top to bottom.
        var textFields: [UITextField] {
            Self.textFields(in: controller.view).sorted {
                $0.convert(CGPoint.zero, to: nil).y < $1.convert(CGPoint.zero, to: nil).y
            }
        }

        /// Lets SwiftUI apply pending updates (state changes, focus, layout) until `done` holds,
        /// turning the main run loop for at most two seconds. Returns whether `done` held.
        @discardableResult
        func settle(until done: () -> Bool) -> Bool {
            let deadline = Date(timeIntervalSinceNow: 2)
            repeat {
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
                controller.view.layoutIfNeeded()
                if done() { return true }
            } while Date() < deadline
            return done()
        }

        /// Types `text` into `field` one character at a time, as the keyboard does.
        func type(_ text: String, into field: UITextField) {
            for character in text {
                field.insertText(String(character))
                settle { true }
            }
        }

        private static var keyWindow: UIWindow? {
            UIApplication.shared.connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .flatMap(\.windows)
                .first(where: \.isKeyWindow)
        }

        private static func textFields(in view: UIView) -> [UITextField] {
            if let field = view as? UITextField { return [field] }
            return view.subviews.flatMap(textFields(in:))
        }
    }
#endif
