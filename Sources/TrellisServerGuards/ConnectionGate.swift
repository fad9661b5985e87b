import NIOConcurrencyHelpers
import NIOCore

/// Admits each new connection, or refuses it at once: at most ``ConnectionLimits/effectiveMaximumConnections``
/// held, at most ``ConnectionLimits/maximumConnectionsPerAddress`` from one address.
///
/// Hummingbird's cap stopped accepting at the limit, so the rest waited in the listen
/// backlog: 520 connections sending one unsigned request every 20 s kept 30 of 30 probes
/// unanswered for 90 s, and 700 idle ones blocked every new client for 30 s. Now a connection
/// past a limit first takes the place of the connection that has been idle longest (no
/// request in progress for ``ConnectionLimits/crowdedIdleTimeout``; at the cap, that is how long
/// keep-alive lasts), from its own address when the address is at its limit; when none has,
/// it gets `503` with `Retry-After: 1` and is closed. One address holds at most its share, so
/// the cap is left to everyone else.
///
/// One gate per server, shared by the event loops: its state is behind a lock, held for a
/// dictionary update per connection (a scan of the connections only when one is refused).
/// ``GuardedChannel`` consults it for each connection.
public final class ConnectionGate: Sendable {
    /// A held connection: its channel, its address, and whether a request is in progress.
    struct Held: Sendable {
        let channel: any Channel
        let address: String
        let activity: NIOLockedValueBox<Activity>
    }

    /// Whether a request is in progress on a connection, and since when it has been idle.
    struct Activity: Sendable {
        var busy = false
        var since: NIODeadline
    }

    let maximum: Int
    let perAddress: Int
    let unlimited: Set<String>
    let crowdedIdle: TimeAmount
    private let state = NIOLockedValueBox<(held: [ObjectIdentifier: Held], byAddress: [String: Int])>(([:], [:]))

    /// The whole answer a refused connection gets before it is closed (a 503 with
    /// `Retry-After`, its body in the server's own format).
    let refusal: ByteBuffer

    /// A gate holding connections to `limits`, refusing the rest with `refusal`.
    ///
    /// - Parameters:
    ///   - limits: The caps and how long an idle connection keeps its place.
    ///   - refusal: The bytes of the whole HTTP response a refused connection is sent
    ///     (``refusalResponse(body:contentType:)`` makes one).
    public init(limits: ConnectionLimits, refusal: ByteBuffer = ConnectionGate.refusalResponse()) {
        maximum = limits.effectiveMaximumConnections
        perAddress = max(1, limits.maximumConnectionsPerAddress)
        unlimited = limits.unlimitedAddresses
        crowdedIdle = TimeAmount(limits.crowdedIdleTimeout)
        self.refusal = refusal
    }

    /// A 503 with `Retry-After: 1` and `connection: close` carrying `body` (by default the
    /// ``refusalReason`` as plain text).
    public static func refusalResponse(
        body: [UInt8] = Array(ConnectionGate.refusalReason.utf8), contentType: String = "text/plain; charset=utf-8"
    ) -> ByteBuffer {
        let head =
            "HTTP/1.1 503 Service Unavailable\r\ncontent-type: \(contentType)\r\n"
            + "content-length: \(body.count)\r\nretry-after: 1\r\nconnection: close\r\n\r\n"
        var buffer = ByteBuffer(string: head)
        buffer.writeBytes(body)
        return buffer
    }

    /// Admits `channel` at `now`, closing the idle connection whose place it takes; nil when
    /// it is refused, else its activity to keep up to date.
    func admit(_ channel: any Channel, now: NIODeadline) -> NIOLockedValueBox<Activity>? {
        let address = channel.remoteAddress?.ipAddress ?? "unknown"
        var evicted: [any Channel] = []
        let admitted = state.withLockedValue { state -> NIOLockedValueBox<Activity>? in
            if state.byAddress[address, default: 0] >= perAddress, !unlimited.contains(address) {
                guard let idle = longestIdle(in: state.held, from: address, now: now) else { return nil }
                evicted += [remove(idle, from: &state)].compactMap { $0 }
            }
            if state.held.count >= maximum {
                guard let idle = longestIdle(in: state.held, from: nil, now: now) else { return nil }
                evicted += [remove(idle, from: &state)].compactMap { $0 }
            }
            let activity = NIOLockedValueBox(Activity(since: now))
            state.held[ObjectIdentifier(channel)] = Held(channel: channel, address: address, activity: activity)
            state.byAddress[address, default: 0] += 1
            return activity
        }
        for channel in evicted { channel.close(promise: nil) }
        return admitted
    }

    /// `channel` closed: its place is free (nothing when it was evicted already).
    func release(_ channel: any Channel) {
        state.withLockedValue { state in _ = remove(ObjectIdentifier(channel), from: &state) }
    }

    /// Why a refused connection was refused, as its 503 says.
    public static let refusalReason = "the server holds as many connections as it may (from your address, or in all): try again in a second"

    /// How many connections are held now.
    public var count: Int { state.withLockedValue { $0.held.count } }

    private func longestIdle(in held: [ObjectIdentifier: Held], from address: String?, now: NIODeadline) -> ObjectIdentifier? {
        var oldest: (id: ObjectIdentifier, since: NIODeadline)?
        for (id, connection) in held where address == nil || connection.address == address {
            let activity = connection.activity.withLockedValue { $0 }
            guard !activity.busy, activity.since + crowdedIdle <= now else { continue }
            if activity.since < oldest?.since ?? .distantFuture { oldest = (id, activity.since) }
        }
        return oldest?.id
    }

    private func remove(_ id: ObjectIdentifier, from state: inout (held: [ObjectIdentifier: Held], byAddress: [String: Int])) -> (
        any Channel
    )? {
        guard let connection = state.held.removeValue(forKey: id) else { return nil }
        state.byAddress[connection.address, default: 1] -= 1
        if state.byAddress[connection.address] == 0 { state.byAddress[connection.address] = nil }
        return connection.channel
    }
}
