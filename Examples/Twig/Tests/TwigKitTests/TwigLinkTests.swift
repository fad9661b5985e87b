import Foundation
import Testing
import Trellis
import TrellisTerminalTesting
import TwigKit

/// Deep links: what each opens, and a typed reason for each that does not.
@Suite(.timeLimit(.minutes(3))) struct TwigLinkTests {
    @Test func linksNameTheirPlaceAndBadOnesSayWhy() throws {
        #expect(try TwigLink("twig://log") == .log)
        #expect(try TwigLink("twig://commit/4f2a9c1") == .commit("4f2a9c1"))
        #expect(try TwigLink("twig://commit/4f2a9c1").url == "twig://commit/4f2a9c1")
        #expect(throws: TwigLinkError.badCommitID("xyz")) { try TwigLink("twig://commit/xyz") }
        #expect(throws: TwigLinkError.badCommitID("abc")) { try TwigLink("twig://commit/abc") }
        #expect(throws: TwigLinkError.badCommitID("4F2A")) { try TwigLink("twig://commit/4F2A") }
        for bad in ["cats://cat/1", "twig://tree/abc/README", "not a url", ""] {
            #expect(throws: TwigLinkError.self, "\(bad)") { try TwigLink(bad) }
        }
        #expect(TwigLinkError.noSuchCommit("abcd").description == "there is no commit abcd in this repository")
    }

    @Test func aCommitIsFoundByAPrefixAndAMissingOneIsNamed() async throws {
        let root = try Fixture.history.get()
        let repository = try await GitRepository.open(root.path)
        let full = try Fixture.run("git", ["-C", root.path, "log", "-1", "--format=%H"]).trimmingCharacters(in: .newlines)
        #expect(try await repository.resolveCommit(String(full.prefix(8))) == full)
        await #expect(throws: TwigLinkError.noSuchCommit("abcdef1234")) { try await repository.resolveCommit("abcdef1234") }
        await #expect(throws: TwigLinkError.noSuchCommit("--help")) { try await repository.resolveCommit("--help") }
    }

    @MainActor @Test func aCommitLinkOpensItsScreenOverTheLog() async throws {
        let root = try Fixture.history.get()
        let repository = try await GitRepository.open(root.path)
        let shell = TwigShell(timeZone: try #require(TimeZone(identifier: "UTC")))
        let pilot = Pilot.testing(root: shell.rootView, columns: 100, rows: 12) { app in shell.app = app }
        shell.start(repository: repository)
        let id = try Fixture.run("git", ["-C", root.path, "log", "-5", "--format=%H"]).split(separator: "\n").last.map(String.init) ?? ""
        shell.open(.commit(id), in: repository)
        #expect(await pilot.waitUntil { pilot.screenLines.contains { $0 == "commit \(id)" } }, "\(pilot.screenLines)")
        shell.open(.log, in: repository)
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") }, "\(pilot.screenLines)")
        pilot.stop()
    }
}

extension TwigLinkTests {
    @Test func treeLinksNameAPathAndRefuseOneThatStepsOutside() throws {
        #expect(try TwigLink("twig://tree/4f2a9c1") == .tree("4f2a9c1", path: ""))
        #expect(try TwigLink("twig://tree/4f2a9c1/src/add/a.txt") == .tree("4f2a9c1", path: "src/add/a.txt"))
        #expect(try TwigLink("twig://tree/4f2a9c1/src/a.txt").url == "twig://tree/4f2a9c1/src/a.txt")
        #expect(throws: TwigLinkError.badPath("../etc")) { try TwigLink("twig://tree/4f2a9c1/../etc") }
        #expect(throws: TwigLinkError.badCommitID("main")) { try TwigLink("twig://tree/main/src") }
    }

    @MainActor @Test func aTreeLinkToAFileOpensItOverItsDirectory() async throws {
        let root = try Fixture.history.get()
        let repository = try await GitRepository.open(root.path)
        let head = try await repository.resolveCommit("HEAD")
        let file =
            try Fixture.run("git", ["-C", root.path, "ls-tree", "-r", "--name-only", "HEAD"]).split(separator: "\n").first.map(String.init)
            ?? ""
        #expect(try await repository.entry(at: file, of: head)?.kind == .file)
        #expect(try await repository.entry(at: "no/such/file", of: head) == nil)
        let shell = TwigShell(timeZone: try #require(TimeZone(identifier: "UTC")))
        let pilot = Pilot.testing(root: shell.rootView, columns: 100, rows: 10) { app in shell.app = app }
        shell.start(repository: repository)
        shell.open(.tree(head, path: file), in: repository)
        #expect(await pilot.waitUntil { (shell.navigator?.topScreen as? FileScreen)?.isReading == false }, "\(pilot.screenLines)")
        #expect(pilot.screenLines[1].hasPrefix(file), "\(pilot.screenLines)")
        pilot.press(.escape)
        #expect(
            pilot.screenLines[1].hasPrefix("▾ /" + file.split(separator: "/").dropLast().joined(separator: "/")), "\(pilot.screenLines)")
        pilot.stop()
    }
}
