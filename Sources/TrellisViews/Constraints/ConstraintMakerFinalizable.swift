/// A statement's last stage: a label for descriptions, and the handle.
@MainActor
public struct ConstraintMakerFinalizable {
    let statement: ConstraintDescription

    /// Names the statement's constraints in descriptions and conflict reports
    /// (`… @required [label: avatar-top] (Cell.swift:12)`).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        statement.label = label
        return self
    }

    /// The statement's handle, to keep and change later (``ViewConstraint``).
    /// Read it last in the statement: the constraints are made when it is read.
    public var constraint: ViewConstraint { statement.makeHandle() }
}
