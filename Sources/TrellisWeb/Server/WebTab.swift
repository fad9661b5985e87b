import TrellisHost

/// What one browser tab runs: its own ``WebApp`` (its own view tree and state), and what
/// to do once the tab is gone for good (closed, or not back within the reload grace
/// period): release the app's session, stop its services.
///
/// ```swift
/// let server = WebServer(configuration) { request in
///     let shell = CatsShell(services: services)
///     let app = WebApp(root: shell.rootView, size: request.size)
///     shell.app = app
///     try shell.start()
///     return WebTab(app: app) { shell.endSession() }  // the closure keeps the shell alive
/// }
/// ```
@MainActor
public struct WebTab {
    /// The tab's app.
    public let app: WebApp
    /// Called once, on the main actor, when the tab's session ends.
    public let onClose: @MainActor () -> Void

    /// A tab running `app`.
    public init(app: WebApp, onClose: @escaping @MainActor () -> Void = {}) {
        self.app = app
        self.onClose = onClose
    }
}

/// What a ``WebServer`` knows of a new tab when it asks for its app.
public struct WebTabRequest: Sendable, Hashable {
    /// The page's window in cells, as its URL gave it.
    public let size: GridSize
    /// The session's id, which the tab keeps across reloads.
    public let sessionID: String
}
