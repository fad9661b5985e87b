import Foundation
import Testing
import Trellis
import TrellisTerminalTesting
import TwigKit

/// The refs: branches, tags and stashes read from git, and the refs screen through the pilot.
@Suite(.timeLimit(.minutes(3))) struct RefsTests {
    @Test func branchesTagsAndAStashAreReadWithTheirCommits() async throws {
        try await Fixture.withRepository(["--commits", "30", "--merge-every", "10", "--tag-every", "15"]) { root in
            try Fixture.run("git", ["-C", root.path, "checkout", "-q", "main"])
            try Data("changed\n".utf8).write(to: root.appendingPathComponent("notes.txt"))
            try Fixture.run("git", ["-C", root.path, "add", "notes.txt"])
            try Fixture.run("git", ["-C", root.path, "-c", "user.name=Ada", "-c", "user.email=ada@example.com", "stash", "-q"])
            let refs = try await GitRepository.open(root.path).refs()
            let head = try Fixture.run("git", ["-C", root.path, "rev-parse", "main"]).trimmingCharacters(in: .newlines)
            #expect(refs.first { $0.id == "refs/heads/main" }?.commit == head)
            #expect(refs.filter { $0.kind == .tag }.map(\.name) == ["v1", "v2"])
            #expect(refs.filter { $0.kind == .branch }.map(\.name).contains("topic/10"))
            let stash = try #require(refs.first { $0.kind == .stash })
            #expect(stash.name == "stash@{0}" && stash.subject.hasPrefix("WIP on main"), "\(stash)")
        }
    }

    @MainActor @Test func rShowsTheRefsTheirKindsAndEnterAnItsLog() async throws {
        let root = try Fixture.history.get()
        let repository = try await GitRepository.open(root.path)
        let shell = TwigShell(timeZone: try #require(TimeZone(identifier: "UTC")))
        let pilot = Pilot.testing(root: shell.rootView, columns: 100, rows: 14) { app in shell.app = app }
        shell.start(repository: repository)
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") })
        pilot.type("r")
        #expect(await pilot.waitUntil { pilot.screenLines.contains { $0.hasPrefix("main ") } }, "\(pilot.screenLines)")
        #expect(pilot.screenLines[1].contains("Branches   Remotes   Tags   Stashes"))
        pilot.type("3")
        #expect(await pilot.waitUntil { pilot.screenLines[3].hasPrefix("v1 ") }, "\(pilot.screenLines)")
        pilot.press(.enter)
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 100 commits") }, "\(pilot.screenLines)")
        #expect(pilot.screenLines[0].contains("v1"))
        pilot.press(.escape)
        pilot.press(.escape)
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") })
        pilot.stop()
    }
}
