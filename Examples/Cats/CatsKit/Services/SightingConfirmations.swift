import CatsAPI
import TrellisData

/// What Cats shows of each sighting's confirmations ("I saw it too"), and the one place the
/// user's confirmations change: Drrrible's like on a shot, as TrellisData's
/// ``TrellisData/OptimisticToggles`` of sightings grouped by breed.
///
/// A toggle shows at once and is settled with the server; a refusal or an unreachable server
/// rolls it back once and the toggle throws the reason for the status line. A confirmation
/// is not queued: it is reported done (the row's "…" goes) only when the server has
/// answered, so `kill -9` cannot lose one the app called saved. Marks are kept per user and
/// published; each sighting row's ``SightingCellReactor`` follows its own.
///
/// ```swift
/// try await services.confirmations.load(breedID: 3)       // the server's counts and the user's marks
/// try await services.confirmations.toggle(sighting)         // ✓ 4 at once; ✓ 3 again if refused
/// ```
public final class SightingConfirmations: Sendable {
    /// One sighting's confirmations as shown: its id is the mark's `item`, the user's own
    /// confirmation its `isOn`.
    public typealias Mark = OptimisticToggles<Int64, Int64>.Mark

    private let toggles: OptimisticToggles<Int64, Int64>
    private let api: any CatsConfirmations
    private let currentUser: @Sendable () -> String?

    /// Confirmations asked of `api` for the user `currentUser` names.
    public init(api: any CatsConfirmations, currentUser: @escaping @Sendable () -> String?) {
        self.api = api
        self.currentUser = currentUser
        toggles = OptimisticToggles(currentUser: currentUser) { id, confirmed in
            let answer = try await api.setConfirmed(id, confirmed)
            return .init(item: answer.sightingID, count: answer.count, isOn: answer.mine)
        }
    }

    /// The mark of sighting `sightingID` for the signed-in user, if anything is known of it.
    public func mark(of sightingID: Int64) -> Mark? { toggles.mark(of: sightingID) }

    /// Every change of a mark of the signed-in user's, from now on.
    public func changes() -> AsyncThrowingStream<Mark, any Error> { toggles.changes() }

    /// Asks the server for breed `breedID`'s confirmations: each count and whether the user
    /// confirmed it (a mark the user is changing keeps what is shown until that settles).
    ///
    /// - Throws: ``ConfirmationError``; the marks stay as they were.
    public func load(breedID: Int64) async throws(ConfirmationError) {
        guard let user = currentUser() else { throw .signedOut }
        let list = try await api.confirmations(of: breedID)
        toggles.settle(list.map { .init(item: $0.sightingID, count: $0.count, isOn: $0.mine) }, in: breedID, for: user)
    }

    /// Confirms `sighting` if the user has not, takes the confirmation back if they have:
    /// shown at once, then settled with the server (quick presses send at most two requests,
    /// and the server ends with the last).
    ///
    /// - Returns: whether the user confirms it once the server has settled.
    /// - Throws: ``ConfirmationError`` when the change was rolled back (or never made).
    @discardableResult
    public func toggle(_ sighting: Sighting) async throws(ConfirmationError) -> Bool {
        guard currentUser() != nil else { throw .signedOut }
        guard sighting.id > 0 else { throw .notSent }
        do {
            return try await toggles.toggle(sighting.id, in: sighting.breedID)
        } catch let error as ConfirmationError {
            throw error
        } catch OptimisticToggles<Int64, Int64>.ToggleError.signedOut {
            throw .signedOut
        } catch {
            throw .unreachable(String(describing: error))
        }
    }
}
