import Foundation

/// What goes wrong in the model where the real platform would crash or assert.
enum ModelFailure: Error, Equatable {
    /// Objective-C's "unrecognized selector sent to instance": a message to an object that
    /// neither implements it nor forwards it.
    case unrecognizedSelector(String)
}

/// An Objective-C object of the executable model of UIKit's delegate contract: it says which
/// selectors it responds to and receives messages by selector name, as `objc_msgSend` delivers
/// them. Objects associated with it (RxCocoa's and our proxies, deallocation watchers) are
/// released with it, as `objc_setAssociatedObject` does.
@MainActor
class ModelObject {
    /// Associated objects, by key (`objc_setAssociatedObject`).
    var associated: [String: AnyObject] = [:]
    /// Queued on the main queue when the object is deallocated: the model of an associated
    /// watcher's release (PatternKit's `DeallocationWatcher` calls back on the next turn).
    var deallocationWatchers: [String: () -> Void] = [:]

    /// `respondsToSelector:`.
    func responds(to selector: String) -> Bool { false }

    /// Whether what the object responds to is its class's alone: a plain object whose class
    /// does not override `respondsToSelector:` (the UIKit adapter's `DelegateProxy.isPlain`), so
    /// its answers can be kept. `false` for proxies and objects that answer for others.
    var respondsByClass: Bool { false }

    /// Whether `methodSignatureForSelector:` gives a signature: the object's class implements
    /// the method, whatever `responds(to:)` answers (a proxy that claims only what it handles
    /// still has every method of its protocol).
    func hasMethodSignature(for selector: String) -> Bool { responds(to: selector) }

    /// Receives `selector` with `arguments`; an object that does not implement it throws
    /// "unrecognized selector", as `doesNotRecognizeSelector:` raises.
    func receive(_ selector: String, _ arguments: [Any]) throws(ModelFailure) -> Any? {
        throw .unrecognizedSelector(selector)
    }

    isolated deinit {
        for watcher in deallocationWatchers.values {
            ModelMainQueue.async(watcher)
        }
    }
}

/// A selector's identity: `sel_registerName` gives one address per name, which the core keys
/// its questions by (`DelegateHandlers.forwardee(respondingTo:answersAreStable:_:)`).
enum ModelSelector {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var keys: [String: UInt] = [:]

    /// The identity of the selector named `name`: the same for the same name.
    nonisolated static func key(_ name: String) -> UInt {
        lock.withLock {
            if let key = keys[name] { return key }
            let key = UInt(keys.count + 1) << 4
            keys[name] = key
            return key
        }
    }
}

/// For `answersAreStable`: a forwardee whose answers are kept (a plain delegate).
nonisolated func answersAreKept(_ forwardee: AnyObject) -> Bool { true }

/// For `answersAreStable`: a forwardee asked every time (a forwarding object).
nonisolated func answersAreAskedEachTime(_ forwardee: AnyObject) -> Bool { false }

/// `objc_msgSend`: a message to `nil` does nothing and returns zero (`nil` here).
@MainActor
func send(_ object: ModelObject?, _ selector: String, _ arguments: [Any] = []) throws(ModelFailure) -> Any? {
    guard let object else { return nil }
    return try object.receive(selector, arguments)
}

/// The selectors of `UITableViewDelegate` the model's table calls.
enum TableSelector {
    static let heightForRow = "tableView:heightForRowAtIndexPath:"
    static let willSelectRow = "tableView:willSelectRowAtIndexPath:"
    static let didSelectRow = "tableView:didSelectRowAtIndexPath:"
    static let didScroll = "scrollViewDidScroll:"
    static let canFocusRow = "tableView:canFocusRowAtIndexPath:"
    /// Every selector the table asks about when a delegate is assigned.
    static let all = [heightForRow, willSelectRow, didSelectRow, didScroll, canFocusRow]
}

/// A `UITableView` as its documentation describes its delegate: a weak `delegate`; whether the
/// delegate implements each optional method is asked once, when it is assigned, and cached;
/// an optional method is called only when the cache says so; `reloadData()` asks the height of
/// every row; a tap asks `willSelectRow` (which may refuse or redirect), then `didSelectRow`.
@MainActor
final class ModelTableView: ModelObject {
    /// UIKit's `UITableView.automaticDimension`.
    static let automaticDimension = -1.0

    weak var delegate: ModelObject? {
        didSet {
            cachedResponds = Set(TableSelector.all.filter { delegate?.responds(to: $0) ?? false })
            assignments += 1
        }
    }
    /// What the table believes its delegate implements.
    private(set) var cachedResponds: Set<String> = []
    /// How many times `delegate` was assigned.
    private(set) var assignments = 0
    var rowHeight = ModelTableView.automaticDimension
    var rowCount = 3
    /// The heights of the last `reloadData()`.
    private(set) var heights: [Double] = []
    /// The rows whose selection went through.
    private(set) var selectedRows: [Int] = []

    func reloadData() throws(ModelFailure) {
        var heights: [Double] = []
        for row in 0..<rowCount {
            if cachedResponds.contains(TableSelector.heightForRow) {
                heights.append(
                    try send(delegate, TableSelector.heightForRow, [IndexPath(indexes: [0, row])]) as? Double ?? 0)
            } else {
                heights.append(rowHeight)
            }
        }
        self.heights = heights
    }

    /// A tap on `row`, as UIKit's touch handling delivers it.
    func tapRow(_ row: Int) throws(ModelFailure) {
        var indexPath: IndexPath? = IndexPath(indexes: [0, row])
        if cachedResponds.contains(TableSelector.willSelectRow) {
            indexPath = try send(delegate, TableSelector.willSelectRow, [indexPath!]) as? IndexPath
        }
        guard let indexPath else { return }
        selectedRows.append(indexPath[1])
        if cachedResponds.contains(TableSelector.didSelectRow) {
            _ = try send(delegate, TableSelector.didSelectRow, [indexPath])
        }
    }

    /// The content moved.
    func scroll() throws(ModelFailure) {
        if cachedResponds.contains(TableSelector.didScroll) { _ = try send(delegate, TableSelector.didScroll) }
    }
}

/// The app's own delegate: implements `implemented`, records what it receives, and answers as
/// `answer` says (a table's delegate by default: its row height, the proposed row).
@MainActor
final class ModelAppDelegate: ModelObject {
    var implemented: Set<String>
    var height = 60.0
    /// Its answer to a message it implements, with the message's arguments.
    var answer: ((String, [Any]) -> Any?)?
    private(set) var calls: [String] = []

    init(implementing implemented: Set<String> = [TableSelector.heightForRow, TableSelector.didSelectRow]) {
        self.implemented = implemented
    }

    override func responds(to selector: String) -> Bool { implemented.contains(selector) }

    /// A plain delegate: its class decides what it implements.
    override var respondsByClass: Bool { true }

    override func receive(_ selector: String, _ arguments: [Any]) throws(ModelFailure) -> Any? {
        guard implemented.contains(selector) else { throw .unrecognizedSelector(selector) }
        calls.append(selector)
        if let answer { return answer(selector, arguments) }
        switch selector {
        case TableSelector.heightForRow: return height
        case TableSelector.willSelectRow: return arguments.first
        default: return nil
        }
    }

    func count(_ selector: String) -> Int { calls.filter { $0 == selector }.count }
}
