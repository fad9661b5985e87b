/// A statement's priority stage.
///
/// ```swift
/// make.width.equalTo(40).priority(.high)
/// make.width.lessThanOrEqualToSuperview().priority(600)
/// ```
@MainActor
public struct ConstraintMakerPrioritizable {
    let statement: ConstraintDescription

    /// Sets the priority: ``LayoutPriority/required`` (the default), `.high`,
    /// `.medium`, `.low`, or a number from 1 to 1,000.
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> ConstraintMakerFinalizable {
        statement.priority = priority
        return ConstraintMakerFinalizable(statement: statement)
    }

    /// See ``ConstraintMakerFinalizable/labeled(_:)``.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        ConstraintMakerFinalizable(statement: statement).labeled(label)
    }

    /// See ``ConstraintMakerFinalizable/constraint``.
    public var constraint: ViewConstraint { ConstraintMakerFinalizable(statement: statement).constraint }
}
