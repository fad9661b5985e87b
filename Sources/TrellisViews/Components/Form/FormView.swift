/// How a ``FormView`` is laid out.
public struct FormMetrics: ComponentMetrics {
    /// Space between the view's edges and its lines.
    public var padding: Double = 1
    /// The width of the labels' column, or `nil` for the longest label and its colon, plus one.
    public var labelWidth: Double?
    /// The blank rows between the title and the first field.
    public var titleSpacing: Double = 1
    /// The blank rows between the button and the problems.
    public var problemSpacing: Double = 1

    public init() {}
}

/// The theme's style names a ``FormView`` draws with (an app's own names: a theme need not
/// have the form's).
public struct FormStyleNames: Sendable, Hashable {
    /// The title.
    public var title: Theme.StyleName = .title
    /// The labels left of the fields.
    public var label: Theme.StyleName = .caption
    /// The fields.
    public var field: Theme.StyleName = .body
    /// The submit button.
    public var button: Theme.StyleName = .accent
    /// The button while it has focus, drawn over ``button``.
    public var focused: Theme.StyleName = .focused
    /// The problems, the failure and the saving line.
    public var problems: Theme.StyleName = .error
    /// The hint line.
    public var hint: Theme.StyleName = .caption

    /// The standard names, changed by `changes`.
    public init(_ changes: (inout FormStyleNames) -> Void = { _ in }) { changes(&self) }

    /// These names changed by `changes`.
    public func with(_ changes: (inout FormStyleNames) -> Void) -> FormStyleNames {
        var copy = self
        changes(&copy)
        return copy
    }
}

/// A form (Nimbus's form elements in a table, huh's `Form`, Textual's `Input`s with their
/// validators): a title, a row per field (its label in a column, a ``TextField`` beside it
/// to the right edge, or a ``TextArea`` of several rows for a
/// ``FormFieldKind/multiline(lines:)`` field), a submit button under them, the problems of the last submit (each
/// bad field named), and a hint line at the bottom.
///
/// Fields are declared once (``FormField``), identified by the app's own enum. Tab and
/// Shift-Tab (the host's focus keys) go from field to field, then to the button; Enter in
/// a one-line field, or on the button, submits (in a text area it starts a new line, since
/// the focused area takes it first) (``FormCommand/submit``, rebound in the form's
/// ``keymapScope``); Esc goes on to the screen. The hint line is made from the key
/// bindings in effect in the first field, as the hint line and the help overlay are.
///
/// The form keeps no state of its own beyond its fields' text: edits go to ``onEdit``,
/// submits to ``onSubmit``, and a reactor's ``FormState`` comes back through ``show(_:)``.
///
/// ```swift
/// let form = FormView(theme: theme, title: "Sign up", fields: fields, submitTitle: "Sign up",
///                     submitSummary: "sign up", keymapScope: "app.sign-up")
/// form.onEdit = { field, text in reactor.send(.edit(field, text)) }
/// form.onSubmit = { reactor.send(.submit) }
/// reactor.observe(\.form) { form.show($0) }
/// ```
@MainActor
public final class FormView<Field: Hashable & Sendable>: View {
    /// What the form's own key does.
    public typealias Command = FormCommand
    /// What the submit button sends up to the form.
    struct Submit: Sendable {}

    /// The fields, as declared, in Tab order.
    public let declaredFields: [FormField<Field>]
    /// The title.
    public let titleLabel: Label
    /// Each one-line field's text field.
    public let fields: [Field: TextField]
    /// Each several-line field's text area.
    public let textAreas: [Field: TextArea]
    /// Each field's label.
    public let fieldLabels: [Field: Label]
    /// The submit button: Enter, Space or a click submits.
    public let submitButton: Button
    /// The problems of the last submit, one line each, the failure, or the saving line.
    public let problemLabel: Label
    /// The keys that work here, made from the bindings in effect, after ``instructions``.
    public let hintLabel: Label
    /// The layout.
    public let metrics: FormMetrics
    /// The keymap scope the submit key is rebound in (`"cats.sighting"`).
    public let keymapScope: String
    /// What the problems line says while a submit is being saved.
    public var savingText = "Saving…"
    /// What the hint line says before the keys ("Type a user id"), if anything.
    public var instructions: String? { didSet { setNeedsLayout() } }
    /// The field that keys reaching the form from elsewhere (the form itself or its button
    /// focused) are typed into, so a letter is never a shortcut on this form; `nil` lets
    /// them travel on up the chain.
    public var typingField: Field?
    /// Called with a field and its whole text after each edit (typing, a paste, Ctrl-U).
    /// For a several-line field that costs O(*n*) a key for *n* characters (the text is
    /// built for this call): a form's notes, not a document; an editor of long texts uses
    /// a ``TextArea`` and its ``TextArea/onChange`` directly.
    public var onEdit: @MainActor (Field, String) -> Void = { _, _ in }
    /// Called when the form is submitted.
    public var onSubmit: @MainActor () -> Void = {}

