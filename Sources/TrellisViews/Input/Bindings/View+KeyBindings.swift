// Views declare their key bindings (Textual's `BINDINGS`); a key travelling up the
// responder chain is offered to each view's bindings after its own `handleKey(_:)`, so
// the focused view's binding of a key shadows its ancestors' and an app writes no key
// switch for what it declared. Help, hints and the command palette read the same
// declarations (`keyBindingsInEffect`).

extension View {
    /// Declares the keys of this view's commands once: the responder chain performs them
    /// (`perform` receives the command and the key that chose it), and the help overlay,
    /// the hint line and the command palette list them (``keyBindingsInEffect``).
    ///
    /// A key reaches a view's bindings after the view's own ``handleKey(_:)`` (a focused
    /// text field keeps its characters) and before its `.key` handler; a command `when`
    /// says does not apply now is skipped, so the key goes on up the chain. The root's
    /// ``keymap`` rebinds the commands of `scope` (`cats.list`) by their raw values.
    ///
    /// ```swift
    /// enum ListCommand: String, KeyCommand { case favorite, removeFavorite = "remove-favorite" }
    ///
    /// listView.bindKeys(
    ///     [
    ///         KeyBinding(.favorite, "f", summary: "favorite or not", showsInHints: true),
    ///         KeyBinding(.removeFavorite, "x", "delete", summary: "remove the favorite (Favorites)"),
    ///     ],
    ///     scope: "cats.list",
    ///     when: { command in command != .removeFavorite || segment == .favorites }
    /// ) { command, _ in
    ///     switch command {
    ///     case .favorite: toggleFavorite()
    ///     case .removeFavorite: removeFavorite()
    ///     }
    ///     return true
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - bindings: The commands, their keys, summaries and hints.
    ///   - scope: The keymap scope that rebinds them.
    ///   - isEnabled: Whether a command applies now (Textual's `check_action`); every one by default.
    ///   - perform: Does the command; returns whether it did (`false` passes the key on).
    public func bindKeys<Command: KeyCommand>(
        _ bindings: KeyBindings<Command>, scope: String, when isEnabled: @escaping @MainActor (Command) -> Bool = { _ in true },
        perform: @escaping @MainActor (Command, KeyEvent) -> Bool
    ) {
        _keyBindingDeclarations.append(KeyBindingDeclaration(bindings, scope: scope, isEnabled: isEnabled, perform: perform))
    }

    /// Forgets every binding this view declared for `scope`.
    public func removeKeyBindings(scope: String) {
        _keyBindingDeclarations.removeAll { $0.scope == scope }
    }

    /// The bindings this view declared, as the root's ``keymap`` binds them, in
    /// declaration order.
    public var declaredKeyBindings: [ActiveKeyBinding] {
        let keymap = treeRoot.keymap
        return _keyBindingDeclarations.flatMap { $0.bindings(keymap) }
    }

    /// The bindings a key pressed here would reach, nearest first: this view's, then each
    /// view's up the responder chain (a screen's, then the shell's at the root).
    ///
    /// A key a nearer view binds to a command that applies now is left out of farther
    /// bindings (it never reaches them); above a view that takes typing (one with a
    /// ``textInsertionPoint``, a focused text field) keys that are text are left out too.
    /// A binding left with no key is left out. The help overlay, the hint line and the
    /// command palette are made from this list.
    ///
    /// - Complexity: O(*d* + *b*) for the chain's length and the bindings on it.
    public var keyBindingsInEffect: [ActiveKeyBinding] {
        let keymap = treeRoot.keymap
        // Each declaration along the chain brings its bindings up to date (a keymap, whether
        // each applies now) and says whether they changed; when none did and the chain is
        // the same, so is the answer: the hint line asks for it every frame.
        var chain: [(declaration: KeyBindingDeclaration, bindings: [ActiveKeyBinding], typesText: Bool)] = []
        var versions: [Int] = []
        var typesText = false
        for case let view as View in responderChain {
            typesText = typesText || view.textInsertionPoint != nil
            for declaration in view._keyBindingDeclarations {
                chain.append((declaration, declaration.bindings(keymap), typesText))
                versions.append(declaration.version)
            }
        }
        if let memo = _keyBindingsInEffectMemo, memo.matches(chain, versions: versions) { return memo.result }

        // An array, not a set: a screen claims a few dozen keys, and comparing them costs
        // less than hashing each.
        var claimed: [KeyEvent] = []
        var result: [ActiveKeyBinding] = []
        // A view's declarations are asked in order, so an earlier one's keys shadow a later
        // one's too (the search's Enter over the list's while typing).
        for (_, bindings, typesText) in chain {
            var claimedHere: [KeyEvent] = []
            for var binding in bindings {
                let shadowed = { (key: KeyEvent) in (typesText && key.isText) || claimed.contains(key) }
                // Most bindings lose no key: their keys array is not copied for nothing.
                if binding.keys.contains(where: shadowed) {
                    let declared = binding.keys.count
                    binding.keys.removeAll(where: shadowed)
                    guard !binding.keys.isEmpty else { continue }
                    // A few keys left of a group are listed by name ("↑ ↓ ← →", not "↑↓←→ j k").
                    if binding.keys.count < declared && binding.keys.count <= 6 { binding.keysLabel = nil }
                }
                if binding.isEnabled { claimedHere += binding.keys }
                result.append(binding)
            }
            claimed += claimedHere
        }
        _keyBindingsInEffectMemo = KeyBindingsInEffectMemo(
            declarations: chain.map(\.declaration), versions: versions, typesText: chain.map(\.typesText), result: result)
        return result
    }

