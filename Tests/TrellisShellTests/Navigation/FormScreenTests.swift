import Testing
import TrellisReactor
import TrellisShell
import TrellisTestSupport
import TrellisViews

/// A form reactor as an app writes one: its state is a `FormState`, submitting validates it.
final class SignUpReactor: Reactor {
    enum Field: Hashable, Sendable { case name }
    static let fields = [FormField(Field.name, label: "Name") { $0.isEmpty ? "is required" : nil }]
    enum Action: Sendable {
        case edit(Field, String)
        case submit
    }
    struct State: Sendable {
        var form = FormState<Field>()
        var submitted: [String] = []
    }
    let runtime = ReactorRuntime<SignUpReactor>(initialState: State())
    func reduce(_ state: inout State, _ action: Action) {
        switch action {
        case .edit(let field, let text): state.form.edit(field, text)
        case .submit: if state.form.validate(Self.fields) { state.submitted.append(state.form[.name]) }
        }
    }
}

/// `FormScreen`: the form is bound to its reactor only while shown, edits and submits
/// become actions, and the state's form is shown.
@MainActor
@Suite struct FormScreenTests {
    func screen(_ reactor: SignUpReactor?) -> FormScreen<SignUpReactor, SignUpReactor.Field> {
        FormScreen(
            title: "Sign up", reactor: reactor, state: \.form, edit: { .edit($0, $1) }, submit: .submit,
            makeView: {
                FormView(
                    theme: .standard, title: "Sign up", fields: SignUpReactor.fields, submitTitle: "Sign up",
                    submitSummary: "sign up", keymapScope: "test.sign-up")
            })
    }

    @Test func theFormIsBoundWhileShownAndItsEditsAndSubmitsAreTheReactorsActions() async throws {
        let reactor = SignUpReactor()
        let screen = screen(reactor)
        let navigator = StackNavigator(root: screen)
        let host = FakeHost()
        navigator.host = host
        let form = screen.contentView
        #expect(screen.preferredFocus === form.firstField)
        form.submitButton.press()
        #expect(await eventually { form.problemLabel.text == "Name is required" })
        let field = try #require(form.fields[.name])
        field.send(ResponderAction(.paste, "Ada", sender: field))
        #expect(await eventually { reactor.currentState.form[.name] == "Ada" })
        #expect(form.problemLabel.text == "", "the edit cleared the name's problem")
        form.submit()
        #expect(await eventually { reactor.currentState.submitted == ["Ada"] })

        navigator.push(Screen(title: "Other"))
        field.send(ResponderAction(.paste, "!", sender: field))
        form.submit()
        _ = navigator.pop()
        #expect(reactor.currentState.form[.name] == "Ada" && reactor.currentState.submitted == ["Ada"], "covered: unbound")
        #expect(await eventually { field.text == "Ada" }, "shown again: the state's text")
        withExtendedLifetime(host) {}
    }

    @Test func withoutAReactorTheFormShowsUnbound() {
        let screen = screen(nil)
        let navigator = StackNavigator(root: screen)
        let host = FakeHost()
        navigator.host = host
        #expect(screen.contentView.submit(), "nothing is bound; a submit goes nowhere")
        #expect(screen.reactor == nil)
        withExtendedLifetime(host) {}
    }
}
