import TrellisSolver

// Writing the solution into frames: every participant after a change of cast, else
// only the views whose variables the last update moved (and their subviews, whose
// frames are relative to them).

extension LayoutEngine {
    /// Remembers which view `view`'s variables belong to.
    func registerVariables(of view: View) {
        let variables = view.layoutVariables
        let owner = Unmanaged.passUnretained(view)
        for variable in [variables.left, variables.top, variables.width, variables.height] {
            variableOwners[ObjectIdentifier(variable)] = owner
        }
    }

    /// Forgets `view`'s variables (it is leaving the tree).
    func unregisterVariables(of view: View) {
        guard let variables = view._variables else { return }
        for variable in [variables.left, variables.top, variables.width, variables.height] {
            variableOwners[ObjectIdentifier(variable)] = nil
        }
    }

    /// Writes the frames the last ``Solver/updateVariables()`` changed.
    ///
    /// - Complexity: O(*c* + *s*) for *c* changed variables and the *s* subviews of
    ///   views that moved; O(*p*) for *p* participants when one joined or most moved.
    func writeFrames() {
        if needsEveryFrame || solver.changedVariableCount > participants.count {
            needsEveryFrame = false
            writeEveryFrame()
            return
        }
        var moved: [Unmanaged<View>] = []
        solver.forEachChangedVariable { variable in
            if let owner = variableOwners[ObjectIdentifier(variable)] { moved.append(owner) }
        }
        for owner in moved {
            let view = owner.takeUnretainedValue()
            writeFrame(of: view)
            for subview in view.subviews { writeFrame(of: subview) }
        }
    }

    /// Writes one participant's frame from the solution; nothing for other views.
    private func writeFrame(of view: View) {
        guard view._node.engine === tag, view._node.isParticipant, view._node.references > 0 else { return }
        let entry = participants[view._node.participantIndex]
        let x = LayoutEngine.read(entry.left, in: solver) - LayoutEngine.read(entry.parentLeft, in: solver)
        let y = LayoutEngine.read(entry.top, in: solver) - LayoutEngine.read(entry.parentTop, in: solver)
        view.setFrameFromLayout(
            Rect(
                x: x, y: y, width: LayoutEngine.read(entry.width, in: solver),
                height: LayoutEngine.read(entry.height, in: solver)))
    }
}
