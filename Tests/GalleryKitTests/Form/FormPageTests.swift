import GalleryKit
import Testing
import Trellis
import TrellisTerminalTesting
import TrellisTestSupport

/// The form page: every bad field named at once, Tab between the fields, Enter submitting
/// from any of them, what was sent shown.
@MainActor
@Suite struct FormPageTests {
    /// Whether a frame drawn now shows every one of `texts`, and none of `absent`.
    func drawn(_ pilot: Pilot, _ texts: [String], not absent: [String] = []) -> Bool {
        pilot.frame()
        return texts.allSatisfy(pilot.shows) && !absent.contains(where: pilot.shows)
    }

    @Test("Enter names each bad field; a good form is sent and shown")
    func submit() async {
        let (pilot, shell) = runGallery(.form)
        #expect(pilot.shows("Ada Lovelace") && pilot.shows("ada@example.com"), "placeholders:\n\(pilot.text)")
        pilot.press(.enter)
        #expect(await eventually { drawn(pilot, ["Name is required", "Email needs an @"]) }, "\(pilot.text)")
        pilot.type("Ada")
        pilot.press(.tab)
        pilot.type("ada@example.com")
        #expect(await eventually { drawn(pilot, [], not: ["is required", "needs an @"]) }, "an edit clears its field's problem")
        pilot.press(.enter)
        #expect(await eventually { drawn(pilot, ["Sent: Ada <ada@example.com>"]) }, "\(pilot.text)")
        #expect(pilot.shows("Tab next field, Enter sign up"), "the hint line: \(pilot.text)")
        pilot.stop(keeping: shell)
    }
}
