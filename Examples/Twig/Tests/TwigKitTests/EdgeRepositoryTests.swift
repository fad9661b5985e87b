import Foundation
import Testing
import Trellis
import TrellisTerminalTesting
import TwigKit

/// Repositories at the edges: a shallow clone, and a commit that changes 10,000 files.
@Suite(.timeLimit(.minutes(3))) struct EdgeRepositoryTests {
    @Test func aShallowClonesLogEndsAtItsGraftAndItsOldestCommitShowsWithoutAParent() async throws {
        let origin = try Fixture.history.get()
        try await withTemporaryDirectory(prefix: "twig-tests") { directory in
            let clone = directory.appendingPathComponent("shallow")
            try Fixture.run("git", ["clone", "-q", "--depth", "5", "--branch", "main", "file://\(origin.path)", clone.path])
            let repository = try await GitRepository.open(clone.path)
            var commits: [Commit] = []
            for try await batch in repository.log() { commits += batch }
            #expect(commits.count == 5, "\(commits.count)")
            let oldest = try #require(commits.last)
            let detail = try await repository.detail(of: oldest.id)
            #expect(detail.commit.parents.isEmpty, "a shallow clone's last commit has no parent it can read")
            var lines: [DiffLine] = []
            for try await batch in repository.diff(of: oldest.id) { lines += batch }
            #expect(lines.first?.kind == .file, "its diff is against nothing, as a root commit's")
        }
    }

    @Test func aCommitOfTenThousandFilesStreamsItsDiffAndIsCutAtItsBound() async throws {
        try await Fixture.withRepository(nil) { root in
            var stream = "commit refs/heads/main\ncommitter Ada <ada@example.com> 1000000000 +0000\ndata 13\nTen thousand\n"
            for index in 0..<10_000 { stream += "M 100644 inline files/\(index).txt\ndata 2\n\(index % 10)\n\n" }
            stream += "done\n"
            try await withTemporaryDirectory(prefix: "twig-tests") { directory in
                let file = directory.appendingPathComponent("import.fi")
                try Data(stream.utf8).write(to: file)
                try Fixture.run("/bin/sh", ["-c", "git -C \"$0\" fast-import --quiet --done < \"$1\"", root.path, file.path])
                let repository = try await GitRepository.open(root.path)
                var batches = 0
                var lines: [DiffLine] = []
                for try await batch in repository.diff(of: "HEAD") {
                    batches += 1
                    lines += batch
                }
                #expect(lines.filter { $0.kind == .file }.count == 10_000)
                #expect(batches > 1, "the diff arrives as git prints it, not whole")
                var cut: [DiffLine] = []
                for try await batch in repository.diff(of: "HEAD", maximumLines: 1_000) { cut += batch }
                #expect(cut.count == 1_001 && cut.last?.kind == .note)
                let top = try await repository.tree(of: "HEAD", at: "files")
                #expect(top.count == 10_000)
                try await theCommitScreenShowsEveryFile(repository)
            }
        }
    }

    /// The commit's screen on 120 columns: the whole diff read, all 10,000 files in the tree.
    @MainActor func theCommitScreenShowsEveryFile(_ repository: GitRepository) async throws {
        let view = CommitView(id: "HEAD", repository: repository, timeZone: try #require(TimeZone(identifier: "UTC")))
        let pilot = Pilot.testing(root: view, columns: 120, rows: 30)
        view.load()
        #expect(await pilot.waitUntil { !view.isReading })
        #expect(view.changedFiles.count == 10_000 && view.files.roots.map(\.id) == ["files/"])
        #expect(view.files.roots.first?.children.count == 10_000)
        #expect(pilot.screenLines.contains { $0.contains("files/") } && pilot.screenLines[0].contains("commit "), "\(pilot.screenLines)")
        pilot.stop()
    }
}
