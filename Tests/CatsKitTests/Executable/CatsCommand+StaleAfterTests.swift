import Testing
import TrellisTestSupport

/// `cats --stale-after`: documented in the help with its default, and a bad value is a
/// usage error (exit 64) that names it.
@Suite("cats --stale-after", .timeLimit(.minutes(1)))
struct CatsCommandStaleAfterTests {
    @Test("--help lists --stale-after with its forms and default")
    func helpListsIt() async throws {
        let run = try await BuiltExecutable.run("cats", ["--help"], environment: [:])
        #expect(run.status == 0, "\(run.errors)")
        let words = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")  // as wrapped to any width
        #expect(words.contains("--stale-after"), "\(run.output)")
        #expect(words.contains("90s, 10m, 2h, or a plain number of minutes (default: 10;"), "\(run.output)")
    }

    @Test("a bad --stale-after exits 64 naming the value", arguments: ["-3", "abc", "1.5m"])
    func aBadValueIsNamed(value: String) async throws {
        let run = try await BuiltExecutable.run("cats", ["--in-memory", "--snapshot", "--stale-after", value], environment: [:])
        #expect(run.status == 64, "\(run.errors)")
        #expect(run.errors.contains("(got '\(value)')"), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test("a good --stale-after runs")
    func aGoodValueRuns() async throws {
        let run = try await BuiltExecutable.run(
            "cats", ["--in-memory", "--snapshot", "--height", "8", "--stale-after", "90s"], environment: [:])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("68 breeds"))
    }
}
