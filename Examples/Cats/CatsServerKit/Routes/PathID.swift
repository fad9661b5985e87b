/// An id in a request's path (`/breeds/{id}`, `/sightings/{id}`), read strictly: decimal
/// digits only, no sign, no leading zero, from 1 to `Int64.max`.
///
/// `Int64("+1")` and `Int64("01")` are both 1, so `/breeds/+1` and `/breeds/01` named breed 1
/// under other paths (each a cache entry, a log line and a URL of its own). One spelling per
/// id keeps them one.
///
/// ```swift
/// try PathID.parse("17", naming: "breed")   // 17
/// try PathID.parse("+1", naming: "breed")   // throws PathID.Invalid(name: "breed", text: "+1")
/// ```
enum PathID {
    /// A path parameter that is not an id: which one, and its text.
    struct Invalid: Error, Equatable, Sendable, CustomStringConvertible {
        /// What the id names (`breed`, `sighting`).
        let name: String
        /// The text as it came.
        let text: String

        var description: String {
            "\"\(text)\" is not a \(name) id: expected a positive whole number (digits only, no sign or leading zero)"
        }
    }

    /// `text` as an id of `name`.
    ///
    /// - Throws: ``Invalid`` naming `name` and the text.
    static func parse(_ text: String, naming name: String) throws(Invalid) -> Int64 {
        let digits = text.utf8
        guard let first = digits.first, first != UInt8(ascii: "0"), digits.count <= 19,
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let value = Int64(text)
        else { throw Invalid(name: name, text: text) }
        return value
    }
}

extension APIFailure {
    /// 400 naming the path parameter that is not an id.
    static func invalidID(_ invalid: PathID.Invalid) -> APIFailure { APIFailure(.badRequest, invalid.description) }
}
