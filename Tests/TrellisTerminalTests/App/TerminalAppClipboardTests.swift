import Testing
import TrellisHost
import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews

@MainActor
@Suite struct TerminalAppClipboardTests {
    @Test func aViewCopiesThroughOSC52() {
        let root = KeyRecorder("copy me")
        let pilot = Pilot.testing(root: root, columns: 20, rows: 2)
        let text = "Maine Coon 猫 🐈\nline two"
        #expect(root.copyToClipboard(text))
        pilot.frame()
        #expect(pilot.clipboard == text)
        #expect(pilot.app.lastCopiedText == text)
        // The bytes: ESC ] 52 ; c ; base64 ESC \, after the frame's.
        let written = String(decoding: pilot.terminal.output, as: UTF8.self)
        #expect(written.contains("\u{1B}]52;c;TWFpbmUgQ29vbiDnjKsg8J+QiApsaW5lIHR3bw==\u{1B}\\"))
        pilot.assertScreen(["copy me"])
    }

    @Test func aViewThatIsNotHostedCannotCopy() {
        #expect(!View().copyToClipboard("nothing"))
    }

    @Test func tooMuchIsRefusedAndSaidNotCutShort() {
        let root = KeyRecorder("x")
        var said: [String] = []
        let pilot = Pilot.testing(root: root, columns: 20, rows: 2) { app in app.onAnnouncement = { said.append($0) } }
        root.copyToClipboard("small")
        pilot.frame()
        root.copyToClipboard(String(repeating: "a", count: AppHost.maximumClipboardBytes + 1))
        pilot.frame()
        #expect(pilot.clipboard == "small")
        #expect(pilot.app.lastCopiedText == "small")
        #expect(pilot.app.lastClipboardRefusal == "Not copied: 1.0 MB is more than the clipboard takes (1 MB)")
        #expect(said == ["Not copied: 1.0 MB is more than the clipboard takes (1 MB)"])
    }

    @Test func theAccessibleModeSaysWhatWasCopied() {
        let root = KeyRecorder("x")
        let pilot = Pilot.testing(root: root, columns: 20, rows: 2) { $0.accessibility = .accessible }
        root.copyToClipboard("three")
        #expect(pilot.app.lastAnnouncement == "Copied 5 characters")
    }

    @Test(arguments: [("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy")])
    func base64AsRFC4648(_ plain: String, _ encoded: String) {
        // RFC 4648's test vectors, in the bytes written and read back by the test terminal.
        let root = KeyRecorder("x")
        let pilot = Pilot.testing(root: root, columns: 4, rows: 1)
        pilot.app.copyToClipboard(plain)
        pilot.frame()
        #expect(String(decoding: pilot.terminal.output, as: UTF8.self).contains("\u{1B}]52;c;\(encoded)\u{1B}\\"))
        #expect(pilot.clipboard == plain)
    }
}
