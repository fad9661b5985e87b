import Testing
import TrellisDiff

@testable import TrellisLists

/// The typed closures `attach` stores: a checked cast back to the attached type, never `as!`.
@MainActor
@Suite struct ItemActionsAttachTests {
    let path = ItemPath(section: 1, item: 2)

    @Test func aStoredTapRunsForItsTypeAndIgnoresAnyOther() throws {
        var log: [String] = []
        var set = ItemActions.ActionSet()
        set.merge(
            tap: { (cat: Cat, path: ItemPath) in
                log.append("tap \(cat) \(path)")
                return true
            }, detail: nil, navigate: nil)
        let tap = try #require(set.tap)
        #expect(tap(Cat(id: 1), path))
        #expect(!tap("not a cat", path))  // not run, and no deselect asked
        #expect(log == ["tap c1 [1, 2]"])
    }

    @Test func aStoredActionRunsForItsTypeAndIgnoresAnyOther() throws {
        var log: [String] = []
        var set = ItemActions.ActionSet()
        set.merge(tap: nil, detail: nil, navigate: { (cat: Cat, _: ItemPath) in log.append("navigate \(cat)") })
        let navigate = try #require(set.navigate)
        navigate(Cat(id: 2), path)
        navigate(42, path)
        #expect(log == ["navigate c2"])
        #expect(set.tap == nil && set.detail == nil)
    }

    @Test func actionsAttachedToAProtocolReachConformingItemsTyped() {
        let actions = ItemActions()
        var log: [String] = []
        actions.attach(to: (any Identifiable).self, navigate: { item, _ in log.append("\(type(of: item))") })
        actions.select(Cat(id: 3), at: path)
        actions.select("plain", at: path)
        #expect(log == ["Cat"])
    }
}