    /// Performs the first binding of this view that `event` chooses and that applies now;
    /// returns whether one did.
    func performKeyBinding(for event: KeyEvent) -> Bool {
        guard !_keyBindingDeclarations.isEmpty else { return false }
        let keymap = treeRoot.keymap
        return _keyBindingDeclarations.contains { $0.perform(event, keymap) }
    }

    /// The root of this view's tree (itself when it has no superview).
    var treeRoot: View {
        var root = self
        while let superview = root.superview { root = superview }
        return root
    }
}

/// One view's declaration (``View/bindKeys(_:scope:when:perform:)``), its command type
/// erased inside the framework: it answers with ``ActiveKeyBinding``s and performs by key.
@MainActor
final class KeyBindingDeclaration {
    let scope: String
    /// The bindings for a keymap, each's `isEnabled` asked now, and whether anything
    /// changed since the last call (another keymap, a command that applies or stopped).
    private let update: @MainActor (Keymap) -> (bindings: [ActiveKeyBinding], changed: Bool)
    let perform: @MainActor (KeyEvent, Keymap) -> Bool
    /// Counts the changes ``bindings(_:)`` found: equal versions, equal bindings.
    private(set) var version = 0

    /// The bindings as `keymap` binds them, each as it applies now.
    func bindings(_ keymap: Keymap) -> [ActiveKeyBinding] {
        let (bindings, changed) = update(keymap)
        if changed { version &+= 1 }
        return bindings
    }

    init<Command: KeyCommand>(
        _ declared: KeyBindings<Command>, scope: String, isEnabled: @escaping @MainActor (Command) -> Bool,
        perform: @escaping @MainActor (Command, KeyEvent) -> Bool
    ) {
        self.scope = scope
        let rebound = ReboundBindings(declared, scope: scope)
        // The bindings as help lists them, made once for a keymap: a frame only asks each
        // whether it applies now (the hint line asks every frame).
        var madeFor: Keymap?
        var made: [ActiveKeyBinding] = []
        var commands: [Command] = []
        update = { keymap in
            var changed = false
            if madeFor != keymap {
                changed = true
                let rebound = rebound.bindings(for: keymap).bindings
                commands = rebound.map(\.command)
                made = rebound.map { binding in
                    let command = binding.command
                    return ActiveKeyBinding(binding, scope: scope, isEnabled: false) { event in perform(command, event) }
                }
                madeFor = keymap
            }
            // Set in place: the last frame's copies are gone, so the array is not copied.
            for index in made.indices {
                let enabled = isEnabled(commands[index])
                if made[index].isEnabled != enabled {
                    made[index].isEnabled = enabled
                    changed = true
                }
            }
            return (made, changed)
        }
        self.perform = { event, keymap in
            guard let command = rebound.bindings(for: keymap).command(for: event), isEnabled(command) else { return false }
            return perform(command, event)
        }
    }
}

/// A declaration's bindings with a keymap applied, kept until the keymap changes.
@MainActor
private final class ReboundBindings<Command: KeyCommand> {
    let declared: KeyBindings<Command>
    let scope: String
    private var applied: (keymap: Keymap, bindings: KeyBindings<Command>)?

    init(_ declared: KeyBindings<Command>, scope: String) {
        self.declared = declared
        self.scope = scope
    }

    /// The declared bindings with `keymap`'s keys for those of the scope's commands they
    /// have (a scope may be declared in parts: a shell's standard keys and its own); the
    /// declared ones when the keymap does not fit them (an app checks a user's file when it
    /// reads it: ``KeyBindings/applying(_:scope:)``, ``Keymap/check(scopes:)``).
    func bindings(for keymap: Keymap) -> KeyBindings<Command> {
        let keys = keymap.keys(in: scope).filter { Command(rawValue: $0.key) != nil }
        if keys.isEmpty { return declared }
        if let applied, applied.keymap == keymap { return applied.bindings }
        let bindings = (try? declared.applying(keys)) ?? declared
        applied = (keymap, bindings)
        return bindings
    }
}

/// What a view's ``View/keyBindingsInEffect`` answered last, and from what: the
/// declarations along its chain, their versions and whether each was above a view that
/// takes typing. The same inputs give the same answer.
@MainActor
struct KeyBindingsInEffectMemo {
    let declarations: [KeyBindingDeclaration]
    let versions: [Int]
    let typesText: [Bool]
    let result: [ActiveKeyBinding]

    func matches(_ chain: [(declaration: KeyBindingDeclaration, bindings: [ActiveKeyBinding], typesText: Bool)], versions: [Int]) -> Bool {
        guard chain.count == declarations.count, versions == self.versions else { return false }
        for (index, link) in chain.enumerated() where link.declaration !== declarations[index] || link.typesText != typesText[index] {
            return false
        }
        return true
    }
}
