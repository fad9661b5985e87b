/// A URL split into scheme, path segments and query, as byte ranges over its UTF-8.
///
/// Made once per match. Path segments are percent-decoded only if a `%` appears in the
/// path: then they are copied, decoded, into `decodedPath` and the ranges point there.
struct ParsedURL {
    /// The scheme's range in the URL, or `nil` for a path-only URL (`/settings`).
    var scheme: Range<Int>?
    /// Empty segments (`//`, a trailing `/`) are skipped, as every router here does.
    var segments: [Range<Int>] = []
    /// Decoded copy of the path when it had escapes; segments then index into it.
    var decodedPath: [UInt8]?
    var query: Range<Int>?

    /// - Throws: ``MalformedURLReason`` for anything that is not a readable URL.
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(MalformedURLReason) {
        let count = bytes.count
        guard count > 0 else { throw .empty }
        var hasPercent = false
        var pathEnd = count
        for offset in 0..<count {
            let byte = bytes[offset]
            if byte <= 0x20 || byte == 0x7F { throw .invalidCharacter(offset: offset) }
            if byte == 0x25 { hasPercent = true }
        }
        var cursor: Int
        if bytes[0] == 0x2F {  // "/": a path-only URL
            cursor = 0
        } else {
            var colon = 0
            while colon < count, bytes[colon] != 0x3A { colon += 1 }
            guard count - colon >= 3, bytes[colon + 1] == 0x2F, bytes[colon + 2] == 0x2F
            else { throw .missingScheme }
            guard isValidScheme(UnsafeBufferPointer(rebasing: bytes[0..<colon])) else { throw .invalidScheme }
            scheme = 0..<colon
            cursor = colon + 3
        }
        // The path ends at '?' or '#'; the query ends at '#'.
        var offset = cursor
        while offset < count, bytes[offset] != 0x3F, bytes[offset] != 0x23 { offset += 1 }
        pathEnd = offset
        if offset < count, bytes[offset] == 0x3F {
            var end = offset + 1
            while end < count, bytes[end] != 0x23 { end += 1 }
            query = (offset + 1)..<end
        }
        var start = cursor
        var pathHasPercent = false
        for position in cursor...pathEnd where position == pathEnd || bytes[position] == 0x2F {
            if position > start { segments.append(start..<position) }
            start = position + 1
        }
        if hasPercent, segments.contains(where: { bytes[$0].contains(0x25) }) { pathHasPercent = true }
        if pathHasPercent { try decodeSegments(bytes) }
    }

    /// Replaces the segments with decoded copies in one buffer.
    private mutating func decodeSegments(_ bytes: UnsafeBufferPointer<UInt8>) throws(MalformedURLReason) {
        var decoded: [UInt8] = []
        var ranges: [Range<Int>] = []
        for segment in segments {
            let start = decoded.count
            do {
                decoded += try percentDecoded(bytes[segment])
            } catch {
                throw .invalidPercentEscape
            }
            ranges.append(start..<decoded.count)
        }
        decodedPath = decoded
        segments = ranges
    }

    /// The query items, decoded (`+` is a space); a name without `=` has an empty value.
    func queryItems(_ bytes: UnsafeBufferPointer<UInt8>) throws(MalformedURLReason) -> [String: String] {
        guard let query else { return [:] }
        var items: [String: String] = [:]
        for pair in bytes[query].split(separator: 0x26, omittingEmptySubsequences: true) {
            let parts = pair.split(separator: 0x3D, maxSplits: 1, omittingEmptySubsequences: false)
            do {
                let name = String(decoding: try percentDecoded(parts[0], plusAsSpace: true), as: UTF8.self)
                let value = parts.count > 1 ? String(decoding: try percentDecoded(parts[1], plusAsSpace: true), as: UTF8.self) : ""
                if items[name] == nil { items[name] = value }  // the first occurrence wins
            } catch {
                throw .invalidPercentEscape
            }
        }
        return items
    }
}
