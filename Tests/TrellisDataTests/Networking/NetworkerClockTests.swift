import Foundation
import Testing

@testable import TrellisData

/// `adoptClock(of:)`: a 401 from a server whose clock is far from ours signs on its clock.
@Suite struct NetworkerClockTests {
    @Test func aServerClockMoreThanAMinuteOffIsAdoptedOnce() async {
        let networker = Networker(
            transport: AsyncHTTPClientTransport(), server: APIServer(baseURL: "http://127.0.0.1:9"),
            configuration: .init(timeout: .seconds(1), retry: .none), logger: quietLogger)
        #expect(await networker.adoptClock(of: Date().addingTimeInterval(30)) == false)  // within a minute: not the clock
        #expect(await networker.adoptClock(of: Date().addingTimeInterval(3 * 3600)))
        #expect(abs(Double(await networker.clockOffset.components.seconds) - 3 * 3600) <= 1)
        #expect(await networker.adoptClock(of: Date().addingTimeInterval(3 * 3600)) == false)  // already on it
        #expect(await networker.adoptClock(of: Date().addingTimeInterval(-600)))
        #expect(abs(Double(await networker.clockOffset.components.seconds) + 600) <= 1)
    }
}
