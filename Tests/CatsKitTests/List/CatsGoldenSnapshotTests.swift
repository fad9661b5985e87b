import Testing
import TrellisTerminal
import TrellisTerminalTesting

@testable import CatsKit

/// Cats screens at 80×24 against golden files with their styles, and the same frames
/// exported as the HTML pages under docs/frames that the README links to. Re-record
/// both with `TRELLIS_RECORD_SNAPSHOTS=1` after a deliberate change to the screens.
@MainActor
@Suite struct CatsGoldenSnapshotTests {
    /// `docs/frames/<name>.html` in this repository, found from this file's path.
    func exportedPage(_ name: String, filePath: String = #filePath) -> SnapshotFile {
        // <root>/Tests/CatsKitTests/List/<this file>
        let root = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4).joined(separator: "/")
        return SnapshotFile(path: "\(root)/docs/frames/\(name).html")
    }

    @Test func theListAt80x24() async {
        let app = await CatsListScreenTests().start(columns: 80, rows: 24)
        app.pilot.assertSnapshot(named: "list-80x24")
        exportedPage("cats-list").assertText(app.pilot.terminal.frame.html(title: "Cats: the list at 80×24"))
        app.pilot.stop()
    }

    @Test func theListWithTheSecondBreedFocused() async {
        let app = await CatsListScreenTests().start(columns: 80, rows: 24)
        app.pilot.press(.down)
        app.pilot.assertSnapshot(named: "list-80x24-second-focused")
        app.pilot.stop()
    }

    @Test func aBreedsDetail() async {
        let opened = await CatDetailScreenPilotTests().open(3, FakeCatsServices(), columns: 80, rows: 24)
        opened.pilot.assertSnapshot(named: "detail-80x24")
        exportedPage("cats-detail").assertText(opened.pilot.terminal.frame.html(title: "Cats: a breed's detail at 80×24"))
        opened.pilot.stop()
    }
}
