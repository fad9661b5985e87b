/// A short message shown for a while over an app's content by a ``ToastStack``:
/// Android's `Toast` (with a Snackbar's optional action), Textual's `notify`.
///
/// An information toast goes after ``duration`` (4 seconds by default); an error stays
/// until it is dismissed, unless given a duration, so a user who looked away still sees
/// what went wrong.
///
/// ```swift
/// stack.post(Toast("Saved"))
/// stack.post(Toast("Couldn't send 2 changes", kind: .error, actionTitle: "Retry"))
/// stack.post(Toast(StatusMessage("★ Korat is a favorite")))
/// ```
public struct Toast: Sendable, Hashable {
    /// How a toast reads and how long it stays.
    public enum Kind: Sendable, Hashable {
        /// Information (a theme's `.toast`); goes after its duration.
        case info
        /// Something that went wrong (a theme's `.toastError`); stays until dismissed.
        case error
    }

    /// What it says.
    public var message: String
    /// Information or an error.
    public var kind: Kind
    /// The title of the action a click on it performs ("Undo", "Retry"), or `nil`.
    public var actionTitle: String?
    /// How long it shows; `nil` until dismissed.
    public var duration: Duration?

    /// How long information shows unless said: 4 seconds.
    public static let defaultDuration: Duration = .seconds(4)

    /// A toast saying `message`: information goes after ``defaultDuration``, an error
    /// stays until dismissed.
    public init(_ message: String, kind: Kind = .info, actionTitle: String? = nil) {
        self.init(message, kind: kind, actionTitle: actionTitle, duration: kind == .error ? nil : Self.defaultDuration)
    }

    /// A toast saying `message` for `duration` (`nil`: until dismissed).
    public init(_ message: String, kind: Kind = .info, actionTitle: String? = nil, duration: Duration?) {
        self.message = message
        self.kind = kind
        self.actionTitle = actionTitle
        self.duration = duration
    }

    /// The toast for a status line's message (``StatusMessage``): an error stays, anything
    /// else goes after ``defaultDuration``.
    public init(_ status: StatusMessage) {
        self.init(status.text, kind: status.kind == .error ? .error : .info)
    }

    /// What a screen reader says for it: the message, "Error: " before an error's.
    public var spokenText: String { kind == .error ? "Error: \(message)" : message }
}
