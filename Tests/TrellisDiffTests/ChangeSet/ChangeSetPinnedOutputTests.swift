import Testing
import TrellisDiff

/// The diff gives exactly the change sets it gave before its internals were last rewritten
/// (session 15: pairing, longest run and batch in one pass): where several longest
/// increasing runs tie, where duplicates pair, the moves chosen stay the same. The
/// checksum is of the text the implementation of commit d93ebb1 printed for the same storm.
@Suite struct ChangeSetPinnedOutputTests {
    @Test func aSeededStormGivesTheChangeSetsItAlwaysGave() throws {
        let text = try pinnedFlatText()
        #expect(text.utf8.count == 386_985)
        #expect(checksum(text) == 2_784_356_124_509_838_252)
    }
}

/// Every flat change set of a seeded storm, and of its batches rebuilt from their sources,
/// one per line.
private func pinnedFlatText() throws -> String {
    var random = SeededGenerator(seed: 1515)
    var text = ""
    for round in 0..<3_000 {
        let idRange = [3, 8, 40][round % 3]
        let old = (0..<Int.random(in: 0...16, using: &random)).map { _ in
            Row(id: "r\(Int.random(in: 0..<idRange, using: &random))", content: Int.random(in: 0..<2, using: &random))
        }
        let new = pinnedEdit(old, idRange: idRange, edits: Int.random(in: 0...10, using: &random), using: &random)
        let changes = ChangeSet(from: old, to: new)
        text += "\(changes)\n"
        let sources = try changes.sources(oldCount: old.count, newCount: new.count)
        text += "\(ChangeSet(sources: sources, oldCount: old.count, isUpdated: { $0 % 3 == 0 }))\n"
    }
    // One long list with many moves, so the longest run is searched, not only appended to.
    let old = (0..<3_000).map { Row(id: "l\($0)") }
    let new = pinnedEdit(old, idRange: 4_000, edits: 1_500, using: &random)
    text += "\(ChangeSet(from: old, to: new))\n"
    return text
}
