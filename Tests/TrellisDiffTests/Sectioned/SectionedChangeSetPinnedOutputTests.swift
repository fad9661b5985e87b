import Testing
import TrellisDiff

/// The sectioned diff gives exactly the change sets it gave before its internals were last
/// rewritten (session 15: items read in place, each section's moves listed as the section
/// ends): the same moves within and across sections. The checksum is of the text the
/// implementation of commit d93ebb1 printed for the same storm.
@Suite struct SectionedChangeSetPinnedOutputTests {
    @Test func aSeededStormGivesTheChangeSetsItAlwaysGave() {
        let text = pinnedSectionedText()
        #expect(text.utf8.count == 349_696)
        #expect(checksum(text) == 9_332_289_690_618_391_693)
    }
}

/// Every sectioned change set of a seeded storm: sections inserted, deleted, moved and
/// retitled, items moved within and across them, duplicated and changed.
private func pinnedSectionedText() -> String {
    var random = SeededGenerator(seed: 1516)
    var text = ""
    for round in 0..<3_000 {
        let idRange = [4, 10, 60][round % 3]
        let old = (0..<Int.random(in: 0...5, using: &random)).map { index in
            ArraySection(
                model: Header(id: index),
                elements: (0..<Int.random(in: 0...7, using: &random)).map { _ in Row(id: "r\(Int.random(in: 0..<idRange, using: &random))")
                })
        }
        var new = old.map { section in
            ArraySection(
                model: section.model,
                elements: pinnedEdit(section.elements, idRange: idRange, edits: Int.random(in: 0...4, using: &random), using: &random))
        }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !new.isEmpty:
                new.remove(at: Int.random(in: new.indices, using: &random))
            case 1:
                new.insert(
                    ArraySection(model: Header(id: 10 + Int.random(in: 0..<3, using: &random)), elements: [Row(id: "r0"), Row(id: "r1")]),
                    at: Int.random(in: 0...new.count, using: &random))
            case 2 where new.count > 1:
                let moved = new.remove(at: Int.random(in: new.indices, using: &random))
                new.insert(moved, at: Int.random(in: 0...new.count, using: &random))
            case 3 where !new.isEmpty:
                new[Int.random(in: new.indices, using: &random)].model.title += "'"
            case 4 where new.count > 1:
                let from = Int.random(in: new.indices, using: &random)
                guard !new[from].elements.isEmpty else { break }
                let row = new[from].elements.remove(at: Int.random(in: new[from].elements.indices, using: &random))
                let to = Int.random(in: new.indices, using: &random)
                new[to].elements.insert(row, at: Int.random(in: 0...new[to].elements.count, using: &random))
            default:
                break
            }
        }
        text += "\(SectionedChangeSet(from: old, to: new))\n"
    }
    return text
}
