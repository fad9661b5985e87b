import TrellisDiff

@testable import TrellisLists

/// One replayable run of ``DataSourceTreePropertyTests``: a random tree built from the
/// seed, then the steps, checking the invariants after each; returns the first failure.
@MainActor
final class TreeRun {
    let scheduler = ManualScheduler()
    let misuse = MisuseLog()
    var random: SeededGenerator
    var nextLeaf = 0
    var blocksQueued = 0
    var blocksRun = 0
    /// What the run exercised, so a test can tell it was not vacuous.
    var batches = 0
    var loadUpdatesHeld = 0

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    func run(_ steps: [DataSourceTreePropertyTests.Step]) -> String? {
        let root = ComposedDataSource(scheduler: scheduler)
        for _ in 0..<Int.random(in: 1...3, using: &random) { root.add(makeNode(depth: 1)) }
        let mirror = ListMirror(root)
        for (index, step) in steps.enumerated() {
            var pick = SeededGenerator(seed: step.parameter)
            perform(step.kind, on: root, using: &pick)
            if let failure = check(root, mirror) { return "step \(index) (\(step)): \(failure)" }
        }
        // Land everything: load the whole tree and complete every load with content.
        root.loadContent()
        for _ in 0..<20 {
            scheduler.runPending()
            let open = leaves(of: root).filter { $0.loadingState.isLoading }
            if open.isEmpty { break }
            for leaf in open {
                if leaf.tokens.last?.isCompleted != false { leaf.loadContent() }  // its load was ignored: load again
                leaf.tokens.last?.updateWithContent { $0.setItems(cats([leaf.loadCount])) }
            }
        }
        if let failure = check(root, mirror) { return "after landing: \(failure)" }
        batches = mirror.batches.count
        if leaves(of: root).contains(where: { $0.loadingState.isLoading }) { return "a leaf still loads after landing" }
        let expected = Self.expected(root)
        if mirror.sections.map(\.elements) != expected {
            return "the list shows \(mirror.sections.map(\.elements)), the leaves \(expected)"
        }
        if blocksRun != blocksQueued { return "\(blocksRun) of \(blocksQueued) whenLoaded blocks ran" }
        for leaf in leaves(of: root) { leaf.tokens.filter { !$0.isCompleted }.forEach { $0.ignore() } }
        return nil
    }

    private func makeNode(depth: Int) -> DataSource {
        switch depth < 3 ? Int.random(in: 0..<4, using: &random) : 0 {
        case 1:
            let composed = ComposedDataSource(scheduler: scheduler)
            composed.misuseHandler = misuse.handler
            for _ in 0..<Int.random(in: 1...3, using: &random) { composed.add(makeNode(depth: depth + 1)) }
            return composed
        case 2:
            let segmented = SegmentedDataSource(scheduler: scheduler)
            segmented.misuseHandler = misuse.handler
            for _ in 0..<Int.random(in: 1...3, using: &random) { segmented.add(makeNode(depth: depth + 1)) }
            return segmented
        default:
            return makeLeaf()
        }
    }

    private func makeLeaf() -> ManualCatsDataSource {
        nextLeaf += 1
        let leaf = ManualCatsDataSource(items: cats([nextLeaf * 100]), scheduler: scheduler)
        leaf.title = "leaf\(nextLeaf)"
        leaf.misuseHandler = misuse.handler
        return leaf
    }

    // MARK: Steps

