import TrellisReactor
import TrellisViews

/// A form declared once (TrellisViews' `FormView`: Nimbus's form elements, huh's form,
/// Textual's inputs and their validators) bound to TrellisReactor's `FormReactor`: a name
/// and an email, each checked when the form is submitted (every bad field named at once),
/// Tab from field to field and to the button, Enter submitting from any field, and what was
/// sent under the form.
@MainActor
public final class FormPage: View, GalleryPageView {
    /// The form's fields.
    public enum Field: Hashable, Sendable {
        case name, email
    }

    /// The fields, declared once: labels, placeholders, checks.
    public static let fields = [
        FormField(Field.name, label: "Name", placeholder: "Ada Lovelace") { $0.allSatisfy(\.isWhitespace) ? "is required" : nil },
        FormField(Field.email, label: "Email", placeholder: "ada@example.com") { $0.contains("@") ? nil : "needs an @" },
    ]

    /// The keymap scope of the form's Enter, `[gallery.form]` in a keymap file.
    public nonisolated static let keymapScope = "gallery.form"

    /// The form.
    public let form: FormView<Field>
    /// The form's logic: checks the fields, then "sends" them.
    public let reactor: FormReactor<Field, String>
    /// What the last submit sent.
    public let sentLabel: Label
    private let bag = BindingBag()

    /// The page, styled by `context`'s theme.
    public init(context: GalleryContext) {
        form = FormView(
            theme: context.theme, title: "Sign up", fields: Self.fields, submitTitle: "Sign up", submitSummary: "sign up",
            keymapScope: Self.keymapScope)
        reactor = FormReactor(fields: Self.fields) { form in "\(form[.name]) <\(form[.email])>" }
        sentLabel = context.theme.label(.caption, text: "Nothing sent yet.")
        super.init()
        key = "form"
        sentLabel.key = "sent"
        addSubview(form)
        addSubview(sentLabel)
        form.onEdit = { [reactor] field, text in reactor.send(.edit(field, text)) }
        form.onSubmit = { [reactor] in reactor.send(.submit) }
        reactor.observe { [weak form] state in form?.show(state.form) }.store(in: bag)
        reactor.pulse(\.$submitted) { [weak sentLabel] sent in
            if let sent { sentLabel?.text = "Sent: \(sent)" }
        }.store(in: bag)
    }

    /// Keys go to the first field.
    public var preferredFocus: View? { form.firstField }

    /// The form above, what was sent on the last row.
    public override func layoutSubviews() {
        let formHeight = max(0, bounds.height - 2)
        form.frame = Rect(x: 0, y: 0, width: bounds.width, height: formHeight)
        sentLabel.frame = Rect(x: 1, y: formHeight + 1, width: max(0, bounds.width - 2), height: 1)
    }
}
