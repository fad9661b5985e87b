// A toast stack's key, declared on the view keys reach (the app's root): the stack takes
// no focus, so its key is the root's while a toast shows.

extension ToastStack {
    /// What a toast stack's key does.
    public enum Command: String, KeyCommand, CaseIterable {
        /// Ctrl-N: dismiss the newest toast.
        case dismiss
    }

    /// The keymap scope of the stack's key.
    public nonisolated static let keymapScope = "toast"

    /// Ctrl-N (for "notification"; free among the standard keys and the controls')
    /// dismisses the newest toast.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.dismiss, "ctrl+n", summary: "dismiss the newest notification", showsInHints: true, hint: "dismiss")
    ]

    /// Declares the stack's key on `view` (the app's root, which every key passes on its
    /// way up): it applies while a toast shows, and otherwise the key goes on.
    ///
    /// ```swift
    /// toasts.installKeys(on: root)
    /// ```
    public func installKeys(on view: View) {
        view.bindKeys(
            Self.keyBindings, scope: Self.keymapScope, when: { [weak self] _ in self?.isEmpty == false },
            perform: { [weak self] _, _ in self?.dismissNewest() ?? false })
    }

    /// Posts every message `status` shows from now on (not the accessible mode's
    /// announcements) as a toast, until the returned observation is cancelled or dropped:
    /// how an app's status line (``StatusLine``) reaches the stack.
    ///
    /// ```swift
    /// observation = toasts.follow(context.status)
    /// ```
    public func follow(_ status: StatusLine) -> StatusLine.Observation {
        status.observe { [weak self] message in
            guard let message, !message.isAnnouncement else { return }
            self?.post(Toast(message))
        }
    }
}
