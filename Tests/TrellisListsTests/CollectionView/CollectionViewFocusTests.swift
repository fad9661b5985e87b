import Testing
import TrellisDiff
import TrellisTestSupport
import TrellisViews

@testable import TrellisLists

@MainActor
@Suite struct CollectionViewFocusTests {
    struct Group: Identifiable, Equatable { var id: Int }

    func grid() -> CollectionView {
        // Section 0: 5 items in 2 columns (rows [0 1] [2 3] [4]); section 1: 1 item; section 2: 3 items.
        let source = SectionedDataSource<Group, Cat>(
            sections: [
                ArraySection(model: Group(id: 0), elements: cats([0, 1, 2, 3, 4])),
                ArraySection(model: Group(id: 1), elements: cats([5])),
                ArraySection(model: Group(id: 2), elements: cats([6, 7, 8])),
            ], scheduler: ManualScheduler())
        source.defaultMetrics.numberOfColumns = 2
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let view = CollectionView(dataSource: source, registry: registry)
        view.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        view.layoutIfNeeded()
        return view
    }

    @Test func upAndDownKeepTheColumnAcrossRowsAndSections() {
        let view = grid()
        view.focusItem(at: ItemPath(section: 0, item: 1))
        view.moveFocus(.down)
        #expect(view.focusedPath == ItemPath(section: 0, item: 3))
        view.moveFocus(.down)  // the last row is shorter: its only item
        #expect(view.focusedPath == ItemPath(section: 0, item: 4))
        view.moveFocus(.down)  // next section, column clamped
        #expect(view.focusedPath == ItemPath(section: 1, item: 0))
        view.moveFocus(.down)
        #expect(view.focusedPath == ItemPath(section: 2, item: 0))
        view.moveFocus(.right)
        view.moveFocus(.up)  // back up into a one-item section: its item
        #expect(view.focusedPath == ItemPath(section: 1, item: 0))
        view.moveFocus(.up)  // into the previous section's last row
        #expect(view.focusedPath == ItemPath(section: 0, item: 4))
        view.moveFocus(.pageDown)
        #expect(view.focusedPath == ItemPath(section: 2, item: 2))
    }

    @Test func keepsFocusFocusesTheFirstItemWhenContentArrives() {
        let source = BasicDataSource<Cat>(scheduler: ManualScheduler())
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let view = CollectionView(dataSource: source, registry: registry)
        view.keepsFocus = true
        view.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        view.layoutIfNeeded()
        #expect(view.focusedPath == nil)
        source.setItems(cats([1, 2]))
        #expect(view.focusedPath == ItemPath(section: 0, item: 0))
        source.setItems([])
        #expect(view.focusedPath == nil)
    }

    /// Section 0: 3 columns of 3 items; section 1: 2 columns of 3 items; each with a header; 30 wide.
    func mixedGrid() -> CollectionView {
        let source = SectionedDataSource<Group, Cat>(
            sections: [
                ArraySection(model: Group(id: 0), elements: cats([0, 1, 2])),
                ArraySection(model: Group(id: 1), elements: cats([4, 5, 6])),
            ], scheduler: ManualScheduler())
        source.defaultMetrics.headers = [SupplementaryMetrics(key: "title") { "Section \($0)" }]
        var three = SectionMetrics()
        three.numberOfColumns = 3
        source.setMetrics(three, forSection: 0)
        var two = SectionMetrics()
        two.numberOfColumns = 2
        source.setMetrics(two, forSection: 1)
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let view = CollectionView(dataSource: source, registry: registry)
        view.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        view.layoutIfNeeded()
        return view
    }

    @Test func leftAndRightStayInTheRowAndReportTheEdge() {
        let view = grid()
        view.focusItem(at: ItemPath(section: 0, item: 0))
        #expect(!view.moveFocus(.left))  // the first column: nowhere to go
        #expect(view.focusedPath == ItemPath(section: 0, item: 0))
        #expect(view.moveFocus(.right))
        #expect(view.focusedPath == ItemPath(section: 0, item: 1))
        #expect(!view.moveFocus(.right))  // the last column: not on to the next row
        #expect(view.focusedPath == ItemPath(section: 0, item: 1))
        view.focusItem(at: ItemPath(section: 0, item: 4))  // alone in its row
        #expect(!view.moveFocus(.right))
        #expect(!view.moveFocus(.left))
        view.focusItem(at: ItemPath(section: 0, item: 0))
        #expect(!view.moveFocus(.up))  // the first row
        view.focusItem(at: ItemPath(section: 2, item: 2))
        #expect(!view.moveFocus(.down))  // the last row
    }

