import Testing
import TrellisViews

/// A form's several-line field: a text area of its rows between one-line fields, Enter
/// starting a new line in it (never submitting), Tab leaving it, its edits, state and draft
/// going the same way as a one-line field's.
@MainActor
@Suite("FormView with a multiline field")
struct FormViewMultilineTests {
    enum Field: Hashable, Sendable { case name, note, email }

    static let fields = [
        FormField(Field.name, label: "Name") { $0.isEmpty ? "is required" : nil },
        FormField(Field.note, label: "Note", placeholder: "what you saw", kind: .multiline(lines: 3)),
        FormField(Field.email, label: "Email"),
    ]

    func form(width: Double = 40, height: Double = 16) -> FormView<Field> {
        let form = FormView(
            theme: .standard, title: "Report", fields: Self.fields, submitTitle: "Report", submitSummary: "report",
            keymapScope: "test.multiline")
        form.unhandledActionHandler = { _ in }
        form.frame = Rect(x: 0, y: 0, width: width, height: height)
        form.layoutIfNeeded()
        return form
    }

    func press(_ key: Key, in view: View) {
        view.send(ResponderAction(.key, KeyEvent(key), sender: view))
    }

    @Test("the note is a text area of its rows beside its label; the fields after it move down", arguments: [20.0, 40, 120])
    func layout(width: Double) throws {
        let form = form(width: width)
        let note = try #require(form.textAreas[.note])
        #expect(form.fields[.note] == nil && form.input(.note) === note && form.textAreas.count == 1)
        #expect(note.frame == Rect(x: 8, y: 4, width: width - 9, height: 3), "\(note.frame)")
        #expect(form.fieldLabels[.note]?.frame.minY == 4 && form.fields[.email]?.frame.minY == 7)
        #expect(form.fieldLabels[.email]?.frame.minY == 7 && form.submitButton.frame.minY == 8)
        #expect(note.placeholder == "what you saw" && note.accessibilityLabel == "Note" && note.key == "note")
    }

    @Test("Enter in the note starts a new line and reports it; Enter in a one-line field still submits")
    func enterInNote() throws {
        let form = form()
        var (submits, edits) = (0, [String]())
        form.onSubmit = { submits += 1 }
        form.onEdit = { field, text in edits.append("\(field): \(text)") }
        let note = try #require(form.textAreas[.note])
        press(.character("a"), in: note)
        press(.enter, in: note)
        press(.character("b"), in: note)
        #expect(submits == 0, "Enter in a text area is a new line, not a submit")
        #expect(note.text == "a\nb" && edits.last == "note: a\nb", "\(edits)")
        press(.enter, in: try #require(form.fields[.email]))
        #expect(submits == 1)
    }

    @Test("Tab goes into the note and out of it again, in the declared order")
    func tabLeavesNote() throws {
        let form = form()
        let engine = FocusEngine(root: form)
        engine.focus(form.firstInput)
        engine.moveFocus(.next)
        let note = try #require(form.textAreas[.note])
        #expect(engine.focusedView === note)
        #expect(!note.respond(to: ResponderAction(.key, KeyEvent(.tab), sender: note)), "the area leaves Tab to focus")
        engine.moveFocus(.next)
        #expect(engine.focusedView === form.fields[.email] && note.text.isEmpty)
        engine.moveFocus(.next)
        #expect(engine.focusedView === form.submitButton)
    }

    @Test("a state's note is shown, a pasted note with its line breaks reported, and a draft keeps it")
    func stateAndDraft() throws {
        let form = form()
        var edits: [String] = []
        form.onEdit = { _, text in edits.append(text) }
        form.show(FormState(text: [.name: "Ada", .note: "grey\ntabby"]))
        let note = try #require(form.textAreas[.note])
        #expect(note.text == "grey\ntabby" && edits.isEmpty, "state flows in without an edit")
        note.send(ResponderAction(.paste, "\r\nby the 猫 café", sender: note))
        #expect(edits.last == note.text && note.text.contains("\nby the 猫 café"), "the paste keeps its line break: \(edits)")
        let draft = form.draft
        #expect(draft[.name] == "Ada" && draft[.note] == note.text && draft[.email] == "")
        let reopened = self.form()
        reopened.show(FormState(text: draft))
        #expect(reopened.draft == draft)
        form.typingField = .note
        press(.character("!"), in: form.submitButton)
        #expect(note.text.contains("!") && edits.last == note.text, "keys typed on the button go to a typing note too")
    }

    @Test("a field's lines are kept to 1...100; a form too small cuts the note, never a negative size")
    func badSizes() {
        #expect(FormFieldKind.multiline(lines: 0).rows == 1 && FormFieldKind.multiline(lines: -5).rows == 1)
        #expect(FormFieldKind.multiline(lines: .max).rows == 100 && FormFieldKind.text.rows == 1)
        for (width, height) in [(3.0, 2.0), (9, 5), (12, 40)] {
            let frames = form(width: width, height: height).subviews.map(\.frame)
            #expect(frames.allSatisfy { $0.width >= 0 && $0.height >= 0 && $0.minX >= 1 }, "\(width)x\(height): \(frames)")
        }
    }
}