    private func perform(_ kind: Int, on root: ComposedDataSource, using pick: inout SeededGenerator) {
        let nodes = Self.nodes(of: root)
        let leaves = leaves(of: root)
        let leaf = leaves.randomElement(using: &pick)
        let containers = nodes.filter { $0 is ComposedDataSource || $0 is SegmentedDataSource }
        let items = (0..<Int.random(in: 0...4, using: &pick)).map { _ in Cat(id: Int.random(in: 0..<9, using: &pick)) }
        switch kind {
        case 0: leaf?.setItems(items)
        case 1: leaf?.insert(Cat(id: Int.random(in: 0..<9, using: &pick)), at: Int.random(in: 0...(leaf?.items.count ?? 0), using: &pick))
        case 2:
            guard let leaf, !leaf.items.isEmpty else { return }
            leaf.removeItems(at: [Int.random(in: leaf.items.indices, using: &pick)])
        case 3:
            leaf?.performBatchUpdates {
                leaf?.append(contentsOf: items)
                if leaf?.items.isEmpty == false { leaf?.removeItems(at: [0]) }
            }
        case 4: nodes.randomElement(using: &pick)?.loadContent()
        case 5: complete(leaves, using: &pick)
        case 6:
            guard let node = nodes.randomElement(using: &pick) else { return }
            node.resetContent()
            if node === root { blocksQueued = blocksRun }  // a reset of the root drops its blocks
        case 7:
            guard let segmented = nodes.compactMap({ $0 as? SegmentedDataSource }).randomElement(using: &pick), !segmented.children.isEmpty
            else { return }
            segmented.selectChild(at: Int.random(in: segmented.children.indices, using: &pick))
        case 8:
            let leaf = makeLeaf()
            if Int.random(in: 0..<2, using: &pick) == 0 { leaf.loadContent() }
            switch containers.randomElement(using: &pick) {
            case let composed as ComposedDataSource: composed.insert(leaf, at: Int.random(in: 0...composed.children.count, using: &pick))
            case let segmented as SegmentedDataSource: segmented.add(leaf)
            default: break
            }
        case 9:
            switch containers.randomElement(using: &pick) {
            case let composed as ComposedDataSource where composed.children.count > 1:
                composed.remove(composed.children.randomElement(using: &pick)!)
            case let segmented as SegmentedDataSource where segmented.children.count > 1:
                segmented.remove(segmented.children.randomElement(using: &pick)!)
            default: break
            }
        case 10: leaf.map { $0.noContentTitle = $0.noContentTitle == nil ? "No Cats" : nil }
        case 11:
            blocksQueued += 1
            root.whenLoaded { [self] in blocksRun += 1 }
        default: scheduler.runPending()
        }
    }

    private func complete(_ leaves: [ManualCatsDataSource], using pick: inout SeededGenerator) {
        let open = leaves.filter { $0.tokens.contains { !$0.isCompleted } }
        guard let owner = open.randomElement(using: &pick), let token = owner.tokens.filter({ !$0.isCompleted }).randomElement(using: &pick)
        else { return }
        let items = cats((0..<Int.random(in: 0...3, using: &pick)).map { _ in Int.random(in: 0..<9, using: &pick) })
        switch Int.random(in: 0..<5, using: &pick) {
        case 0, 1: token.updateWithContent { $0.setItems(items) }
        case 2: token.updateWithNoContent { $0.setItems([]) }
        case 3: token.done(error: LoadFailure())
        default: token.ignore()
        }
    }

    // MARK: Checks

    private func check(_ root: ComposedDataSource, _ mirror: ListMirror) -> String? {
        if let failure = mirror.failures.first { return failure }
        if !mirror.isInSync {
            return "the mirror shows \(mirror.sections.map(\.elements)), the root \(ListMirror.snapshot(root).map(\.elements))"
        }
        if mirror.sections.map(\.elements.count) != root.itemCounts { return "counts \(root.itemCounts) differ from the batches'" }
        if let report = misuse.reports.first(where: { $0.kind != .tokenNeverCompleted }) { return "misuse: \(report)" }
        let nodes = Self.nodes(of: root)
        loadUpdatesHeld += nodes.compactMap { ($0 as? ComposedDataSource)?.deferredUpdates.count }.reduce(0, +)
        if !nodes.contains(where: { $0.loadingState.isLoading }),
            let holder = nodes.compactMap({ $0 as? ComposedDataSource }).first(where: { !$0.deferredUpdates.isEmpty })
        {
            return "nothing loads, yet \(holder) holds \(holder.deferredUpdates.count) load updates"
        }
        return nil
    }

    static func nodes(of node: DataSource) -> [DataSource] {
        switch node {
        case let composed as ComposedDataSource: [node] + composed.children.flatMap(nodes(of:))
        case let segmented as SegmentedDataSource: [node] + segmented.children.flatMap(nodes(of:))
        default: [node]
        }
    }

    func leaves(of root: DataSource) -> [ManualCatsDataSource] { Self.nodes(of: root).compactMap { $0 as? ManualCatsDataSource } }

    /// What the list should show, worked out from the leaves alone: a composed data
    /// source's children's sections in order, a segmented one's selected child's, a leaf's
    /// items (none while its placeholder shows).
    static func expected(_ node: DataSource) -> [[String]] {
        switch node {
        case let composed as ComposedDataSource: composed.children.flatMap(expected)
        case let segmented as SegmentedDataSource: segmented.selectedDataSource.map(expected) ?? []
        case let leaf as ManualCatsDataSource: [leaf.showsPlaceholderContent ? [] : leaf.items.map(\.description)]
        default: []
        }
    }
}
