import Foundation
import NIOConcurrencyHelpers
import TrellisShell

/// The "Report a sighting" forms left unsent in this session, by breed: a store the session
/// holds (Facebook's `FBSession` holds its `sessionDiskStore` and `store`; here TrellisShell's
/// `SessionStores`), so a form closed half-filled (Esc, or a link opened over it) comes back
/// as it was when the same breed's form opens again, and log out forgets every draft: the
/// session invalidates its stores, and the next user never sees what this one typed.
///
/// ```swift
/// var stores = SessionStores()
/// stores.insert(SightingDrafts())
/// let session = Session(id: id, user: user, stores: stores)
/// let drafts = try session.store(SightingDrafts.self)
/// drafts.keep([.place: "Lisbon"], for: 3)
/// drafts.draft(for: 3)       // [.place: "Lisbon"]
/// session.invalidate()       // drafts.draft(for: 3) == nil
/// ```
public final class SightingDrafts: Invalidating {
    /// A draft: each field's text as it was left.
    public typealias Draft = [SightingFormReactor.Field: String]

    private struct State {
        var drafts: [Int64: Draft] = [:]
        var isValid = true
    }

    private let state = NIOLockedValueBox(State())

    /// No drafts yet.
    public init() {}

    /// The draft left for `breedID`'s form, if any.
    public func draft(for breedID: Int64) -> Draft? { state.withLockedValue { $0.drafts[breedID] } }

    /// Keeps `draft` for `breedID`'s form; one with neither a place nor a note (only the
    /// date, which a new form fills with today) forgets the breed's. Ignored once invalidated.
    public func keep(_ draft: Draft, for breedID: Int64) {
        let typed = [.place, .note].contains { !(draft[$0] ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
        state.withLockedValue { state in
            guard state.isValid else { return }
            state.drafts[breedID] = typed ? draft : nil
        }
    }

    /// Forgets `breedID`'s draft (its report was saved).
    public func discard(for breedID: Int64) {
        state.withLockedValue { _ = $0.drafts.removeValue(forKey: breedID) }
    }

    /// Forgets every draft and takes no more (the session is over).
    public func invalidate() {
        state.withLockedValue { $0 = State(isValid: false) }
    }
}
