/// A section of a sectioned snapshot: the section's own model (its identity and
/// content, such as a header title) and the elements it holds.
///
/// ```swift
/// let old = [ArraySection(model: Origin("Egypt"), elements: [mau, abyssinian])]
/// let changes = SectionedChangeSet(from: old, to: new)
/// ```
///
/// The section's content is its model alone: elements are diffed one by one, so a
/// section whose elements changed is not itself an update.
public struct ArraySection<Model, Element> {
    /// The section's identity and content.
    public var model: Model
    /// The section's elements, in order.
    public var elements: [Element]

    /// Creates a section holding `elements`.
    @inlinable
    public init(model: Model, elements: [Element]) {
        self.model = model
        self.elements = elements
    }
}

extension ArraySection: Equatable where Model: Equatable, Element: Equatable {}
extension ArraySection: Hashable where Model: Hashable, Element: Hashable {}
extension ArraySection: Sendable where Model: Sendable, Element: Sendable {}

extension ArraySection: Identifiable where Model: Identifiable {
    /// The model's identity.
    @inlinable
    public var id: Model.ID { model.id }
}

extension ArraySection: CustomStringConvertible {
    /// `model: [elements]`.
    public var description: String { "\(model): \(elements)" }
}
