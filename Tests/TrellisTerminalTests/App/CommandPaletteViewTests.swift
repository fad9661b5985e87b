import Testing
import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews

@testable import TrellisViews

/// The command palette (TrellisViews' `CommandPaletteView`, shown by `AppHost.present(_:)`) on its own: its box, the entries the query matches, the focused one, the
/// footer, and what Enter chooses.
@MainActor
@Suite struct CommandPaletteViewTests {
    let items = [
        CommandPaletteItem(title: "Cats", link: "cats://cats"), CommandPaletteItem(title: "Favorites", link: "cats://favorites"),
        CommandPaletteItem(title: "Settings", link: "cats://settings"), CommandPaletteItem(title: "Abyssinian", link: "cats://cat/1"),
    ]

    func present(columns: Int = 44, rows: Int = 10) -> (Pilot, CommandPaletteView) {
        let palette = CommandPaletteView(items: items, theme: .standard, placeholder: "a screen, a breed, or a cats:// link")
        let pilot = Pilot.testing(root: View(), columns: columns, rows: rows) { app in app.present(palette) }
        return (pilot, palette)
    }

    @Test func itDrawsTheFieldTheEntriesWithTheirLinksAndTheCount() {
        let (pilot, palette) = present()
        pilot.assertScreen([
            "",
            "  ┌── Go to ─────────────────────────────┐",
            "  │ › a screen, a breed, or a cats:// l… │",
            "  ├──────────────────────────────────────┤",
            "  │ Cats                     cats://cats │",
            "  │ Favorites           cats://favorites │",
            "  │ Settings             cats://settings │",
            "  │ 4 entries                            │",
            "  └── ↑↓ Enter Esc ──────────────────────┘",
        ])
        #expect(pilot.app.focusedView === palette.field)
        #expect(pilot.terminal.style(atColumn: 5, row: 4) == Theme.standard[.focused], "the first entry is focused")
        #expect(pilot.terminal.style(atColumn: 5, row: 5) == Theme.standard[.body])
        pilot.stop()
    }

    @Test func typingFiltersArrowsMoveAndTheListScrollsToTheFocusedEntry() {
        let (pilot, palette) = present()
        pilot.type("s")  // every entry holds an s; Settings starts with one
        #expect(palette.results.first?.title == "Settings")
        #expect(pilot.screenLines[7].contains("4 of 4 match"))
        pilot.press(.down)
        pilot.press(.down)
        pilot.press(.down)  // the fourth entry, below the three rows shown
        pilot.press(.down)  // no further
        #expect(palette.selection == 3)
        #expect(palette.chosenTarget == palette.results[3].target)
        #expect(pilot.screenLines[6].contains(palette.results[3].title), "\(pilot.screenLines.joined(separator: "\n"))")
        #expect(pilot.terminal.style(atColumn: 5, row: 6) == Theme.standard[.focused])
        pilot.press(.up)
        #expect(palette.selection == 2)
        pilot.type("ett")
        #expect(palette.results.map(\.title) == ["Settings"])
        #expect(palette.selection == 0, "a new query focuses its best match")
        pilot.stop()
    }

    @Test func enterChoosesTheFocusedEntryOrATypedLink() {
        let (pilot, palette) = present()
        var chosen: [CommandPaletteItem.Target] = []
        palette.onChoose = { chosen.append($0) }
        pilot.type("fav")
        pilot.press(.enter)
        palette.field.text = ""
        pilot.type("cats://cat/7")  // a link: opened as typed, whatever it matches
        pilot.press(.enter)
        #expect(chosen == [.link("cats://favorites"), .link("cats://cat/7")])
        pilot.stop()
    }

    @Test func anErrorShowsOnTheFooterUntilTheQueryChanges() {
        let (pilot, palette) = present()
        pilot.type("xyz")
        pilot.press(.enter)
        #expect(palette.error == "nothing matches “xyz”")
        #expect(pilot.screenLines[7].contains("nothing matches “xyz”"))
        #expect(pilot.terminal.style(atColumn: 5, row: 7) == Theme.standard[.error])
        pilot.press(.backspace)
        #expect(palette.error == nil)
        #expect(pilot.screenLines[7].contains("0 of 4 match"))
        pilot.stop()
    }

    @Test func escAndCtrlPClose() {
        let (pilot, palette) = present()
        var closed = 0
        palette.onClose = { closed += 1 }
        pilot.press(.escape)
        pilot.press(.character("p"), modifiers: .control)
        #expect(closed == 2)
        pilot.stop()
    }

    @Test func aNarrowBoxLeavesTheLinkOut() {
        let item = CommandPaletteItem(title: "Favorites", link: "cats://favorites")
        #expect(CommandPaletteView.line(item, width: 30) == "Favorites     cats://favorites")
        #expect(CommandPaletteView.line(item, width: 26) == "Favorites")
    }
}
