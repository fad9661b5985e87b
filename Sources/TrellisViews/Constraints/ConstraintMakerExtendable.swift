/// A statement's first stage: attributes named so far, which more attributes can join
/// (`make.left.right.top`) before a relation.
///
/// ```swift
/// make.left.right.equalToSuperview().inset(1)
/// ```
@MainActor
public struct ConstraintMakerExtendable: ConstraintAttributesDSL {
    let statement: ConstraintDescription

    /// Adds `attributes` to the statement.
    public func selecting(_ attributes: LayoutAttributeSet) -> ConstraintMakerExtendable {
        statement.attributes.formUnion(attributes)
        return self
    }

    /// Reads like Masonry (`make.top.and.left`); changes nothing.
    public var and: ConstraintMakerExtendable { self }

    private var relatable: ConstraintMakerRelatable { ConstraintMakerRelatable(statement: statement) }

    /// See ``ConstraintMakerRelatable/equalTo(_:file:line:)``.
    @discardableResult
    public func equalTo(_ target: some ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relatable.equalTo(target, file: file, line: line)
    }

    /// See ``ConstraintMakerRelatable/lessThanOrEqualTo(_:file:line:)``.
    @discardableResult
    public func lessThanOrEqualTo(_ target: some ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relatable.lessThanOrEqualTo(target, file: file, line: line)
    }

    /// See ``ConstraintMakerRelatable/greaterThanOrEqualTo(_:file:line:)``.
    @discardableResult
    public func greaterThanOrEqualTo(_ target: some ConstraintRelatableTarget, file: StaticString = #fileID, line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relatable.greaterThanOrEqualTo(target, file: file, line: line)
    }

    /// See ``ConstraintMakerRelatable/equalToSuperview(file:line:)``.
    @discardableResult
    public func equalToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relatable.equalToSuperview(file: file, line: line)
    }

    /// See ``ConstraintMakerRelatable/lessThanOrEqualToSuperview(file:line:)``.
    @discardableResult
    public func lessThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relatable.lessThanOrEqualToSuperview(file: file, line: line)
    }

    /// See ``ConstraintMakerRelatable/greaterThanOrEqualToSuperview(file:line:)``.
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relatable.greaterThanOrEqualToSuperview(file: file, line: line)
    }
}
