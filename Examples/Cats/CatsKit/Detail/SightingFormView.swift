import TrellisViews

/// The "Report a sighting" form's view: TrellisViews' ``TrellisViews/FormView`` of the
/// place, the date and the note, a "Report" button, the problems of the last submit (each
/// bad field named) and the hint line; Enter reports, Esc goes on to the shell, which
/// closes the form. Its labels and fields are two columns of Masonry's array constraints
/// (`makeConstraints` on each, in `FormView`).
public typealias SightingFormView = FormView<SightingField>

extension FormView where Field == SightingField {
    /// The keymap scope of the form's key, `[cats.sighting]` in a keymap file.
    public nonisolated static var keymapScope: String { "cats.sighting" }

    /// The width of the labels' column.
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
