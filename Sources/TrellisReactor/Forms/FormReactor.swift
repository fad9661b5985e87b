import TrellisViews

/// A form's logic, configured rather than written (huh's `Form` running its fields'
/// validators and then the form's submit, Textual's `Input.Submitted` after its
/// validators): the fields' `FormState`, a check of every field at once,
/// and a submit that sends the form somewhere and gives back what it made.
///
/// Submitting checks the fields with `validate`: a form with problems shows them (each
/// bad field named, `FormView`) and sends nothing; a good one is saving
/// while `submit` runs (edits and a second submit wait), then either pulses
/// ``State/submitted`` with `submit`'s output or shows why it failed. An edit clears its
/// field's problem and the failure.
///
/// ```swift
/// let reactor = FormReactor<SignInField, User>(fields: [:]) { form in
///     try await account.signIn(form[.userID])
/// }
/// reactor.send(.edit(.userID, "ada"))
/// reactor.send(.submit)            // saving; then `submitted` pulses the user
/// ```
public final class FormReactor<Field: Hashable & Sendable, Output: Sendable>: Reactor {
    /// What the form's view asks.
    public enum Action: Sendable, Equatable {
        /// A field's whole text after an edit (typing, a paste, Ctrl-U).
        case edit(Field, String)
        /// Enter, the button: check the fields and, when they are good, submit them.
        case submit
    }

    /// What changes the state.
    public enum Mutation: Sendable {
        /// A field's new text.
        case setText(Field, String)
        /// The problems of a submit that sent nothing.
        case invalid([Field: String])
        /// A submit started or ended saving.
        case setSaving(Bool)
        /// Why the submit failed.
        case failed(String)
        /// What the submit made.
        case submitted(Output)
    }

    /// What the form shows.
    public struct State: Sendable {
        /// The fields' text, the problems of the last submit, whether it is being saved,
        /// and why the last save failed.
        public var form: FormState<Field>
        /// What the last submit made (pulsed once per submit): the screen closes, or moves on.
        @Pulse public var submitted: Output? = nil
    }

    public let runtime: ReactorRuntime<FormReactor>
    let validate: @Sendable (FormState<Field>) -> [Field: String]
    let submit: @Sendable (FormState<Field>) async throws -> Output

    /// A form whose fields start as `text` (a draft, a date of today): `validate` names each
    /// bad field's problem (none by default), `submit` sends the good form and returns what
    /// it made, or throws why it could not (shown as the error describes itself).
    public init(
        text: [Field: String] = [:], validate: @escaping @Sendable (FormState<Field>) -> [Field: String] = { _ in [:] },
        submit: @escaping @Sendable (FormState<Field>) async throws -> Output
    ) {
        self.validate = validate
        self.submit = submit
        runtime = ReactorRuntime(initialState: State(form: FormState(text: text)))
    }

    /// A form whose fields are checked by their own `FormField/validate`.
    public convenience init(
        fields: [FormField<Field>], text: [Field: String] = [:],
        submit: @escaping @Sendable (FormState<Field>) async throws -> Output
    ) {
        self.init(
            text: text,
            validate: { form in
                var checked = form
                checked.validate(fields)
                return checked.problems
            }, submit: submit)
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        let form = currentState.form
        guard !form.isSaving else { return .none }
        switch action {
        case .edit(let field, let text):
            return text == form[field] ? .none : .just(.setText(field, text))
        case .submit:
            let problems = validate(form)
            guard problems.isEmpty else { return .just(.invalid(problems)) }
            return .concat(
                .just(.setSaving(true)),
                .run { [submit] send in
                    do {
                        await send(.submitted(try await submit(form)))
                    } catch {
                        await send(.failed(String(describing: error)))
                    }
                })
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setText(let field, let text): state.form.edit(field, text)
        case .invalid(let problems): state.form.problems = problems
        case .setSaving(let saving): state.form.isSaving = saving
        case .failed(let failure): (state.form.isSaving, state.form.failure) = (false, failure)
        case .submitted(let output): (state.form.isSaving, state.submitted) = (false, output)
        }
    }
}

extension FormReactor.Mutation: Equatable where Output: Equatable {}
extension FormReactor.State: Equatable where Output: Equatable {}
