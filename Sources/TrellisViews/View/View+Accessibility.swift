// Announcements: a view says in words what changed (a list's focus moved, a load
// finished), and the host decides whether and where to say it (UIKit's
// `UIAccessibility.post(notification: .announcement, argument:)`).

extension View {
    /// Sends `sentence` to the ``announcementHandler`` of the nearest view, from this one
    /// up to the root, that has one; without a handler it is dropped.
    ///
    /// ```swift
    /// list.announce("Abyssinian, 1 of 68")
    /// ```
    ///
    /// - Complexity: O(*d*) for the view's depth.
    public func announce(_ sentence: String) {
        var view: View? = self
        while let current = view {
            if let handler = current.announcementHandler {
                handler(sentence)
                return
            }
            view = current.superview
        }
    }
}

/// A value that says in words what it is, for an announcement: a list item read out when
/// it takes focus ("Abyssinian, favorite"), as UIKit's `accessibilityLabel` does for a
/// view.
public protocol AccessibilityLabeled {
    /// The words a screen reader says for this value.
    var accessibilityLabel: String { get }
}
