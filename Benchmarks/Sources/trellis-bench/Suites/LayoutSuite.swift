import TrellisDiff
import TrellisLists
import TrellisTerminalTesting
import TrellisViews

/// Suite `layout`: the collection layout against floors doing the same work, the viewport
/// query a flow layout answers from attributes prepared up front (peer, ``FlowLayoutQuery``),
/// and a full relayout (ablation).
///
/// - `full-layout-1m-items-…` (floor): with fixed row heights `prepare` stores one row
///   height per section and finds any frame by arithmetic when asked; the floor does the
///   same and no more (``LayoutBench/SectionArithmeticFloor``: each section's top and
///   height from its count, into preallocated arrays). Writing every frame is not a floor
///   under it (`prepare` writes none).
/// - `full-layout-then-materialize-every-attribute` (floor): `prepare`, then every one of
///   the 1,001,000 elements' attributes made; the floor writes every frame into a
///   preallocated array (``LayoutBench/writeEveryFrame(into:sections:perSection:width:)``).
///
/// Before timing, both floors' frames are checked against the layout's (`attributes(forItemAt:)`,
/// section frames, content height); a difference fails the run.
let layoutSuite = BenchmarkSuite(name: "layout") { quick in
    let sections = quick ? 100 : 1_000
    let perSection = 1_000
    let width = 80.0
    let viewport = 24.0
    let (source, layout) = MainActor.assumeIsolated { () -> (LayoutBench.GridDataSource, CollectionLayout) in
        let source = LayoutBench.GridDataSource(counts: Array(repeating: perSection, count: sections))
        let layout = CollectionLayout()
        layout.prepare(for: source, width: width, viewportHeight: viewport)
        return (source, layout)
    }
    // The same grid the layout makes, as plain arithmetic into a preallocated array.
    let frameCount = sections * perSection
    var random = SeededGenerator(seed: 9)
    let contentHeight = MainActor.assumeIsolated { layout.contentHeight }
    let offsets = (0..<1_000).map { _ in Double(Int.random(in: 0..<Int(contentHeight - viewport), using: &random)) }
    let flow = MainActor.assumeIsolated { FlowLayoutQuery(prepared: layout.allAttributes()) }
    let counts = [Int](repeating: perSection, count: sections)
    let sizeName = quick ? "100k" : "1m"
    try MainActor.assumeIsolated {
        try LayoutBench.checkFloors(against: layout, counts: counts, width: width, caseName: "full-layout-\(sizeName)-items")
    }

    return [
        BenchmarkCase(
            "full-layout-\(sizeName)-items-\(sections)-sections-2-columns", kind: .floor, peer: "per-section-arithmetic-floor",
            trellis: {
                MainActor.assumeIsolated {
                    let fresh = CollectionLayout()
                    return Stopwatch.time { fresh.prepare(for: source, width: width, viewportHeight: viewport) }
                }
            },
            peerRun: {
                var floor = LayoutBench.SectionArithmeticFloor(sections: sections)
                return Stopwatch.time { floor.prepare(counts: counts, width: width) }
            }),
        BenchmarkCase(
            "full-layout-then-materialize-every-attribute", kind: .floor, peer: "write-every-frame-floor",
            trellis: {
                MainActor.assumeIsolated {
                    let fresh = CollectionLayout()
                    return Stopwatch.time {
                        fresh.prepare(for: source, width: width, viewportHeight: viewport)
                        blackHole(fresh.allAttributes().count)
                    }
                }
            },
            peerRun: {
                var frames = [Rect](repeating: .zero, count: frameCount + sections)
                return Stopwatch.time {
                    LayoutBench.writeEveryFrame(into: &frames, sections: sections, perSection: perSection, width: width)
                }
            }),
        BenchmarkCase(
            "attributes-in-viewport-1000-offsets", kind: .peer, peer: "flow-layout-prepared-binary-search",
            trellis: {
                MainActor.assumeIsolated {
                    Stopwatch.time {
                        var found = 0
                        for offset in offsets {
                            layout.contentOffset = offset
                            found &+= layout.attributes(in: Rect(x: 0, y: offset, width: width, height: viewport)).count
                        }
                        blackHole(found)
                    }
                }
            },
            peerRun: {
                Stopwatch.time {
                    var found = 0
                    for offset in offsets {
                        found &+= flow.attributes(in: Rect(x: 0, y: offset, width: width, height: viewport)).count
                    }
                    blackHole(found)
                }
            }),
        BenchmarkCase(
            "insert-10-items-mid-and-relayout", kind: .ablation, peer: "full-layout",
            trellis: {
                MainActor.assumeIsolated {
                    let grid = LayoutBench.GridDataSource(counts: Array(repeating: perSection, count: sections))
                    let incremental = CollectionLayout()
                    incremental.prepare(for: grid, width: width, viewportHeight: viewport)
                    let changes = grid.insertItems(10, inSection: sections / 2)
                    return Stopwatch.time { incremental.apply(changes, from: grid) }
                }
            },
            peerRun: {
                MainActor.assumeIsolated {
                    let grid = LayoutBench.GridDataSource(counts: Array(repeating: perSection, count: sections))
                    _ = grid.insertItems(10, inSection: sections / 2)
                    let full = CollectionLayout()
                    return Stopwatch.time { full.prepare(for: grid, width: width, viewportHeight: viewport) }
                }
            }),
        BenchmarkCase(
            reportOnly: "scroll-one-screen-repin-and-realize-warm",
            trellis: {
                MainActor.assumeIsolated {
                    let view = LayoutBench.scrollingView
                    if view.contentOffset + 2 * viewport > view.contentSize.height { view.setContentOffset(0) }
                    return Stopwatch.time { view.scroll(by: viewport) }
                }
            }),
    ]
}

