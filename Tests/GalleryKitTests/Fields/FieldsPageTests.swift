import GalleryKit
import Testing
import Trellis
import TrellisTerminalTesting

/// Text fields bound to a reactor: typing updates the state, the state shows; the secure
/// field shows no plain text; ↑/↓ move between the fields and the button.
@MainActor
@Suite struct FieldsPageTests {
    @Test("typing in the name field updates the bound value; the placeholder shows while a field is empty")
    func typing() {
        let (pilot, shell) = runGallery(.fields)
        #expect(pilot.shows("Ada Lovelace") && pilot.shows("ada@example.com"), "placeholders:\n\(pilot.text)")
        pilot.type("Grace")
        #expect(pilot.shows("name   = \"Grace\""), "\(pilot.text)")
        #expect(pilot.shows("▸ Name   Grace"))
        #expect(shell.app?.focusedView === (shell.topScreen?.page as? FieldsPage)?.nameField)
        pilot.stop(keeping: shell)
    }

    @Test("↓ moves to the email field, then the secret: typed as •, bound by its length, never shown")
    func secret() {
        let (pilot, shell) = runGallery(.fields)
        pilot.press(.down)
        pilot.type("g@h.org")
        #expect(pilot.shows("email  = \"g@h.org\"") && pilot.shows("▸ Email"), "\(pilot.text)")
        pilot.press(.down)
        pilot.type("hunter2")
        #expect(pilot.shows("secret = 7 characters (not shown)"), "\(pilot.text)")
        #expect(pilot.shows("Secret •••••••"), "\(pilot.text)")
        #expect(!pilot.text.contains("hunter2"), "the secret shows in plain text:\n\(pilot.text)")
        pilot.stop(keeping: shell)
    }

    @Test("Enter moves on; on Submit it sends the form, the secret only by its length; ↑ wraps around")
    func submit() {
        let (pilot, shell) = runGallery(.fields)
        pilot.type("Ada")
        pilot.press(.enter)
        pilot.press(.enter)
        pilot.type("pw")
        pilot.press(.enter)
        pilot.press(.enter)
        #expect(pilot.shows("Submitted: Ada <> with a secret of 2 characters"), "\(pilot.text)")
        pilot.press(.down)
        #expect(pilot.shows("▸ Name"))
        pilot.press(.up)
        pilot.press(.up)
        #expect(pilot.shows("▸ Secret"), "\(pilot.text)")
        pilot.stop(keeping: shell)
    }

    @Test("Tab walks the fields and the button as ↓ does, then the back button; Shift-Tab walks back; the mark follows")
    func tab() {
        let (pilot, shell) = runGallery(.fields)
        let page = shell.topScreen?.page as? FieldsPage
        pilot.press(.tab)
        #expect(pilot.shows("▸ Email"), "\(pilot.text)")
        pilot.type("x@y.z")
        #expect(pilot.shows("email  = \"x@y.z\""), "Tab goes on to the field, typing lands there:\n\(pilot.text)")
        pilot.press(.tab)
        pilot.press(.tab)
        #expect(shell.app?.focusedView === page?.submitButton)
        #expect(!pilot.shows("▸ "), "on the button no field row is marked:\n\(pilot.text)")
        pilot.press(.tab, modifiers: .shift)
        #expect(pilot.shows("▸ Secret"), "\(pilot.text)")
        pilot.press(.tab)
        pilot.press(.tab)
        #expect(shell.app?.focusedView is Button && shell.app?.focusedView !== page?.submitButton, "then the back button")
        pilot.press(.tab)
        #expect(shell.app?.focusedView === page?.nameField && pilot.shows("▸ Name"), "and round to the first field")
        pilot.stop(keeping: shell)
    }
}
