import TrellisSolver

// From a LayoutConstraint to the solver's linear constraint.
//
// Variables hold root coordinates. Position attributes are compared in the holder's
// coordinate space (the closest common ancestor's, where its own left is 0), as Auto
// Layout does: `attribute − holder.origin`. With a multiplier of 1 the two origins
// cancel, so they are left out; otherwise they matter (`right == superview.right * 0.5`).

extension LayoutEngine {
    /// `first − (multiplier · second + constant) ⋚ 0`, with one term array.
    ///
    /// - Complexity: O(1): at most eight terms.
    func compile(_ constraint: LayoutConstraint, first: View, second: View?) -> Constraint {
        var terms: [Term] = []
        terms.reserveCapacity(7)
        var constant = -constraint.constant
        let holder = constraint.installedView ?? first
        let relative = constraint.multiplier != 1 && !constraint.firstAttribute.isSize
        append(
            first, constraint.firstAttribute, scale: 1, holder: holder, relative: relative,
            to: &terms, constant: &constant)
        if let second, let attribute = constraint.secondAttribute {
            append(
                second, attribute, scale: -constraint.multiplier, holder: holder, relative: relative,
                to: &terms, constant: &constant)
        }
        return Constraint(
            LinearExpression(terms: terms, constant: constant), constraint.relation,
            strength: constraint.priority.strength)
    }

    /// Appends `scale · attribute(view)`; in `relative` mode a position is measured from
    /// the holder's origin (the holder's own positions then have no origin term).
    private func append(
        _ view: View, _ attribute: LayoutAttribute, scale: Double, holder: View, relative: Bool,
        to terms: inout [Term], constant: inout Double
    ) {
        let variables = view.layoutVariables
        let axis = attribute.axis
        let length = variables.length(axis)
        let margins = view.layoutMargins
        let leftToRight = attribute.usesDirection ? view.effectiveLayoutDirection == .leftToRight : true
        // The attribute as origin + lengthFactor · length + offset.
        var lengthFactor = 0.0
        var offset = 0.0
        var hasOrigin = true
        switch attribute {
        case .width, .height:
            hasOrigin = false
            lengthFactor = 1
        case .left, .top:
            break
        case .right, .bottom:
            lengthFactor = 1
        case .leading:
            lengthFactor = leftToRight ? 0 : 1
        case .trailing:
            lengthFactor = leftToRight ? 1 : 0
        case .centerX, .centerY:
            lengthFactor = 0.5
        case .firstBaseline:
            if let fromTop = view.firstBaselineOffsetFromTop { offset = fromTop } else { lengthFactor = 1 }
        case .lastBaseline:
            lengthFactor = 1
            offset = -view.lastBaselineOffsetFromBottom
        case .leftMargin:
            offset = margins.left
        case .topMargin:
            offset = margins.top
        case .rightMargin:
            lengthFactor = 1
            offset = -margins.right
        case .bottomMargin:
            lengthFactor = 1
            offset = -margins.bottom
        case .leadingMargin:
            if leftToRight {
                offset = margins.left
            } else {
                lengthFactor = 1
                offset = -margins.right
            }
        case .trailingMargin:
            if leftToRight {
                lengthFactor = 1
                offset = -margins.right
            } else {
                offset = margins.left
            }
        case .centerXWithinMargins:
            lengthFactor = 0.5
            offset = (margins.left - margins.right) / 2
        case .centerYWithinMargins:
            lengthFactor = 0.5
            offset = (margins.top - margins.bottom) / 2
        }
        if attribute.usesDirection && !leftToRight {
            appendFlipped(
                variables, holder: view === holder ? nil : holder, lengthFactor: lengthFactor,
                offset: offset, scale: scale, relative: relative, to: &terms, constant: &constant)
            return
        }
        if hasOrigin {
            if !relative {
                terms.append(Term(variables.origin(axis), coefficient: scale))
            } else if view !== holder {
                terms.append(Term(variables.origin(axis), coefficient: scale))
                terms.append(Term(holder.layoutVariables.origin(axis), coefficient: -scale))
            }
        }
        if lengthFactor != 0 { terms.append(Term(length, coefficient: scale * lengthFactor)) }
        constant += scale * offset
    }

    /// Leading and trailing in a right-to-left layout, as Auto Layout reads them: the
    /// axis runs leftwards, so a position `P` counts as `−P`, and positive offsets and
    /// insets still point inwards. In `relative` mode a position is measured from the
    /// holder's right edge (`holder` is `nil` when the view is the holder).
    private func appendFlipped(
        _ variables: LayoutVariables, holder: View?, lengthFactor: Double, offset: Double,
        scale: Double, relative: Bool, to terms: inout [Term], constant: inout Double
    ) {
        guard relative else {
            terms.append(Term(variables.left, coefficient: -scale))
            if lengthFactor != 0 { terms.append(Term(variables.width, coefficient: -scale * lengthFactor)) }
            constant -= scale * offset
            return
        }
        if let holder {
            let outer = holder.layoutVariables
            terms.append(Term(variables.left, coefficient: -scale))
            if lengthFactor != 0 { terms.append(Term(variables.width, coefficient: -scale * lengthFactor)) }
            terms.append(Term(outer.left, coefficient: scale))
            terms.append(Term(outer.width, coefficient: scale))
            constant -= scale * offset
        } else {
            // The holder's own edge in its own flipped space: width − position.
            if lengthFactor != 1 { terms.append(Term(variables.width, coefficient: scale * (1 - lengthFactor))) }
            constant -= scale * offset
        }
    }
}
