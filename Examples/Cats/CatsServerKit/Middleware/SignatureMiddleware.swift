import Foundation
import Hummingbird
import TrellisData

/// Refuses every request whose signature does not verify: 401 with
/// ``TrellisData/SignatureError``'s reason (missing, repeated or malformed header, outside the
/// window, does not match, replayed); 429 with `Retry-After` when the nonce ledger is full.
///
/// The app's ``TrellisData/RequestSigner`` signs the method, the request target as sent
/// (path and query, percent-encoded), the SHA-256 of the body, the timestamp, the nonce, the
/// app version and the `authorization` header; this middleware hands the verifier the same
/// from Hummingbird's request: `request.method`, `request.head.path` (the target exactly as it
/// came on the request line), the headers and the body.
///
/// The headers are checked first: a request that cannot verify (no signature, a stale
/// timestamp, a declared length over the limit) is refused before any of its body is read.
/// Only then is the body read whole, up to the limit, and put back for the handler.
///
/// Each accepted request's nonce takes a place in the ledger until its timestamp leaves the
/// window, so one client's share of the ledger is rationed too (``NonceShares``): 1,650
/// signed requests a second from one client filled the 1,000,000 places in 620 s, and then
/// every client, sign-in included, was refused for minutes.
struct SignatureMiddleware: RouterMiddleware {
    typealias Context = CatsRequestContext
    let verifier: SignatureVerifier
    let maximumBodySize: Int
    let clock: @Sendable () -> Date
    let shares: NonceShares

    /// Headers that must appear once: the signed ones and the token.
    static var singleHeaders: Set<String> {
        [
            RequestSigner.Header.appVersion, RequestSigner.Header.timestamp, RequestSigner.Header.nonce,
            RequestSigner.Header.signature, "authorization", "content-length",
        ]
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let now = clock()
        var headers: [String: String] = [:]
        for field in request.headers {
            let name = field.name.canonicalName
            guard headers[name] == nil else {
                if Self.singleHeaders.contains(name) { throw Self.refusal(.duplicateHeader(name)) }
                continue
            }
            headers[name] = field.value
        }
        let signed: SignedHeaders
        do throws(SignatureError) { signed = try verifier.checkHeaders(headers, now: now) } catch { throw Self.refusal(error) }
        if let length = headers["content-length"] {
            // Int's parser range-checks: a 30-digit length is nil, not a trap.
            guard let declared = Int(length), declared >= 0 else { throw APIFailure(.badRequest, "content-length is not a byte count") }
            guard declared <= maximumBodySize else { throw tooLarge }
        }
        if let wait = await shares.take(context.client, at: now) {
            throw APIFailure.tooManyRequests("too many signed requests from your address: try again in \(wait) s", retryAfter: wait)
        }
        var request = request
        let body: ByteBuffer
        do { body = try await request.collectBody(upTo: maximumBodySize) } catch { throw tooLarge }
        do throws(SignatureError) {
            _ = try await verifier.verify(
                signed, method: request.method.rawValue, target: request.head.path ?? "/", body: Data(body.readableBytesView), now: now)
        } catch {
            throw Self.refusal(error)
        }
        return try await next(request, context)
    }

    var tooLarge: APIFailure { APIFailure(.contentTooLarge, "the body is larger than \(maximumBodySize) bytes") }

    /// 401 with the reason; a full ledger is 429 with `Retry-After`, a failing one 503.
    static func refusal(_ error: SignatureError) -> APIFailure {
        switch error {
        case .tooManyRequests(let seconds): .tooManyRequests(error.description, retryAfter: seconds)
        case .ledgerFailed: APIFailure(.serviceUnavailable, error.description)
        default: APIFailure(.unauthorized, error.description)
        }
    }
}
