/// One field of a form, declared once (Nimbus's `NITextInputFormElement`, huh's `Input`
/// and `Text`): the field's identifier in the app's own enum, its label, its placeholder,
/// whether it is one line or several, and the check its text must pass.
///
/// ```swift
/// enum SignUpField: Hashable, Sendable { case name, email, about }
/// let fields = [
///     FormField(SignUpField.name, label: "Name", placeholder: "Ada Lovelace") { $0.isEmpty ? "is required" : nil },
///     FormField(SignUpField.email, label: "Email", placeholder: "ada@example.com"),
///     FormField(SignUpField.about, label: "About", kind: .multiline(lines: 3)),
/// ]
/// ```
public struct FormField<Field: Hashable & Sendable>: Sendable {
    /// Which field this is: the app's identifier, which states, drafts and problems key by.
    public var id: Field
    /// The label left of the field ("Place"), and what assistive technology calls it.
    public var label: String
    /// What the empty field shows ("YYYY-MM-DD").
    public var placeholder: String
    /// The field's ``View/key``, which a host's element or a test finds it by.
    public var key: String
    /// Whether the field shows `•` for each character (a password; one-line fields only).
    public var isSecure: Bool
    /// One line (a ``TextField``) or several (a ``TextArea``).
    public var kind: FormFieldKind
    /// Why `text` is not acceptable ("is required"), or `nil` when it is (Textual's
    /// `Validator`, huh's `Validate`). ``FormState/validate(_:)`` asks every field's.
    public var validate: @Sendable (String) -> String?

    /// A field `id` labelled `label`, one line unless `kind` says several; `key` defaults to
    /// the label, lowercased.
    public init(
        _ id: Field, label: String, placeholder: String = "", key: String? = nil, isSecure: Bool = false,
        kind: FormFieldKind = .text, validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.id = id
        self.label = label
        self.placeholder = placeholder
        self.key = key ?? label.lowercased()
        self.isSecure = isSecure
        self.kind = kind
        self.validate = validate
    }
}

/// Whether a form's field is one line or several (huh's `Input` and `Text`, Nimbus's text
/// input and text view elements).
public enum FormFieldKind: Sendable, Hashable {
    /// One line, a ``TextField``: Enter submits the form.
    case text
    /// A ``TextArea`` `lines` rows tall (1 to 100), wrapping its text: Enter starts a new
    /// line in it, Tab still goes on to the next field.
    case multiline(lines: Int)

    /// The rows the field takes in the form.
    public var rows: Int {
        switch self {
        case .text: 1
        case .multiline(let lines): min(max(lines, 1), 100)
        }
    }
}

/// A form's state as a reactor keeps it (the generic half of a sign-in or report
/// reactor's state): each field's text, why each bad field is bad, whether a submit is
/// being saved, and why the last save failed. ``FormView/show(_:)`` shows it.
///
/// ```swift
/// var form = FormState<SignUpField>(text: [.name: "Ada"])
/// form.edit(.email, "ada@")          // true: changed; the email's problem is cleared
/// form.validate(fields)              // false: the problems name each bad field
/// ```
public struct FormState<Field: Hashable & Sendable>: Sendable, Equatable {
    /// Each field's text; a field not here is empty.
    public var text: [Field: String]
    /// Why each bad field is bad ("is required"), from the last check, until the field changes.
    public var problems: [Field: String] = [:]
    /// Whether a submit is being saved (the form shows its saving line and takes no edit).
    public var isSaving = false
    /// Why the last save failed, until a field changes.
    public var failure: String?

    /// A form whose fields start as `text` (a draft, a date of today), with `problems`,
    /// saving or not, and the `failure` of the last save.
    public init(text: [Field: String] = [:], problems: [Field: String] = [:], isSaving: Bool = false, failure: String? = nil) {
        self.text = text
        self.problems = problems
        self.isSaving = isSaving
        self.failure = failure
    }

    /// The text of `field`, empty when it has none.
    public subscript(field: Field) -> String { text[field, default: ""] }

    /// Sets `field`'s text, clearing its problem and the last failure; returns whether the
    /// text changed (an edit to the same text changes nothing).
    @discardableResult
    public mutating func edit(_ field: Field, _ newText: String) -> Bool {
        guard newText != self[field] else { return false }
        text[field] = newText
        problems[field] = nil
        failure = nil
        return true
    }

    /// Checks every one of `fields` with its ``FormField/validate``: the problems become
    /// those found (every bad field at once, as huh and Textual show them); returns whether
    /// there were none.
    @discardableResult
    public mutating func validate(_ fields: [FormField<Field>]) -> Bool {
        problems = [:]
        for field in fields { problems[field.id] = field.validate(self[field.id]) }
        return problems.isEmpty
    }

    /// The problems as a form lists them, in `fields`' order: the label, then why
    /// ("Place is empty: say where the cat was seen").
    public func problemLines(_ fields: [FormField<Field>]) -> [String] {
        fields.compactMap { field in problems[field.id].map { "\(field.label) \($0)" } }
    }
}

/// What a form's own key does; the raw value is the name a keymap file uses in the form's
/// scope (``FormView/keymapScope``).
public enum FormCommand: String, KeyCommand, CaseIterable {
    /// Enter: submits the form.
    case submit
}
