import TrellisSolver

/// The solver behind one root view's layout, kept alive between passes.
///
/// The engine mirrors the tree's active constraints into one ``Solver``:
///
/// - the root's size enters first, as two edit variables just below required, so a
///   new root size is one `suggestValue` each, not a rebuild;
/// - each active ``LayoutConstraint`` becomes one solver constraint (its *compiled*
///   copy); a change to it removes that copy at once and queues a fresh one (one
///   removal and one addition), except a constant: the first change recompiles the
///   constraint with its constant as an edit variable, and every later change is one
///   `suggestValue`;
/// - a frame-laid view that constraints mention is pinned by required *anchors*
///   at its frame, and a constraint-laid view with content gets *intrinsic* size
///   constraints at its hugging and compression-resistance priorities.
///
/// The first pass adds everything in one batch (one optimisation); later passes
/// apply only the queues. Per-view state lives on the views (``LayoutNode``), tagged
/// with the engine's ``EngineTag``, so lookups on the hot path are field reads.
@MainActor
final class LayoutEngine {
    /// Tags this engine's compiled constraints and nodes.
    let tag = EngineTag()
    unowned let root: View
    var solver = Solver()
    /// Views whose frames the solution writes, with the variables to read.
    var participants: [Participant] = []
    var pendingConstraints: [LayoutConstraint] = []
    var pendingViews: [View] = []
    /// Compiled constraints whose constant moved: changed in place on the next pass.
    var pendingConstantChanges: [LayoutConstraint] = []
    /// Which view each known variable belongs to, to frame only the views that moved.
    ///
    /// Unmanaged, and it cannot dangle: a view is registered only by ``mention(_:)`` and
    /// the root's setup, which take views in this root's tree, and it is unregistered by
    /// ``subtreeRemoved(_:)`` before it leaves the tree. While registered, its superview
    /// (or, for the root, the engine's owner) holds it.
    var variableOwners: [ObjectIdentifier: VariableOwner] = [:]
    /// Whether the next pass writes every participant's frame (one joined).
    var needsEveryFrame = true
    var isBuilt = false
    var suggestedSize = Size(width: -1, height: -1)
    /// While building: constraints held back for one batch add, and who owns each.
    var batch: [Constraint]?
    var batchOwners: [ConstraintOwner] = []
    /// Conflicts found by the pass in progress.
    var conflicts: [LayoutConflict] = []

    /// The root's width and height are suggested at this strength: above every
    /// priority below required, so the root holds its size unless required
    /// constraints need more.
    static let rootSizeStrength = Strength(strong: 999.5, medium: 0, weak: 0)

    init(root: View) {
        self.root = root
    }

    // MARK: - The pass

    /// Brings the solver up to date, solves, and writes frames. Returns the required
    /// constraints it had to leave out.
    func solve() -> [LayoutConflict] {
        conflicts = []
        if isBuilt {
            flushConstantChanges()
            flush()
        } else {
            pendingConstantChanges = []
            build()
        }
        suggestRootSize()
        solver.updateVariables()
        writeFrames()
        #if DEBUG
            _checkInvariants()
        #endif
        return conflicts
    }

    /// The first pass: every active constraint in the tree, in one batch.
    private func build() {
        isBuilt = true
        let variables = root.layoutVariables
        root._node = LayoutNode(engine: tag)
        registerVariables(of: root)
        // The root size goes in first: two edit variables, then the root's origin.
        try! solver.addEditVariable(variables.width, strength: LayoutEngine.rootSizeStrength)
        try! solver.addEditVariable(variables.height, strength: LayoutEngine.rootSizeStrength)
        batch = [
            Constraint(LinearExpression(variables.left), .equal),
            Constraint(LinearExpression(variables.top), .equal),
        ]
        batchOwners = [.root(root), .root(root)]
        root.forEachInSubtree { view in
            for constraint in view._installedConstraints where constraint._isActive {
                compileAndAdd(constraint)
            }
            if !view.translatesFrameIntoConstraints { mention(view) }
        }
        let constraints = batch!
        batch = nil
        do {
            try solver.add(contentsOf: constraints)
        } catch {
            // The batch is all or nothing: add one by one to find who conflicts.
            addOneByOne(constraints, owners: batchOwners)
        }
        batchOwners = []
    }

