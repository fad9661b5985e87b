import TrellisDiff
import TrellisTerminalTesting

/// Suite `diff`: TrellisDiff against the diffs a user would pick instead, and against
/// the floor of a diff built on a `Dictionary`: its index alone.
///
/// - `heckel` (peer): Heckel's O(n) diff as IGListKit runs it (``HeckelDiff``), the
///   algorithm behind `IGListDiff` and DifferenceKit.
/// - `swift-difference-inferringMoves` (peer): the standard library's Myers diff with
///   moves inferred; only at 5k, as its O((n + m)·d) cost makes 100k impractical.
/// - `dictionary-index-floor` (floor): hash every old identity into a `[ID: Int]`,
///   look up every new one. TrellisDiff indexes identities in a table of its own (one
///   random read a look-up where the dictionary makes two), so the whole diff comes within
///   a sixth of this index, and a sectioned one has measured under it.
///
/// Before timing, TrellisDiff and Heckel must find the same deletes, inserts and updates
/// (a difference fails the run). Every diff case reports both sides' move counts (`trellis_moves`, `peer_moves`):
/// TrellisDiff's moves are a minimal set (the complement of a longest increasing
/// subsequence); Heckel's are every element whose offset-adjusted index changed.
let diffSuite = BenchmarkSuite(name: "diff") { quick in
    let flat5k = DiffInput.flat(count: 5_000, seed: 5)
    let flat100k = DiffInput.flat(count: quick ? 20_000 : 100_000, seed: 100)
    let sectioned = DiffInput.sectioned(sections: 100, perSection: quick ? 200 : 1_000, seed: 42)
    let sectionedOld = sectioned.old.flatMap(\.elements)
    let sectionedNew = sectioned.new.flatMap(\.elements)
    let size = quick ? "20k" : "100k"

    func moves(_ input: DiffInput<[DiffElement]>) -> [(field: String, value: Int)] {
        [
            ("trellis_moves", ChangeSet(from: input.old, to: input.new).moves.count),
            ("peer_moves", HeckelDiff(old: input.old, new: input.new).moves.count),
        ]
    }
    let swiftMoves = flat5k.new.difference(from: flat5k.old).inferringMoves().reduce(0) { count, change in
        if case let .insert(_, _, associatedWith) = change, associatedWith != nil { return count + 1 }
        return count
    }
    let sectionedMoves = SectionedChangeSet(from: sectioned.old, to: sectioned.new).items.moves.count
    // TrellisDiff and Heckel must find the same deletes, inserts and updates (moves may
    // differ: TrellisDiff's are a minimal set); a difference fails the run.
    for (input, name) in [(flat5k, "flat-5k-mixed"), (flat100k, "flat-\(size)-mixed")] {
        let own = ChangeSet(from: input.old, to: input.new)
        let heckel = HeckelDiff(old: input.old, new: input.new)
        try requireAgreement(
            Set(own.deletes) == Set(heckel.deletes) && Set(own.inserts) == Set(heckel.inserts)
                && Set(own.updates.map(\.old)) == Set(heckel.updates),
            suite: "diff", case: name,
            "TrellisDiff: \(own.deletes.count) deletes, \(own.inserts.count) inserts, \(own.updates.count) updates; "
                + "Heckel: \(heckel.deletes.count), \(heckel.inserts.count), \(heckel.updates.count) (or the same counts at other indices)")
    }

    return [
        BenchmarkCase(
            "flat-5k-mixed", kind: .peer, peer: "heckel", counts: moves(flat5k),
            trellis: { Stopwatch.time { blackHole(ChangeSet(from: flat5k.old, to: flat5k.new)) } },
            peerRun: { Stopwatch.time { blackHole(HeckelDiff(old: flat5k.old, new: flat5k.new)) } }),
        BenchmarkCase(
            "flat-5k-mixed", kind: .peer, peer: "swift-difference-inferringMoves",
            counts: [("trellis_moves", moves(flat5k)[0].value), ("peer_moves", swiftMoves)],
            trellis: { Stopwatch.time { blackHole(ChangeSet(from: flat5k.old, to: flat5k.new)) } },
            peerRun: { Stopwatch.time { blackHole(flat5k.new.difference(from: flat5k.old).inferringMoves()) } }),
        BenchmarkCase(
            "flat-\(size)-mixed", kind: .peer, peer: "heckel", counts: moves(flat100k),
            trellis: { Stopwatch.time { blackHole(ChangeSet(from: flat100k.old, to: flat100k.new)) } },
            peerRun: { Stopwatch.time { blackHole(HeckelDiff(old: flat100k.old, new: flat100k.new)) } }),
        BenchmarkCase(
            "flat-\(size)-mixed", kind: .floor, peer: "dictionary-index-floor",
            trellis: { Stopwatch.time { blackHole(ChangeSet(from: flat100k.old, to: flat100k.new)) } },
            peerRun: { Stopwatch.time { blackHole(indexFloor(old: flat100k.old, new: flat100k.new)) } }),
        BenchmarkCase(
            "sectioned-100x\(quick ? "200" : "1k")-mixed", kind: .peer, peer: "heckel-over-flattened-items",
            counts: [
                ("trellis_moves", sectionedMoves),
                ("peer_moves", HeckelDiff(old: sectionedOld, new: sectionedNew).moves.count),
            ],
            trellis: { Stopwatch.time { blackHole(SectionedChangeSet(from: sectioned.old, to: sectioned.new)) } },
            peerRun: {
                let old = sectioned.old.flatMap(\.elements)
                let new = sectioned.new.flatMap(\.elements)
                return Stopwatch.time { blackHole(HeckelDiff(old: old, new: new)) }
            }),
        BenchmarkCase(
            "sectioned-100x\(quick ? "200" : "1k")-mixed", kind: .floor, peer: "dictionary-index-floor",
            trellis: { Stopwatch.time { blackHole(SectionedChangeSet(from: sectioned.old, to: sectioned.new)) } },
            peerRun: {
                let old = sectioned.old.flatMap(\.elements)
                let new = sectioned.new.flatMap(\.elements)
                return Stopwatch.time { blackHole(indexFloor(old: old, new: new)) }
            }),
    ]
}

