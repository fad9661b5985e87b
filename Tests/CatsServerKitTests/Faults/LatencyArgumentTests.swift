import CatsServerKit
import Testing

@Suite struct LatencyArgumentTests {
    @Test("durations in ms and s, with or without a fraction, and 0",
          arguments: [("0", Duration.zero), ("500ms", .milliseconds(500)), ("2s", .seconds(2)),
                      ("1.5s", .milliseconds(1500)), (" 2S ", .seconds(2)), ("0.4ms", .zero), ("3600s", .seconds(3600))])
    func accepted(_ text: String, _ expected: Duration) throws {
        #expect(try LatencyArgument.parse(text) == expected)
    }

    @Test("past an hour is too long, however large, without trapping",
          arguments: ["3600001ms", "3601s", "1e30s", "1e300ms", "1.7976931348623157e308s"])
    func tooLong(_ text: String) {
        #expect(throws: LatencyArgument.Invalid.tooLong(text)) { try LatencyArgument.parse(text) }
    }

    @Test("text that is not a non-negative finite duration is refused",
          arguments: ["", "s", "ms", "500", "2h", "-1s", "nan", "infs", "1e400s", "fast"])
    func notADuration(_ text: String) {
        #expect(throws: LatencyArgument.Invalid.notADuration(text)) { try LatencyArgument.parse(text) }
    }

    @Test func messagesSayWhatToWrite() {
        #expect(LatencyArgument.Invalid.notADuration("2h").description == "--latency '2h' is not a duration: write it like 500ms, 2s or 0")
        #expect(LatencyArgument.Invalid.tooLong("2h0s").description == "--latency '2h0s' is longer than the 1 hour (3600s) limit")
    }
}