    /// Later passes: only what changed since the last one.
    private func flush() {
        while !pendingConstraints.isEmpty || !pendingViews.isEmpty {
            let constraints = pendingConstraints
            pendingConstraints = []
            for constraint in constraints {
                constraint.queuedEngine = nil
                uncompile(constraint)
                guard constraint._isActive, let holder = constraint.installedView,
                    holder.rootView === root
                else { continue }
                compileAndAdd(constraint)
            }
            let views = pendingViews
            pendingViews = []
            for view in views {
                view._node.isQueued = false
                guard view._node.engine === tag, view !== root, view.rootView === root else { continue }
                syncNode(view)
            }
        }
    }

    private func suggestRootSize() {
        let size = root._frame.size
        guard size != suggestedSize else { return }
        let variables = root.layoutVariables
        if size.width != suggestedSize.width { try! solver.suggestValue(size.width, for: variables.width) }
        if size.height != suggestedSize.height { try! solver.suggestValue(size.height, for: variables.height) }
        suggestedSize = size
    }

    /// Frames are the solution's root coordinates made relative to each superview.
    ///
    /// - Complexity: O(*p*) for the *p* participants, with no reference counting.
    func writeEveryFrame() {
        // Local copies read without an exclusivity check per value; they are gone
        // before the solver or the list is mutated again, so no copy-on-write follows.
        let solver = self.solver
        let participants = self.participants
        for entry in participants { write(entry, from: solver) }
    }

    /// Writes one participant's frame from the solution, touching its view and its
    /// superview through guaranteed references (see ``Participant``).
    func write(_ entry: Participant, from solver: Solver) {
        View.withUnretained(entry.view) { view in
            guard view._node.references > 0 else { return }
            let x = LayoutEngine.read(entry.left, in: solver) - LayoutEngine.read(entry.parentLeft, in: solver)
            let y = LayoutEngine.read(entry.top, in: solver) - LayoutEngine.read(entry.parentTop, in: solver)
            let frame = Rect(
                x: x, y: y, width: LayoutEngine.read(entry.width, in: solver),
                height: LayoutEngine.read(entry.height, in: solver))
            View.withUnretained(entry.parent) { view.setFrameFromLayout(frame, under: $0) }
        }
    }

    /// A value through a guaranteed reference: no retain and release per read.
    /// Nonisolated, so the closure carries no actor check either.
    nonisolated static func read(_ variable: Unmanaged<Variable>, in solver: Solver) -> Double {
        variable._withUnsafeGuaranteedRef { solver.value(of: $0) }
    }

    // MARK: - Queues

    /// Queues an active constraint to be (re)added on the next pass.
    func enqueue(_ constraint: LayoutConstraint) {
        guard constraint.queuedEngine !== tag else { return }
        constraint.queuedEngine = tag
        pendingConstraints.append(constraint)
    }

    /// Queues a view whose frame, intrinsic size or role changed.
    func enqueue(_ view: View) {
        guard !view._node.isQueued else { return }
        view._node.isQueued = true
        pendingViews.append(view)
    }

    /// Takes a constraint's compiled copy out of the solver now.
    func uncompile(_ constraint: LayoutConstraint) {
        guard constraint.compiledEngine === tag, let compiled = constraint.compiled else { return }
        try? solver.remove(compiled)
        constraint.compiled = nil
        constraint.compiledEngine = nil
        releaseItems(of: constraint)
    }

    /// Undoes what compiling counted on the constraint's views (those still alive).
    private func releaseItems(of constraint: LayoutConstraint) {
        let first = constraint.firstItem
        if let first { release(first) }
        if let second = constraint.secondItem, second !== first { release(second) }
    }

    // MARK: - Tree changes

    /// A subtree joined the tree: its constraints are queued for the next pass.
    func subtreeAdded(_ subtree: View) {
        guard isBuilt else { return }
        subtree.forEachInSubtree { view in
            for constraint in view._installedConstraints where constraint._isActive {
                enqueue(constraint)
            }
        }
    }

    /// A subtree is leaving the tree: everything of it leaves the solver now.
    func subtreeRemoved(_ subtree: View) {
        subtree.forEachInSubtree { view in
            for constraint in view._installedConstraints { uncompile(constraint) }
        }
        subtree.forEachInSubtree { view in
            guard view._node.engine === tag else { return }
            removeAll(&view._node.anchors)
            removeAll(&view._node.intrinsic)
            if view._node.isParticipant { removeParticipant(view) }
            unregisterVariables(of: view)
            view._node = LayoutNode()
        }
    }

