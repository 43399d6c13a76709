// Case (c): CombineCocoa's README usage, every publisher it lists subscribed once. The same file
// is compiled against PatternKit and against CombineCocoa; only the marked import differs.
import Combine
import PatternKitUIKit  // footprint: library import
import UIKit

final class ProbeViewController: UIViewController {
    private let textField = UITextField()
    private let segmented = UISegmentedControl(items: ["One", "Two"])
    private let slider = UISlider()
    private let button = UIButton(type: .system)
    private let barButtonItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    private let toggle = UISwitch()
    private let stepper = UIStepper()
    private let datePicker = UIDatePicker()
    private let refreshControl = UIRefreshControl()
    private let pageControl = UIPageControl()
    private let tapGesture = UITapGestureRecognizer()
    private let pinchGesture = UIPinchGestureRecognizer()
    private let rotationGesture = UIRotationGestureRecognizer()
    private let swipeGesture = UISwipeGestureRecognizer()
    private let panGesture = UIPanGestureRecognizer()
    private let screenEdgePanGesture = UIScreenEdgePanGestureRecognizer()
    private let longPressGesture = UILongPressGestureRecognizer()
    private let scrollView = UIScrollView()
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        textField.textPublisher.sink { print($0 as Any) }.store(in: &subscriptions)
        segmented.selectedSegmentIndexPublisher.sink { print($0) }.store(in: &subscriptions)
        slider.valuePublisher.sink { print($0) }.store(in: &subscriptions)
        button.tapPublisher.sink { print("tap") }.store(in: &subscriptions)
        barButtonItem.tapPublisher.sink { print("done") }.store(in: &subscriptions)
        toggle.isOnPublisher.sink { print($0) }.store(in: &subscriptions)
        stepper.valuePublisher.sink { print($0) }.store(in: &subscriptions)
        datePicker.datePublisher.sink { print($0) }.store(in: &subscriptions)
        refreshControl.isRefreshingPublisher.sink { print($0) }.store(in: &subscriptions)
        pageControl.currentPagePublisher.sink { print($0) }.store(in: &subscriptions)
        tapGesture.tapPublisher.sink { print($0.state) }.store(in: &subscriptions)
        pinchGesture.pinchPublisher.sink { print($0.scale) }.store(in: &subscriptions)
        rotationGesture.rotationPublisher.sink { print($0.rotation) }.store(in: &subscriptions)
        swipeGesture.swipePublisher.sink { print($0.direction) }.store(in: &subscriptions)
        panGesture.panPublisher.sink { print($0.state) }.store(in: &subscriptions)
        screenEdgePanGesture.screenEdgePanPublisher.sink { print($0.edges) }.store(in: &subscriptions)
        longPressGesture.longPressPublisher.sink { print($0.state) }.store(in: &subscriptions)
        scrollView.contentOffsetPublisher.sink { print($0) }.store(in: &subscriptions)
        scrollView.reachedBottomPublisher().sink { print("bottom") }.store(in: &subscriptions)
        scrollView.refreshControl = refreshControl
        [textField, segmented, slider, button, toggle, stepper, datePicker, pageControl, scrollView].forEach(
            view.addSubview)
        [tapGesture, pinchGesture, rotationGesture, swipeGesture, panGesture, screenEdgePanGesture, longPressGesture]
            .forEach(view.addGestureRecognizer)
        navigationItem.rightBarButtonItem = barButtonItem
    }
}

@MainActor
func makeProbeViewController() -> UIViewController {
    ProbeViewController()
}
