/// A mouse report (SGR mode 1006): what happened, where, with which modifiers.
///
/// Coordinates are zero-based cells from the top-left of the screen.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
    /// A mouse button.
    public enum Button: Hashable, Sendable {
        /// The left, middle or right button.
        case left, middle, right
    }

    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(Button)
        /// A button came up.
        case release(Button)
        /// Motion with a button held.
        case drag(Button)
        /// Motion with no button held.
        case move
        /// The wheel, one notch: negative lines scroll up, positive down.
        case wheel(Int)
    }

    /// What the mouse did.
    public var kind: Kind
    /// The column, from 0.
    public var x: Int
    /// The row, from 0.
    public var y: Int
    /// The modifier keys held.
    public var modifiers: KeyModifiers

    /// A mouse event of `kind` at column `x`, row `y`.
    public init(_ kind: Kind, x: Int, y: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.x = x
        self.y = y
        self.modifiers = modifiers
    }

    /// `press(left) at 3,4`.
    public var description: String { "\(kind) at \(x),\(y)" }
}
