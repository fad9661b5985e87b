import Testing
import TrellisDiff

@Suite struct ChangeSetDiffingTests {
    private func diff(_ old: [Row], _ new: [Row]) throws -> ChangeSet<Int> {
        let changes = ChangeSet(from: old, to: new)
        #expect(try changes.apply(to: old, taking: new) == new)
        #expect(shapeProblems(changes) == [])
        return changes
    }

    @Test func emptyToEmptyHasNoChanges() throws {
        let changes = try diff([], [])
        #expect(changes.isEmpty)
        #expect(changes.description == "ChangeSet(no changes)")
    }

    @Test func identicalSnapshotsHaveNoChanges() throws {
        #expect(try diff(rows("abcdef"), rows("abcdef")).isEmpty)
    }

    @Test func fromEmptyEverythingIsInserted() throws {
        #expect(try diff([], rows("abc")) == ChangeSet(inserts: [0, 1, 2]))
    }

    @Test func toEmptyEverythingIsDeleted() throws {
        #expect(try diff(rows("abc"), []) == ChangeSet(deletes: [0, 1, 2]))
    }

    @Test func reversedMovesAllButOne() throws {
        let changes = try diff(rows("abcde"), rows("edcba"))
        #expect(changes.moves.count == 4)
        #expect(changes.deletes.isEmpty && changes.inserts.isEmpty && changes.updates.isEmpty)
    }

    @Test func oneElementMovedIsOneMove() throws {
        // Heckel's offset rule would report every element between the two positions.
        let changes = try diff(rows("abcdefgh"), rows("bcdefgha"))
        #expect(changes == ChangeSet(moves: [.init(from: 0, to: 7)]))
    }

    @Test func contentChangeIsAnUpdateAtOldAndNew() throws {
        var new = rows("xabc")
        new[2].content = 1  // b changed, now at 2, was at 1
        let changes = try diff(rows("abc"), new)
        #expect(changes == ChangeSet(inserts: [0], updates: [.init(old: 1, new: 2)]))
    }

    @Test func movedAndUpdatedIsListedInBoth() throws {
        var new = rows("cab")
        new[0].content = 9
        let changes = try diff(rows("abc"), new)
        #expect(changes.moves == [.init(from: 2, to: 0)])
        #expect(changes.updates == [.init(old: 2, new: 0)])
    }

    @Test func updatesAreSortedByOldPositionEvenWhenMovesReorderThem() throws {
        var new = rows("cba")
        for index in new.indices { new[index].content = 1 }
        let changes = try diff(rows("abc"), new)
        #expect(changes.updates.map(\.old) == [0, 1, 2])
    }

    @Test func duplicateIdentitiesNeverTrapAndPairInOrder() throws {
        let changes = try diff(rows("aab"), rows("baaa"))
        #expect(changes.inserts == [3])
        #expect(changes.moves.count == 1)
        let fewer = try diff(rows("aaaa"), rows("a"))
        #expect(fewer == ChangeSet(deletes: [1, 2, 3]))
    }

    @Test func mixedChangesDescribeThemselves() throws {
        var new = rows("xbdca")
        new[1].content = 2
        let changes = try diff(rows("abcd"), new)
        #expect(changes.description == "ChangeSet(insert [0]; move [3→2, 0→4]; update [1→1])")
    }

    @Test func keyPathIdentityComparesWholeElementsForContent() throws {
        struct Breed: Equatable {
            var name: String
            var origin: String
        }
        let old = [Breed(name: "Abyssinian", origin: "Ethiopia"), Breed(name: "Bengal", origin: "USA")]
        let new = [Breed(name: "Bengal", origin: "United States"), Breed(name: "Abyssinian", origin: "Ethiopia")]
        let changes = ChangeSet(from: old, to: new, id: \.name)
        #expect(changes.moves.count == 1)
        #expect(changes.updates == [.init(old: 1, new: 0)])
        #expect(try changes.apply(to: old, taking: new) == new)
    }

    @Test func closureIdentityAndContentOnAnySlice() throws {
        let old = [1, 2, 3, 4, 5, 6][1...]  // a slice whose indices don't start at 0
        let new = [13, 4, 9][...]
        let changes = ChangeSet(from: old, to: new, id: { $0 % 10 }, isContentEqual: { $0 == $1 })
        // 3 pairs with 13 (content differs), 4 with 4, 9 is new; 2, 5 and 6 are gone.
        #expect(changes.deletes == [0, 3, 4])
        #expect(changes.inserts == [2])
        #expect(changes.moves.isEmpty)
        #expect(changes.updates == [.init(old: 1, new: 0)])
    }
}
