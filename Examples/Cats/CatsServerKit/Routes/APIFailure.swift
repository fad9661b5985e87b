import CatsAPI
import Foundation
import Hummingbird

/// A refusal with a reason: thrown by handlers and middleware, answered as
/// ``CatsAPI/APIErrorBody`` JSON (`{"error": "why"}`) with its status.
///
/// ```swift
/// throw APIFailure(.notFound, "there is no breed 99")
/// ```
public struct APIFailure: Error, Equatable, Sendable, CustomStringConvertible, HTTPResponseError {
    /// The status answered.
    public let status: HTTPResponse.Status
    /// Why, as a sentence; the body's `error`.
    public let reason: String
    /// Headers sent with the refusal (`Retry-After`, `WWW-Authenticate`).
    public let headers: HTTPFields

    /// A refusal with `status` because of `reason`, with `headers`.
    public init(_ status: HTTPResponse.Status, _ reason: String, headers: HTTPFields = [:]) {
        self.status = status
        self.reason = reason
        self.headers = headers
    }

    public var description: String { "\(status.code) \(reason)" }

    /// The response: `reason` as ``CatsAPI/APIErrorBody`` JSON, with ``headers``.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = Response.json(CatsAPI.encode(APIErrorBody(error: reason)), status: status)
        response.headers.append(contentsOf: headers)
        return response
    }
}

extension APIFailure {
    /// 400: a body that is not the JSON expected; `error` says where.
    static func malformedBody(_ what: String, _ error: any Error) -> APIFailure {
        APIFailure(.badRequest, "malformed \(what): \(DecodingProblem.describe(error))")
    }

    /// 401: no `authorization: Bearer …` header (RFC 6750's challenge without an error).
    static let missingToken = APIFailure(
        .unauthorized, "missing bearer token: sign in with POST /session and send authorization: Bearer <token>",
        headers: [.wwwAuthenticate: #"Bearer realm="cats""#])
    /// 401: a token the server did not issue (RFC 6750's `invalid_token`).
    static let unknownToken = APIFailure(
        .unauthorized, "the bearer token is not valid: sign in again",
        headers: [.wwwAuthenticate: #"Bearer realm="cats", error="invalid_token""#])
    /// 401: a token past its lifetime (RFC 6750's `invalid_token`, "expired").
    static let expiredToken = APIFailure(
        .unauthorized, "the bearer token has expired: sign in again",
        headers: [.wwwAuthenticate: #"Bearer realm="cats", error="invalid_token", error_description="the token expired""#])

    /// 429 with `Retry-After` (whole seconds, RFC 9110 §10.2.3).
    static func tooManyRequests(_ reason: String, retryAfter seconds: Int64) -> APIFailure {
        APIFailure(.tooManyRequests, reason, headers: [.retryAfter: String(max(1, seconds))])
    }
}

extension Response {
    /// A JSON response with `body`.
    static func json(_ body: Data, status: HTTPResponse.Status = .ok) -> Response {
        json(ByteBuffer(bytes: body), status: status)
    }

    /// `body` as `application/json`, sent as it is (a buffer made once is shared, not copied).
    static func json(_ body: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(body.readableBytes)],
            body: ResponseBody(byteBuffer: body))
    }

    /// 204 No Content.
    static var noContent: Response { Response(status: .noContent) }
}

/// A `DecodingError` in words, naming the field (`breed_ids[2]: expected Int64`).
enum DecodingProblem {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(path(context.codingPath + [key]))\""
        case .typeMismatch(let type, let context): return "\(location(context)) expected \(name(type))"
        case .valueNotFound(let type, let context): return "\(location(context)) expected \(name(type)), found null"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "\(context.codingPath.isEmpty ? "" : "at \(path(context.codingPath)): ")\(underlying ?? context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    private static func location(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "at the top level" : "at \"\(path(context.codingPath))\""
    }

    private static func name(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int64.Type, is Int.Type: "an integer"
        default: "\(type)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce(into: "") { path, key in
            if let index = key.intValue { path += "[\(index)]" } else { path += path.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
    }
}
