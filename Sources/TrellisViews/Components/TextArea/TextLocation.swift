/// A place in a text area's text: a line (from 0) and the characters before it on that
/// line (from 0 to the line's length), a character being a grapheme cluster as Swift's
/// `Character` is. Ordered as the text reads.
///
/// What ``TextAreaChange`` reports an edit in: a line and a column are what a text area
/// keeps, so naming them costs nothing, where a UTF-16 offset (`NSRange`, as
/// `NSTextStorage` reports) would cost a walk over the text before it.
public struct TextLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 0.
    public var line: Int
    /// The characters before the place on its line, from 0.
    public var index: Int

    /// The place `index` characters into line `line`.
    public init(line: Int, index: Int) {
        self.line = line
        self.index = index
    }

    /// The start of the text.
    public static let start = TextLocation(line: 0, index: 0)

    /// Whether `lhs` comes before `rhs` in the text.
    public static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.index < rhs.index
    }

    /// `2:7`, for test failures.
    public var description: String { "\(line):\(index)" }
}
