import TrellisShell

/// The "Report a sighting" forms left unsent in this session, by breed (TrellisShell's
/// `FormDrafts`, a store the session holds in its `SessionStores` and invalidates on log out): a form closed
/// half-filled comes back as it was left; one with neither a place nor a note (only the
/// date, which a new form fills with today) is no draft.
public typealias SightingDrafts = FormDrafts<Int64, SightingField>

extension FormDrafts where Owner == Int64, Field == SightingField {
    /// No drafts yet; the date alone makes none.
    public convenience init() { self.init(ignoring: [.date]) }
}
