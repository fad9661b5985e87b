import CatsAPI
import Foundation
import Logging
import TrellisData

/// A failed request in plain words, as the catalog throws it: what the list's and the
/// detail's error placeholders and the status line show (its words come from
/// ``text(for:server:)``).
public struct UserFacingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// "Can't reach the server at 127.0.0.1:8080".
    public var message: String

    /// An error reading `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

/// Plain words for what went wrong talking to the server: the one place a networking error
/// becomes text a person reads (the status line, Settings' connection, the list's and the
/// detail's error placeholders, the sign-in screen, the sync's refusals).
///
/// The words never carry the networking library's internals (async-http-client's
/// `HTTPClientError`, NIO's `errno`, a Swift type from a decoding error): "Can't reach the
/// server at 127.0.0.1:8080", "The server is having trouble (503)", "Timed out waiting for
/// the server at 127.0.0.1:8080", "Not signed in". The full error goes to the log
/// (``report(_:server:doing:)``). The one exception is what cats-server wrote for people:
/// the `{"error": "…"}` sentence of a refusal is shown as the server wrote it.
///
/// ```swift
/// UserFacingError.text(for: .transport("connection reset (error set): Connection refused (errno: 111)"),
///                  server: "http://127.0.0.1:8080")   // "Can't reach the server at 127.0.0.1:8080"
/// ```
extension UserFacingError {
    /// Where the full errors go: swift-log's `cats.network` logger.
    static let logger = Logger(label: "cats.network")

    /// The words for `error`, met talking to `server` (its base URL, when known).
    static func text(for error: NetworkError, server: String?) -> String {
        let at = server.flatMap(address).map { " at \($0)" } ?? ""
        switch error {
        case .transport: return "Can't reach the server\(at)"
        case .timedOut: return "Timed out waiting for the server\(at)"
        case .status(let code, let body): return serverSentence(body) ?? text(forStatus: code)
        case .decoding(let field, _):
            return "The server sent an answer Cats can't read" + (field.isEmpty ? "" : " (at \(field))")
        case .cancelled: return "Cancelled"
        case .invalidRequest: return "Cats could not make a request to the server\(at)"
        case .responseTooLarge: return "The server's answer was too large"
        }
    }

    /// The words for an answer with `code` and no sentence from the server.
    static func text(forStatus code: Int) -> String {
        switch code {
        case 401: "Not signed in"
        case 403: "The server refused this (403)"
        case 404, 410: "The server does not have this (\(code))"
        case 408, 504: "Timed out waiting for the server (\(code))"
        case 429: "The server is busy (429)"
        case 500...599: "The server is having trouble (\(code))"
        case 400...499: "The server refused the request (\(code))"
        default: "The server gave an answer Cats did not expect (\(code))"
        }
    }

    /// The words for `error`, with the full error logged first (what was being done, and
    /// the error as the networking library gave it).
    static func report(_ error: NetworkError, server: String?, doing what: String) -> String {
        let text = text(for: error, server: server)
        if error != .cancelled { logger.warning("\(what) failed: \(error); the user reads: \(text)") }
        return text
    }

    /// `host:port` of a server URL (`127.0.0.1:8080`), or `nil` when it has no host.
    static func address(_ url: String) -> String? {
        guard let components = URLComponents(string: url), let host = components.host, !host.isEmpty else { return nil }
        return components.port.map { "\(host):\($0)" } ?? host
    }

    /// The `{"error": "…"}` sentence cats-server writes for people, if the body is one.
    static func serverSentence(_ body: String) -> String? {
        guard let data = body.data(using: .utf8), let decoded = try? JSONDecoder().decode(APIErrorBody.self, from: data) else {
            return nil
        }
        let sentence = decoded.error.trimmingCharacters(in: .whitespacesAndNewlines)
        return sentence.isEmpty ? nil : sentence
    }
}
