import TrellisViews

/// The sign-in screen's view: TrellisViews' ``TrellisViews/FormView`` of one field, the user
/// id, with a "Sign in" button, the reason the last attempt failed, and the hint line.
///
/// Every character typed goes into the field (`q`, `s` and `?` included, never a shortcut),
/// with its editing keys and pastes, whichever of the form's views has focus; only Enter
/// (sign in), Esc (back), Tab and F1 (help) go on.
public typealias SignInView = FormView<SignInField>

extension FormView where Field == SignInField {
    /// The keymap scope of the sign-in screen's key, `[cats.sign-in]` in a keymap file.
    public nonisolated static var keymapScope: String { "cats.sign-in" }

    /// The user id's field.
    public var field: TextField {
        guard let field = fields[.userID] else { preconditionFailure("SignInView: declared without its field") }
        return field
    }

    /// A view styled by `theme`.
    public convenience init(theme: Theme) {
        self.init(
            theme: theme, title: "Sign in to Cats", fields: Field.form, submitTitle: "Sign in", submitSummary: "sign in",
            keymapScope: Self.keymapScope, styles: .cats.with { $0.label = .searchField })
        key = "signIn"
        savingText = "Signing in…"
        instructions = "Type a user id (lowercase letters, digits, -)"
        typingField = .userID
    }
}

extension FormStyleNames {
    /// Cats's forms: the theme's secondary labels and hint, search-field fields, buttons, and
    /// the status line's error style for the problems.
    static var cats: FormStyleNames {
        FormStyleNames {
            ($0.label, $0.field, $0.button) = (.secondary, .searchField, .button)
            ($0.problems, $0.hint) = (.statusError, .secondary)
        }
    }

}
