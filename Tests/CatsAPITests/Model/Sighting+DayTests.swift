import Foundation
import Testing

@testable import CatsAPI

/// `Sighting.isDay`: real Gregorian days in `YYYY-MM-DD` only, checked against Foundation's
/// calendar for every month and day number of a spread of years.
@Suite struct SightingDayTests {
    /// From 1600 on: Foundation's Gregorian calendar is Julian before 1582, and days are
    /// proleptic Gregorian here (so year 100 has no February 29; see the next test).
    @Test(arguments: [1600, 1700, 1900, 1999, 2000, 2024, 2026, 2100, 2400, 9999])
    func everyDayOfAYearAgreesWithTheCalendar(year: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        for month in 0...13 {
            for day in 0...32 {
                let text = String(format: "%04d-%02d-%02d", year, month, day)
                let components = DateComponents(calendar: calendar, year: year, month: month, day: day)
                let real = (1...12).contains(month) && day >= 1 && components.isValidDate(in: calendar)
                #expect(Sighting.isDay(text) == real, "\(text)")
            }
        }
    }

    @Test(
        "text that only looks like a day is not one",
        arguments: [
            "2026-+1-+1", "+026-01-01", "-026-01-01", "0000-01-01", "2026-1-01", "2026-01-1", "20260-01-01", "2026/01/01",
            " 2026-01-01", "2026-01-01 ", "２０２６-01-01", "2026-0١-01", "", "2026-01-01\u{0}",
        ])
    func notADay(_ text: String) {
        #expect(!Sighting.isDay(text))
    }
}
