/// Collects the statements of one `make`, `update` or `remake` block and installs
/// them when the block returns. Masonry's `MASConstraintMaker`.
///
/// Each attribute named on the maker starts a statement:
///
/// ```swift
/// avatar.constraints.make { make in
///     make.left.top.equalToSuperview().offset(1)   // two constraints, one statement
///     make.size.equalTo(Size(width: 2, height: 1))
/// }
/// ```
@MainActor
public final class ConstraintMaker: ConstraintAttributesDSL {
    /// The view the statements constrain. Held strongly, like each statement's: a
    /// caller may keep the maker past its block, and the view holds no maker.
    public let view: View
    private var statements: [ConstraintDescription] = []
    private let location: SourceLocation

    init(view: View, location: SourceLocation) {
        self.view = view
        self.location = location
        statements.reserveCapacity(4)  // most blocks say four things or fewer
    }

    /// Starts a statement on `attributes`.
    public func selecting(_ attributes: LayoutAttributeSet) -> ConstraintMakerExtendable {
        let statement = ConstraintDescription(view: view, attributes: attributes, location: location)
        statements.append(statement)
        return ConstraintMakerExtendable(statement: statement)
    }

    /// How a block's statements meet the view's existing constraints.
    enum Mode {
        /// Add them all.
        case make
        /// Change the constant of the newest matching active constraint; add the others.
        case update
        /// Remove every constraint made on the view first.
        case remake
    }

    /// Runs `block` and installs what it said.
    static func run(on view: View, mode: Mode, location: SourceLocation, _ block: (ConstraintMaker) -> Void) -> [ViewConstraint] {
        view.translatesFrameIntoConstraints = false
        if mode == .remake { view.constraints.removeAll() }
        let maker = ConstraintMaker(view: view, location: location)
        block(maker)
        return maker.install(updating: mode == .update)
    }

    private func install(updating: Bool) -> [ViewConstraint] {
        var handles: [ViewConstraint] = []
        handles.reserveCapacity(statements.count)
        for statement in statements {
            let handle = statement.makeHandle()
            if updating {
                for index in handle.layoutConstraints.indices {
                    handle.layoutConstraints[index] = updateOrInstall(handle.layoutConstraints[index])
                }
            } else {
                for constraint in handle.layoutConstraints { install(constraint) }
            }
            handles.append(handle)
        }
        return handles
    }

    private func install(_ constraint: LayoutConstraint) {
        constraint.activate()
        view._madeConstraints.append(constraint)
    }

    /// Masonry's `updateExisting`: the newest active match takes the new constant (Masonry's
    /// `layoutConstraintSimilarTo:` walks the installed constraints in reverse); with no
    /// match the new constraint is installed, as Masonry does (SnapKit traps instead).
    private func updateOrInstall(_ constraint: LayoutConstraint) -> LayoutConstraint {
        if let existing = view._madeConstraints.last(where: { $0.isActive && $0.isSimilar(to: constraint) }) {
            existing.constant = constraint.constant
            if let label = constraint.label { existing.label = label }
            return existing
        }
        install(constraint)
        return constraint
    }
}

extension LayoutConstraint {
    /// Same views, attributes, relation, multiplier and priority: an update target.
    func isSimilar(to other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && relation == other.relation && multiplier == other.multiplier && priority == other.priority
    }
}
