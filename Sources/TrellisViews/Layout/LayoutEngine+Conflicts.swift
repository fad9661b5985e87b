import TrellisSolver

// Turning the solver's refusal into a report a person can act on.

extension LayoutEngine {
    /// Records why `owner`'s constraint was refused, naming the constraints it fights.
    func recordConflict(_ error: SolverError, owner: ConstraintOwner) {
        guard case .unsatisfiableConstraint(let refused, let others) = error else {
            let rejected = LayoutConflict.Entry.implicit(root, description: "\(error)")
            conflicts.append(LayoutConflict(rejected: rejected, conflicting: []))
            return
        }
        let owners = ownersByConstraint()
        let conflicting = others.map { constraint in
            owners[ObjectIdentifier(constraint)].map { entry(for: $0, constraint) }
                ?? .implicit(root, description: "\(constraint)")
        }
        conflicts.append(LayoutConflict(rejected: entry(for: owner, refused), conflicting: conflicting))
    }

    /// Every solver constraint the engine holds, by identity. Built only on this rare path.
    private func ownersByConstraint() -> [ObjectIdentifier: ConstraintOwner] {
        var owners: [ObjectIdentifier: ConstraintOwner] = [:]
        root.forEachInSubtree { view in
            for constraint in view._installedConstraints where constraint.compiledEngine === tag {
                if let compiled = constraint.compiled { owners[ObjectIdentifier(compiled)] = .layout(constraint) }
            }
            guard view._node.engine === tag else { return }
            for anchor in view._node.anchors { owners[ObjectIdentifier(anchor)] = .frame(view) }
            for size in view._node.intrinsic { owners[ObjectIdentifier(size)] = .intrinsicSize(view) }
        }
        return owners
    }

    private func entry(for owner: ConstraintOwner, _ constraint: Constraint) -> LayoutConflict.Entry {
        switch owner {
        case .layout(let layoutConstraint):
            return .constraint(layoutConstraint, description: layoutConstraint.description)
        case .frame(let view):
            return .implicit(view, description: describeImplicit(constraint, of: view, source: "frame"))
        case .intrinsicSize(let view):
            return .implicit(view, description: describeImplicit(constraint, of: view, source: "intrinsic size"))
        case .root(let view):
            return .implicit(view, description: describeImplicit(constraint, of: view, source: "root origin"))
        }
    }

    /// `panel.left == root.left + 4 @required (frame)`: the solver's expression with
    /// variables named after their views.
    private func describeImplicit(_ constraint: Constraint, of view: View, source: String) -> String {
        let terms = constraint.expression.terms
        guard let first = terms.first else { return "\(constraint) (\(source))" }
        let name = { (variable: Variable) -> String in self.variableName(variable, near: view) }
        var right = ""
        for term in terms.dropFirst() {
            let coefficient = -term.coefficient / first.coefficient
            right += right.isEmpty ? "" : " + "
            right += coefficient == 1 ? name(term.variable) : "\(formatPoints(coefficient)) * \(name(term.variable))"
        }
        let constant = -constraint.expression.constant / first.coefficient
        if right.isEmpty {
            right = formatPoints(constant)
        } else if constant > 0 {
            right += " + \(formatPoints(constant))"
        } else if constant < 0 {
            right += " - \(formatPoints(-constant))"
        }
        let strength = constraint.strength.isRequired ? "required" : "\(constraint.strength)"
        return "\(name(first.variable)) \(constraint.relation) \(right) @\(strength) (\(source))"
    }

    /// `panel.left` for a variable of `view` or of one of its ancestors.
    private func variableName(_ variable: Variable, near view: View) -> String {
        var candidate: View? = view
        while let current = candidate {
            if let variables = current._variables {
                let names: [(Variable, String)] = [
                    (variables.left, "left"), (variables.top, "top"),
                    (variables.width, "width"), (variables.height, "height"),
                ]
                for (known, attribute) in names where known === variable { return "\(current.debugName).\(attribute)" }
            }
            candidate = current.superview
        }
        return variable.description
    }
}
