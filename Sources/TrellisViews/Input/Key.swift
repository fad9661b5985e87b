/// A key on the keyboard, as the terminal reports it.
///
/// Printable keys arrive as ``character(_:)``; Ctrl-letter arrives as the letter with
/// ``KeyModifiers/control`` (Ctrl-C is `.character("c")` with `.control`), because a
/// terminal sends the same byte for both. Shift-Tab is ``tab`` with ``KeyModifiers/shift``.
///
/// ```swift
/// switch event.key {
/// case .down: collection.moveFocus(.next)
/// case .character("f"): toggleFavorite()
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character (a letter, a digit, `é`, `猫`), or a control letter.
    case character(Character)
    /// Editing keys: Enter, Tab, Backspace, Delete, Insert and Escape.
    case enter, tab, backspace, delete, insert, escape
    /// The arrow keys.
    case up, down, left, right
    /// Home, End, Page Up and Page Down.
    case home, end, pageUp, pageDown
    /// F1 to F12 (`function(1)` is F1).
    case function(Int)

    /// `down`, `f`, `F5`.
    public var description: String {
        switch self {
        case .character(" "): return "space"
        case .character(let character): return String(character)
        case .function(let number): return "F\(number)"
        case .enter: return "enter"
        case .tab: return "tab"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .insert: return "insert"
        case .escape: return "escape"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageUp"
        case .pageDown: return "pageDown"
        }
    }
}

/// Shift, Alt and Control, as far as the terminal reports them.
public struct KeyModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The Shift key.
    public static let shift = KeyModifiers(rawValue: 1)
    /// The Alt (Option, Meta) key.
    public static let alt = KeyModifiers(rawValue: 2)
    /// The Control key.
    public static let control = KeyModifiers(rawValue: 4)

    /// `ctrl+alt+shift`, or empty.
    public var description: String {
        var parts: [String] = []
        if contains(.control) { parts.append("ctrl") }
        if contains(.alt) { parts.append("alt") }
        if contains(.shift) { parts.append("shift") }
        return parts.joined(separator: "+")
    }
}

/// A key press: the key and the modifiers held with it.
///
/// The run loop sends it up the responder chain as the payload of a
/// `ResponderAction` named `ResponderAction.Name.key`:
///
/// ```swift
/// list.onAction(.key) { (event: KeyEvent) -> Bool in
///     event == KeyEvent(.down) ? list.moveFocus(.next) : false
/// }
/// ```
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifiers

    /// A press of `key` with `modifiers` (none by default).
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Ctrl-C: the run loop quits when nobody handles it.
    public static let interrupt = KeyEvent(.character("c"), modifiers: .control)
    /// Ctrl-\\, the terminal's quit key (SIGQUIT outside raw mode): the run loop quits when
    /// nobody handles it, and a terminal app then ends as that signal would.
    public static let quitSignal = KeyEvent(.character("\\"), modifiers: .control)

    /// `ctrl+c`, `down`, `shift+tab`.
    public var description: String {
        modifiers.isEmpty ? key.description : "\(modifiers)+\(key)"
    }
}
