/// A view that shows part of a content view larger than itself, and scrolls it: UIKit's
/// `UIScrollView`, AppKit's `NSScrollView` with its clip view, Textual's
/// `ScrollableContainer`.
///
/// The content (``contentView``) sits in a clip view the size of the viewport, moved by
/// ``contentOffset``, so only what shows of it is drawn. Its size is
/// ``contentSize``: set it, or leave it to the content's intrinsic size (an axis without one
/// takes the viewport's length, as a column of text fills the width). A bar on the right
/// and one at the bottom show where the viewport is when the content is longer than it,
/// in ``trackStyle`` and ``thumbStyle``; the thumb can be dragged and the track pressed to
/// page (`ScrollView+Dragging.swift`).
///
/// The wheel scrolls it, and so do ↑/↓/←/→, Page Up/Down and Home/End while it has
/// focus (`ScrollView+Keys.swift`); when focus moves to a view inside the content, the view
/// scrolls to show it.
///
/// ```swift
/// let scroll = theme.scrollView(content: articleView)
/// scroll.contentSize = Size(width: 60, height: 400)
/// scroll.scrollRectToVisible(Rect(x: 0, y: 120, width: 60, height: 3))
/// scroll.onScroll = { offset in readingPosition = offset.y }
/// ```
public final class ScrollView: View {
    /// The viewport: the content's superview, clipping it (AppKit's `NSClipView`).
    public let clipView = View()

