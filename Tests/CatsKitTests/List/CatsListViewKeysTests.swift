import CatsAPI
import Testing
import TrellisDiff
import TrellisLists
import TrellisReactor
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The list's keys through the terminal host: the arrows walk the two-column grid by
/// geometry, and ←/→ switch segments only at the grid's edge.
@MainActor
@Suite struct CatsListViewKeysTests {
    /// A list screen showing the whole catalog on a `columns`-wide terminal.
    func start(columns: Int, rows: Int = 24) async -> (Pilot, CatsListScreen, ManualScheduler) {
        let fake = FakeCatsServices(breeds: (try? BreedCatalog.load()) ?? [])
        let scheduler = ManualScheduler()
        let screen = CatsListScreen(context: CatsContext.recording(fake.services), scheduler: scheduler)
        screen.viewWillAppear()
        let pilot = Pilot.testing(root: screen.view, columns: columns, rows: rows) { app in
            app.focusedView = screen.preferredFocus
        }
        _ = await eventually {
            scheduler.runPending()
            pilot.frame()
            return screen.contentView.all.sections.map(\.elements.count).reduce(0, +) == 68
                && screen.contentView.list.focusedPath != nil
        }
        return (pilot, screen, scheduler)
    }

    /// Every breed is reached from the first with the four arrows (a breadth-first walk:
    /// each arrow is pressed from every breed reached; a press that switched segments
    /// is undone with Tab and its breed focused again, which reaches nothing new).
    @Test("every breed is reachable by keyboard", arguments: [80, 100, 160])
    func everyBreedIsReachable(columns: Int) async {
        let (pilot, screen, scheduler) = await start(columns: columns)
        let view = screen.contentView
        let list = view.list
        #expect(view.all.sections.count > 1)
        guard let start = list.focusedPath, let first = view.focusedRow else {
            Issue.record("no breed has focus at \(columns) columns")
            return
        }
        var reached: [Int64: ItemPath] = [first.id: start]
        var queue = [start]
        var switches = 0
        while let from = queue.popLast() {
            for key in [Key.up, .down, .left, .right] {
                list.focusItem(at: from)
                pilot.press(key)
                if screen.reactor?.currentState.segment != .all {
                    switches += 1
                    pilot.press(.left)  // Favorites has one column: ← at its edge switches back
                    _ = await eventually {
                        scheduler.runPending()
                        pilot.frame()
                        return view.segments.selectedIndex == 0 && list.focusedPath != nil
                    }
                    continue
                }
                guard let path = list.focusedPath, let row = view.focusedRow, reached[row.id] == nil else { continue }
                reached[row.id] = path
                queue.append(path)
            }
        }
        #expect(reached.count == 68, "\(reached.count) of 68 breeds reached at \(columns) columns")
        #expect(switches > 0, "←/→ at the grid's edge switch segments")
        pilot.stop()
    }

    /// The focused breed is painted in the theme's focus style, which is neither the
    /// selection's reverse video nor a button's look; the other rows are plain.
    @Test func theFocusedBreedIsPaintedInTheFocusStyle() async throws {
        let (pilot, screen, _) = await start(columns: 110)  // two columns of 50 beside the section index
        let focus = try #require(Theme.cats.styles[.focused])
        #expect(focus != Theme.cats[.selected] && focus != Theme.cats[.button] && focus != Theme.cats[.favoriteButton])
        #expect(!focus.reverse)
        let list = screen.contentView.list
        let second = try #require(
            list.layout.allAttributes().lazy.compactMap { attributes -> ItemPath? in
                if case .item(let path) = attributes.element, attributes.frame.minX >= 50 { path } else { nil }
            }.first)
        list.focusItem(at: ItemPath(section: second.section, item: second.item - 1))
        pilot.press(.right)  // to the breed in the second column
        #expect(list.focusedPath == second)
        let name = try #require(screen.contentView.focusedRow?.name)
        let row = try #require(pilot.screenLines.firstIndex { $0.contains(name) })
        let column = try #require(pilot.screenLines[row].range(of: name)).lowerBound.utf16Offset(in: pilot.screenLines[row])
        #expect(column >= 50)
        #expect(pilot.terminal.style(atColumn: column, row: row).background == focus.background)
        // Across the whole cell, up to the section index.
        #expect(pilot.terminal.style(atColumn: 107, row: row).background == focus.background)
        #expect(pilot.terminal.style(atColumn: 10, row: row).background != focus.background)  // the first column's breed
        #expect(!pilot.terminal.style(atColumn: 10, row: row).reverse)
        pilot.stop()
    }
}
