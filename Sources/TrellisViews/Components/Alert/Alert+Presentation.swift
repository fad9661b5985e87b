// Showing an alert over the screen and closing it with a choice.

extension Alert {
    /// Shows the alert centred over the screen of the host showing `view`, with focus on
    /// ``preferredButton``, and says its title and message (``View/announce(_:)``). The
    /// host keeps focus inside it until a choice closes it, then gives focus back.
    ///
    /// ```swift
    /// if !alert.present(from: self) { signOut() }   // not hosted: nobody to ask
    /// ```
    ///
    /// - Returns: Whether a host showed it; `false` for a view that is not hosted, or
    ///   while the alert is already shown.
    @discardableResult
    public func present(from view: View) -> Bool {
        guard !isPresented, let services = view.nearestHostServices else { return false }
        presenter = services
        services.pushOverlay(self, placement: placement, focus: preferredButton)
        view.announce(accessibilityFocusDescription ?? title)
        return true
    }

    /// Chooses the action at `index`: closes the alert, then calls ``onChoose`` with it.
    /// An index that is not one of the actions does nothing.
    public func choose(_ index: Int) {
        guard actions.indices.contains(index) else { return }
        dismiss()
        onChoose?(actions[index])
    }

    /// What Esc does: chooses the cancel action, or closes an alert that has none without
    /// calling ``onChoose``.
    public func cancel() {
        if let cancelIndex { return choose(cancelIndex) }
        dismiss()
    }

    /// Closes the alert without a choice; focus goes back where it was. Does nothing
    /// while it is not shown.
    public func dismiss() {
        guard let services = presenter else { return }
        presenter = nil
        services.dismissOverlay(self)
    }

    /// A two-button question ("Sign out?" — "2 changes not sent yet: sign out anyway?"):
    /// `confirm` (destructive unless said) and `cancel`, focus on cancel, Esc cancels.
    public static func confirm(
        title: String, message: String, confirm: String, cancel: String = "Cancel", isDestructive: Bool = true
    ) -> Alert {
        Alert(
            title: title, message: message,
            actions: [
                AlertAction(title: confirm, role: isDestructive ? .destructive : .default), AlertAction(title: cancel, role: .cancel),
            ])
    }

    /// Centred, at its fitting size for the screen.
    var placement: OverlayPlacement {
        .centered { [weak self] screen in self?.fittingSize(in: screen) ?? .zero }
    }

    /// Moves focus to the button at `index` (wrapping around) through the host, which
    /// moves focus inside a shown overlay when it is shown again.
    func focusButton(at index: Int) -> Bool {
        guard let services = presenter, !buttons.isEmpty else { return false }
        let wrapped = ((index % buttons.count) + buttons.count) % buttons.count
        services.pushOverlay(self, placement: placement, focus: buttons[wrapped])
        return true
    }

    /// The button with focus, or the preferred one.
    var focusedIndex: Int {
        buttons.firstIndex { $0.hasFocus } ?? buttons.firstIndex { $0 === preferredButton } ?? 0
    }
}
