import Testing
import TrellisHost

/// The accessible mode asked for by `ACCESSIBLE` (as Charm's `huh` reads it) and a flag.
@Suite("AccessibilityOptions")
struct AccessibilityOptionsTests {
    @Test(
        "ACCESSIBLE turns the mode on for any non-empty value but a no",
        arguments: [
            ("1", true), ("yes", true), ("TRUE", true), ("screenreader", true), ("  on ", true), ("2", true),
            ("0", false), ("false", false), ("No", false), ("OFF", false), (" 0\t", false), ("", false), ("   ", false),
        ])
    func environmentValues(_ value: String, _ accessible: Bool) {
        let options = AccessibilityOptions(environment: ["ACCESSIBLE": value])
        #expect(options == (accessible ? .accessible : .standard), "ACCESSIBLE=\(value.debugDescription)")
        #expect(AccessibilityOptions.isRequested(byEnvironmentValue: value) == accessible)
    }

    @Test("without ACCESSIBLE the app is standard; other variables do not count")
    func unset() {
        #expect(AccessibilityOptions(environment: [:]) == .standard)
        #expect(AccessibilityOptions(environment: ["ACCESSIBILITY": "1", "accessible": "1"]) == .standard)
        #expect(!AccessibilityOptions.isRequested(byEnvironmentValue: nil))
    }

    @Test("the flag wins over the environment both ways")
    func flagWins() {
        #expect(AccessibilityOptions(environment: ["ACCESSIBLE": "0"], flag: true) == .accessible)
        #expect(AccessibilityOptions(environment: [:], flag: true) == .accessible)
        #expect(AccessibilityOptions(environment: ["ACCESSIBLE": "1"], flag: false) == .standard)
        #expect(AccessibilityOptions(environment: ["ACCESSIBLE": "1"], flag: nil) == .accessible)
    }

    @Test("the presets and descriptions")
    func presets() {
        #expect(!AccessibilityOptions.standard.isAccessible)
        #expect(AccessibilityOptions.accessible.isAccessible)
        #expect(AccessibilityOptions.accessible.cursorFollowsFocus && AccessibilityOptions.accessible.reducesMotion)
        #expect(AccessibilityOptions.accessible.announcesChanges)
        #expect("\(AccessibilityOptions.standard)" == "standard")
        #expect("\(AccessibilityOptions.accessible)" == "accessible")
        #expect("\(AccessibilityOptions(reducesMotion: true))" == "reduced-motion")
        #expect(AccessibilityOptions(reducesMotion: true).isAccessible)
    }
}
