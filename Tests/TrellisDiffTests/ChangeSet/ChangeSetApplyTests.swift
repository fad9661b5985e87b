import Testing
import TrellisDiff

/// Hand-made batches, valid and not: a list must be able to tell a bad batch from a good one.
@Suite struct ChangeSetApplyTests {
    let old = rows("abcd")

    @Test func validBatchApplies() throws {
        let changes = ChangeSet<Int>(deletes: [1], inserts: [0], moves: [.init(from: 3, to: 1)])
        let new = try changes.apply(to: old, taking: rows("xdac"))
        #expect(new == rows("xdac"))
    }

    @Test func sourcesNameWhereEachNewElementComesFrom() throws {
        let changes = ChangeSet<Int>(deletes: [1], inserts: [0], moves: [.init(from: 3, to: 1)])
        #expect(try changes.sources(oldCount: 4, newCount: 4) == [nil, 3, 0, 2])
    }

    @Test func deleteOutOfRangeIsNamed() {
        #expect(throws: ChangeSetError<Int>.outOfRange(9, in: .old, count: 4)) {
            try ChangeSet<Int>(deletes: [9], inserts: [0]).validate(oldCount: 4, newCount: 4)
        }
    }

    @Test func negativeInsertIsOutOfRange() {
        #expect(throws: ChangeSetError<Int>.outOfRange(-1, in: .new, count: 4)) {
            try ChangeSet<Int>(deletes: [0], inserts: [-1]).validate(oldCount: 4, newCount: 4)
        }
    }

    @Test func deletedAndMovedIsADuplicate() {
        #expect(throws: ChangeSetError<Int>.duplicate(2, in: .old)) {
            try ChangeSet<Int>(deletes: [2], moves: [.init(from: 2, to: 0)]).validate(oldCount: 4, newCount: 3)
        }
    }

    @Test func insertedTwiceIsADuplicate() {
        #expect(throws: ChangeSetError<Int>.duplicate(1, in: .new)) {
            try ChangeSet<Int>(inserts: [1, 1]).validate(oldCount: 4, newCount: 6)
        }
    }

    @Test func countsThatDontAddUpAreReportedWithTheCounts() {
        let error = ChangeSetError<Int>.countMismatch(old: 4, deletes: 1, inserts: 0, new: 4)
        #expect(throws: error) {
            try ChangeSet<Int>(deletes: [0]).validate(oldCount: 4, newCount: 4)
        }
        #expect(error.description == "counts do not add up: 4 old - 1 deleted + 0 inserted ≠ 4 new")
    }

    @Test func updateOfADeletedElementIsAMismatch() {
        #expect(throws: ChangeSetError<Int>.updateMismatch(old: 0, new: 0)) {
            try ChangeSet<Int>(deletes: [0], inserts: [0], updates: [.init(old: 0, new: 0)])
                .validate(oldCount: 4, newCount: 4)
        }
    }

    @Test func updateThatIgnoresAMoveIsAMismatch() {
        // b moved from 1 to 3, so the update must say 1→3, not 1→1.
        let changes = ChangeSet<Int>(moves: [.init(from: 1, to: 3)], updates: [.init(old: 1, new: 1)])
        #expect(throws: ChangeSetError<Int>.updateMismatch(old: 1, new: 1)) {
            try changes.validate(oldCount: 4, newCount: 4)
        }
    }

    @Test func updateOutOfRangeIsNamed() {
        #expect(throws: ChangeSetError<Int>.outOfRange(7, in: .new, count: 4)) {
            try ChangeSet<Int>(updates: [.init(old: 0, new: 7)]).validate(oldCount: 4, newCount: 4)
        }
    }

    @Test func missedUpdateShowsInTheOracle() throws {
        var new = old
        new[2].content = 1
        let rebuilt = try ChangeSet<Int>().apply(to: old, taking: new)
        #expect(rebuilt != new)
    }

    @Test func errorsDescribeThemselves() {
        #expect(
            ChangeSetError<Int>.outOfRange(9, in: .old, count: 4).description
                == "position 9 is outside the old snapshot (4 elements)")
        #expect(
            ChangeSetError<Int>.duplicate(1, in: .new).description
                == "position 1 of the new snapshot is used by more than one change")
    }
}
