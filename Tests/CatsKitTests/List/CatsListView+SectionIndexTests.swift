import CatsAPI
import Testing
import TrellisLists
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The breeds list's section index (Nimbus's section index): the origins' first letters
/// down the right edge, a click on one or Shift-letter jumping to the first origin with it.
@MainActor
@Suite struct CatsListViewSectionIndexTests {
    let catalog = (try? BreedCatalog.load()) ?? []

    /// A list screen showing the whole catalog on a `columns` × `rows` terminal.
    func start(columns: Int = 60, rows: Int = 30) async -> (Pilot, CatsListScreen, ManualScheduler) {
        let scheduler = ManualScheduler()
        let screen = CatsListScreen(context: CatsContext.recording(FakeCatsServices(breeds: catalog).services), scheduler: scheduler)
        screen.viewWillAppear()
        let pilot = Pilot.testing(root: screen.view, columns: columns, rows: rows) { app in app.focusedView = screen.preferredFocus }
        _ = await eventually {
            scheduler.runPending()
            pilot.frame()
            return screen.contentView.all.sections.map(\.elements.count).reduce(0, +) == 68 && screen.contentView.list.focusedPath != nil
        }
        return (pilot, screen, scheduler)
    }

    /// The origins' first letters, each once, in the list's order.
    var letters: [String] {
        Self.firstLetters(Set(catalog.map(\.origin)).sorted())
    }

    /// The first letters of `titles`, each once, in order.
    static func firstLetters(_ titles: [String]) -> [String] {
        var seen: [String] = []
        for letter in titles.compactMap(\.first).map(String.init) where !seen.contains(letter) { seen.append(letter) }
        return seen
    }

    /// The first origin, in order, starting with `letter`.
    func firstOrigin(_ letter: Character) -> String { Set(catalog.map(\.origin)).sorted().first { $0.first == letter }! }

    /// The origin of the focused breed.
    func focusedOrigin(_ screen: CatsListScreen) -> String? {
        catalog.first { $0.id == screen.contentView.focusedRow?.id }?.origin
    }

    /// The first line under the pinned segmented control: the header at the list's top.
    func topLine(_ pilot: Pilot) -> String {
        let lines = pilot.screenLines
        let segments = lines.firstIndex { $0.contains("All") && $0.contains("Favorites") } ?? 0
        return lines.indices.contains(segments + 1) ? lines[segments + 1] : ""
    }

    @Test func theIndexIsTheOriginsFirstLetters() async {
        let (pilot, screen, _) = await start()
        #expect(letters.count > 5)
        #expect(screen.contentView.list.sectionIndex?.titles == letters)
        #expect(screen.contentView.list.sectionIndexView.shownTitles == letters)  // 30 rows: all fit
        pilot.stop()
    }

    @Test(arguments: ["T", "E", "U"] as [Character])
    func shiftLetterJumpsToTheFirstOriginWithIt(letter: Character) async {
        let (pilot, screen, _) = await start()
        pilot.press(.character(letter), modifiers: .shift)
        pilot.frame()
        #expect(focusedOrigin(screen) == firstOrigin(letter))
        #expect(topLine(pilot).hasPrefix(firstOrigin(letter) + " ("), "\(pilot.screenLines)")
        pilot.stop()
    }

    @Test func lowercaseLettersStayShortcuts() async {
        let (pilot, screen, _) = await start()
        let first = screen.contentView.list.focusedPath
        pilot.press(.character("j"))  // down, not Japan
        #expect(screen.contentView.list.focusedPath != first)
        #expect(focusedOrigin(screen) != firstOrigin("J"))
        pilot.stop()
    }

    @Test func clickingALetterJumpsToItsOrigin() async {
        let (pilot, screen, _) = await start(columns: 60, rows: 30)
        let lines = pilot.screenLines
        let column = 59
        func last(_ row: Int) -> String { lines[row].count > column ? String(Array(lines[row])[column]) : "" }
        guard
            let top = lines.indices.first(where: { row in
                letters.indices.allSatisfy { row + $0 < lines.count && last(row + $0) == letters[$0] }
            })
        else {
            Issue.record("no index column at \(column): \(lines)")
            return
        }
        pilot.click(x: column, y: top + letters.firstIndex(of: "T")!)
        pilot.frame()
        #expect(focusedOrigin(screen) == firstOrigin("T"))
        #expect(topLine(pilot).hasPrefix(firstOrigin("T") + " ("))
        pilot.stop()
    }

    @Test func rowsLeaveTheIndexItsColumnsAndAShortListSamplesTheLetters() async {
        let (pilot, screen, _) = await start(columns: 50, rows: 10)
        let list = screen.contentView.list
        let index = list.sectionIndexView
        #expect(index.frame.width == 2 && index.frame.maxX == list.bounds.width)
        #expect(list.visibleCells.values.allSatisfy { $0.frame.maxX <= list.bounds.width - 2 })
        #expect(index.shownTitles.count == Int(list.bounds.height))
        #expect(index.shownTitles.first == letters.first && index.shownTitles.last == letters.last)
        pilot.stop()
    }

    @Test func favoritesAndFilteredListsFollow() async {
        let (pilot, screen, scheduler) = await start()
        let reactor = screen.contentView.reactor!
        reactor.send(.beginSearch)
        reactor.send(.setQuery("rag"))
        _ = await eventually {
            scheduler.runPending()
            return screen.contentView.all.sections.count < 3
        }
        pilot.frame()
        #expect(screen.contentView.list.sectionIndex?.titles == Self.firstLetters(screen.contentView.all.sections.map(\.model.title)))
        reactor.send(.selectSegment(.favorites))
        _ = await eventually {
            scheduler.runPending()
            return screen.contentView.segments.selectedDataSource === screen.contentView.favorites
        }
        pilot.frame()
        #expect(screen.contentView.list.sectionIndex == nil)
        #expect(screen.contentView.list.sectionIndexView.superview == nil)
        pilot.stop()
    }
}
