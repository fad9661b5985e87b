import Testing
import TrellisDiff

/// Hand-made sectioned batches that a collection view must refuse, each named.
@Suite struct SectionedChangeSetApplyTests {
    private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    @Test func sectionErrorsAreWrapped() {
        #expect(throws: SectionedChangeSetError.sections(.countMismatch(old: 2, deletes: 0, inserts: 0, new: 3))) {
            try SectionedChangeSet().validate(oldItemCounts: [1, 1], newItemCounts: [1, 1, 1])
        }
    }

    @Test func itemInADeletedSectionIsRefused() {
        let changes = SectionedChangeSet(sections: ChangeSet(deletes: [0]), items: ChangeSet(deletes: [path(0, 0)]))
        #expect(throws: SectionedChangeSetError.itemInDeletedSection(path(0, 0))) {
            try changes.validate(oldItemCounts: [2, 1], newItemCounts: [1])
        }
    }

    @Test func itemIntoAnInsertedSectionIsRefused() {
        let changes = SectionedChangeSet(sections: ChangeSet(inserts: [1]), items: ChangeSet(inserts: [path(1, 0)]))
        #expect(throws: SectionedChangeSetError.itemInInsertedSection(path(1, 0))) {
            try changes.validate(oldItemCounts: [1], newItemCounts: [1, 1])
        }
    }

    @Test func sectionOutOfRangeIsNamed() {
        let changes = SectionedChangeSet(items: ChangeSet(deletes: [path(5, 0)]))
        #expect(throws: SectionedChangeSetError.sectionOutOfRange(path(5, 0), in: .old, sectionCount: 1)) {
            try changes.validate(oldItemCounts: [1], newItemCounts: [0])
        }
    }

    @Test func itemOutOfRangeIsNamedWithTheSectionCount() {
        let changes = SectionedChangeSet(items: ChangeSet(inserts: [path(0, 4)]))
        #expect(throws: SectionedChangeSetError.items(.outOfRange(path(0, 4), in: .new, count: 2))) {
            try changes.validate(oldItemCounts: [1], newItemCounts: [2])
        }
    }

    @Test func theInvalidNumberOfItemsCaseIsReportedNotCrashed() {
        // UICollectionView: "invalid number of items in section 0 … (3) must be equal to (2) plus or minus…"
        let error = SectionedChangeSetError.itemCountMismatch(section: 0, old: 2, removed: 0, inserted: 0, new: 3)
        #expect(throws: error) {
            try SectionedChangeSet().validate(oldItemCounts: [2], newItemCounts: [3])
        }
        #expect(error.description == "section 0: 2 old items - 0 removed + 0 inserted ≠ 3 new items")
    }

    @Test func duplicateItemPositionsAreRefused() {
        let changes = SectionedChangeSet(items: ChangeSet(deletes: [path(0, 0)], moves: [.init(from: path(0, 0), to: path(0, 0))]))
        #expect(throws: SectionedChangeSetError.items(.duplicate(path(0, 0), in: .old))) {
            try changes.validate(oldItemCounts: [2], newItemCounts: [1])
        }
    }

    @Test func updateThatIgnoresACrossSectionMoveIsRefused() {
        let changes = SectionedChangeSet(
            items: ChangeSet(
                moves: [.init(from: path(0, 0), to: path(1, 0))],
                updates: [.init(old: path(0, 0), new: path(0, 0))]))
        #expect(throws: SectionedChangeSetError.items(.updateMismatch(old: path(0, 0), new: path(0, 0)))) {
            try changes.validate(oldItemCounts: [2, 0], newItemCounts: [1, 1])
        }
    }

    @Test func validBatchResolvesSources() throws {
        let changes = SectionedChangeSet(
            sections: ChangeSet(inserts: [0]),
            items: ChangeSet(moves: [.init(from: path(0, 1), to: path(2, 0))]))
        let sources = try changes.sources(oldItemCounts: [2, 1], newItemCounts: [1, 1, 2])
        #expect(sources.sections == [nil, 0, 1])
        #expect(sources.items == [[nil], [path(0, 0)], [path(0, 1), path(1, 0)]])
    }
}
