/// The latest value a store's change brought for each element, laid over what loads
/// deliver. A load and the store's changes reach a reactor on separate streams, so a load
/// read before a change may land after it; taken as it is, it would undo a change the
/// screen already shows (a favorite's count moved at once, then put back by an older load).
///
/// ```swift
/// case .breedChanged(let breed): state.breeds.take(breed, noting: &state.changes)
/// case .breeds(let step): state.breeds.apply(step, over: state.changes)
/// ```
public struct LatestChanges<Element: Identifiable> {
    private var latest: [Element.ID: Element] = [:]

    /// No changes yet.
    public init() {}

    /// Whether no change has been noted.
    public var isEmpty: Bool { latest.isEmpty }

    /// The latest change of the element `id`, if there was one.
    public subscript(id: Element.ID) -> Element? { latest[id] }

    /// Notes `element` as its latest value.
    public mutating func note(_ element: Element) {
        latest[element.id] = element
    }

    /// `element` as its latest change has it.
    public func applied(to element: Element) -> Element { latest[element.id] ?? element }

    /// `elements` as their latest changes have them, in the same order.
    ///
    /// - Complexity: O(*n*) for *n* elements.
    public func applied(to elements: [Element]) -> [Element] {
        latest.isEmpty ? elements : elements.map(applied(to:))
    }
}

extension LatestChanges: Sendable where Element: Sendable, Element.ID: Sendable {}
extension LatestChanges: Equatable where Element: Equatable {}
extension LatestChanges: Hashable where Element: Hashable {}

extension Loadable {
    /// Takes a step of a load of a list, its loaded elements as `changes` last had them.
    public mutating func apply<Element: Identifiable>(_ step: Step, over changes: LatestChanges<Element>)
    where Value == [Element] {
        guard case .finish(let loaded) = step else { return apply(step) }
        apply(.finish(changes.applied(to: loaded)))
    }

    /// Takes a step of a load of one element, loaded as `changes` last had it.
    public mutating func apply(_ step: Step, over changes: LatestChanges<Value>) where Value: Identifiable {
        guard case .finish(let loaded) = step else { return apply(step) }
        apply(.finish(changes.applied(to: loaded)))
    }

    /// Takes the store's change of `element`: noted in `changes`, and put in place of the
    /// element with its id in the loaded list (where the load stands stays as it is).
    public mutating func take<Element: Identifiable>(_ element: Element, noting changes: inout LatestChanges<Element>)
    where Value == [Element] {
        changes.note(element)
        self = map { $0.map { $0.id == element.id ? element : $0 } }
    }

    /// Takes the store's change of `element`: noted in `changes`, and in place of the
    /// loaded value when it has the same id.
    public mutating func take(_ element: Value, noting changes: inout LatestChanges<Value>) where Value: Identifiable {
        changes.note(element)
        self = map { $0.id == element.id ? element : $0 }
    }
}
