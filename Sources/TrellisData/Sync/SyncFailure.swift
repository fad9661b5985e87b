import Foundation

/// A failed request, as a sync layer sees it: only a definitive refusal may drop a change
/// waiting in an ``Outbox``; everything else keeps it (GRDB's promise: a change the user
/// saved is never lost).
///
/// ```swift
/// let failure = SyncFailure(status: 429, headers: ["retry-after": "30"], reason: "slow down")
/// // .transient("slow down", retryAfter: .seconds(30))
/// return failure.answer()   // what the outbox's delivery answers
/// ```
public enum SyncFailure: Error, Equatable, Sendable {
    /// Try again later: no answer (the connection failed or timed out), or a transient status
    /// (408, 425, 429, 500, 502, 503, 504, or any status not known as definitive);
    /// `retryAfter` is the server's `Retry-After`, when it sent one.
    case transient(String, retryAfter: Duration?)
    /// 401: the token or the signature was not accepted; `serverDate` is the server's `Date`
    /// header, for signing again when the client's clock is off.
    case unauthorized(String, serverDate: Date?)
    /// Cancelled by a sign-out or shutdown.
    case cancelled
    /// A definitive refusal (400, 403, 404, 409, 410, 422, or a request that cannot be
    /// built): sending it again would be refused again.
    case refused(String)

    /// The statuses that refuse a change for good.
    public static let definitive: Set<Int> = [400, 403, 404, 409, 410, 422]

    /// The failure a non-2xx `status` stands for (with its lowercased `headers`), `reason`
    /// being what the user is told.
    public init(status: Int, headers: [String: String], reason: String) {
        if status == 401 {
            self = .unauthorized(reason, serverDate: headers["date"].flatMap(Self.httpDate))
        } else if Self.definitive.contains(status) {
            self = .refused(reason)
        } else {
            self = .transient(reason, retryAfter: headers["retry-after"].flatMap { Self.retryAfter($0) })
        }
    }

    /// What to tell the user.
    public var reason: String {
        switch self {
        case .transient(let reason, _), .unauthorized(let reason, _), .refused(let reason): reason
        case .cancelled: "the request was cancelled"
        }
    }

    /// The server's `Retry-After` of a transient failure.
    public var retryAfter: Duration? {
        if case .transient(_, let retryAfter) = self { retryAfter } else { nil }
    }

    /// What an outbox's delivery answers for it: a 401 still standing once the delivery
    /// signed again is transient (the change waits for a session).
    public func answer<Receipt>() -> OutboxAnswer<Receipt> {
        switch self {
        case .transient(let reason, let retryAfter): .transient(reason, retryAfter: retryAfter)
        case .unauthorized(let reason, _): .transient(reason, retryAfter: nil)
        case .cancelled: .cancelled
        case .refused(let reason): .refused(reason)
        }
    }

    /// `Retry-After` as seconds (`120`, at most a day) or an HTTP date; nil when it is neither.
    public static func retryAfter(_ text: String, now: Date = Date()) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) { return (0...86_400).contains(seconds) ? .seconds(seconds) : nil }
        guard let date = httpDate(trimmed) else { return nil }
        let seconds = date.timeIntervalSince(now)
        return (0...86_400).contains(seconds) ? .seconds(seconds) : .zero
    }

    /// An HTTP date (`Wed, 25 Nov 2026 14:03:19 GMT`, RFC 9110's IMF-fixdate).
    public static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }
}
