/// A change waiting in an ``Outbox``: a row of the app's ``EntityStore``, written by the app
/// in the same transaction as the change it carries, so a change the UI called saved is on
/// disk with what must be sent of it, and a `kill -9` leaves both or neither (Facebook's iOS
/// app's offline mutation queue; GRDB's promise for a transaction).
///
/// Messages are sent oldest (lowest id) first. Of two with the same ``coalescingKey`` only
/// the newer is sent: a `PUT` or `DELETE` of the same resource, or a whole list, replaces
/// the one before it, so nothing is sent twice and the server ends where the user left off.
///
/// ```swift
/// struct PendingLike: OutboxMessage {
///     static let entityName = "pending_like"
///     let id: Int64, owner: String, postID: Int64, liked: Bool
///     var coalescingKey: String { "post \(postID)" }
///     …
/// }
/// ```
public protocol OutboxMessage: Entity where ID == Int64 {
    /// Whose change it is (a user): an outbox sends a message only while its owner's session
    /// is open (``Outbox/open(_:epoch:)``).
    var owner: String { get }
    /// What a newer message replaces: two messages with the same key, the newer alone is
    /// sent. A message that nothing replaces has a key of its own (a report's id).
    var coalescingKey: String { get }
}

extension OutboxMessage {
    /// Refuses: a message is written by the app with the change it carries, never decoded
    /// from a server's answer.
    public init(network object: NetworkObject) throws(EntityDecodingError) {
        throw EntityDecodingError(
            entity: Self.entityName, id: nil, field: "id",
            problem: .invalid("an outbox message is written by the app, not read from a server"))
    }
}

/// The server's answer to one message, as the app's ``OutboxDelivery`` classifies it.
public enum OutboxAnswer<Receipt: Sendable>: Sendable {
    /// The server holds it; `receipt` is what it answered (a created record, or nothing).
    case delivered(Receipt)
    /// A definitive refusal (400, 403, 404, 409, 410, 422): sending it again would be
    /// refused again. The message is dropped and rolled back, and the user told.
    case refused(String)
    /// Try again later (408, 425, 429, 5xx, no answer): the message stays, and the outbox
    /// backs off, for `retryAfter` when the server said so.
    case transient(String, retryAfter: Duration?)
    /// Cancelled by a sign-out or shutdown: the message stays, and nothing backs off.
    case cancelled
}

/// What the app settles a message with: removing it from the store in one transaction with
/// what the answer means for the rest (a record the server created, a rollback).
public enum OutboxSettlement<Receipt: Sendable>: Sendable {
    /// The server holds it.
    case delivered(Receipt)
    /// The server refused it for good, for this reason: roll the change back.
    case refused(String)
}

/// How one submitted message ended (``Outbox/submit(_:through:)``).
public enum OutboxOutcome: Sendable, Equatable {
    /// The server holds it (or a newer message that replaced it).
    case sent
    /// It waits in the outbox: offline, backing off, or cancelled by a sign-out.
    case queued
    /// The server refused it for good; it was dropped and rolled back.
    case refused(String)
}

/// A message the server refused for good, published on ``Outbox/refusals`` once it was
/// dropped and rolled back, so the user hears which change and why.
public struct OutboxRefusal<Message: OutboxMessage>: Sendable {
    /// The dropped message.
    public var message: Message
    /// The server's reason.
    public var reason: String

    /// A refusal of `message` for `reason`.
    public init(message: Message, reason: String) {
        self.message = message
        self.reason = reason
    }
}

/// What one pass over an owner's messages did (``Outbox/flush(_:epoch:through:)``).
public struct OutboxReport: Sendable, Equatable {
    /// The messages sent (one request each), in order.
    public var sent: [Int64] = []
    /// Every message id the server now holds: sent, or replaced by a newer one that was.
    public var settled: Set<Int64> = []
    /// The messages refused for good, with the reasons.
    public var refused: [Int64: String] = [:]
    /// Why the pass stopped before the end (a transient failure, a sign-out); nil when it
    /// sent everything.
    public var stopped: String?

    /// An empty report.
    public init() {}
}

/// The app's half of an ``Outbox`` (Apollo's network transport, for a queue): sending one
/// message and classifying the answer, and settling it in the app's store.
///
/// ```swift
/// struct LikeDelivery: OutboxDelivery {
///     func send(_ like: PendingLike) async -> OutboxAnswer<Void> { … }   // PUT or DELETE /likes/{post}
///     func settle(_ like: PendingLike, as settlement: OutboxSettlement<Void>) async -> [Int64] {
///         // one transaction: the row (and older ones it replaced) out; on a refusal, the like undone
///     }
/// }
/// ```
public protocol OutboxDelivery<Message>: Sendable {
    /// The messages it sends.
    associatedtype Message: OutboxMessage
    /// What the server answers a delivered message with (`Void` for nothing).
    associatedtype Receipt: Sendable

    /// Sends `message` once and classifies the answer. A 401 is the delivery's to answer
    /// (sign again, then send again) before it returns.
    func send(_ message: Message) async -> OutboxAnswer<Receipt>

    /// Removes `message`, and every older message it replaced, from the store in one
    /// transaction with what `settlement` means for the app's data.
    ///
    /// - Returns: the ids removed (empty when the write failed: they are sent again later).
    func settle(_ message: Message, as settlement: OutboxSettlement<Receipt>) async -> [Int64]
}
