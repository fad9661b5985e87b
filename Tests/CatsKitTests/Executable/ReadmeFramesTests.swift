import Foundation
import Testing
import TrellisTestSupport

/// Every frame the README shows is what the command printed above it prints today: a frame
/// that drifts from the binary (a column added, a key renamed) fails here, naming the
/// command and the lines that differ.
@Suite("README frames", .timeLimit(.minutes(1)))
struct ReadmeFramesTests {
    /// A frame in the README and the command it says printed it.
    struct Frame: CustomStringConvertible, Sendable {
        var command: String
        var lines: [String]
        var line: Int
        var description: String { "README.md:\(line): \(command)" }
    }

    /// The README at the root of the repository (three folders above this file).
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// Each ```text block and each `<pre>` block, with the last `` `swift run …` `` written
    /// between the block before it and it.
    static func frames(in readme: String) -> [Frame] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var frames: [Frame] = []
        var command: String?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let opens = line == "```text" || line.hasSuffix("<pre>")
            if !opens {
                if let found = line.ranges(of: #/`swift run ([^`]+)`/#).last {
                    command = String(line[found]).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                }
                index += 1
                continue
            }
            let closing = line == "```text" ? "```" : "</pre>"
            var end = index + 1
            while end < lines.count && !lines[end].hasPrefix(closing) { end += 1 }
            if let command { frames.append(Frame(command: command, lines: Array(lines[(index + 1)..<end]), line: index + 1)) }
            command = nil
            index = end + 1
        }
        return frames
    }

    /// Lines as compared: trailing spaces and trailing empty lines are not part of a frame.
    static func normalized(_ lines: [String]) -> [String] {
        var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    @Test func theReadmeShowsFramesWithTheirCommands() {
        let frames = Self.frames(in: Self.readme)
        #expect(frames.count >= 4, "README.md shows \(frames.count) frames with a command above them")
        #expect(frames.contains { $0.command.contains("--width 80 --height 16") && $0.command.hasPrefix("swift run cats --") })
    }

    @Test("each README frame is what its command prints", arguments: ReadmeFramesTests.frames(in: ReadmeFramesTests.readme))
    func frameMatchesItsCommand(_ frame: Frame) async throws {
        var words = frame.command.split(separator: " ").map(String.init)
        try #require(words.count >= 3 && words[0] == "swift" && words[1] == "run", "\(frame)")
        words.removeFirst(2)
        let product = words.removeFirst()
        let run = try await BuiltExecutable.run(product, words, environment: ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "NO_COLOR": "1"])
        #expect(run.status == 0, "\(frame): \(run.errors)")
        let printed = Self.normalized(run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let shown = Self.normalized(frame.lines)
        guard printed != shown else { return }
        var differences: [String] = []
        for row in 0..<max(printed.count, shown.count) {
            let (readme, binary) = (row < shown.count ? shown[row] : "∅", row < printed.count ? printed[row] : "∅")
            if readme != binary { differences.append("row \(row):\n- README: \(readme)\n+ binary: \(binary)") }
        }
        let message = "\(frame) prints another frame than the README shows; paste what it prints into the README:\n"
        Issue.record(Comment(rawValue: message + differences.joined(separator: "\n")))
    }
}
