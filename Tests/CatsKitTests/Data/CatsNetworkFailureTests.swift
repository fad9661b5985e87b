import CatsAPI
import Foundation
import Testing
import TrellisData

@testable import CatsKit

/// Which answers may drop a queued change: only definitive refusals.
@Suite struct CatsNetworkFailureTests {
    func response(_ status: Int, _ headers: [String: String] = [:]) -> NetworkResponse {
        NetworkResponse(status: status, headers: headers, body: CatsAPI.encode(APIErrorBody(error: "why")))
    }

    @Test(arguments: [400, 403, 404, 409, 410, 422])
    func aDefinitiveStatusIsARefusal(_ status: Int) {
        #expect(Failure(response(status)) == .refused("why"))
    }

    @Test(arguments: [408, 413, 425, 429, 500, 501, 502, 503, 504, 599, 302])
    func anyOtherStatusIsTransient(_ status: Int) {
        #expect(Failure(response(status)) == .transient("why", retryAfter: nil))
    }

    @Test func twoHundredsAreNotFailures() {
        #expect(Failure(NetworkResponse(status: 204)) == nil)
    }

    @Test func retryAfterIsReadAsSecondsOrADateAndCheckedForRange() {
        #expect(Failure(response(429, ["retry-after": "30"])) == .transient("why", retryAfter: .seconds(30)))
        #expect(Failure.retryAfter("-5") == nil)
        #expect(Failure.retryAfter("99999999999999999999") == nil)
        #expect(Failure.retryAfter("soon") == nil)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let later = ScriptedTransport.httpDate(now.addingTimeInterval(120))
        #expect(Failure.retryAfter(later, now: now) == .seconds(120))
    }

    @Test func a401CarriesTheServersDate() {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let failure = Failure(response(401, ["date": ScriptedTransport.httpDate(date)]))
        #expect(failure == .unauthorized("why", serverDate: date))
        #expect(Failure(response(401, ["date": "yesterday"])) == .unauthorized("why", serverDate: nil))
    }

    @Test func errorsWithoutAnAnswer() {
        #expect(Failure(NetworkError.timedOut) == .transient("Timed out waiting for the server", retryAfter: nil))
        #expect(
            Failure(NetworkError.timedOut, server: "http://127.0.0.1:8080")
                == .transient("Timed out waiting for the server at 127.0.0.1:8080", retryAfter: nil))
        #expect(Failure(NetworkError.cancelled) == .cancelled)
        #expect(Failure(NetworkError.invalidRequest("bad")) == .refused("Cats could not make a request to the server"))
    }
}
