#if canImport(UIKit)
    import PatternKitTextEditing
    public import UIKit

    /// A collection view data source and flow-layout delegate that sizes each item from its
    /// *model or element type* through visitors — never from an on-screen cell.
    ///
    /// ```swift
    /// let source = VisitorCollectionDataSource<any VisitableCell.Type>(
    ///     items: SectionedRows(rows: [FirstTile.self, SecondTile.self]),
    ///     cellType: { $0 },
    ///     size: { CGSize(width: 100, height: $0.accept(HeightVisitor())) },
    ///     configure: { cell, _ in (cell as? any VisitableCell)?.accept(BackgroundColorSetter()) }
    /// )
    /// source.attach(to: collectionView)
    /// ```
    ///
    /// Each cell class is registered the first time an item needs it, under an identifier made
    /// from the class. A position that no longer exists gets an empty cell and the layout's
    /// default item size, never a trap.
    @MainActor
    public final class VisitorCollectionDataSource<Item>: NSObject, UICollectionViewDataSource,
        UICollectionViewDelegateFlowLayout
    {
        /// The items; call `reloadData()` on the collection view after changing them.
        public var items: SectionedRows<Item>

        private let cellType: (Item) -> UICollectionViewCell.Type
        private let size: ((Item) -> CGSize)?
        private let configure: (UICollectionViewCell, Item) -> Void
        private var registrar = CellRegistrar<UICollectionView>()

        /// Creates a data source.
        ///
        /// - Parameters:
        ///   - items: the items, by section.
        ///   - cellType: the cell class that displays an item.
        ///   - size: the item's size, computed from the item (by a visitor, typically); `nil`
        ///     leaves sizes to the flow layout.
        ///   - configure: fills a dequeued cell with its item.
        public init(
            items: SectionedRows<Item>,
            cellType: @escaping (Item) -> UICollectionViewCell.Type,
            size: ((Item) -> CGSize)? = nil,
            configure: @escaping (UICollectionViewCell, Item) -> Void = { _, _ in }
        ) {
            self.items = items
            self.cellType = cellType
            self.size = size
            self.configure = configure
        }

        /// Makes this object the collection view's data source and delegate, and reloads it.
        /// When PatternKit's closures or RxCocoa's proxy hold its `delegate`, this object goes
        /// behind them instead of replacing them.
        public func attach(to collectionView: UICollectionView) {
            collectionView.dataSource = self
            // Behind PatternKit's closures or RxCocoa's proxy when one holds the slot, so they
            // keep working; the view's delegate otherwise.
            ForwardingProxyAPI.place(self, occupant: collectionView.delegate) { object in
                collectionView.delegate = object.map { unsafeBitCast($0, to: (any UICollectionViewDelegate).self) }
            }
            collectionView.reloadData()
        }

        /// The item at `indexPath`, or `nil` when it does not exist.
        public func item(at indexPath: IndexPath) -> Item? {
            items[section: indexPath.section, row: indexPath.item]
        }

        // MARK: UICollectionViewDataSource

        /// The number of sections in ``items``.
        public func numberOfSections(in collectionView: UICollectionView) -> Int {
            items.numberOfSections
        }

        /// The number of items in `section`.
        public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.numberOfRows(inSection: section)
        }

        /// Dequeues the item's cell class (registering it on first use) and configures it.
        public func collectionView(
            _ collectionView: UICollectionView,
            cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            // Dequeuing is the only way to get a cell: a stale position gets a plain one.
            let model = item(at: indexPath)
            let type = model.map(cellType) ?? UICollectionViewCell.self
            let identifier = registrar.identifier(for: type, in: collectionView) {
                collectionView.register(type, forCellWithReuseIdentifier: $0)
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            guard let model else { return cell }
            configure(cell, model)
            return cell
        }

        // MARK: UICollectionViewDelegateFlowLayout

        /// The item's size from `size`, or the flow layout's `itemSize`.
        public func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            if let size, let item = item(at: indexPath) {
                return size(item)
            }
            return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        }
    }
#endif
