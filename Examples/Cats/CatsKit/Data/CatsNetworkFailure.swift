import CatsAPI
import Foundation
import TrellisData

/// A failed request, as the sync layer sees it: the server could not be reached (keep the
/// change and retry later), the request was cancelled (sign-out), or the server answered
/// no (roll back and say why).
enum Failure: Equatable, Sendable {
    /// No answer: the connection failed or timed out, or a gateway (502, 504) says the
    /// server behind it did not answer.
    case unreachable(String)
    /// Cancelled by sign-out or shutdown.
    case cancelled
    /// The server answered with an error; the reason is its `{"error": …}` text when it sent one.
    case refused(String)

    init(_ error: NetworkError) {
        switch error {
        case .transport, .timedOut: self = .unreachable(error.description)
        case .status(let code, _) where code == 502 || code == 504: self = .unreachable(error.description)
        case .cancelled: self = .cancelled
        case .status(let code, let body): self = .refused(Self.reason(status: code, body: body))
        case .decoding, .invalidRequest, .responseTooLarge: self = .refused(error.description)
        }
    }

    /// What to show the user.
    var reason: String {
        switch self {
        case .unreachable(let reason), .refused(let reason): reason
        case .cancelled: "the request was cancelled"
        }
    }

    /// The server's `{"error": "…"}` text, else the body, else the status.
    static func reason(status: Int, body: String) -> String {
        if let data = body.data(using: .utf8), let decoded = try? JSONDecoder().decode(APIErrorBody.self, from: data) {
            return decoded.error
        }
        let text = body.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "HTTP \(status)" : "HTTP \(status): \(text)"
    }
}
