// The constraints of a stack's arrangement, made with the DSL on each arranged view.

extension StackArrangement {
    /// Removes the constraints made last time and makes them for `signature`.
    ///
    /// - Complexity: O(*n*) constraints for *n* arranged views.
    func install(_ signature: Signature, in container: View) {
        for handle in handles { handle.deactivate() }
        for view in views { view._madeConstraints.removeAll { !$0.isActive } }
        var made: [ViewConstraint] = []
        let visible = zip(views, signature.visible).filter(\.1).map(\.0)
        let flexible = zip(views, zip(signature.visible, signature.flexible)).filter { $1.0 && $1.1 }.map(\.0)
        for view in views where view.isHidden { made += collapse(view) }
        var previous: View?
        for view in visible {
            made += view.constraints.make { make in
                placeAlongAxis(view, in: container, after: previous, isLast: view === visible.last, sharingWith: flexible.first, make)
                placeAcrossAxis(in: container, make)
            }
            previous = view
        }
        handles = made
        installedSignature = signature
    }

    private func item(_ view: View, _ attributes: LayoutAttributeSet) -> ConstraintItem {
        ConstraintItem(view: view, attributes: attributes)
    }

    /// A hidden view: no room, at the stack's origin (given way to rather than required,
    /// so a view whose own content insists on a size is no conflict).
    private func collapse(_ view: View) -> [ViewConstraint] {
        view.constraints.make { make in
            make.left.top.equalToSuperview().priority(.stackSpacing)
            make.size.equalTo(Size.zero).priority(.stackSpacing)
        }
    }

    private func placeAlongAxis(
        _ view: View, in container: View, after previous: View?, isLast: Bool, sharingWith first: View?, _ make: ConstraintMaker
    ) {
        let (lead, trail, length) = (axis.leadingEdge, axis.trailingEdge, axis.lengthAttribute)
        make.selecting(length).greaterThanOrEqualTo(0)
        if let previous {
            make.selecting(lead).greaterThanOrEqualTo(item(previous, trail))
            make.selecting(lead).equalTo(item(previous, trail)).offset(spacing).priority(.stackSpacing)
        } else {
            make.selecting(lead).equalTo(item(container, lead))
        }
        if isLast {
            make.selecting(trail).lessThanOrEqualTo(item(container, trail))
            make.selecting(trail).equalTo(item(container, trail)).priority(.stackFill)
        }
        if let spacer = view as? Spacer, spacer.minLength > 0 {
            make.selecting(length).greaterThanOrEqualTo(spacer.minLength).priority(.stackSpacing)
        }
        if let first, first !== view, isFlexible(view) {
            make.selecting(length).equalTo(item(first, length)).priority(.stackSharing)
        }
    }

    private func placeAcrossAxis(in container: View, _ make: ConstraintMaker) {
        let cross = axis.crossing
        let (lead, trail, length) = (cross.leadingEdge, cross.trailingEdge, cross.lengthAttribute)
        make.selecting(length).greaterThanOrEqualTo(0)
        switch alignment {
        case .start:
            make.selecting(lead).equalTo(item(container, lead))
            make.selecting(trail).lessThanOrEqualTo(item(container, trail))
        case .center:
            make.selecting(cross.centerAttribute).equalTo(item(container, cross.centerAttribute))
            make.selecting(lead).greaterThanOrEqualTo(item(container, lead))
            make.selecting(trail).lessThanOrEqualTo(item(container, trail))
        case .end:
            make.selecting(trail).equalTo(item(container, trail))
            make.selecting(lead).greaterThanOrEqualTo(item(container, lead))
        case .fill:
            make.selecting(lead).equalTo(item(container, lead))
            make.selecting(trail).equalTo(item(container, trail))
        }
        if alignment != .fill {
            make.selecting(length).equalTo(item(container, length)).priority(.stackFill)
        }
    }
}
