import TrellisSolver

// Writing the solution into frames: every participant after a change of cast, else
// only the views whose variables the last update moved (and their subviews, whose
// frames are relative to them).

extension LayoutEngine {
    /// Remembers which view `view`'s variables belong to.
    func registerVariables(of view: View) {
        let variables = view.layoutVariables
        let owner = Unmanaged.passUnretained(view)
        variableOwners[ObjectIdentifier(variables.left)] = VariableOwner(view: owner, isOrigin: true)
        variableOwners[ObjectIdentifier(variables.top)] = VariableOwner(view: owner, isOrigin: true)
        variableOwners[ObjectIdentifier(variables.width)] = VariableOwner(view: owner, isOrigin: false)
        variableOwners[ObjectIdentifier(variables.height)] = VariableOwner(view: owner, isOrigin: false)
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
    /// A view whose left or top moved has its subviews' frames written too (they are
    /// relative to it); a view whose width or height alone changed does not.
    ///
    /// - Complexity: O(*c* + *s*) for *c* changed variables and the *s* subviews of
    ///   views whose origin moved; O(*p*) for *p* participants when one joined or most
    ///   moved. No reference counting per view.
    func writeFrames() {
        if needsEveryFrame || solver.changedVariableCount > participants.count {
            needsEveryFrame = false
            writeEveryFrame()
            return
        }
        var moved: [VariableOwner] = []
        solver.forEachChangedVariable { variable in
            if let owner = variableOwners[ObjectIdentifier(variable)] { moved.append(owner) }
        }
        // Local copies, as in writeEveryFrame(): no exclusivity check per read.
        let solver = self.solver
        let participants = self.participants
        for owner in moved {
            // Registered views are in the tree, which the pass's root holds (see
            // `variableOwners`), and so are their subviews.
            View.withUnretained(owner.view) { view in
                writeFrame(of: view, participants, solver)
                guard owner.isOrigin else { return }
                view.forEachSubviewUnretained { writeFrame(of: $0, participants, solver) }
            }
        }
    }

    /// Writes one participant's frame from the solution; nothing for other views.
    private func writeFrame(of view: View, _ participants: [Participant], _ solver: Solver) {
        guard view._node.engine === tag, view._node.isParticipant else { return }
        write(participants[view._node.participantIndex], from: solver)
    }
}
