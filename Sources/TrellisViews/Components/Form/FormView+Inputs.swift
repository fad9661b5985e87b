// A form's inputs, made from the declared fields: a text field for a one-line field, a text
// area for a several-line one (huh's `Input` and `Text`).

extension FormView {
    /// The one-line fields' text fields and the several-line fields' text areas, styled by
    /// `theme` with `styles`, each named by its field's key and label.
    static func makeInputs(
        _ declared: [FormField<Field>], theme: Theme, styles: FormStyleNames
    ) -> (fields: [Field: TextField], areas: [Field: TextArea]) {
        var fields: [Field: TextField] = [:]
        var areas: [Field: TextArea] = [:]
        for field in declared {
            let input: View
            switch field.kind {
            case .text:
                let textField = TextField(placeholder: field.placeholder)
                textField.isSecure = field.isSecure
                (fields[field.id], input) = (textField, textField)
            case .multiline:
                let area = theme.textArea(placeholder: field.placeholder)
                (areas[field.id], input) = (area, area)
            }
            input.key = field.key
            input.accessibilityLabel = field.label
            input.style = theme[styles.field]
        }
        return (fields, areas)
    }
}
