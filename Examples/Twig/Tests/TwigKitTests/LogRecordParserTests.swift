import Foundation
import Testing
import TrellisTerminalTesting
import TwigKit

/// `git log -z` output read as it arrives: records cut anywhere between reads, fields
/// that are not UTF-8, and output that is not what was asked for.
@Suite struct LogRecordParserTests {
    static func record(
        _ hash: String, parents: String = "", author: [UInt8] = Array("Ada".utf8), date: String = "1000000000",
        refs: String = "", subject: [UInt8] = Array("Add the parser".utf8)
    ) -> [UInt8] {
        var bytes = Array(hash.utf8) + [0x1F] + Array(parents.utf8) + [0x1F] + author + [0x1F] + Array("ada@example.com".utf8)
        bytes += [0x1F] + Array(date.utf8) + [0x1F] + Array(refs.utf8) + [0x1F] + subject + [0]
        return bytes
    }

    static let first = String(repeating: "a", count: 40)
    static let second = String(repeating: "b", count: 40)

    @Test func aRecordsFieldsBecomeACommit() throws {
        var parser = LogRecordParser()
        let commits = try parser.parse(
            Self.record(
                Self.first, parents: "\(Self.second) \(Self.second)", refs: "HEAD -> main, tag: v1", subject: Array("a\u{1F}b".utf8)))
        #expect(commits.count == 1)
        let commit = try #require(commits.first)
        #expect(commit.id == Self.first && commit.shortID == "aaaaaaa")
        #expect(commit.parents == [Self.second, Self.second] && commit.isMerge)
        #expect(commit.refs == ["HEAD -> main", "tag: v1"])
        #expect(commit.subject == "a\u{1F}b", "the subject is the rest of the record, separators and all")
        #expect(commit.authorDate == Date(timeIntervalSince1970: 1_000_000_000))
        try parser.finish()
    }

    /// Seeded: the same output cut at random places gives the same commits.
    @Test(arguments: 0..<50)
    func recordsCutAnywhereBetweenReadsAreReadWhole(_ seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let output = (0..<5).flatMap { index in
            Self.record(String(repeating: "\(index)", count: 40), subject: Array("Commit \(index)".utf8))
        }
        var parser = LogRecordParser()
        var commits: [Commit] = []
        var start = 0
        while start < output.count {
            let end = min(output.count, start + Int(random.next() % 40) + 1)
            commits += try parser.parse(Array(output[start..<end]))
            start = end
        }
        try parser.finish()
        #expect(commits.map(\.subject) == (0..<5).map { "Commit \($0)" }, "seed \(seed)")
    }

    @Test func bytesThatAreNotUTF8AreShownWithReplacementCharacters() throws {
        var parser = LogRecordParser()
        let latin1: [UInt8] = [0x4A, 0x6F, 0x73, 0xE9]  // "José" in ISO-8859-1
        let commit = try #require(try parser.parse(Self.record(Self.first, author: latin1, subject: [0x43, 0x61, 0x66, 0xE9])).first)
        #expect(commit.authorName == "Jos\u{FFFD}")
        #expect(commit.subject == "Caf\u{FFFD}")
    }

    @Test func outputThatIsNotALogRecordIsATypedError() throws {
        var parser = LogRecordParser()
        #expect(throws: GitError.malformedOutput(command: "git log", reason: "a record has 1 fields, not 7")) {
            try parser.parse(Array("fatal: something\0".utf8))
        }
        #expect(throws: GitError.malformedOutput(command: "git log", reason: "\"xyz\" is not an object name")) {
            try parser.parse(Self.record("xyz"))
        }
        #expect(throws: GitError.malformedOutput(command: "git log", reason: "commit aaaaaaaaaaaa has the date \"soon\"")) {
            try parser.parse(Self.record(Self.first, date: "soon"))
        }
        var cut = LogRecordParser()
        _ = try cut.parse(Array(Self.record(Self.first).dropLast()))
        #expect(throws: GitError.malformedOutput(command: "git log", reason: "the output ends inside a record")) { try cut.finish() }
    }

    @Test func aRecordLongerThanTheBoundIsRefusedNotKept() throws {
        var parser = LogRecordParser()
        let huge = [UInt8](repeating: 0x61, count: LogRecordParser.maximumRecordLength / 2)
        _ = try parser.parse(huge)
        #expect(
            throws: GitError.malformedOutput(
                command: "git log", reason: "a record is longer than \(LogRecordParser.maximumRecordLength) bytes")
        ) {
            try parser.parse(huge + [0x61])
        }
    }
}
