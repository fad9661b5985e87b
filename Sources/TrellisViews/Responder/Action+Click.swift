extension Action.Name {
    /// A click (a left click in a terminal, a tap elsewhere); the value is the `Point`
    /// clicked in the receiving view's coordinates. Hosts send it to the view under the
    /// pointer, and it travels up the responder chain: a list selects the item whose cell
    /// it reaches, with no handler in the cell.
    public static let click: Action.Name = "click"
}
