import Foundation

/// How old the data on a screen is, in the words a footer shows: "updated 3 min ago", or
/// "offline · from 2 days ago" when the last refresh could not reach the server. Facebook's
/// app tells the age of a stored feed the same way, next to the `isDataStale` check that
/// decides whether to refresh it.
///
/// ```swift
/// let freshness = Freshness(lastSynced: tenMinutesAgo, isOffline: false, checkedAt: now)
/// freshness.line   // "updated 10 min ago"
/// ```
public struct Freshness: Sendable, Hashable {
    /// When the shown data was last synced from the server; `nil` if it never was.
    public var lastSynced: Date?
    /// Whether the last refresh failed because the server could not be reached.
    public var isOffline: Bool
    /// When this was worked out: the age is counted to here.
    public var checkedAt: Date

    /// The data's age as of `checkedAt`.
    public init(lastSynced: Date?, isOffline: Bool, checkedAt: Date) {
        self.lastSynced = lastSynced
        self.isOffline = isOffline
        self.checkedAt = checkedAt
    }

    /// "updated just now", "updated 3 min ago", "updated 2 h ago", "updated 2 days ago";
    /// offline "offline · from …"; never synced "not updated yet" (offline: "offline ·
    /// never updated").
    public var line: String {
        guard let lastSynced else { return isOffline ? "offline · never updated" : "not updated yet" }
        let age = Self.age(seconds: checkedAt.timeIntervalSince(lastSynced))
        return isOffline ? "offline · from \(age)" : "updated \(age)"
    }

    /// An age in whole units, rounded down: under a minute "just now", then minutes, then
    /// hours under a day, then days. A time in the future (a clock set back), or no time at
    /// all (`nan`), is "just now".
    public static func age(seconds: TimeInterval) -> String {
        let whole = seconds.isNaN ? 0 : Int(min(max(0, seconds.rounded(.down)), 1e15))
        switch whole {
        case ..<60: return "just now"
        case ..<3_600: return "\(whole / 60) min ago"
        case ..<86_400: return "\(whole / 3_600) h ago"
        default:
            let days = whole / 86_400
            return days == 1 ? "1 day ago" : "\(days) days ago"
        }
    }
}
