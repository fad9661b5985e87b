import Foundation

extension SightingReport {
    /// How long a text field of a report may be, counted three ways: what a person sees
    /// (characters), what Unicode stores (code points) and what the wire and the database
    /// hold (UTF-8 bytes).
    ///
    /// Characters alone are not a bound: "a" followed by 32,000 combining accents is one
    /// character and 64 KB, so a place within "80 characters" made each sighting 64 KB and
    /// 300 of them a 19 MB list. The code-point and byte limits leave room for any real
    /// text (accents, flags and family emoji take several code points per character).
    public struct TextLimit: Sendable, Equatable {
        /// The most characters (grapheme clusters).
        public let characters: Int
        /// The most Unicode code points.
        public let codePoints: Int
        /// The most UTF-8 bytes.
        public let bytes: Int
    }

    /// ``place``: 80 characters, 160 code points, 320 bytes.
    public static let placeLimit = TextLimit(characters: maximumPlaceLength, codePoints: 160, bytes: 320)
    /// ``note``: 280 characters, 560 code points, 1,120 bytes.
    public static let noteLimit = TextLimit(characters: maximumNoteLength, codePoints: 560, bytes: 1_120)

    /// What is wrong with `text` as a field held to `limit`, as the error's reason, or nil.
    /// Bytes and code points are counted first, so an oversized text is refused before its
    /// characters are segmented.
    static func problem(with text: String, _ limit: TextLimit, mustBeVisible: Bool) -> String? {
        if text.utf8.count > limit.bytes { return "is longer than \(limit.bytes) bytes" }
        if text.unicodeScalars.count > limit.codePoints { return "has more than \(limit.codePoints) code points" }
        if text.count > limit.characters { return "is longer than \(limit.characters) characters" }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "has control characters" }
        if text.unicodeScalars.contains(where: isBidirectionalControl) {
            return "has bidirectional control characters (U+202A–U+202E, U+2066–U+2069)"
        }
        if mustBeVisible, !text.unicodeScalars.contains(where: isVisible) {
            return "has no visible characters: say where the cat was seen"
        }
        return nil
    }

    /// Embeddings, overrides and isolates: they reorder the text around them, so a place
    /// could read as another one.
    static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// A code point that shows something: not a space, a control or format character
    /// (U+FEFF, U+200B, U+202E), nor one Unicode says to ignore by default.
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate: return false
        default: return !properties.isWhitespace && !properties.isDefaultIgnorableCodePoint
        }
    }

    /// Whether `text` is a report id as the app writes it: a UUID in `UUID().uuidString`'s
    /// form (upper case). Ids are compared exactly, so a lower-case copy of an id would be a
    /// second report.
    static func isCanonicalReportID(_ text: String) -> Bool {
        UUID(uuidString: text)?.uuidString == text
    }
}
