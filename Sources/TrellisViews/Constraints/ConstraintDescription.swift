// One DSL statement while it is being written: `make.left.right.equalTo(x).offset(2)`.

/// What a statement has said so far; the stages of the chain (``ConstraintMakerExtendable``
/// → ``ConstraintMakerRelatable`` → ``ConstraintMakerEditable`` →
/// ``ConstraintMakerPrioritizable`` → ``ConstraintMakerFinalizable``) are small structs
/// around it, so a statement costs one allocation. SnapKit's `ConstraintDescription`.
@MainActor
final class ConstraintDescription {
    /// Held strongly: the chain's stages are values a caller can keep past the view's
    /// life, and nothing the view holds refers back to a statement, so no cycle forms.
    let view: View
    var attributes: LayoutAttributeSet
    var relation: LayoutRelation?
    var target: ConstraintTarget = .number(0)
    var constant: ConstraintConstant?
    var multiplier = 1.0
    var priority = LayoutPriority.required
    var label: String?
    var location: SourceLocation
    /// The handle, made when the statement is installed or `.constraint` is read.
    private var handle: ViewConstraint?

    init(view: View, attributes: LayoutAttributeSet, location: SourceLocation) {
        self.view = view
        self.attributes = attributes
        self.location = location
    }

    func relate(_ relation: LayoutRelation, to target: ConstraintTarget, file: StaticString, line: UInt) {
        location = SourceLocation(file, line)
        precondition(
            self.relation == nil,
            """
            \(view.debugName).\(attributes) already has a relation: one statement takes one \
            equalTo / lessThanOrEqualTo / greaterThanOrEqualTo (\(location))
            """)
        self.relation = relation
        self.target = target
        switch target {
        case .number(let value): constant = .number(value)
        case .size(let size): constant = .size(size)
        case .point(let point): constant = .point(point)
        case .insets(let insets): constant = .insets(insets)
        case .view, .item: break
        }
    }

    /// The statement's handle, making its layout constraints on first use.
    func makeHandle() -> ViewConstraint {
        if let handle { return handle }
        let made = ViewConstraint(layoutConstraints: makeLayoutConstraints(), location: location)
        handle = made
        return made
    }

    /// One layout constraint per attribute, with the second side resolved.
    private func makeLayoutConstraints() -> [LayoutConstraint] {
        guard let relation else {
            preconditionFailure(
                """
                make.\(attributes) on \(view.debugName) has no relation: finish the statement with \
                equalTo, lessThanOrEqualTo or greaterThanOrEqualTo (\(location))
                """)
        }
        precondition(attributes.count > 0, "an empty statement on \(view.debugName) (\(location))")
        let direction = constant.map { _ in view.effectiveLayoutDirection } ?? .leftToRight
        var made: [LayoutConstraint] = []
        made.reserveCapacity(attributes.count)
        // A plain loop, not a closure: a main-actor closure handed to a nonisolated
        // helper is checked for its actor on every call.
        var bits = attributes.rawValue
        var position = 0
        while bits != 0 {
            let attribute = LayoutAttribute(bitIndex: bits.trailingZeroBitCount)
            let (second, secondAttribute) = secondSide(for: attribute, at: position)
            made.append(
                LayoutConstraint(
                    item: view, attribute: attribute, relatedBy: relation,
                    toItem: second, attribute: secondAttribute,
                    multiplier: multiplier,
                    constant: constant?.value(for: attribute, direction: direction) ?? 0,
                    priority: priority, label: label, location: location))
            bits &= bits - 1
            position += 1
        }
        return made
    }

    /// The view and attribute the right side names for one of the statement's attributes.
    private func secondSide(for attribute: LayoutAttribute, at position: Int) -> (View?, LayoutAttribute?) {
        switch target {
        case .view(let other):
            return (other, attribute)
        case .item(let item):
            let targets = item.attributes
            if targets.count == attributes.count { return (item.view, targets.attribute(at: position)) }
            if targets.count == 1 { return (item.view, targets.attribute(at: 0)) }
            preconditionFailure(
                """
                make.\(attributes) on \(view.debugName) cannot pair with \(item.view.debugName).\(targets): \
                give one attribute or as many as the statement has (\(location))
                """)
        case .number, .size, .point, .insets:
            // Masonry: a target-less position binds to the superview's same attribute.
            if attribute.isSize { return (nil, nil) }
            guard let parent = view.superview else {
                preconditionFailure(
                    """
                    \(view.debugName).\(attribute) is given a number but \(view.debugName) has no superview \
                    to measure it from: add it to a view first (\(location))
                    """)
            }
            return (parent, attribute)
        }
    }
}
