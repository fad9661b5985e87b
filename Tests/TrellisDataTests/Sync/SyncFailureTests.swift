import Foundation
import Testing
import TrellisData

/// Which answers may drop an outbox's message: only definitive refusals.
@Suite struct SyncFailureTests {
    @Test(arguments: [400, 403, 404, 409, 410, 422])
    func aDefinitiveStatusIsARefusal(_ status: Int) {
        let failure = SyncFailure(status: status, headers: [:], reason: "why")
        #expect(failure == .refused("why"))
        guard case .refused("why") = failure.answer() as OutboxAnswer<Void> else {
            Issue.record("expected a refusal")
            return
        }
    }

    @Test(arguments: [408, 413, 425, 429, 500, 503, 599, 302])
    func anyOtherStatusIsTransientWithItsRetryAfter(_ status: Int) {
        let failure = SyncFailure(status: status, headers: ["retry-after": "30"], reason: "why")
        #expect(failure == .transient("why", retryAfter: .seconds(30)))
        #expect(failure.retryAfter == .seconds(30))
    }

    @Test func a401CarriesTheServersDateAndWaitsAsTransient() {
        let failure = SyncFailure(status: 401, headers: ["date": "Wed, 25 Nov 2026 14:03:19 GMT"], reason: "who?")
        #expect(failure == .unauthorized("who?", serverDate: Date(timeIntervalSince1970: 1_795_615_399)))
        guard case .transient("who?", retryAfter: nil) = failure.answer() as OutboxAnswer<Void> else {
            Issue.record("a 401 left after signing again waits")
            return
        }
        guard case .cancelled = SyncFailure.cancelled.answer() as OutboxAnswer<Void> else {
            Issue.record("a cancel keeps the message without backing off")
            return
        }
    }

    @Test func retryAfterIsSecondsOrADateInRange() {
        #expect(SyncFailure.retryAfter("-5") == nil)
        #expect(SyncFailure.retryAfter("99999999999999999999") == nil)
        #expect(SyncFailure.retryAfter("soon") == nil)
        let now = Date(timeIntervalSince1970: 1_795_615_399 - 120)
        #expect(SyncFailure.retryAfter("Wed, 25 Nov 2026 14:03:19 GMT", now: now) == .seconds(120))
        #expect(SyncFailure.retryAfter("Wed, 25 Nov 2026 14:03:19 GMT", now: now.addingTimeInterval(600)) == .zero)
    }
}
