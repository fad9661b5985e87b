import TrellisReactor
import TrellisViews

/// A screen showing a `FormView` bound to a reactor while shown (as
/// ``ReactorScreen`` binds its view): the form's edits and submits become the reactor's
/// actions, and the part of its state that is the form (a `FormState`)
/// is shown as it changes. A subclass binds the rest (a pulse that closes the form) in
/// ``bind(_:in:)``. Keys go to the first field.
///
/// ```swift
/// final class SignUpScreen: FormScreen<SignUpReactor, SignUpField> {
///     init(reactor: SignUpReactor, theme: Theme) {
///         super.init(
///             title: "Sign up", reactor: reactor, state: \.form, edit: { .edit($0, $1) }, submit: .submit,
///             makeView: {
///                 FormView(theme: theme, title: "Sign up", fields: SignUpField.form, submitTitle: "Sign up",
///                          submitSummary: "sign up", keymapScope: "app.sign-up")
///             })
///     }
///     override func bind(_ reactor: SignUpReactor, in bag: BindingBag) {
///         reactor.pulse(\.$signedUp) { [weak self] user in if user != nil { self?.navigator?.pop() } }.store(in: bag)
///     }
/// }
/// ```
@MainActor
open class FormScreen<ScreenReactor: Reactor, Field: Hashable & Sendable>: ViewScreen<FormView<Field>> {
    /// The reactor the form is bound to while shown; `nil` shows the form unbound.
    public let reactor: ScreenReactor?
    private let formState: @MainActor (ScreenReactor.State) -> FormState<Field>
    private let edit: @MainActor (Field, String) -> ScreenReactor.Action
    private let submit: ScreenReactor.Action
    private let bag = BindingBag()

    /// A screen showing `makeView`'s form bound to `reactor`: `state` picks the form's state
    /// out of the reactor's, `edit` makes the action of an edit, `submit` is sent on submit.
    public init(
        title: String, menuItem: MenuItem? = nil, reactor: ScreenReactor?,
        state: @escaping @MainActor (ScreenReactor.State) -> FormState<Field>,
        edit: @escaping @MainActor (Field, String) -> ScreenReactor.Action, submit: ScreenReactor.Action,
        makeView: @escaping @MainActor () -> FormView<Field>
    ) {
        self.reactor = reactor
        formState = state
        self.edit = edit
        self.submit = submit
        super.init(title: title, menuItem: menuItem, makeView: makeView)
    }

    /// Binds the form (and the subclass's ``bind(_:in:)``) to the reactor.
    open override func viewWillAppear() {
        super.viewWillAppear()
        guard let reactor else { return }
        bag.cancelAll()
        let form = contentView
        form.onEdit = { [weak reactor, edit] field, text in reactor?.send(edit(field, text)) }
        form.onSubmit = { [weak reactor, submit] in reactor?.send(submit) }
        reactor.observe { [weak form, formState] state in form?.show(formState(state)) }.store(in: bag)
        bind(reactor, in: bag)
    }

    /// Unbinds: the form's edits and submits go nowhere until the screen is shown again.
    open override func viewDidDisappear() {
        super.viewDidDisappear()
        bag.cancelAll()
        contentView.onEdit = { _, _ in }
        contentView.onSubmit = {}
    }

    /// Binds what the form does not show (a pulse that closes the screen); does nothing by default.
    open func bind(_ reactor: ScreenReactor, in bag: BindingBag) {}

    /// Keys go to the first field (a text field or a text area).
    open override var preferredFocus: View? { contentView.firstInput }
}
