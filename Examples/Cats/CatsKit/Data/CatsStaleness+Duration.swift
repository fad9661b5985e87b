import Foundation

/// Why a `--stale-after` value is not a duration.
public enum StaleAfterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not a whole number with an optional `s`, `m` or `h` (or is too large).
    case notADuration(String)

    public var description: String {
        switch self {
        case .notADuration(let text):
            "--stale-after must be a whole number of minutes, or of seconds, minutes or hours with s, m or h (like 90s, 10m, 2h), up to 1000 days (got '\(text)')"
        }
    }
}

extension CatsStaleness {
    /// The largest `--stale-after`: 1000 days, far past any use, well inside `Duration`.
    static let longestTimeToLive: Int64 = 1_000 * 24 * 3_600

    /// A `--stale-after` value as a duration: `90s`, `10m`, `2h`, or a plain number of
    /// minutes (`15`). `0` makes every list stale, so each show asks the server.
    ///
    /// ```swift
    /// try CatsStaleness.timeToLive(parsing: "90s")   // .seconds(90)
    /// try CatsStaleness.timeToLive(parsing: "10")    // .seconds(600)
    /// ```
    ///
    /// - Throws: ``StaleAfterError/notADuration(_:)`` naming the text for anything else
    ///   (`-3`, `abc`, `1.5m`, an empty string, more than 1000 days).
    public static func timeToLive(parsing text: String) throws(StaleAfterError) -> Duration {
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
