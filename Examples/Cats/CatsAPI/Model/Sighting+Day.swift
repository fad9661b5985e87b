extension Sighting {
    /// Whether `text` is a real `YYYY-MM-DD` day of the Gregorian calendar: ten ASCII
    /// characters, digits and two dashes, year 0001–9999, a month of the year and a day of
    /// that month (February 29 in leap years only).
    ///
    /// `Int("+1")` is 1 and `Int("01")` is 1, so a check that splits on `-` and parses the
    /// parts let `2026-+1-+1` and `+026-01-01` through, and counting to 31 let
    /// `2026-02-30` through; days that pass this check also compare correctly as text.
    ///
    /// ```swift
    /// Sighting.isDay("2028-02-29")   // true
    /// Sighting.isDay("2026-02-29")   // false: 2026 is not a leap year
    /// Sighting.isDay("0000-01-01")   // false: there is no year 0
    /// ```
    static func isDay(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), year >= 1, (1...12).contains(month)
        else { return false }
        return (1...daysIn(month: month, of: year)).contains(day)
    }

    /// The days of `month` (1–12) in `year`, by the Gregorian leap-year rule.
    static func daysIn(month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
