// Opening a URL: the router finds the module, the module makes the screen, the navigator
// shows it.

extension Navigator {
    /// Shows the screen `url` names: `modules` routes it to the module that claims it, the
    /// module makes the screen, and it is shown as `presentation` says.
    ///
    /// ```swift
    /// try navigator.open("cats://cat/42", from: modules)
    /// ```
    ///
    /// - Returns: The screen shown.
    /// - Throws: ``ModuleError``: the URL is malformed, names an unknown scheme or no
    ///   route (``ModuleError/route(_:)``), or the module could not make the screen. Its
    ///   description is readable as it stands; ``openShowingErrors(_:from:as:)`` shows it.
    @discardableResult
    public func open(_ url: String, from modules: ModuleRegistry<Screen>, as presentation: Presentation = .push) throws(ModuleError)
        -> Screen
    {
        let screen = try modules.open(url)
        switch presentation {
        case .push: push(screen)
        case .present: present(screen)
        case .replace: replace(with: [screen])
        }
        return screen
    }

    /// Like ``open(_:from:as:)``, but a URL that cannot be opened presents a
    /// ``MessageScreen`` saying why (deep links come from outside; the user sees the
    /// reason, the app goes on).
    ///
    /// - Returns: The screen shown for the URL, or `nil` when the error was shown instead.
    @discardableResult
    public func openShowingErrors(_ url: String, from modules: ModuleRegistry<Screen>, as presentation: Presentation = .push) -> Screen? {
        do {
            return try open(url, from: modules, as: presentation)
        } catch {
            present(MessageScreen(title: "Cannot open link", message: error.description))
            return nil
        }
    }
}
