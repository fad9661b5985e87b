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
}
