#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// An app's own table delegate, as a view controller is: it sizes rows, follows scrolling
    /// and selection, and records what UIKit asked it.
    @MainActor
    final class RecordingTableDelegate: NSObject, UITableViewDelegate {
        var calls: [String] = []
        var rowHeight: CGFloat = 77

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            calls.append("height")
            return rowHeight
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.row)")
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            calls.append("didScroll")
        }
    }

    /// A table delegate that also redirects or refuses selection.
    @MainActor
    final class SelectionRedirectingDelegate: NSObject, UITableViewDelegate {
        var answer: IndexPath?

        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            answer
        }
    }

    /// An app's own scroll view delegate that counts scroll events.
    @MainActor
    final class RecordingScrollDelegate: NSObject, UIScrollViewDelegate {
        var scrolls = 0
        var zoomView: UIView?

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            scrolls += 1
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            zoomView
        }
    }

    /// An app's own collection view delegate with a flow layout size, as a grid's controller has.
    @MainActor
    final class RecordingCollectionDelegate: NSObject, UICollectionViewDelegateFlowLayout {
        var calls: [String] = []

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            calls.append("size")
            return CGSize(width: 40, height: 40)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.item)")
        }
    }

    #if os(iOS)
        /// An app's own picker data source and delegate.
        @MainActor
        final class RecordingPickerSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var selections: [String] = []

            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5 }

            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                "app \(row)"
            }

            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                selections.append("\(row)/\(component)")
            }

            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 120 }
        }
    #endif

    /// A cell type for the visitor data source scenarios.
    final class PlainRowCell: UITableViewCell {}
#endif
