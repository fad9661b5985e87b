/// Views one under another, declared in a ``StackBuilder`` and laid out by constraints:
/// SwiftUI's `VStack`, UIKit's `UIStackView` with a vertical axis, built the way Masonry
/// lays out a column (each view's top under the one before, made with the constraint DSL).
///
/// Arranged views keep their intrinsic heights; ``Spacer``s (and views with no height of
/// their own) share what is left; room left over with none of them stays at the bottom.
/// A hidden arranged view takes no room and its neighbours close up, as in `UIStackView`.
/// Across, ``alignment`` puts each view at the left, the centre or the right at its own
/// width, or stretches it (`fill`); a view with no width of its own (a text field) spans
/// the stack. A stack smaller than its content squeezes the views by their compression
/// resistance, then the gaps: never a conflict, never a negative size.
///
/// ```swift
/// let form = VStack(spacing: 1, alignment: .fill) {
///     title
///     nameField
///     if showsNote { note }
///     HStack { cancel; Spacer(); save }
/// }
/// form.constraints.make { $0.edges.equalToSuperview().inset(1) }
/// ```
///
/// - Complexity: Making the constraints is O(*n*) for *n* arranged views; it is done again
///   only when a view is added, removed, hidden or shown, or becomes flexible.
public final class VStack: View {
    let arrangement: StackArrangement

    /// A column of the builder's views, `spacing` rows apart (a negative or non-finite
    /// spacing counts as 0), each placed across by `alignment`.
    public init(spacing: Double = 0, alignment: HorizontalStackAlignment = .fill, @StackBuilder _ content: () -> [View]) {
        self.alignment = alignment
        arrangement = StackArrangement(axis: .vertical, spacing: spacing, alignment: alignment.cross)
        super.init()
        key = "vstack"
        for view in content() { arrangement.append(view, in: self) }
    }

    /// The views the stack lays out, top to bottom (UIStackView's `arrangedSubviews`).
    public var arrangedSubviews: [View] { arrangement.views }

    /// The rows between neighbours (a negative or non-finite value counts as 0).
    public var spacing: Double {
        get { arrangement.spacing }
        set { arrangement.setSpacing(newValue, in: self) }
    }

    /// Where each view goes across the stack.
    public var alignment: HorizontalStackAlignment {
        didSet { arrangement.setAlignment(alignment.cross, in: self) }
    }

    /// Adds `view` at the bottom (a view already arranged moves there).
    public func addArrangedSubview(_ view: View) { arrangement.append(view, in: self) }

    /// Takes `view` out of the stack and out of its subviews.
    public func removeArrangedSubview(_ view: View) { arrangement.remove(view, from: self) }

    /// The arranged views' heights and gaps, and the widest of them.
    public override var intrinsicContentSize: Size { arrangement.intrinsicSize }

    /// Makes the constraints again if an arranged view was hidden or shown since.
    public override func layoutSubviews() { arrangement.installIfNeeded(in: self) }

    /// An arranged view hidden, shown or resized: lay out again.
    public override func subviewSizingDidChange(_ subview: View) {
        arrangement.subviewSizingDidChange(subview, in: self)
    }
}
