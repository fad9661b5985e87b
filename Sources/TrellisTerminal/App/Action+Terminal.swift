import TrellisViews

extension Action.Name {
    /// A key press; the value is its ``KeyEvent``. Sent to ``TerminalApp/focusedView``
    /// (or the root) and up the responder chain.
    public static let key: Action.Name = "key"
    /// The mouse wheel over a view; the value is an `Int` of lines, positive to scroll
    /// down, negative up. Sent to the view under the pointer.
    public static let scroll: Action.Name = "scroll"
    /// Pasted text; the value is the `String`. Sent to the focused view (or the root).
    public static let paste: Action.Name = "paste"
}
