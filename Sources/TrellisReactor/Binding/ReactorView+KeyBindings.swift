import TrellisViews

extension ReactorView where Self: View {
    /// Binds `bindings`' keys to the actions they ask of the view's reactor: ReactorKit's
    /// `button.rx.tap.map { Reactor.Action.follow }.bind(to: reactor.action)` for keys. A
    /// command applies while `isEnabled` says so of the reactor's state (help and hints show
    /// only those); `action` names the action to send, or `nil` to pass the key on up the
    /// responder chain, as every key goes on while no reactor is bound.
    ///
    /// ```swift
    /// bindKeys(Self.searchKeyBindings, scope: "cats.list", when: { _, state in state.isSearching }) { command, _ in
    ///     command == .stopTyping ? .endTyping : .clearSearch
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - bindings: The commands, their keys, summaries and hints.
    ///   - scope: The keymap scope that rebinds them.
    ///   - isEnabled: Whether a command applies in a state; every one by default.
    ///   - action: The action a command (and the key that asked for it) sends, or `nil`.
    public func bindKeys<Command: KeyCommand>(
        _ bindings: KeyBindings<Command>, scope: String,
        when isEnabled: @escaping @MainActor (Command, ViewReactor.State) -> Bool = { _, _ in true },
        send action: @escaping @MainActor (Command, KeyEvent) -> ViewReactor.Action?
    ) {
        bindKeys(
            bindings, scope: scope,
            when: { [weak self] command in
                guard let state = self?.reactor?.currentState else { return false }
                return isEnabled(command, state)
            },
            perform: { [weak self] command, key in
                guard let reactor = self?.reactor, let action = action(command, key) else { return false }
                reactor.send(action)
                return true
            })
    }
}
