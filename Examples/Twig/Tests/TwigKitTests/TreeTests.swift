import Foundation
import Testing
import Trellis
import TrellisTerminalTesting
import TwigKit

/// A commit's files: the tree from git, a file's lines and its blame, and the tree screen.
@Suite(.timeLimit(.minutes(3))) struct TreeTests {
    @Test func aTreeListsDirectoriesFirstAndAFileHasItsLinesAndBlame() async throws {
        let root = try Fixture.history.get()
        let repository = try await GitRepository.open(root.path)
        let top = try await repository.tree(of: "HEAD")
        #expect(top.map(\.path) == ["src"] && top.first?.kind == .directory)
        let directories = try await repository.tree(of: "HEAD", at: "src")
        #expect(directories.allSatisfy { $0.kind == .directory && $0.path.hasPrefix("src/") } && directories.count > 3)
        let files = try await repository.tree(of: "HEAD", at: directories[0].path)
        let file = try #require(files.first)
        #expect(file.kind == .file && file.name.hasSuffix(".txt"))
        let expected = try Fixture.run("git", ["-C", root.path, "show", "HEAD:\(file.path)"]).split(separator: "\n").map(String.init)
        #expect(try await repository.contents(of: file.object).map(\.text) == expected)
        let blamed = try await repository.blame(file.path, at: "HEAD")
        let last = try Fixture.run("git", ["-C", root.path, "log", "-1", "--format=%h %an", "--", file.path]).trimmingCharacters(
            in: .newlines)
        #expect(blamed.count == expected.count && blamed.last?.text.hasPrefix(String(last.prefix(7))) == true, "\(blamed) \(last)")
        await #expect(throws: GitError.self) { try await repository.tree(of: "HEAD", at: "no/such/dir") }
    }

    @MainActor @Test func tOpensTheTreeADirectoryExpandsAndAFileShowsItsBlame() async throws {
        let root = try Fixture.history.get()
        let repository = try await GitRepository.open(root.path)
        let shell = TwigShell(timeZone: try #require(TimeZone(identifier: "UTC")))
        let pilot = Pilot.testing(root: shell.rootView, columns: 100, rows: 14) { app in shell.app = app }
        shell.start(repository: repository)
        shell.open(.commit(try await repository.resolveCommit("HEAD")), in: repository)
        // At 100 columns the changed files' tree sits left of the header once the diff has
        // streamed in: the header's line then starts with the tree's first row.
        #expect(await pilot.waitUntil { pilot.screenLines.contains { $0.contains("commit ") } }, "\(pilot.screenLines)")
        pilot.type("t")
        #expect(await pilot.waitUntil { pilot.screenLines.contains { $0.hasPrefix("  ▸ src/") } }, "\(pilot.screenLines)")
        pilot.press(.down)
        pilot.press(.right)
        #expect(await pilot.waitUntil { pilot.screenLines.contains { $0.hasPrefix("    ▸ ") } }, "\(pilot.screenLines)")
        pilot.press(.down)
        pilot.press(.right)
        #expect(
            await pilot.waitUntil { pilot.screenLines.contains { $0.hasPrefix("      ") && $0.hasSuffix(".txt") } }, "\(pilot.screenLines)")
        pilot.press(.down)
        pilot.press(.enter)
        let file = try #require(shell.navigator?.topScreen as? FileScreen)
        #expect(await pilot.waitUntil { !file.isReading && pilot.screenLines[1].hasPrefix("src/") }, "\(pilot.screenLines)")
        pilot.type("b")
        #expect(
            await pilot.waitUntil { !file.isReading && file.showsBlame && pilot.screenLines[1].contains(" src/") }, "\(pilot.screenLines)")
        #expect(pilot.screenLines[1].first?.isHexDigit == true, "a blame line starts with its commit: \(pilot.screenLines)")
        pilot.stop()
    }
}
