#if canImport(ContactsUI) && !os(watchOS) && !os(tvOS)
    public import ContactsUI
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit

    extension DelegateMethod where Owner: CNContactViewController, Input == CNContact?, Output == Void {
        /// A contact view controller finished (`contactViewController(_:didCompleteWith:)`), with
        /// the contact saved, or `nil` when the user cancelled.
        public static var didFinish: Self { Self("didFinish") }
    }

    /// The delegate behind a contact view controller's closures: one per controller, found by
    /// its identity, owned by it. The app's delegate keeps receiving every call.
    @MainActor
    final class ContactViewDelegateProxy: DelegateProxy<CNContactViewController>,
        @preconcurrency CNContactViewControllerDelegate
    {
        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue.map { messaging($0, as: (any CNContactViewControllerDelegate).self) } }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any CNContactViewControllerDelegate).self]
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            switch selector {
            case #selector((any CNContactViewControllerDelegate).contactViewController(_:didCompleteWith:)):
                claim(handlers.hasHandlers(for: .didFinish), selector)
            default:
                nil
            }
        }

        func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {
            handlers.notify(.didFinish, contact) {
                delegate($0, as: (any CNContactViewControllerDelegate).self).contactViewController?(
                    viewController, didCompleteWith: contact)
            }
        }
    }
#endif
