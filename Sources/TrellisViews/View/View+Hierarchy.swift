// Adding and removing subviews, and the questions the DSL asks of the tree.

extension View {
    // MARK: - Changing the tree

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    ///
    /// Constraints held inside `view`'s subtree come along; the next layout pass of the
    /// new root adds them to its solver.
    ///
    /// - Precondition: `view` is neither this view nor one of its ancestors.
    public func addSubview(_ view: View, file: StaticString = #fileID, line: UInt = #line) {
        // One of this view's own goes to the top: counted without it (UIKit's `addSubview`).
        insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0), file: file, line: line)
    }

    /// Adds each view of `keyed` on top, in order, named by its key (``key``, which tests,
    /// reports and accessibility paths use): a view's parts in one table, not a `key =` line
    /// and an ``addSubview(_:file:line:)`` line each.
    ///
    /// ```swift
    /// addSubviews(["name": nameLabel, "favorite": favoriteButton, "line": lineLabel])
    /// ```
    ///
    /// - Precondition: no view of `keyed` is this view or one of its ancestors.
    public func addSubviews(_ keyed: KeyValuePairs<String, View>, file: StaticString = #fileID, line: UInt = #line) {
        for (key, view) in keyed {
            view.key = key
            addSubview(view, file: file, line: line)
        }
    }

    /// Inserts `view` among the subviews at `index` (0 is at the back).
    ///
    /// - Precondition: `view` is neither this view nor one of its ancestors, and
    ///   `index` is in `0...subviews.count` (counted after removing `view` if it is
    ///   already a subview).
    public func insertSubview(_ view: View, at index: Int, file: StaticString = #fileID, line: UInt = #line) {
        insertSubview(view, at: index, layingOutSelf: true, file: file, line: line)
    }

    /// ``insertSubview(_:at:file:line:)`` for a view that places its subviews itself as it
    /// adds them (a collection view realizing a cell that scrolled in): the new subview is
    /// laid out, and the receiver marked for display, but the receiver is not laid out
    /// again for it.
    package func insertSubviewPlacedByCaller(_ view: View, at index: Int, file: StaticString = #fileID, line: UInt = #line) {
        insertSubview(view, at: index, layingOutSelf: false, file: file, line: line)
    }

    private func insertSubview(_ view: View, at index: Int, layingOutSelf: Bool, file: StaticString, line: UInt) {
        if view === self || isDescendant(of: view) {
            preconditionFailure(
                "\(view.debugName) cannot become a subview of \(debugName): it is the same view or one of its ancestors (\(file):\(line))")
        }
        if view.superview != nil { view.removeFromSuperview() }
        precondition(
            (0...subviews.count).contains(index),
            "insertSubview index \(index) is out of 0...\(subviews.count) in \(debugName) (\(file):\(line))")
        subviews.insert(view, at: index)
        view._superview = self
        // A former root's solver knows nothing of its new coordinates: the new root's
        // engine takes the subtree over.
        view._engine = nil
        let root = rootView
        root._engine?.subtreeAdded(view)
        view.setNeedsLayout()
        if layingOutSelf { setNeedsLayout() }
        setNeedsDisplayForSubviews()
    }

    /// Detaches the view from its superview.
    ///
    /// As in Auto Layout, constraints that tie the view's subtree to views outside it
    /// are deactivated; constraints held inside the subtree stay and apply again
    /// wherever the subtree is added next.
    public func removeFromSuperview() {
        removeFromSuperview(layingOutParent: true)
    }

    /// ``removeFromSuperview()`` for a view whose superview places its subviews itself (a
    /// collection view recycling a cell that scrolled out): the superview is marked for
    /// display, not laid out again for it.
    package func removeFromSuperviewPlacedByCaller() {
        removeFromSuperview(layingOutParent: false)
    }

    private func removeFromSuperview(layingOutParent: Bool) {
        guard let parent = superview else { return }
        var outside: [LayoutConstraint] = []
        forEachInSubtree { view in
            for constraint in view._involvedConstraints {
                guard let holder = constraint.installedView, !holder.isDescendant(of: self) else { continue }
                if !outside.contains(where: { $0 === constraint }) { outside.append(constraint) }
            }
        }
        for constraint in outside { constraint.deactivate() }
        rootView._engine?.subtreeRemoved(self)
        if let index = parent.subviews.firstIndex(where: { $0 === self }) {
            parent.subviews.remove(at: index)
        }
        _superview = nil
        _needsLayoutPass = true
        _subtreeNeedsLayout = true  // a root of its own now: its next walk starts here
        if layingOutParent { parent.setNeedsLayout() }
        parent.setNeedsDisplayForSubviews()
    }

    /// Puts `views`, each a subview, on top of the other subviews, in their order, back to
    /// front; the others keep theirs. What a run of ``bringSubviewToFront(_:)`` calls would
    /// leave, in one step, for a view that stacks many subviews at once (a collection view's
    /// cells under its headers, under its pinned header). Nothing changes, and nothing is
    /// marked for display, when they are on top in that order already.
    ///
    /// The views are found by address (sorted, then searched), not hashed and not retained:
    /// every view in a tree retains through a side table, and a list whose pinned header
    /// changes restacks on every scrolled frame.
    ///
    /// - Precondition: `views` are subviews, each once.
    /// - Complexity: O(*s* log *v*) for the *s* subviews and the *v* views.
    package func stackSubviewsOnTop(_ views: [View]) {
        guard !endsWithSubviews(views) else { return }
        let others: [View] = View.identities(of: views) { theirs in
            var sorted = Array(theirs)
            sorted.sort()
            for index in sorted.indices.dropFirst() where sorted[index - 1] == sorted[index] {
                preconditionFailure("stackSubviewsOnTop needs each view once; one is given twice to \(debugName)")
            }
            return View.identities(of: subviews) { mine in
                var others: [View] = []
                others.reserveCapacity(max(0, mine.count - sorted.count))
                for index in mine.indices where !View.contains(sorted, mine[index]) { others.append(subviews[index]) }
                return others
            }
        }
        precondition(
            others.count + views.count == subviews.count, "stackSubviewsOnTop needs subviews of \(debugName); one given is not")
        subviews = others + views
        setNeedsDisplayForSubviews()
    }

    /// Whether the sorted addresses `sorted` hold `address` (a binary search).
    nonisolated private static func contains(_ sorted: [UnsafeRawPointer], _ address: UnsafeRawPointer) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < address { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == address
    }

    /// Moves `view`, already a subview, to the top of the others.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        setNeedsDisplayForSubviews()
    }

    // MARK: - Questions

    /// The topmost ancestor (the view itself when it has no superview).
    ///
    /// - Complexity: O(*d*) for the view's depth.
    public var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Whether `ancestor` is this view or contains it.
    ///
    /// - Complexity: O(*d*) for the view's depth.
    public func isDescendant(of ancestor: View) -> Bool {
        var view: View? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.superview
        }
        return false
    }

    /// The closest view that is an ancestor of both (either view itself included), or
    /// `nil` when they are in different trees. Masonry's `mas_closestCommonSuperview:`.
    ///
    /// - Complexity: O(*d*) for the depths of both views.
    public func closestCommonAncestor(with other: View) -> View? {
        var depthA = depth
        var depthB = other.depth
        var a: View? = self
        var b: View? = other
        while depthA > depthB {
            a = a?.superview
            depthA -= 1
        }
        while depthB > depthA {
            b = b?.superview
            depthB -= 1
        }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superview
            b = y.superview
        }
        return nil
    }

    /// The first view in the subtree (this one included, depth first) whose key is `key`.
    public func subview(withKey key: String) -> View? {
        var found: View?
        forEachInSubtree { view in
            if found == nil, view.key == key { found = view }
        }
        return found
    }

    /// The number of ancestors.
    var depth: Int {
        var count = 0
        var view = superview
        while let current = view {
            count += 1
            view = current.superview
        }
        return count
    }

    /// Calls `body` with each subview, back to front, without retaining any of them.
    ///
    /// A view that another view ever referred to weakly keeps its reference counts in a
    /// side table, where every retain and release takes a slower path; walking a tree
    /// of them with one retain and release per view doubled the cost of a relayout.
    /// Here the array is copied once (one retain of its buffer), and that copy holds
    /// every subview strongly until the walk ends: `body` may add or remove subviews,
    /// even drop the last other reference to one, and every view it is handed is alive,
    /// and not being deinitialized, for the whole call.
    ///
    /// - Complexity: O(*s*) for the *s* subviews, plus what `body` costs.
    @inline(__always)
    package func forEachSubviewUnretained(_ body: (View) -> Void) {
        View.forEach(unretainedIn: subviews, body)
    }

    /// Whether `views` are the last subviews, in order, compared by identity without
    /// retaining any (every view in a tree retains and releases through a side table).
    package func endsWithSubviews(_ views: [View]) -> Bool {
        guard views.count <= subviews.count else { return false }
        let offset = subviews.count - views.count
        return View.identities(of: subviews) { mine in
            View.identities(of: views) { theirs in
                theirs.indices.allSatisfy { mine[offset + $0] == theirs[$0] }
            }
        }
    }

    /// The index of `view` among the subviews, found without retaining any.
    package func indexOfSubview(_ view: View) -> Int? {
        let target = UnsafeRawPointer(Unmanaged.passUnretained(view).toOpaque())
        return View.identities(of: subviews) { mine in mine.firstIndex(of: target) }
    }

    /// Calls `body` with the addresses of `views` (their identities), read without retaining them.
    nonisolated private static func identities<Result>(of views: [View], _ body: (UnsafeBufferPointer<UnsafeRawPointer>) -> Result)
        -> Result
    {
        views.withUnsafeBufferPointer { buffer in
            // A `View` reference has the layout of a pointer: reading the buffer as pointers
            // takes no reference.
            buffer.withMemoryRebound(to: UnsafeRawPointer.self) { body($0) }
        }
    }

    /// Calls `body` with each view of `views` through a guaranteed reference: `views`
    /// (the caller's copy of the array) owns them for the call, so none is retained.
    ///
    /// Nonisolated, like `LayoutEngine.read(_:in:)`: a closure handed to the standard
    /// library's `_withUnsafeGuaranteedRef` from the main actor gets an executor check
    /// per call, one handed to this function does not, and it runs on the caller's
    /// actor all the same (the function is synchronous).
    nonisolated package static func forEach(unretainedIn views: [View], _ body: (View) -> Void) {
        views.withUnsafeBufferPointer { buffer in
            // `Unmanaged<View>` has the layout of a `View` reference: reading the
            // buffer as one takes no reference.
            buffer.withMemoryRebound(to: Unmanaged<View>.self) { unretained in
                for view in unretained { view._withUnsafeGuaranteedRef(body) }
            }
        }
    }

    /// Calls `body` with the view `view` refers to, through a guaranteed reference: no
    /// retain and release. The caller proves that something else holds the view for
    /// the call. Nonisolated for the reason ``forEach(unretainedIn:_:)`` is.
    nonisolated package static func withUnretained<Result>(_ view: Unmanaged<View>, _ body: (View) -> Result) -> Result {
        view._withUnsafeGuaranteedRef(body)
    }

    /// Visits the view and its descendants, parents before children, back to front.
    func forEachInSubtree(_ body: (View) -> Void) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// `key`, or the type's name and a short identity when no key is set.
    public var debugName: String {
        if let key { return key }
        let address = UInt(bitPattern: ObjectIdentifier(self).hashValue) >> 4 & 0xFFFF
        return "\(type(of: self))#\(String(address, radix: 16))"
    }
}
