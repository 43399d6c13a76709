#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    public import UIKit

    @MainActor
    extension HandlersKit where Self: UIScrollView {
        /// A delegate notification of this scroll, table or collection view (`.didScroll`,
        /// `.didEndDecelerating`, `.didSelectRow`…) as an asynchronous sequence of what its closures
        /// receive besides the view.
        ///
        /// ```swift
        /// for await indexPath in tableView.events(for: .didSelectRow) {
        ///     await open(items[indexPath.row])
        /// }
        /// ```
        ///
        /// Cancelling the consuming task removes the closure behind it; the app's delegate and
        /// the other closures are not affected. The stream ends when the view goes away.
        public func events<Input: Sendable>(
            for method: DelegateMethod<Self, Input, Void>, buffering: EventBuffering = .latest
        ) -> AsyncStream<Input> {
            HandlerStream.make(buffering: buffering) { yield in
                addHandler(for: method) { _, input in yield(input) }
            }
        }
    }
#endif
