import Testing
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The detail screen in the terminal host, resized as a window is dragged: the header
/// takes one row when wide, two when narrow, and truncates the line before the name.
@MainActor
@Suite struct CatDetailScreenResizeTests {
    @Test func resizingSwitchesTheHeadersArrangement() async {
        let opened = await CatDetailScreenPilotTests().open(3, FakeCatsServices(), columns: 120, rows: 16)
        var lines = opened.pilot.screenLines
        // The header starts narrow; opening at 120 columns was its first remake.
        #expect(opened.header.arrangement == .wide && opened.header.arrangementRemakes == 1)
        #expect(lines[0].hasPrefix(" American Bobtail  United States · Short or long "))
        #expect(lines[0].hasSuffix(" ♥ 0  ☆ Favorite"))
        #expect(lines[2].contains("Details") && lines[2].contains("Sightings"))
        opened.pilot.resize(40, 16)
        lines = opened.pilot.screenLines
        #expect(opened.header.arrangement == .narrow && opened.header.arrangementRemakes == 2)
        #expect(lines[0].hasPrefix(" American Bobtail ") && lines[0].hasSuffix("☆ Favorite"))
        #expect(lines[1].hasPrefix(" United States · Short or long ") && lines[1].hasSuffix("♥ 0"))
        #expect(lines[3].contains("Details") && lines[3].contains("Sightings"))
        opened.pilot.resize(30, 16)  // still narrow: the name and the line give way, not the button
        lines = opened.pilot.screenLines
        #expect(opened.header.arrangementRemakes == 2)
        #expect(lines[0].hasPrefix(" American Bob") && lines[0].contains("…") && lines[0].hasSuffix("☆ Favorite"))
        #expect(lines[1].hasPrefix(" United States · Short") && lines[1].contains("…") && lines[1].hasSuffix("♥ 0"))
        opened.pilot.resize(120, 16)
        #expect(opened.header.arrangement == .wide && opened.header.arrangementRemakes == 3)
        #expect(opened.pilot.screenLines[0].hasPrefix(" American Bobtail  United States"))
        opened.pilot.stop()
    }
}
