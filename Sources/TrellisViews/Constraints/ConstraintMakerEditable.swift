/// A statement's editing stage: the constant and multiplier.
///
/// As in SnapKit and Masonry, the last constant wins: `offset` and `inset` replace a
/// constant given by the target (`equalTo(10).offset(2)` is 2).
///
/// ```swift
/// make.edges.equalToSuperview().inset(1)                     // 1 in from every edge
/// make.width.equalTo(header).multipliedBy(0.5).offset(-1)
/// ```
@MainActor
public struct ConstraintMakerEditable {
    let statement: ConstraintDescription

    /// Reads like Masonry (`.with.offset(2)`); changes nothing.
    public var with: ConstraintMakerEditable { self }

    /// Adds `amount` to every attribute's right side.
    @discardableResult
    public func offset(_ amount: Double) -> ConstraintMakerEditable {
        statement.constant = .number(amount)
        return self
    }

    /// Adds `amount` to every attribute's right side.
    @discardableResult
    public func offset(_ amount: some ConstraintOffsetTarget) -> ConstraintMakerEditable {
        offset(amount.constraintOffset)
    }

    /// Moves every edge in by `amount`: `left`/`top` gain it, `right`/`bottom` lose it,
    /// lengths lose it twice.
    @discardableResult
    public func inset(_ amount: Double) -> ConstraintMakerEditable {
        insets(EdgeInsets(all: amount))
    }

    /// Moves edges in by `amount` (a number for all, or insets per edge).
    @discardableResult
    public func inset(_ amount: some ConstraintInsetTarget) -> ConstraintMakerEditable {
        insets(amount.constraintInsets)
    }

    /// Moves each edge in by its inset (Masonry's `insets`).
    @discardableResult
    public func insets(_ insets: EdgeInsets) -> ConstraintMakerEditable {
        statement.constant = .insets(insets)
        return self
    }

    /// Multiplies the target's attribute by `amount`.
    @discardableResult
    public func multipliedBy(_ amount: some ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        statement.multiplier = amount.constraintMultiplier
        return self
    }

    /// Divides the target's attribute by `amount`.
    @discardableResult
    public func dividedBy(_ amount: some ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        precondition(
            amount.constraintMultiplier != 0,
            """
            make.\(statement.attributes) on \(statement.view.debugName) is divided by zero (\(statement.location))
            """)
        statement.multiplier = 1 / amount.constraintMultiplier
        return self
    }

    private var prioritizable: ConstraintMakerPrioritizable { ConstraintMakerPrioritizable(statement: statement) }

    /// See ``ConstraintMakerPrioritizable/priority(_:)``.
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> ConstraintMakerFinalizable {
        prioritizable.priority(priority)
    }

    /// See ``ConstraintMakerFinalizable/labeled(_:)``.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        prioritizable.labeled(label)
    }

    /// See ``ConstraintMakerFinalizable/constraint``.
    public var constraint: ViewConstraint { prioritizable.constraint }
}
