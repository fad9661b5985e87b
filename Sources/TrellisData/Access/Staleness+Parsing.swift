import Foundation

/// Why a time to live given as text (a command-line flag, a settings file) is not a duration.
public enum TimeToLiveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not a whole number with an optional `s`, `m` or `h` (or is too large).
    case notADuration(String)

    /// "must be a whole number of minutes, … (got '-3')": an app puts the flag's name before it.
    public var description: String {
        switch self {
        case .notADuration(let text):
            "must be a whole number of minutes, or of seconds, minutes or hours with s, m or h (like 90s, 10m, 2h), up to 1000 days (got '\(text)')"
        }
    }
}

extension Staleness {
    /// The longest time to live: 1000 days, far past any use, well inside `Duration`.
    static let longestTimeToLive: Int64 = 1_000 * 24 * 3_600

    /// A time to live written as text: `90s`, `10m`, `2h`, or a plain number of minutes
    /// (`15`); spaces around it are ignored. `0` makes every list stale, so each show asks
    /// the server.
    ///
    /// ```swift
    /// try Staleness.timeToLive(parsing: "90s")   // .seconds(90)
    /// try Staleness.timeToLive(parsing: "10")    // .seconds(600)
    /// ```
    ///
    /// - Parameter text: What the user wrote.
    /// - Returns: The duration, in whole seconds.
    /// - Throws: ``TimeToLiveError/notADuration(_:)`` naming the text for anything else
    ///   (`-3`, `abc`, `1.5m`, an empty string, more than 1000 days).
    public static func timeToLive(parsing text: String) throws(TimeToLiveError) -> Duration {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var digits = Substring(trimmed)
        let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3_600]
        var unit: Int64 = 60
        if let last = digits.last, let named = units[last] {
            unit = named
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ ("0"..."9").contains($0) }), let count = Int64(digits),
            count * unit <= longestTimeToLive
        else { throw .notADuration(text) }
        return .seconds(count * unit)
    }
}
