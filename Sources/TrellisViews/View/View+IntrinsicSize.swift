// What a view's content wants: its intrinsic size, how hard it hugs it and how hard it
// resists being squeezed below it, and where its text baselines sit.

extension View {
    /// The value for an axis of ``intrinsicContentSize`` that has no natural length.
    public static let noIntrinsicMetric: Double = -1

    /// Marks the intrinsic size as changed (the text of a label did): the next layout
    /// pass rebuilds the view's size constraints, and the superview hears of it
    /// (``subviewSizingDidChange(_:)``).
    public func invalidateIntrinsicContentSize() {
        if !translatesFrameIntoConstraints || _node.engine != nil { notifyEngineOfInputChange() }
        setNeedsLayout()
        superview?.subviewSizingDidChange(self)
    }

    /// How strongly the view resists growing beyond its intrinsic size along `axis`
    /// (250, ``LayoutPriority/defaultLow``, unless set).
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? _huggingPriorities.horizontal : _huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal { _huggingPriorities.horizontal = priority } else { _huggingPriorities.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`
    /// (750, ``LayoutPriority/defaultHigh``, unless set).
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? _compressionPriorities.horizontal : _compressionPriorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal { _compressionPriorities.horizontal = priority } else { _compressionPriorities.vertical = priority }
        invalidateIntrinsicContentSize()
    }
}
