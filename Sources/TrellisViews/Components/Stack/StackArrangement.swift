// The one layout both stacks share, along either axis: the constraints UIStackView's
// `_UIStackViewLayoutArrangement` installs, made here with Masonry's DSL on each arranged
// view, so the solver — not a hand-written frame loop — places them.

/// A stack's arranged views and the constraints that lay them out along `axis`.
///
/// Along the axis, each visible view follows the one before it at `spacing` (a gap that
/// gives way just below required, never below zero), the first at the stack's leading
/// edge, the last no further than its trailing edge. Views keep their intrinsic lengths
/// (their hugging, 250, beats the weak wish, 200, that the last one reach the end);
/// flexible views — spacers and views with no intrinsic length — have no hugging, so they
/// take the leftover, shared equally (240). A stack too short squeezes views by their
/// compression resistance (750) first, then the gaps and spacers' minimums (999): only
/// lengths ≥ 0 and the edges are required, so no size of the stack is a conflict.
/// Hidden views are taken out of the chain and shrunk to nothing, as `UIStackView` does.
@MainActor
final class StackArrangement {
    /// Where a view goes across the axis: the start (left or top), the centre, the end, or
    /// the whole breadth.
    enum CrossAlignment: Sendable, Hashable { case start, center, end, fill }

    /// What the installed constraints were made for: redone when it changes.
    struct Signature: Equatable {
        var visible: [Bool]
        var flexible: [Bool]
        var spacing: Double
        var alignment: CrossAlignment
    }

    let axis: Axis
    private(set) var views: [View]
    var spacing: Double
    var alignment: CrossAlignment
    /// The constraints made last, to remove before making them again.
    var handles: [ViewConstraint] = []
    /// What ``handles`` were made for.
    var installedSignature: Signature?

    /// An empty arrangement; the stack ``append(_:in:)``s its views once it exists.
    init(axis: Axis, spacing: Double, alignment: CrossAlignment) {
        self.axis = axis
        self.views = []
        self.spacing = Self.sanitized(spacing)
        self.alignment = alignment
    }

    /// A spacing the layout can use: a negative or non-finite one counts as 0.
    static func sanitized(_ spacing: Double) -> Double { spacing.isFinite ? Swift.min(Swift.max(spacing, 0), 1e6) : 0 }

    /// Sets the spacing (sanitized); the stack lays out again when it changed.
    func setSpacing(_ newValue: Double, in container: View) {
        let value = Self.sanitized(newValue)
        guard value != spacing else { return }
        spacing = value
        changed(container)
    }

    /// Sets the alignment; the stack lays out again when it changed.
    func setAlignment(_ newValue: CrossAlignment, in container: View) {
        guard newValue != alignment else { return }
        alignment = newValue
        container.setNeedsLayout()
    }

    /// Adds `view` at the end of `container`'s arrangement; a view already arranged moves there.
    func append(_ view: View, in container: View) {
        remove(view, from: container)
        if view.superview !== container { container.addSubview(view) }
        views.append(view)
        changed(container)
    }

    /// Takes `view` out of the arrangement and out of `container`.
    func remove(_ view: View, from container: View) {
        guard let index = views.firstIndex(where: { $0 === view }) else { return }
        views.remove(at: index)
        for handle in handles { handle.deactivate() }
        (handles, installedSignature) = ([], nil)
        view._madeConstraints.removeAll { !$0.isActive }
        view.removeFromSuperview()
        changed(container)
    }

    /// An arranged view was hidden, shown or resized: `container` lays out again, and
    /// its natural size may differ (telling a stack it sits in).
    func subviewSizingDidChange(_ subview: View, in container: View) {
        guard contains(subview) else { return }
        changed(container)
    }

    /// The arrangement changed: the stack lays out again, and its natural size may differ.
    private func changed(_ container: View) {
        container.setNeedsLayout()
        container.invalidateIntrinsicContentSize()
    }

    /// Whether `view` is one of the arranged views.
    func contains(_ view: View) -> Bool { views.contains { $0 === view } }

    /// The signature of the views as they are now.
    var signature: Signature {
        Signature(
            visible: views.map { !$0.isHidden }, flexible: views.map(isFlexible), spacing: spacing, alignment: alignment)
    }

    /// A spacer, or a view with no intrinsic length along the axis.
    func isFlexible(_ view: View) -> Bool {
        view is Spacer || !(view.intrinsicContentSize.length(along: axis) >= 0)
    }

    /// Makes the constraints again when what they were made for changed; returns whether it did.
    ///
    /// - Complexity: O(*n*) for *n* arranged views, when anything changed.
    @discardableResult
    func installIfNeeded(in container: View) -> Bool {
        let current = signature
        guard current != installedSignature else { return false }
        install(current, in: container)
        return true
    }
}

extension Axis {
    /// The other axis.
    var crossing: Axis { self == .horizontal ? .vertical : .horizontal }
    var centerAttribute: LayoutAttributeSet { self == .horizontal ? LayoutAttributeSet(.centerX) : LayoutAttributeSet(.centerY) }
}

extension Size {
    /// The width along the horizontal axis, the height along the vertical.
    func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }
}

extension LayoutPriority {
    /// Gaps and spacers' minimums: below required, so a stack too small is no conflict.
    static let stackSpacing = LayoutPriority(999)
    /// Flexible views share the leftover equally: above the wish to fill, below hugging.
    static let stackSharing = LayoutPriority(240)
    /// The wish that the last view reach the end, and that views span the breadth:
    /// weaker than any view's hugging (250), so only flexible views grow for it.
    static let stackFill = LayoutPriority(200)
}