    /// A form titled `title` with `fields`, styled by `theme` with `styles`, and a button
    /// titled `submitTitle`; `submitSummary` is what help says Enter does ("report the
    /// sighting"), `submitHint` what the hint line says (the summary when `nil`).
    public init(
        theme: Theme, title: String, fields declared: [FormField<Field>], submitTitle: String, submitSummary: String,
        submitHint: String? = nil, keymapScope: String, styles: FormStyleNames = FormStyleNames(),
        metrics: FormMetrics = FormMetrics()
    ) {
        precondition(Set(declared.map(\.id)).count == declared.count, "FormView: a field is declared twice")
        declaredFields = declared
        self.metrics = metrics
        self.keymapScope = keymapScope
        titleLabel = theme.label(styles.title, text: title)
        (fields, textAreas) = Self.makeInputs(declared, theme: theme, styles: styles)
        fieldLabels = Dictionary(uniqueKeysWithValues: declared.map { ($0.id, theme.label(styles.label, text: $0.label + ":")) })
        submitButton = Button(title: submitTitle, payload: Submit())
        problemLabel = theme.label(styles.problems)
        hintLabel = theme.label(styles.hint)
        super.init()
        submitButton.key = "submit"
        submitButton.style = theme[styles.button]
        submitButton.focusedStyle = theme[styles.focused]
        problemLabel.key = "problems"
        problemLabel.lineLimit = 0
        hintLabel.key = "hint"
        addSubview(titleLabel)
        for field in declared {
            if let label = fieldLabels[field.id], let input = input(field.id) {
                addSubview(label)
                addSubview(input)
            }
            fields[field.id]?.onChange = { [weak self] text in self?.onEdit(field.id, text) }
            if let area = textAreas[field.id] {
                // The whole text only for the form's consumer: a text area reports an edit, not its text.
                area.onChange = { [weak self, unowned area] _ in self?.onEdit(field.id, area.text) }
            }
        }
        addSubview(submitButton)
        addSubview(problemLabel)
        addSubview(hintLabel)
        focusOrder = declared.compactMap { input($0.id) } + [submitButton]
        makeConstraints()
        onAction(Submit.self) { [weak self] _ in self?.submit() ?? false }
        let bindings: KeyBindings<FormCommand> = [
            KeyBinding(.submit, "enter", summary: submitSummary, showsInHints: true, hint: submitHint)
        ]
        bindKeys(bindings, scope: keymapScope) { [weak self] _, _ in self?.submit() ?? false }
        onAction(.key) { [weak self] event in
            guard let self, let typingField, let field = self.input(typingField), !field.hasFocus else { return false }
            return field.respond(to: ResponderAction(.key, event, sender: field))
        }
    }

    /// The text field of the declaration that comes first (`nil` when that field is
    /// several lines: see ``firstInput``).
    public var firstField: TextField? { declaredFields.first.flatMap { fields[$0.id] } }

    /// The text field or text area of the declaration that comes first, where keys go when
    /// the form opens.
    public var firstInput: View? { declaredFields.first.flatMap { input($0.id) } }

    /// The view `field` is typed into: its text field, or its text area.
    public func input(_ field: Field) -> View? { fields[field] ?? textAreas[field] }

    /// Submits the form (Enter, the button): calls ``onSubmit``; returns `false` while a
    /// submit is being saved (the button is disabled then), so the key goes on.
    @discardableResult
    public func submit() -> Bool {
        guard submitButton.isEnabled else { return false }
        onSubmit()
        return true
    }

    /// Shows `state`: each field's text (a field being edited keeps its cursor when the text
    /// is its own), the saving line while saving, else each problem in the fields' order
    /// and the failure.
    public func show(_ state: FormState<Field>) {
        for (field, textField) in fields where textField.text != state[field] { textField.text = state[field] }
        for (field, area) in textAreas where area.text != state[field] { area.text = state[field] }
        let lines = state.isSaving ? [savingText] : state.problemLines(declaredFields) + (state.failure.map { [$0] } ?? [])
        problemLabel.text = lines.joined(separator: "\n")
        submitButton.isEnabled = !state.isSaving
    }

    /// Each field's text as it is now: what a screen keeps as a draft when the form closes
    /// unsent, and gives back to `FormState(text:)` when it opens again.
    public var draft: [Field: String] { fields.mapValues(\.text).merging(textAreas.mapValues(\.text)) { line, _ in line } }

    /// The width of the labels' column: the metrics', or the longest label's and its colon, plus one.
    public var labelWidth: Double {
        metrics.labelWidth ?? Double((declaredFields.map { CharacterWidth.of($0.label + ":") }.max() ?? 0) + 1)
    }

    /// The hint line follows the bindings in effect (a keymap, the screen it is on).
    public override func layoutSubviews() {
        super.layoutSubviews()
        if hintLabel.text != hintText { hintLabel.text = hintText }
    }

    /// The hint line: the instructions, Tab's move, then the hints of the form's own
    /// bindings in effect in the first field ("Tab next field, Enter report"), as a keymap
    /// binds them; the app's shared keys (help, back, quit) are the status line's to show.
    public var hintText: String {
        let own = (firstInput ?? self).keyBindingsInEffect.filter { $0.scope == keymapScope }
        let keys = own.hints.map { "\($0.keys) \($0.summary)" }
        let line = (["Tab next field"] + keys).joined(separator: ", ")
        return instructions.map { "\($0); \(line)" } ?? line
    }
}
