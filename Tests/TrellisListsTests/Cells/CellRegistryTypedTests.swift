import Testing
import TrellisDiff
import TrellisViews

@testable import TrellisLists

/// What typed configure closures saw, in order.
@MainActor
final class ConfigureLog {
    var entries: [(cell: TestCell, item: String, context: CellContext)] = []
}

@MainActor
@Suite struct CellRegistryTypedTests {
    let path = ItemPath(section: 2, item: 5)

    @Test func aTypedRegistrationConfiguresTheCellWithTheItemAndContextAndNeverUpdates() throws {
        let registry = CellRegistry()
        let log = ConfigureLog()
        registry.register(CatCell.self, for: Lion.self) { cell, lion, context in
            log.entries.append((cell, "\(lion)", context))
        }
        let theme = Theme(styles: [.accent: Style(bold: true)])
        let context = CellContext(path: path, isSelected: true, isFocused: true, theme: theme, accessory: .detailButton)
        let cell = try registry.cell(for: Lion(), context: context, from: ReusePool())
        #expect(cell is CatCell)
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.cell === cell)
        #expect(log.entries.first?.item == "animal")
        #expect(log.entries.first?.context == context)
        #expect((cell as? CatCell)?.shown == [])  // only the closure shows the item
    }

    @Test func theItemTypeIsInferredFromTheClosure() throws {
        let registry = CellRegistry()
        var names: [String] = []
        func record(_ hamster: Hamster) { names.append("hamster") }
        registry.register(PetCell.self) { _, hamster, _ in record(hamster) }
        _ = try registry.cell(for: Hamster(), from: ReusePool())
        #expect(names == ["hamster"])
        #expect(registry.registrations == ["Hamster → PetCell"])
    }

    @Test func typedRegistrationsFollowTheLookupOrder() throws {
        let registry = CellRegistry()
        var seen: [String] = []
        registry.register(PetCell.self, for: (any Pet).self) { _, pet, _ in seen.append("pet \(type(of: pet))") }
        registry.register(AnimalCell.self, for: Animal.self) { _, animal, _ in seen.append("animal \(type(of: animal))") }
        registry.register(CatCell.self, for: Feline.self) { _, feline, _ in seen.append("feline \(type(of: feline))") }
        registry.register(CatCell.self, for: Sticker.self) { _, _, _ in seen.append("sticker") }
        let pool = ReusePool()
        #expect(try registry.cell(for: Lion(), from: pool) is CatCell)  // nearest superclass
        #expect(try registry.cell(for: Dog(), from: pool) is AnimalCell)  // a superclass before a protocol
        #expect(try registry.cell(for: Hamster(), from: pool) is PetCell)  // a protocol serves a struct
        #expect(try registry.cell(for: Sticker(), from: pool) is CatCell)  // exact before its declared cell
        #expect(try registry.cell(for: Lion(), from: pool) is CatCell)  // cached
        #expect(seen == ["feline Lion", "animal Dog", "pet Hamster", "sticker", "feline Lion"])
        #expect(registry.cachedTypeCount == 3)
        registry.register(AnimalCell.self, for: Lion.self) { _, _, _ in seen.append("lion") }
        #expect(registry.cachedTypeCount == 0)
        #expect(try registry.cell(for: Lion(), from: pool) is AnimalCell)
        #expect(seen.last == "lion")
    }

    @Test func anItemThatDeclaresItsCellIsShownByTheCellsTypedUpdate() throws {
        let registry = CellRegistry()
        let cell = try registry.cell(for: Sticker(), from: ReusePool())
        #expect((cell as? DeclaredCell)?.shown == ["sticker"])
    }

    /// An ItemCell registers without a closure: its own typed update shows the item.
    @Test func anItemCellRegistersForItsItemType() throws {
        let registry = CellRegistry()
        registry.register(BadgeCell.self)
        #expect(registry.registrations == ["Badge → BadgeCell"])
        let cell = try registry.cell(for: Badge(name: "b"), context: CellContext(path: path), from: ReusePool())
        #expect((cell as? BadgeCell)?.shown == ["b at 2.5"])
    }

    @Test func aCellMadeForAnotherRegistrationIsATypedErrorNotABlankCell() throws {
        let registry = CellRegistry()
        var configured = 0
        registry.register(CatCell.self, for: Lion.self) { _, _, _ in configured += 1 }
        let stranger = AnimalCell(reuseIdentifier: "x")
        let expected = CellRegistryError.mismatch(cellType: "AnimalCell", itemType: "Lion", registration: "Lion → CatCell")
        #expect(throws: expected) { try registry.configure(stranger, with: Lion(), context: CellContext()) }
        #expect(configured == 0)
        #expect(stranger.shown == [])
        #expect(expected.description.contains("Lion → CatCell cannot configure a AnimalCell with a Lion"))
    }

    @Test func anUnmappedItemIsStillAnErrorForConfigure() {
        let registry = CellRegistry()
        registry.register(CatCell.self, for: Lion.self) { _, _, _ in }
        #expect(throws: CellRegistryError.noCellType(itemType: "Plain", registered: ["Lion → CatCell"])) {
            try registry.configure(CatCell(reuseIdentifier: "x"), with: Plain(), context: CellContext())
        }
    }
}
