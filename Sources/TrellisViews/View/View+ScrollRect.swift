// Scrolled content: a view that moves what it shows by whole rows (a list scrolled) says
// so, and a host moves what it drew there instead of drawing it again, as AppKit's
// `NSView.scrollRect(_:by:)` copies a view's rendered image and Core Animation moves a
// scrolled layer without redrawing it.

/// A rectangle of a view whose content moved by whole rows since the view was last
/// displayed (``View/scrollRect(_:byRows:)``).
public struct ScrolledRect: Hashable, Sendable {
    /// The part of the view (its own coordinates) whose content moved.
    public var rect: Rect
    /// How far it moved: positive up (the content scrolled down), negative down.
    public var rows: Int

    /// A rectangle whose content moved `rows` rows (positive: up).
    public init(rect: Rect, rows: Int) {
        self.rect = rect
        self.rows = rows
    }
}

/// What ``View/scrollRect(_:byRows:)`` recorded since the view was last displayed.
enum ScrollMark {
    /// Nothing scrolled.
    case none
    /// The content of a rectangle moved.
    case scrolled(ScrolledRect)
    /// The view's own drawing changed (or it scrolled two rectangles): a host draws it
    /// again whole.
    case invalidated
}

extension View {
    /// Tells hosts that what the view shows in `rect` (its own coordinates) moved `rows`
    /// rows up (down when negative), as the content of a list moves when it scrolls:
    /// AppKit's `NSView.scrollRect(_:by:)`. A host that keeps what it drew (the terminal
    /// host's painter) moves it, and draws only what came in and what changed, instead
    /// of the whole rectangle.
    ///
    /// Call it when you move your subviews' frames by `-rows` (in the same turn, before
    /// or after). What a host keeps, it checks: a subview that moved by anything else,
    /// changed size, changed its drawing, came or went, or has a subview that changed, is
    /// drawn again where it was and where it is; so is anything drawn over the rectangle
    /// that does not belong to this view. What it cannot check is the view's own drawing
    /// (``draw(_:)``): inside `rect` that must be only the view's background, or have moved
    /// with the content. Calls before the next frame add up while `rect` stays the same;
    /// another rectangle, or ``setNeedsDisplay()``, makes the host draw the view whole.
    ///
    /// ```swift
    /// // A view that lays out rows of text itself, scrolled one row down.
    /// offset += 1
    /// for (index, row) in rowViews.enumerated() { row.frame.origin.y = Double(index) - offset }
    /// scrollRect(bounds, byRows: 1)
    /// ```
    public func scrollRect(_ rect: Rect, byRows rows: Int) {
        switch _scrollMark {
        case .invalidated:
            break
        case .none:
            _scrollMark = .scrolled(ScrolledRect(rect: rect, rows: rows))
        case .scrolled(let earlier):
            _scrollMark = earlier.rect == rect ? .scrolled(ScrolledRect(rect: rect, rows: earlier.rows + rows)) : .invalidated
        }
        setNeedsDisplayForSubviews()
    }

    /// The rectangle whose content moved since the view was last displayed
    /// (``scrollRect(_:byRows:)``), or `nil` when none did, or when the view must be drawn
    /// whole (its own drawing changed, or two rectangles scrolled).
    public var scrolledSinceDisplay: ScrolledRect? {
        if case .scrolled(let scrolled) = _scrollMark { return scrolled }
        return nil
    }

    /// Whether the view needs display only because its frame moved, keeping its size,
    /// since it was last displayed: it draws what it drew before, elsewhere. (Its subviews
    /// may still need display for their own changes.)
    public var needsDisplayOnlyMoved: Bool { needsDisplay && _needsDisplayOnlyMoved }
}
