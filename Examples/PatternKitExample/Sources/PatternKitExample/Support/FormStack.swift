#if canImport(UIKit)
    import UIKit

    /// A vertical stack of rows pinned to the top of a screen's readable width: enough layout
    /// for the example's forms without a storyboard.
    @MainActor
    struct FormStack {
        /// One row of a form.
        enum Row {
            /// A line of explanation.
            case caption(String)
            /// Any view, such as a text field or a button.
            case view(UIView)
        }

        let stack: UIStackView

        init(rows: [Row]) {
            stack = UIStackView(arrangedSubviews: rows.map(Self.makeView))
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
        }

        /// Adds the stack to `view`, under its safe area's top.
        func install(in view: UIView) {
            view.addSubview(stack)
            let guide = view.readableContentGuide
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
        }

        private static func makeView(_ row: Row) -> UIView {
            switch row {
            case .caption(let text):
                let label = UILabel()
                label.text = text
                label.numberOfLines = 0
                label.font = .preferredFont(forTextStyle: .footnote)
                label.textColor = .secondaryLabel
                return label
            case .view(let view):
                return view
            }
        }
    }
#endif
