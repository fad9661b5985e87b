import GalleryKit
import Testing
import Trellis
import TrellisTerminalTesting
import TrellisTestSupport

/// The standard controls' gallery pages through the shell, as a person uses them: each
/// page's keys pressed on a test terminal, and what the screen shows after.
@MainActor
@Suite struct ControlPagesTests {
    @Test("the text area takes typing, moves its Ln/Col indicator, reports the edit and undoes it")
    func textArea() async {
        let (pilot, shell) = runGallery(.textArea)
        #expect(pilot.shows("Ln 1, Col 1") && pilot.shows("Not edited yet."), "\(pilot.text)")
        pilot.type("Hi ")
        #expect(await eventually { pilot.framed { pilot.shows("Ln 1, Col 4") } }, "\(pilot.text)")
        #expect(pilot.shows("Hi Notes on cats"), "\(pilot.text)")
        #expect(pilot.shows("Edited: "), "onChange reached the page: \(pilot.text)")
        pilot.press(.character("z"), modifiers: .control)
        #expect(await eventually { pilot.framed { pilot.shows("Ln 1, Col 1") && !pilot.shows("Hi Notes") } }, "\(pilot.text)")
        pilot.stop(keeping: shell)
    }

    @Test("the data table page shows a million rows; sorted by the focused column (▲, ties in source order), Enter selects")
    func dataTable() async {
        let (pilot, shell) = runGallery(.dataTable)
        #expect(pilot.shows("1,000,000 sightings") && pilot.shows("Date") && pilot.shows("Place"), "\(pilot.text)")
        pilot.stop(keeping: shell)
        // The same page over fewer rows: a debug build takes seconds to sort a million, on the
        // main actor every other test waits for (trellis-bench measures the million in release).
        let page = DataTablePage(context: GalleryContext(), rowCount: 20_000)
        let sorting = Pilot.testing(root: page, columns: 80, rows: 24) { app in app.focusedView = page.table }
        sorting.frame()
        #expect(sorting.shows("20,000 sightings") && !sorting.shows("▲"), "not sorted at first: \(sorting.text)")
        sorting.press(.right)
        sorting.type("s")
        #expect(await eventually { sorting.framed { sorting.shows("▲") } }, "\(sorting.text)")
        #expect(sorting.screenLines[2].hasSuffix("1 2016-01-01 Oslo          0"), "the earliest day, lowest index first:\n\(sorting.text)")
        #expect(sorting.screenLines[3].contains("3361 2016-01-01 Nice"), "the next index with that day:\n\(sorting.text)")
        sorting.press(.down)
        sorting.press(.enter)
        #expect(await eventually { sorting.framed { sorting.shows("Opened 2016-01-01 in Nice (#3361)") } }, "\(sorting.text)")
        sorting.stop()
    }

    @Test("the tree moves like a file manager: → expands, ← collapses, the lazy folder loads on c")
    func treeView() async {
        let (pilot, shell) = runGallery(.treeView)
        #expect(pilot.shows("▸ Sources"), "\(pilot.text)")
        pilot.press(.down)
        pilot.press(.right)
        #expect(await eventually { pilot.framed { pilot.shows("▾ Sources") && pilot.shows("TrellisViews") } }, "\(pilot.text)")
        pilot.press(.left)
        #expect(await eventually { pilot.framed { pilot.shows("▸ Sources") && !pilot.shows("TrellisViews") } }, "\(pilot.text)")
        for _ in 0..<3 { pilot.press(.down) }
        pilot.press(.right)
        #expect(await eventually { pilot.framed { pilot.shows("Loading…") } }, "\(pilot.text)")
        pilot.type("c")
        #expect(await eventually { pilot.framed { pilot.shows("main.swift") && pilot.shows("server: loaded") } }, "\(pilot.text)")
        pilot.stop(keeping: shell)
    }

    @Test("the containers page collapses its first pane with Ctrl-B and keeps the note typed in a tab")
    func containers() async {
        let (pilot, shell) = runGallery(.containers)
        #expect(pilot.shows("Line 1 of 100") && pilot.shows("Stored layout: [40%, 60%]"), "\(pilot.text)")
        pilot.press(.character("b"), modifiers: .control)
        #expect(await eventually { pilot.framed { !pilot.shows("Line 1 of 100") } }, "\(pilot.text)")
        #expect(pilot.shows("collapsed"), "the stored layout says so: \(pilot.text)")
        pilot.press(.character("b"), modifiers: .control)
        #expect(await eventually { pilot.framed { pilot.shows("Line 1 of 100") } }, "\(pilot.text)")
        pilot.stop(keeping: shell)
    }
}

extension Pilot {
    /// Draws a frame, then answers `check` about it.
    func framed(_ check: () -> Bool) -> Bool {
        frame()
        return check()
    }
}

/// Every gallery page at 80×24 against its golden file with styles (re-record with
/// `TRELLIS_RECORD_SNAPSHOTS=1` after a deliberate change).
@MainActor
@Suite struct GalleryGoldenSnapshotTests {
    @Test("each page's first frame", arguments: GalleryPage.allCases)
    func page(_ page: GalleryPage) {
        let (pilot, shell) = runGallery(page)
        pilot.frame()
        pilot.assertSnapshot(named: page.id)
        pilot.stop(keeping: shell)
    }
}
