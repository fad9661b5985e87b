/// The handle a DSL statement gives back: one statement's layout constraints, one
/// for a single attribute (`make.left…`) or several for a composite
/// (`make.edges…`), changed together.
///
/// Masonry models the two kinds as subclasses of an abstract `MASConstraint`
/// (`MASViewConstraint`, `MASCompositeConstraint`); here one type holds one or many
/// ``LayoutConstraint``s, and every operation applies to each.
///
/// ```swift
/// var topConstraint: ViewConstraint!
/// banner.constraints.make { make in
///     topConstraint = make.top.equalToSuperview().constraint
///     make.horizontalEdges.equalToSuperview()
/// }
/// topConstraint.update(offset: -3)       // slide up
/// topConstraint.update(multiplier: 0.5)  // Auto Layout cannot; this engine can
/// topConstraint.deactivate()
/// ```
@MainActor
public final class ViewConstraint: @MainActor CustomStringConvertible {
    /// The statement's layout constraints, in attribute order.
    public internal(set) var layoutConstraints: [LayoutConstraint]
    /// Where the statement's relation was written.
    public let location: SourceLocation

    init(layoutConstraints: [LayoutConstraint], location: SourceLocation) {
        self.layoutConstraints = layoutConstraints
        self.location = location
    }

    /// Whether every layout constraint is active.
    public var isActive: Bool { layoutConstraints.allSatisfy(\.isActive) }

    /// Installs the layout constraints (see ``LayoutConstraint/activate()``).
    public func activate() {
        for constraint in layoutConstraints { constraint.activate() }
    }

    /// Uninstalls the layout constraints.
    public func deactivate() {
        for constraint in layoutConstraints { constraint.deactivate() }
    }

    /// Sets every constant to `offset`.
    @discardableResult
    public func update(offset: some ConstraintOffsetTarget) -> ViewConstraint {
        let value = offset.constraintOffset
        for constraint in layoutConstraints { constraint.constant = value }
        return self
    }

    /// Sets each constant to the inset for its attribute: `left`/`top` move in by the
    /// inset, `right`/`bottom` by its negation, lengths shrink by both sides.
    @discardableResult
    public func update(inset: some ConstraintInsetTarget) -> ViewConstraint {
        let constant = ConstraintConstant.insets(inset.constraintInsets)
        for constraint in layoutConstraints {
            constraint.constant = constant.value(
                for: constraint.constantAttribute,
                direction: constraint.firstItem?.effectiveLayoutDirection ?? .leftToRight)
        }
        return self
    }

    /// Sets every priority, between required and optional too.
    @discardableResult
    public func update(priority: LayoutPriority) -> ViewConstraint {
        for constraint in layoutConstraints { constraint.priority = priority }
        return self
    }

    /// Sets every multiplier.
    @discardableResult
    public func update(multiplier: some ConstraintMultiplierTarget) -> ViewConstraint {
        let value = multiplier.constraintMultiplier
        for constraint in layoutConstraints { constraint.multiplier = value }
        return self
    }

    /// The layout constraints' descriptions, one per line.
    public var description: String {
        layoutConstraints.map(\.description).joined(separator: "\n")
    }
}