    @Test func upAndDownGoToTheItemOverlappingMostAcrossSectionsWithOtherColumns() {
        // Section 0's columns are 10 wide (0–10, 10–20, 20–30); section 1's 15 (0–15, 15–30),
        // below its header. Counting rows by index would send ↓ from item 2 to section 1's item 2.
        let view = mixedGrid()
        view.focusItem(at: ItemPath(section: 0, item: 2))  // 20–30
        #expect(view.moveFocus(.down))
        #expect(view.focusedPath == ItemPath(section: 1, item: 1))  // 15–30: all of the overlap
        #expect(view.moveFocus(.down))
        #expect(view.focusedPath == ItemPath(section: 1, item: 2))  // the short last row's only item
        #expect(view.moveFocus(.up))
        #expect(view.focusedPath == ItemPath(section: 1, item: 0))  // 0–15 overlaps it whole
        #expect(view.moveFocus(.up))
        #expect(view.focusedPath == ItemPath(section: 0, item: 0))  // 0–10 overlaps 10, 10–20 only 5
        view.focusItem(at: ItemPath(section: 1, item: 1))
        #expect(view.moveFocus(.up))
        #expect(view.focusedPath == ItemPath(section: 0, item: 2))  // 20–30 overlaps 10, 10–20 only 5
    }

    @Test func pagesHomeAndEndStillMove() {
        let view = grid()
        view.focusItem(at: ItemPath(section: 0, item: 2))
        #expect(view.moveFocus(.end))
        #expect(view.focusedPath == ItemPath(section: 2, item: 2))
        #expect(view.moveFocus(.home))
        #expect(view.focusedPath == ItemPath(section: 0, item: 0))
        #expect(!view.moveFocus(.home))  // already there
        #expect(view.moveFocus(.pageDown))
        #expect(view.focusedPath != ItemPath(section: 0, item: 0))
    }

    /// Random grids (1–4 columns a section, 0–7 items, some sections with headers): from
    /// the first item the four arrows reach every item, ↓ always lands lower and ↑ higher,
    /// and ←/→ never leave the row. Failures print the seed.
    @Test func theArrowsReachEveryItemOfRandomGrids() {
        for seed in UInt64(0x00F0_C05E)..<UInt64(0x00F0_C05E + 60) {
            var random = SeededGenerator(seed: seed)
            let counts = (0..<Int.random(in: 1...5, using: &random)).map { _ in Int.random(in: 0...7, using: &random) }
            let source = SectionedDataSource<Group, Cat>(
                sections: counts.enumerated().map { section, count in
                    ArraySection(model: Group(id: section), elements: cats(Array(section * 10..<(section * 10 + count))))
                }, scheduler: ManualScheduler())
            for section in counts.indices {
                var metrics = SectionMetrics()
                metrics.numberOfColumns = Int.random(in: 1...4, using: &random)
                if Bool.random(using: &random) { metrics.headers = [SupplementaryMetrics(key: "h") { "\($0)" }] }
                source.setMetrics(metrics, forSection: section)
            }
            let registry = CellRegistry()
            registry.register(CollectionViewCell.self, for: Cat.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
            let view = CollectionView(dataSource: source, registry: registry)
            view.frame = Rect(x: 0, y: 0, width: Double(Int.random(in: 8...40, using: &random)), height: 6)
            view.layoutIfNeeded()
            let all = counts.enumerated().flatMap { section, count in (0..<count).map { ItemPath(section: section, item: $0) } }
            guard let first = all.first else { continue }
            var reached: Set<ItemPath> = [first]
            var queue = [first]
            while let from = queue.popLast() {
                let frame = view.layout.attributes(forItemAt: from)?.frame ?? .zero
                for move in [CollectionView.FocusMove.up, .down, .left, .right] {
                    view.focusItem(at: from)
                    let moved = view.moveFocus(move)
                    guard let to = view.focusedPath, moved else { continue }
                    let landed = view.layout.attributes(forItemAt: to)?.frame ?? .zero
                    switch move {
                    case .down: #expect(landed.minY >= frame.maxY, "seed \(seed): ↓ from \(from) to \(to)")
                    case .up: #expect(landed.maxY <= frame.minY, "seed \(seed): ↑ from \(from) to \(to)")
                    default: #expect(landed.minY == frame.minY, "seed \(seed): \(move) from \(from) left the row for \(to)")
                    }
                    if reached.insert(to).inserted { queue.append(to) }
                }
            }
            #expect(reached.count == all.count, "seed \(seed): counts \(counts): reached \(reached.count) of \(all.count)")
        }
    }
}
