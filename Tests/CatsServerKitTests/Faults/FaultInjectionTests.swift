import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import Testing
import TrellisData

/// `--fail-favorites`, `--latency`, `--fail-rate` through the application.
@Suite struct FaultInjectionTests {
    @Test func failFavoritesRefusesEveryWriteButNotReads() async throws {
        try await withServer(testConfiguration { $0.faults.failFavorites = true }) { client in
            let token = try await client.signIn()
            let writes: [NetworkRequest] = [
                client.request(.addFavorite(1), token: token), client.request(.removeFavorite(1), token: token),
                client.request(.setFavorites(FavoriteList(breedIDs: [1])), token: token),
            ]
            for write in writes {
                let response = try await client.execute(write)
                #expect(response.status == .forbidden)
                #expect(response.text == #"{"error":"favorites are failing on purpose (--fail-favorites)"}"#)
            }
            #expect(try await client.favorites(token) == [])
            #expect(try await client.send(.breeds()).status == .ok)
            // the token is still checked first
            #expect(try await client.send(.addFavorite(1)).status == .unauthorized)
        }
    }

    @Test func latencyHoldsEveryResponseBack() async throws {
        // 2 s: long enough that an unhindered request answers sooner even while a parallel
        // run loads both cores (0.96 s was seen with 800 ms, and failed a CI run).
        let latency = Duration.seconds(2)
        try await withServer(testConfiguration { $0.faults.latency = latency }) { client in
            let clock = ContinuousClock()
            for response in [client.request(.breeds()), APIServer(baseURL: "http://localhost").request(for: Endpoint<[Breed]>.breeds())] {
                let started = clock.now
                _ = try await client.execute(response)
                #expect(clock.now - started >= latency)
            }
        }
        try await withServer { client in
            let started = ContinuousClock.now
            _ = try await client.send(.breeds())
            #expect(ContinuousClock.now - started < latency)
        }
    }

    /// The statuses of 100 signed `GET /version` with `rate` and `seed`.
    func statuses(rate: Double, seed: UInt64) async throws -> [Int] {
        try await withServer(
            testConfiguration {
                $0.faults.failRate = rate
                $0.faults.seed = seed
            }
        ) { client in
            var statuses: [Int] = []
            for _ in 0..<100 {
                let response = try await client.send(.serverVersion())
                if response.status == .serviceUnavailable {
                    #expect(response.errorReason == "this request failed on purpose (--fail-rate \(rate))")
                }
                statuses.append(response.status.code)
            }
            return statuses
        }
    }

    @Test func failRateFailsThatFractionTheSameWayForTheSameSeed() async throws {
        let first = try await statuses(rate: 0.3, seed: 7)
        let failed = first.filter { $0 == 503 }.count
        #expect((18...42).contains(failed), "\(failed) of 100 failed at rate 0.3")
        #expect(Set(first) == [200, 503])
        #expect(try await statuses(rate: 0.3, seed: 7) == first)
        #expect(try await statuses(rate: 0.3, seed: 8) != first)
    }

    @Test func failRateZeroAndOne() async throws {
        #expect(try await statuses(rate: 1, seed: 1).allSatisfy { $0 == 503 })
        #expect(try await statuses(rate: 0, seed: 1).allSatisfy { $0 == 200 })
    }

    @Test func failRateDrawsOnlyForSignedRequests() async throws {
        try await withServer(testConfiguration { $0.faults.failRate = 1 }) { client in
            let unsigned = try await client.execute(APIServer(baseURL: "http://localhost").request(for: Endpoint<[Breed]>.breeds()))
            #expect(unsigned.status == .unauthorized)
        }
    }
}
