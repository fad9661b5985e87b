import Foundation
import Testing
import TrellisTerminalTesting
import TwigKit

/// Reading real repositories made by `git fast-import`, and the ones a user may point
/// twig at by mistake: each gets a typed error that names it, or a correct history.
@Suite(.timeLimit(.minutes(2))) struct GitRepositoryTests {
    /// Every batch of `repository`'s log, read to the end.
    static func batches(_ repository: GitRepository, _ revisions: GitRepository.Revisions = .head, firstBatch: Int = 128)
        async throws -> [[Commit]]
    {
        var batches: [[Commit]] = []
        for try await batch in repository.log(revisions, firstBatch: firstBatch, batch: 100) { batches.append(batch) }
        return batches
    }

    @Test func theLogIsEveryCommitNewestFirstInBatchesFirstTheSmallOne() async throws {
        let repository = try await GitRepository.open(try Fixture.history.get().path)
        let batches = try await Self.batches(repository, firstBatch: 30)
        #expect(batches.map(\.count) == [30, 100, 100, 70])
        let commits = batches.flatMap { $0 }
        #expect(Set(commits.map(\.id)).count == 300)
        #expect(zip(commits, commits.dropFirst()).allSatisfy { $0.authorDate >= $1.authorDate }, "newest first")
        #expect(commits.last?.parents == [], "the oldest is the root commit")
        #expect(commits.contains { $0.isMerge })
        #expect(commits.first?.refs.first == "HEAD -> main")
        #expect(commits.contains { $0.refs.contains("tag: v3") })
        let latin1 = commits.filter { $0.authorName == "Jos\u{FFFD} M\u{FFFD}ller" }
        #expect(latin1.count == 3 && latin1.allSatisfy { $0.subject.hasPrefix("Caf\u{FFFD} \u{FFFD} la cr\u{FFFD}me") })
    }

    @Test func aDirectoryInsideTheWorkTreeOpensItsRepositoryAndADetachedHeadHasALog() async throws {
        try await Fixture.withRepository(["--commits", "5", "--merge-every", "0", "--tag-every", "0"]) { root in
            try Fixture.run("git", ["-C", root.path, "checkout", "-q", "--detach", "main~2"])
            let inside = root.appendingPathComponent("src")
            try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
            let repository = try await GitRepository.open(inside.path)
            #expect(URL(fileURLWithPath: repository.root).resolvingSymlinksInPath().path == root.resolvingSymlinksInPath().path)
            let commits = try await Self.batches(repository).flatMap { $0 }
            #expect(commits.count == 3, "HEAD is main~2")
            #expect(commits.first?.refs.first == "HEAD")
            #expect(try await Self.batches(repository, .all).flatMap { $0 }.count == 5, "--all reaches main too")
        }
    }

    @Test func anEmptyRepositoryHasNoCommitsAndNoError() async throws {
        try await Fixture.withRepository(nil) { root in
            let repository = try await GitRepository.open(root.path)
            #expect(try await Self.batches(repository).isEmpty)
        }
    }

    @Test func aPathThatIsNotARepositoryOrNotADirectoryIsNamed() async throws {
        try await withTemporaryDirectory(prefix: "twig-tests") { plain in
            await #expect(throws: GitError.notARepository(plain.path)) { try await GitRepository.open(plain.path) }
            let file = plain.appendingPathComponent("notes.txt")
            try Data("hello".utf8).write(to: file)
            await #expect(throws: GitError.noSuchDirectory(file.path)) { try await GitRepository.open(file.path) }
            await #expect(throws: GitError.noSuchDirectory("/no/such/place")) { try await GitRepository.open("/no/such/place") }
            #expect(GitError.notARepository(plain.path).description == "\(plain.path) is not in a git repository")
        }
    }

    @Test func aMissingGitIsNamed() async throws {
        let root = try Fixture.history.get()
        await #expect(throws: GitError.gitNotFound("/no/such/git")) { try await GitRepository.open(root.path, git: "/no/such/git") }
        await #expect(throws: GitError.gitNotFound("git-that-is-not-installed")) {
            try await GitRepository.open(root.path, git: "git-that-is-not-installed")
        }
    }

    @Test func aRefThatDoesNotExistEndsTheLogWithGitsReason() async throws {
        let repository = try await GitRepository.open(try Fixture.history.get().path)
        do {
            _ = try await Self.batches(repository, .ref("no-such-branch"))
            Issue.record("a log of a missing ref ended without an error")
        } catch let error as GitError {
            guard case .failed(let command, let status, let message) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(command == "git log" && status == 128 && message.contains("no-such-branch"), "\(error)")
        }
    }

    @Test func stoppingTheReadEndsGit() async throws {
        let repository = try await GitRepository.open(try Fixture.history.get().path)
        var iterator = repository.log(firstBatch: 10, batch: 10).makeAsyncIterator()
        #expect(try await iterator.next()?.count == 10)
        // Dropping the stream cancels the read; nothing waits for the rest.
    }
}
