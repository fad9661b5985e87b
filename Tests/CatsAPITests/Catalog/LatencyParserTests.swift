import Testing

@testable import CatsAPI

@Suite struct LatencyParserTests {
    @Test(
        "durations in ms and s, with or without a fraction, and 0",
        arguments: [
            ("0", Duration.zero), ("300ms", .milliseconds(300)), ("2s", .seconds(2)),
            ("1.5s", .milliseconds(1500)), (" 2S ", .seconds(2)), ("0.4ms", .zero), ("3600s", .seconds(3600)),
        ])
    func accepted(_ text: String, _ expected: Duration) throws {
        #expect(try LatencyParser.parse(text) == expected)
    }

    @Test(
        "anything past an hour is refused as too long, however large, without trapping",
        arguments: ["3600001ms", "3601s", "1e30s", "1e300ms", "9.3e15s", "1.7976931348623157e308s"])
    func tooLong(_ text: String) {
        #expect(throws: LatencyParser.Invalid.tooLong(text)) { try LatencyParser.parse(text) }
    }

    @Test(
        "text that is not a non-negative finite duration is refused",
        arguments: ["", "s", "ms", "2h", "-1s", "nan", "nans", "infs", "-0.5ms", "2 s s", "1e400s"])
    func notADuration(_ text: String) {
        #expect(throws: LatencyParser.Invalid.notADuration(text)) { try LatencyParser.parse(text) }
    }

    @Test("every magnitude from 1e-3 to 1e300 seconds parses or is refused, never traps")
    func everyMagnitude() {
        for exponent in -3...300 {
            for mantissa in [1.0, 4.5, 9.99] {
                let text = "\(mantissa)e\(exponent)s"
                do {
                    let duration = try LatencyParser.parse(text)
                    #expect(duration <= LatencyParser.maximum, "\(text)")
                } catch {
                    #expect(error == .tooLong(text), "\(text): \(error)")
                    #expect(mantissa * pow10(exponent) > 3600, "\(text) refused")
                }
            }
        }
    }

    private func pow10(_ exponent: Int) -> Double {
        (0..<abs(exponent)).reduce(1.0) { value, _ in exponent < 0 ? value / 10 : value * 10 }
    }

    @Test("the messages say what to write and what the limit is")
    func messages() {
        #expect(LatencyParser.Invalid.notADuration("2h").description == "--latency '2h' is not a duration: write it like 500ms, 2s or 0")
        #expect(LatencyParser.Invalid.tooLong("1e30s").description == "--latency '1e30s' is longer than the 1 hour (3600s) limit")
    }
}
