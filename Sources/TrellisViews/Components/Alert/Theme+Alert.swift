extension Theme {
    /// An ``Alert`` in the theme's styles: the panel in `.alert`, its title in
    /// `.alertTitle`, the focused button in `.focused`, a destructive one in `.error`.
    ///
    /// ```swift
    /// let alert = theme.alert(title: "Delete 3 sightings?", actions: [AlertAction(title: "Delete", role: .destructive), AlertAction(title: "Cancel", role: .cancel)])
    /// ```
    @MainActor
    public func alert(title: String, message: String = "", actions: [AlertAction]) -> Alert {
        let alert = Alert(title: title, message: message, actions: actions)
        style(alert)
        return alert
    }

    /// Gives `alert` the theme's styles (for one made with ``Alert/confirm(title:message:confirm:cancel:isDestructive:)``).
    @MainActor
    public func style(_ alert: Alert) {
        alert.style = self[.alert]
        alert.titleStyle = self[.alertTitle]
        alert.focusedStyle = self[.focused]
        alert.destructiveStyle = Style(foreground: self[.error].foreground, bold: self[.error].bold)
    }
}
