/// Which link targets a host makes clickable, and in what form: the one policy both
/// hosts apply to linked cells (`CellBuffer.link(x:y:)`) before a terminal wraps them
/// in OSC 8 or a browser in `<a href>`.
///
/// A link's target often comes from outside (a Markdown document fetched from a
/// server, a name a user typed), so it is treated as input: only `http`, `https` and
/// `mailto` are linked. `file:` is not (a terminal hands it to `xdg-open`, which may
/// run what it points at, and a page from a server has no business opening the
/// viewer's files), nor `javascript:`, `data:` or anything else; those cells are drawn
/// as plain text. Control characters (C0, DEL, C1) are removed, so a target cannot end
/// the escape sequence it travels in and start another.
package enum LinkTarget {
    /// The schemes a host links, lowercased.
    package static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The longest target linked, in UTF-8 bytes (VTE refuses more than 2083; a browser's
    /// practical limit is about the same): a longer one is drawn as plain text.
    package static let maximumLength = 2048

    /// `target` without control characters when its scheme is allowed and it is not too
    /// long; `nil` when it must be drawn as plain text.
    ///
    /// ```swift
    /// LinkTarget.safe("https://swift.org")       // "https://swift.org"
    /// LinkTarget.safe("javascript:alert(1)")     // nil
    /// LinkTarget.safe("https://x\u{1B}]52;c;…")  // "https://x]52;c;…": no escape left
    /// ```
    ///
    /// - Complexity: O(*n*) for the *n* characters of `target`.
    package static func safe(_ target: String) -> String? {
        var cleaned = String.UnicodeScalarView()
        for scalar in target.unicodeScalars where !isControl(scalar) { cleaned.append(scalar) }
        let result = String(cleaned)
        guard result.utf8.count <= maximumLength, let colon = result.firstIndex(of: ":") else { return nil }
        let scheme = result[..<colon].lowercased()
        guard allowedSchemes.contains(scheme), result.index(after: colon) < result.endIndex else { return nil }
        return result
    }

    /// C0 (including ESC and BEL), DEL and C1 (including the 8-bit ST and OSC).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }
}
