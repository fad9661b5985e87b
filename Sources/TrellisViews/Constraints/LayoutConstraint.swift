import TrellisSolver

/// One linear relation between two view attributes, the unit the layout pass solves:
/// `first.attribute ⋚ second.attribute × multiplier + constant`, at a priority.
///
/// The DSL (``View/constraints``) makes these; `make.edges.equalToSuperview()` makes
/// four, held together by one ``ViewConstraint`` handle. A layout constraint is
/// *installed* on the closest common ancestor of its views (on the view itself for a
/// size with no second view), as Masonry installs on `mas_closestCommonSuperview`.
///
/// Unlike Auto Layout, every property but the views and attributes can change while
/// the constraint is active, multiplier included: the next layout pass replaces the
/// one solver constraint. Descriptions read like the source:
///
/// ```
/// avatar.left == cell.left + 8 @required (CellView.swift:42)
/// ```
///
/// A constraint does not keep its views alive (they hold it), so a handle may outlive
/// them: it is then ``isOrphaned``, reads `<released>` for the missing view in its
/// description, and activating, deactivating or changing it does nothing.
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// The view the constraint is made on, or `nil` once that view is deallocated.
    public weak let firstItem: View?
    /// The first view's attribute.
    public let firstAttribute: LayoutAttribute
    /// How the sides compare.
    public let relation: LayoutRelation
    /// The view on the right side, or `nil` for a constant length (`width == 40`) or
    /// once that view is deallocated (``secondAttribute`` tells the two apart).
    public weak let secondItem: View?
    /// The second view's attribute (`nil` when there is no second view).
    public let secondAttribute: LayoutAttribute?
    /// Where the constraint was written.
    public let location: SourceLocation
    /// A name for descriptions; SnapKit's `labeled(_:)`.
    public var label: String?

    /// What the second attribute is multiplied by.
    public var multiplier: Double {
        didSet { if multiplier != oldValue { needsRecompile() } }
    }

    /// What is added to the right side.
    public var constant: Double {
        didSet { if constant != oldValue { constantDidChange() } }
    }

    /// How much the constraint matters; may move between required and optional.
    public var priority: LayoutPriority {
        didSet { if priority != oldValue { needsRecompile() } }
    }

    /// The view holding the constraint while it is active.
    public var installedView: View? { _installedView }

    // Weak, like the items: a handle may outlive its holder, even while the holder's
    // deinit (which deactivates what it holds) waits for the main actor.
    weak var _installedView: View?

    /// Whether the constraint takes part in layout.
    public var isActive: Bool {
        get { _isActive }
        set { if newValue { activate() } else { deactivate() } }
    }

    var _isActive = false
    /// The solver's copy and the engine that holds it.
    var compiled: Constraint?
    var compiledEngine: EngineTag?
    /// The engine whose queue holds the constraint, to queue it once.
    var queuedEngine: EngineTag?
    /// Which attribute ``ViewConstraint/update(inset:)`` reads the insets for.
    let constantAttribute: LayoutAttribute

    /// Makes an inactive constraint; ``activate()`` installs it.
    ///
    /// - Precondition: the attributes pair sensibly: positions with positions on the
    ///   same axis, lengths with lengths (either axis: aspect ratios), and not an
    ///   attribute with itself.
    public init(
        item firstItem: View, attribute firstAttribute: LayoutAttribute,
        relatedBy relation: LayoutRelation,
        toItem secondItem: View?, attribute secondAttribute: LayoutAttribute?,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        label: String? = nil, location: SourceLocation
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? nil : (secondAttribute ?? firstAttribute)
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.label = label
        self.location = location
        self.constantAttribute = firstAttribute
        validatePairing(firstItem, secondItem)
    }

    // MARK: - Activation

    /// Installs the constraint on the closest common ancestor of its views; the next
    /// layout pass adds it to the solver. Does nothing when already active, or when
    /// ``isOrphaned``.
    ///
    /// - Precondition: the views share an ancestor (and a position attribute with no
    ///   second view has a superview to bind to).
    public func activate() {
        guard !_isActive, let (first, second) = items else { return }
        let holder = resolveHolder(first, second)
        _isActive = true
        _installedView = holder
        holder._installedConstraints.append(self)
        first._involvedConstraints.append(self)
        if let second, second !== first { second._involvedConstraints.append(self) }
        let root = holder.rootView
        root._needsLayoutPass = true
        root._engine?.enqueue(self)
    }

    /// Uninstalls the constraint; the next layout pass solves without it. Does
    /// nothing when already inactive.
    public func deactivate() {
        guard _isActive else { return }
        if let holder = _installedView {
            let root = holder.rootView
            root._engine?.uncompile(self)
            root._needsLayoutPass = true
            holder._installedConstraints.removeFirst(identicalTo: self)
        }
        _isActive = false
        _installedView = nil
        leaveItems()
    }

    /// Whether a view the constraint relates has been deallocated. An orphaned
    /// constraint stays inactive: ``activate()`` and changes to it do nothing.
    public var isOrphaned: Bool { items == nil }

    /// Both views, loaded once each, or `nil` when the constraint ``isOrphaned``.
    var items: (first: View, second: View?)? {
        guard let first = firstItem else { return nil }
        let second = secondItem
        if secondAttribute != nil && second == nil { return nil }
        return (first, second)
    }

    /// Takes the constraint off its views' lists of active constraints that mention them.
    private func leaveItems() {
        let first = firstItem
        first?._involvedConstraints.removeFirst(identicalTo: self)
        if let second = secondItem, second !== first { second._involvedConstraints.removeFirst(identicalTo: self) }
    }

    /// Whether the last layout pass left the constraint out because it contradicted
    /// required constraints. It is tried again when it or its views change.
    public internal(set) var isRejected = false

    /// A new constant: changed in place in the solver when compiled there.
    func constantDidChange() {
        guard _isActive, let holder = _installedView else { return }
        let root = holder.rootView
        root._needsLayoutPass = true
        guard let engine = root._engine else { return }
        if compiledEngine !== engine.tag {
            engine.enqueue(self)  // not in the solver: it goes in with the new constant
        } else {
            engine.enqueueConstantChange(self)
        }
    }

    /// The holder is going away with the tree it held this constraint in. A view the
    /// caller still holds (a subview kept after its superview went) forgets it too.
    func holderWillDeinit() {
        _isActive = false
        _installedView = nil
        leaveItems()
    }

    /// Takes the solver's copy out so the next pass adds a fresh one.
    func needsRecompile() {
        guard _isActive, let holder = installedView else { return }
        let root = holder.rootView
        root._needsLayoutPass = true
        guard let engine = root._engine else { return }
        engine.uncompile(self)
        engine.enqueue(self)
    }

    /// Whether the constraint reads its views' layout margins.
    var usesMargins: Bool { firstAttribute.usesMargins || (secondAttribute?.usesMargins ?? false) }

    /// Whether the constraint reads the layout direction.
    var usesDirection: Bool { firstAttribute.usesDirection || (secondAttribute?.usesDirection ?? false) }

    // MARK: - Misuse

    private func resolveHolder(_ firstItem: View, _ secondItem: View?) -> View {
        guard let secondItem, secondItem !== firstItem else { return firstItem }
        // The common cases first: a view and its superview, or two siblings.
        let parent = firstItem.superview
        if let parent, parent === secondItem || parent === secondItem.superview { return parent }
        if secondItem.superview === firstItem { return firstItem }
        guard let holder = firstItem.closestCommonAncestor(with: secondItem) else {
            preconditionFailure(
                """
                \(firstItem.debugName) and \(secondItem.debugName) have no common ancestor: add both to \
                one view tree before constraining \(firstItem.debugName).\(firstAttribute) to \
                \(secondItem.debugName).\(secondAttribute ?? firstAttribute) (\(location))
                """)
        }
        return holder
    }

    private func validatePairing(_ firstItem: View, _ secondItem: View?) {
        guard let secondItem, let secondAttribute else {
            precondition(
                firstAttribute.isSize,
                """
                \(firstItem.debugName).\(firstAttribute) needs a view to be measured from; only width and \
                height can equal a number alone (\(location))
                """)
            return
        }
        // Lengths may cross axes (an aspect ratio: width == height × 2); positions may not.
        precondition(
            firstAttribute.axis == secondAttribute.axis || (firstAttribute.isSize && secondAttribute.isSize),
            """
            \(firstItem.debugName).\(firstAttribute) is \(firstAttribute.axis) but \
            \(secondItem.debugName).\(secondAttribute) is \(secondAttribute.axis): a constraint relates \
            attributes along one axis (\(location))
            """)
        precondition(
            firstAttribute.isSize == secondAttribute.isSize,
            """
            \(firstItem.debugName).\(firstAttribute) and \(secondItem.debugName).\(secondAttribute) pair a \
            position with a length: relate edges and centres to each other, widths and heights to each \
            other (\(location))
            """)
        precondition(
            !(firstAttribute.isAbsoluteHorizontal && secondAttribute.usesDirection)
                && !(firstAttribute.usesDirection && secondAttribute.isAbsoluteHorizontal),
            """
            \(firstItem.debugName).\(firstAttribute) and \(secondItem.debugName).\(secondAttribute) mix \
            leading/trailing with left/right: relate leading and trailing to each other, left and right to \
            each other (\(location))
            """)
        precondition(
            !(firstItem === secondItem && firstAttribute == secondAttribute),
            """
            \(firstItem.debugName).\(firstAttribute) is constrained to itself: did you mean \
            equalToSuperview() or another view? (\(location))
            """)
    }

    // MARK: - Description

    /// `avatar.left == cell.left + 8 @required (CellView.swift:42)`, with
    /// `[label: …]` before the location when labeled, and `<released>` in place of a
    /// view that is gone.
    public var description: String {
        var text = "\(firstItem?.debugName ?? "<released>").\(firstAttribute) \(relation) "
        if let secondAttribute {
            text += "\(secondItem?.debugName ?? "<released>").\(secondAttribute)"
            if multiplier != 1 { text += " * \(formatPoints(multiplier))" }
            if constant > 0 { text += " + \(formatPoints(constant))" }
            if constant < 0 { text += " - \(formatPoints(-constant))" }
        } else {
            text += formatPoints(constant)
        }
        text += " @\(priority)"
        if let label { text += " [label: \(label)]" }
        return text + " (\(location))"
    }
}

extension Array where Element: AnyObject {
    /// Removes the first element that is `element` itself.
    mutating func removeFirst(identicalTo element: Element) {
        if let index = firstIndex(where: { $0 === element }) { remove(at: index) }
    }
}
