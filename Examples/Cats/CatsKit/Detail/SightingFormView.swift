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
        makeConstraints()
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

    /// The title, a line per field, the button under them, the problems, the hint at the
    /// bottom, made with constraints: the labels' and the fields' shared constraints once
    /// for each column (Masonry's `-[NSArray mas_makeConstraints:]`), then each row's top
    /// under the one before it.
    private func makeConstraints() {
        let rows = SightingFormReactor.Field.allCases
        let labels = rows.compactMap { fieldLabels[$0] }
        let textFields = rows.compactMap { fields[$0] }
        titleLabel.constraints.make { make in
            make.top.left.equalToSuperview().offset(1)
            make.right.equalToSuperview().offset(-1)
            make.height.equalTo(1)
        }
        _ = labels.makeConstraints { make in
            make.left.equalToSuperview().offset(1)
            make.width.equalTo(Self.labelWidth)
            make.height.equalTo(1)
        }
        _ = textFields.makeConstraints { make in
            make.right.equalToSuperview().offset(-1)
            make.height.equalTo(1)
        }
        var above: View = titleLabel
        var gap = 1.0  // a blank line under the title
        for (label, textField) in zip(labels, textFields) {
            label.constraints.make { make in make.top.equalTo(above.constraints.bottom).offset(gap) }
            textField.constraints.make { make in
                make.top.equalTo(label.constraints.top)
                make.left.equalTo(label.constraints.right)
            }
            (above, gap) = (label, 0)
        }
        submitButton.constraints.make { make in
            make.top.equalTo(above.constraints.bottom)
            make.left.equalTo(labels.last?.constraints.right ?? constraints.left)
            make.height.equalTo(1)
        }
        problemLabel.constraints.make { make in
            make.top.equalTo(submitButton.constraints.bottom).offset(1)
            make.left.equalToSuperview().offset(1)
            make.right.equalToSuperview().offset(-1)
            make.bottom.equalTo(hintLabel.constraints.top)
        }
        hintLabel.constraints.make { make in
            make.left.equalToSuperview().offset(1)
            make.right.equalToSuperview().offset(-1)
            make.height.equalTo(1)
            make.top.greaterThanOrEqualTo(submitButton.constraints.bottom).offset(1)
            make.bottom.equalToSuperview().priority(.high)  // at the bottom unless the screen is too short
        }
    }
}
