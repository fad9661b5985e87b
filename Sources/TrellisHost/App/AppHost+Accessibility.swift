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

    /// The titles of the headings on screen (views with `View.isAccessibilityHeader` set
    /// and a `View.accessibilityHeading`: a list's section headers), top to bottom, then
    /// left to right: what a browser host's accessible mirror lists. A view counts when it
    /// is drawn (it and its ancestors show, and part of it lies inside every ancestor and
    /// the screen). Read from the painter's flattened tree, so call it after a frame is
    /// painted.
    ///
    /// - Complexity: O(*v*) for the *v* views shown, a flag read for each.
    package func visibleHeadings() -> [String] {
        var found: [(y: Int, x: Int, title: String)] = []
        let tree = painter.flattened
        for index in tree.entries.indices where tree.entries[index].isDrawn {
            let view = tree.views[index]
            guard view.isAccessibilityHeader, let title = view.accessibilityHeading, !title.isEmpty else { continue }
            found.append((tree.entries[index].shown.minY, tree.entries[index].shown.minX, title))
        }
        found.sort { ($0.y, $0.x) < ($1.y, $1.x) }
        return found.map(\.title)
    }
}
