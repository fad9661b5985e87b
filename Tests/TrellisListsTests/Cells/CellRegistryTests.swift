import Testing
import TrellisDiff

@testable import TrellisLists

@MainActor
class TestCell: ListCell {
    let reuseIdentifier: String
    var shown: [String] = []
    var reuses = 0
    required init(reuseIdentifier: String) { self.reuseIdentifier = reuseIdentifier }
    func prepareForReuse() { reuses += 1 }
    // A class var, so that subclasses can override it (a protocol extension default can't be).
    class var appendsItemTypeToReuseIdentifier: Bool { false }
}
final class CatCell: TestCell {}
final class AnimalCell: TestCell {}
final class PetCell: TestCell {}
final class DeclaredCell: TestCell, ItemCell {
    func update(with sticker: Sticker, context: CellContext) { shown.append("sticker") }
}
final class SharedCell: TestCell {
    override class var appendsItemTypeToReuseIdentifier: Bool { true }
}

protocol Pet {}
class Animal: CustomStringConvertible, Identifiable { var description: String { "animal" } }
class Feline: Animal {}
final class Lion: Feline {}
final class Dog: Animal, Pet {}
struct Hamster: Pet {}
struct Sticker: CellItem { var cellRegistration: CellRegistration<Sticker> { CellRegistration(DeclaredCell.self) } }
struct Plain {}
struct Badge: CellItem {
    var name: String
    var cellRegistration: CellRegistration<Badge> { CellRegistration(BadgeCell.self) }
}
/// Shows a ``Badge`` in its context.
final class BadgeCell: TestCell, ItemCell {
    func update(with badge: Badge, context: CellContext) {
        shown.append("\(badge.name) at \(context.path.section).\(context.path.item)\(context.isFocused ? ", focused" : "")")
    }
}

extension CellRegistry {
    /// Registers `cellType` for `itemType`, recording each item it shows.
    func register<Cell: TestCell, Item>(_ cellType: Cell.Type, for itemType: Item.Type) {
        register(cellType, for: itemType) { cell, item, _ in cell.shown.append("\(item)") }
    }
}

@MainActor
@Suite struct CellRegistryTests {
    @Test func exactRegistrationWins() throws {
        let registry = CellRegistry()
        registry.register(AnimalCell.self, for: Animal.self)
        registry.register(CatCell.self, for: Lion.self)
        #expect(try registry.cellType(for: Lion()) == CatCell.self)
    }

    @Test func declaredCellTypeComesBeforeFallbacks() throws {
        let registry = CellRegistry()
        registry.register(PetCell.self, for: (any CellItem).self)
        #expect(try registry.cellType(for: Sticker()) == DeclaredCell.self)
    }

    /// A cell an item names is configured with the list's context (Nimbus's cells had none:
    /// they walked up to their table for its look), like a typed registration's.
    @Test func theCellAnItemNamesIsShownInItsContext() throws {
        let registry = CellRegistry()
        let context = CellContext(path: ItemPath(section: 1, item: 2), isFocused: true)
        let cell = try #require(try registry.cell(for: Badge(name: "new"), context: context, from: ReusePool()) as? BadgeCell)
        #expect(cell.shown == ["new at 1.2, focused"])
        try registry.configure(cell, with: Badge(name: "old"), context: CellContext())
        #expect(cell.shown == ["new at 1.2, focused", "old at 0.0"])
    }

    @Test func exactRegistrationBeatsTheDeclaredType() throws {
        let registry = CellRegistry()
        registry.register(CatCell.self, for: Sticker.self)
        #expect(try registry.cellType(for: Sticker()) == CatCell.self)
    }

    @Test func nearestRegisteredSuperclassWins() throws {
        let registry = CellRegistry()
        registry.register(AnimalCell.self, for: Animal.self)
        registry.register(CatCell.self, for: Feline.self)
        #expect(try registry.cellType(for: Lion()) == CatCell.self)
        #expect(try registry.cellType(for: Dog()) == AnimalCell.self)
    }

