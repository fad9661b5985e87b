// The "subtree needs display" flag: hosts skip clean subtrees, and a run loop asks the
// root alone whether anything needs drawing.

extension View {
    /// Whether the view, or any view in its subtree, needs display since a host last
    /// visited the subtree (``clearSubtreeNeedsDisplay()``).
    ///
    /// ``setNeedsDisplay()`` sets it on the view and every ancestor, stopping at the
    /// first ancestor that has it already: a view that has it implies its ancestors
    /// do. So a host asks the root whether anything needs drawing in O(1), and a
    /// painter skips every subtree whose root says no.
    ///
    /// - Complexity: O(1) to read.
    public var subtreeNeedsDisplay: Bool { _subtreeNeedsDisplay }

    /// Tells the view that a host is visiting its subtree now and will see every view
    /// in it that needs display; views that need display later set it again.
    ///
    /// A host that clears it must visit the subtree in the same pass, or the views in
    /// it that need display are hidden from later passes.
    public func clearSubtreeNeedsDisplay() {
        _subtreeNeedsDisplay = false
    }

    /// Whether the tree this view is in needs a layout pass: some constraint, frame or
    /// content changed since the last ``layoutIfNeeded()``.
    ///
    /// - Complexity: O(*d*) for the view's depth (it asks the root).
    public var treeNeedsLayout: Bool { rootView._needsLayoutPass }

    /// Sets ``subtreeNeedsDisplay`` here and up the superview chain; when the mark reaches
    /// a root that did not have it, tells the host showing the tree
    /// (``HostServices/treeNeedsFrame()``): a host that draws only when asked may be idle.
    ///
    /// - Complexity: O(*d*) for the ancestors that did not have it yet.
    func setSubtreeNeedsDisplay() {
        let wasMarked = _subtreeNeedsDisplay
        _subtreeNeedsDisplay = true
        var top = self
        var ancestor = superview
        while let view = ancestor, !view._subtreeNeedsDisplay {
            view._subtreeNeedsDisplay = true
            top = view
            ancestor = view.superview
        }
        if ancestor == nil, top !== self || !wasMarked { top.hostServices?.treeNeedsFrame() }
    }
}
