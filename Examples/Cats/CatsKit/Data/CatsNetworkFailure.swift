import CatsAPI
import Foundation
import TrellisData

/// A failed request, as the sync layer sees it. Only a definitive refusal may drop a queued
/// change; everything else keeps it (GRDB's and Drrrible's promise: a change the user made
/// is never lost).
enum Failure: Error, Equatable, Sendable {
    /// Try again later: no answer (the connection failed or timed out), or a transient status
    /// (408, 425, 429, 500, 502, 503, 504, or any status the app does not know as definitive);
    /// `retryAfter` is the server's `Retry-After`, when it sent one.
    case transient(String, retryAfter: Duration?)
    /// 401: the token or the signature was not accepted; `serverDate` is the server's `Date`
    /// header, for re-signing when our clock is off.
    case unauthorized(String, serverDate: Date?)
    /// Cancelled by sign-out or shutdown.
    case cancelled
    /// A definitive refusal (400, 403, 404, 409, 410, 422, or a request that cannot be
    /// built): sending it again would be refused again. The reason is the server's
    /// `{"error": …}` text when it sent one.
    case refused(String)

    /// The statuses that refuse a change for good.
    static let definitive: Set<Int> = [400, 403, 404, 409, 410, 422]

    /// The failure `error` stands for, its reason in plain words (``UserFacingError``) naming
    /// `server` when it is known.
    init(_ error: NetworkError, server: String? = nil) {
        switch error {
        case .transport, .timedOut, .responseTooLarge: self = .transient(UserFacingError.text(for: error, server: server), retryAfter: nil)
        case .cancelled: self = .cancelled
        case .status(let code, let body): self = Self(status: code, headers: [:], body: body)
        case .decoding, .invalidRequest: self = .refused(UserFacingError.text(for: error, server: server))
        }
    }

    /// The failure a non-2xx answer stands for; nil for a success.
    init?(_ response: NetworkResponse) {
        guard !(200..<300).contains(response.status) else { return nil }
        self.init(status: response.status, headers: response.headers, body: String(decoding: response.body.prefix(4096), as: UTF8.self))
    }

    init(status: Int, headers: [String: String], body: String) {
        let reason = Self.reason(status: status, body: body)
        if status == 401 {
            self = .unauthorized(reason, serverDate: headers["date"].flatMap(Self.httpDate))
        } else if Self.definitive.contains(status) {
            self = .refused(reason)
        } else {
            self = .transient(reason, retryAfter: headers["retry-after"].flatMap { Self.retryAfter($0) })
        }
    }

    /// What to show the user: plain words (``UserFacingError``), never the networking library's.
    var reason: String {
        switch self {
        case .transient(let reason, _), .unauthorized(let reason, _), .refused(let reason): reason
        case .cancelled: "the request was cancelled"
        }
    }

    /// The server's `{"error": "…"}` sentence, else the status in plain words ("The server
    /// is having trouble (503)"); the body itself goes only to the log.
    static func reason(status: Int, body: String) -> String {
        UserFacingError.serverSentence(body) ?? UserFacingError.text(forStatus: status)
    }

    /// `Retry-After` as seconds (`120`, at most a day) or an HTTP date; nil when it is neither.
    static func retryAfter(_ text: String, now: Date = Date()) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) { return (0...86_400).contains(seconds) ? .seconds(seconds) : nil }
        guard let date = httpDate(trimmed) else { return nil }
        let seconds = date.timeIntervalSince(now)
        return (0...86_400).contains(seconds) ? .seconds(seconds) : .zero
    }

    /// An HTTP date (`Wed, 25 Nov 2026 14:03:19 GMT`, RFC 9110's IMF-fixdate).
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }
}
