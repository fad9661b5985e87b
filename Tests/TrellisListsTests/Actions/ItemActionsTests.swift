import Testing
import TrellisDiff

@testable import TrellisLists

@MainActor
@Suite struct ItemActionsTests {
    let path = ItemPath(section: 0, item: 3)

    final class Recorder: ItemActionsForwarding {
        var log: [String] = []
        func itemActions(_ actions: ItemActions, didSelectItemAt path: ItemPath) { log.append("forward \(path)") }
        func itemActions(_ actions: ItemActions, didShowDetailOfItemAt path: ItemPath) { log.append("detail-forward") }
    }

    @Test func selectionRunsTapThenNavigateThenForwarding() {
        let actions = ItemActions()
        let recorder = Recorder()
        actions.attach(
            to: Cat.self,
            tap: { cat, _ in
                recorder.log.append("tap \(cat)")
                return false
            })
        actions.attach(to: Cat.self, navigate: { cat, path in recorder.log.append("navigate \(cat) \(path)") })
        actions.addForwarding(recorder)
        let deselect = actions.select(Cat(id: 1), at: path)
        #expect(!deselect)
        #expect(recorder.log == ["tap c1", "navigate c1 [0, 3]", "forward [0, 3]"])
    }

    @Test func theTapResultSaysWhetherToDeselect() {
        let actions = ItemActions()
        actions.attach(to: Cat.self, tap: { _, _ in true })
        #expect(actions.select(Cat(id: 1), at: path))
    }

    @Test func itemActionsAreKeyedByIdentityAndReplaceTypeActions() {
        let actions = ItemActions()
        var log: [String] = []
        actions.attach(
            to: Cat.self,
            tap: { _, _ in
                log.append("type")
                return false
            })
        actions.attach(
            to: Cat(id: 7, name: "Tom"),
            tap: { _, _ in
                log.append("item")
                return false
            })
        actions.select(Cat(id: 7, name: "renamed"), at: path)  // same identity, other content
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

    /// One call attaches several actions; a later call replaces only those it gives.
    @Test func oneAttachTakesSeveralActionsAndALaterOneKeepsTheOthers() {
        let actions = ItemActions()
        var log: [String] = []
        actions.attach(
            to: Cat.self,
            tap: { cat, _ in
                log.append("tap \(cat)")
                return true
            }, detail: { cat, _ in log.append("detail \(cat)") })
        actions.attach(to: Cat.self, navigate: { cat, _ in log.append("navigate \(cat)") })
        #expect(actions.select(Cat(id: 2), at: path))
        actions.showDetail(of: Cat(id: 2), at: path)
        #expect(log == ["tap c2", "navigate c2", "detail c2"])
        #expect(actions.accessory(for: Cat(id: 2)) == .detailButton)
    }

    /// Nimbus's target-and-selector form is a closure that captures its target weakly.
    @Test func aTargetCapturedWeaklyIsNotHeld() {
        let actions = ItemActions()
        var recorder: Recorder? = Recorder()
        actions.attach(
            to: Cat.self,
            tap: { [weak recorder] cat, _ in
                recorder?.log.append("target tap \(cat)")
                return recorder != nil
            })
        #expect(actions.select(Cat(id: 2), at: path))
        #expect(recorder?.log == ["target tap c2"])
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

/// One object, found whatever static type it is attached or looked up through.
@MainActor
@Suite struct ItemActionsObjectTests {
    let path = ItemPath(section: 1, item: 0)

    class Creature: Identifiable {
        let id: Int
        init(id: Int) { self.id = id }
    }
    final class Tiger: Creature {}

    @Test func aLionAttachedAsAnAnimalIsFoundAsALionAsAnAnimalAndAsAny() {
        let actions = ItemActions()
        let lion = Lion()
        let animal: Animal = lion
        var taps = 0
        actions.attach(
            to: animal,
            tap: { _, _ in
                taps += 1
                return true
            })
        #expect(actions.select(lion, at: path))
        #expect(actions.select(animal, at: path))
        #expect(actions.select(lion as Any, at: path))
        #expect(taps == 3)
        #expect(!actions.isActionable(Lion()))  // another lion: identity, not type
    }

    @Test func objectsAreFoundByTheirIdentity() {
        let actions = ItemActions()
        let dog = Dog()
        let other = Dog()
        actions.attach(to: dog, detail: { _, _ in })
        actions.attach(to: other, navigate: { _, _ in })
        #expect(actions.accessory(for: dog) == .detailButton)
        #expect(actions.accessory(for: other) == .disclosureIndicator)
        #expect(actions.accessory(for: Dog()) == .none)
    }

    @Test func attachedObjectsAreHeldSoTheirIdentityIsNeverReused() {
        let actions = ItemActions()
        var lion: Lion? = Lion()
        weak let held = lion
        actions.attach(to: lion!, navigate: { _, _ in })
        lion = nil
        #expect(held != nil)
    }

    @Test func anIdentifiableObjectAttachedThroughItsSuperclassIsFoundByItsId() {
        let actions = ItemActions()
        let creature: Creature = Tiger(id: 4)
        actions.attach(to: creature, navigate: { _, _ in })
        #expect(actions.accessory(for: Tiger(id: 4)) == .disclosureIndicator)  // same type and id
        #expect(actions.accessory(for: creature as Any) == .disclosureIndicator)
        #expect(actions.accessory(for: Tiger(id: 5)) == .none)
        #expect(actions.accessory(for: Creature(id: 4)) == .none)  // another type
    }

    @Test func anIdentifiableValueAttachedAsAnExistentialIsFoundAsItself() {
        let actions = ItemActions()
        let item: any Identifiable = Cat(id: 9)
        func attach<Item: Identifiable>(_ item: Item) { actions.attach(to: item, tap: { _, _ in true }) }
        attach(item)
        #expect(actions.select(Cat(id: 9), at: path))
    }

    @Test func willShowSetsAnActionableCellsAccessoryAndStyleAndForwards() {
        final class Cell: ActionableCell {
            let reuseIdentifier = "cell"
            var accessory = ItemActions.Accessory.detailButton
            var selectionStyle = ItemActions.SelectionStyle.highlight
            init(reuseIdentifier: String) {}
        }
        final class Shown: ItemActionsForwarding {
            var items: [String] = []
            func itemActions(_ actions: ItemActions, willShow cell: any ListCell, at path: ItemPath) {
                items.append("\(path)")
            }
        }
        let actions = ItemActions()
        let shown = Shown()
        actions.addForwarding(shown)
        actions.attach(to: Cat(id: 1), navigate: { _, _ in })
        let cell = Cell(reuseIdentifier: "cell")
        actions.willShow(cell, for: Cat(id: 1), at: path)
        #expect(cell.accessory == .disclosureIndicator && cell.selectionStyle == .highlight)
        actions.willShow(cell, for: Cat(id: 2), at: path)
        #expect(cell.accessory == .none && cell.selectionStyle == .none)
        #expect(shown.items == ["[1, 0]", "[1, 0]"])
    }
}
