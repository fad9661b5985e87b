import Foundation

/// Reads a latency such as `cats-server --latency`: `300ms`, `2s`, `1.5s` or `0`, at most ``maximum``.
///
/// ```swift
/// try LatencyParser.parse("1.5s")   // .milliseconds(1500)
/// try LatencyParser.parse("1e30s")  // throws .tooLong
/// ```
public enum LatencyParser {
    /// The longest latency accepted: an hour is plenty to watch a loading state.
    public static let maximum = Duration.seconds(3600)

    /// Why a latency was refused.
    public enum Invalid: Error, Equatable, Sendable, CustomStringConvertible {
        /// Not a number followed by `ms` or `s`, or negative, infinite or not a number.
        case notADuration(String)
        /// Longer than ``LatencyParser/maximum``.
        case tooLong(String)

        public var description: String {
            switch self {
            case .notADuration(let text): "--latency '\(text)' is not a duration: write it like 500ms, 2s or 0"
            case .tooLong(let text): "--latency '\(text)' is longer than the 1 hour (3600s) limit"
            }
        }
    }

    /// The duration `text` names.
    ///
    /// - Throws: ``Invalid/notADuration(_:)`` or ``Invalid/tooLong(_:)``; never traps,
    ///   however large the number.
    public static func parse(_ text: String) throws(Invalid) -> Duration {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "0" { return .zero }
        let number: Substring
        let millisecondsPerUnit: Double
        if trimmed.hasSuffix("ms") {
            (number, millisecondsPerUnit) = (trimmed.dropLast(2), 1)
        } else if trimmed.hasSuffix("s") {
            (number, millisecondsPerUnit) = (trimmed.dropLast(), 1000)
        } else {
            throw .notADuration(text)
        }
        guard let value = Double(number), value.isFinite, value >= 0 else { throw .notADuration(text) }
        let milliseconds = (value * millisecondsPerUnit).rounded()
        // Compared as a Double first, so a huge value never reaches Int64's conversion.
        guard milliseconds <= Double(maximum.components.seconds * 1000) else { throw .tooLong(text) }
        return .milliseconds(Int64(milliseconds))
    }
}