enum LayoutBench {
    /// A data source of item counts only: the layout never reads items.
    @MainActor
    final class GridDataSource: ItemDataSource<ItemPath> {
        var counts: [Int]

        init(counts: [Int]) {
            self.counts = counts
            super.init()
            var metrics = SectionMetrics()
            metrics.numberOfColumns = 2
            metrics.rowHeight = .fixed(1)
            var header = SupplementaryMetrics(key: "header")
            header.isPinned = true
            metrics.headers = [header]
            defaultMetrics = metrics
        }

        override var numberOfSections: Int { counts.count }
        override func numberOfContentItems(inSection section: Int) -> Int { counts[section] }
        override func contentItem(at path: ItemPath) -> ItemPath? { path }

        /// Appends `count` items in the middle of `section` and reports them.
        func insertItems(_ count: Int, inSection section: Int) -> SectionedChangeSet {
            let middle = counts[section] / 2
            counts[section] += count
            return SectionedChangeSet(items: ChangeSet(inserts: (middle..<(middle + count)).map { ItemPath(section: section, item: $0) }))
        }
    }

    /// The floor under a fixed-height `prepare`: for each section of a two-column grid
    /// under a one-row header, its top and height from its item count, written into
    /// preallocated arrays; an item's frame is arithmetic on those when asked
    /// (``frame(ofItem:inSection:)``), as `CollectionLayout` finds it.
    struct SectionArithmeticFloor {
        private(set) var tops: [Double]
        private(set) var heights: [Double]
        private(set) var columnWidth = 0.0
        private(set) var contentHeight = 0.0

        init(sections: Int) {
            tops = [Double](repeating: 0, count: sections)
            heights = tops
        }

        @inline(never)
        mutating func prepare(counts: [Int], width: Double) {
            columnWidth = (width / 2).rounded(.down)
            var y = 0.0
            tops.withUnsafeMutableBufferPointer { tops in
                heights.withUnsafeMutableBufferPointer { heights in
                    counts.withUnsafeBufferPointer { counts in
                        for section in counts.indices {
                            let height = 1 + Double((counts[section] + 1) / 2)
                            tops[section] = y
                            heights[section] = height
                            y += height
                        }
                    }
                }
            }
            contentHeight = y
        }

