/// Views side by side, declared in a ``StackBuilder`` and laid out by constraints:
/// SwiftUI's `HStack`, UIKit's `UIStackView` with a horizontal axis, built the way Masonry
/// lays out a row (each view's left edge after the one before, made with the constraint DSL).
///
/// Arranged views keep their intrinsic widths; ``Spacer``s (and views with no width of
/// their own) share what is left; room left over with none of them stays at the right.
/// A hidden arranged view takes no room and its neighbours close up, as in `UIStackView`.
/// Across, ``alignment`` puts each view at the left, the centre or the right at its own
/// height, or stretches it (`fill`); a view with no height of its own spans
/// the stack. A stack smaller than its content squeezes the views by their compression
/// resistance, then the gaps: never a conflict, never a negative size.
///
/// ```swift
/// let buttons = HStack(spacing: 2, alignment: .center) {
///     cancel
///     Spacer()
///     if canDelete { delete }
///     save
/// }
/// buttons.constraints.make { $0.left.right.bottom.equalToSuperview(); $0.height.equalTo(1) }
/// ```
///
/// - Complexity: Making the constraints is O(*n*) for *n* arranged views; it is done again
///   only when a view is added, removed, hidden or shown, or becomes flexible.
public final class HStack: View {
    let arrangement: StackArrangement

    /// A row of the builder's views, `spacing` columns apart (a negative or non-finite
    /// spacing counts as 0), each placed across by `alignment`.
    public init(spacing: Double = 0, alignment: VerticalStackAlignment = .fill, @StackBuilder _ content: () -> [View]) {
        self.alignment = alignment
        arrangement = StackArrangement(axis: .horizontal, spacing: spacing, alignment: alignment.cross)
        super.init()
        key = "hstack"
        for view in content() { arrangement.append(view, in: self) }
    }

    /// The views the stack lays out, left to right (UIStackView's `arrangedSubviews`).
    public var arrangedSubviews: [View] { arrangement.views }

    /// The columns between neighbours (a negative or non-finite value counts as 0).
    public var spacing: Double {
        get { arrangement.spacing }
        set { arrangement.setSpacing(newValue, in: self) }
    }

    /// Where each view goes across the stack.
    public var alignment: VerticalStackAlignment {
        didSet { arrangement.setAlignment(alignment.cross, in: self) }
    }

    /// Adds `view` at the right (a view already arranged moves there).
    public func addArrangedSubview(_ view: View) { arrangement.append(view, in: self) }

    /// Takes `view` out of the stack and out of its subviews.
    public func removeArrangedSubview(_ view: View) { arrangement.remove(view, from: self) }

    /// The arranged views' widths and gaps, and the tallest of them.
    public override var intrinsicContentSize: Size { arrangement.intrinsicSize }

    /// Makes the constraints again if an arranged view was hidden or shown since.
    public override func layoutSubviews() { arrangement.installIfNeeded(in: self) }

    /// An arranged view hidden, shown or resized: lay out again.
    public override func subviewSizingDidChange(_ subview: View) {
        arrangement.subviewSizingDidChange(subview, in: self)
    }
}
