import HummingbirdWebSocket
import NIOWebSocket
import ServiceLifecycle
import Synchronization

/// The sockets a ``WebServer`` has open, so that stopping the server can close each with
/// 1001 ("going away") and a reason before the server itself stops.
///
/// A page that sees 1001 keeps its session and reconnects; a plain 1000, which the
/// WebSocket library sends on shutdown, told it "The app ended" and made it forget the
/// session, although the app had not ended: the server had.
final class WebOpenSockets: Sendable {
    private let writers = Mutex<(next: Int, open: [Int: WebSocketOutboundWriter])>((0, [:]))

    /// Keeps `outbound` until ``remove(_:)``; its key.
    func add(_ outbound: WebSocketOutboundWriter) -> Int {
        writers.withLock { state in
            state.next += 1
            state.open[state.next] = outbound
            return state.next
        }
    }

    /// Forgets the socket `key` (it ended).
    func remove(_ key: Int) {
        _ = writers.withLock { $0.open.removeValue(forKey: key) }
    }

    /// How many sockets are open.
    var count: Int { writers.withLock { $0.open.count } }

    /// Closes every open socket with `code` and `reason`, all at once.
    func closeAll(_ code: WebSocketErrorCode, reason: String) async {
        let open = writers.withLock { Array($0.open.values) }
        await withTaskGroup(of: Void.self) { group in
            for outbound in open {
                group.addTask { try? await outbound.close(code, reason: reason) }
            }
        }
    }
}

/// A service beside the Hummingbird application that, when the group is asked to stop
/// (SIGTERM, SIGINT), first closes every tab's socket with 1001 and "The server is
/// stopping", and only then lets the application stop. A service group stops its services
/// in reverse order, so this one, listed after the application, goes first.
struct WebGoingAway: Service {
    let sockets: WebOpenSockets

    func run() async throws {
        try? await gracefulShutdown()
        await sockets.closeAll(.goingAway, reason: "The server is stopping.")
    }
}
