import Synchronization
import TrellisHost

/// The tabs a ``WebServer`` is serving, by session id, with their apps. One owner for
/// them all, on the main actor, where the apps run.
///
/// A tab's socket closing does not end its app: the app waits ``WebServerConfiguration/reloadGrace``
/// for the same tab (same session id, kept in the page's `sessionStorage`) to connect
/// again, and a reload resumes where it was. A session whose socket is open is never
/// resumed by a second socket (a duplicated tab copies `sessionStorage`): that one gets
/// a session of its own. A reload's new socket can arrive before the server has taken in
/// that the old one closed (two connections, two threads): it waits up to
/// ``handoverWait`` for the old socket to end, and resumes the session if it does.
@MainActor
final class WebSessions {
    struct Entry {
        let tab: WebTab
        /// The socket serving it now, if any.
        var connection: Int?
        /// The wait for a reload, while no socket serves it.
        var grace: Task<Void, Never>?
        /// When its socket closed, while no socket serves it.
        var leftAt: ContinuousClock.Instant?
    }

    /// A tab's session as a socket gets it.
    struct Opened {
        let id: String
        let app: WebApp
        let connection: Int
        let resumed: Bool
    }

    /// Why a socket got no session.
    enum Refusal: Error, Equatable {
        case full(maximum: Int)
        case appFailed(String)
    }

    private(set) var entries: [String: Entry] = [:]
    private var nextConnection = 0
    let maximum: Int
    let grace: Duration
    /// How long a socket resuming a session whose socket is still open waits for it to end.
    let handoverWait: Duration = .seconds(2)
    /// Connections whose sockets have ended, marked off the main actor the moment they
    /// end; ``disconnected(_:connection:)`` takes them out.
    nonisolated let endedConnections = Mutex<Set<Int>>([])

    init(maximum: Int, grace: Duration) {
        self.maximum = maximum
        self.grace = grace
    }

    /// How many sessions there are, counting those waiting for a reload.
    var count: Int { entries.count }

    /// The session for a new socket: `id`'s if it is waiting for a reload, else a new one
    /// whose app `make` builds (at `size`).
    func open(
        resuming id: String?, size: GridSize, make: @MainActor (WebTabRequest) async throws -> WebTab
    ) async throws(Refusal) -> Opened {
        nextConnection += 1
        let connection = nextConnection
        if let id, let open = entries[id]?.connection { await waitForHandover(of: id, from: open) }
        if let id, var entry = entries[id], entry.connection == nil {
            entry.grace?.cancel()
            entry.grace = nil
            entry.leftAt = nil
            entry.connection = connection
            entries[id] = entry
            entry.tab.app.pageReloaded()
            if entry.tab.app.size != size { entry.tab.app.handle(.resize(size)) }
            return Opened(id: id, app: entry.tab.app, connection: connection, resumed: true)
        }
        if entries.count >= maximum { yieldALeftSession() }
        guard entries.count < maximum else { throw .full(maximum: maximum) }
        let newID = WebAccessToken().text
        let tab: WebTab
        do {
            tab = try await make(WebTabRequest(size: size, sessionID: newID))
        } catch {
            throw .appFailed(String(describing: error))
        }
        // `make` suspended: the cap is checked again, so two tabs opening at once cannot pass it.
        if entries.count >= maximum { yieldALeftSession() }
        guard entries.count < maximum else {
            tab.onClose()
            throw .full(maximum: maximum)
        }
        tab.app.start()
        entries[newID] = Entry(tab: tab, connection: connection, grace: nil)
        return Opened(id: newID, app: tab.app, connection: connection, resumed: false)
    }

    /// Waits (at most ``handoverWait``) for session `id`'s open socket `connection` to
    /// end, and lets the session go as ``disconnected(_:connection:)`` would if it did.
    private func waitForHandover(of id: String, from connection: Int) async {
        let clock = ContinuousClock()
        let deadline = clock.now + handoverWait
        while entries[id]?.connection == connection, clock.now < deadline {
            if endedConnections.withLock({ $0.contains(connection) }) {
                disconnected(id, connection: connection)
                return
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Marks `connection`'s socket as ended, from any thread (before the main actor hears of it).
    nonisolated func socketEnded(_ connection: Int) {
        _ = endedConnections.withLock { $0.insert(connection) }
    }

    /// The socket `connection` of session `id` closed: the app waits for a reload.
    func disconnected(_ id: String, connection: Int) {
        endedConnections.withLock { _ = $0.remove(connection) }
        guard var entry = entries[id], entry.connection == connection else { return }
        entry.connection = nil
        entry.leftAt = .now
        let grace = grace
        entry.grace = Task { [weak self] in
            try? await Task.sleep(for: grace)
            guard !Task.isCancelled else { return }
            self?.end(id)
        }
        entries[id] = entry
    }

    /// At the cap, a session whose page said it was leaving (`pagehide`: a closed tab, or
    /// one reloading) and whose socket has closed gives its place to the new tab: the one
    /// that left first ends now, instead of at the end of its reload grace. A reload that
    /// comes back after that starts a new session.
    private func yieldALeftSession() {
        let left = entries.filter { $0.value.connection == nil && $0.value.tab.app.pageIsLeaving }
        guard let oldest = left.min(by: { ($0.value.leftAt ?? .now) < ($1.value.leftAt ?? .now) }) else { return }
        end(oldest.key)
    }

    /// Ends session `id` now: the app stops and the tab's `onClose` runs.
    func end(_ id: String) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        entry.grace?.cancel()
        entry.tab.app.stop()
        entry.tab.onClose()
    }

    /// Ends every session (the server is stopping).
    func endAll() {
        for id in entries.keys.sorted() { end(id) }
    }
}
