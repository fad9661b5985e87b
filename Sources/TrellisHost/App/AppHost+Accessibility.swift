import TrellisViews

// The accessible mode's announcements (see AccessibilityOptions): sentences from views
// and from the app, handed to the app's status line while the mode says so.

extension AppHost {
    /// Says `sentence` to the user: while ``AccessibilityOptions/announcesChanges`` is
    /// on, it becomes ``lastAnnouncement`` and goes to ``onAnnouncement``; otherwise it is
    /// dropped, so an app announces without asking which mode it runs in.
    ///
    /// Views announce through `View.announce(_:)`, which reaches this
    /// while the app runs (the root's `View.announcementHandler`).
    ///
    /// ```swift
    /// app.onAnnouncement = { sentence in status.show(sentence) }
    /// app.announce("68 breeds loaded")
    /// ```
    public func announce(_ sentence: String) {
        guard !sentence.isEmpty else { return }
        announcementObserver?(sentence)
        guard accessibility.announcesChanges else { return }
        lastAnnouncement = sentence
        onAnnouncement?(sentence)
    }

    /// Says what took focus by Tab, Shift-Tab or a click: the focused view's
    /// `accessibilityFocusDescription` ("Favorite, button"), when it has one.
    package func announceFocus() {
        if let description = focusedView?.accessibilityFocusDescription { announce(description) }
    }

    /// The titles of the headings on screen (views whose `View.accessibilityHeading` is
    /// set: a list's section headers), top to bottom, then left to right: what a browser
    /// host's accessible mirror lists. A view counts when it and its ancestors show and
    /// part of it lies inside every ancestor's frame and the screen.
    ///
    /// - Complexity: O(*v*) for the *v* views shown.
    package func visibleHeadings() -> [String] {
        var found: [(y: Double, x: Double, title: String)] = []
        Self.collectHeadings(
            in: drawnTree, origin: .zero, clip: Rect(x: 0, y: 0, width: Double(size.columns), height: Double(size.rows)), into: &found)
        found.sort { ($0.y, $0.x) < ($1.y, $1.x) }
        return found.map(\.title)
    }

    private static func collectHeadings(
        in view: View, origin: Point, clip: Rect, into found: inout [(y: Double, x: Double, title: String)]
    ) {
        guard !view.isHidden else { return }
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        guard let visible = frame.intersection(clip), !visible.isEmpty else { return }
        if let title = view.accessibilityHeading, !title.isEmpty { found.append((visible.minY, visible.minX, title)) }
        for subview in view.subviews { collectHeadings(in: subview, origin: frame.origin, clip: visible, into: &found) }
    }
}
