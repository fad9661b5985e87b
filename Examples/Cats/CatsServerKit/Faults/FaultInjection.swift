/// Faults `cats-server` injects so the app's error paths can be seen and tested:
/// `--fail-favorites`, `--latency 500ms`, `--fail-rate 0.3 --seed 7`, `--delay-favorites 3s`.
///
/// The default injects nothing.
public struct FaultInjection: Sendable, Equatable {
    /// Every favorites write (`PUT /favorites`, `PUT` and `DELETE /favorites/{id}`) answers 503.
    public var failFavorites: Bool
    /// How long every response is held back.
    public var latency: Duration
    /// How long every favorites write is held back before it is made: a slow request the
    /// app can sign out under (its session cancels it).
    public var favoritesDelay: Duration
    /// The fraction of signed requests, 0…1, that answer 503 (drawn from ``seed``).
    public var failRate: Double
    /// The seed of the draws for ``failRate``: the same seed fails the same requests.
    public var seed: UInt64

    /// Faults as given; `failRate` must be within 0…1.
    public init(
        failFavorites: Bool = false, latency: Duration = .zero, failRate: Double = 0, seed: UInt64 = 2026,
        favoritesDelay: Duration = .zero
    ) {
        precondition(
            (0...1).contains(failRate), "FaultInjection.failRate must be within 0…1; validate --fail-rate before building the configuration"
        )
        self.failFavorites = failFavorites
        self.latency = latency
        self.favoritesDelay = favoritesDelay
        self.failRate = failRate
        self.seed = seed
    }

    /// The answer to a favorites write under `--fail-favorites`.
    public static let favoritesFailure = "favorites are failing on purpose (--fail-favorites)"

    /// The answer to a request picked by `--fail-rate`.
    public static func rateFailure(_ rate: Double) -> String {
        "this request failed on purpose (--fail-rate \(rate))"
    }
}
