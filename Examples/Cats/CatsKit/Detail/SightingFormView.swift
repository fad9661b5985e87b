import TrellisViews

/// A field of the "Report a sighting" form, declared once: its label, placeholder and rows.
public enum SightingField: String, CaseIterable, Sendable {
    case place, date, note

    /// The form's fields, in Tab order; the note is a three-row text area (Enter a new line there).
    public static let form: [FormField<SightingField>] = [
        FormField(.place, label: "Place", placeholder: "where: a street, a town"),
        FormField(.date, label: "Date", placeholder: "YYYY-MM-DD"),
        FormField(.note, label: "Note", placeholder: "what you saw (optional)", kind: .multiline(lines: 3)),
    ]
}

/// The form's view: TrellisViews' `FormView` of ``SightingField/form``, a "Report" button, the problems;
/// its labels and fields are two columns of Masonry's array constraints (`makeConstraints`, in `FormView`).
public typealias SightingFormView = FormView<SightingField>

extension FormView where Field == SightingField {
    /// The keymap scope of the form's key, `[cats.sighting]` in a keymap file.
    public nonisolated static var keymapScope: String { "cats.sighting" }
    static var labelWidth: Double { 8 }

    /// A form styled by `theme`, titled for `breedName`.
    public convenience init(theme: Theme, breedName: String) {
        self.init(
            theme: theme, title: "Report a sighting of \(breedName)", fields: Field.form, submitTitle: "Report",
            submitSummary: "report the sighting", submitHint: "report", keymapScope: Self.keymapScope, styles: .cats,
            metrics: FormMetrics().with { $0.labelWidth = Self.labelWidth })
        key = "sightingForm"
    }
}
