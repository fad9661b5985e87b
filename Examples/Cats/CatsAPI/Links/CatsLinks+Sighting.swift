/// Why a `cats://` link's text is not a link to what it claims (``CatsLinks/parseSighting(_:)``).
public enum CatsLinkParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not of the link's shape (`cats://cat/<breed>/sighting/<id>`).
    case notASightingLink(String)
    /// An id is not a decimal number: which id, and its text.
    case notANumber(id: String, text: String)
    /// An id is a number outside 1...`Int64.max`: which id, and its text.
    case outOfRange(id: String, text: String)

    public var description: String {
        switch self {
        case .notASightingLink(let link): "\(link) is not a link to a sighting (cats://cat/<breed>/sighting/<id>)"
        case .notANumber(let id, let text): "the \(id) id \"\(text)\" is not a number"
        case .outOfRange(let id, let text): "the \(id) id \(text) is not between 1 and \(Int64.max)"
        }
    }
}

extension CatsLinks {
    /// The breed and sighting ids of `link`, a ``sighting(_:of:)`` link: each a decimal
    /// number from 1 to `Int64.max` (ids are SQLite rowids).
    ///
    /// ```swift
    /// try CatsLinks.parseSighting("cats://cat/3/sighting/17")   // (breed: 3, sighting: 17)
    /// try CatsLinks.parseSighting("cats://cat/3/sighting/0")    // throws .outOfRange(id: "sighting", text: "0")
    /// ```
    ///
    /// - Throws: ``CatsLinkParseError`` naming what is wrong.
    public static func parseSighting(_ link: String) throws(CatsLinkParseError) -> (breed: Int64, sighting: Int64) {
        let prefix = "\(scheme)://cat/"
        guard link.hasPrefix(prefix) else { throw .notASightingLink(link) }
        let parts = link.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1] == "sighting" else { throw .notASightingLink(link) }
        return (try id(String(parts[0]), named: "breed"), try id(String(parts[2]), named: "sighting"))
    }

    /// `text` as an id: decimal digits (an optional `-` only to say it is out of range),
    /// from 1 to `Int64.max`.
    ///
    /// - Throws: ``CatsLinkParseError/notANumber(id:text:)`` or ``CatsLinkParseError/outOfRange(id:text:)``.
    public static func id(_ text: String, named name: String) throws(CatsLinkParseError) -> Int64 {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .notANumber(id: name, text: text) }
        guard let value = Int64(text), value >= 1 else { throw .outOfRange(id: name, text: text) }
        return value
    }
}
