/// Forms left unsent in a session, by what each form is for (a breed, a thread): a store
/// the session holds (Facebook's `FBSession` holds its stores; here ``SessionStores``), so
/// a form closed half-filled comes back as it was left when the same form opens again, and
/// log out forgets every draft: the session invalidates its stores, and the next user
/// never sees what this one typed.
///
/// A draft in which no field but the `ignoring` ones (those a new form fills itself: a
/// date of today) has more than spaces is no draft: keeping it forgets the one kept.
///
/// ```swift
/// let drafts = FormDrafts<Int64, ReportField>(ignoring: [.date])
/// drafts.keep([.place: "Lisbon", .date: "2026-11-27"], for: 3)
/// drafts.draft(for: 3)            // [.place: "Lisbon", .date: "2026-11-27"]
/// drafts.keep([.date: "2026-11-27"], for: 3)
/// drafts.draft(for: 3)            // nil
/// session.invalidate()            // every draft forgotten; none taken after
/// ```
public final class FormDrafts<Owner: Hashable & Sendable, Field: Hashable & Sendable>: Invalidating {
    /// A draft: each field's text as it was left.
    public typealias Draft = [Field: String]

    private struct State {
        var drafts: [Owner: Draft] = [:]
        var isValid = true
    }

    private let state = Locked(State())
    /// The fields that do not make a draft on their own.
    public let ignoredFields: Set<Field>

    /// No drafts yet; `ignoring` are the fields a new form fills itself.
    public init(ignoring ignoredFields: Set<Field>) {
        self.ignoredFields = ignoredFields
    }

    /// The draft left for `owner`'s form, if any.
    public func draft(for owner: Owner) -> Draft? { state.withLock { $0.drafts[owner] } }

    /// Keeps `draft` for `owner`'s form, or forgets the one kept when nothing was typed in
    /// it (every field not ignored is empty or spaces). Ignored once invalidated.
    public func keep(_ draft: Draft, for owner: Owner) {
        let typed = draft.contains { field, text in
            !ignoredFields.contains(field) && text.contains { !$0.isWhitespace }
        }
        state.withLock { state in
            guard state.isValid else { return }
            state.drafts[owner] = typed ? draft : nil
        }
    }

    /// Forgets `owner`'s draft (its form was sent).
    public func discard(for owner: Owner) {
        state.withLock { _ = $0.drafts.removeValue(forKey: owner) }
    }

    /// Forgets every draft and takes no more (the session is over).
    public func invalidate() {
        state.withLock { $0 = State(isValid: false) }
    }
}
