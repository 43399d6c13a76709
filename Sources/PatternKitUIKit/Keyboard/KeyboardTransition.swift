public import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The software keyboard's move, read from the `userInfo` of UIKit's keyboard notifications:
/// where it ends (and starts), how long it animates, with which curve.
///
/// Parsing is UI-free (tested on Linux with plain dictionaries); UIKit's keyboard observer
/// builds one from each `willShow`, `willHide` and
/// `willChangeFrame` notification.
///
/// ```swift
/// keyboard.willChangeFrame { transition in
///     let covered = transition.coveredHeight(of: view.convert(view.bounds, to: nil))
///     UIView.animate(withDuration: transition.duration, delay: 0,
///                    options: UIView.AnimationOptions(rawValue: transition.animationOptionsRawValue)) {
///         bottomConstraint.constant = covered
///         view.layoutIfNeeded()
///     }
/// }
/// ```
public struct KeyboardTransition: Sendable, Equatable {
    /// The keyboard's frame when the move ends, in screen coordinates.
    public var endFrame: CGRect
    /// Its frame when the move starts, if the notification says.
    public var beginFrame: CGRect?
    /// The animation's duration, in seconds (`0` when the notification does not say).
    public var duration: Double
    /// The animation curve, as `UIView.AnimationCurve`'s raw value. UIKit's keyboard uses `7`,
    /// which has no named case: use ``animationOptionsRawValue`` to animate alongside it.
    public var curveRawValue: Int
    /// Whether the keyboard belongs to this app (`false` for another app's, in multitasking).
    public var isLocal: Bool

    /// Creates a transition.
    public init(
        endFrame: CGRect, beginFrame: CGRect? = nil, duration: Double = 0, curveRawValue: Int = 0, isLocal: Bool = true
    ) {
        self.endFrame = endFrame
        self.beginFrame = beginFrame
        self.duration = duration
        self.curveRawValue = curveRawValue
        self.isLocal = isLocal
    }

    /// The names of UIKit's `userInfo` keys (`UIResponder.keyboardFrameEndUserInfoKey`…).
    package enum Key {
        /// `UIResponder.keyboardFrameEndUserInfoKey`.
        package static let endFrame = "UIKeyboardFrameEndUserInfoKey"
        /// `UIResponder.keyboardFrameBeginUserInfoKey`.
        package static let beginFrame = "UIKeyboardFrameBeginUserInfoKey"
        /// `UIResponder.keyboardAnimationDurationUserInfoKey`.
        package static let duration = "UIKeyboardAnimationDurationUserInfoKey"
        /// `UIResponder.keyboardAnimationCurveUserInfoKey`.
        package static let curve = "UIKeyboardAnimationCurveUserInfoKey"
        /// `UIResponder.keyboardIsLocalUserInfoKey`.
        package static let isLocal = "UIKeyboardIsLocalUserInfoKey"
    }

    /// Reads a notification's `userInfo`; `nil` when it has no end frame. Frames may be
    /// `NSValue`s (as UIKit sends them) or `CGRect`s; numbers `NSNumber`s or Swift numbers.
    /// A missing duration is `0`, a missing curve `0` (ease in-out), a missing "is local"
    /// `true`.
    public init?(userInfo: [AnyHashable: Any]?) {
        guard let userInfo, let end = Self.rect(userInfo[Key.endFrame]) else { return nil }
        self.init(
            endFrame: end,
            beginFrame: Self.rect(userInfo[Key.beginFrame]),
            duration: Self.number(userInfo[Key.duration])?.doubleValue ?? 0,
            curveRawValue: Self.number(userInfo[Key.curve])?.intValue ?? 0,
            isLocal: Self.number(userInfo[Key.isLocal])?.boolValue ?? true
        )
    }

    /// `UIView.AnimationOptions`' raw value for the keyboard's curve (the curve shifted into
    /// the options' curve bits), to animate a layout change in step with the keyboard.
    public var animationOptionsRawValue: UInt {
        UInt(truncatingIfNeeded: curveRawValue & 0xF) << 16
    }

    /// How much of a view's bottom the keyboard covers once it has moved: the height to
    /// inset content or lift a bottom bar by. `0` when the keyboard ends off the view (hidden),
    /// beside it, or has no size (a floating keyboard).
    ///
    /// - Parameter viewFrame: The view's frame in screen coordinates
    ///   (`view.convert(view.bounds, to: nil)` in a full-screen window).
    public func coveredHeight(of viewFrame: CGRect) -> Double {
        guard endFrame.width > 0, endFrame.height > 0, viewFrame.intersects(endFrame) else { return 0 }
        return Double(viewFrame.maxY - max(endFrame.minY, viewFrame.minY))
    }

    private static func rect(_ value: Any?) -> CGRect? {
        if let rect = value as? CGRect { return rect }
        guard let value = value as? NSValue, String(cString: value.objCType).hasPrefix("{CGRect") else { return nil }
        #if canImport(Darwin)
            var rect = CGRect.zero
            value.getValue(&rect, size: MemoryLayout<CGRect>.size)
            return rect
        #else
            return value.rectValue
        #endif
    }

    private static func number(_ value: Any?) -> NSNumber? {
        switch value {
        case let number as NSNumber: number
        case let double as Double: NSNumber(value: double)
        case let int as Int: NSNumber(value: int)
        case let bool as Bool: NSNumber(value: bool)
        default: nil
        }
    }
}
