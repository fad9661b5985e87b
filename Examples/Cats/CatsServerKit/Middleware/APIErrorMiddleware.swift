import CatsAPI
import Hummingbird
import Logging

/// Turns every error thrown below it into ``CatsAPI/APIErrorBody`` JSON, so the app reads
/// one shape for every refusal: an ``APIFailure`` with its status and reason, a Hummingbird
/// `HTTPError` (no such route: 404) with its status, anything else as 500, logged.
struct APIErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let failure as APIFailure {
            return try failure.response(from: request, context: context)
        } catch let error as HTTPError {
            let reason =
                error.body
                ?? (error.status == .notFound ? "no such route: \(request.method) \(request.uri.path)" : error.status.reasonPhrase)
            return try APIFailure(error.status, reason).response(from: request, context: context)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            context.logger.error("request failed", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
            return try APIFailure(.internalServerError, "the server failed: \(type(of: error))").response(from: request, context: context)
        }
    }
}
