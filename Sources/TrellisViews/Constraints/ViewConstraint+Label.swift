// Naming constraints after they are made: Masonry's `MASConstraint.key` for a handle or
// for every handle a block gave back.

extension ViewConstraint {
    /// Names each of the statement's layout constraints in descriptions and conflict
    /// reports (`… @required [label: wide] (Header.swift:12)`), as the chain's
    /// ``ConstraintMakerFinalizable/labeled(_:)`` does while writing the statement.
    ///
    /// - Returns: The handle, to chain.
    @discardableResult
    public func labeled(_ label: String) -> ViewConstraint {
        for constraint in layoutConstraints { constraint.label = label }
        return self
    }
}

extension Array where Element == ViewConstraint {
    /// Names every constraint of a block's handles at once, as Masonry's `mas_key` names
    /// what a block made when each statement would otherwise repeat it:
    ///
    /// ```swift
    /// line.constraints.remake { make in
    ///     make.top.equalTo(name.constraints.top)
    ///     make.left.equalTo(name.constraints.right).offset(2)
    /// }.labeled("wide")
    /// ```
    ///
    /// - Returns: The handles, to chain.
    @MainActor @discardableResult
    public func labeled(_ label: String) -> [ViewConstraint] {
        for handle in self { handle.labeled(label) }
        return self
    }
}
