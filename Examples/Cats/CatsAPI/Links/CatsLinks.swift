/// Every `cats://` deep link of the app, made and matched in one place.
///
/// ``patterns`` are the router's patterns (TrellisShell's `RoutePattern` syntax); the
/// functions make the links that match them, percent-encoding what the user typed.
///
/// ```swift
/// CatsLinks.cat(3)             // "cats://cat/3"
/// CatsLinks.search("maine c")  // "cats://search?q=maine%20c"
/// ```
public enum CatsLinks {
    /// The scheme of every link.
    public static let scheme = "cats"

    /// The router patterns, one per screen.
    public enum Pattern {
        public static let cats = "cats://cats"
        public static let cat = "cats://cat/<int:id>"
        public static let favorites = "cats://favorites"
        public static let settings = "cats://settings"
        public static let search = "cats://search?q"
    }

    /// The list of every breed.
    public static let cats = "cats://cats"
    /// The favorites list.
    public static let favorites = "cats://favorites"
    /// The settings screen.
    public static let settings = "cats://settings"

    /// One breed's detail screen.
    public static func cat(_ id: Int64) -> String { "cats://cat/\(id)" }

    /// The list filtered by `query`.
    public static func search(_ query: String) -> String { "cats://search?q=\(percentEncoded(query))" }

    /// `text` with every byte outside RFC 3986's unreserved set percent-encoded.
    static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                encoded += "%"
                encoded.unicodeScalars.append(hex[Int(byte >> 4)])
                encoded.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return encoded
    }
}
