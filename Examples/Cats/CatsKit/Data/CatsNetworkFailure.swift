import CatsAPI
import Foundation
import TrellisData

/// A failed request, as the sync layer sees it (TrellisData's ``TrellisData/SyncFailure``),
/// its reason in plain words (``UserFacingError``).
typealias Failure = SyncFailure

extension SyncFailure {
    /// The failure `error` stands for, naming `server` when it is known.
    init(_ error: NetworkError, server: String? = nil) {
        switch error {
        case .transport, .timedOut, .responseTooLarge: self = .transient(UserFacingError.text(for: error, server: server), retryAfter: nil)
        case .cancelled: self = .cancelled
        case .status(let code, let body): self.init(status: code, headers: [:], body: body)
        case .decoding, .invalidRequest: self = .refused(UserFacingError.text(for: error, server: server))
        }
    }

    /// The failure a non-2xx answer stands for; nil for a success.
    init?(_ response: NetworkResponse) {
        guard !(200..<300).contains(response.status) else { return nil }
        self.init(status: response.status, headers: response.headers, body: String(decoding: response.body.prefix(4096), as: UTF8.self))
    }

    /// The server's `{"error": "…"}` sentence, else the status in plain words ("The server
    /// is having trouble (503)"); the body itself goes only to the log.
    init(status: Int, headers: [String: String], body: String) {
        self.init(status: status, headers: headers, reason: UserFacingError.serverSentence(body) ?? UserFacingError.text(forStatus: status))
    }
}
