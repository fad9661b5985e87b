// Constraints for groups of views: Masonry's NSArray+MASAdditions.

@MainActor
extension Sequence where Element: View {
    /// Runs `make` on each view's DSL (Masonry's `-[NSArray mas_makeConstraints:]`).
    @discardableResult
    public func makeConstraints(file: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void) -> [ViewConstraint] {
        flatMap { $0.constraints.make(file: file, line: line, block) }
    }

    /// Runs `update` on each view's DSL.
    @discardableResult
    public func updateConstraints(file: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void) -> [ViewConstraint]
    {
        flatMap { $0.constraints.update(file: file, line: line, block) }
    }

    /// Runs `remake` on each view's DSL.
    @discardableResult
    public func remakeConstraints(file: StaticString = #fileID, line: UInt = #line, _ block: (ConstraintMaker) -> Void) -> [ViewConstraint]
    {
        flatMap { $0.constraints.remake(file: file, line: line, block) }
    }

    /// Spreads the views along `axis` inside their common superview with fixed gaps
    /// between them; their lengths come out equal and fill the rest
    /// (Masonry's `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:`).
    ///
    /// ```swift
    /// [all, favorites, recent].distribute(along: .horizontal, fixedSpacing: 2, leadSpacing: 1, tailSpacing: 1)
    /// ```
    ///
    /// The constraints are added to each view's, as Masonry adds them with
    /// `mas_makeConstraints`: constraints made earlier on the other axis stay. Calling
    /// it again adds a second set; remake the views' constraints first to redistribute.
    ///
    /// - Precondition: at least two views, sharing a superview.
    @discardableResult
    public func distribute(
        along axis: Axis, fixedSpacing: Double, leadSpacing: Double = 0, tailSpacing: Double = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [ViewConstraint] {
        let views = Array(self)
        let container = commonSuperview(of: views, file: file, line: line)
        var handles: [ViewConstraint] = []
        var previous: View?
        for (index, view) in views.enumerated() {
            handles += view.constraints.make(file: file, line: line) { make in
                // Name each attribute only when used: naming one starts a statement.
                let lead = { make.selecting(axis.leadingEdge) }
                let tail = { make.selecting(axis.trailingEdge) }
                let length = { make.selecting(axis.lengthAttribute) }
                if let previous {
                    length().equalTo(previous, file: file, line: line)
                    lead().equalTo(ConstraintItem(view: previous, attributes: axis.trailingEdge), file: file, line: line)
                        .offset(fixedSpacing)
                } else {
                    lead().equalTo(ConstraintItem(view: container, attributes: axis.leadingEdge), file: file, line: line)
                        .offset(leadSpacing)
                }
                if index == views.count - 1 {
                    tail().equalTo(ConstraintItem(view: container, attributes: axis.trailingEdge), file: file, line: line)
                        .offset(-tailSpacing)
                }
            }
            previous = view
        }
        return handles
    }

    /// Spreads views of a fixed length along `axis` with equal gaps between them: the
    /// first at the lead spacing, the last at the tail spacing (Masonry's
    /// `mas_distributeViewsAlongAxis:withFixedItemLength:leadSpacing:tailSpacing:`).
    ///
    /// Inner views pin their trailing edge to a fraction of the superview's, as
    /// Masonry does; that works because positions are measured in the superview's
    /// own coordinates. Like the fixed-spacing form, it adds to each view's constraints.
    ///
    /// - Precondition: at least two views, sharing a superview.
    @discardableResult
    public func distribute(
        along axis: Axis, fixedItemLength: Double, leadSpacing: Double = 0, tailSpacing: Double = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [ViewConstraint] {
        let views = Array(self)
        let container = commonSuperview(of: views, file: file, line: line)
        let last = Double(views.count - 1)
        var handles: [ViewConstraint] = []
        for (index, view) in views.enumerated() {
            handles += view.constraints.make(file: file, line: line) { make in
                // Name each attribute only when used: naming one starts a statement.
                let lead = { make.selecting(axis.leadingEdge) }
                let tail = { make.selecting(axis.trailingEdge) }
                let length = { make.selecting(axis.lengthAttribute) }
                length().equalTo(fixedItemLength, file: file, line: line)
                let trailingEdge = ConstraintItem(view: container, attributes: axis.trailingEdge)
                if index == 0 {
                    lead().equalTo(ConstraintItem(view: container, attributes: axis.leadingEdge), file: file, line: line)
                        .offset(leadSpacing)
                } else if index == views.count - 1 {
                    tail().equalTo(trailingEdge, file: file, line: line).offset(-tailSpacing)
                } else {
                    let fraction = Double(index) / last
                    let offset = (1 - fraction) * (fixedItemLength + leadSpacing) - Double(index) * tailSpacing / last
                    tail().equalTo(trailingEdge, file: file, line: line).multipliedBy(fraction).offset(offset)
                }
            }
        }
        return handles
    }
}

extension Axis {
    var leadingEdge: LayoutAttributeSet { self == .horizontal ? LayoutAttributeSet(.left) : LayoutAttributeSet(.top) }
    var trailingEdge: LayoutAttributeSet { self == .horizontal ? LayoutAttributeSet(.right) : LayoutAttributeSet(.bottom) }
    var lengthAttribute: LayoutAttributeSet { self == .horizontal ? LayoutAttributeSet(.width) : LayoutAttributeSet(.height) }
}

@MainActor
private func commonSuperview(of views: [View], file: StaticString, line: UInt) -> View {
    precondition(views.count >= 2, "distribute needs at least two views, got \(views.count) (\(SourceLocation(file, line)))")
    var common: View? = views[0].superview
    for view in views.dropFirst() {
        guard let current = common else { break }
        common = view.superview.flatMap { current.closestCommonAncestor(with: $0) }
    }
    guard let common else {
        preconditionFailure(
            """
            \(views.map(\.debugName).joined(separator: ", ")) share no superview: add them to one view \
            before distributing them (\(SourceLocation(file, line)))
            """)
    }
    return common
}
