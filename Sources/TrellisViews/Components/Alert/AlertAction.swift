/// One button of an ``Alert``: its title and what kind of choice it is (UIKit's
/// `UIAlertAction` with its `UIAlertAction.Style`).
///
/// ```swift
/// let signOut = AlertAction(title: "Sign out", role: .destructive)
/// let cancel = AlertAction(title: "Cancel", role: .cancel)
/// ```
public struct AlertAction: Sendable, Hashable {
    /// What kind of choice an action is: it decides which button takes focus first, what
    /// Esc chooses and how the button looks.
    public enum Role: Sendable, Hashable {
        /// An ordinary choice; the first one takes focus when the alert is shown.
        case `default`
        /// Leaves things as they were; Esc chooses it.
        case cancel
        /// Throws something away (drawn in the theme's error colour).
        case destructive
    }

    /// The button's title.
    public var title: String
    /// What kind of choice it is.
    public var role: Role

    /// An action titled `title` with `role` (`.default` unless said).
    public init(title: String, role: Role = .default) {
        self.title = title
        self.role = role
    }
}
