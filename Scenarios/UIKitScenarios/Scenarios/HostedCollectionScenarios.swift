#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// Collections laid out in the app's window: UIKit's flow layout, and an app's own layout,
    /// ask the delegate for sizes through the closures' proxy (issue 18, items 5 and 8).
    enum HostedCollectionScenarios {
        static let item0 = IndexPath(item: 0, section: 0)

        /// An app's own layout as custom layouts are written: it reads sizes from
        /// `collectionView.delegate as? UICollectionViewDelegateFlowLayout`, else 10×10.
        final class DelegateSizedLayout: UICollectionViewLayout {
            private var frames: [CGRect] = []

            override func prepare() {
                super.prepare()
                guard let collection = collectionView else { return }
                let flow = collection.delegate as? any UICollectionViewDelegateFlowLayout
                var x: CGFloat = 0
                frames = (0..<collection.numberOfItems(inSection: 0)).map { item in
                    let size =
                        flow?.collectionView?(
                            collection, layout: self, sizeForItemAt: IndexPath(item: item, section: 0))
                        ?? CGSize(width: 10, height: 10)
                    defer { x += size.width }
                    return CGRect(origin: CGPoint(x: x, y: 0), size: size)
                }
            }

            override var collectionViewContentSize: CGSize {
                CGSize(width: frames.last?.maxX ?? 0, height: frames.map(\.maxY).max() ?? 0)
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter {
                    $0.frame.intersects(rect)
                }
            }

            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                guard frames.indices.contains(indexPath.item) else { return nil }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = frames[indexPath.item]
                return attributes
            }
        }

        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "collection laid out with a flow layout: UIKit asks the app's delegate for item sizes through the closures' proxy",
                covers: "issue 18: collections laid out"
            ) { e in
                let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                let source = NumberedItems(6)
                source.attach(to: grid)
                let app = RecordingCollectionDelegate()
                grid.delegate = app
                grid.didSelectItem { _, _ in }
                e.layOut(grid)
                e.expect(app.calls.contains("size"), "UIKit asked the app's delegate for sizes: \(app.calls)")
                e.expectEqual(
                    grid.layoutAttributesForItem(at: item0)?.size, CGSize(width: 40, height: 40),
                    "the size UIKit laid item 0 out with")
                e.expect(!source.cellRequests.isEmpty, "UIKit asked for cells")
            },
            Scenario(
                "collection with closures is still a UICollectionViewDelegateFlowLayout: an app's own layout gets the app's sizes",
                covers: "issue 18 item 5: flow layout delegate"
            ) { e in
                let layout = DelegateSizedLayout()
                let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
                NumberedItems(3).attach(to: grid)
                let app = RecordingCollectionDelegate()
                grid.delegate = app
                var log: [Int] = []
                grid.didSelectItem { _, indexPath in log.append(indexPath.item) }
                e.expect(
                    grid.delegate is any UICollectionViewDelegateFlowLayout,
                    "delegate as? UICollectionViewDelegateFlowLayout is not nil")
                e.layOut(grid)
                e.expectEqual(
                    grid.layoutAttributesForItem(at: item0)?.size, CGSize(width: 40, height: 40),
                    "the app's size, read by the custom layout")
                UserGestures.tapItem(grid, at: IndexPath(item: 2, section: 0))
                e.expectEqual(
                    app.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 2"], "the app's delegate hears the tap")
                e.expectEqual(log, [2], "and the closure")
            },
            Scenario(
                "collection with closures and no app delegate: nothing answers sizes, the flow layout keeps its itemSize",
                covers: "issue 18 item 5: flow layout delegate"
            ) { e in
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 30, height: 20)
                let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
                NumberedItems(3).attach(to: grid)
                grid.didSelectItem { _, _ in }
                let size = #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
                e.expect(grid.delegate?.responds(to: size) == false, "sizeForItemAt is not claimed")
                e.layOut(grid)
                e.expectEqual(
                    grid.layoutAttributesForItem(at: item0)?.size, CGSize(width: 30, height: 20),
                    "the layout's own itemSize")
            },
            Scenario(
                "collection tap: a closure refuses the first item, UIKit selects none; another item reaches the app's delegate and closures",
                covers: "issue 12: collection view"
            ) { e in
                let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                NumberedItems(4).attach(to: grid)
                let app = RecordingCollectionDelegate()
                grid.delegate = app
                var log: [String] = []
                grid.shouldSelectItem { _, indexPath in indexPath.item > 0 }
                grid.didSelectItem { _, indexPath in log.append("closure \(indexPath.item)") }
                e.layOut(grid)
                e.expect(!UserGestures.tapItem(grid, at: item0), "item 0 refused")
                e.expect(UserGestures.tapItem(grid, at: IndexPath(item: 3, section: 0)), "item 3 selected by UIKit")
                e.expectEqual(app.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 3"], "the app's delegate")
                e.expectEqual(log, ["closure 3"], "the closure")
            },
        ]
    }
#endif
