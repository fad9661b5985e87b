/// Why a key as written ("ctrl+p", "shift+up", "F1") is not a key.
public enum KeySpecError: Error, Equatable, CustomStringConvertible {
    /// Nothing was written (or only modifiers: "ctrl+").
    case empty(String)
    /// A modifier that is not `ctrl`, `alt` or `shift`.
    case unknownModifier(String, in: String)
    /// A key name that is neither a single character nor a named key.
    case unknownKey(String, in: String)
    /// A function key out of F1–F12.
    case functionKeyOutOfRange(String)

    public var description: String {
        switch self {
        case .empty(let spec): "\"\(spec)\" names no key"
        case let .unknownModifier(modifier, spec): "\"\(modifier)\" in \"\(spec)\" is not a modifier (ctrl, alt, shift)"
        case let .unknownKey(key, spec):
            "\"\(key)\" in \"\(spec)\" is not a key (one character, or enter, tab, space, escape, backspace, delete, insert, "
                + "up, down, left, right, home, end, pageup, pagedown, f1–f12)"
        case .functionKeyOutOfRange(let spec): "\"\(spec)\" is not a function key: F1 to F12"
        }
    }
}

extension KeyEvent {
    /// The key `spec` names, as a keymap file writes it: modifiers then the key, joined by
    /// `+` (`ctrl+p`, `shift+up`, `alt+x`, `F1`, `space`, `?`, `+`). Names are case
    /// insensitive (`Ctrl+P` is `ctrl+p`: a terminal reports Ctrl-letter as the lowercase
    /// letter); a single character stands for itself, case kept (`X` is Shift-x as a
    /// terminal sends it). The inverse of ``spec``.
    ///
    /// - Throws: ``KeySpecError`` naming the part that is not a key or modifier.
    public init(spec: String) throws(KeySpecError) {
        // The key is what follows the last "+", unless the key is "+" itself ("+", "ctrl++").
        let keyName: String
        let modifierText: Substring
        if spec == "+" {
            (keyName, modifierText) = ("+", "")
        } else if spec.hasSuffix("++") {
            (keyName, modifierText) = ("+", spec.dropLast(2))
        } else if let plus = spec.lastIndex(of: "+") {
            (keyName, modifierText) = (String(spec[spec.index(after: plus)...]), spec[..<plus])
        } else {
            (keyName, modifierText) = (spec, "")
        }
        guard !keyName.isEmpty else { throw .empty(spec) }
        let parts = modifierText.isEmpty ? [] : modifierText.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        var modifiers: KeyModifiers = []
        for part in parts {
            switch part.lowercased() {
            case "ctrl", "control": modifiers.insert(.control)
            case "alt", "meta", "option": modifiers.insert(.alt)
            case "shift": modifiers.insert(.shift)
            default: throw .unknownModifier(part, in: spec)
            }
        }
        self.init(try Self.key(named: keyName, in: spec), modifiers: modifiers)
        if modifiers.contains(.control), case .character(let letter) = key { key = .character(Character(letter.lowercased())) }
    }

    private static func key(named name: String, in spec: String) throws(KeySpecError) -> Key {
        if name.count == 1, let character = name.first { return .character(character) }
        switch name.lowercased() {
        case "enter", "return": return .enter
        case "tab": return .tab
        case "space": return .character(" ")
        case "escape", "esc": return .escape
        case "backspace": return .backspace
        case "delete", "del": return .delete
        case "insert", "ins": return .insert
        case "up": return .up
        case "down": return .down
        case "left": return .left
        case "right": return .right
        case "home": return .home
        case "end": return .end
        case "pageup", "pgup": return .pageUp
        case "pagedown", "pgdn": return .pageDown
        case let lower where lower.hasPrefix("f") && lower.count > 1 && lower.dropFirst().allSatisfy(\.isASCII):
            guard let number = Int(lower.dropFirst()) else { throw .unknownKey(name, in: spec) }
            guard (1...12).contains(number) else { throw .functionKeyOutOfRange(spec) }
            return .function(number)
        default: throw .unknownKey(name, in: spec)
        }
    }

    /// The key as a keymap file writes it (`ctrl+p`, `shift+up`, `f1`, `space`): what
    /// ``init(spec:)`` reads back.
    public var spec: String {
        let name: String
        switch key {
        case .character(" "): name = "space"
        case .character(let character): name = String(character)
        case .function(let number): name = "f\(number)"
        case .pageUp: name = "pageup"
        case .pageDown: name = "pagedown"
        default: name = key.description
        }
        return modifiers.isEmpty ? name : "\(modifiers)+\(name)"
    }

    /// Whether a text field takes this key as text: a character with no modifier but Shift.
    public var isText: Bool {
        guard case .character = key else { return false }
        return modifiers.isSubset(of: .shift)
    }

    /// The key as help shows it, as it is written on a keyboard: `Ctrl-P`, `Shift-↑`,
    /// `F1`, `Space`, `Enter`, `?`.
    public var label: String {
        let name: String
        switch key {
        case .character(" "): name = "Space"
        case .character(let character): name = modifiers.contains(.control) ? character.uppercased() : String(character)
        case .function(let number): name = "F\(number)"
        case .enter: name = "Enter"
        case .tab: name = "Tab"
        case .backspace: name = "Backspace"
        case .delete: name = "Delete"
        case .insert: name = "Insert"
        case .escape: name = "Esc"
        case .up: name = "↑"
        case .down: name = "↓"
        case .left: name = "←"
        case .right: name = "→"
        case .home: name = "Home"
        case .end: name = "End"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        }
        var prefix = ""
        if modifiers.contains(.control) { prefix += "Ctrl-" }
        if modifiers.contains(.alt) { prefix += "Alt-" }
        if modifiers.contains(.shift) { prefix += "Shift-" }
        return prefix + name
    }
}