/// A list element: an identity and a content value.
struct DiffElement: Identifiable, Equatable, Hashable {
    var id: Int
    var value: Int
}

/// A section's model for the sectioned case.
struct DiffSectionModel: Identifiable, Equatable {
    var id: Int
    var title: String
}

/// Old and new snapshots with a fixed mix of edits: 10% deletes, 10% inserts,
/// 5% moves and 5% content updates.
struct DiffInput<Snapshot> {
    var old: Snapshot
    var new: Snapshot
}

extension DiffInput: Sendable where Snapshot: Sendable {}

extension DiffInput where Snapshot == [DiffElement] {
    static func flat(count: Int, seed: UInt64) -> Self {
        var random = SeededGenerator(seed: seed)
        let old = (0..<count).map { DiffElement(id: $0, value: 0) }
        var nextID = count
        return Self(old: old, new: mixedEdit(old, random: &random, nextID: &nextID))
    }
}

extension DiffInput where Snapshot == [ArraySection<DiffSectionModel, DiffElement>] {
    /// Every section gets the flat mix; 5% of moves cross to another section.
    static func sectioned(sections: Int, perSection: Int, seed: UInt64) -> Self {
        var random = SeededGenerator(seed: seed)
        var nextID = sections * perSection
        let old = (0..<sections).map { s in
            ArraySection(
                model: DiffSectionModel(id: s, title: "Section \(s)"),
                elements: (0..<perSection).map { DiffElement(id: s * perSection + $0, value: 0) })
        }
        var new = old.map { section in
            ArraySection(model: section.model, elements: mixedEdit(section.elements, random: &random, nextID: &nextID))
        }
        for _ in 0..<(sections * perSection / 100) {
            let from = Int.random(in: new.indices, using: &random)
            let to = Int.random(in: new.indices, using: &random)
            guard !new[from].elements.isEmpty else { continue }
            let element = new[from].elements.remove(at: Int.random(in: new[from].elements.indices, using: &random))
            new[to].elements.insert(element, at: Int.random(in: 0...new[to].elements.count, using: &random))
        }
        return Self(old: old, new: new)
    }
}

private func mixedEdit(_ old: [DiffElement], random: inout SeededGenerator, nextID: inout Int) -> [DiffElement] {
    let count = old.count
    var new = old
    // Deletes: drop 10% at random positions.
    var keep = [Bool](repeating: true, count: count)
    for index in Array(0..<count).shuffled(using: &random).prefix(count / 10) { keep[index] = false }
    new = zip(new, keep).filter(\.1).map(\.0)
    // Updates: change the content of 5%.
    for index in Array(new.indices).shuffled(using: &random).prefix(count / 20) { new[index].value += 1 }
    // Moves: take 5% out and put them back elsewhere.
    var moved: [DiffElement] = []
    for _ in 0..<(count / 20) where !new.isEmpty {
        moved.append(new.remove(at: Int.random(in: new.indices, using: &random)))
    }
    for element in moved { new.insert(element, at: Int.random(in: 0...new.count, using: &random)) }
    // Inserts: 10% new identities.
    for _ in 0..<(count / 10) {
        new.insert(DiffElement(id: nextID, value: 0), at: Int.random(in: 0...new.count, using: &random))
        nextID += 1
    }
    return new
}

/// The floor: index the old identities, look up every new one.
@inline(never)
func indexFloor(old: [DiffElement], new: [DiffElement]) -> Int {
    var index = [Int: Int](minimumCapacity: old.count)
    for (position, element) in old.enumerated() { index[element.id] = position }
    var found = 0
    for element in new { if let position = index[element.id] { found &+= position } }
    return found
}
