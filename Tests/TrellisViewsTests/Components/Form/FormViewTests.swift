import Testing
import TrellisViews

/// The generic form: its layout at any width, Tab's order, Enter submitting, each bad field
/// named, pastes, a screen too narrow for it, and a draft's round trip.
@MainActor
@Suite("FormView")
struct FormViewTests {
    enum Field: Hashable, Sendable { case name, email, code }

    static let fields = [
        FormField(Field.name, label: "Name", placeholder: "Ada Lovelace") { $0.isEmpty ? "is required" : nil },
        FormField(Field.email, label: "Email", placeholder: "ada@example.com") { $0.contains("@") ? nil : "has no @" },
        FormField(Field.code, label: "Code", isSecure: true),
    ]

    func form(width: Double = 40, height: Double = 12, metrics: FormMetrics = FormMetrics()) -> FormView<Field> {
        let form = FormView(
            theme: .standard, title: "Sign up", fields: Self.fields, submitTitle: "Sign up", submitSummary: "sign up",
            keymapScope: "test.form", metrics: metrics)
        form.unhandledActionHandler = { _ in }
        form.frame = Rect(x: 0, y: 0, width: width, height: height)
        form.layoutIfNeeded()
        return form
    }

    func press(_ key: Key, in view: View, modifiers: KeyModifiers = []) {
        view.send(ResponderAction(.key, KeyEvent(key, modifiers: modifiers), sender: view))
    }

    @Test("the labels are a column as wide as the longest and its colon, the fields beside it", arguments: [20.0, 40, 120])
    func layout(width: Double) throws {
        let form = form(width: width)
        let labels = Self.fields.compactMap { form.fieldLabels[$0.id]?.frame }
        let fields = Self.fields.compactMap { form.fields[$0.id]?.frame }
        #expect(labels.count == 3 && fields.count == 3)
        #expect(labels.allSatisfy { $0.minX == 1 && $0.width == 7 && $0.height == 1 }, "\(labels)")  // "Email:" and a space
        #expect(fields.allSatisfy { $0.minX == 8 && $0.maxX == width - 1 }, "\(fields)")
        #expect(zip(labels, fields).allSatisfy { $0.minY == $1.minY })
        #expect(labels.map(\.minY) == [3, 4, 5], "a blank line under the title")
        #expect(form.submitButton.frame.minX == 8 && form.submitButton.frame.minY == 6)
        #expect(form.problemLabel.frame.minY == 8 && form.hintLabel.frame.maxY == 12)
        #expect(form.fieldLabels[.email]?.text == "Email:" && form.fields[.name]?.placeholder == "Ada Lovelace")
        #expect(form.fields[.code]?.isSecure == true && form.fields[.email]?.accessibilityLabel == "Email")
    }

    @Test("a label width given is used whatever the labels")
    func labelWidth() {
        let form = form(metrics: FormMetrics().with { $0.labelWidth = 10 })
        #expect(form.fields[.name]?.frame.minX == 11)
    }

    @Test("a view too narrow or too short cuts the fields, never gives a negative size")
    func tooNarrow() {
        for (width, height) in [(3.0, 2.0), (8, 4), (10, 20)] {
            let form = form(width: width, height: height)
            let frames = form.subviews.map(\.frame)
            #expect(frames.allSatisfy { $0.width >= 0 && $0.height >= 0 }, "\(width)x\(height): \(frames)")
            #expect(frames.allSatisfy { $0.minX >= 1 && $0.maxX <= width - 1 }, "\(width)x\(height): \(frames)")
            #expect(form.hintLabel.frame.minY >= form.submitButton.frame.maxY + 1, "the hint never covers the button")
        }
    }

    @Test("Tab goes from field to field in their order, then to the button, and back")
    func tabOrder() {
        let form = form()
        let engine = FocusEngine(root: form)
        engine.focus(form.firstField)
        var visited: [View?] = [engine.focusedView]
        for _ in 0..<3 {
            engine.moveFocus(.next)
            visited.append(engine.focusedView)
        }
        let expected: [View] = [form.fields[.name], form.fields[.email], form.fields[.code]].compactMap { $0 } + [form.submitButton]
        #expect(visited.count == expected.count && zip(visited, expected).allSatisfy { $0 === $1 })
        engine.moveFocus(.previous)
        #expect(engine.focusedView === form.fields[.code])
    }

