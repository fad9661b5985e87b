import CatsAPI
import TrellisReactor
import TrellisTerminal
import TrellisViews

/// The "Report a sighting" form's view: a title, one line each for the place, the date and
/// the note (a label and a ``TrellisViews/TextField``), a "Report" button, the problems of
/// the last submit (each bad field named, the theme's `.statusError`) and a hint.
///
/// Tab moves focus from field to field and to the button; Enter (in any field, or on the
/// button) submits; Esc goes on to the shell, which closes the form.
@MainActor
public final class SightingFormView: View, ReactorView {
    public let reactorBinding = ReactorBinding<SightingFormReactor>()
    /// "Report a sighting of <breed>".
    public let titleLabel: Label
    /// The fields, in Tab order: place, date, note.
    public let fields: [SightingFormReactor.Field: TextField]
    let fieldLabels: [SightingFormReactor.Field: Label]
    /// "Report": Enter, Space or a click submits.
    public let submitButton: Button
    /// The problems of the last submit, one line each, or why saving failed.
    public let problemLabel: Label
    /// What to do.
    public let hintLabel: Label
    /// Called with the sighting once it is saved.
    public var onSaved: @MainActor (Sighting) -> Void = { _ in }
    /// Asks the host to draw after a change that came from an effect.
    public var requestRedraw: @MainActor () -> Void = {}

    /// The width of the labels' column.
    static let labelWidth = 8.0

    /// A form styled by `theme`, titled for `breedName`.
    public init(theme: Theme, breedName: String) {
        titleLabel = theme.label(.title, text: "Report a sighting of \(breedName)")
        var fields: [SightingFormReactor.Field: TextField] = [:]
        var labels: [SightingFormReactor.Field: Label] = [:]
        for field in SightingFormReactor.Field.allCases {
            let textField = TextField()
            textField.key = field.rawValue
            textField.accessibilityLabel = field.label
            textField.style = theme[.searchField]
            fields[field] = textField
            labels[field] = theme.label(.secondary, text: field.label + ":")
        }
        fields[.place]?.placeholder = "where: a street, a town"
        fields[.date]?.placeholder = "YYYY-MM-DD"
        fields[.note]?.placeholder = "what you saw (optional)"
        self.fields = fields
        fieldLabels = labels
        submitButton = Button(title: "Report", payload: SightingFormReactor.Action.submit)
        problemLabel = theme.label(.statusError)
        hintLabel = theme.label(.secondary, text: "Tab next field, Enter report, Esc cancel")
        super.init()
        key = "sightingForm"
        submitButton.key = "submit"
        submitButton.style = theme[.button]
        submitButton.focusedStyle = theme[.focused]
        problemLabel.key = "problems"
        problemLabel.lineLimit = 0
        addSubview(titleLabel)
        for field in SightingFormReactor.Field.allCases {
            if let label = labels[field] { addSubview(label) }
            if let textField = fields[field] { addSubview(textField) }
        }
        for view in [submitButton, problemLabel, hintLabel] as [View] { addSubview(view) }
        onAction(SightingFormReactor.Action.self) { [weak self] action in
            self?.reactor?.send(action)
            return self?.reactor != nil
        }
        onAction(.key) { [weak self] event in
            guard let self, let reactor = self.reactor, event == KeyEvent(.enter) else { return false }
            reactor.send(.submit)
            return true
        }
    }

    public func bind(reactor: SightingFormReactor, in bag: BindingBag) {
        for (field, textField) in fields {
            textField.onChange = { [weak reactor] text in reactor?.send(.edit(field, text)) }
        }
        reactor.observe { [weak self] state in
            self?.show(state)
            self?.requestRedraw()
        }.store(in: bag)
        reactor.pulse(\.$saved) { [weak self] sighting in
            if let sighting { self?.onSaved(sighting) }
        }.store(in: bag)
    }

    private func show(_ state: SightingFormReactor.State) {
        for (field, textField) in fields where textField.text != state.text[field, default: ""] {
            textField.text = state.text[field, default: ""]
        }
        let lines = state.isSaving ? ["Saving…"] : state.problemLines + (state.error.map { [String(describing: $0)] } ?? [])
        problemLabel.text = lines.joined(separator: "\n")
    }

    /// The title, a line per field, the button under them, the problems, the hint at the bottom.
    public override func layoutSubviews() {
        let width = max(0, bounds.width - 2)
        titleLabel.frame = Rect(x: 1, y: 1, width: width, height: 1)
        var y = 3.0
        for field in SightingFormReactor.Field.allCases {
            fieldLabels[field]?.frame = Rect(x: 1, y: y, width: Self.labelWidth, height: 1)
            fields[field]?.frame = Rect(x: 1 + Self.labelWidth, y: y, width: max(0, width - Self.labelWidth), height: 1)
            y += 1
        }
        submitButton.frame = Rect(x: 1 + Self.labelWidth, y: y, width: submitButton.intrinsicContentSize.width, height: 1)
        let hintY = max(y + 2, bounds.height - 1)
        problemLabel.frame = Rect(x: 1, y: y + 2, width: width, height: max(0, hintY - y - 2))
        hintLabel.frame = Rect(x: 1, y: hintY, width: width, height: 1)
    }
}
