/// Why a URL's text could not be read.
enum DecodingFailure: Error { case badEscape, invalidUTF8 }

/// Decodes `%XX` escapes (and, for query items, `+` as a space); the result must be UTF-8.
///
/// - Complexity: O(n) in the number of bytes.
func percentDecoded<Bytes: Collection<UInt8>>(_ bytes: Bytes, plusAsSpace: Bool = false) throws(DecodingFailure) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index != bytes.endIndex {
        let byte = bytes[index]
        if byte == 0x25 {  // %
            let high = bytes.index(after: index)
            guard high != bytes.endIndex else { throw .badEscape }
            let low = bytes.index(after: high)
            guard low != bytes.endIndex, let h = hexValue(bytes[high]), let l = hexValue(bytes[low]) else { throw .badEscape }
            out.append(h << 4 | l)
            index = bytes.index(after: low)
        } else {
            out.append(plusAsSpace && byte == 0x2B ? 0x20 : byte)
            index = bytes.index(after: index)
        }
    }
    guard isValidUTF8(out) else { throw .invalidUTF8 }
    return out
}

@inline(__always)
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
}

/// Whether `bytes` is well-formed UTF-8 (no overlongs, no surrogates, nothing past U+10FFFF).
func isValidUTF8<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue: continue
        case .emptyInput: return true
        case .error: return false
        }
    }
}
