extension ResponderAction.Name where Payload == Point {
    /// A click (a left click in a terminal, a tap elsewhere): the point clicked in the
    /// receiving view's coordinates. Hosts send it to the view under the pointer, which is
    /// the action's `sender`, and it travels up the responder chain: a list selects the
    /// item whose cell it reaches, with no handler in the cell.
    public static var click: Self { "click" }
}
