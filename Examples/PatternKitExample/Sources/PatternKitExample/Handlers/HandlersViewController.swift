#if canImport(UIKit)
    import PatternKitUIKit
    import UIKit

    /// Closure handlers instead of target-action and delegates: every control on this screen
    /// is wired with a closure, and each closure writes what happened into the log.
    final class HandlersViewController: UIViewController {
        private let log = UILabel()
        private var entries: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Handlers"
            view.backgroundColor = .systemBackground

            let button = UIButton(type: .system)
            button.setTitle("Tap me", for: .normal)
            button.onTap { [weak self] button in
                self?.record("tapped “\(button.currentTitle ?? "")”")
            }

            let toggle = UISwitch()
            toggle.onChange { [weak self] isOn in
                self?.record("switch \(isOn ? "on" : "off")")
            }

            let stepper = UIStepper()
            stepper.onChange { [weak self] value in
                self?.record("stepper \(Int(value))")
            }

            let segments = UISegmentedControl(items: ["UIKit", "SwiftUI", "Terminal"])
            segments.onChange { [weak self] index in
                self?.record("segment \(index)")
            }

            let field = UITextField()
            field.borderStyle = .roundedRect
            field.placeholder = "At most 10 characters"
            field
                .shouldChangeString { from, to in
                    to.count <= 10
                }
                .shouldReturn { field in
                    field.resignFirstResponder()
                }
                .textDidChange { [weak self] text in
                    self?.record("text “\(text)”")
                }

            log.numberOfLines = 0
            log.font = .monospacedSystemFont(ofSize: 13, weight: .regular)

            let controls = UIStackView(arrangedSubviews: [button, toggle, stepper])
            controls.spacing = 16
            FormStack(rows: [
                .caption("Each control has a closure; nothing here is a target or a delegate."),
                .view(controls),
                .view(segments),
                .view(field),
                .view(log),
            ]).install(in: view)

            // A tap anywhere else ends editing; a bar button clears the log.
            view.onTap { [weak self] in
                self?.view.endEditing(true)
            }
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash) { [weak self] _ in
                self?.entries.removeAll()
                self?.log.text = nil
            }
        }

        private func record(_ entry: String) {
            entries = Array((entries + [entry]).suffix(8))
            log.text = entries.joined(separator: "\n")
        }
    }
#endif
