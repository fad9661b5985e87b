import Foundation
import Testing
import Trellis
import TrellisTerminalTesting
import TwigKit

/// The log screen driven as a person would, through the pilot: the first screen, the
/// count, moving to the oldest commit, an empty repository.
@MainActor @Suite(.timeLimit(.minutes(2))) struct LogScreenTests {
    func pilot(_ root: URL, columns: Int = 100, rows: Int = 12) async throws -> (Pilot, TwigShell) {
        let shell = TwigShell(timeZone: try #require(TimeZone(identifier: "UTC")))
        let repository = try await GitRepository.open(root.path)
        let pilot = Pilot.testing(root: shell.rootView, columns: columns, rows: rows) { app in shell.app = app }
        shell.start(repository: repository)
        return (pilot, shell)
    }

    @Test func theLogShowsTheNewestCommitsAndCountsThemAll() async throws {
        let root = try Fixture.history.get()
        let (pilot, shell) = try await pilot(root)
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") }, "\(pilot.screenLines)")
        let newest = try Fixture.run("git", ["-C", root.path, "log", "-1", "--format=%h %s"]).trimmingCharacters(in: .newlines)
            .split(separator: " ", maxSplits: 1)
        #expect(pilot.screenLines[2].hasPrefix("Date             Author             Commit   Graph Refs           Subject"))
        #expect(pilot.screenLines[3].contains(newest[0]) && pilot.screenLines[3].contains("HEAD -> main"), "\(pilot.screenLines)")
        #expect(pilot.screenLines[3].contains(String(newest[1].prefix(30))))
        #expect(shell.logScreen?.contentView.log.isReading == false)
        pilot.stop()
    }

    @Test func endMovesToTheOldestCommit() async throws {
        let root = try Fixture.history.get()
        let (pilot, shell) = try await pilot(root)
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") }, "\(pilot.screenLines)")
        pilot.press(.end)
        let oldest = try Fixture.run("git", ["-C", root.path, "log", "--reverse", "--format=%h"]).split(separator: "\n").first
        let table = try #require(shell.logScreen?.contentView.table)
        #expect(table.focusedRow == 299)
        #expect(pilot.screenLines.contains { line in oldest.map { line.contains($0) } ?? false }, "\(pilot.screenLines)")
        pilot.stop()
    }

    /// Runs `body` with a `git` that prints the first 150 commits of a log, then holds the
    /// rest until the test writes a line to the FIFO `gate` (every other command is the real
    /// git's), both in a temporary directory removed after `body`. It waits at most 150 s,
    /// past the suite's time limit, so a test that fails or crashes before opening the gate
    /// leaves no process behind.
    static func withGatedGit(_ body: (_ git: String, _ gate: String) async throws -> Void) async throws {
        try await withTemporaryDirectory(prefix: "twig-tests") { directory in
            let gate = directory.appendingPathComponent("gate").path
            let git = directory.appendingPathComponent("git").path
            _ = try Fixture.run("mkfifo", [gate])
            let script = """
                #!/bin/sh
                case " $* " in
                *" log "*) git "$@" > '\(gate).log' && head -z -n 150 '\(gate).log' && timeout 150 sh -c "read line < '\(gate)'" && tail -z -n +151 '\(gate).log' ;;
                *) exec git "$@" ;;
                esac
                """
            try Data(script.utf8).write(to: URL(fileURLWithPath: git))
            _ = try Fixture.run("chmod", ["+x", git])
            try await body(git, gate)
        }
    }

    /// Lets the gated git print the rest, from off the main actor (opening a FIFO to write waits for its reader).
    static func open(_ gate: String) async {
        await Task.detached {
            guard let handle = FileHandle(forWritingAtPath: gate) else { return }
            handle.write(Data("go\n".utf8))
            try? handle.close()
        }.value
    }

    @Test func endAndASearchPressedWhileTheLogIsReadFollowItToTheOldestCommit() async throws {
        let root = try Fixture.history.get()
        try await Self.withGatedGit { git, gate in
            let shell = TwigShell(timeZone: try #require(TimeZone(identifier: "UTC")))
            let pilot = Pilot.testing(root: shell.rootView, columns: 160, rows: 12) { app in shell.app = app }
            shell.start(repository: try await GitRepository.open(root.path, git: git))
            #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 128 commits · reading…") }, "\(pilot.screenLines)")
            let view = try #require(shell.logScreen?.contentView)
            pilot.press(.end)
            #expect(view.table.focusedRow == 127, "End goes to the last commit read so far")
            await Self.open(gate)
            #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") }, "\(pilot.screenLines)")
            #expect(view.table.focusedRow == 299 && pilot.screenLines.contains { $0.contains("Initial commit") }, "\(pilot.screenLines)")

            // Read again; a search for the oldest commit waits for it, then finds it.
            pilot.press(.home)
            view.log.loadContent()
            #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 128 commits · reading…") }, "\(pilot.screenLines)")
            pilot.type("/")
            pilot.type("initial COMMIT")
            pilot.press(.enter)
            #expect(view.searchResumesAt == 128 && pilot.screenLines[1].hasSuffix("/initial COMMIT (searching…)"), "\(pilot.screenLines)")
            await Self.open(gate)
            #expect(await pilot.waitUntil { view.table.focusedRow == 299 }, "\(pilot.screenLines)")
            #expect(view.searchResumesAt == nil)
            #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits · /initial COMMIT") }, "\(pilot.screenLines)")
            pilot.stop()
        }
    }

    @Test func anEmptyRepositorySaysSo() async throws {
        try await Fixture.withRepository(nil) { root in
            let (pilot, _) = try await pilot(root)
            #expect(await pilot.waitUntil { pilot.screenLines.contains { $0.contains("No Commits Yet") } }, "\(pilot.screenLines)")
            #expect(pilot.screenLines[1].hasSuffix("· 0 commits"))
            pilot.stop()
        }
    }
}

extension LogScreenTests {
    @Test func slashSearchesSubjectsAndAuthorsAndNMovesBetweenMatches() async throws {
        let root = try Fixture.history.get()
        let (pilot, shell) = try await pilot(root)
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") }, "\(pilot.screenLines)")
        let table = try #require(shell.logScreen?.contentView.table)
        // Rows whose commit is Grace Hopper's, or whose subject says "grace" (none does), in the log's order.
        let authors = try Fixture.run("git", ["-C", root.path, "log", "--format=%an"]).split(separator: "\n")
        let rows = authors.indices.filter { authors[$0] == "Grace Hopper" }
        #expect(rows.count >= 3)
        pilot.type("/")
        pilot.type("GRACE")
        #expect(pilot.screenLines[1] == " /GRACE", "\(pilot.screenLines)")
        pilot.press(.enter)
        #expect(table.focusedRow == rows[0], "the first match from the top")
        #expect(pilot.screenLines[1].hasSuffix("· 300 commits · /GRACE"))
        pilot.type("n")
        #expect(table.focusedRow == rows[1])
        pilot.type("n")
        pilot.type("N")
        #expect(table.focusedRow == rows[1], "N goes back")
        pilot.press(.end)
        pilot.type("n")
        #expect(table.focusedRow == 299, "past the last match the focus stays")
        #expect(pilot.screenLines[1].hasSuffix("(no more matches)"), "\(pilot.screenLines)")
        pilot.type("/")
        pilot.press(.escape)
        #expect(pilot.screenLines[1].hasSuffix("/GRACE (no more matches)"), "Esc keeps the search it had")
        pilot.stop()
    }
}

extension LogScreenTests {
    @Test func theAccessibleModeSaysTheFocusedCommitAndTheScreen() async throws {
        let root = try Fixture.history.get()
        let shell = TwigShell(timeZone: try #require(TimeZone(identifier: "UTC")))
        let repository = try await GitRepository.open(root.path)
        let pilot = Pilot.testing(root: shell.rootView, columns: 100, rows: 12) { app in
            app.accessibility = .accessible
            shell.app = app
        }
        shell.start(repository: repository)
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") })
        pilot.press(.down)
        #expect(pilot.screenLines.last?.hasPrefix(" row 2 of 300, Date ") == true, "\(pilot.screenLines)")
        // The graph is heard as what it means: a merge says so, a plain commit says nothing of it.
        let view = try #require(shell.logScreen?.contentView)
        let merge = try #require((0..<300).first { view.table.item(atRow: $0)?.isMerge == true })
        let plain = try #require((0..<300).first { view.table.item(atRow: $0)?.isMerge == false })
        view.table.focusRow(merge)
        #expect(view.table.rowAnnouncement?.contains("Graph merge of 2") == true, "\(view.table.rowAnnouncement ?? "")")
        view.table.focusRow(plain)
        #expect(view.table.rowAnnouncement?.contains("Graph") == false && view.table.rowAnnouncement?.contains("Refs ,") == false)
        view.table.focusRow(1)
        pilot.press(.enter)
        #expect(await pilot.waitUntil { pilot.screenLines.last?.hasPrefix(" Screen: Commit ") == true }, "\(pilot.screenLines)")
        pilot.stop()
    }
}

extension LogScreenTests {
    @Test func slashPathListsTheCommitsThatChangedAPath() async throws {
        let root = try Fixture.history.get()
        let (pilot, shell) = try await pilot(root)
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") })
        let directory = try Fixture.run("git", ["-C", root.path, "ls-tree", "--name-only", "HEAD:src"]).split(separator: "\n")[0]
        let path = "src/\(directory)"
        let count = try Fixture.run("git", ["-C", root.path, "log", "--format=%h", "--", path]).split(separator: "\n").count
        pilot.type("/")
        pilot.type("path:\(path)")
        pilot.press(.enter)
        let noun = count == 1 ? "commit" : "commits"
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· \(count) \(noun)") }, "\(pilot.screenLines)")
        #expect(pilot.screenLines[0].contains(path), "the screen is titled by the path: \(pilot.screenLines)")
        #expect((shell.navigator?.topScreen as? LogScreen)?.contentView.log.paths == [path])
        pilot.press(.escape)
        #expect(await pilot.waitUntil { pilot.screenLines[1].hasSuffix("· 300 commits") })
        pilot.stop()
    }
}