    @Test func superclassBeatsProtocolAndProtocolsServeStructs() throws {
        let registry = CellRegistry()
        registry.register(PetCell.self, for: (any Pet).self)
        registry.register(AnimalCell.self, for: Animal.self)
        #expect(try registry.cellType(for: Dog()) == AnimalCell.self)
        #expect(try registry.cellType(for: Hamster()) == PetCell.self)
    }

    @Test func missesAreCachedAndANewRegistrationClearsTheCache() throws {
        let registry = CellRegistry()
        registry.register(AnimalCell.self, for: Animal.self)
        #expect(throws: CellRegistryError.self) { try registry.cellType(for: Plain()) }
        #expect(registry.cachedTypeCount == 1)
        registry.register(PetCell.self, for: Plain.self)
        #expect(registry.cachedTypeCount == 0)
        #expect(try registry.cellType(for: Plain()) == PetCell.self)
    }

    @Test func anUnmappedItemIsAnErrorNamingItAndTheRegistrations() {
        let registry = CellRegistry()
        registry.register(CatCell.self, for: Lion.self)
        let expected = CellRegistryError.noCellType(itemType: "Plain", registered: ["Lion → CatCell"])
        #expect(throws: expected) { try registry.cellType(for: Plain()) }
        #expect(expected.description.contains("no cell type for Plain"))
        #expect(expected.description.contains("registered: Lion → CatCell"))
    }

    @Test func reuseIdentifierIsTheQualifiedCellNameOrCellDotItem() throws {
        let registry = CellRegistry()
        registry.register(CatCell.self, for: Lion.self)
        registry.register(SharedCell.self, for: Dog.self)
        #expect(try registry.reuseIdentifier(for: Lion()) == "TrellisListsTests.CatCell")
        #expect(try registry.reuseIdentifier(for: Dog()) == "TrellisListsTests.SharedCell.TrellisListsTests.Dog")
    }

    enum Inbox {
        final class Cell: TestCell {}
        struct Item {}
    }
    enum Outbox {
        final class Cell: TestCell {}
        struct Item {}
    }

    @Test func nestedCellsOfTheSameNameHaveTheirOwnIdentifiers() throws {
        let registry = CellRegistry()
        registry.register(Inbox.Cell.self, for: Inbox.Item.self)
        registry.register(Outbox.Cell.self, for: Outbox.Item.self)
        #expect(try registry.reuseIdentifier(for: Inbox.Item()) != registry.reuseIdentifier(for: Outbox.Item()))
        #expect(try registry.reuseIdentifier(for: Inbox.Item()).hasSuffix("Inbox.Cell"))
    }

    @Test func thePoolNeverHandsBackACellOfAnotherNestedTypeOfTheSameName() throws {
        let registry = CellRegistry()
        registry.register(Inbox.Cell.self, for: Inbox.Item.self)
        registry.register(Outbox.Cell.self, for: Outbox.Item.self)
        let pool = ReusePool()
        pool.enqueue(try registry.cell(for: Inbox.Item(), from: pool))
        let cell = try registry.cell(for: Outbox.Item(), from: pool)
        #expect(cell is Outbox.Cell)
        #expect(pool.waitingCount == 1)  // the Inbox cell still waits for an Inbox item
    }

    @Test func cellsAreReusedFromThePoolThenUpdated() throws {
        let registry = CellRegistry()
        registry.register(CatCell.self, for: Lion.self)
        let pool = ReusePool()
        let first = try registry.cell(for: Lion(), from: pool) as! CatCell
        pool.enqueue(first)
        let second = try registry.cell(for: Lion(), from: pool) as! CatCell
        #expect(first === second)
        #expect(pool.createdCount == 1)
        #expect(second.reuses == 1)
        #expect(second.shown == ["animal", "animal"])
        _ = try registry.cell(for: Lion(), from: pool)
        #expect(pool.createdCount == 2)
    }
}
