import TrellisViews

/// Something the user did, as a host reads it: a terminal decodes it from its input bytes
/// (and, for ``resize(_:)``, learns of it from the session when the window changed size).
public enum InputEvent: Hashable, Sendable, CustomStringConvertible {
    /// A key press.
    case key(KeyEvent)
    /// Text pasted while bracketed paste was on, delivered whole.
    case paste(String)
    /// A mouse button, wheel or motion report.
    case mouse(MouseEvent)
    /// The terminal's new size.
    case resize(GridSize)

    public var description: String {
        switch self {
        case .key(let event): return "key(\(event))"
        case .paste(let text): return "paste(\(text.count) characters)"
        case .mouse(let event): return "mouse(\(event))"
        case .resize(let size): return "resize(\(size))"
        }
    }
}