        /// The frame of item `item` in `section`, in content coordinates.
        func frame(ofItem item: Int, inSection section: Int) -> Rect {
            Rect(x: Double(item & 1) * columnWidth, y: tops[section] + 1 + Double(item >> 1), width: columnWidth, height: 1)
        }
    }

    /// Both floors must give the layout's frames: sampled items, every section's frame
    /// and the content height for the arithmetic floor; sampled items for every frame
    /// written. A difference throws ``Disagreement``.
    @MainActor
    static func checkFloors(against layout: CollectionLayout, counts: [Int], width: Double, caseName: String) throws {
        var arithmetic = SectionArithmeticFloor(sections: counts.count)
        arithmetic.prepare(counts: counts, width: width)
        let perSection = counts[0]
        var written = [Rect](repeating: .zero, count: counts.count * (perSection + 1))
        writeEveryFrame(into: &written, sections: counts.count, perSection: perSection, width: width)
        for section in counts.indices {
            let expected = Rect(x: 0, y: arithmetic.tops[section], width: width, height: arithmetic.heights[section])
            try requireAgreement(
                layout.frame(ofSection: section) == expected, suite: "layout", case: caseName,
                "section \(section): the layout's frame \(String(describing: layout.frame(ofSection: section))), the floor's \(expected)")
        }
        try requireAgreement(
            layout.contentHeight == max(arithmetic.contentHeight, layout.viewportHeight), suite: "layout", case: caseName,
            "content height: the layout's \(layout.contentHeight), the floor's \(arithmetic.contentHeight)")
        for section in stride(from: 0, to: counts.count, by: max(1, counts.count / 10)) {
            for item in [0, 1, 2, 3, perSection / 2, perSection / 2 + 1, perSection - 2, perSection - 1] {
                let own = layout.attributes(forItemAt: ItemPath(section: section, item: item))?.frame
                let floor = arithmetic.frame(ofItem: item, inSection: section)
                let every = written[section * (perSection + 1) + 1 + item]
                try requireAgreement(
                    own == floor && own == every, suite: "layout", case: caseName,
                    "item [\(section), \(item)]: the layout's frame \(String(describing: own)), the arithmetic floor's \(floor), "
                        + "the written floor's \(every)")
            }
        }
    }

    /// The floor under materializing every element: one header and a two-column grid per
    /// section, every frame written.
    @inline(never)
    static func writeEveryFrame(into frames: inout [Rect], sections: Int, perSection: Int, width: Double) {
        let columnWidth = (width / 2).rounded(.down)
        var y = 0.0
        var index = 0
        frames.withUnsafeMutableBufferPointer { frames in
            for _ in 0..<sections {
                frames[index] = Rect(x: 0, y: y, width: width, height: 1)
                index += 1
                y += 1
                for item in 0..<perSection {
                    let column = item & 1
                    frames[index] = Rect(x: Double(column) * columnWidth, y: y + Double(item >> 1), width: columnWidth, height: 1)
                    index += 1
                }
                y += Double((perSection + 1) / 2)
            }
        }
    }

    final class Cell: CollectionViewCell, ItemCell {
        func update(with path: ItemPath, context: CellContext) { textLabel.text = "\(path)" }
    }

    /// A collection view over 100,000 items, warmed up, reused by every run.
    @MainActor
    static let scrollingView: CollectionView = {
        let source = GridDataSource(counts: Array(repeating: 1_000, count: 100))
        let registry = CellRegistry()
        registry.register(Cell.self)
        let view = CollectionView(dataSource: source, registry: registry)
        view.frame = Rect(x: 0, y: 0, width: 80, height: 24)
        view.layoutIfNeeded()
        for _ in 0..<4 { view.scroll(by: 24) }
        return view
    }()
}
