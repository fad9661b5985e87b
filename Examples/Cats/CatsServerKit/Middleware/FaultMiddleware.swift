import Hummingbird

/// Holds every response back by `--latency`: the request is answered `latency` later than
/// it would have been, whatever the answer (a 401 too).
struct LatencyMiddleware<Context: RequestContext>: RouterMiddleware {
    let latency: Duration

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try await Task.sleep(for: latency)
        return try await next(request, context)
    }
}

/// Answers the requests the dice pick with 503 (`--fail-rate`). It sits after the signature
/// check, so only signed requests draw, and a run with the same seed fails the same ones.
struct FailRateMiddleware<Context: RequestContext>: RouterMiddleware {
    let dice: FailureDice

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if await dice.nextFails() { throw APIFailure(.serviceUnavailable, FaultInjection.rateFailure(dice.rate)) }
        return try await next(request, context)
    }
}
