import Testing
import TrellisDiff

@testable import TrellisLists

/// 1,000 random operations on a tree of composed, segmented, sectioned and basic data
/// sources, with loads that complete in any order; after every operation, applying every
/// batch the root emitted to a mirror yields exactly what the root shows, and a layout kept
/// up to date by the root's notifications (children's placeholders included) is the layout
/// of the root laid out afresh. `whenLoaded` blocks on the root run only once no child is
/// loading, and each runs once.
@MainActor
@Suite struct DataSourceStormTests {
    struct Origin: Identifiable, Equatable { var id: Int }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func thousandRandomOperations(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let scheduler = ManualScheduler()
        let misuse = MisuseLog()
        let leaves = (0..<6).map { index -> ManualCatsDataSource in
            let leaf = ManualCatsDataSource(items: cats([index * 10]), scheduler: scheduler)
            leaf.title = "leaf\(index)"
            leaf.misuseHandler = misuse.handler
            return leaf
        }
        let sectioned = SectionedDataSource<Origin, Cat>(scheduler: scheduler)
        let segmented = SegmentedDataSource(scheduler: scheduler)
        segmented.add(leaves[1])
        segmented.add(leaves[2])
        let nested = ComposedDataSource(scheduler: scheduler)
        nested.add(leaves[3])
        nested.add(sectioned)
        let root = ComposedDataSource(scheduler: scheduler)
        root.add(leaves[0])
        root.add(segmented)
        root.add(nested)
        let spares = [leaves[4], leaves[5]]
        let mirror = ListMirror(root)
        let layout = CollectionLayout()
        layout.prepare(for: root, width: 20, viewportHeight: 12)
        let relay = LayoutRelay(layout: layout)
        root.addObserver(relay)
        var blocksQueued = 0
        var blocksRun = 0
        var stepsWithChildPlaceholders = 0

        func randomItems() -> [Cat] {
            (0..<Int.random(in: 0...5, using: &random)).map { _ in Cat(id: Int.random(in: 0..<12, using: &random)) }
        }

        for step in 0..<1_000 {
            let leaf = leaves[Int.random(in: 0..<4, using: &random)]
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                leaf.setItems(randomItems())
            case 1:
                leaf.insert(Cat(id: Int.random(in: 0..<12, using: &random)), at: Int.random(in: 0...leaf.items.count, using: &random))
            case 2 where !leaf.items.isEmpty:
                leaf.removeItems(at: [Int.random(in: leaf.items.indices, using: &random)])
            case 3 where leaf.items.count > 1:
                leaf.moveItem(
                    from: Int.random(in: leaf.items.indices, using: &random), to: Int.random(in: leaf.items.indices, using: &random))
            case 4:
                leaf.loadContent()
            case 5:
                let pending = leaves.filter { $0.tokens.contains { !$0.isCompleted } }
                guard let owner = pending.randomElement(using: &random),
                    let token = owner.tokens.filter({ !$0.isCompleted }).randomElement(using: &random)
                else { break }
                let items = randomItems()
                switch Int.random(in: 0..<4, using: &random) {
                case 0: token.updateWithContent { $0.setItems(items) }
                case 1: token.updateWithNoContent { $0.setItems([]) }
                case 2: token.done(error: LoadFailure())
                default: token.ignore()
                }
            case 6:
                leaf.noContentTitle = leaf.noContentTitle == nil ? "No Cats" : nil
            case 7:
                segmented.selectChild(at: Int.random(in: 0..<2, using: &random))
            case 8:
                let sections = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    ArraySection(model: Origin(id: Int.random(in: 0..<4, using: &random)), elements: randomItems())
                }
                sectioned.setSections(sections)
            case 9:
                let spare = spares[Int.random(in: 0..<2, using: &random)]
                if root.children.contains(where: { $0 === spare }) {
                    root.remove(spare)
                } else {
                    root.insert(spare, at: Int.random(in: 0...root.children.count, using: &random))
                }
            case 10:
                leaf.performBatchUpdates {
                    leaf.append(contentsOf: randomItems())
                    if !leaf.items.isEmpty { leaf.removeItems(at: [0]) }
                }
            case 11 where Int.random(in: 0..<10, using: &random) == 0:
                leaf.resetContent()
            case 11:
                blocksQueued += 1
                root.whenLoaded {
                    blocksRun += 1
                    #expect(!root.children.contains { $0.loadingState.isLoading }, "step \(step): a block ran while a child loads")
                }
            default:
                break
            }
            scheduler.runPending()
            #expect(mirror.failures.isEmpty, "step \(step): \(mirror.failures.last ?? "")")
            #expect(mirror.isInSync, "step \(step)")
            let fresh = CollectionLayout()
            fresh.prepare(for: root, width: 20, viewportHeight: 12)
            #expect(layout.layoutDescription == fresh.layoutDescription, "step \(step)")
            if layout.allAttributes().contains(where: { if case .childPlaceholder = $0.element { true } else { false } }) {
                stepsWithChildPlaceholders += 1
            }
            if !mirror.failures.isEmpty || !mirror.isInSync || layout.layoutDescription != fresh.layoutDescription { break }
        }
        // The storm really exercised batches, not just reloads.
        #expect(mirror.batches.count > 300, "\(mirror.batches.count) batches, \(mirror.reloads) reloads")
        #expect(blocksRun <= blocksQueued && blocksRun > 0, "\(blocksRun) of \(blocksQueued) blocks ran")
        #expect(stepsWithChildPlaceholders > 100, "child placeholders showed at \(stepsWithChildPlaceholders) steps")
        #expect(misuse.reports.filter { $0.kind != .tokenNeverCompleted }.isEmpty, "\(misuse.reports)")
        for leaf in leaves { leaf.tokens.filter { !$0.isCompleted }.forEach { $0.ignore() } }
    }
}
