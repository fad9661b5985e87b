/// A command a view or screen performs for a key (Textual's action names): an enum whose raw
/// values are the names a keymap file uses.
///
/// ```swift
/// enum ListCommand: String, KeyCommand {
///     case toggleFavorite = "toggle-favorite", reload, search
/// }
/// ```
public protocol KeyCommand: Hashable, Sendable, RawRepresentable where RawValue == String {}

extension KeyCommand where Self: CaseIterable {
    /// Every command's name, as a keymap file writes it: what `Keymap.check(commands:)`
    /// accepts for the scope these commands are bound in.
    public static var commandNames: Set<String> { Set(allCases.map(\.rawValue)) }
}

/// One binding (Textual's `Binding`): the keys that perform `command`, what it does, and
/// whether the hint line shows it.
public struct KeyBinding<Command: KeyCommand>: Sendable, Hashable {
    /// What the keys do.
    public var command: Command
    /// The keys, in the order help shows them; a keymap file may replace them.
    public var keys: [KeyEvent]
    /// What it does, as help and the command palette say it ("favorite or not").
    public var summary: String
    /// Whether the hint line offers it (the few keys a screen is for).
    public var showsInHints: Bool
    /// What the hint line says it does, where ``summary`` is too long ("go to"), or nil
    /// for the summary.
    public var hint: String?
    /// How help writes the keys when they are a family rather than a list (`A–Z` for every
    /// Shift-letter), or nil to list ``keys``.
    public var keysLabel: String?

    /// `keys` perform `command`, which does `summary`; the hint line shows it (as `hint`
    /// when given) if `showsInHints`.
    public init(
        _ command: Command, keys: [KeyEvent], _ summary: String, showsInHints: Bool = false, hint: String? = nil,
        keysLabel: String? = nil
    ) {
        self.command = command
        self.keys = keys
        self.summary = summary
        self.showsInHints = showsInHints
        self.hint = hint
        self.keysLabel = keysLabel
    }

    /// `keys` written as a keymap file writes them (`"ctrl+p"`, `"f"`, `"shift+up"`).
    ///
    /// A spec that is not a key is a programmer's mistake in the app's own table (a user's
    /// keymap file goes through ``KeyBindings/applying(_:)`` and its typed errors), so it traps.
    public init(
        _ command: Command, _ keys: String..., summary: String, showsInHints: Bool = false, hint: String? = nil,
        keysLabel: String? = nil
    ) {
        let events = keys.map { spec in
            do { return try KeyEvent(spec: spec) } catch { preconditionFailure("KeyBinding(\(command.rawValue)): \(error)") }
        }
        self.init(command, keys: events, summary, showsInHints: showsInHints, hint: hint, keysLabel: keysLabel)
    }

    /// The binding as help shows it: its keys (`f`, `Shift-↑ Shift-↓`) and what it does.
    public var help: KeyHelp { KeyHelp(keysLabel ?? keys.map(\.label).joined(separator: " "), summary) }
}

/// A view's or screen's key bindings, declared once (Textual's `BINDINGS`): dispatch, the help
/// overlay, the hint line and the command palette all read them, and a user's keymap file
/// rebinds them by command name.
///
/// ```swift
/// static let bindings: KeyBindings<ListCommand> = [
///     KeyBinding(.toggleFavorite, "f", summary: "favorite or not", showsInHints: true),
///     KeyBinding(.search, "/", summary: "search by name, origin, coat", showsInHints: true),
/// ]
/// if let command = bindings.command(for: event) { return perform(command) }
/// ```
public struct KeyBindings<Command: KeyCommand>: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// In the order help lists them.
    public private(set) var bindings: [KeyBinding<Command>]
    private var commandByKey: [KeyEvent: Command] = [:]

    /// The bindings `bindings`; a key bound twice is a programmer's mistake, and traps.
    public init(_ bindings: [KeyBinding<Command>]) {
        do { try self.init(checking: bindings) } catch { preconditionFailure("KeyBindings: \(error)") }
    }

    public init(arrayLiteral bindings: KeyBinding<Command>...) { self.init(bindings) }

    /// The bindings `bindings`, or why a key is bound twice.
    public init(checking bindings: [KeyBinding<Command>]) throws(KeymapError) {
        self.bindings = bindings
        for binding in bindings {
            for key in binding.keys {
                if let other = commandByKey[key], other != binding.command {
                    throw .keyBoundTwice(key.spec, first: other.rawValue, second: binding.command.rawValue)
                }
                commandByKey[key] = binding.command
            }
        }
    }

    /// The command `event` performs, if any. Shift held with a character that is not a
    /// letter (`?`, `!`: a host may report the Shift that typed it) is the character.
    public func command(for event: KeyEvent) -> Command? {
        if let command = commandByKey[event] { return command }
        guard case .character(let character) = event.key, !character.isLetter, event.modifiers.contains(.shift) else { return nil }
        return commandByKey[KeyEvent(event.key, modifiers: event.modifiers.subtracting(.shift))]
    }

    /// The binding of `command`.
    public func binding(of command: Command) -> KeyBinding<Command>? { bindings.first { $0.command == command } }

    /// Every binding as help lists it.
    public var help: [KeyHelp] { bindings.filter { !$0.keys.isEmpty || $0.keysLabel != nil }.map(\.help) }

    /// The bindings as help lists them with only the keys `usable` keeps (while a text
    /// field types, those that are not text: `KeyEvent/isText`); a binding left with none is
    /// left out.
    public func help(keeping usable: (KeyEvent) -> Bool) -> [KeyHelp] {
        bindings.compactMap { binding in
            let keys = binding.keys.filter(usable)
            return keys.isEmpty ? nil : KeyHelp(keys.map(\.label).joined(separator: " "), binding.summary)
        }
    }

    /// The bindings the hint line offers, in order, each with its first key and its hint.
    public var hints: [KeyHelp] { hints(keeping: { _ in true }) }

    /// The bindings the hint line offers (of `commands` alone when given), each with its
    /// first key `usable` keeps.
    public func hints(of commands: Set<Command>? = nil, keeping usable: (KeyEvent) -> Bool) -> [KeyHelp] {
        bindings.compactMap { binding in
            guard binding.showsInHints, commands?.contains(binding.command) ?? true, let key = binding.keys.first(where: usable)
            else { return nil }
            return KeyHelp(key.label, binding.hint ?? binding.summary)
        }
    }

    /// These bindings with the keys `keymap` gives their commands instead (a command it does
    /// not name keeps its keys; an empty list unbinds it).
    ///
    /// - Throws: ``KeymapError``: the keymap names a command these bindings do not have, or
    ///   binds one key to two commands.
    public func applying(_ keymap: [String: [KeyEvent]]) throws(KeymapError) -> KeyBindings {
        let known = Set(bindings.map(\.command.rawValue))
        if let unknown = keymap.keys.sorted().first(where: { !known.contains($0) }) {
            throw .unknownCommand(unknown, known: known.sorted())
        }
        var rebound = bindings
        for index in rebound.indices {
            guard let keys = keymap[rebound[index].command.rawValue] else { continue }
            rebound[index].keys = keys
            rebound[index].keysLabel = nil
        }
        return try KeyBindings(checking: rebound)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.bindings == rhs.bindings }
    public func hash(into hasher: inout Hasher) { hasher.combine(bindings) }
}