    // MARK: - Adding and removing solver constraints

    /// Adds a constraint now, or to the batch while building. Returns whether it went
    /// in; a rejected required constraint is recorded as a conflict.
    func add(_ constraint: Constraint, owner: ConstraintOwner) -> Bool {
        if batch != nil {
            batch!.append(constraint)
            batchOwners.append(owner)
            return true
        }
        do {
            try solver.add(constraint)
            return true
        } catch {
            recordConflict(error, owner: owner)
            return false
        }
    }

    func removeAll(_ constraints: inout [Constraint]) {
        for constraint in constraints { try? solver.remove(constraint) }
        constraints.removeAll()
    }

    private func addOneByOne(_ constraints: [Constraint], owners: [ConstraintOwner]) {
        for (constraint, owner) in zip(constraints, owners) {
            do {
                try solver.add(constraint)
            } catch {
                recordConflict(error, owner: owner)
                forget(constraint, of: owner)
            }
        }
    }

    /// Undoes the bookkeeping of a batched constraint the solver refused.
    private func forget(_ constraint: Constraint, of owner: ConstraintOwner) {
        switch owner {
        case .layout(let layoutConstraint):
            layoutConstraint.compiled = nil
            layoutConstraint.compiledEngine = nil
            layoutConstraint.isRejected = true
            releaseItems(of: layoutConstraint)
        case .frame(let view):
            view._node.anchors.removeAll { $0 === constraint }
        case .intrinsicSize(let view):
            view._node.intrinsic.removeAll { $0 === constraint }
        case .root:
            break
        }
    }
}

/// A view whose frame the solution writes, its superview, and the variables its
/// frame is read from. Unmanaged throughout, and reading them without reference
/// counting is what keeps a relayout cheap (a view referred to weakly, as every
/// constrained view is, pays a side table's slower path for each retain).
///
/// Why neither view can dangle, nor be read while it is being deinitialized, when
/// the engine writes frames: the engine writes only inside its root's layout pass,
/// and the pass holds the root strongly. The view is in that root's tree: it joins
/// the list only from the pass, for a view of the tree, and leaves it in
/// ``LayoutEngine/subtreeRemoved(_:)``, which `removeFromSuperview()` calls before
/// the view or an ancestor of it leaves the tree (a move to another superview removes
/// it first). So `parent` is still its superview, and the root holds both through
/// the strong `subviews` links; a view in a tree that something holds is not being
/// deinitialized. A root released off the main actor takes its engine with it: the
/// engine is reachable only through its root, so no pass of it runs while the root's
/// deinit waits. The variables are held by the views' ``LayoutVariables`` and by the
/// solver. `_checkInvariants()` checks the superview after every pass in debug builds.
struct Participant {
    let view: Unmanaged<View>
    /// The view's superview, which its frame is relative to.
    let parent: Unmanaged<View>
    let left: Unmanaged<Variable>
    let top: Unmanaged<Variable>
    let width: Unmanaged<Variable>
    let height: Unmanaged<Variable>
    let parentLeft: Unmanaged<Variable>
    let parentTop: Unmanaged<Variable>

    init(view: View, superview: View, own: LayoutVariables, parent: LayoutVariables) {
        self.view = .passUnretained(view)
        self.parent = .passUnretained(superview)
        left = .passUnretained(own.left)
        top = .passUnretained(own.top)
        width = .passUnretained(own.width)
        height = .passUnretained(own.height)
        parentLeft = .passUnretained(parent.left)
        parentTop = .passUnretained(parent.top)
    }
}

/// The view a solver variable belongs to, and whether it is one of the view's origin
/// variables (left, top): only a moved origin moves the view's subviews, whose frames
/// are relative to it; a new width or height leaves them where they are.
struct VariableOwner {
    let view: Unmanaged<View>
    let isOrigin: Bool
}

/// What a solver constraint stands for, to report conflicts readably.
enum ConstraintOwner {
    /// A constraint made through the DSL or by hand.
    case layout(LayoutConstraint)
    /// The frame of a frame-laid view that constraints mention.
    case frame(View)
    /// A constraint-laid view's intrinsic size.
    case intrinsicSize(View)
    /// The root's origin.
    case root(View)
}
