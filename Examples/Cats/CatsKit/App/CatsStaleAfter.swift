import NIOConcurrencyHelpers
import TrellisData
import TrellisShell

/// How long a stored list stays fresh before Cats asks the server again when it is
/// shown: a user preference, kept per user across log out, chosen in Settings and applied
/// to the next list shown (``CatsServices/stalenessSetting``).
///
/// ``standard`` is what `cats --stale-after` says (ten minutes without it); the others set
/// the time whatever the flag says.
public enum CatsStaleAfter: String, CaseIterable, Sendable, PreferenceConvertible {
    /// `cats --stale-after`, or ten minutes (the default).
    case standard
    /// One minute.
    case oneMinute = "1m"
    /// Five minutes.
    case fiveMinutes = "5m"
    /// Thirty minutes.
    case thirtyMinutes = "30m"
    /// One hour.
    case oneHour = "1h"
    /// Never: a stored list is shown from the store until the user reloads it (`r`).
    case never

    /// The choice in a user's preferences, ``standard`` when none is stored.
    public static let preference = PreferenceKey<CatsStaleAfter>("cats.staleAfter", default: .standard)

    /// The policy this choice sets, where `standard` is the flag's (or the default's).
    public func policy(standard: StalenessPolicy) -> StalenessPolicy {
        switch self {
        case .standard: standard
        case .oneMinute: .ttl(.seconds(60))
        case .fiveMinutes: .ttl(.seconds(5 * 60))
        case .thirtyMinutes: .ttl(.seconds(30 * 60))
        case .oneHour: .ttl(.seconds(3_600))
        case .never: .never
        }
    }

    /// The choice's name in Settings ("5 min"); ``standard`` names the time it stands
    /// for ("default: 10 min").
    public func title(standard: StalenessPolicy) -> String {
        switch self {
        case .standard: "default: \(Self.text(of: standard))"
        case .oneMinute, .fiveMinutes, .thirtyMinutes, .oneHour, .never: Self.text(of: policy(standard: standard))
        }
    }

    /// "never", "90 s", "10 min", "2 h".
    static func text(of policy: StalenessPolicy) -> String {
        guard policy != .never else { return "never" }
        let seconds = policy.timeToLive.components.seconds
        if seconds % 3_600 == 0, seconds > 0 { return "\(seconds / 3_600) h" }
        if seconds % 60 == 0, seconds > 0 { return "\(seconds / 60) min" }
        return "\(seconds) s"
    }

    /// Stores this choice as the user's ``preference``.
    public func store(in preferences: any PreferenceStore) throws(PreferenceError) {
        try preferences.set(self, for: Self.preference)
    }
}

/// The signed-in user's ``CatsStaleAfter``, which every copy of ``CatsServices/staleness``
/// reads at each use: the shell sets it at sign-in, Settings when the user chooses.
public final class CatsStalenessSetting: Sendable {
    /// What ``CatsStaleAfter/standard`` stands for: `cats --stale-after`, or ten minutes.
    public let standard: StalenessPolicy
    private let chosen = NIOLockedValueBox(CatsStaleAfter.standard)

    /// A setting whose ``CatsStaleAfter/standard`` is `standard`, chosen to start with.
    public init(standard: StalenessPolicy) { self.standard = standard }

    /// The user's choice.
    public var choice: CatsStaleAfter {
        get { chosen.withLockedValue { $0 } }
        set { chosen.withLockedValue { $0 = newValue } }
    }

    /// The policy the choice sets now.
    public var policy: StalenessPolicy { choice.policy(standard: standard) }
}
