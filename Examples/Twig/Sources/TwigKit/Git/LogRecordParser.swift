import Foundation

/// Splits `git log -z --format=…` output into commits as its bytes arrive: records end
/// with NUL, fields are separated by the unit separator (0x1F), in the order of
/// ``format``. Bytes are kept until their record ends, so a record cut between two reads
/// is parsed whole; a record longer than ``maximumRecordLength`` is refused, so a hostile
/// repository cannot grow one without bound.
public struct LogRecordParser: Sendable {
    /// The fields asked of `git log`, in order: hash, parents, author name, e-mail,
    /// author date (seconds since 1970), decorations, subject (last: it may hold anything
    /// but NUL).
    public static let format = "%H%x1f%P%x1f%an%x1f%ae%x1f%at%x1f%D%x1f%s"
    /// The longest record read (a subject of a megabyte is refused, not kept).
    public static let maximumRecordLength = 1 << 20

    private var pending: [UInt8] = []
    /// Names and e-mail addresses read so far, each kept once: a history of 100,000
    /// commits has a few hundred authors, so the log holds each name once, not per commit.
    private var people: [String: String] = [:]
    /// The parents named by commits read, not yet read themselves: a commit whose id is
    /// one of them takes that string, so an id is held once, not by the commit and again
    /// by each child (most histories: one open line per branch).
    private var awaited: [String: String] = [:]
    /// The most names kept (past it, names are kept per commit), and the most parents awaited.
    static let maximumShared = 1 << 16

    /// A parser at the start of the output.
    public init() {}

    /// The commits whose records `bytes` completes, in order.
    public mutating func parse(_ bytes: [UInt8]) throws(GitError) -> [Commit] {
        let result = bytes.withUnsafeBytes { raw -> Result<[Commit], GitError> in
            do throws(GitError) { return .success(try parse(raw)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// The commits whose records `bytes` completes, in order.
    public mutating func parse(_ bytes: UnsafeRawBufferPointer) throws(GitError) -> [Commit] {
        var commits: [Commit] = []
        var start = 0
        for index in 0..<bytes.count where bytes[index] == 0 {
            if pending.isEmpty {
                commits.append(try share(Self.commit(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))))
            } else {
                pending.append(contentsOf: bytes[start..<index])
                let record = pending
                commits.append(try share(Self.commit(record)))
                pending.removeAll(keepingCapacity: true)
            }
            start = index + 1
        }
        if start < bytes.count {
            guard pending.count + bytes.count - start <= Self.maximumRecordLength else {
                throw .malformedOutput(command: "git log", reason: "a record is longer than \(Self.maximumRecordLength) bytes")
            }
            pending.append(contentsOf: bytes[start...])
        }
        return commits
    }

    /// Checks that nothing is left over once git has finished.
    public func finish() throws(GitError) {
        guard pending.allSatisfy({ $0 == 0x0A }) else {
            throw .malformedOutput(command: "git log", reason: "the output ends inside a record")
        }
    }

    /// `commit` holding the strings already read where it can: its id the one its child
    /// named as a parent, its author's name and address those of an earlier commit.
    private mutating func share(_ commit: Commit) -> Commit {
        var commit = commit
        if let id = awaited.removeValue(forKey: commit.id) { commit.id = id }
        commit.authorName = person(commit.authorName)
        commit.authorEmail = person(commit.authorEmail)
        if awaited.count + commit.parents.count <= Self.maximumShared {
            for parent in commit.parents { awaited[parent] = parent }
        }
        return commit
    }

    private mutating func person(_ text: String) -> String {
        if let known = people[text] { return known }
        if people.count < Self.maximumShared { people[text] = text }
        return text
    }

    /// The commit of a record kept across reads.
    static func commit(_ record: [UInt8]) throws(GitError) -> Commit {
        let result = record.withUnsafeBytes { raw -> Result<Commit, GitError> in
            do throws(GitError) { return .success(try commit(raw)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// One record's commit. A leading newline (git separates `-z` records with one after
    /// the first in some versions) is skipped.
    static func commit(_ record: UnsafeRawBufferPointer) throws(GitError) -> Commit {
        var parts: [String] = []
        parts.reserveCapacity(7)
        var fieldStart = record.first == 0x0A ? 1 : 0
        for index in fieldStart..<record.count where parts.count < 6 && record[index] == 0x1F {
            parts.append(String(decoding: UnsafeRawBufferPointer(rebasing: record[fieldStart..<index]), as: UTF8.self))
            fieldStart = index + 1
        }
        parts.append(String(decoding: UnsafeRawBufferPointer(rebasing: record[fieldStart...]), as: UTF8.self))
        guard parts.count == 7 else {
            throw .malformedOutput(command: "git log", reason: "a record has \(parts.count) fields, not 7")
        }
        let hash = parts[0]
        guard (40...64).contains(hash.utf8.count), hash.utf8.allSatisfy(Self.isHexDigit) else {
            throw .malformedOutput(command: "git log", reason: "\"\(hash.prefix(80))\" is not an object name")
        }
        guard let seconds = Int64(parts[4]), (-(1 << 40)...(1 << 40)).contains(seconds) else {
            throw .malformedOutput(command: "git log", reason: "commit \(hash.prefix(12)) has the date \"\(parts[4].prefix(40))\"")
        }
        return Commit(
            id: hash, parents: parts[1].split(separator: " ").map(String.init), authorName: parts[2], authorEmail: parts[3],
            authorDate: Date(timeIntervalSince1970: TimeInterval(seconds)), subject: parts[6],
            refs: parts[5].isEmpty ? [] : parts[5].components(separatedBy: ", "))
    }

    /// Whether `byte` is a lowercase hexadecimal digit, as object names are written.
    public static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }
}
