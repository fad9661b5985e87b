import Foundation
import Hummingbird
import TrellisData

/// Refuses every request whose signature does not verify: 401 with
/// ``TrellisData/SignatureError``'s reason (missing header, outside the window, does not
/// match, replayed).
///
/// The app's ``TrellisData/RequestSigner`` signs the method, the request target as sent
/// (path and query, percent-encoded), the SHA-256 of the body, the timestamp, the nonce and
/// the app version; this middleware hands the verifier the same from Hummingbird's request:
/// `request.method`, `request.head.path` (the target exactly as it came on the request line),
/// the headers and the body, read whole (up to the configured limit) and put back for the
/// handler.
struct SignatureMiddleware<Context: RequestContext>: RouterMiddleware {
    let verifier: SignatureVerifier
    let maximumBodySize: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: maximumBodySize)
        } catch {
            throw APIFailure(.contentTooLarge, "the body is larger than \(maximumBodySize) bytes")
        }
        var headers: [String: String] = [:]
        for field in request.headers where headers[field.name.canonicalName] == nil { headers[field.name.canonicalName] = field.value }
        do throws(SignatureError) {
            _ = try await verifier.verify(
                method: request.method.rawValue, target: request.head.path ?? "/", headers: headers, body: Data(body.readableBytesView))
        } catch {
            throw APIFailure(.unauthorized, error.description)
        }
        return try await next(request, context)
    }
}
