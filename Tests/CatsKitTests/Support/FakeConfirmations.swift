import CatsAPI
import NIOConcurrencyHelpers

@testable import CatsKit

/// A confirmations "server" a test scripts: the confirmations it holds, whether it holds
/// its answers back (``gate``), and whether it refuses or cannot be reached.
final class FakeConfirmations: CatsConfirmations {
    struct Knobs {
        /// The users who confirmed each sighting.
        var confirmedBy: [Int64: Set<String>] = [:]
        /// The breed of each sighting, for `confirmations(of:)`.
        var breedOf: [Int64: Int64] = [:]
        /// Set: every change is refused with this error (and changes nothing).
        var failure: ConfirmationError?
        /// Whether answers to changes wait for ``FakeConfirmations/gate``.
        var holdsAnswers = false
    }

    let knobs = NIOLockedValueBox(Knobs())
    /// Every change asked, in order: "+21" confirms 21, "-21" takes it back.
    let requests = NIOLockedValueBox<[String]>([])
    /// Holds answers while ``Knobs/holdsAnswers``.
    let gate = FakeGate()
    /// The user the "token" belongs to.
    let user: @Sendable () -> String?

    init(user: @escaping @Sendable () -> String?) { self.user = user }

    func confirmations(of breedID: Int64) async throws(ConfirmationError) -> [SightingConfirmation] {
        guard let user = user() else { throw .signedOut }
        return knobs.withLockedValue { knobs in
            knobs.confirmedBy.filter { knobs.breedOf[$0.key] == breedID && !$0.value.isEmpty }.sorted { $0.key < $1.key }.map {
                SightingConfirmation(sightingID: $0.key, count: $0.value.count, mine: $0.value.contains(user))
            }
        }
    }

    func setConfirmed(_ sightingID: Int64, _ confirmed: Bool) async throws(ConfirmationError) -> SightingConfirmation {
        guard let user = user() else { throw .signedOut }
        requests.withLockedValue { $0.append("\(confirmed ? "+" : "-")\(sightingID)") }
        if knobs.withLockedValue({ $0.holdsAnswers }) { await gate.wait() }
        let answer: Result<SightingConfirmation, ConfirmationError> = knobs.withLockedValue { knobs in
            if let failure = knobs.failure { return .failure(failure) }
            if confirmed { knobs.confirmedBy[sightingID, default: []].insert(user) } else { knobs.confirmedBy[sightingID]?.remove(user) }
            let users = knobs.confirmedBy[sightingID] ?? []
            return .success(SightingConfirmation(sightingID: sightingID, count: users.count, mine: users.contains(user)))
        }
        return try answer.get()
    }
}
