/// A declared binding as it stands for a view now (``View/keyBindingsInEffect``): its
/// scope and command name, the keys that reach it (a user's keymap applied, keys a nearer
/// view takes left out), what it does, whether it applies now, and a way to perform it.
///
/// The help overlay, the hint line and the command palette are made from these, so they
/// say what dispatch does:
///
/// ```swift
/// let bindings = app.keyTarget.keyBindingsInEffect
/// bindings.help        // every binding: "f  favorite or not", "?  this help", …
/// bindings.hints       // the hint line: "f favorite", "? help", "q quit"
/// bindings.first { $0.command == "reload" }?.perform()
/// ```
@MainActor
public struct ActiveKeyBinding {
    /// The keymap scope it was declared in (`cats.list`).
    public let scope: String
    /// The command's name, as a keymap file writes it (`toggle-favorite`).
    public let command: String
    /// The keys that reach it, in the order help shows them.
    public var keys: [KeyEvent]
    /// What it does, as help and the command palette say it.
    public let summary: String
    /// What the hint line says, where ``summary`` is too long; nil for the summary.
    public let hint: String?
    /// Whether the hint line offers it.
    public let showsInHints: Bool
    /// How help writes its keys when they are a family (`A–Z`), or nil to list ``keys``.
    public var keysLabel: String?
    /// Whether its command applies now (the declaration's `when`).
    public internal(set) var isEnabled: Bool
    private let action: @MainActor (KeyEvent) -> Bool

    /// `binding` of `scope` as it stands now: whether it applies, and what performing it
    /// with a key does. Views make these from their declarations; a host adds its own keys
    /// (Tab's focus moves) to the list with it.
    public init<Command: KeyCommand>(
        _ binding: KeyBinding<Command>, scope: String, isEnabled: Bool, perform: @escaping @MainActor (KeyEvent) -> Bool
    ) {
        self.scope = scope
        command = binding.command.rawValue
        keys = binding.keys
        summary = binding.summary
        hint = binding.hint
        showsInHints = binding.showsInHints
        keysLabel = binding.keysLabel
        self.isEnabled = isEnabled
        action = perform
    }

    /// Performs the command as its first key would (the command palette runs it so);
    /// returns whether it did. A command that does not apply now is not performed.
    @discardableResult
    public func perform() -> Bool {
        guard isEnabled, let key = keys.first else { return false }
        return action(key)
    }

    /// The keys as help writes them: ``keysLabel``, or each key's label (`Shift-↑ Shift-↓`).
    public var keysText: String { keysLabel ?? keys.map(\.label).joined(separator: " ") }

    /// The binding as the help overlay lists it.
    public var help: KeyHelp { KeyHelp(keysText, summary) }
}

@MainActor
extension Array where Element == ActiveKeyBinding {
    /// The bindings that apply now as the help overlay lists them, nearest view's first
    /// (a command that does not apply now is left out, as Textual's help leaves out an
    /// action `check_action` refuses).
    public var help: [KeyHelp] { filter { $0.isEnabled }.map { $0.help } }

    /// The bindings the hint line offers (those declared `showsInHints` that apply now),
    /// each with its first key and its hint.
    public var hints: [KeyHelp] {
        compactMap { binding in
            guard binding.showsInHints, binding.isEnabled, let key = binding.keys.first else { return nil }
            return KeyHelp(key.label, binding.hint ?? binding.summary)
        }
    }

    /// The bindings the command palette offers: those that apply now and are one command
    /// each (a family such as `A–Z` needs its key), with their summaries to search.
    public var commands: [ActiveKeyBinding] { filter { $0.isEnabled && $0.keysLabel == nil } }
}
