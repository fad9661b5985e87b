/// A view's constraint DSL: Masonry's `mas_makeConstraints` family and SnapKit's
/// `view.snp`, reached through ``View/constraints``.
///
/// - ``make(file:line:_:)`` adds constraints;
/// - ``update(file:line:_:)`` changes the constant of the newest matching one and adds the rest;
/// - ``remake(file:line:_:)`` replaces every constraint made on the view;
/// - ``removeAll()`` removes them.
///
/// Named attributes (`left`, `edges`, `size`…) are targets for other views' statements.
///
/// ```swift
/// title.constraints.make { make in
///     make.top.equalTo(avatar.constraints.top)
///     make.left.equalTo(avatar.constraints.right).offset(1)
///     make.right.lessThanOrEqualToSuperview().inset(1)
/// }
/// ```
///
/// Constraints are installed on the closest common ancestor of their views (on the
/// view itself for a fixed width or height); constraining views that share no
/// ancestor traps with a message naming both and the call site.
@MainActor
public struct ConstraintDSL: ConstraintAttributesDSL {
    /// The view.
    public let view: View

    /// `view` with `attributes`, as a relation's target.
    public func selecting(_ attributes: LayoutAttributeSet) -> ConstraintItem {
        ConstraintItem(view: view, attributes: attributes)
    }

    /// Adds the constraints the block describes and turns off
    /// ``View/translatesFrameIntoConstraints``.
    ///
    /// - Returns: One handle per statement.
    @discardableResult
    public func make(file: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void) -> [ViewConstraint] {
        ConstraintMaker.run(on: view, mode: .make, location: SourceLocation(file, line), block)
    }

    /// For each constraint the block describes, sets the constant of the newest active
    /// one made on this view with the same views, attributes, relation, multiplier and
    /// priority; creates it only when none matches. This is Masonry's
    /// `mas_updateConstraints` (which walks the installed constraints newest first);
    /// SnapKit traps when nothing matches.
    ///
    /// ```swift
    /// banner.constraints.update { $0.top.equalToSuperview().offset(-3) }   // slide up
    /// ```
    ///
    /// - Returns: One handle per statement, holding the updated or new constraints.
    @discardableResult
    public func update(file: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void) -> [ViewConstraint] {
        ConstraintMaker.run(on: view, mode: .update, location: SourceLocation(file, line), block)
    }

    /// Removes every constraint made on this view, then adds the block's.
    @discardableResult
    public func remake(file: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void) -> [ViewConstraint] {
        ConstraintMaker.run(on: view, mode: .remake, location: SourceLocation(file, line), block)
    }

    /// Deactivates every constraint made through this view's DSL.
    public func removeAll() {
        for constraint in view._madeConstraints { constraint.deactivate() }
        view._madeConstraints.removeAll()
    }

    /// The active constraints made through this view's DSL, in the order they were made.
    public var made: [LayoutConstraint] {
        view._madeConstraints.filter(\.isActive)
    }
}

extension View {
    /// The view's constraint DSL: `view.constraints.make { $0.edges.equalToSuperview() }`.
    public var constraints: ConstraintDSL { ConstraintDSL(view: self) }

    /// The active constraints this view holds as their closest common ancestor.
    public var installedConstraints: [LayoutConstraint] { _installedConstraints }
}
