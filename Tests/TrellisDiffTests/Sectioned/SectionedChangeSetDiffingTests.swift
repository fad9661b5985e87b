import Testing
import TrellisDiff

typealias Section = ArraySection<Header, Row>

func section(_ id: Int, _ items: String, title: String = "") -> Section {
    ArraySection(model: Header(id: id, title: title), elements: rows(items))
}

@Suite struct SectionedChangeSetDiffingTests {
    private func diff(_ old: [Section], _ new: [Section]) throws -> SectionedChangeSet {
        let changes = SectionedChangeSet(from: old, to: new)
        #expect(try changes.apply(to: old, taking: new) == new)
        #expect(shapeProblems(changes.sections) == [])
        #expect(shapeProblems(changes.items) == [])
        return changes
    }

    @Test func identicalSnapshotsHaveNoChanges() throws {
        let snapshot = [section(0, "abc"), section(1, "de")]
        let changes = try diff(snapshot, snapshot)
        #expect(changes.isEmpty)
        #expect(changes.description == "SectionedChangeSet(no changes)")
    }

    @Test func itemMovesAcrossSections() throws {
        let changes = try diff([section(0, "abc"), section(1, "de")], [section(0, "ac"), section(1, "dbe")])
        #expect(changes.sections.isEmpty)
        #expect(changes.items == ChangeSet(moves: [.init(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 1))]))
        #expect(changes.description == "SectionedChangeSet(items(move [[0, 1]→[1, 1]]))")
    }

    @Test func sectionMoveCarriesItsItemsWithoutItemMoves() throws {
        let changes = try diff(
            [section(0, "ab"), section(1, "cd"), section(2, "ef")],
            [section(2, "ef"), section(0, "ab"), section(1, "cd")])
        #expect(changes.sections == ChangeSet(moves: [.init(from: 2, to: 0)]))
        #expect(changes.items.isEmpty)
    }

    @Test func deletedSectionsTakeTheirItemsImplicitly() throws {
        let changes = try diff([section(0, "ab"), section(1, "cd")], [section(1, "cd")])
        #expect(changes.sections == ChangeSet(deletes: [0]))
        #expect(changes.items.isEmpty)
    }

    @Test func insertedSectionsBringTheirItemsImplicitly() throws {
        let changes = try diff([section(1, "cd")], [section(0, "xy"), section(1, "cd")])
        #expect(changes.sections == ChangeSet(inserts: [0]))
        #expect(changes.items.isEmpty)
    }

    @Test func itemLeavingADeletedSectionIsAnInsertNotAMove() throws {
        // b survives but its section does not: a batch cannot move out of a deleted section.
        let changes = try diff([section(0, "ab"), section(1, "c")], [section(1, "cb")])
        #expect(changes.sections == ChangeSet(deletes: [0]))
        #expect(changes.items == ChangeSet(inserts: [ItemPath(section: 0, item: 1)]))
    }

    @Test func itemEnteringAnInsertedSectionIsADeleteNotAMove() throws {
        let changes = try diff([section(1, "cb")], [section(0, "b"), section(1, "c")])
        #expect(changes.sections == ChangeSet(inserts: [0]))
        #expect(changes.items == ChangeSet(deletes: [ItemPath(section: 0, item: 1)]))
    }

    @Test func sectionModelChangeIsASectionUpdate() throws {
        let changes = try diff([section(0, "ab", title: "Egypt")], [section(0, "ab", title: "Egypt!")])
        #expect(changes.sections == ChangeSet(updates: [.init(old: 0, new: 0)]))
        #expect(changes.items.isEmpty)
    }

    @Test func itemUpdateAcrossSectionsUsesBothPaths() throws {
        var new = [section(0, "a"), section(1, "bc")]
        new[1].elements[0].content = 3
        let changes = try diff([section(0, "ab"), section(1, "c")], new)
        let from = ItemPath(section: 0, item: 1)
        let to = ItemPath(section: 1, item: 0)
        #expect(changes.items == ChangeSet(moves: [.init(from: from, to: to)], updates: [.init(old: from, new: to)]))
    }

    @Test func duplicateItemsAndSectionsNeverTrap() throws {
        _ = try diff([section(0, "aa"), section(0, "a"), section(1, "b")], [section(1, "aab"), section(0, "")])
        _ = try diff([section(0, "abab")], [section(0, "bb"), section(0, "aa"), section(0, "ab")])
    }

    @Test func emptySnapshots() throws {
        #expect(try diff([], []).isEmpty)
        #expect(try diff([], [section(0, "a")]).sections.inserts == [0])
        #expect(try diff([section(0, "a")], []).sections.deletes == [0])
    }
}
