/// Why a text area refused an edit: a paste too big to take, or an edit that would pass
/// the area's ``TextArea/maximumLength``. Nothing of a refused edit is inserted; the area
/// keeps it as ``TextArea/lastRejection`` and announces its ``message``.
///
/// ```swift
/// area.handlePaste(String(repeating: "x", count: 3_400_000))
/// area.lastRejection?.message   // "Not pasted: 3.2 MB is more than a text area takes (1 MB)"
/// ```
public enum TextAreaRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// A paste of `bytes` bytes (UTF-8), more than the area's `limit`
    /// (``TextArea/maximumPasteBytes``).
    case pasteTooLarge(bytes: Int, limit: Int)
    /// An edit that would make the text `length` characters, more than its `limit`
    /// (``TextArea/maximumLength``).
    case tooLong(length: Int, limit: Int)

    /// The sentence a person reads or hears: what was not done, and why.
    public var message: String {
        switch self {
        case let .pasteTooLarge(bytes, limit):
            "Not pasted: \(Self.size(bytes)) is more than a text area takes (\(Self.size(limit)))"
        case let .tooLong(length, limit):
            "Not inserted: the text would be \(length) characters, more than its limit of \(limit)"
        }
    }

    /// The ``message``.
    public var description: String { message }

    /// `512 bytes`, `3.5 KB`, `1 MB`, `3.2 MB`: binary units, one decimal, `.0` dropped.
    static func size(_ bytes: Int) -> String {
        let units = [(1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")]
        guard let (scale, unit) = units.first(where: { bytes >= $0.0 }) else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        let tenths = Int((Double(bytes) / Double(scale) * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10) \(unit)" : "\(tenths / 10).\(tenths % 10) \(unit)"
    }
}
