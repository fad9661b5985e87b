import TrellisViews

/// Text cut and padded to a number of cells: what a table's cell or a tree's row shows in
/// its column, the way `NSTextFieldCell` truncates with `…` when its column is too narrow.
enum CellText {
    /// `text` on one line in exactly `width` cells: cut with a trailing `…` when it is
    /// wider, and placed by `alignment` in the cells left over. Control characters (a
    /// newline in a value) take no cell. Zero or negative widths give "".
    ///
    /// - Complexity: O(*n*) for the *n* characters that fit, plus the padding.
    static func fitted(_ text: String, width: Int, alignment: TextAlignment = .left) -> String {
        guard width > 0 else { return "" }
        let full = CharacterWidth.of(text)
        if full <= width {
            let spare = width - full
            let left: Int
            switch alignment {
            case .left: left = 0
            case .center: left = spare / 2
            case .right: left = spare
            }
            return String(repeating: " ", count: left) + text + String(repeating: " ", count: spare - left)
        }
        // Too wide: keep what fits in `width - 1` cells, then the ellipsis.
        var kept = ""
        var used = 0
        for character in text {
            let cells = CharacterWidth.of(character)
            if used + cells > width - 1 { break }
            kept.append(character)
            used += cells
        }
        return kept + "…" + String(repeating: " ", count: max(0, width - 1 - used))
    }

    /// `count` with its thousands grouped by commas ("1,000,000"), as a screen reader
    /// reads a position best.
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return count < 0 ? "-" + result : result
    }

    /// A length in points as whole cells, at least `minimum` and at most `maximum`: NaN,
    /// infinities and negatives from outside never trap, they clamp.
    static func cells(_ points: Double, minimum: Int, maximum: Int = 10_000) -> Int {
        guard points.isFinite else { return minimum }
        return Swift.min(maximum, Swift.max(minimum, Int(Swift.min(Double(maximum), Swift.max(0, points)).rounded(.down))))
    }

    /// `a + b`, stopping at `Int.min` or `Int.max` instead of overflowing: a wheel or an
    /// offset from outside may be huge.
    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? Int.max : Int.min
    }
}
