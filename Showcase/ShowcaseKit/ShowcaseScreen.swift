/// One of the showcase's screens: a full-size view with a tab title and a function key.
@MainActor
package protocol ShowcaseScreen: TUIView {
    /// The title shown in the tab bar.
    var title: String { get }
    /// The view focused when the screen appears.
    var initialFocus: TUIView? { get }
}
