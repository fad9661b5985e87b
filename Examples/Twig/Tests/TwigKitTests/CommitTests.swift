import Foundation
import Testing
import Trellis
import TrellisTerminalTesting
import TwigKit

/// A commit's fields and diff from git, and its screen driven through the pilot.
@Suite(.timeLimit(.minutes(3))) struct CommitTests {
    static func lines(_ stream: AsyncThrowingStream<[DiffLine], any Error>) async throws -> [DiffLine] {
        var lines: [DiffLine] = []
        for try await batch in stream { lines += batch }
        return lines
    }

    @Test func aMergesDetailHasBothParentsAndItsWholeMessage() async throws {
        let root = try Fixture.history.get()
        let repository = try await GitRepository.open(root.path)
        let merge = try Fixture.run("git", ["-C", root.path, "log", "--merges", "-1", "--format=%H"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let detail = try await repository.detail(of: merge)
        #expect(detail.commit.id == merge && detail.commit.parents.count == 2)
        #expect(detail.message.contains("of the generated history."), "\(detail.message)")
        #expect(detail.committerName == detail.commit.authorName)
        await #expect(throws: GitError.self) { try await repository.detail(of: "0000000000000000000000000000000000000000") }
    }

    @Test func aDiffIsClassifiedLineByLineAndCutPastItsBound() async throws {
        let root = try Fixture.history.get()
        let repository = try await GitRepository.open(root.path)
        let lines = try await Self.lines(repository.diff(of: "HEAD"))
        #expect(lines.first?.kind == .file && lines.first?.text.hasPrefix("diff --git a/") == true)
        #expect(lines.contains { $0.kind == .hunk } && lines.contains { $0.kind == .added })
        #expect(lines.filter { $0.text.hasPrefix("+++ ") }.allSatisfy { $0.kind == .meta }, "a file's name is not an added line")
        let cut = try await Self.lines(repository.diff(of: "HEAD", maximumLines: 3))
        #expect(cut.count == 4 && cut.last?.kind == .note && cut.last?.text.contains("longer than 3 lines") == true, "\(cut)")
    }

    @Test func classifyingKnowsAHunksRemovedLineFromAFilesName() {
        #expect(DiffLine.classify("--- a/file", inHunk: false).kind == .meta)
        #expect(DiffLine.classify("--- a/file", inHunk: true).kind == .removed)
        #expect(DiffLine.classify("+x", inHunk: true).kind == .added)
        #expect(DiffLine.classify(" x", inHunk: true).kind == .context)
        #expect(DiffLine.classify("@@ -1 +1 @@", inHunk: false).kind == .hunk)
        #expect(DiffLine.classify("\\ No newline at end of file", inHunk: true).kind == .meta)
    }

    @MainActor @Test func enterOpensTheCommitPOpensItsParentAndEscComesBack() async throws {
        let root = try Fixture.history.get()
        let shell = TwigShell(timeZone: try #require(TimeZone(identifier: "UTC")))
        // 99 columns: the diff alone (the tree of files takes a quarter from 100 on).
        let pilot = Pilot.testing(root: shell.rootView, columns: 99, rows: 8) { app in shell.app = app }
        shell.start(repository: try await GitRepository.open(root.path))
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") })
        let ids = try Fixture.run("git", ["-C", root.path, "log", "-2", "--first-parent", "--format=%H"]).split(separator: "\n")
        pilot.press(.enter)
        #expect(await pilot.waitUntil { pilot.screenLines.contains { $0.hasPrefix("commit \(ids[0])") } }, "\(pilot.screenLines)")
        let view = try #require(shell.navigator?.topScreen as? CommitScreen).contentView
        #expect(await pilot.waitUntil { !view.isReading && view.diff.lines.contains { $0.kind == .file } })
        #expect(pilot.screenLines.last?.contains("p parent") == true, "\(pilot.screenLines)")
        pilot.type("]")
        #expect(pilot.screenLines[1].hasPrefix("diff --git"), "] scrolls the next file to the top: \(pilot.screenLines)")
        pilot.type("p")
        #expect(await pilot.waitUntil { pilot.screenLines.contains { $0.hasPrefix("commit \(ids[1])") } }, "\(pilot.screenLines)")
        pilot.press(.escape)
        pilot.press(.escape)
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") }, "\(pilot.screenLines)")
        pilot.stop()
    }

    @MainActor @Test func theTreeOfChangedFilesOpensAFilesDiffAndHunksFold() async throws {
        let root = try Fixture.history.get()
        let shell = TwigShell(timeZone: try #require(TimeZone(identifier: "UTC")))
        let pilot = Pilot.testing(root: shell.rootView, columns: 120, rows: 16) { app in shell.app = app }
        shell.start(repository: try await GitRepository.open(root.path))
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") })
        pilot.press(.enter)
        let view = try #require(shell.navigator?.topScreen as? CommitScreen).contentView
        #expect(await pilot.waitUntil { !view.isReading && !view.changedFiles.isEmpty })
        let named = try Fixture.run("git", ["-C", root.path, "show", "--format=", "--name-only", "HEAD"]).split(separator: "\n").map(
            String.init)
        #expect(view.changedFiles.map(\.path).sorted() == named.sorted(), "\(view.changedFiles)")
        #expect(view.showsFiles && pilot.screenLines.contains { $0.hasPrefix("▾ src/") || $0.contains("src/") }, "\(pilot.screenLines)")
        // The last file of the tree: Enter shows its diff at the top of the diff pane.
        let last = try #require(view.changedFiles.max { $0.path < $1.path })
        pilot.press(.tab, modifiers: .shift)
        #expect(view.files.hasFocus, "Shift-Tab moves from the diff to the tree (Tab goes on to the back button first)")
        pilot.press(.end)
        pilot.press(.enter)
        // The last file's part is at the end of the diff: it is shown as near the top as the last page allows.
        #expect(view.diff.cursorRow == view.diff.row(ofLine: last.line), "\(view.diff.cursorRow) \(last)")
        #expect(pilot.screenLines.contains { $0.contains("diff --git a/\(last.path)") }, "\(pilot.screenLines)")
        // In the diff, o on the file's first line folds it to that line; again unfolds it.
        pilot.press(.tab)
        #expect(view.diff.hasFocus)
        let rows = view.diff.rowCount
        pilot.type("o")
        #expect(view.diff.folds == [last.line] && view.diff.rowCount < rows)
        #expect(
            pilot.screenLines.contains { $0.contains("diff --git a/\(last.path)") && $0.contains("lines folded") }, "\(pilot.screenLines)")
        pilot.type("o")
        #expect(view.diff.folds.isEmpty && view.diff.rowCount == rows)
        pilot.stop()
    }
}