    /// The view scrolled. Setting it puts it in the clip view at the current offset.
    public var contentView: View? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView { clipView.addSubview(contentView) }
            setNeedsLayout()
        }
    }

    /// The content's size when set; `nil` (the default) takes it from the content's
    /// intrinsic size (see ``contentSize``).
    public var fixedContentSize: Size? {
        didSet { if fixedContentSize != oldValue { contentGeometryDidChange() } }
    }

    /// Where the viewport's top-left corner is in the content, always inside
    /// `0...` the largest offset on each axis, in whole cells. Setting it clamps it (NaN is 0).
    public var contentOffset: Point {
        get { geometry.clamp(storedOffset) }
        set { scroll(to: newValue) }
    }

    /// Called with the new ``contentOffset`` after each change of it.
    public var onScroll: (@MainActor (Point) -> Void)?

    /// Whether a vertical bar may show (when the content is taller than the viewport).
    public var showsVerticalScrollIndicator = true { didSet { contentGeometryDidChange() } }
    /// Whether a horizontal bar may show (when the content is wider than the viewport).
    public var showsHorizontalScrollIndicator = true { didSet { contentGeometryDidChange() } }

    /// How a bar's track looks (a theme's ``Theme/StyleName/scrollTrack``).
    public var trackStyle = Theme.standard[.scrollTrack] { didSet { setNeedsDisplay() } }
    /// How a bar's thumb looks (a theme's ``Theme/StyleName/scrollThumb``).
    public var thumbStyle = Theme.standard[.scrollThumb] { didSet { setNeedsDisplay() } }

    /// Whether the scroll view itself takes focus (and so the arrow keys); `true` by default.
    public var takesFocus = true

    var storedOffset = Point.zero
    /// The bar and axis a drag on the thumb moves, with the offset it started from.
    var thumbDrag: (axis: Axis, startOffset: Point)?

    /// A scroll view showing `content` (or nothing yet).
    public init(content: View? = nil) {
        super.init()
        clipView.key = "clip"
        addSubview(clipView)
        contentView = content
        if let content { clipView.addSubview(content) }  // observers do not run in init
        declareKeys()
        onAction(.scroll) { [unowned self] lines in scrollByWheel(lines) }
    }

    /// The content's size: ``fixedContentSize`` when set, else the content's intrinsic
    /// size, an axis without one taking the viewport's length. Setting it sets
    /// ``fixedContentSize``. Sizes that are not sane (NaN, negative) count as 0.
    public var contentSize: Size {
        get {
            let size = resolvedContentSize
            return Size(width: Double(ScrollGeometry.sane(size.width)), height: Double(ScrollGeometry.sane(size.height)))
        }
        set { fixedContentSize = newValue }
    }

    /// The geometry now: bars, viewport, limits.
    var geometry: ScrollGeometry {
        ScrollGeometry(
            size: bounds.size, contentSize: resolvedContentSize, allowsVerticalBar: showsVerticalScrollIndicator,
            allowsHorizontalBar: showsHorizontalScrollIndicator)
    }

    private var resolvedContentSize: Size {
        if let fixedContentSize { return fixedContentSize }
        guard let contentView else { return .zero }
        let intrinsic = contentView.intrinsicContentSize
        // Without the bars, first: an axis that fills the viewport never needs one.
        let whole = Size(width: Double(ScrollGeometry.sane(bounds.width)), height: Double(ScrollGeometry.sane(bounds.height)))
        let width = intrinsic.width == View.noIntrinsicMetric ? whole.width : intrinsic.width
        let height = intrinsic.height == View.noIntrinsicMetric ? whole.height : intrinsic.height
        let bars = ScrollGeometry(
            size: bounds.size, contentSize: Size(width: width, height: height), allowsVerticalBar: showsVerticalScrollIndicator,
            allowsHorizontalBar: showsHorizontalScrollIndicator)
        let viewport = bars.viewport
        return Size(
            width: intrinsic.width == View.noIntrinsicMetric ? Double(viewport.width) : intrinsic.width,
            height: intrinsic.height == View.noIntrinsicMetric ? Double(viewport.height) : intrinsic.height)
    }

    /// Tells the scroll view that its content's intrinsic size changed (rows were added):
    /// the next layout pass sizes it again and keeps the offset inside the new limits.
    public func invalidateContentSize() {
        contentGeometryDidChange()
    }

    /// Puts the clip view over the viewport and the content at the offset, clamped to the
    /// view's new size.
    public override func layoutSubviews() {
        let geometry = geometry
        let viewport = geometry.viewport
        clipView.frame = Rect(x: 0, y: 0, width: Double(viewport.width), height: Double(viewport.height))
        let offset = geometry.clamp(storedOffset)
        if offset != storedOffset { storedOffset = offset }
        let size = contentSize
        contentView?.frame = Rect(x: -offset.x, y: -offset.y, width: size.width, height: size.height)
    }

    // MARK: - Overrides (each forwards to the file of its concern)

    /// The scroll view takes focus unless ``takesFocus`` is off.
    public override var canBecomeFocused: Bool { takesFocus }

    /// Draws the bars that show; the content draws itself in the clip view.
    public override func draw(_ context: inout DrawingContext) { drawBars(&context) }

    /// Takes a drag that begins on a bar: on the thumb it captures the pointer and the
    /// content follows the thumb; on the track it pages towards the press. A drag that
    /// begins elsewhere (on the content) is left to others.
    public override func handleDrag(_ drag: DragEvent) -> Bool { dragBars(drag) }

    /// Takes a click on a bar, so it goes no further (its drag does the paging).
    public override func handleClick(at point: Point) -> Bool { barPosition(of: point) != nil }

    /// When focus moves to a view inside the content, scrolls to show it (a form's next
    /// field below the fold), as `UIScrollView` does for its focused subviews.
    public override func didUpdateFocus(_ update: FocusUpdate) { followFocus(update) }

    /// "scroll view, 40% down": its ``View/accessibilityLabel``, then how far down (and,
    /// when it scrolls sideways, how far right) the viewport is. Scrolling announces
    /// nothing: the content a screen reader reads says where it is.
    public override var accessibilityFocusDescription: String? { positionDescription }

    /// `offset: 0,12 content: 40×100`.
    public override var debugDetails: String? {
        let offset = contentOffset
        return "offset: \(Int(offset.x)),\(Int(offset.y)) content: \(contentSize)"
    }

    func contentGeometryDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }
}
