#if os(iOS)
    public import PatternKitHandlers
    public import UIKit

    /// Closures for the software keyboard's moves: `willShow`, `willHide` and `willChangeFrame`,
    /// each handed a ``KeyboardTransition`` (end frame, duration, curve) read from the
    /// notification by the UI-free core.
    ///
    /// ```swift
    /// final class ChatViewController: UIViewController {
    ///     private let keyboard = KeyboardObserver()
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         keyboard.willChangeFrame { [unowned self] transition in
    ///             let covered = transition.coveredHeight(of: view.convert(view.bounds, to: nil))
    ///             UIView.animate(withDuration: transition.duration, delay: 0,
    ///                            options: UIView.AnimationOptions(rawValue: transition.animationOptionsRawValue)) {
    ///                 self.inputBarBottom.constant = -covered
    ///                 self.view.layoutIfNeeded()
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The observer subscribes to the notification center when its first closure is
    /// registered, and stops with its last owner: keep it in a property. Its closures are never
    /// called with the observer itself, so capturing the owner weakly or unowned is enough to
    /// avoid a cycle. Several closures per move: ``addHandler(for:_:)`` returns a token, ``removeHandlers(for:)``
    /// removes them, ``events(for:buffering:)`` streams a move.
    @MainActor
    public final class KeyboardObserver: NSObject {
        private let center: NotificationCenter
        private lazy var handlers: DelegateHandlers<KeyboardObserver> = {
            let handlers = DelegateHandlers(sender: self)
            handlers.didRegister = { [weak self] in self?.subscribe() }
            return handlers
        }()
        private var isSubscribed = false

        /// Creates an observer of `center`'s keyboard notifications (the default center unless
        /// you test with your own).
        public init(center: NotificationCenter = .default) {
            self.center = center
            super.init()
        }

        /// Sets *the* closure called when the keyboard is about to appear.
        @discardableResult
        public func willShow(handler: @escaping (KeyboardTransition) -> Void) -> Self {
            handlers.set(.willShow) { _, transition in handler(transition) }
            return self
        }

        /// Sets *the* closure called when the keyboard is about to disappear.
        @discardableResult
        public func willHide(handler: @escaping (KeyboardTransition) -> Void) -> Self {
            handlers.set(.willHide) { _, transition in handler(transition) }
            return self
        }

        /// Sets *the* closure called when the keyboard's frame is about to change: showing,
        /// hiding, a new input view or a rotation. One closure for every layout change.
        @discardableResult
        public func willChangeFrame(handler: @escaping (KeyboardTransition) -> Void) -> Self {
            handlers.set(.willChangeFrame) { _, transition in handler(transition) }
            return self
        }

        /// Adds a closure for one of the three moves (`.willShow`, `.willHide`,
        /// `.willChangeFrame`); the token removes it.
        @discardableResult
        public func addHandler(
            for move: DelegateMethod<KeyboardObserver, KeyboardTransition, Void>,
            _ handler: @escaping (KeyboardTransition) -> Void
        ) -> HandlerToken {
            handlers.add(move) { _, transition in handler(transition) }
        }

        /// One of the three moves as an asynchronous sequence of transitions; cancelling the
        /// consuming task removes the closure behind it.
        ///
        /// ```swift
        /// for await transition in keyboard.events(for: .willChangeFrame) {
        ///     layout(coveredHeight: transition.coveredHeight(of: screenFrame))
        /// }
        /// ```
        public func events(
            for move: DelegateMethod<KeyboardObserver, KeyboardTransition, Void>, buffering: EventBuffering = .latest
        )
            -> AsyncStream<KeyboardTransition>
        {
            HandlerStream.make(buffering: buffering) { yield in
                addHandler(for: move, yield)
            }
        }

        /// Removes every closure of `move`.
        public func removeHandlers(for move: DelegateMethod<KeyboardObserver, KeyboardTransition, Void>) {
            handlers.removeHandlers(for: move)
        }

        private func subscribe() {
            guard !isSubscribed else { return }
            isSubscribed = true
            // Selector-based observers are removed by the system when the observer goes away.
            center.addObserver(
                self, selector: #selector(willShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            center.addObserver(
                self, selector: #selector(willHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
            center.addObserver(
                self, selector: #selector(willChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification,
                object: nil)
        }

        @objc private func willShow(_ notification: Notification) {
            deliver(.willShow, notification)
        }

        @objc private func willHide(_ notification: Notification) {
            deliver(.willHide, notification)
        }

        @objc private func willChangeFrame(_ notification: Notification) {
            deliver(.willChangeFrame, notification)
        }

        private func deliver(
            _ move: DelegateMethod<KeyboardObserver, KeyboardTransition, Void>, _ notification: Notification
        ) {
            guard let transition = KeyboardTransition(userInfo: notification.userInfo) else { return }
            handlers.notify(move, transition)
        }
    }
#endif
