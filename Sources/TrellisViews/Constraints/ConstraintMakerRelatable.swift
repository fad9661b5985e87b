/// A statement's relation stage: how its attributes compare with a target.
///
/// The target may be a view (its same attributes), a view's attribute
/// (`other.constraints.bottom`), a number, a ``Size``, a ``Point`` or ``EdgeInsets``.
/// A position given only a number (or a point or insets) is measured from the
/// superview's same attribute, as in Masonry; `width` and `height` given a number
/// are fixed lengths.
///
/// Each relation records the caller's `#fileID` and `#line`, which descriptions and
/// misuse reports show.
@MainActor
public struct ConstraintMakerRelatable {
    let statement: ConstraintDescription

    /// `attributes == target`.
    @discardableResult
    public func equalTo(_ target: some ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(.equal, target.constraintTarget, file, line)
    }

    /// `attributes <= target`.
    @discardableResult
    public func lessThanOrEqualTo(_ target: some ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(.lessThanOrEqual, target.constraintTarget, file, line)
    }

    /// `attributes >= target`.
    @discardableResult
    public func greaterThanOrEqualTo(_ target: some ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(.greaterThanOrEqual, target.constraintTarget, file, line)
    }

    /// `attributes == superview.attributes`.
    @discardableResult
    public func equalToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, .view(superview(file, line)), file, line)
    }

    /// `attributes <= superview.attributes`.
    @discardableResult
    public func lessThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, .view(superview(file, line)), file, line)
    }

    /// `attributes >= superview.attributes`.
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, .view(superview(file, line)), file, line)
    }

    private func relate(_ relation: LayoutRelation, _ target: ConstraintTarget, _ file: StaticString, _ line: UInt)
        -> ConstraintMakerEditable
    {
        statement.relate(relation, to: target, file: file, line: line)
        return ConstraintMakerEditable(statement: statement)
    }

    private func superview(_ file: StaticString, _ line: UInt) -> View {
        guard let parent = statement.view.superview else {
            preconditionFailure(
                """
                \(statement.view.debugName) has no superview: add it to a view before \
                make.\(statement.attributes).equalToSuperview() (\(SourceLocation(file, line)))
                """)
        }
        return parent
    }
}
