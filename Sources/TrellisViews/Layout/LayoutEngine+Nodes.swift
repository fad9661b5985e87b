import TrellisSolver

// Views in the solver: which ones it knows, which ones it positions, and the implicit
// constraints (frame anchors, intrinsic sizes) it keeps for them.

extension LayoutEngine {
    /// Compiles an active constraint, mentions its views, and adds it.
    func compileAndAdd(_ constraint: LayoutConstraint) {
        // An active constraint's views are in the tree, below its holder; `items` is
        // nil only for a constraint whose views are gone, which cannot be active.
        guard let (first, second) = constraint.items else { return }
        mention(first)
        if let second { mention(second) }
        let compiled = compile(constraint, first: first, second: second)
        if add(compiled, owner: .layout(constraint)) {
            constraint.compiled = compiled
            constraint.compiledEngine = tag
            constraint.isRejected = false
            first._node.references += 1
            if let second, second !== first { second._node.references += 1 }
        } else {
            constraint.isRejected = true
        }
    }

    /// Makes the solver know `view` and, through its superview chain, where it sits.
    func mention(_ view: View) {
        guard view._node.engine !== tag else { return }
        view._node = LayoutNode(engine: tag)
        registerVariables(of: view)
        guard view !== root, let parent = view.superview else { return }
        mention(parent)
        syncNode(view)
    }

    /// Brings a mentioned view's implicit constraints in line with its role, frame and
    /// intrinsic size.
    func syncNode(_ view: View) {
        if view.translatesFrameIntoConstraints {
            if view._node.isParticipant {
                removeParticipant(view)
                removeAll(&view._node.intrinsic)
                view._node.intrinsicSignature = nil
            }
            if view._node.anchors.isEmpty || view._node.anchoredFrame != view._frame {
                removeAll(&view._node.anchors)
                addAnchors(view)
            }
        } else {
            removeAll(&view._node.anchors)
            if !view._node.isParticipant { addParticipant(view) }
            let signature = IntrinsicSignature(view)
            if view._node.intrinsicSignature != signature {
                removeAll(&view._node.intrinsic)
                addIntrinsicConstraints(view, signature)
            }
        }
    }

    func release(_ view: View) {
        if view._node.engine === tag { view._node.references -= 1 }
    }

    // MARK: - Participants

    func addParticipant(_ view: View) {
        guard let parent = view.superview else { return }  // a root's frame is an input
        view._node.isParticipant = true
        needsEveryFrame = true
        let own = view.layoutVariables
        let outer = parent.layoutVariables
        view._node.participantIndex = participants.count
        participants.append(Participant(view: view, superview: parent, own: own, parent: outer))
    }

    func removeParticipant(_ view: View) {
        let index = view._node.participantIndex
        let last = participants.removeLast()
        if last.view.toOpaque() != Unmanaged.passUnretained(view).toOpaque() {
            participants[index] = last
            last.view.takeUnretainedValue()._node.participantIndex = index
        }
        view._node.isParticipant = false
        view._node.participantIndex = -1
    }

    // MARK: - Implicit constraints

    /// Pins a frame-laid view at its frame, relative to its superview.
    private func addAnchors(_ view: View) {
        guard let parent = view.superview else { return }
        let own = view.layoutVariables
        let outer = parent.layoutVariables
        let frame = view._frame
        view._node.anchoredFrame = frame
        let anchors = [
            Constraint(LinearExpression(terms: [Term(own.left), Term(outer.left, coefficient: -1)], constant: -frame.minX), .equal),
            Constraint(LinearExpression(terms: [Term(own.top), Term(outer.top, coefficient: -1)], constant: -frame.minY), .equal),
            Constraint(LinearExpression(terms: [Term(own.width)], constant: -frame.width), .equal),
            Constraint(LinearExpression(terms: [Term(own.height)], constant: -frame.height), .equal),
        ]
        for anchor in anchors where add(anchor, owner: .frame(view)) {
            view._node.anchors.append(anchor)
        }
    }

    /// `length >= intrinsic` at compression resistance and `length <= intrinsic` at
    /// content hugging, per axis with an intrinsic length.
    private func addIntrinsicConstraints(_ view: View, _ signature: IntrinsicSignature) {
        view._node.intrinsicSignature = signature
        let variables = view.layoutVariables
        func pair(_ variable: Variable, _ length: Double, hugging: LayoutPriority, compression: LayoutPriority) {
            guard length >= 0 else { return }
            let grow = Constraint(
                LinearExpression(terms: [Term(variable)], constant: -length), .greaterThanOrEqual,
                strength: compression.strength)
            let shrink = Constraint(
                LinearExpression(terms: [Term(variable)], constant: -length), .lessThanOrEqual,
                strength: hugging.strength)
            if add(grow, owner: .intrinsicSize(view)) { view._node.intrinsic.append(grow) }
            if add(shrink, owner: .intrinsicSize(view)) { view._node.intrinsic.append(shrink) }
        }
        pair(
            variables.width, signature.size.width,
            hugging: signature.hugging.horizontal, compression: signature.compression.horizontal)
        pair(
            variables.height, signature.size.height,
            hugging: signature.hugging.vertical, compression: signature.compression.vertical)
    }
}
