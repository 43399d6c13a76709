// Case (a): the article's HandlersKit calls. The same file is compiled against PatternKit and
// against HandlersKit; only the marked import differs (the tool rewrites that line).
import PatternKitHandlersUIKit  // footprint: library import
import UIKit

final class ProbeViewController: UIViewController {
    private let button = UIButton(type: .system)
    private let slider = UISlider()
    private let textField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Tap", for: .normal)
        button.onTap { [weak self] in
            self?.textField.text = ""
        }
        slider.on(.valueChanged) { (slider: UISlider) in
            print(slider.value)
        }
        textField.shouldChangeString { (from: String, to: String) in
            to.count <= 10
        }
        [button, slider, textField].forEach(view.addSubview)
    }
}

@MainActor
func makeProbeViewController() -> UIViewController {
    ProbeViewController()
}