    @Test("Enter in any field, or a press of the button, submits; a form being saved takes neither")
    func enterSubmits() throws {
        let form = form()
        var submits = 0
        form.onSubmit = { submits += 1 }
        for field in Self.fields { press(.enter, in: try #require(form.fields[field.id])) }
        form.submitButton.press()
        #expect(submits == 4)
        form.show(FormState(isSaving: true))
        #expect(form.problemLabel.text == "Saving…")
        press(.enter, in: try #require(form.fields[.name]))
        form.submitButton.press()
        #expect(submits == 4, "a second Enter waits for the save")
        form.show(FormState())
        #expect(form.submit() && submits == 5)
    }

    @Test("typing and pasting into a field report its whole text, with which field it is")
    func edits() throws {
        let form = form()
        var edits: [String] = []
        form.onEdit = { field, text in edits.append("\(field): \(text)") }
        let email = try #require(form.fields[.email])
        press(.character("a"), in: email)
        email.send(ResponderAction(.paste, "da@猫\nexample", sender: email))
        #expect(edits.first == "email: a")
        #expect(edits.last == "email: ada@猫example", "a pasted newline is not typed into one line: \(edits)")
        #expect(form.draft[.email] == "ada@猫example" && form.draft[.name] == "")
    }

    @Test("the problems name each bad field in the fields' order, then the failure; an edit clears its field's")
    func problems() {
        var state = FormState<Field>(text: [.email: "ada"])
        let valid = state.validate(Self.fields)
        #expect(!valid)
        #expect(state.problems == [.name: "is required", .email: "has no @"])
        state.failure = "the server is away"
        let form = form()
        form.show(state)
        #expect(form.problemLabel.text == "Name is required\nEmail has no @\nthe server is away")
        let edited = state.edit(.email, "ada@example.com")
        let again = state.edit(.email, "ada@example.com")
        #expect(edited && !again, "the same text is no edit")
        #expect(state.problems == [.name: "is required"] && state.failure == nil)
        form.show(state)
        #expect(form.problemLabel.text == "Name is required")
        #expect(form.fields[.email]?.text == "ada@example.com", "the state's text is shown")
        state.edit(.name, "Ada")
        let fixed = state.validate(Self.fields)
        #expect(fixed && state.problemLines(Self.fields).isEmpty)
    }

    @Test("a draft taken from the form opens a new one as it was left")
    func draftRoundTrip() throws {
        let form = form()
        let name = try #require(form.fields[.name])
        name.send(ResponderAction(.paste, "Grace", sender: name))
        form.fields[.code]?.text = "s3cr3t"
        let draft = form.draft
        let reopened = self.form()
        reopened.show(FormState(text: draft))
        #expect(reopened.draft == draft && reopened.fields[.name]?.text == "Grace")
        #expect(reopened.fields[.code]?.textLabel.text == "••••••", "a secure field stays hidden")
    }

    @Test("the hint line is made from the key bindings in effect; Enter is rebound by the form's scope")
    func hints() throws {
        let form = form()
        form.instructions = "Pick a name"
        #expect(form.hintText == "Pick a name; Tab next field, Enter sign up")
        form.keymap = try Keymap(parsing: "[test.form]\nsubmit = [\"ctrl+s\"]")
        #expect(form.hintText == "Pick a name; Tab next field, Ctrl-S sign up")
        // The app's shared keys, declared above the form, are the status line's to show.
        let root = View()
        root.addSubview(form)
        root.keymap = form.keymap  // the keymap is the tree's root's
        root.bindKeys(StandardCommand.defaultBindings, scope: "app") { _, _ in true }
        #expect(form.fields[.name]?.keyBindingsInEffect.contains { $0.scope == "app" } == true)
        #expect(form.hintText == "Pick a name; Tab next field, Ctrl-S sign up")
        var submits = 0
        form.onSubmit = { submits += 1 }
        press(.character("s"), in: try #require(form.fields[.name]), modifiers: .control)
        #expect(submits == 1)
    }

    @Test("keys reaching the form from its button go to the typing field when it has one")
    func typingField() {
        let form = form()
        var edits: [String] = []
        form.onEdit = { _, text in edits.append(text) }
        press(.character("q"), in: form.submitButton)
        #expect(edits.isEmpty, "without a typing field a letter travels on")
        form.typingField = .name
        press(.character("q"), in: form.submitButton)
        #expect(edits == ["q"])
    }
}
