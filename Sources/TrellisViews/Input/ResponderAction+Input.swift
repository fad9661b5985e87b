extension ResponderAction.Name where Payload == KeyEvent {
    /// A key press. A host sends it to the focused view (or the root) and up the
    /// responder chain.
    public static var key: Self { "key" }
}

extension ResponderAction.Name where Payload == Int {
    /// The mouse wheel over a view: lines, positive to scroll down, negative up. Sent to
    /// the view under the pointer.
    public static var scroll: Self { "scroll" }
}

extension ResponderAction.Name where Payload == String {
    /// Pasted text. Sent to the focused view (or the root).
    public static var paste: Self { "paste" }
}
