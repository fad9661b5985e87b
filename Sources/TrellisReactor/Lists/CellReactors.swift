/// The reactors of a list's rows, one per item id, each with what its owner observes it
/// for: Drrrible's cell reactors (`ShotCellReactor`), kept across the list's diffs.
///
/// Drrrible makes a cell reactor per item on each load; here a row keeps its reactor (and
/// an effect in flight keeps its row) while its item stays in the list. `make` makes a
/// row's reactor, `update` tells a kept one of a newer value of its item, and `observe`
/// binds what the owner follows of it (a refusal for the status line) into a bag that goes
/// away with the row. ``keep(_:)`` follows the list's items; ``reactor(for:)`` hands a
/// cell its row's reactor.
///
/// ```swift
/// let rows = CellReactors<Sighting, SightingCellReactor>(
///     id: \.id, make: { SightingCellReactor(sighting: $0) }, update: { $0.send(.show($1)) },
///     observe: { row, bag in row.pulse(\.$refusal) { status.show($0) }.store(in: bag) })
/// reactor.observe(\.sightings) { rows.keep($0.value ?? []) }.store(in: bag)
/// registry.register(SightingCell.self, for: Sighting.self) { cell, sighting, _ in cell.reactor = rows.reactor(for: sighting) }
/// ```
@MainActor
public final class CellReactors<Item, ID: Hashable, CellReactor: Reactor> {
    private let cache = ReactorCache<ID, CellReactor>()
    private var bags: [ID: BindingBag] = [:]
    private let id: (Item) -> ID
    private let make: (Item) -> CellReactor
    private let update: (CellReactor, Item) -> Void
    private let observe: (CellReactor, BindingBag) -> Void

    /// Rows identified by `id`, whose reactors `make` makes, `update` tells of a newer item,
    /// and `observe` binds into the row's bag.
    public init(
        id: @escaping (Item) -> ID, make: @escaping (Item) -> CellReactor,
        update: @escaping (CellReactor, Item) -> Void = { _, _ in },
        observe: @escaping (CellReactor, BindingBag) -> Void = { _, _ in }
    ) {
        (self.id, self.make, self.update, self.observe) = (id, make, update, observe)
    }

    /// How many rows have a reactor.
    public var count: Int { cache.count }

    /// The reactor of the row `id`, if it has one.
    public subscript(id: ID) -> CellReactor? { cache[id] }

    /// The reactor of `item`'s row, told of `item`: the kept one, or a new one (kept until
    /// ``keep(_:)`` is given items without it).
    public func reactor(for item: Item) -> CellReactor {
        let row = cache.reactor(for: id(item)) { made(item) }
        update(row, item)
        return row
    }

    /// Keeps a reactor for each of `items`, each told of its item, and drops the others
    /// with their bindings.
    ///
    /// - Complexity: O(*n*) for *n* items, plus the reactors made.
    public func keep(_ items: [Item]) {
        let rows = cache.reactors(for: items, id: id, make: made)
        for (row, item) in zip(rows, items) { update(row, item) }
        let kept = Set(items.map(id))
        bags = bags.filter { kept.contains($0.key) }
    }

    private func made(_ item: Item) -> CellReactor {
        let row = make(item)
        let bag = BindingBag()
        observe(row, bag)
        bags[id(item)] = bag
        return row
    }
}

extension CellReactors where Item: Identifiable, ID == Item.ID {
    /// Rows identified by their items' ids.
    public convenience init(
        make: @escaping (Item) -> CellReactor, update: @escaping (CellReactor, Item) -> Void = { _, _ in },
        observe: @escaping (CellReactor, BindingBag) -> Void = { _, _ in }
    ) {
        self.init(id: \.id, make: make, update: update, observe: observe)
    }
}
