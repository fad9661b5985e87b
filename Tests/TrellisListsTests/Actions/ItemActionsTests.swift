import Testing
import TrellisDiff
@testable import TrellisLists

@MainActor
@Suite struct ItemActionsTests {
    let path = ItemPath(section: 0, item: 3)

    final class Recorder: ItemActionsForwarding {
        var log: [String] = []
        func itemActions(_ actions: ItemActions, didSelect item: Any, at path: ItemPath) { log.append("forward \(item)") }
        func itemActions(_ actions: ItemActions, didShowDetailOf item: Any, at path: ItemPath) { log.append("detail-forward") }
        func tapped(_ cat: Cat, _ path: ItemPath) -> Bool { log.append("target tap \(cat)"); return true }
        func navigated(_ cat: Cat, _ path: ItemPath) { log.append("target navigate \(cat)") }
    }

    @Test func selectionRunsTapThenNavigateThenForwarding() {
        let actions = ItemActions()
        let recorder = Recorder()
        actions.attach(to: Cat.self, tap: { cat, _ in recorder.log.append("tap \(cat)"); return false })
        actions.attach(to: Cat.self, navigate: { cat, path in recorder.log.append("navigate \(cat) \(path)") })
        actions.addForwarding(recorder)
        let deselect = actions.select(Cat(id: 1), at: path)
        #expect(!deselect)
        #expect(recorder.log == ["tap c1", "navigate c1 [0, 3]", "forward c1"])
    }

    @Test func theTapResultSaysWhetherToDeselect() {
        let actions = ItemActions()
        actions.attach(to: Cat.self, tap: { _, _ in true })
        #expect(actions.select(Cat(id: 1), at: path))
    }

    @Test func itemActionsAreKeyedByIdentityAndReplaceTypeActions() {
        let actions = ItemActions()
        var log: [String] = []
        actions.attach(to: Cat.self, tap: { _, _ in log.append("type"); return false })
        actions.attach(to: Cat(id: 7, name: "Tom"), tap: { _, _ in log.append("item"); return false })
        actions.select(Cat(id: 7, name: "renamed"), at: path)   // same identity, other content
        actions.select(Cat(id: 8), at: path)
        #expect(log == ["item", "type"])
    }

    @Test func equalIdentitiesOfDifferentTypesDoNotCollide() {
        struct Dog: Identifiable { var id: Int }
        let actions = ItemActions()
        actions.attach(to: Cat(id: 1), tap: { _, _ in true })
        #expect(actions.isActionable(Cat(id: 1)))
        #expect(!actions.isActionable(Dog(id: 1)))
    }

    @Test func typeActionsFallBackToSuperclassesAndProtocols() {
        let actions = ItemActions()
        var log: [String] = []
        actions.attach(to: Animal.self, navigate: { _, _ in log.append("animal") })
        actions.attach(to: (any Pet).self, navigate: { _, _ in log.append("pet") })
        actions.select(Lion(), at: path)
        actions.select(Hamster(), at: path)
        #expect(log == ["animal", "pet"])
        #expect(!actions.isActionable(Plain()))
    }

    @Test func targetMethodsAreHeldWeakly() {
        let actions = ItemActions()
        var recorder: Recorder? = Recorder()
        actions.attach(to: Cat.self, target: recorder!, tap: Recorder.tapped)
        actions.attach(to: Cat.self, target: recorder!, navigate: Recorder.navigated)
        #expect(actions.select(Cat(id: 2), at: path))
        #expect(recorder?.log == ["target tap c2", "target navigate c2"])
        weak let gone = recorder
        recorder = nil
        #expect(gone == nil)
        #expect(!actions.select(Cat(id: 2), at: path))
    }

    @Test func accessoryAndSelectionStyleFollowWhatIsAttached() {
        let actions = ItemActions()
        struct Tap: Identifiable { var id = 1 }
        struct Nav: Identifiable { var id = 1 }
        struct Both: Identifiable { var id = 1 }
        actions.attach(to: Tap.self, tap: { _, _ in false })
        actions.attach(to: Nav.self, navigate: { _, _ in })
        actions.attach(to: Both.self, navigate: { _, _ in })
        actions.attach(to: Both.self, detail: { _, _ in })
        #expect(actions.accessory(for: Tap()) == .none && actions.selectionStyle(for: Tap()) == .highlight)
        #expect(actions.accessory(for: Nav()) == .disclosureIndicator && actions.selectionStyle(for: Nav()) == .highlight)
        #expect(actions.accessory(for: Both()) == .detailButton)
        #expect(actions.accessory(for: Plain()) == .none && actions.selectionStyle(for: Plain()) == .none)
    }

    @Test func detailRunsTheDetailActionAndForwards() {
        let actions = ItemActions()
        let recorder = Recorder()
        actions.attach(to: Cat(id: 3), detail: { cat, _ in recorder.log.append("detail \(cat)") })
        actions.addForwarding(recorder)
        actions.showDetail(of: Cat(id: 3), at: path)
        #expect(recorder.log == ["detail c3", "detail-forward"])
        actions.removeForwarding(recorder)
        actions.select(Cat(id: 3), at: path)
        #expect(recorder.log.count == 2)
    }

    @Test func unactionableItemsStillReachForwarding() {
        let actions = ItemActions()
        let recorder = Recorder()
        actions.addForwarding(recorder)
        #expect(!actions.select(Plain(), at: path))
        #expect(recorder.log.count == 1)
    }
}
