/// A view and one or more of its attributes: the right side of a relation, made
/// from a view's ``View/constraints`` (`header.constraints.bottom`,
/// `card.constraints.edges`).
///
/// ```swift
/// title.constraints.make { make in
///     make.top.equalTo(header.constraints.bottom).offset(1)
/// }
/// ```
public struct ConstraintItem: Sendable, @MainActor CustomStringConvertible {
    /// The view.
    public let view: View
    /// Its attributes: one for a single attribute, several for a composite.
    public let attributes: LayoutAttributeSet

    /// `view` with `attributes`; usually made by `view.constraints.left` and the like.
    public init(view: View, attributes: LayoutAttributeSet) {
        self.view = view
        self.attributes = attributes
    }

    /// `header.bottom`.
    @MainActor public var description: String {
        "\(view.debugName).\(attributes)"
    }
}
