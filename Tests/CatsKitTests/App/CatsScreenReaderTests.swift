import CatsAPI
import Foundation
import Testing
import Trellis
import TrellisShell
import TrellisTerminal
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// Cats in the accessible mode (`cats --accessible`), read as a screen reader reads it:
/// the line the terminal's cursor is on (from the bytes the renderer wrote) and the
/// announcement on the status line, the bottom row.
@MainActor
@Suite struct CatsScreenReaderTests {
    /// What a screen reader following the cursor has to read.
    struct Reading: CustomStringConvertible {
        var cursorLine: String?
        var announcement: String
        var description: String { "cursor on \(cursorLine.map { "“\($0)”" } ?? "nothing (hidden)"), status “\(announcement)”" }
    }

    func read(_ pilot: Pilot) -> Reading {
        Reading(cursorLine: pilot.terminal.cursorLine, announcement: (pilot.screenLines.last ?? "").trimmingCharacters(in: .whitespaces))
    }

    /// Cats on the fake services, in the accessible mode unless told otherwise.
    func launch(_ accessibility: AccessibilityOptions = .accessible) async throws -> (Pilot, CatsShell) {
        let fake = FakeCatsServices()
        let shell = CatsShell(services: fake.services)
        let pilot = Pilot.testing(root: shell.rootView, columns: 80, rows: 24) { app in
            app.accessibility = accessibility
            shell.app = app
            do throws(ModuleError) { try shell.start() } catch { Issue.record("\(error)") }
        }
        return (pilot, shell)
    }

    /// Draws frames until what the screen reader reads satisfies `condition`.
    func until(_ pilot: Pilot, _ condition: (Reading) -> Bool) async -> Bool {
        await eventually {
            pilot.frame()
            return condition(read(pilot))
        }
    }

    func list(_ shell: CatsShell) throws -> CatsListView {
        try #require((shell.topScreen as? CatsListScreen)?.contentView)
    }

    @Test func launchingPutsTheCursorOnTheFirstBreedAndNamesTheList() async throws {
        let (pilot, shell) = try await launch()
        #expect(await until(pilot) { $0.announcement == "All: 68 breeds" }, "\(read(pilot))")
        let first = try #require(try list(shell).focusedRow?.name)
        #expect(await until(pilot) { $0.cursorLine?.contains(first) == true }, "\(read(pilot))")
        #expect(pilot.terminal.isCursorVisible)
        #expect(pilot.terminal.cursorPosition.x == 0)
        pilot.stop()
    }

    @Test func movingDownMovesTheCursorAndSaysTheBreedAndItsPlace() async throws {
        let (pilot, shell) = try await launch()
        #expect(await until(pilot) { $0.announcement == "All: 68 breeds" }, "\(read(pilot)) \(shell.status.history)")
        pilot.press(.down)
        let second = try #require(try list(shell).focusedRow?.name)
        #expect(await until(pilot) { $0.cursorLine?.contains(second) == true && $0.announcement == "\(second), 2 of 68" }, "\(read(pilot))")
        pilot.stop()
    }

    @Test func togglingAFavoriteIsSaidInWords() async throws {
        let (pilot, shell) = try await launch()
        #expect(await until(pilot) { $0.announcement == "All: 68 breeds" }, "\(read(pilot)) \(shell.status.history)")
        pilot.press(.down)
        let name = try #require(try list(shell).focusedRow?.name)
        pilot.type("f")
        #expect(await until(pilot) { $0.announcement == "\(name) is a favorite" }, "\(read(pilot))")
        #expect(shell.status.history.contains(StatusMessage("★ \(name) is a favorite")), "the message itself is unchanged")
        pilot.type("f")
        #expect(await until(pilot) { $0.announcement == "\(name) is no longer a favorite" }, "\(read(pilot))")
        pilot.stop()
    }

    @Test func openingABreedAnnouncesItsScreen() async throws {
        let (pilot, shell) = try await launch()
        #expect(await until(pilot) { $0.announcement == "All: 68 breeds" }, "\(read(pilot)) \(shell.status.history)")
        let name = try #require(try list(shell).focusedRow?.name)
        pilot.press(.enter)
        #expect(await until(pilot) { $0.announcement == "Screen: \(name)" }, "\(read(pilot))")
        #expect(pilot.terminal.isCursorVisible, "the cursor is on the detail's focused element")
        pilot.stop()
    }

    @Test func tabOnTheDetailSaysEachControlAndPutsTheCursorOnIt() async throws {
        let (pilot, shell) = try await launch()
        #expect(await until(pilot) { $0.announcement == "All: 68 breeds" }, "\(read(pilot)) \(shell.status.history)")
        let name = try #require(try list(shell).focusedRow?.name)
        pilot.press(.enter)
        #expect(await until(pilot) { $0.announcement == "Screen: \(name)" }, "\(read(pilot))")
        pilot.press(.tab)
        #expect(await until(pilot) { $0.announcement == "‹ Cats, button" && $0.cursorLine?.hasPrefix(" ‹ Cats") == true }, "\(read(pilot))")
        pilot.press(.tab)
        #expect(
            await until(pilot) { $0.announcement.hasSuffix("Favorite, button") && $0.cursorLine?.contains("Favorite") == true },
            "\(read(pilot))")
        pilot.press(.tab)
        #expect(
            await until(pilot) { $0.announcement == "Details, tab 1 of 2" && $0.cursorLine?.contains("Sightings") == true },
            "\(read(pilot))")
        pilot.stop()
    }

    @Test func typingASearchPutsTheCursorAtTheInsertionPointAndSaysWhatMatches() async throws {
        let (pilot, shell) = try await launch()
        #expect(await until(pilot) { $0.announcement == "All: 68 breeds" }, "\(read(pilot)) \(shell.status.history)")
        pilot.type("/")
        pilot.type("ab")
        let prompt = "Search: ab"
        #expect(await until(pilot) { $0.cursorLine?.hasPrefix(prompt) == true }, "\(read(pilot))")
        #expect(pilot.terminal.cursorPosition.x == prompt.count, "at the end of the query")
        #expect(await until(pilot) { $0.announcement.hasPrefix("All matching “ab”: ") }, "\(read(pilot))")
        pilot.stop()
    }

    @Test func theStandardModeHidesTheCursorAndAnnouncesNothing() async throws {
        let (pilot, shell) = try await launch(.standard)
        #expect(await until(pilot) { _ in pilot.screenLines.contains { $0.contains("68 breeds") } })
        pilot.press(.down)
        pilot.frame()
        #expect(!pilot.terminal.isCursorVisible)
        #expect(pilot.app.lastAnnouncement == nil)
        #expect(!shell.status.history.contains { $0.isAnnouncement })
        pilot.stop()
    }
}
