// The layout pass as a view sees it: asking for one, running it, laying out children by hand.

extension View {
    /// Whether ``layoutSubviews()`` will be called on the next layout pass.
    public var needsLayout: Bool { _needsLayout }

    /// Asks for a layout pass: the next ``layoutIfNeeded()`` on the tree solves the
    /// constraints again and calls this view's ``layoutSubviews()``.
    ///
    /// - Complexity: O(*d*) for the view's depth (the request is noted on the root).
    public func setNeedsLayout() {
        _needsLayout = true
        _subtreeNeedsLayout = true
        var view = self
        while let parent = view.superview {
            parent._subtreeNeedsLayout = true
            view = parent
        }
        view._needsLayoutPass = true
    }

    /// Runs the layout pass on this view's tree now if anything asked for one.
    ///
    /// The pass belongs to the root: it brings the root's solver up to date with the
    /// constraints that changed since the last pass (one solver per root lives between
    /// passes, so a changed constant costs one removal and one addition, and a new root
    /// size one edit), writes the frames of views laid out by constraints, then calls
    /// ``layoutSubviews()`` top-down on every view that needs it. Views laid out by
    /// frame alone keep their frames.
    ///
    /// A required constraint that contradicts others is left out of the solution and
    /// reported to the root's ``View/layoutConflictHandler`` (by default, printed to
    /// standard error, as Auto Layout logs "Unable to simultaneously satisfy
    /// constraints"). Use ``layoutIfNeededOrThrow()`` to get the conflicts as an error
    /// instead.
    ///
    /// ```swift
    /// root.frame.size.width = 120
    /// root.layoutIfNeeded()
    /// ```
    public func layoutIfNeeded() {
        do {
            try layoutIfNeededOrThrow()
        } catch {
            rootView.layoutConflictHandler(error)
        }
    }

    /// Runs the layout pass like ``layoutIfNeeded()`` but throws the constraints that
    /// could not be satisfied.
    ///
    /// The pass still completes: frames are written without the rejected constraints,
    /// which stay active and are tried again when they or their views change.
    ///
    /// - Throws: ``LayoutError/unsatisfiable(_:)`` with one ``LayoutConflict`` per
    ///   rejected required constraint, naming the constraints it contradicts.
    public func layoutIfNeededOrThrow() throws(LayoutError) {
        let root = rootView
        guard root._needsLayoutPass else { return }
        var conflicts: [LayoutConflict] = []
        if root._isInLayoutPass {
            // Called from a layoutSubviews: bring frames up to date; the pass that is
            // running calls the remaining layoutSubviews.
            root._needsLayoutPass = false
            conflicts = root.layoutEngine.solve()
            if !conflicts.isEmpty { throw .unsatisfiable(conflicts) }
            return
        }
        root._isInLayoutPass = true
        defer { root._isInLayoutPass = false }
        // layoutSubviews may move frame-laid views that constraints refer to; solve
        // again until the tree is still, a few rounds at most.
        for _ in 0..<8 {
            root._needsLayoutPass = false
            conflicts += root.layoutEngine.solve()
            root.layoutSubviewsTopDown()
            if !root._needsLayoutPass { break }
        }
        if !conflicts.isEmpty { throw .unsatisfiable(conflicts) }
    }

    // MARK: - Internals

    /// The root's engine, made on first use.
    var layoutEngine: LayoutEngine {
        if let engine = _engine { return engine }
        let engine = LayoutEngine(root: self)
        _engine = engine
        return engine
    }

    /// The direction leading and trailing resolve to here.
    var effectiveLayoutDirection: LayoutDirection {
        var view: View? = self
        while let current = view {
            if let direction = current.layoutDirection { return direction }
            view = current.superview
        }
        return .leftToRight
    }

    /// Parents before children, so that frames a parent sets reach its children's
    /// layout in the same pass; subtrees in which no view needs layout are skipped.
    ///
    /// The walk clears a view's `_subtreeNeedsLayout` as it enters it, before its
    /// `layoutSubviews()` and its subviews, so a view marked while the walk runs
    /// (by a `layoutSubviews()`, or by a nested pass writing frames) is never lost:
    /// marking goes up until a view that has the flag, and every such view is either
    /// still ahead of the walk, with the marked path below it, or was marked after the
    /// walk entered it, by a marking that went further up, through every entered
    /// view, to the root. So the walk reaches it now, or the next pass does.
    ///
    /// - Complexity: O(*m*) for the *m* views on paths from the root to views that
    ///   need layout, with no reference counting per view
    ///   (``forEachSubviewUnretained(_:)``).
    func layoutSubviewsTopDown() {
        guard _subtreeNeedsLayout else { return }
        _subtreeNeedsLayout = false
        if _needsLayout {
            _needsLayout = false
            layoutSubviews()
        }
        forEachSubviewUnretained { $0.layoutSubviewsTopDown() }
    }

    /// Sets `_subtreeNeedsLayout` on the view and up the superview chain, stopping at
    /// the first ancestor that has it.
    func setSubtreeNeedsLayout() {
        _subtreeNeedsLayout = true
        var ancestor = superview
        while let view = ancestor, !view._subtreeNeedsLayout {
            view._subtreeNeedsLayout = true
            ancestor = view.superview
        }
    }

    /// The layout pass writes frames here: no anchor bookkeeping, since the frame is
    /// the solver's output, not its input. `superview` is the view's superview, which
    /// the pass knows without loading the weak link.
    func setFrameFromLayout(_ frame: Rect, under superview: View) {
        guard frame != _frame else { return }
        let sizeChanged = frame.size != _frame.size
        _frame = frame
        setNeedsDisplay(under: superview, moved: !sizeChanged)
        if sizeChanged {
            _needsLayout = true
            _subtreeNeedsLayout = true
            if !superview._subtreeNeedsLayout { superview.setSubtreeNeedsLayout() }
        }
    }

    /// Sets the frame of a subview of `superview` that the superview places itself (a
    /// collection view's cells, every scroll): what setting ``frame`` does, without loading
    /// the superview through its weak link to mark it.
    package func setFramePlaced(_ frame: Rect, in superview: View) {
        guard frame != _frame else { return }
        guard _superview === superview else {
            self.frame = frame
            return
        }
        let old = _frame
        _frame = frame
        setNeedsDisplay(under: superview, moved: old.size == frame.size)
        if old.size != frame.size { setNeedsLayout() }
        if translatesFrameIntoConstraints { notifyEngineOfInputChange() }
    }

    func frameDidChange(from old: Rect) {
        if old.size == _frame.size { setNeedsDisplayMoved() } else { setNeedsDisplay() }
        if old.size != _frame.size { setNeedsLayout() }
        if translatesFrameIntoConstraints { notifyEngineOfInputChange() }
        if superview == nil { _needsLayoutPass = true }
    }

    func marginsDidChange() {
        // Constraints on margin attributes carry the margins in their constants.
        for constraint in _involvedConstraints where constraint.usesMargins {
            constraint.needsRecompile()
        }
    }

    func directionDidChange() {
        forEachInSubtree { view in
            for constraint in view._involvedConstraints where constraint.usesDirection {
                constraint.needsRecompile()
            }
        }
    }

    func layoutInputDidChange() {
        notifyEngineOfInputChange()
        setNeedsLayout()
    }

    /// Tells the root's engine, if this view is part of its solution, that the view's
    /// frame, intrinsic size or role changed.
    func notifyEngineOfInputChange() {
        guard _node.engine != nil else { return }
        let root = rootView
        root._needsLayoutPass = true
        if let engine = root._engine, engine.tag === _node.engine { engine.enqueue(self) }
    }
}
